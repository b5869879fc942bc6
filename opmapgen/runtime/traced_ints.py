"""The value of an int list the TorchScript exporter traced from static shapes, and of a
float list as the model wrote it.

`x.as_strided(list(x.size()), ...)` or `x.view(n, x.size(1) // 2, ...)` is traced with the
list as a `prim::ListConstruct` of `aten::size(x, d)` and arithmetic on those, not as
constants, and torch's `parse_args` refuses such a list for `is` ("because it is not
constant"). The traced graph records every tensor's sizes, so where the list reads static
shapes (the TorchScript exporter's default: no `dynamic_axes`) its value is known at export.
This computes it from the traced graph above the op (`GraphContext.original_node`), for
the shape arithmetic tracing records; anything else is None, and `parse_args` then says what
it says today.
"""

from __future__ import annotations

import operator

import torch

# How deep to follow the traced graph up from the list: shape arithmetic is a few nodes.
_MAX_DEPTH = 16
_BINARY = {
    "aten::add": operator.add,
    "aten::sub": operator.sub,
    "aten::mul": operator.mul,
    "aten::floor_divide": operator.floordiv,
    "aten::floordiv": operator.floordiv,
    "aten::remainder": operator.mod,
}
_SAME = ("prim::NumToTensor", "aten::Int", "aten::IntImplicit", "aten::ScalarImplicit")


def static_int_list(g, index: int) -> list[int] | None:
    """The ints of input `index` of the traced node `g` converts, where it is a
    `prim::ListConstruct` of ints computed from static shapes."""
    node = getattr(g, "original_node", None)
    try:
        value = node.inputsAt(index)
    except (AttributeError, IndexError, RuntimeError):
        return None
    if value.node().kind() != "prim::ListConstruct":
        return None
    items = [_evaluate(item, 0) for item in value.node().inputs()]
    if any(type(item) is not int for item in items):
        return None
    return items


def constant_float_list(g, index: int) -> list[float] | None:
    """The floats of input `index` of the traced node `g` converts, where it is a
    `prim::ListConstruct` of float constants: as the model wrote them. The exporter turns
    such a list into a float32 tensor before the symbolic sees it (0.9 as 0.89999998)."""
    node = getattr(g, "original_node", None)
    try:
        value = node.inputsAt(index)
    except (AttributeError, IndexError, RuntimeError):
        return None
    node = value.node()
    if node.kind() == "prim::Constant" and node.hasAttribute("value"):
        # The exporter's passes fold the traced list into one constant before converting.
        items = list(value.toIValue() or []) if node.kindOf("value") == "ival" else []
    elif node.kind() == "prim::ListConstruct":
        items = [_evaluate(item, _MAX_DEPTH) for item in node.inputs()]
    else:
        return None
    if not items or any(type(item) is not float for item in items):
        return None
    return items


def _evaluate(value: torch._C.Value, depth: int) -> int | float | str | None:
    node = value.node()
    kind = node.kind()
    if kind == "prim::Constant":
        return _constant(node)
    if depth >= _MAX_DEPTH:
        return None
    inputs = [_evaluate(i, depth + 1) for i in node.inputs()]
    if kind == "aten::size" and len(inputs) == 2 and type(inputs[1]) is int:
        sizes = _sizes(node.inputsAt(0))
        if sizes is None or not -len(sizes) <= inputs[1] < len(sizes):
            return None
        return sizes[inputs[1]]
    if any(i is None for i in inputs):
        return None
    if kind in _SAME:
        return int(inputs[0]) if kind == "aten::Int" else inputs[0]
    if kind == "aten::neg" and len(inputs) == 1:
        return -inputs[0]
    if kind in _BINARY and len(inputs) in (2, 3):
        a, b = inputs[:2]
        if len(inputs) == 3:  # add/sub with alpha
            b = b * inputs[2]
        if (
            kind in ("aten::floor_divide", "aten::floordiv", "aten::remainder")
            and not b
        ):
            return None
        return _BINARY[kind](a, b)
    if kind == "aten::div" and len(inputs) in (2, 3) and inputs[1]:
        mode = inputs[2] if len(inputs) == 3 else None
        quotient = inputs[0] / inputs[1]
        if mode == "floor":
            return inputs[0] // inputs[1]
        if mode == "trunc":
            return int(quotient)
        return quotient
    return None


def _constant(node: torch._C.Node) -> int | float | str | None:
    if not node.hasAttribute("value"):
        return None
    kind = node.kindOf("value")
    if kind == "t":
        tensor = node.t("value")
        if tensor.numel() != 1 or tensor.is_complex() or tensor.dtype == torch.bool:
            return None
        return tensor.item()
    if kind in ("i", "f", "s"):
        return getattr(node, kind)("value")
    return None


def _sizes(value: torch._C.Value) -> list[int] | None:
    try:
        sizes = value.type().sizes()
    except (AttributeError, RuntimeError):
        return None
    if sizes is None or None in sizes:
        return None
    return list(sizes)
