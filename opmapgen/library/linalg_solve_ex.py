"""linalg_solve_ex: aten::linalg_solve_ex -> ONNX Identity + Shape + Gather + Range + Unsqueeze + Cast + Einsum + IsNaN + Where + ReduceSum + Add + Mul + Reshape + Less + Slice + Squeeze + Abs + ArgMax + Max + Equal + Div + Greater + And + Sub + LessOrEqual + MatMul, opsets 13 to 20.

Generated from mappings/aten/linalg_solve_ex.yaml by `opmapgen build`; do not edit.

Source schema: aten::linalg_solve_ex(Tensor A, Tensor B, *, bool left=True, bool check_errors=False) -> (Tensor result, Tensor info)

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_name,
    dtype_of,
    onnx_dtype_of,
    parse_args,
    present,
    rank,
    torch_fallback,
    traced_sizes,
)

SOURCE_OP = "aten::linalg_solve_ex"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "linalg_solve_ex",
    "mappings/aten/linalg_solve_ex.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "torch does not take float16 inputs to linalg_solve_ex on the CPU",
        "bfloat16": "torch does not take bfloat16 inputs to linalg_solve_ex on the CPU",
        "complex": "not mapped yet (complex numbers are a separate family)",
    },
    scalar_typed_ops=(
        "Add",
        "Mul",
        "Less",
        "Max",
        "Equal",
        "Div",
        "Greater",
        "Sub",
        "LessOrEqual",
        "MatMul",
    ),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v", "b", "b")
def symbolic(g, A, B, left, check_errors):
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
        minus_one = g.op("Constant", value_t=torch.tensor(-1, dtype=torch.int64))
        zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        values = g.op("Constant", value_t=torch.tensor([-2, -1], dtype=torch.int64))
        one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        minus_one_list_3 = g.op(
            "Constant",
            value_t=torch.tensor([-1], dtype=dtype_of(A)),
        )
        minus_two_list = g.op("Constant", value_t=torch.tensor([-2], dtype=torch.int64))
        values_2 = g.op("Constant", value_t=torch.tensor([-1, -2], dtype=torch.int64))
        factor = g.op("Identity", A)
        shape = g.op("Shape", A)
        n = g.op("Gather", shape, minus_one)
        positions = g.op("Range", zero_2, n, one)
        rows = g.op("Unsqueeze", positions, minus_one_list)
        zero = g.op("Cast", zero_list, to_i=onnx_dtype_of(A))
        if rank(B) == 1 or (
            rank(B) == rank(A) - 1
            and traced_sizes(B) + [traced_sizes(A)[-1]] == traced_sizes(A)
        ):
            minus_one_list_2 = g.op(
                "Constant",
                value_t=torch.tensor([-1], dtype=torch.int64),
            )
            rhs = g.op(
                "Cast",
                g.op("Unsqueeze", B, minus_one_list_2),
                to_i=onnx_dtype_of(A),
            )
        elif left:
            rhs = g.op("Cast", B, to_i=onnx_dtype_of(A))
        else:
            rhs = g.op(
                "Cast",
                g.op("Einsum", B, equation_s="...ij->...ji"),
                to_i=onnx_dtype_of(A),
            )
        permuted = g.op(
            "Add",
            rhs,
            g.op(
                "ReduceSum",
                g.op("Where", g.op("IsNaN", A), zero, zero),
                values,
                keepdims_i=1,
            ),
        )
        j = g.op("Reshape", g.op("Mul", n, zero_2), one_list)
        info = g.op(
            "Cast",
            g.op(
                "ReduceSum",
                g.op("Where", g.op("IsNaN", A), zero_list, zero_list),
                values,
                keepdims_i=1,
            ),
            to_i=TensorProto.INT64,
        )
        for _ in range(traced_sizes(A)[-1]):
            each_pivot_where = g.op(
                "Where",
                g.op("Less", positions, j),
                minus_one_list_3,
                g.op(
                    "Abs",
                    g.op(
                        "Squeeze",
                        g.op("Slice", factor, j, g.op("Add", j, one), minus_one_list),
                        minus_one_list,
                    ),
                ),
            )
            pivot_at = g.op(
                "Max",
                g.op("ArgMax", each_pivot_where, axis_i=-1, keepdims_i=1),
                j,
            )
            pivot_mask = g.op(
                "Equal",
                rows,
                g.op("Unsqueeze", pivot_at, minus_one_list),
            )
            pivot_row = g.op(
                "ReduceSum",
                g.op("Where", pivot_mask, factor, zero),
                minus_two_list,
                keepdims_i=1,
            )
            current_row = g.op(
                "ReduceSum",
                g.op("Where", g.op("Equal", rows, j), factor, zero),
                minus_two_list,
                keepdims_i=1,
            )
            swapped = g.op(
                "Where",
                g.op("Equal", rows, j),
                pivot_row,
                g.op("Where", pivot_mask, current_row, factor),
            )
            pivot_value = g.op(
                "Slice",
                pivot_row,
                j,
                g.op("Add", j, one),
                minus_one_list,
            )
            column = g.op("Slice", swapped, j, g.op("Add", j, one), minus_one_list)
            multipliers = g.op(
                "Where",
                g.op("Equal", pivot_value, zero),
                column,
                g.op("Div", column, pivot_value),
            )
            below = g.op("Greater", rows, j)
            factor = g.op(
                "Where",
                g.op("And", below, g.op("Greater", positions, j)),
                g.op("Sub", swapped, g.op("Mul", multipliers, pivot_row)),
                g.op(
                    "Where",
                    g.op("And", below, g.op("Equal", positions, j)),
                    multipliers,
                    swapped,
                ),
            )
            rhs_pivot = g.op(
                "ReduceSum",
                g.op("Where", pivot_mask, permuted, zero),
                minus_two_list,
                keepdims_i=1,
            )
            rhs_current = g.op(
                "ReduceSum",
                g.op("Where", g.op("Equal", rows, j), permuted, zero),
                minus_two_list,
                keepdims_i=1,
            )
            permuted = g.op(
                "Where",
                g.op("Equal", rows, j),
                rhs_pivot,
                g.op("Where", pivot_mask, rhs_current, permuted),
            )
            info = g.op(
                "Where",
                g.op(
                    "And",
                    g.op("Equal", info, zero_2),
                    g.op("Equal", pivot_value, zero),
                ),
                g.op("Add", j, one),
                info,
            )
            j = g.op("Add", j, one)
        lower = g.op(
            "Where",
            g.op("Greater", rows, positions),
            factor,
            g.op("Cast", g.op("Equal", rows, positions), to_i=onnx_dtype_of(A)),
        )
        upper = g.op("Where", g.op("LessOrEqual", rows, positions), factor, zero)
        half = g.op("Where", g.op("IsNaN", permuted), zero, zero)
        i = g.op("Reshape", g.op("Mul", n, zero_2), one_list)
        for _ in range(traced_sizes(A)[-1]):
            row = g.op("Slice", lower, i, g.op("Add", i, one), minus_two_list)
            solved = g.op(
                "Sub",
                g.op("Slice", permuted, i, g.op("Add", i, one), minus_two_list),
                g.op("MatMul", row, half),
            )
            half = g.op(
                "Where",
                g.op("Unsqueeze", g.op("Equal", positions, i), minus_one_list),
                solved,
                half,
            )
            i = g.op("Add", i, one)
        solution = g.op("Where", g.op("IsNaN", permuted), zero, zero)
        for _ in range(traced_sizes(A)[-1]):
            i = g.op("Sub", i, one)
            back_row = g.op("Slice", upper, i, g.op("Add", i, one), minus_two_list)
            back_solved = g.op(
                "Div",
                g.op(
                    "Sub",
                    g.op("Slice", half, i, g.op("Add", i, one), minus_two_list),
                    g.op("MatMul", back_row, solution),
                ),
                g.op("Slice", back_row, i, g.op("Add", i, one), minus_one_list),
            )
            solution = g.op(
                "Where",
                g.op("Unsqueeze", g.op("Equal", positions, i), minus_one_list),
                back_solved,
                solution,
            )
        if rank(B) == 1 or (
            rank(B) == rank(A) - 1
            and traced_sizes(B) + [traced_sizes(A)[-1]] == traced_sizes(A)
        ):
            minus_one_list_4 = g.op(
                "Constant",
                value_t=torch.tensor([-1], dtype=torch.int64),
            )
            result = g.op("Squeeze", solution, minus_one_list_4)
        elif left:
            result = g.op("Identity", solution)
        else:
            result = g.op(
                "Cast",
                g.op("Einsum", solution, equation_s="...ij->...ji"),
                to_i=onnx_dtype_of(A),
            )
        info_int = g.op("Cast", g.op("Squeeze", info, values_2), to_i=TensorProto.INT32)
        return result, info_int
    minus_one = g.op("Constant", value_t=torch.tensor(-1, dtype=torch.int64))
    zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
    one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
    minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
    zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
    values = g.op("Constant", value_t=torch.tensor([-2, -1], dtype=torch.int64))
    minus_two_list = g.op("Constant", value_t=torch.tensor([-2], dtype=torch.int64))
    values_2 = g.op("Constant", value_t=torch.tensor([-1, -2], dtype=torch.int64))
    minus_one_list_2 = g.op("Constant", value_t=torch.tensor([-1], dtype=dtype_of(A)))
    minus_three_list = g.op("Constant", value_t=torch.tensor([-3], dtype=torch.int64))
    factor = g.op("Identity", A)
    shape = g.op("Shape", A)
    n = g.op("Gather", shape, minus_one)
    positions = g.op("Range", zero_2, n, one)
    rows = g.op("Unsqueeze", positions, minus_one_list)
    zero = g.op("Cast", zero_list, to_i=onnx_dtype_of(A))
    j = g.op("Reshape", g.op("Mul", n, zero_2), one_list)
    info = g.op(
        "Cast",
        g.op(
            "ReduceSum",
            g.op("Where", g.op("IsNaN", A), zero_list, zero_list),
            values,
            keepdims_i=1,
        ),
        to_i=TensorProto.INT64,
    )
    swaps = g.op(
        "Unsqueeze",
        g.op(
            "Cast",
            g.op(
                "ReduceSum",
                g.op("Where", g.op("IsNaN", A), zero_list, zero_list),
                minus_two_list,
                keepdims_i=0,
            ),
            to_i=TensorProto.INT64,
        ),
        values_2,
    )
    for _ in range(traced_sizes(A)[-1]):
        each_pivot_where = g.op(
            "Where",
            g.op("Less", positions, j),
            minus_one_list_2,
            g.op(
                "Abs",
                g.op(
                    "Squeeze",
                    g.op("Slice", factor, j, g.op("Add", j, one), minus_one_list),
                    minus_one_list,
                ),
            ),
        )
        pivot_at = g.op(
            "Max",
            g.op("ArgMax", each_pivot_where, axis_i=-1, keepdims_i=1),
            j,
        )
        pivot_mask = g.op("Equal", rows, g.op("Unsqueeze", pivot_at, minus_one_list))
        pivot_row = g.op(
            "ReduceSum",
            g.op("Where", pivot_mask, factor, zero),
            minus_two_list,
            keepdims_i=1,
        )
        current_row = g.op(
            "ReduceSum",
            g.op("Where", g.op("Equal", rows, j), factor, zero),
            minus_two_list,
            keepdims_i=1,
        )
        swapped = g.op(
            "Where",
            g.op("Equal", rows, j),
            pivot_row,
            g.op("Where", pivot_mask, current_row, factor),
        )
        pivot_value = g.op("Slice", pivot_row, j, g.op("Add", j, one), minus_one_list)
        column = g.op("Slice", swapped, j, g.op("Add", j, one), minus_one_list)
        multipliers = g.op(
            "Where",
            g.op("Equal", pivot_value, zero),
            column,
            g.op("Div", column, pivot_value),
        )
        below = g.op("Greater", rows, j)
        factor = g.op(
            "Where",
            g.op("And", below, g.op("Greater", positions, j)),
            g.op("Sub", swapped, g.op("Mul", multipliers, pivot_row)),
            g.op(
                "Where",
                g.op("And", below, g.op("Equal", positions, j)),
                multipliers,
                swapped,
            ),
        )
        swaps = g.op(
            "Where",
            g.op("Unsqueeze", g.op("Equal", rows, j), minus_one_list),
            g.op("Unsqueeze", pivot_at, values_2),
            swaps,
        )
        info = g.op(
            "Where",
            g.op("And", g.op("Equal", info, zero_2), g.op("Equal", pivot_value, zero)),
            g.op("Add", j, one),
            info,
        )
        j = g.op("Add", j, one)
    lower = g.op(
        "Where",
        g.op("Greater", rows, positions),
        factor,
        g.op("Cast", g.op("Equal", rows, positions), to_i=onnx_dtype_of(A)),
    )
    upper = g.op("Where", g.op("LessOrEqual", rows, positions), factor, zero)
    if rank(B) == 1 or (
        rank(B) == rank(A) - 1
        and traced_sizes(B) + [traced_sizes(A)[-1]] == traced_sizes(A)
    ):
        minus_one_list_3 = g.op(
            "Constant",
            value_t=torch.tensor([-1], dtype=torch.int64),
        )
        rhs = g.op(
            "Cast",
            g.op("Unsqueeze", B, minus_one_list_3),
            to_i=onnx_dtype_of(A),
        )
    elif left:
        rhs = g.op("Cast", B, to_i=onnx_dtype_of(A))
    else:
        rhs = g.op(
            "Cast",
            g.op("Einsum", B, equation_s="...ij->...ji"),
            to_i=onnx_dtype_of(A),
        )
    start = g.op(
        "Add",
        rhs,
        g.op(
            "ReduceSum",
            g.op("Where", g.op("IsNaN", A), zero, zero),
            values,
            keepdims_i=1,
        ),
    )
    upper_transposed = g.op(
        "Cast",
        g.op("Einsum", upper, equation_s="...ij->...ji"),
        to_i=onnx_dtype_of(A),
    )
    lower_transposed = g.op(
        "Cast",
        g.op("Einsum", lower, equation_s="...ij->...ji"),
        to_i=onnx_dtype_of(A),
    )
    half = g.op("Where", g.op("IsNaN", start), zero, zero)
    i = g.op("Reshape", g.op("Mul", n, zero_2), one_list)
    for _ in range(traced_sizes(A)[-1]):
        row = g.op("Slice", upper_transposed, i, g.op("Add", i, one), minus_two_list)
        solved = g.op(
            "Div",
            g.op(
                "Sub",
                g.op("Slice", start, i, g.op("Add", i, one), minus_two_list),
                g.op("MatMul", row, half),
            ),
            g.op("Slice", row, i, g.op("Add", i, one), minus_one_list),
        )
        half = g.op(
            "Where",
            g.op("Unsqueeze", g.op("Equal", positions, i), minus_one_list),
            solved,
            half,
        )
        i = g.op("Add", i, one)
    solution = g.op("Where", g.op("IsNaN", start), zero, zero)
    for _ in range(traced_sizes(A)[-1]):
        i = g.op("Sub", i, one)
        back_row = g.op(
            "Slice",
            lower_transposed,
            i,
            g.op("Add", i, one),
            minus_two_list,
        )
        back_solved = g.op(
            "Sub",
            g.op("Slice", half, i, g.op("Add", i, one), minus_two_list),
            g.op("MatMul", back_row, solution),
        )
        solution = g.op(
            "Where",
            g.op("Unsqueeze", g.op("Equal", positions, i), minus_one_list),
            back_solved,
            solution,
        )
    k = g.op("Reshape", g.op("Sub", n, one), one_list)
    for _ in range(traced_sizes(A)[-1]):
        swap_at = g.op(
            "Squeeze",
            g.op("Slice", swaps, k, g.op("Add", k, one), minus_three_list),
            minus_three_list,
        )
        row_k = g.op(
            "ReduceSum",
            g.op("Where", g.op("Equal", rows, k), solution, zero),
            minus_two_list,
            keepdims_i=1,
        )
        row_swap = g.op(
            "ReduceSum",
            g.op("Where", g.op("Equal", rows, swap_at), solution, zero),
            minus_two_list,
            keepdims_i=1,
        )
        solution = g.op(
            "Where",
            g.op("Equal", rows, k),
            row_swap,
            g.op("Where", g.op("Equal", rows, swap_at), row_k, solution),
        )
        k = g.op("Sub", k, one)
    if rank(B) == 1 or (
        rank(B) == rank(A) - 1
        and traced_sizes(B) + [traced_sizes(A)[-1]] == traced_sizes(A)
    ):
        minus_one_list_4 = g.op(
            "Constant",
            value_t=torch.tensor([-1], dtype=torch.int64),
        )
        result = g.op("Squeeze", solution, minus_one_list_4)
    elif left:
        result = g.op("Identity", solution)
    else:
        result = g.op(
            "Cast",
            g.op("Einsum", solution, equation_s="...ij->...ji"),
            to_i=onnx_dtype_of(A),
        )
    info_int = g.op("Cast", g.op("Squeeze", info, values_2), to_i=TensorProto.INT32)
    return result, info_int
