"""The TorchScript exporter, `torch.onnx.export(..., dynamo=False)`: a symbolic function per
mapping, registered in torch's symbolic registry (`register_package`)."""

from __future__ import annotations

import importlib
import sys
import warnings
import weakref
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from types import ModuleType
from typing import TYPE_CHECKING, Any

from .. import register

if TYPE_CHECKING:
    from ..register import Registrations

NAME = "torchscript"
TITLE = "TorchScript"
ORDER = 0
DEFAULT = False
MAPPED_BY = "symbolic"
RUNTIME = "opmapgen.runtime.symbolic"
TORCH_OPTIONS = {"dynamo": False}
# It calls the symbolic for every overload of the op it is registered for.
CONVERTS_UNMAPPED = False
SETTLED: dict[str, bool] = {}
OWN_OPTIONS = ()
FALLBACK = None
# Its symbolic registry finds a mapping by the op's name (`aten::add`), every overload.
KEY = "op"
# An export takes a few milliseconds: the OpInfo runner exports each group of samples
# (every axis dynamic, per ranks).
BATCHED_TESTS = False
# Where `harm.compare` exports by default: torch's last TorchScript opset users still pin.
COMPARE_OPSET = 17


# The highest opset it builds, where torch does not say.
LAST_OPSET = 20


def last_opset() -> int:
    from torch.onnx import _constants  # no public API states it

    return getattr(_constants, "ONNX_TORCHSCRIPT_EXPORTER_MAX_OPSET", LAST_OPSET)


def build_opset(opset: int) -> int:
    return opset


def export(model, args, f, package, kwargs: dict) -> Any:
    import torch

    from ..onnx_export import attach_functions

    # torch imports a custom domain it is not told of at version 1, and warns of each
    # domain it is told of that the model does not use: only the others are passed.
    custom_opsets = {
        **{d: v for d, v in package.custom_opsets().items() if v != 1},
        **(kwargs.pop("custom_opsets", None) or {}),
    }
    with package.registered():
        result = torch.onnx.export(
            model, args, f, **TORCH_OPTIONS, custom_opsets=custom_opsets, **kwargs
        )
    if f is not None:
        attach_functions(f, package)
    return result


def capture_failure(error: BaseException) -> str | None:
    return None  # it traces the model: no step before converting ops to fail


def fallback_options(kwargs: dict) -> dict:
    """It builds opsets up to its last, and takes dynamic_axes (not dynamic_shapes)."""
    opset, last = kwargs.get("opset_version"), last_opset()
    if opset is not None and opset > last:
        raise ValueError(
            f"the TorchScript exporter builds opsets up to {last}, not {opset}: "
            f"give opset_version <= {last} to fall back"
        )
    if kwargs.get("dynamic_shapes") is not None and not kwargs.get("dynamic_axes"):
        raise ValueError(
            "the TorchScript exporter takes dynamic_axes, not dynamic_shapes: give "
            "dynamic_axes too to fall back"
        )
    return {k: v for k, v in kwargs.items() if k != "dynamic_shapes"}


def native_opsets(op: str) -> set[int]:
    """torch's own symbolics of `op` (`interface.NativeConversions`)."""
    from torch.onnx._internal.torchscript_exporter import registration, utils

    # torch registers its symbolics lazily, at the first export: do it now.
    utils._trigger_symbolic_function_registration()
    group = registration.registry.get_function_group(op)
    functions = getattr(group, "_functions", None)
    if not hasattr(functions, "_overrides"):  # no such op, or another torch
        return set(functions or ())
    return set(functions._base) | {
        v for v, f in functions._overrides.items() if not _generated(f)
    }


def dispatch_opset(opset: int, registered: set[int]) -> int | None:
    """The highest registered opset at or below `opset` (below opset 9: the lowest up
    to 9), as torch chooses."""
    from torch.onnx._internal.torchscript_exporter import registration

    return registration._dispatch_opset_version(opset, registered)


def _generated(symbolic) -> bool:
    """Whether a symbolic comes from a package `opmapgen build` wrote: registered through
    its table (`register_package`), or a module holding SOURCE_OP, OPSETS and `symbolic`."""
    if getattr(symbolic, "opmapgen_mapping", None) is not None:
        return True
    module = sys.modules.get(getattr(symbolic, "__module__", None) or "")
    return (
        hasattr(module, "SOURCE_OP") and getattr(module, "symbolic", None) is symbolic
    )


def test_options(optimize: bool) -> dict[str, Any]:
    return {}


def mapped_ops(package, opset: int) -> Iterator[tuple[str, str]]:
    """A mapping registers for every overload of its op, at the opsets of its range."""
    for module, source, opsets, *_ in package.MAPPINGS:
        if opset in opsets:
            yield source, module


def torch_converts(op: str, opset: int) -> bool:
    """A symbolic of torch's own for `ns::name` at `opset`."""
    from torch.onnx._internal.torchscript_exporter import registration, utils

    from ..harm import op_name

    # torch registers its symbolics lazily, at the first export: do it now.
    utils._trigger_symbolic_function_registration()
    group = registration.registry.get_function_group(op_name(op))
    # A group's base functions are torch's own; custom ones (mappings) override them.
    own = getattr(getattr(group, "_functions", None), "_base", {})
    return registration._dispatch_opset_version(opset, own) is not None


# -- registering a package's symbolics ------------------------------------------------------
# A generated package hands its table of op mappings, `(module, source op, opsets, schema)`
# (`Registrations.mappings`): each gets a symbolic in torch's registry once torch imports
# `torch.onnx`, without importing the mapping's module: the module (`SOURCE_OP`, `OPSETS`,
# `symbolic`) is imported when the exporter first calls the symbolic.


@dataclass(frozen=True)
class _Mapping:
    module: str  # the mapping's module, by its full name
    source_op: str
    opsets: range
    symbolic: Callable
    # The torch schema text of each overload the symbolic takes (the mapped one first), as
    # the build validated them; empty where the package does not record them.
    schemas: tuple[str, ...] = ()


_TORCH_MODULE = "torch.onnx"  # imports the exporter and its registry
_waiting: list[Registrations] = []  # registered, symbolics not yet handed to torch
# The mappings of each package, as registered (their identity is what claims hold), and
# those not registered: of ops this torch lacks, or whose schema is not the one the build
# validated.
_mapping_entries: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
_skipped: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
_UNREAD = object()  # what torch's registry holds, where it cannot be read
# Symbolics registered before their op's library was imported: checked at their first call.
_unchecked: dict[str, tuple[Registrations, _Mapping]] = {}


def register_package(registrations: Registrations) -> None:
    """Register each mapping at every opset of its range.

    Every opset, not just the first: the exporter takes the highest registration at or
    below the export opset, so a built-in registered at a later opset would otherwise
    shadow the mapping (pytorch/pytorch#85636). Until torch imports `torch.onnx` (which
    `import torch` does not), the symbolics wait for it.
    """
    skipped = _skipped.setdefault(registrations, set())
    for mapping in _entries(registrations):
        state = register._availability(mapping.source_op)
        if state == "missing":
            warnings.warn(
                f"{mapping.module}: the installed torch has no op {mapping.source_op} "
                "(or its library has none); this mapping is not registered",
                RuntimeWarning,
                stacklevel=4,
            )
        if state != "available":
            # Not installed: no model can hold the op, so the mapping waits quietly.
            skipped.add(mapping)
    _waiting.append(registrations)
    register.when_imported(_TORCH_MODULE, _register_waiting)


def unregister_package(registrations: Registrations) -> None:
    """Remove what `register` added, restoring what was registered before it."""
    skipped = _skipped.setdefault(registrations, set())
    if registrations in _waiting:
        _waiting.remove(registrations)
    else:
        for mapping in _entries(registrations):
            if mapping in skipped:
                continue
            _drop_claims(mapping, lambda claim: claim[0] is registrations)
    for mapping in _entries(registrations):
        if _unchecked.get(mapping.module, (None,))[0] is registrations:
            del _unchecked[mapping.module]
    skipped.clear()


def _entries(registrations: Registrations) -> tuple[_Mapping, ...]:
    entries = _mapping_entries.get(registrations)
    if entries is None:
        entries = tuple(
            _entry(m, registrations.package) for m in registrations.mappings
        )
        _mapping_entries[registrations] = entries
    return entries


def _register_waiting(module: ModuleType) -> None:
    while _waiting:
        _register_symbolics(_waiting.pop(0))


def _register_symbolics(registrations: Registrations) -> None:
    for mapping in _entries(registrations):
        if mapping in _skipped[registrations]:
            continue
        drift = register._drift(mapping.schemas)
        if drift is register._UNKNOWN:
            # The op's library is not imported yet: its symbolic checks at its first
            # call, when the graph being exported holds the op (see `_lazy_symbolic`).
            _unchecked[mapping.module] = (registrations, mapping)
        elif drift is not None:
            register._warn_drift(mapping.module, drift, "the TorchScript exporter")
            _skipped[registrations].add(mapping)
            continue
        for opset in mapping.opsets:
            key = (mapping.source_op, opset)
            claims = _claims.setdefault(key, [])
            if not claims:
                # What was there before any package: a hand-written symbolic, put
                # back once the last package mapping the op goes.
                _base[key] = _custom_symbolic(*key)
            claims.append((registrations, mapping))
            claims.sort(key=lambda claim: claim[0].rank, reverse=True)
            _put_winner(key)


def _withdraw(registrations: Registrations, mapping: _Mapping) -> None:
    """Take one registered mapping back out of torch's registry (its schema turned out
    not to be the installed torch's), leaving the next claim or what was there before."""
    _skipped[registrations].add(mapping)
    _drop_claims(mapping, lambda claim: claim[1] is mapping)


def _drop_claims(mapping: _Mapping, dropped) -> None:
    """Take the claims `dropped` picks off the op of `mapping` at its opsets, leaving the
    next claim (or what was there before) registered."""
    for opset in mapping.opsets:
        key = (mapping.source_op, opset)
        claims = _claims.get(key, [])
        claims[:] = [c for c in claims if not dropped(c)]
        _put_winner(key)
    _forget_if_empty(mapping.source_op)


# (op, opset) → the packages mapping it there, winner first; and what was registered before.
_claims: dict[tuple[str, int], list[tuple[Registrations, _Mapping]]] = {}
_base: dict[tuple[str, int], Callable | None] = {}


def _put_winner(key: tuple[str, int]) -> None:
    """Make torch's registry hold the winning claim's symbolic for (op, opset), or what it
    held before any package claimed it."""
    claims = _claims.get(key)
    wanted = claims[0][1].symbolic if claims else _base.pop(key, None)
    if not claims:
        _claims.pop(key, None)
    # Where torch's registry cannot be read, what it holds is not known: set it anyway.
    current = _custom_symbolic(*key) if _registry() is not None else _UNREAD
    # The lazy symbolic puts the mapping's own in its place at the first call: the same.
    if current is wanted or (
        current is not None
        and wanted is not None
        and getattr(current, "__module__", None) == wanted.__module__
        and getattr(wanted, "opmapgen_mapping", None) is not None
    ):
        return
    _set_symbolic(*key, wanted)


def _set_symbolic(op: str, opset: int, symbolic: Callable | None) -> None:
    # Straight into the registry where torch's layout is the known one: the public call
    # re-validates the name and builds a decorator per (op, opset), which for a library of
    # a few hundred mappings is most of an import. The build has validated the names.
    onnx = sys.modules[_TORCH_MODULE]
    registry = _registry()
    if symbolic is None:
        onnx.unregister_custom_op_symbolic(op, opset)
        return
    if registry is not None:
        try:
            registry.register(op, opset, symbolic, custom=True)
            return
        except TypeError:  # another signature: the public call
            pass
    onnx.register_custom_op_symbolic(op, symbolic, opset)


def next_symbolic(op: str, opset: int, module: str) -> Callable | None:
    """The symbolic that maps `op` at `opset` when the mapping of `module` does not: the
    next package's mapping of it, or a hand-written one registered before any package;
    None for torch's own."""
    claims = _claims.get((op, opset), [])
    for index, (_, mapping) in enumerate(claims):
        if mapping.module == module:
            if index + 1 < len(claims):
                return claims[index + 1][1].symbolic
            return _base.get((op, opset))
    return None


def winner_module(op: str, opset: int) -> str | None:
    """The module of the mapping in effect for `op` at `opset`; None where none is."""
    claims = _claims.get((op, opset))
    return claims[0][1].module if claims else None


def _entry(mapping: ModuleType | tuple, package: str) -> _Mapping:
    if isinstance(mapping, ModuleType):
        return _Mapping(
            mapping.__name__,
            mapping.SOURCE_OP,
            mapping.OPSETS,
            mapping.symbolic,
            register._schemas(getattr(mapping, "SCHEMA", None)),
        )
    name, source_op, opsets, *schema = mapping
    module = register._absolute(name, package)
    return _Mapping(
        module,
        source_op,
        opsets,
        _lazy_symbolic(module, source_op, opsets),
        register._schemas(schema[0] if schema else None),
    )


def _lazy_symbolic(module: str, source_op: str, opsets: range) -> Callable:
    """A symbolic that imports `module` at its first call and hands over to its `symbolic`,
    which it also puts in its own place in torch's registry: later exports call that
    directly, as if it had been registered from the start."""

    def symbolic(g, *args, **kwargs):
        pending = _unchecked.pop(module, None)
        if pending is not None:
            registrations, mapping = pending
            drift = register._drift(mapping.schemas)
            if drift is not None and drift is not register._UNKNOWN:
                register._warn_drift(module, drift, "the TorchScript exporter")
                below = next_symbolic(source_op, g.opset, module)
                _withdraw(registrations, mapping)
                return _instead(below, source_op, g, *args, **kwargs)
        real = importlib.import_module(module).symbolic
        onnx = sys.modules[_TORCH_MODULE]
        # Where torch's registry cannot be read, this stays in place, calling `real`.
        for opset in opsets:
            if _custom_symbolic(source_op, opset) is symbolic:
                onnx.register_custom_op_symbolic(source_op, real, opset)
        return real(g, *args, **kwargs)

    symbolic.__module__ = module  # for reloads, and for readers of torch's registry
    # How `source_schema` tells generated symbolics from torch's own.
    symbolic.opmapgen_mapping = module
    return symbolic


def _instead(below: Callable | None, source_op: str, g, *args, **kwargs):
    """Export a node of `source_op` with what maps it once a mapping is withdrawn: `below`
    (the next package's symbolic, or a hand-written one), else torch's own."""
    from ..symbolic import _torch_symbolic

    replacement = below or _torch_symbolic(source_op, g.opset)
    if replacement is None:
        from torch.onnx.errors import UnsupportedOperatorError

        raise UnsupportedOperatorError(source_op, g.opset, None)
    return replacement(g, *args, **kwargs)


# torch has no public call to read the TorchScript registry; these look inside it where its
# layout is the known one, and do without it otherwise.


def _torch_registry():
    """The TorchScript exporter's registry (internal lookup)."""
    try:
        from torch.onnx._internal.torchscript_exporter import registration
    except ImportError:  # torch < 2.9 kept the registry one level up
        try:
            from torch.onnx._internal import registration
        except ImportError:
            return None
    return getattr(registration, "registry", None)


def _registry():
    """torch's TorchScript registry where it is the layout opmapgen knows, else None: then
    symbolics go through torch.onnx's public calls, and what is registered is not read."""
    registry = _torch_registry() if register._FAST_PATHS else None
    if (
        registry is not None
        and callable(getattr(registry, "register", None))
        and callable(getattr(registry, "get_function_group", None))
        and isinstance(getattr(registry, "_registry", None), dict)
    ):
        return registry
    _unreadable_registry()
    return None


def _unreadable_registry() -> None:
    register.degraded(
        "torchscript registry",
        "symbolics are registered through torch.onnx.register_custom_op_symbolic, and "
        "what torch's registry holds is not read: a symbolic registered for an op "
        "before a package mapping it is replaced, not restored when the package is "
        "unregistered",
    )


def _custom_symbolic(name: str, opset: int) -> Callable | None:
    """The custom symbolic registered for `name` at exactly `opset`, if any (None too
    where the registry cannot be read)."""
    registry = _registry()
    group = registry.get_function_group(name) if registry else None
    if group is None:
        return None
    overrides = getattr(getattr(group, "_functions", None), "_overrides", None)
    if not isinstance(overrides, dict):
        _unreadable_registry()
        return None
    return overrides.get(opset)


def _forget_if_empty(name: str) -> None:
    """Drop the empty entry torch keeps for an op after its last symbolic is unregistered.

    With it, exporting the op fails with "min() arg is an empty sequence" instead of
    torch's UnsupportedOperatorError.
    """
    registry = _registry()
    group = registry.get_function_group(name) if registry else None
    functions = getattr(group, "_functions", None)
    if functions is not None and len(functions) == 0:
        registry._registry.pop(name, None)
