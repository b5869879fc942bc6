"""Step 6: register generated mappings with torch's TorchScript exporter, and undo it exactly.

A generated package hands its mapping modules to `Registrations`; each module has
`SOURCE_OP`, `OPSETS` and `symbolic`. Unregistering restores what was registered before,
so packages that map the same op can be stacked and unstacked.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator, Sequence
from types import ModuleType

import torch


class Registrations:
    """The symbolics of one generated package: register, unregister, or both around a block."""

    def __init__(self, mappings: Sequence[ModuleType]):
        self.mappings = tuple(mappings)
        self.active = False
        self._shadowed: dict[tuple[str, int], Callable] = {}

    def register(self) -> None:
        """Register each mapping at every opset of its range; calling it again does nothing.

        Every opset, not just the first: the exporter takes the highest registration at or
        below the export opset, so a built-in registered at a later opset would otherwise
        shadow the mapping (pytorch/pytorch#85636).
        """
        if self.active:
            return
        for mapping in self.mappings:
            for opset in mapping.OPSETS:
                previous = _custom_symbolic(mapping.SOURCE_OP, opset)
                # The same module imported again (a reload) replaces itself, not stacks.
                if previous is not None and previous.__module__ != mapping.__name__:
                    self._shadowed[(mapping.SOURCE_OP, opset)] = previous
                torch.onnx.register_custom_op_symbolic(
                    mapping.SOURCE_OP, mapping.symbolic, opset
                )
        self.active = True

    def unregister(self) -> None:
        """Remove what `register` added, restoring what was registered before it."""
        if not self.active:
            return
        for mapping in self.mappings:
            for opset in mapping.OPSETS:
                torch.onnx.unregister_custom_op_symbolic(mapping.SOURCE_OP, opset)
                previous = self._shadowed.pop((mapping.SOURCE_OP, opset), None)
                if previous is not None:
                    torch.onnx.register_custom_op_symbolic(
                        mapping.SOURCE_OP, previous, opset
                    )
            _forget_if_empty(mapping.SOURCE_OP)
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


# torch has no public call to read the registry; these two look inside it and do nothing
# where its layout differs.


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
