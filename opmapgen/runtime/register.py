"""Step 6: register generated mappings with both of torch's ONNX exporters, and undo it exactly.

A generated package hands `Registrations` a table of its op mappings, `(module, source op,
opsets, schema)`, and the names of its translation modules (`TARGET`, `OPSETS`, `translation`: the
dynamo exporter). Registering puts a symbolic for each op in the TorchScript exporter's
registry once torch imports `torch.onnx`, without importing the mapping's module: the module
(`SOURCE_OP`, `OPSETS`, `symbolic`) is imported when the exporter first calls the symbolic.
So importing a package of a thousand mappings costs little more than importing torch.
Unregistering restores what was registered before, so packages that map the same op can be
stacked and unstacked.

Several packages compose: where two map an op at an opset, a user's package wins over the
library (`library=True`, opmapgen's own), whatever the order they were imported in; between
two of the same kind, the later registered. A case the winner does not map goes to the next
package's mapping of the op, then to torch's own conversion (`next_symbolic`,
`next_translation`).

The dynamo exporter has no global registry to add to: it takes a `custom_translation_table`
per export. So that a plain `torch.onnx.export(model, args, f)` still uses the active
mappings, the table of every active package is added to the registry torch builds for each
export (a private hook, installed when the exporter is imported; see `_patch_registry`).

Each mapping records the torch schema the build validated it against. Where the installed
torch's differs (or it lacks the op), the mapping is skipped for that exporter with a
warning: checked when torch.onnx is imported (symbolics; at the first call where the op's
library is imported later) and when a translation table is built (translations).

Every reach into torch's internals checks that they are the layout this knows, and takes
torch's public API where they are not (or OPMAPGEN_PUBLIC_API=1 is set), or does without,
with one warning saying what is lost (`degraded`).
"""

from __future__ import annotations

import contextlib
import copy
import importlib
import importlib.abc
import importlib.util
import os
import sys
import warnings
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from types import ModuleType

import torch

from . import dynamo_outputs


@dataclass(frozen=True)
class _Mapping:
    module: str  # the mapping's module, by its full name
    source_op: str
    opsets: range
    symbolic: Callable
    # The torch schema text of each overload the symbolic takes (the mapped one first), as
    # the build validated them; empty where the package does not record them.
    schemas: tuple[str, ...] = ()


class Registrations:
    """The symbolics of one generated package: register, unregister, or both around a block."""

    def __init__(
        self,
        mappings: Sequence[ModuleType | tuple],
        translations: Sequence[str] = (),
        package: str = "",
        library: bool = False,
    ):
        """`mappings` are modules, or `(module, source op, opsets, schema)` with the module
        named relative to `package` and imported at the symbolic's first call, and the
        schema (text, or a tuple of them, the mapped overload first) the build validated
        the mapping against (a package built before schemas were recorded leaves it out);
        `translations`
        name modules under `package.translations`, imported on first use. `library`: the
        package is opmapgen's library, which a user's package overrides."""
        self.package = package
        self.library = library
        self.mappings = tuple(_entry(m, package) for m in mappings)
        self.translations = tuple(f"{package}.translations.{t}" for t in translations)
        self.active = False
        # Mappings not registered with the TorchScript exporter: of ops this torch lacks,
        # or whose schema is not the one the build validated.
        self._skipped: set[_Mapping] = set()
        self._order = 0  # when it was registered, among every package

    @property
    def rank(self) -> tuple[bool, int]:
        """Of two packages mapping the same op at an opset, the higher rank wins."""
        return (not self.library, self._order)

    def custom_translation_table(self, opset_version: int | None = None) -> dict:
        """`torch.onnx.export(..., dynamo=True, custom_translation_table=...)` for an export
        at `opset_version` (torch's default when None): torch op overload → translation.

        A mapping is in the table when its opset range holds the opset the exporter builds
        the graph at. Ops of libraries that are not installed are left out.
        """
        build = dynamo_build_opset(opset_version)
        table = {}
        for name in self.translations:
            module = importlib.import_module(name)
            if build not in module.OPSETS:
                continue
            translations = {module.TARGET: module.translation}
            translations.update(getattr(module, "OVERLOADS", {}))
            for target_name, translation in translations.items():
                target = _torch_op(target_name)
                if target is not None and _translation_matches(module, target_name):
                    table[target] = translation
        return table

    def translation_of(self, target: str, opset: int) -> Callable | None:
        """This package's translation of `target` (`ns::name.overload`) at build opset
        `opset`, if it has one."""
        op = _torch_op(target)
        if op is None:
            return None
        for key, translation in self.custom_translation_table(opset).items():
            if key.name() == op.name():
                return translation
        return None

    def module_attribute(self, name: str) -> ModuleType:
        """The package's `__getattr__`: `package.name` is the module of op mapping `name`,
        imported on first use, as if the package had imported it."""
        module = _absolute(name, self.package)
        if self.package and any(m.module == module for m in self.mappings):
            return importlib.import_module(module)
        raise AttributeError(f"module {self.package!r} has no attribute {name!r}")

    def register(self) -> None:
        """Register each mapping at every opset of its range; calling it again does nothing.

        Every opset, not just the first: the exporter takes the highest registration at or
        below the export opset, so a built-in registered at a later opset would otherwise
        shadow the mapping (pytorch/pytorch#85636). Until torch imports `torch.onnx` (which
        `import torch` does not), the symbolics wait for it (see `_when_imported`).
        """
        if self.active:
            return
        # The same package imported again (a reload) replaces itself.
        for other in [
            r for r in _registered if self.package and r.package == self.package
        ]:
            other.unregister()
        for mapping in self.mappings:
            state = _availability(mapping.source_op)
            if state == "missing":
                warnings.warn(
                    f"{mapping.module}: the installed torch has no op {mapping.source_op} "
                    "(or its library has none); this mapping is not registered",
                    RuntimeWarning,
                    stacklevel=2,
                )
            if state != "available":
                # Not installed: no model can hold the op, so the mapping waits quietly.
                self._skipped.add(mapping)
        self.active = True
        global _counter
        _counter += 1
        self._order = _counter
        _registered.append(self)
        _waiting.append(self)
        _when_imported(_TORCHSCRIPT_MODULE, _register_waiting)
        _when_imported(_DYNAMO_CORE, _patch_outputs)
        if self.translations:
            _active.append(self)
            _when_imported(_DYNAMO_MODULE, _patch_registry)

    def unregister(self) -> None:
        """Remove what `register` added, restoring what was registered before it."""
        if not self.active:
            return
        if self in _waiting:
            _waiting.remove(self)
        else:
            for mapping in self.mappings:
                if mapping in self._skipped:
                    continue
                for opset in mapping.opsets:
                    key = (mapping.source_op, opset)
                    claims = _claims.get(key, [])
                    claims[:] = [c for c in claims if c[0] is not self]
                    _put_winner(key)
                _forget_if_empty(mapping.source_op)
        for mapping in self.mappings:
            if _unchecked.get(mapping.module, (None,))[0] is self:
                del _unchecked[mapping.module]
        if self in _active:
            _active.remove(self)
        _registered.remove(self)
        self._skipped.clear()
        self.active = False

    def _register_symbolics(self) -> None:
        for mapping in self.mappings:
            if mapping in self._skipped:
                continue
            drift = _drift(mapping.schemas)
            if drift is _UNKNOWN:
                # The op's library is not imported yet: its symbolic checks at its first
                # call, when the graph being exported holds the op (see `_lazy_symbolic`).
                _unchecked[mapping.module] = (self, mapping)
            elif drift is not None:
                _warn_drift(mapping.module, drift, "the TorchScript exporter")
                self._skipped.add(mapping)
                continue
            for opset in mapping.opsets:
                key = (mapping.source_op, opset)
                claims = _claims.setdefault(key, [])
                if not claims:
                    # What was there before any package: a hand-written symbolic, put
                    # back once the last package mapping the op goes.
                    _base[key] = _custom_symbolic(*key)
                claims.append((self, mapping))
                claims.sort(key=lambda claim: claim[0].rank, reverse=True)
                _put_winner(key)

    def _withdraw(self, mapping: _Mapping) -> None:
        """Take one registered mapping back out of torch's registry (its schema turned out
        not to be the installed torch's), leaving the next claim or what was there before."""
        self._skipped.add(mapping)
        for opset in mapping.opsets:
            key = (mapping.source_op, opset)
            claims = _claims.get(key, [])
            claims[:] = [c for c in claims if c[1] is not mapping]
            _put_winner(key)
        _forget_if_empty(mapping.source_op)

    @contextlib.contextmanager
    def registered(self) -> Iterator[None]:
        """Register for the length of a `with` block, then restore the previous state."""
        was_active = self.active
        self.register()
        try:
            yield
        finally:
            if not was_active:
                self.unregister()


# (op, opset) → the packages mapping it there, winner first; and what was registered before.
_claims: dict[tuple[str, int], list[tuple[Registrations, _Mapping]]] = {}
_base: dict[tuple[str, int], Callable | None] = {}
_counter = 0


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
    onnx = sys.modules[_TORCHSCRIPT_MODULE]
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
        translation = registrations.translation_of(target, opset)
        if translation is not None:
            return translation
    return None


def _entry(mapping: ModuleType | tuple, package: str) -> _Mapping:
    if isinstance(mapping, ModuleType):
        return _Mapping(
            mapping.__name__,
            mapping.SOURCE_OP,
            mapping.OPSETS,
            mapping.symbolic,
            _schemas(getattr(mapping, "SCHEMA", None)),
        )
    name, source_op, opsets, *schema = mapping
    module = _absolute(name, package)
    return _Mapping(
        module,
        source_op,
        opsets,
        _lazy_symbolic(module, source_op, opsets),
        _schemas(schema[0] if schema else None),
    )


def _schemas(schema: str | Sequence[str] | None) -> tuple[str, ...]:
    if not schema:
        return ()
    return (schema,) if isinstance(schema, str) else tuple(schema)


def _absolute(name: str, package: str) -> str:
    return f"{package}.{name}" if package else name


def _lazy_symbolic(module: str, source_op: str, opsets: range) -> Callable:
    """A symbolic that imports `module` at its first call and hands over to its `symbolic`,
    which it also puts in its own place in torch's registry: later exports call that
    directly, as if it had been registered from the start."""

    def symbolic(g, *args, **kwargs):
        pending = _unchecked.pop(module, None)
        if pending is not None:
            registrations, mapping = pending
            drift = _drift(mapping.schemas)
            if drift is not None and drift is not _UNKNOWN:
                _warn_drift(module, drift, "the TorchScript exporter")
                below = next_symbolic(source_op, g.opset, module)
                registrations._withdraw(mapping)
                return _instead(below, source_op, g, *args, **kwargs)
        real = importlib.import_module(module).symbolic
        onnx = sys.modules[_TORCHSCRIPT_MODULE]
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
    from .symbolic import _torch_symbolic

    replacement = below or _torch_symbolic(source_op, g.opset)
    if replacement is None:
        from torch.onnx.errors import UnsupportedOperatorError

        raise UnsupportedOperatorError(source_op, g.opset, None)
    return replacement(g, *args, **kwargs)


# -- the schemas the build validated, against the installed torch's --------------------------

_UNKNOWN = object()  # the op's library is not imported yet: its schema cannot be read
_UNREAD = object()  # what torch's registry holds, where it cannot be read
# Symbolics registered before their op's library was imported: checked at their first call.
_unchecked: dict[str, tuple[Registrations, _Mapping]] = {}
# (translation module, target, recorded schema) → whether the installed torch's matches.
_translation_checks: dict[tuple[str, object, object], bool] = {}


def installed_schema(schema: str) -> str | None | object:
    """The installed torch's schema text of the overload that `schema` (a schema text,
    `ns::name.overload(...) -> ...`) is of: None where torch has no such overload,
    `_UNKNOWN` where the op's library is not imported yet."""
    namespace, _, rest = schema.partition("(")[0].partition("::")
    name, _, overload = rest.partition(".")
    get_schema = getattr(torch._C, "_get_schema", None) if _FAST_PATHS else None
    if get_schema is not None:
        # What torch.ops does inside, without building the op's Python objects: a tenth
        # of the time, for a library of a few hundred mappings.
        try:
            found = get_schema(f"{namespace}::{name}", overload)
        except (RuntimeError, TypeError, ValueError):  # none (yet), or another call
            found = None
        if found is not None:
            return str(found)
    try:
        packet = getattr(getattr(torch.ops, namespace), name)
    except (AttributeError, RuntimeError):
        if namespace in ("aten", "prim", "prims") or namespace in sys.modules:
            return None
        try:
            return _UNKNOWN if importlib.util.find_spec(namespace) else None
        except (ImportError, ValueError):
            return None
    try:
        return str(getattr(packet, overload or "default")._schema)
    except (AttributeError, RuntimeError):
        return None


def _drift(schemas: Sequence[str]) -> str | None | object:
    """How the installed torch's schemas differ from `schemas`, the ones the build
    validated (None: they do not; `_UNKNOWN`: the op's library is not imported yet)."""
    unknown = False
    for recorded in schemas:
        installed = installed_schema(recorded)
        if installed is _UNKNOWN:
            unknown = True
        elif installed is None:
            return (
                f"the installed torch has no {recorded.partition('(')[0]}: the build "
                f"validated the schema `{recorded}`"
            )
        elif installed != recorded:
            return (
                f"the installed torch's {recorded.partition('(')[0]} has the schema "
                f"`{installed}`, not `{recorded}`, the one the build validated"
            )
    return _UNKNOWN if unknown else None


def _warn_drift(module: str, drift: str, exporter: str) -> None:
    warnings.warn(
        f"{module}: {drift}; this mapping is not used by {exporter}: rebuild with "
        "`opmapgen build` against this torch",
        RuntimeWarning,
        stacklevel=3,
    )


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
        drift = _drift(_schemas(schema))
        matches = drift is None or drift is _UNKNOWN
        if not matches:
            _warn_drift(module.__name__, drift, "the dynamo exporter")
        _translation_checks[key] = matches
    return matches


def registered_packages() -> list[Registrations]:
    """The registered packages, the one that wins where several map an op last."""
    return sorted(_registered, key=lambda r: r.rank)


def dynamo_build_opset(opset_version: int | None = None) -> int:
    """The opset the dynamo exporter builds the graph at for an export at `opset_version`:
    the requested one (torch's default when None), raised to the one its own op library is
    written for; it converts the graph down afterwards. torch states neither publicly:
    where its constants are not found, torch 2.9 to 2.14's (20 and 18) are assumed."""
    default, torchlib = _opset_constants() if _FAST_PATHS else (None, None)
    if not (isinstance(default, int) and isinstance(torchlib, int)):
        default, torchlib = _ASSUMED_OPSETS
        degraded(
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


def _torch_op(target: str | torch._ops.OpOverload) -> torch._ops.OpOverload | None:
    """`ns::name.overload` → the torch op overload, importing the library of `ns` if needed."""
    if not isinstance(target, str):
        return target
    namespace, _, rest = target.partition("::")
    name, _, overload = rest.partition(".")
    for attempt in range(2):
        try:
            return getattr(getattr(getattr(torch.ops, namespace), name), overload)
        except (AttributeError, RuntimeError):
            if attempt or importlib.util.find_spec(namespace) is None:
                return None
            importlib.import_module(namespace)
    return None


def _availability(op: str) -> str:
    """ "available" where `ns::name` exists, or will once its library (installed, not
    imported here, so that importing a package stays light) is imported; "not installed"
    where that library is not; "missing" where torch or the library lacks the op."""
    namespace, _, name = op.partition("::")
    try:
        getattr(getattr(torch.ops, namespace), name)
        return "available"
    except (AttributeError, RuntimeError):
        pass
    if namespace in ("aten", "prim") or namespace in sys.modules:
        return "missing"
    try:
        installed = importlib.util.find_spec(namespace) is not None
    except (ImportError, ValueError):
        installed = False
    return "available" if installed else "not installed"


# -- waiting for torch's exporters -----------------------------------------------------------

# `import torch` imports neither exporter, and importing them costs time a program that does
# not export should not pay: registering waits until torch imports them.
# Where torch's internals are not the known layout, each fast path takes torch's public API
# instead; OPMAPGEN_PUBLIC_API=1 forces that everywhere (the tests do, to check it works).
_FAST_PATHS = os.environ.get("OPMAPGEN_PUBLIC_API", "") in ("", "0")
_TORCHSCRIPT_MODULE = "torch.onnx"  # imports the TorchScript exporter and its registry
_DYNAMO_MODULE = "torch.onnx._internal.exporter._registration"
_DYNAMO_CORE = "torch.onnx._internal.exporter._core"
_registered: list[Registrations] = []  # every registered package
_waiting: list[Registrations] = []  # registered, symbolics not yet handed to torch
_active: list[Registrations] = []  # those with translations


def _when_imported(name: str, callback: Callable[[ModuleType], None]) -> None:
    """Call `callback(module)` now if `name` is imported, else once it has been."""
    module = sys.modules.get(name)
    if module is not None:
        callback(module)
    elif not any(isinstance(f, _AfterImport) and f.name == name for f in sys.meta_path):
        sys.meta_path.insert(0, _AfterImport(name, callback))


def _register_waiting(module: ModuleType) -> None:
    while _waiting:
        _waiting.pop(0)._register_symbolics()


def _patch_outputs(module: ModuleType) -> None:
    if _FAST_PATHS:
        dynamo_outputs.patch(module, enabled=lambda: bool(_registered))
    else:
        dynamo_outputs.not_patched()
    # The exporter's core is imported: its registry module is too, unless torch moved it.
    if _active and _DYNAMO_MODULE not in sys.modules:
        _no_registry_hook("torch has no module " + _DYNAMO_MODULE)


_PLAIN_DYNAMO = (
    "a plain torch.onnx.export(..., dynamo=True) does not use the mappings; export "
    "with opmapgen.export(...) (or <package>.export(...)), or pass "
    "custom_translation_table=<package>.custom_translation_table(opset) to "
    "torch.onnx.export, which are public"
)


def _no_registry_hook(why: str) -> None:
    degraded(
        "dynamo registry",
        f"cannot add to the dynamo exporter's registry ({why}): " + _PLAIN_DYNAMO,
    )


def _registry_class(module: ModuleType):
    """The dynamo exporter's registry class (internal lookup)."""
    return getattr(module, "ONNXRegistry", None)


def _patch_registry(module: ModuleType) -> None:
    if not _FAST_PATHS:
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

    def from_torchlib(cls, *args, **kwargs):
        # torchlib's registry takes seconds to build and is the same for every export of a
        # process: build it once per opset, and hand each export a copy to add to.
        key = (cls, args, tuple(sorted(kwargs.items())))
        if key not in built:
            built[key] = build_registry(cls, *args, **kwargs)
        if not _known_dynamo_registry(built[key]):
            _no_registry_hook("its registry is not the layout opmapgen knows")
            return build_registry(cls, *args, **kwargs)  # torch's, untouched
        registry = copy.copy(built[key])
        registry.functions = {k: list(v) for k, v in built[key].functions.items()}
        try:
            _add_translations(registry)
        except (AttributeError, TypeError) as error:
            _no_registry_hook(f"adding to its registry failed: {error}")
            return build_registry(cls, *args, **kwargs)
        return registry

    from_torchlib.opmapgen_hook = True
    from_torchlib.__doc__ = build_registry.__doc__
    registry_class.from_torchlib = classmethod(from_torchlib)


def _known_dynamo_registry(registry) -> bool:
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
        table = registrations.custom_translation_table(registry.opset_version)
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


_degraded: set[str] = set()


def degraded(what: str, consequence: str) -> None:
    """Warn, once per process, that opmapgen does `what` without torch's internals (their
    layout is not the one it knows, or OPMAPGEN_PUBLIC_API is set), and with which
    `consequence`."""
    if what in _degraded:
        return
    _degraded.add(what)
    why = (
        "OPMAPGEN_PUBLIC_API is set"
        if not _FAST_PATHS
        else "this torch's internals are not the layout it knows"
    )
    warnings.warn(
        f"opmapgen uses torch's public API only here ({why}): {consequence}",
        RuntimeWarning,
        stacklevel=3,
    )


def _complex_refusal(translation: Callable) -> Callable:
    contract = sys.modules[translation.__module__].CONTRACT

    def refuse(*args, **kwargs):
        from .contract import UnsupportedInput

        wrong = contract.torch_wrong.get("complex")
        raise UnsupportedInput(
            contract.mapping,
            contract.spec,
            "its inputs are complex, which this mapping does not export; it exports "
            + ", ".join(contract.dtypes)
            + (f"; torch's own conversion would give {wrong}" if wrong else ""),
        )

    return refuse


class _AfterImport(importlib.abc.MetaPathFinder):
    """Calls `callback(module)` once the module `name` has been imported."""

    def __init__(self, name: str, callback: Callable[[ModuleType], None]):
        self.name, self.callback = name, callback

    def find_spec(self, fullname, path, target=None):
        if fullname != self.name:
            return None
        sys.meta_path.remove(self)
        spec = importlib.util.find_spec(fullname)
        if spec is not None and spec.loader is not None:
            spec.loader = _CallingLoader(spec.loader, self.callback)
        return spec


class _CallingLoader(importlib.abc.Loader):
    def __init__(self, loader: importlib.abc.Loader, callback):
        self.loader, self.callback = loader, callback

    def create_module(self, spec):
        return self.loader.create_module(spec)

    def exec_module(self, module):
        self.loader.exec_module(module)
        self.callback(module)

    def __getattr__(self, name):  # get_source, get_filename... of the real loader
        return getattr(self.loader, name)


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
    registry = _torch_registry() if _FAST_PATHS else None
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
    degraded(
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
