"""linalg_lu_solve for the dynamo exporter: aten::linalg_lu_solve -> ONNX Shape + Gather + Range + Unsqueeze + Cast + Sub + Greater + Equal + Where + LessOrEqual + Einsum + IsNaN + ReduceSum + Add + Identity + Mul + Reshape + Slice + Squeeze + MatMul + Div, opsets 18 to 23.

Generated from mappings/aten/linalg_lu_solve.yaml by `opmapgen build`; do not edit.

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

TARGET = "aten::linalg_lu_solve.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::linalg_lu_solve(Tensor LU, Tensor pivots, Tensor B, *, bool left=True, bool adjoint=False) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "linalg_lu_solve",
    "mappings/aten/linalg_lu_solve.yaml",
    dtypes=("float32", "float64", "int32"),
    by_input={
        "LU": ("float32", "float64"),
        "pivots": ("int32",),
        "B": ("float32", "float64"),
    },
    reasons={
        "float16": "torch does not take float16 inputs to linalg_lu_solve on the CPU",
        "bfloat16": "torch does not take bfloat16 inputs to linalg_lu_solve on the CPU",
        "complex": "not mapped yet (complex numbers are a separate family)",
    },
)


@torch_fallback(CONTRACT, TARGET)
def translation(LU, pivots, B, left=True, adjoint=False):
    check_inputs(CONTRACT, LU=LU, pivots=pivots, B=B)
    CONTRACT.require(
        present(traced_sizes(LU)),
        "the matrices' size must be known at export (one round per row): export with static shapes for LU (its sizes are read whole, so a dynamic batch dim is refused too)",
        LU=LU,
    )
    CONTRACT.require(
        dtype_name(LU) == dtype_name(B),
        "LU and B must have the same dtype (torch refuses others)",
        LU=LU,
        B=B,
    )
    if left != adjoint:
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
        n = op.Gather(op.Shape(LU), minus_one)
        positions = op.Range(zero_2, n, one)
        rows = op.Unsqueeze(positions, minus_one_list)
        swaps = op.Unsqueeze(op.Sub(op.Cast(pivots, to=TensorProto.INT64), one), values)
        zero = op.Cast(zero_list, to=onnx_dtype_of(LU))
        lower = op.Where(
            op.Greater(rows, positions),
            LU,
            op.Cast(op.Equal(rows, positions), to=onnx_dtype_of(LU)),
        )
        upper = op.Where(op.LessOrEqual(rows, positions), LU, zero)
        if left:
            rhs = op.Cast(B, to=onnx_dtype_of(LU))
        else:
            rhs = op.Cast(op.Einsum(B, equation="...ij->...ji"), to=onnx_dtype_of(LU))
        start = op.Add(
            rhs,
            op.ReduceSum(op.Where(op.IsNaN(LU), zero, zero), values_2, keepdims=1),
        )
        permuted = op.Identity(start)
        j = op.Reshape(op.Mul(n, zero_2), one_list)
        for _ in range(traced_sizes(LU)[-1]):
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
        for _ in range(traced_sizes(LU)[-1]):
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
        for _ in range(traced_sizes(LU)[-1]):
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
        if left:
            return op.Identity(solution)
        else:
            return op.Cast(
                op.Einsum(solution, equation="...ij->...ji"),
                to=onnx_dtype_of(LU),
            )
    minus_one = constant(-1, dtype="int64")
    zero_2 = constant(0, dtype="int64")
    one = constant(1, dtype="int64")
    minus_one_list = constant([-1], dtype="int64")
    values = constant([-1, -2], dtype="int64")
    zero_list = constant([0], dtype="int64")
    values_2 = constant([-2, -1], dtype="int64")
    one_list = constant([1], dtype="int64")
    minus_two_list = constant([-2], dtype="int64")
    minus_three_list = constant([-3], dtype="int64")
    n = op.Gather(op.Shape(LU), minus_one)
    positions = op.Range(zero_2, n, one)
    rows = op.Unsqueeze(positions, minus_one_list)
    swaps = op.Unsqueeze(op.Sub(op.Cast(pivots, to=TensorProto.INT64), one), values)
    zero = op.Cast(zero_list, to=onnx_dtype_of(LU))
    lower = op.Where(
        op.Greater(rows, positions),
        LU,
        op.Cast(op.Equal(rows, positions), to=onnx_dtype_of(LU)),
    )
    upper = op.Where(op.LessOrEqual(rows, positions), LU, zero)
    if left:
        rhs = op.Cast(B, to=onnx_dtype_of(LU))
    else:
        rhs = op.Cast(op.Einsum(B, equation="...ij->...ji"), to=onnx_dtype_of(LU))
    start = op.Add(
        rhs,
        op.ReduceSum(op.Where(op.IsNaN(LU), zero, zero), values_2, keepdims=1),
    )
    upper_transposed = op.Cast(
        op.Einsum(upper, equation="...ij->...ji"),
        to=onnx_dtype_of(LU),
    )
    lower_transposed = op.Cast(
        op.Einsum(lower, equation="...ij->...ji"),
        to=onnx_dtype_of(LU),
    )
    half = op.Where(op.IsNaN(start), zero, zero)
    i = op.Reshape(op.Mul(n, zero_2), one_list)
    for _ in range(traced_sizes(LU)[-1]):
        row = op.Slice(upper_transposed, i, op.Add(i, one), minus_two_list)
        solved = op.Div(
            op.Sub(
                op.Slice(start, i, op.Add(i, one), minus_two_list),
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
    for _ in range(traced_sizes(LU)[-1]):
        i = op.Sub(i, one)
        back_row = op.Slice(lower_transposed, i, op.Add(i, one), minus_two_list)
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
    j = op.Reshape(op.Sub(n, one), one_list)
    for _ in range(traced_sizes(LU)[-1]):
        pivot_at = op.Squeeze(
            op.Slice(swaps, j, op.Add(j, one), minus_three_list),
            minus_three_list,
        )
        row_j = op.ReduceSum(
            op.Where(op.Equal(rows, j), solution, zero),
            minus_two_list,
            keepdims=1,
        )
        row_pivot = op.ReduceSum(
            op.Where(op.Equal(rows, pivot_at), solution, zero),
            minus_two_list,
            keepdims=1,
        )
        solution = op.Where(
            op.Equal(rows, j),
            row_pivot,
            op.Where(op.Equal(rows, pivot_at), row_j, solution),
        )
        j = op.Sub(j, one)
    if left:
        return op.Identity(solution)
    else:
        return op.Cast(
            op.Einsum(solution, equation="...ij->...ji"),
            to=onnx_dtype_of(LU),
        )
