"""torch's type promotion, decided while torch exports: the dtype a mapping's `promote` args
are cast to before its graph runs, from what the exporter knows of each.

torch promotes by category and by kind of operand (`torch.result_type`): a Python number or a
0-dim tensor does not promote a tensor with dimensions of the same category (int64 `x // 2`
stays int64, float16 `x * 2.5` stays float16), and a Python float counts as the default dtype.
The rules are torch's own, asked of `torch._prims_common.elementwise_dtypes` (what torch's
reference implementations promote with) on stand-ins of the operands, never copied here.
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
    from torch._prims_common import ELEMENTWISE_TYPE_PROMOTION_KIND, elementwise_dtypes

    kinds = ELEMENTWISE_TYPE_PROMOTION_KIND
    how = kinds.DEFAULT if kind in _OPERANDS_AS_DEFAULT else kinds[kind]
    stand_ins = [_stand_in(dtype, form) for dtype, form in operands]
    _, result = elementwise_dtypes(*stand_ins, type_promotion_kind=how)
    return str(result).removeprefix("torch.")


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
