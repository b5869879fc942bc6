"""triangular_solve: aten::triangular_solve -> ONNX Shape + Gather + Range + Unsqueeze + Less + Equal + Cast + Where + LessOrEqual + Greater + GreaterOrEqual + Einsum + Identity + Mul + Reshape + Sub + Add + IsNaN + ReduceSum + Slice + MatMul + Div, opsets 13 to 20.

Generated from mappings/aten/triangular_solve.yaml by `opmapgen build`; do not edit.

Source schema: aten::triangular_solve(Tensor self, Tensor A, bool upper=True, bool transpose=False, bool unitriangular=False) -> (Tensor solution, Tensor cloned_coefficient)

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_of,
    onnx_dtype_of,
    parse_args,
    present,
    torch_fallback,
    traced_sizes,
)

SOURCE_OP = "aten::triangular_solve"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "triangular_solve",
    "mappings/aten/triangular_solve.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "torch does not take float16 inputs to triangular_solve on the CPU",
        "bfloat16": "torch does not take bfloat16 inputs to triangular_solve on the CPU",
        "complex": "not mapped yet (complex numbers are a separate family)",
    },
    scalar_typed_ops=(
        "Less",
        "Equal",
        "LessOrEqual",
        "Greater",
        "GreaterOrEqual",
        "Mul",
        "Sub",
        "Add",
        "MatMul",
        "Div",
    ),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v", "b", "b", "b")
def symbolic(g, B, A, upper, transpose, unitriangular):
    check_inputs(CONTRACT, B=B, A=A)
    CONTRACT.require(
        present(traced_sizes(A)),
        "the matrices' size must be known at export (one round per row of the solution): export with static shapes for A (its sizes are read whole, so a dynamic batch dim is refused too)",
        A=A,
    )
    minus_one = g.op("Constant", value_t=torch.tensor(-1, dtype=torch.int64))
    zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
    one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
    one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
    zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    values = g.op("Constant", value_t=torch.tensor([-2, -1], dtype=torch.int64))
    minus_two_list = g.op("Constant", value_t=torch.tensor([-2], dtype=torch.int64))
    minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
    size = g.op("Gather", g.op("Shape", A), minus_one)
    positions = g.op("Range", zero_2, size, one)
    rows = g.op("Unsqueeze", positions, one_list)
    columns = g.op("Unsqueeze", positions, zero_list)
    if upper and unitriangular:
        triangle = g.op(
            "Where",
            g.op("Less", rows, columns),
            A,
            g.op("Cast", g.op("Equal", rows, columns), to_i=onnx_dtype_of(A)),
        )
    elif upper:
        zero_3 = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(A)))
        triangle = g.op("Where", g.op("LessOrEqual", rows, columns), A, zero_3)
    elif unitriangular:
        triangle = g.op(
            "Where",
            g.op("Greater", rows, columns),
            A,
            g.op("Cast", g.op("Equal", rows, columns), to_i=onnx_dtype_of(A)),
        )
    else:
        zero_4 = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(A)))
        triangle = g.op("Where", g.op("GreaterOrEqual", rows, columns), A, zero_4)
    if transpose:
        coefficients = g.op("Einsum", triangle, equation_s="...ij->...ji")
    else:
        coefficients = g.op("Identity", triangle)
    if (upper and transpose) or (not upper and not transpose):
        zero_5 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        one_list_2 = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        j = g.op("Reshape", g.op("Mul", size, zero_5), one_list_2)
    else:
        one_2 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        one_list_3 = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        j = g.op("Reshape", g.op("Sub", size, one_2), one_list_3)
    if (upper and transpose) or (not upper and not transpose):
        zero_6 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        one_3 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        step = g.op("Add", g.op("Mul", size, zero_6), one_3)
    else:
        zero_7 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        one_4 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        step = g.op("Sub", g.op("Mul", size, zero_7), one_4)
    zero = g.op("Cast", zero_list, to_i=onnx_dtype_of(B))
    solution = g.op(
        "Add",
        g.op("Where", g.op("IsNaN", B), zero, zero),
        g.op(
            "ReduceSum",
            g.op("Where", g.op("IsNaN", A), zero, zero),
            values,
            keepdims_i=1,
        ),
    )
    for _ in range(traced_sizes(A)[-1]):
        row = g.op("Slice", coefficients, j, g.op("Add", j, one), minus_two_list)
        solved = g.op(
            "Div",
            g.op(
                "Sub",
                g.op("Slice", B, j, g.op("Add", j, one), minus_two_list),
                g.op("MatMul", row, solution),
            ),
            g.op("Slice", row, j, g.op("Add", j, one), minus_one_list),
        )
        solution = g.op(
            "Where",
            g.op("Unsqueeze", g.op("Equal", positions, j), minus_one_list),
            solved,
            solution,
        )
        j = g.op("Add", j, step)
    x = g.op("Identity", solution)
    coefficient = g.op(
        "Where",
        g.op(
            "IsNaN",
            g.op(
                "ReduceSum",
                g.op("Where", g.op("IsNaN", B), zero, zero),
                values,
                keepdims_i=1,
            ),
        ),
        A,
        A,
    )
    return x, coefficient
