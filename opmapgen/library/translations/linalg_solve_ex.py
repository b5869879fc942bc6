"""linalg_solve_ex for the dynamo exporter: aten::linalg_solve_ex -> ONNX Identity + Shape + Gather + Range + Unsqueeze + Cast + Einsum + IsNaN + Where + ReduceSum + Add + Mul + Reshape + Less + Slice + Squeeze + Abs + ArgMax + Max + Equal + Div + Greater + And + Sub + LessOrEqual + MatMul, opsets 18 to 23.

Generated from mappings/aten/linalg_solve_ex.yaml by `opmapgen build`; do not edit.

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
    rank,
    torch_fallback,
    traced_sizes,
)

TARGET = "aten::linalg_solve_ex.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::linalg_solve_ex(Tensor A, Tensor B, *, bool left=True, bool check_errors=False) -> (Tensor result, Tensor info)"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "linalg_solve_ex",
    "mappings/aten/linalg_solve_ex.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "torch does not take float16 inputs to linalg_solve_ex on the CPU",
        "bfloat16": "torch does not take bfloat16 inputs to linalg_solve_ex on the CPU",
        "complex": "not mapped yet (complex numbers are a separate family)",
    },
)


@torch_fallback(CONTRACT, TARGET)
def translation(A, B, left=True, check_errors=False):
    check_inputs(CONTRACT, A=A, B=B)
    CONTRACT.require(
        not check_errors,
        "check_errors=True is not mapped: eager raises on a singular A, which an exported model cannot do; export check_errors=False and test the returned info (> 0: singular)",
        check_errors=check_errors,
    )
    CONTRACT.require(
        present(traced_sizes(A)) and present(traced_sizes(B)),
        "the sizes of A and B must be known at export (one round per column of A, and B is a vector or a matrix by its shape): export with static shapes (the sizes are read whole, so a dynamic batch dim is refused too)",
        A=A,
        B=B,
    )
    CONTRACT.require(
        dtype_name(A) == dtype_name(B),
        "A and B must have the same dtype (torch refuses others)",
        A=A,
        B=B,
    )
    CONTRACT.require(
        left
        or not (
            rank(B) == 1
            or (
                rank(B) == rank(A) - 1
                and traced_sizes(B) + [traced_sizes(A)[-1]] == traced_sizes(A)
            )
        ),
        "a vector B (of rank 1, or of A's shape without its last dim) with left=False: torch refuses it (XA = B takes a matrix B)",
        left=left,
        B=B,
        A=A,
    )
    if left:
        minus_one = constant(-1, dtype="int64")
        zero_2 = constant(0, dtype="int64")
        one = constant(1, dtype="int64")
        minus_one_list = constant([-1], dtype="int64")
        zero_list = constant([0], dtype="int64")
        values = constant([-2, -1], dtype="int64")
        one_list = constant([1], dtype="int64")
        minus_one_list_3 = constant([-1], like=A)
        minus_two_list = constant([-2], dtype="int64")
        values_2 = constant([-1, -2], dtype="int64")
        factor = op.Identity(A)
        shape = op.Shape(A)
        n = op.Gather(shape, minus_one)
        positions = op.Range(zero_2, n, one)
        rows = op.Unsqueeze(positions, minus_one_list)
        zero = op.Cast(zero_list, to=onnx_dtype_of(A))
        if rank(B) == 1 or (
            rank(B) == rank(A) - 1
            and traced_sizes(B) + [traced_sizes(A)[-1]] == traced_sizes(A)
        ):
            minus_one_list_2 = constant([-1], dtype="int64")
            rhs = op.Cast(op.Unsqueeze(B, minus_one_list_2), to=onnx_dtype_of(A))
        elif left:
            rhs = op.Cast(B, to=onnx_dtype_of(A))
        else:
            rhs = op.Cast(op.Einsum(B, equation="...ij->...ji"), to=onnx_dtype_of(A))
        permuted = op.Add(
            rhs,
            op.ReduceSum(op.Where(op.IsNaN(A), zero, zero), values, keepdims=1),
        )
        j = op.Reshape(op.Mul(n, zero_2), one_list)
        info = op.Cast(
            op.ReduceSum(
                op.Where(op.IsNaN(A), zero_list, zero_list),
                values,
                keepdims=1,
            ),
            to=TensorProto.INT64,
        )
        for _ in range(traced_sizes(A)[-1]):
            each_pivot_where = op.Where(
                op.Less(positions, j),
                minus_one_list_3,
                op.Abs(
                    op.Squeeze(
                        op.Slice(factor, j, op.Add(j, one), minus_one_list),
                        minus_one_list,
                    ),
                ),
            )
            pivot_at = op.Max(op.ArgMax(each_pivot_where, axis=-1, keepdims=1), j)
            pivot_mask = op.Equal(rows, op.Unsqueeze(pivot_at, minus_one_list))
            pivot_row = op.ReduceSum(
                op.Where(pivot_mask, factor, zero),
                minus_two_list,
                keepdims=1,
            )
            current_row = op.ReduceSum(
                op.Where(op.Equal(rows, j), factor, zero),
                minus_two_list,
                keepdims=1,
            )
            swapped = op.Where(
                op.Equal(rows, j),
                pivot_row,
                op.Where(pivot_mask, current_row, factor),
            )
            pivot_value = op.Slice(pivot_row, j, op.Add(j, one), minus_one_list)
            column = op.Slice(swapped, j, op.Add(j, one), minus_one_list)
            multipliers = op.Where(
                op.Equal(pivot_value, zero),
                column,
                op.Div(column, pivot_value),
            )
            below = op.Greater(rows, j)
            factor = op.Where(
                op.And(below, op.Greater(positions, j)),
                op.Sub(swapped, op.Mul(multipliers, pivot_row)),
                op.Where(op.And(below, op.Equal(positions, j)), multipliers, swapped),
            )
            rhs_pivot = op.ReduceSum(
                op.Where(pivot_mask, permuted, zero),
                minus_two_list,
                keepdims=1,
            )
            rhs_current = op.ReduceSum(
                op.Where(op.Equal(rows, j), permuted, zero),
                minus_two_list,
                keepdims=1,
            )
            permuted = op.Where(
                op.Equal(rows, j),
                rhs_pivot,
                op.Where(pivot_mask, rhs_current, permuted),
            )
            info = op.Where(
                op.And(op.Equal(info, zero_2), op.Equal(pivot_value, zero)),
                op.Add(j, one),
                info,
            )
            j = op.Add(j, one)
        lower = op.Where(
            op.Greater(rows, positions),
            factor,
            op.Cast(op.Equal(rows, positions), to=onnx_dtype_of(A)),
        )
        upper = op.Where(op.LessOrEqual(rows, positions), factor, zero)
        half = op.Where(op.IsNaN(permuted), zero, zero)
        i = op.Reshape(op.Mul(n, zero_2), one_list)
        for _ in range(traced_sizes(A)[-1]):
            row = op.Slice(lower, i, op.Add(i, one), minus_two_list)
            solved = op.Sub(
                op.Slice(permuted, i, op.Add(i, one), minus_two_list),
                op.MatMul(row, half),
            )
            half = op.Where(
                op.Unsqueeze(op.Equal(positions, i), minus_one_list),
                solved,
                half,
            )
            i = op.Add(i, one)
        solution = op.Where(op.IsNaN(permuted), zero, zero)
        for _ in range(traced_sizes(A)[-1]):
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
        if rank(B) == 1 or (
            rank(B) == rank(A) - 1
            and traced_sizes(B) + [traced_sizes(A)[-1]] == traced_sizes(A)
        ):
            minus_one_list_4 = constant([-1], dtype="int64")
            result = op.Squeeze(solution, minus_one_list_4)
        elif left:
            result = op.Identity(solution)
        else:
            result = op.Cast(
                op.Einsum(solution, equation="...ij->...ji"),
                to=onnx_dtype_of(A),
            )
        info_int = op.Cast(op.Squeeze(info, values_2), to=TensorProto.INT32)
        return result, info_int
    minus_one = constant(-1, dtype="int64")
    zero_2 = constant(0, dtype="int64")
    one = constant(1, dtype="int64")
    minus_one_list = constant([-1], dtype="int64")
    zero_list = constant([0], dtype="int64")
    one_list = constant([1], dtype="int64")
    values = constant([-2, -1], dtype="int64")
    minus_two_list = constant([-2], dtype="int64")
    values_2 = constant([-1, -2], dtype="int64")
    minus_one_list_2 = constant([-1], like=A)
    minus_three_list = constant([-3], dtype="int64")
    factor = op.Identity(A)
    shape = op.Shape(A)
    n = op.Gather(shape, minus_one)
    positions = op.Range(zero_2, n, one)
    rows = op.Unsqueeze(positions, minus_one_list)
    zero = op.Cast(zero_list, to=onnx_dtype_of(A))
    j = op.Reshape(op.Mul(n, zero_2), one_list)
    info = op.Cast(
        op.ReduceSum(op.Where(op.IsNaN(A), zero_list, zero_list), values, keepdims=1),
        to=TensorProto.INT64,
    )
    swaps = op.Unsqueeze(
        op.Cast(
            op.ReduceSum(
                op.Where(op.IsNaN(A), zero_list, zero_list),
                minus_two_list,
                keepdims=0,
            ),
            to=TensorProto.INT64,
        ),
        values_2,
    )
    for _ in range(traced_sizes(A)[-1]):
        each_pivot_where = op.Where(
            op.Less(positions, j),
            minus_one_list_2,
            op.Abs(
                op.Squeeze(
                    op.Slice(factor, j, op.Add(j, one), minus_one_list),
                    minus_one_list,
                ),
            ),
        )
        pivot_at = op.Max(op.ArgMax(each_pivot_where, axis=-1, keepdims=1), j)
        pivot_mask = op.Equal(rows, op.Unsqueeze(pivot_at, minus_one_list))
        pivot_row = op.ReduceSum(
            op.Where(pivot_mask, factor, zero),
            minus_two_list,
            keepdims=1,
        )
        current_row = op.ReduceSum(
            op.Where(op.Equal(rows, j), factor, zero),
            minus_two_list,
            keepdims=1,
        )
        swapped = op.Where(
            op.Equal(rows, j),
            pivot_row,
            op.Where(pivot_mask, current_row, factor),
        )
        pivot_value = op.Slice(pivot_row, j, op.Add(j, one), minus_one_list)
        column = op.Slice(swapped, j, op.Add(j, one), minus_one_list)
        multipliers = op.Where(
            op.Equal(pivot_value, zero),
            column,
            op.Div(column, pivot_value),
        )
        below = op.Greater(rows, j)
        factor = op.Where(
            op.And(below, op.Greater(positions, j)),
            op.Sub(swapped, op.Mul(multipliers, pivot_row)),
            op.Where(op.And(below, op.Equal(positions, j)), multipliers, swapped),
        )
        swaps = op.Where(
            op.Unsqueeze(op.Equal(rows, j), minus_one_list),
            op.Unsqueeze(pivot_at, values_2),
            swaps,
        )
        info = op.Where(
            op.And(op.Equal(info, zero_2), op.Equal(pivot_value, zero)),
            op.Add(j, one),
            info,
        )
        j = op.Add(j, one)
    lower = op.Where(
        op.Greater(rows, positions),
        factor,
        op.Cast(op.Equal(rows, positions), to=onnx_dtype_of(A)),
    )
    upper = op.Where(op.LessOrEqual(rows, positions), factor, zero)
    if rank(B) == 1 or (
        rank(B) == rank(A) - 1
        and traced_sizes(B) + [traced_sizes(A)[-1]] == traced_sizes(A)
    ):
        minus_one_list_3 = constant([-1], dtype="int64")
        rhs = op.Cast(op.Unsqueeze(B, minus_one_list_3), to=onnx_dtype_of(A))
    elif left:
        rhs = op.Cast(B, to=onnx_dtype_of(A))
    else:
        rhs = op.Cast(op.Einsum(B, equation="...ij->...ji"), to=onnx_dtype_of(A))
    start = op.Add(
        rhs,
        op.ReduceSum(op.Where(op.IsNaN(A), zero, zero), values, keepdims=1),
    )
    upper_transposed = op.Cast(
        op.Einsum(upper, equation="...ij->...ji"),
        to=onnx_dtype_of(A),
    )
    lower_transposed = op.Cast(
        op.Einsum(lower, equation="...ij->...ji"),
        to=onnx_dtype_of(A),
    )
    half = op.Where(op.IsNaN(start), zero, zero)
    i = op.Reshape(op.Mul(n, zero_2), one_list)
    for _ in range(traced_sizes(A)[-1]):
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
    for _ in range(traced_sizes(A)[-1]):
        i = op.Sub(i, one)
        back_row = op.Slice(lower_transposed, i, op.Add(i, one), minus_two_list)
        back_solved = op.Sub(
            op.Slice(half, i, op.Add(i, one), minus_two_list),
            op.MatMul(back_row, solution),
        )
        solution = op.Where(
            op.Unsqueeze(op.Equal(positions, i), minus_one_list),
            back_solved,
            solution,
        )
    k = op.Reshape(op.Sub(n, one), one_list)
    for _ in range(traced_sizes(A)[-1]):
        swap_at = op.Squeeze(
            op.Slice(swaps, k, op.Add(k, one), minus_three_list),
            minus_three_list,
        )
        row_k = op.ReduceSum(
            op.Where(op.Equal(rows, k), solution, zero),
            minus_two_list,
            keepdims=1,
        )
        row_swap = op.ReduceSum(
            op.Where(op.Equal(rows, swap_at), solution, zero),
            minus_two_list,
            keepdims=1,
        )
        solution = op.Where(
            op.Equal(rows, k),
            row_swap,
            op.Where(op.Equal(rows, swap_at), row_k, solution),
        )
        k = op.Sub(k, one)
    if rank(B) == 1 or (
        rank(B) == rank(A) - 1
        and traced_sizes(B) + [traced_sizes(A)[-1]] == traced_sizes(A)
    ):
        minus_one_list_4 = constant([-1], dtype="int64")
        result = op.Squeeze(solution, minus_one_list_4)
    elif left:
        result = op.Identity(solution)
    else:
        result = op.Cast(
            op.Einsum(solution, equation="...ij->...ji"),
            to=onnx_dtype_of(A),
        )
    info_int = op.Cast(op.Squeeze(info, values_2), to=TensorProto.INT32)
    return result, info_int
