"""Step 6: register generated mappings with both of torch's ONNX exporters, and undo it exactly.

A generated package hands `Registrations` a table of its op mappings, `(module, source op,
opsets)`, and the names of its translation modules (`TARGET`, `OPSETS`, `translation`: the
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


class Registrations:
    """The symbolics of one generated package: register, unregister, or both around a block."""

    def __init__(
        self,
        mappings: Sequence[ModuleType | tuple[str, str, range]],
        translations: Sequence[str] = (),
        package: str = "",
        library: bool = False,
    ):
        """`mappings` are modules, or `(module, source op, opsets)` with the module named
        relative to `package` and imported at the symbolic's first call; `translations`
        name modules under `package.translations`, imported on first use. `library`: the
        package is opmapgen's library, which a user's package overrides."""
        self.package = package
        self.library = library
        self.mappings = tuple(_entry(m, package) for m in mappings)
        self.translations = tuple(f"{package}.translations.{t}" for t in translations)
        self.active = False
        self._skipped: set[_Mapping] = set()  # mappings of ops this torch lacks
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
            for name, translation in translations.items():
                target = _torch_op(name)
                if target is not None:
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
            if not _available(mapping.source_op):
                warnings.warn(
                    f"{mapping.module}: the installed torch has no op {mapping.source_op} "
                    "(or its library is not installed); this mapping is not registered",
                    RuntimeWarning,
                    stacklevel=2,
                )
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
        if self in _active:
            _active.remove(self)
        _registered.remove(self)
        self._skipped.clear()
        self.active = False

    def _register_symbolics(self) -> None:
        for mapping in self.mappings:
            if mapping in self._skipped:
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
    current = _custom_symbolic(*key)
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
    add = getattr(registry, "register", None) if _FAST_PATHS else None
    if symbolic is None:
        onnx.unregister_custom_op_symbolic(op, opset)
    elif add is not None:
        add(op, opset, symbolic, custom=True)
    else:
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


def _entry(mapping: ModuleType | tuple[str, str, range], package: str) -> _Mapping:
    if isinstance(mapping, ModuleType):
        return _Mapping(
            mapping.__name__, mapping.SOURCE_OP, mapping.OPSETS, mapping.symbolic
        )
    name, source_op, opsets = mapping
    module = _absolute(name, package)
    return _Mapping(
        module, source_op, opsets, _lazy_symbolic(module, source_op, opsets)
    )


def _absolute(name: str, package: str) -> str:
    return f"{package}.{name}" if package else name


def _lazy_symbolic(module: str, source_op: str, opsets: range) -> Callable:
    """A symbolic that imports `module` at its first call and hands over to its `symbolic`,
    which it also puts in its own place in torch's registry: later exports call that
    directly, as if it had been registered from the start."""

    def symbolic(g, *args, **kwargs):
        real = importlib.import_module(module).symbolic
        onnx = sys.modules[_TORCHSCRIPT_MODULE]
        for opset in opsets:
            if _custom_symbolic(source_op, opset) is symbolic:
                onnx.register_custom_op_symbolic(source_op, real, opset)
        return real(g, *args, **kwargs)

    symbolic.__module__ = module  # for reloads, and for readers of torch's registry
    # How `source_schema` tells generated symbolics from torch's own.
    symbolic.opmapgen_mapping = module
    return symbolic


def registered_packages() -> list[Registrations]:
    """The registered packages, the one that wins where several map an op last."""
    return sorted(_registered, key=lambda r: r.rank)


def dynamo_build_opset(opset_version: int | None = None) -> int:
    """The opset the dynamo exporter builds the graph at for an export at `opset_version`:
    the requested one (torch's default when None), raised to the one its own op library is
    written for; it converts the graph down afterwards. torch states neither publicly."""
    from torch.onnx import _constants
    from torch.onnx._internal.exporter import _constants as exporter_constants

    requested = opset_version or _constants.ONNX_DEFAULT_OPSET
    return max(exporter_constants.TORCHLIB_OPSET, requested)


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


def _available(op: str) -> bool:
    """Whether `ns::name` exists, or will once its library is imported: an installed library
    is not imported here, so that `import generated` stays light."""
    namespace, _, name = op.partition("::")
    try:
        getattr(getattr(torch.ops, namespace), name)
        return True
    except (AttributeError, RuntimeError):
        pass
    if namespace in ("aten", "prim") or namespace in sys.modules:
        return False
    try:
        return importlib.util.find_spec(namespace) is not None
    except (ImportError, ValueError):
        return False


# -- waiting for torch's exporters -----------------------------------------------------------

# `import torch` imports neither exporter, and importing them costs time a program that does
# not export should not pay: registering waits until torch imports them.
# Where torch's internals are not the known layout, each fast path takes torch's public API
# instead; OPMAPGEN_PUBLIC_API=1 forces that everywhere (the tests do, to check it works).
_FAST_PATHS = not os.environ.get("OPMAPGEN_PUBLIC_API")
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
    dynamo_outputs.patch(module, enabled=lambda: bool(_registered))


def _patch_registry(module: ModuleType) -> None:
    registry_class = getattr(module, "ONNXRegistry", None)
    original = getattr(registry_class, "__dict__", {}).get("from_torchlib")
    if getattr(original, "__func__", None) is None:
        warnings.warn(
            "opmapgen cannot find the dynamo exporter's registry in this torch: a plain "
            "torch.onnx.export(...) will not use the mappings; call opmapgen.export(...) or "
            "pass custom_translation_table=<package>.custom_translation_table()",
            stacklevel=3,
        )
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
        registry = copy.copy(built[key])
        registry.functions = {k: list(v) for k, v in built[key].functions.items()}
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
                registry.register_op(
                    target, _complex_refusal(translation), is_complex=True
                )
        return registry

    from_torchlib.opmapgen_hook = True
    from_torchlib.__doc__ = build_registry.__doc__
    registry_class.from_torchlib = classmethod(from_torchlib)


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


# torch has no public call to read the TorchScript registry; these two look inside it and do
# nothing where its layout differs.


def _registry():
    try:
        from torch.onnx._internal.torchscript_exporter import registration
    except ImportError:  # torch < 2.9 kept the registry one level up
        try:
            from torch.onnx._internal import registration
        except ImportError:
            return None
    return getattr(registration, "registry", None)


def _custom_symbolic(name: str, opset: int) -> Callable | None:
    """The custom symbolic registered for `name` at exactly `opset`, if any."""
    registry = _registry()
    group = registry.get_function_group(name) if registry else None
    overrides = getattr(getattr(group, "_functions", None), "_overrides", None)
    return overrides.get(opset) if isinstance(overrides, dict) else None


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
