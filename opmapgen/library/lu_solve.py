"""lu_solve: aten::lu_solve -> ONNX Shape + Gather + Range + Unsqueeze + Cast + Sub + Greater + Equal + Where + LessOrEqual + IsNaN + ReduceSum + Add + Identity + Mul + Reshape + Slice + Squeeze + MatMul + Div, opsets 13 to 20.

Generated from mappings/aten/lu_solve.yaml by `opmapgen build`; do not edit.

Source schema: aten::lu_solve(Tensor self, Tensor LU_data, Tensor LU_pivots) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_name,
    onnx_dtype_of,
    parse_args,
    present,
    torch_fallback,
    traced_sizes,
)

SOURCE_OP = "aten::lu_solve"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
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
    scalar_typed_ops=(
        "Sub",
        "Greater",
        "Equal",
        "LessOrEqual",
        "Add",
        "Mul",
        "MatMul",
        "Div",
    ),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v", "v")
def symbolic(g, input, LU_data, LU_pivots):
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
    minus_one = g.op("Constant", value_t=torch.tensor(-1, dtype=torch.int64))
    zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
    one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
    minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
    values = g.op("Constant", value_t=torch.tensor([-1, -2], dtype=torch.int64))
    zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    values_2 = g.op("Constant", value_t=torch.tensor([-2, -1], dtype=torch.int64))
    one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
    minus_three_list = g.op("Constant", value_t=torch.tensor([-3], dtype=torch.int64))
    minus_two_list = g.op("Constant", value_t=torch.tensor([-2], dtype=torch.int64))
    n = g.op("Gather", g.op("Shape", LU_data), minus_one)
    positions = g.op("Range", zero_2, n, one)
    rows = g.op("Unsqueeze", positions, minus_one_list)
    swaps = g.op(
        "Unsqueeze",
        g.op("Sub", g.op("Cast", LU_pivots, to_i=TensorProto.INT64), one),
        values,
    )
    zero = g.op("Cast", zero_list, to_i=onnx_dtype_of(LU_data))
    lower = g.op(
        "Where",
        g.op("Greater", rows, positions),
        LU_data,
        g.op("Cast", g.op("Equal", rows, positions), to_i=onnx_dtype_of(LU_data)),
    )
    upper = g.op("Where", g.op("LessOrEqual", rows, positions), LU_data, zero)
    start = g.op(
        "Add",
        g.op("Cast", input, to_i=onnx_dtype_of(LU_data)),
        g.op(
            "ReduceSum",
            g.op("Where", g.op("IsNaN", LU_data), zero, zero),
            values_2,
            keepdims_i=1,
        ),
    )
    permuted = g.op("Identity", start)
    j = g.op("Reshape", g.op("Mul", n, zero_2), one_list)
    for _ in range(traced_sizes(LU_data)[-1]):
        pivot_at = g.op(
            "Squeeze",
            g.op("Slice", swaps, j, g.op("Add", j, one), minus_three_list),
            minus_three_list,
        )
        row_j = g.op(
            "ReduceSum",
            g.op("Where", g.op("Equal", rows, j), permuted, zero),
            minus_two_list,
            keepdims_i=1,
        )
        row_pivot = g.op(
            "ReduceSum",
            g.op("Where", g.op("Equal", rows, pivot_at), permuted, zero),
            minus_two_list,
            keepdims_i=1,
        )
        permuted = g.op(
            "Where",
            g.op("Equal", rows, j),
            row_pivot,
            g.op("Where", g.op("Equal", rows, pivot_at), row_j, permuted),
        )
        j = g.op("Add", j, one)
    half = g.op("Where", g.op("IsNaN", start), zero, zero)
    i = g.op("Reshape", g.op("Mul", n, zero_2), one_list)
    for _ in range(traced_sizes(LU_data)[-1]):
        row = g.op("Slice", lower, i, g.op("Add", i, one), minus_two_list)
        solved = g.op(
            "Div",
            g.op(
                "Sub",
                g.op("Slice", permuted, i, g.op("Add", i, one), minus_two_list),
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
    for _ in range(traced_sizes(LU_data)[-1]):
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
    return g.op("Identity", solution)
