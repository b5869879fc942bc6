"""The dynamo exporter, `torch.onnx.export(..., dynamo=True)` (torch's default): an onnxscript
translation per mapping, in the custom translation table of each export (`register_package`)."""

from __future__ import annotations

import copy
import functools
import importlib
import sys
from collections.abc import Callable, Iterator
from types import ModuleType
from typing import TYPE_CHECKING, Any

from .. import dynamo_outputs, register

if TYPE_CHECKING:
    from ..register import Registrations

NAME = "dynamo"
TITLE = "dynamo"
ORDER = 1
DEFAULT = True
MAPPED_BY = "translation"
RUNTIME = "opmapgen.runtime.translation"
TORCH_OPTIONS = {"dynamo": True}
# It converts other overloads, and ops torch.export decomposed the call into, without
# asking the mapping.
CONVERTS_UNMAPPED = True
# torch.export functionalizes in-place assignments into the model's own ops.
SETTLED = {"in_place_rewrite": False}
# torch.onnx.export's arguments the TorchScript exporter does not take (dynamic_shapes it
# may take as dynamic_axes: see its `fallback_options`).
OWN_OPTIONS = (
    "custom_translation_table", "report", "optimize", "verify", "profile",
    "dump_exported_program", "artifacts_dir", "fallback",
)  # fmt: skip
# Where torch.export cannot capture the model, which no mapping can change.
FALLBACK = "torchscript"
# Its translation table finds a mapping by the op overload (`aten::add.Tensor`).
KEY = "overload"
# An export takes about half a second: the OpInfo runner exports the edge-value samples
# of a dtype as one model.
BATCHED_TESTS = True
# Where `harm.compare` exports by default: the opset it builds its graphs at.
COMPARE_OPSET = 18


def last_opset() -> int:
    from torch.onnx import _constants  # no public API states it

    return _constants.ONNX_MAX_OPSET


def build_opset(opset: int) -> int:
    return dynamo_build_opset(opset)


def export(model, args, f, package, kwargs: dict) -> Any:
    import torch

    from ..onnx_export import attach_functions, rewind

    # The table alone applies the mappings; torch puts a given table before what the
    # registration hook adds, so the caller's entries win over the package's.
    table = {
        **package.custom_translation_table(kwargs.get("opset_version")),
        **(kwargs.pop("custom_translation_table", None) or {}),
    }
    program = torch.onnx.export(
        model, args, f, **TORCH_OPTIONS, custom_translation_table=table, **kwargs
    )
    if program is not None and attach_functions(program, package) and f is not None:
        rewind(f)
        program.save(f)
    return program


def capture_failure(error: BaseException) -> str | None:
    """torch.export could not capture the model (its step 1 of 3), or the captured
    program could not be decomposed (step 2)."""
    # torch's classes for them (TorchExportError, ConversionError) are internal: known by
    # their names.
    kinds = {c.__name__ for c in type(error).__mro__}
    cause = error.__cause__ or error.__context__ or error
    if "TorchExportError" in kinds:
        return f"torch.export cannot capture the model ({_first_line(cause)})"
    # torch's own message for step 2, looked up rather than copied: on a torch without
    # it, such a failure is not taken for one before translation.
    try:
        from torch.onnx._internal.exporter import _core

        step_two = getattr(_core, "_STEP_TWO_ERROR_MESSAGE", None)
    except ImportError:
        step_two = None
    if (
        "ConversionError" in kinds
        and isinstance(step_two, str)
        and str(error).startswith(step_two)
    ):
        return (
            "the dynamo exporter cannot decompose the model torch.export captured "
            f"({_first_line(cause)})"
        )
    return None


def _first_line(error: BaseException) -> str:
    lines = [line.strip() for line in str(error).splitlines() if line.strip()]
    return f"{type(error).__name__}: {lines[0] if lines else ''}"


def fallback_options(kwargs: dict) -> dict:
    return kwargs  # it is the default: nothing falls back to it yet


def test_options(optimize: bool) -> dict[str, Any]:
    if register._FAST_PATHS:
        from . import _test_caches

        _test_caches.install()  # what every export of a test process repeats, once
    return {"verbose": False, "optimize": optimize}


def mapped_ops(package, opset: int) -> Iterator[tuple[str, str]]:
    """A translation is keyed by op overloads (its TARGET and OVERLOADS), at the opsets
    the exporter builds graphs at."""
    for name in getattr(package, "TRANSLATIONS", ()):
        module = importlib.import_module(f"{package.__name__}.translations.{name}")
        if opset not in module.OPSETS:
            continue
        for target in [module.TARGET, *getattr(module, "OVERLOADS", {})]:
            if isinstance(target, str):
                yield target, name


def torch_converts(op: str, opset: int) -> bool:
    """A torchlib function for the overload `ns::name.overload` (`.default` when none is
    named), or a decomposition the exporter applies to it when it has no function
    (aten::isin into Equal and ReduceSum's kin), which a registered translation stops."""
    from ..translation import _torch_translation

    target = op if "." in op.partition("::")[2] else f"{op}.default"
    return _torch_translation(target) is not None or register._torch_op(target) in (
        _decomposed()
    )


@functools.cache
def _decomposed() -> frozenset:
    """The op overloads the exporter decomposes when no function converts them: the
    tables its `create_onnx_friendly_decomposition_table` draws on."""
    import torch
    import torch._decomp

    return frozenset(
        (*torch.export.default_decompositions(), *torch._decomp.decomposition_table)
    )


# -- a package's translations in each export ------------------------------------------------
# A generated package names its translation modules (`Registrations.translations`:
# `TARGET`, `OPSETS`, `translation`). The exporter has no global registry to add to: it
# takes a `custom_translation_table` per export. So that a plain `torch.onnx.export(model,
# args, f)` still uses the active mappings, the table of every active package is added to
# the registry torch builds for each export (a private hook, installed when the exporter
# is imported; see `_patch_registry`). A translation whose schema differs from the
# installed torch's is left out of the table, with a warning.

_REGISTRY_MODULE = "torch.onnx._internal.exporter._registration"
_CORE_MODULE = "torch.onnx._internal.exporter._core"
_active: list[Registrations] = []  # the registered packages with translations
# (translation module, target, recorded schema) → whether the installed torch's matches.
_translation_checks: dict[tuple[str, object, object], bool] = {}


def register_package(registrations: Registrations) -> None:
    register.when_imported(_CORE_MODULE, _patch_outputs)
    if registrations.translations:
        _active.append(registrations)
        register.when_imported(_REGISTRY_MODULE, _patch_registry)


def unregister_package(registrations: Registrations) -> None:
    if registrations in _active:
        _active.remove(registrations)


def translation_table(
    registrations: Registrations, opset_version: int | None = None
) -> dict:
    """`torch.onnx.export(..., dynamo=True, custom_translation_table=...)` for an export
    at `opset_version` (torch's default when None): torch op overload → translation.

    A mapping is in the table when its opset range holds the opset the exporter builds
    the graph at. Ops of libraries that are not installed are left out.
    """
    build = dynamo_build_opset(opset_version)
    table = {}
    for name in registrations.translations:
        module = importlib.import_module(name)
        if build not in module.OPSETS:
            continue
        translations = {module.TARGET: module.translation}
        translations.update(getattr(module, "OVERLOADS", {}))
        for target_name, translation in translations.items():
            target = register._torch_op(target_name, load=False)
            if target is not None and _translation_matches(module, target_name):
                table[target] = translation
    return table


def translation_of(
    registrations: Registrations, target: str, opset: int
) -> Callable | None:
    """This package's translation of `target` (`ns::name.overload`) at build opset
    `opset`, if it has one."""
    op = register._torch_op(target)
    if op is None:
        return None
    for key, translation in translation_table(registrations, opset).items():
        if key.name() == op.name():
            return translation
    return None


def next_translation(target: str, module: str, opset: int) -> Callable | None:
    """The translation of `target` (`ns::name.overload`) when the one in `module` does
    not map a case: the next active package's, at the graph's `opset`; None for torch's
    own."""
    found = False
    for registrations in sorted(_active, key=lambda r: r.rank, reverse=True):
        if not found:
            found = any(
                name == module or module.startswith(name + ".")
                for name in registrations.translations
            )
            continue
        translation = translation_of(registrations, target, opset)
        if translation is not None:
            return translation
    return None


def _translation_matches(module: ModuleType, target: object) -> bool:
    """Whether the installed torch's schema of `target`, a translation's TARGET or one of
    its OVERLOADS, is the one the build validated (`SCHEMA`, `OVERLOAD_SCHEMAS`); warns
    once where it is not. A function mapping's op has no torch schema to check."""
    schema = (
        getattr(module, "SCHEMA", None)
        if target == module.TARGET
        else getattr(module, "OVERLOAD_SCHEMAS", {}).get(target)
    )
    key = (module.__name__, target, schema)
    matches = _translation_checks.get(key)
    if matches is None:
        drift = register._drift(register._schemas(schema))
        matches = drift is None or drift is register._UNKNOWN
        if not matches:
            register._warn_drift(module.__name__, drift, "the dynamo exporter")
        _translation_checks[key] = matches
    return matches


def dynamo_build_opset(opset_version: int | None = None) -> int:
    """The opset the dynamo exporter builds the graph at for an export at `opset_version`:
    the requested one (torch's default when None), raised to the one its own op library is
    written for; it converts the graph down afterwards. torch states neither publicly:
    where its constants are not found, torch 2.9 to 2.14's (20 and 18) are assumed."""
    default, torchlib = _opset_constants() if register._FAST_PATHS else (None, None)
    if not (isinstance(default, int) and isinstance(torchlib, int)):
        default, torchlib = _ASSUMED_OPSETS
        register.degraded(
            "dynamo opsets",
            "cannot read the dynamo exporter's default opset and the opset of its op "
            f"library: assuming {default} and {torchlib}, torch 2.14's; the translation "
            "table for a dynamo export is chosen for that opset",
        )
    return max(torchlib, opset_version or default)


_ASSUMED_OPSETS = (20, 18)


def _opset_constants() -> tuple[object, object]:
    """torch's default export opset and torchlib's opset (internal lookup)."""
    try:
        from torch.onnx import _constants
        from torch.onnx._internal.exporter import _constants as exporter_constants
    except ImportError:
        return None, None
    return (
        getattr(_constants, "ONNX_DEFAULT_OPSET", None),
        getattr(exporter_constants, "TORCHLIB_OPSET", None),
    )


def _patch_outputs(module: ModuleType) -> None:
    if register._FAST_PATHS:
        dynamo_outputs.patch(module, enabled=lambda: bool(register._registered))
    else:
        dynamo_outputs.not_patched()
    # The exporter's core is imported: its registry module is too, unless torch moved it.
    if _active and _REGISTRY_MODULE not in sys.modules:
        _no_registry_hook("torch has no module " + _REGISTRY_MODULE)


_PLAIN_EXPORT = (
    "a plain torch.onnx.export(..., dynamo=True) does not use the mappings; export "
    "with opmapgen.export(...) (or <package>.export(...)), or pass "
    "custom_translation_table=<package>.custom_translation_table(opset) to "
    "torch.onnx.export, which are public"
)


def _no_registry_hook(why: str) -> None:
    register.degraded(
        "dynamo registry",
        f"cannot add to the dynamo exporter's registry ({why}): " + _PLAIN_EXPORT,
    )


def _registry_class(module: ModuleType):
    """The dynamo exporter's registry class (internal lookup)."""
    return getattr(module, "ONNXRegistry", None)


# Off: each export adds the translations to its registry anew (bench/parity.py's "before").
reuse_registry = True
# How many registries with packages' translations added are kept (the latest ones), each
# a copy of torchlib's table.
_REGISTRIES_KEPT = 8


def _patch_registry(module: ModuleType) -> None:
    if not register._FAST_PATHS:
        _no_registry_hook("its hook point, ONNXRegistry.from_torchlib, is private")
        return
    registry_class = _registry_class(module)
    original = getattr(registry_class, "__dict__", {}).get("from_torchlib")
    if getattr(original, "__func__", None) is None:
        _no_registry_hook("torch's ONNXRegistry.from_torchlib is not found")
        return
    if getattr(original.__func__, "opmapgen_hook", False):
        return
    build_registry = original.__func__
    built: dict[tuple, object] = {}
    added: dict[tuple, object] = {}

    def from_torchlib(cls, *args, **kwargs):
        # torchlib's registry takes seconds to build and is the same for every export of a
        # process: build it once per opset, and hand each export a copy to add to.
        key = (cls, args, tuple(sorted(kwargs.items())))
        if key not in built:
            built[key] = build_registry(cls, *args, **kwargs)
        if not _known_registry(built[key]):
            _no_registry_hook("its registry is not the layout opmapgen knows")
            return build_registry(cls, *args, **kwargs)  # torch's, untouched
        # ...and the active packages' translations added to it once per set of them.
        with_ours = (key, tuple((r, r.rank, r.translations) for r in _active))
        if with_ours not in added or not reuse_registry:
            registry = _copy_registry(built[key])
            try:
                _add_translations(registry)
            except (AttributeError, TypeError) as error:
                _no_registry_hook(f"adding to its registry failed: {error}")
                return build_registry(cls, *args, **kwargs)
            if not reuse_registry:
                return registry
            if len(added) >= _REGISTRIES_KEPT:  # a test run makes many packages
                del added[next(iter(added))]
            added[with_ours] = registry
        return _copy_registry(added[with_ours])

    from_torchlib.opmapgen_hook = True
    from_torchlib.__doc__ = build_registry.__doc__
    registry_class.from_torchlib = classmethod(from_torchlib)


def _copy_registry(registry):
    """A registry of its own for one export, which torch adds to."""
    copied = copy.copy(registry)
    copied.functions = {k: list(v) for k, v in registry.functions.items()}
    return copied


def _known_registry(registry) -> bool:
    return (
        isinstance(getattr(registry, "functions", None), dict)
        and isinstance(getattr(registry, "opset_version", None), int)
        and callable(getattr(registry, "register_op", None))
        and callable(getattr(registry, "get_decomps", None))
    )


def _add_translations(registry) -> None:
    """Add every active package's translations to a copy of torch's registry."""
    # torch puts the last registered first: the winning package goes last.
    for registrations in sorted(_active, key=lambda r: r.rank):
        table = translation_table(registrations, registry.opset_version)
        for target, translation in table.items():
            registry.register_op(target, translation)
            contract = sys.modules[translation.__module__].CONTRACT
            torch_wrong = any(d.startswith("complex") for d in contract.torch_wrong)
            if not torch_wrong and any(
                m.is_complex for m in registry.get_decomps(target)
            ):
                continue  # torch's own takes complex inputs, as other dtypes
            # torch hands complex inputs, as real views, to functions registered for
            # them: refuse those by the mapping's name instead of "no decomposition"
            # (or than torch's own, where the spec says it gets them wrong).
            registry.register_op(target, _complex_refusal(translation), is_complex=True)


def _complex_refusal(translation: Callable) -> Callable:
    contract = sys.modules[translation.__module__].CONTRACT

    def refuse(*args, **kwargs):
        from ..contract import TOUCHED, UnsupportedInput

        TOUCHED.add(contract.mapping)
        wrong = contract.torch_wrong.get("complex")
        raise UnsupportedInput(
            contract.mapping,
            contract.spec,
            "its inputs are complex, which this mapping does not export; it exports "
            + ", ".join(contract.dtypes)
            + (f"; torch's own conversion would give {wrong}" if wrong else ""),
        )

    return refuse
