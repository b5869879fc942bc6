"""Step 6: register generated mappings with both of torch's ONNX exporters, and undo it exactly.

A generated package hands `Registrations` its mapping modules (`SOURCE_OP`, `OPSETS`,
`symbolic`: the TorchScript exporter) and the names of its translation modules (`TARGET`,
`OPSETS`, `translation`: the dynamo exporter). Unregistering restores what was registered
before, so packages that map the same op can be stacked and unstacked.

The dynamo exporter has no global registry to add to: it takes a `custom_translation_table`
per export. So that a plain `torch.onnx.export(model, args, f)` still uses the active
mappings, the table of every active package is added to the registry torch builds for each
export (a private hook, installed when the exporter is imported; see `_hook_dynamo`).
"""

from __future__ import annotations

import contextlib
import importlib
import importlib.abc
import importlib.util
import sys
import warnings
from collections.abc import Callable, Iterator, Sequence
from types import ModuleType

import torch


class Registrations:
    """The symbolics of one generated package: register, unregister, or both around a block."""

    def __init__(
        self, mappings: Sequence[ModuleType], translations: Sequence[str] = ()
    ):
        self.mappings = tuple(mappings)
        self.translations = tuple(translations)  # module names, imported on first use
        self.active = False
        self._shadowed: dict[tuple[str, int], Callable] = {}
        self._skipped: set[ModuleType] = set()  # mappings of ops this torch lacks

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
            target = _torch_op(module.TARGET)
            if target is not None:
                table[target] = module.translation
        return table

    def register(self) -> None:
        """Register each mapping at every opset of its range; calling it again does nothing.

        Every opset, not just the first: the exporter takes the highest registration at or
        below the export opset, so a built-in registered at a later opset would otherwise
        shadow the mapping (pytorch/pytorch#85636).
        """
        if self.active:
            return
        for mapping in self.mappings:
            if not _available(mapping.SOURCE_OP):
                warnings.warn(
                    f"{mapping.__name__}: the installed torch has no op {mapping.SOURCE_OP} "
                    "(or its library is not installed); this mapping is not registered",
                    RuntimeWarning,
                    stacklevel=2,
                )
                self._skipped.add(mapping)
                continue
            for opset in mapping.OPSETS:
                previous = _custom_symbolic(mapping.SOURCE_OP, opset)
                # The same module imported again (a reload) replaces itself, not stacks.
                if previous is not None and previous.__module__ != mapping.__name__:
                    self._shadowed[(mapping.SOURCE_OP, opset)] = previous
                torch.onnx.register_custom_op_symbolic(
                    mapping.SOURCE_OP, mapping.symbolic, opset
                )
        if self.translations:
            _active.append(self)
            _hook_dynamo()
        self.active = True

    def unregister(self) -> None:
        """Remove what `register` added, restoring what was registered before it."""
        if not self.active:
            return
        for mapping in self.mappings:
            if mapping in self._skipped:
                continue
            for opset in mapping.OPSETS:
                torch.onnx.unregister_custom_op_symbolic(mapping.SOURCE_OP, opset)
                previous = self._shadowed.pop((mapping.SOURCE_OP, opset), None)
                if previous is not None:
                    torch.onnx.register_custom_op_symbolic(
                        mapping.SOURCE_OP, previous, opset
                    )
            _forget_if_empty(mapping.SOURCE_OP)
        if self in _active:
            _active.remove(self)
        self._skipped.clear()
        self.active = False

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


# -- the dynamo exporter's registry --------------------------------------------------------

_active: list[Registrations] = []  # in registration order: the last one registered wins
_REGISTRATION_MODULE = "torch.onnx._internal.exporter._registration"


def _hook_dynamo() -> None:
    """Make the registry torch builds for each dynamo export include the active mappings.

    Importing the exporter costs more than importing torch, so the hook waits for torch to
    import it rather than importing it here.
    """
    module = sys.modules.get(_REGISTRATION_MODULE)
    if module is not None:
        _patch_registry(module)
    elif not any(isinstance(f, _AfterImport) for f in sys.meta_path):
        sys.meta_path.insert(0, _AfterImport(_REGISTRATION_MODULE, _patch_registry))


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

    def from_torchlib(cls, *args, **kwargs):
        registry = build_registry(cls, *args, **kwargs)
        for registrations in _active:
            table = registrations.custom_translation_table(registry.opset_version)
            for target, translation in table.items():
                registry.register_op(target, translation)
        return registry

    from_torchlib.opmapgen_hook = True
    from_torchlib.__doc__ = build_registry.__doc__
    registry_class.from_torchlib = classmethod(from_torchlib)


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
