"""lu_solve for the dynamo exporter: aten::lu_solve -> ONNX Shape + Gather + Range + Unsqueeze + Cast + Sub + Greater + Equal + Where + LessOrEqual + IsNaN + ReduceSum + Add + Identity + Mul + Reshape + Slice + Squeeze + MatMul + Div, opsets 18 to 23.

Generated from mappings/aten/lu_solve.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnx import TensorProto
from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    check_inputs,
    constant,
    dtype_name,
    onnx_dtype_of,
    present,
    torch_fallback,
    traced_sizes,
)

TARGET = "aten::lu_solve.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::lu_solve(Tensor self, Tensor LU_data, Tensor LU_pivots) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "lu_solve",
    "mappings/aten/lu_solve.yaml",
    dtypes=("float32", "float64", "int32"),
    by_input={
        "input": ("float32", "float64"),
        "LU_data": ("float32", "float64"),
        "LU_pivots": ("int32",),
    },
    reasons={
        "float16": "torch does not take float16 inputs to lu_solve on the CPU",
        "bfloat16": "torch does not take bfloat16 inputs to lu_solve on the CPU",
        "complex": "not mapped yet (complex numbers are a separate family)",
    },
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, LU_data, LU_pivots):
    check_inputs(CONTRACT, input=input, LU_data=LU_data, LU_pivots=LU_pivots)
    CONTRACT.require(
        present(traced_sizes(LU_data)),
        "the matrices' size must be known at export (one round per row): export with static shapes for LU_data (its sizes are read whole, so a dynamic batch dim is refused too)",
        LU_data=LU_data,
    )
    CONTRACT.require(
        dtype_name(LU_data) == dtype_name(input),
        "LU_data and the right-hand sides must have the same dtype (torch refuses others)",
        LU_data=LU_data,
        input=input,
    )
    minus_one = constant(-1, dtype="int64")
    zero_2 = constant(0, dtype="int64")
    one = constant(1, dtype="int64")
    minus_one_list = constant([-1], dtype="int64")
    values = constant([-1, -2], dtype="int64")
    zero_list = constant([0], dtype="int64")
    values_2 = constant([-2, -1], dtype="int64")
    one_list = constant([1], dtype="int64")
    minus_three_list = constant([-3], dtype="int64")
    minus_two_list = constant([-2], dtype="int64")
    n = op.Gather(op.Shape(LU_data), minus_one)
    positions = op.Range(zero_2, n, one)
    rows = op.Unsqueeze(positions, minus_one_list)
    swaps = op.Unsqueeze(op.Sub(op.Cast(LU_pivots, to=TensorProto.INT64), one), values)
    zero = op.Cast(zero_list, to=onnx_dtype_of(LU_data))
    lower = op.Where(
        op.Greater(rows, positions),
        LU_data,
        op.Cast(op.Equal(rows, positions), to=onnx_dtype_of(LU_data)),
    )
    upper = op.Where(op.LessOrEqual(rows, positions), LU_data, zero)
    start = op.Add(
        op.Cast(input, to=onnx_dtype_of(LU_data)),
        op.ReduceSum(op.Where(op.IsNaN(LU_data), zero, zero), values_2, keepdims=1),
    )
    permuted = op.Identity(start)
    j = op.Reshape(op.Mul(n, zero_2), one_list)
    for _ in range(traced_sizes(LU_data)[-1]):
        pivot_at = op.Squeeze(
            op.Slice(swaps, j, op.Add(j, one), minus_three_list),
            minus_three_list,
        )
        row_j = op.ReduceSum(
            op.Where(op.Equal(rows, j), permuted, zero),
            minus_two_list,
            keepdims=1,
        )
        row_pivot = op.ReduceSum(
            op.Where(op.Equal(rows, pivot_at), permuted, zero),
            minus_two_list,
            keepdims=1,
        )
        permuted = op.Where(
            op.Equal(rows, j),
            row_pivot,
            op.Where(op.Equal(rows, pivot_at), row_j, permuted),
        )
        j = op.Add(j, one)
    half = op.Where(op.IsNaN(start), zero, zero)
    i = op.Reshape(op.Mul(n, zero_2), one_list)
    for _ in range(traced_sizes(LU_data)[-1]):
        row = op.Slice(lower, i, op.Add(i, one), minus_two_list)
        solved = op.Div(
            op.Sub(
                op.Slice(permuted, i, op.Add(i, one), minus_two_list),
                op.MatMul(row, half),
            ),
            op.Slice(row, i, op.Add(i, one), minus_one_list),
        )
        half = op.Where(
            op.Unsqueeze(op.Equal(positions, i), minus_one_list),
            solved,
            half,
        )
        i = op.Add(i, one)
    solution = op.Where(op.IsNaN(start), zero, zero)
    for _ in range(traced_sizes(LU_data)[-1]):
        i = op.Sub(i, one)
        back_row = op.Slice(upper, i, op.Add(i, one), minus_two_list)
        back_solved = op.Div(
            op.Sub(
                op.Slice(half, i, op.Add(i, one), minus_two_list),
                op.MatMul(back_row, solution),
            ),
            op.Slice(back_row, i, op.Add(i, one), minus_one_list),
        )
        solution = op.Where(
            op.Unsqueeze(op.Equal(positions, i), minus_one_list),
            back_solved,
            solution,
        )
    return op.Identity(solution)
