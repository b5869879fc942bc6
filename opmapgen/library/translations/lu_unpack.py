"""lu_unpack for the dynamo exporter: aten::lu_unpack -> ONNX Shape + Slice + Gather + Range + Unsqueeze + Squeeze + Cast + Sub + Mul + Reshape + IsNaN + Where + ReduceSum + Add + Equal + Identity + Greater + LessOrEqual, opsets 18 to 23.

Generated from mappings/aten/lu_unpack.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnx import TensorProto
from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    check_inputs,
    constant,
    onnx_dtype_of,
    present,
    torch_fallback,
    traced_sizes,
)

TARGET = "aten::lu_unpack.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::lu_unpack(Tensor LU_data, Tensor LU_pivots, bool unpack_data=True, bool unpack_pivots=True) -> (Tensor P, Tensor L, Tensor U)"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "lu_unpack",
    "mappings/aten/lu_unpack.yaml",
    dtypes=("float32", "float64", "int32"),
    by_input={"LU_data": ("float32", "float64"), "LU_pivots": ("int32",)},
    reasons={
        "float16": "torch does not take float16 inputs to lu_unpack on the CPU",
        "bfloat16": "torch does not take bfloat16 inputs to lu_unpack on the CPU",
        "complex": "not mapped yet (complex numbers are a separate family)",
    },
)


@torch_fallback(CONTRACT, TARGET)
def translation(LU_data, LU_pivots, unpack_data=True, unpack_pivots=True):
    check_inputs(CONTRACT, LU_data=LU_data, LU_pivots=LU_pivots)
    CONTRACT.require(
        present(traced_sizes(LU_pivots)) and present(traced_sizes(LU_data)),
        "the pivots' count must be known at export (one round per pivot): export with static shapes",
        LU_pivots=LU_pivots,
        LU_data=LU_data,
    )
    minus_one_list = constant([-1], dtype="int64")
    values = constant([9223372036854775807], dtype="int64")
    minus_two = constant(-2, dtype="int64")
    zero = constant(0, dtype="int64")
    one = constant(1, dtype="int64")
    minus_one = constant(-1, dtype="int64")
    zero_list = constant([0], dtype="int64")
    one_list = constant([1], dtype="int64")
    values_2 = constant([-1, -2], dtype="int64")
    shape = op.Shape(LU_data)
    k = op.Slice(op.Shape(LU_pivots), minus_one_list, values)
    row_positions = op.Range(zero, op.Gather(shape, minus_two), one)
    rows = op.Unsqueeze(row_positions, minus_one_list)
    columns = op.Range(zero, op.Gather(shape, minus_one), one)
    pivot_positions = op.Range(zero, op.Squeeze(k, zero_list), one)
    swaps = op.Sub(op.Cast(LU_pivots, to=TensorProto.INT64), one)
    j = op.Reshape(op.Mul(op.Gather(shape, minus_one), zero), one_list)
    perm = op.Add(
        op.Cast(
            op.ReduceSum(
                op.Where(op.IsNaN(LU_data), zero_list, zero_list),
                values_2,
                keepdims=1,
            ),
            to=TensorProto.INT64,
        ),
        row_positions,
    )
    for _ in range(traced_sizes(LU_pivots)[-1]):
        pivot_at = op.Unsqueeze(
            op.Slice(swaps, j, op.Add(j, one), minus_one_list),
            minus_one_list,
        )
        at_j = op.ReduceSum(
            op.Where(op.Equal(row_positions, j), perm, zero),
            minus_one_list,
            keepdims=1,
        )
        at_pivot = op.ReduceSum(
            op.Where(op.Equal(row_positions, pivot_at), perm, zero),
            minus_one_list,
            keepdims=1,
        )
        perm = op.Where(
            op.Equal(row_positions, j),
            at_pivot,
            op.Where(op.Equal(row_positions, pivot_at), at_j, perm),
        )
        j = op.Add(j, one)
    nothing = op.Slice(op.Reshape(LU_data, minus_one_list), zero_list, zero_list)
    if unpack_pivots:
        P = op.Cast(op.Equal(perm, rows), to=onnx_dtype_of(LU_data))
    else:
        P = op.Identity(nothing)
    if unpack_data:
        zero_list_2 = constant([0], dtype="int64")
        minus_one_list_2 = constant([-1], dtype="int64")
        L = op.Where(
            op.Greater(rows, pivot_positions),
            op.Slice(LU_data, zero_list_2, k, minus_one_list_2),
            op.Cast(op.Equal(rows, pivot_positions), to=onnx_dtype_of(LU_data)),
        )
    else:
        L = op.Identity(nothing)
    if unpack_data:
        minus_one_list_3 = constant([-1], dtype="int64")
        zero_list_3 = constant([0], dtype="int64")
        minus_two_list = constant([-2], dtype="int64")
        zero_list_4 = constant([0], like=LU_data)
        U = op.Where(
            op.LessOrEqual(op.Unsqueeze(pivot_positions, minus_one_list_3), columns),
            op.Slice(LU_data, zero_list_3, k, minus_two_list),
            zero_list_4,
        )
    else:
        U = op.Identity(nothing)
    return P, L, U
