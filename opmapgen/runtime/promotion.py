"""torch's type promotion, decided while torch exports: the dtype a mapping's `promote` args
are cast to before its graph runs, from what the exporter knows of each.

torch promotes by category and by kind of operand (`torch.result_type`): a Python number or a
0-dim tensor does not promote a tensor with dimensions of the same category (int64 `x // 2`
stays int64, float16 `x * 2.5` stays float16), and a Python float counts as the default dtype.
The rules are torch's own, asked of `torch._prims_common.elementwise_dtypes` (what torch's
reference implementations promote with) on stand-ins of the operands. That is internal: where
it is not the known call (or OPMAPGEN_PUBLIC_API is set), the same rules are followed with
torch's public `promote_types` (`_public_common_dtype`, c10's ResultTypeState).
"""

from __future__ import annotations

import functools

import torch

# How an operand takes part in promotion, as torch tells them apart.
TENSOR = "tensor"  # a tensor with dimensions
ZERO_DIM = "0-dim"  # a 0-dim tensor
NUMBER = "number"  # a Python number (a "wrapped number" inside torch)

# Kinds whose result is not the dtype the operands are computed in: their operands are
# computed in the common dtype (comparisons compute in it and give bool).
_OPERANDS_AS_DEFAULT = ("ALWAYS_BOOL", "COMPLEX_TO_FLOAT")


@functools.cache
def common_dtype(kind: str, operands: tuple[tuple[str, str], ...]) -> str:
    """The dtype torch computes operands `(dtype name, TENSOR | ZERO_DIM | NUMBER)` in,
    promoting as `kind` (an ELEMENTWISE_TYPE_PROMOTION_KIND name) says."""
    how = "DEFAULT" if kind in _OPERANDS_AS_DEFAULT else kind
    from . import register

    internal = _elementwise_dtypes() if register._FAST_PATHS else None
    if internal is not None:
        kinds, elementwise_dtypes = internal
        stand_ins = [_stand_in(dtype, form) for dtype, form in operands]
        try:
            _, result = elementwise_dtypes(*stand_ins, type_promotion_kind=kinds[how])
            return str(result).removeprefix("torch.")
        except (AttributeError, KeyError, TypeError):
            pass  # not the known call: the public rules
    return _public_common_dtype(how, operands)


def _elementwise_dtypes():
    """torch's ELEMENTWISE_TYPE_PROMOTION_KIND and elementwise_dtypes (internal lookup)."""
    try:
        from torch._prims_common import (
            ELEMENTWISE_TYPE_PROMOTION_KIND,
            elementwise_dtypes,
        )
    except ImportError:
        return None
    return ELEMENTWISE_TYPE_PROMOTION_KIND, elementwise_dtypes


def _public_common_dtype(kind: str, operands: tuple[tuple[str, str], ...]) -> str:
    """`common_dtype` by torch's documented rules and public calls: each kind of operand
    promoted among its own (`torch.promote_types`; a Python int counts as int64, a float
    as the default dtype, a complex number as its complex), then the kinds combined by
    category, higher priority first: tensors with dimensions, 0-dim tensors, numbers (c10's
    ResultTypeState and combine_categories)."""
    default = torch.get_default_dtype()
    states: dict[str, torch.dtype | None] = {TENSOR: None, ZERO_DIM: None, NUMBER: None}
    for name, form in operands:
        dtype = getattr(torch, name)
        if form == NUMBER and dtype.is_floating_point:
            dtype = default
        elif form == NUMBER and dtype.is_complex:
            dtype = torch.complex128 if default == torch.float64 else torch.complex64
        elif form == NUMBER and dtype != torch.bool:
            dtype = torch.int64  # a Python int
        state = states[form]
        states[form] = dtype if state is None else torch.promote_types(state, dtype)
    result = _combine(states[TENSOR], _combine(states[ZERO_DIM], states[NUMBER]))
    if result is None:
        raise ValueError("no operands to promote")
    if kind == "INT_TO_FLOAT" and not (result.is_floating_point or result.is_complex):
        result = default
    elif kind == "BOOL_TO_LONG" and result == torch.bool:
        result = torch.int64
    elif kind not in ("DEFAULT", "NO_OPMATH", "INT_TO_FLOAT", "BOOL_TO_LONG"):
        raise ValueError(f"unknown type promotion kind {kind}")
    return str(result).removeprefix("torch.")


def _combine(higher: torch.dtype | None, lower: torch.dtype | None):
    """c10's combine_categories: `higher` (of higher priority) wins within its category."""
    if higher is None:
        return lower
    if lower is None or higher.is_complex:
        return higher
    if lower.is_complex:
        return _complex_of(higher) if higher.is_floating_point else lower
    if higher.is_floating_point:
        return higher
    if higher == torch.bool or lower.is_floating_point:
        return torch.promote_types(higher, lower)
    return higher


def _complex_of(dtype: torch.dtype) -> torch.dtype:
    return {
        torch.float16: torch.complex32,
        torch.bfloat16: torch.complex64,  # c10 has no bfloat16 complex: promote_types
        torch.float32: torch.complex64,
        torch.float64: torch.complex128,
    }.get(dtype, torch.complex64)


def result_is_common(kind: str) -> bool:
    """Whether the op's result has the dtype its operands are computed in."""
    return kind not in _OPERANDS_AS_DEFAULT


def _stand_in(dtype: str, form: str):
    torch_dtype = getattr(torch, dtype)
    if form == NUMBER:
        if torch_dtype == torch.bool:
            return True
        if torch_dtype.is_complex:
            return 1j
        return 1.0 if torch_dtype.is_floating_point else 1
    shape = () if form == ZERO_DIM else (1,)
    return torch.empty(shape, dtype=torch_dtype, device="meta")
