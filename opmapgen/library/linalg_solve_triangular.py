"""linalg_solve_triangular: aten::linalg_solve_triangular -> ONNX Identity + Cast + Shape + Gather + Range + Unsqueeze + Less + Equal + Where + LessOrEqual + Greater + GreaterOrEqual + Mul + Reshape + Sub + Add + IsNaN + ReduceSum + Slice + MatMul + Div, opsets 13 to 20.

Generated from mappings/aten/linalg_solve_triangular.yaml by `opmapgen build`; do not edit.

Source schema: aten::linalg_solve_triangular(Tensor self, Tensor B, *, bool upper, bool left=True, bool unitriangular=False) -> Tensor

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

SOURCE_OP = "aten::linalg_solve_triangular"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "linalg_solve_triangular",
    "mappings/aten/linalg_solve_triangular.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "torch does not take float16 inputs to linalg_solve_triangular on the CPU",
        "bfloat16": "torch does not take bfloat16 inputs to linalg_solve_triangular on the CPU",
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
def symbolic(g, input, B, upper, left, unitriangular):
    check_inputs(CONTRACT, input=input, B=B)
    CONTRACT.require(
        present(traced_sizes(input)),
        "the matrices' size must be known at export (one round per row or column of the solution): export with static shapes for A (its sizes are read whole, so a dynamic batch dim is refused too)",
        input=input,
    )
    if left:
        minus_one = g.op("Constant", value_t=torch.tensor(-1, dtype=torch.int64))
        zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        one_2 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        one_list_3 = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        zero_list_3 = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        values = g.op("Constant", value_t=torch.tensor([-2, -1], dtype=torch.int64))
        minus_two_list = g.op("Constant", value_t=torch.tensor([-2], dtype=torch.int64))
        minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
        a = g.op("Identity", input)
        if dtype_name(B) != dtype_name(input):
            b = g.op("Cast", B, to_i=onnx_dtype_of(input))
        else:
            b = g.op("Identity", B)
        if dtype_name(input) == "float64":
            zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
            zero = g.op("Cast", zero_list, to_i=TensorProto.DOUBLE)
        else:
            zero_list_2 = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
            zero = g.op("Cast", zero_list_2, to_i=TensorProto.FLOAT)
        if dtype_name(input) == "float64":
            one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
            one = g.op("Cast", one_list, to_i=TensorProto.DOUBLE)
        else:
            one_list_2 = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
            one = g.op("Cast", one_list_2, to_i=TensorProto.FLOAT)
        size = g.op("Gather", g.op("Shape", input), minus_one)
        positions = g.op("Range", zero_2, size, one_2)
        rows = g.op("Unsqueeze", positions, one_list_3)
        columns = g.op("Unsqueeze", positions, zero_list_3)
        if upper and unitriangular:
            triangle = g.op(
                "Where",
                g.op("Less", rows, columns),
                a,
                g.op("Where", g.op("Equal", rows, columns), one, zero),
            )
        elif upper:
            triangle = g.op("Where", g.op("LessOrEqual", rows, columns), a, zero)
        elif unitriangular:
            triangle = g.op(
                "Where",
                g.op("Greater", rows, columns),
                a,
                g.op("Where", g.op("Equal", rows, columns), one, zero),
            )
        else:
            triangle = g.op("Where", g.op("GreaterOrEqual", rows, columns), a, zero)
        if (left and not upper) or (upper and not left):
            zero_3 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
            one_list_4 = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
            j = g.op("Reshape", g.op("Mul", size, zero_3), one_list_4)
        else:
            one_3 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
            one_list_5 = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
            j = g.op("Reshape", g.op("Sub", size, one_3), one_list_5)
        if (left and not upper) or (upper and not left):
            zero_4 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
            one_4 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
            step = g.op("Add", g.op("Mul", size, zero_4), one_4)
        else:
            zero_5 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
            one_5 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
            step = g.op("Sub", g.op("Mul", size, zero_5), one_5)
        solution = g.op(
            "Add",
            g.op("Where", g.op("IsNaN", b), zero, zero),
            g.op(
                "ReduceSum",
                g.op("Where", g.op("IsNaN", a), zero, zero),
                values,
                keepdims_i=1,
            ),
        )
        for _ in range(traced_sizes(input)[-1]):
            row = g.op("Slice", triangle, j, g.op("Add", j, one_2), minus_two_list)
            solved = g.op(
                "Div",
                g.op(
                    "Sub",
                    g.op("Slice", b, j, g.op("Add", j, one_2), minus_two_list),
                    g.op("MatMul", row, solution),
                ),
                g.op("Slice", row, j, g.op("Add", j, one_2), minus_one_list),
            )
            solution = g.op(
                "Where",
                g.op("Unsqueeze", g.op("Equal", positions, j), minus_one_list),
                solved,
                solution,
            )
            j = g.op("Add", j, step)
        return g.op("Identity", solution)
    minus_one = g.op("Constant", value_t=torch.tensor(-1, dtype=torch.int64))
    zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
    one_2 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
    one_list_3 = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
    zero_list_3 = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    values = g.op("Constant", value_t=torch.tensor([-2, -1], dtype=torch.int64))
    minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
    minus_two_list = g.op("Constant", value_t=torch.tensor([-2], dtype=torch.int64))
    a = g.op("Identity", input)
    if dtype_name(B) != dtype_name(input):
        b = g.op("Cast", B, to_i=onnx_dtype_of(input))
    else:
        b = g.op("Identity", B)
    if dtype_name(input) == "float64":
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        zero = g.op("Cast", zero_list, to_i=TensorProto.DOUBLE)
    else:
        zero_list_2 = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        zero = g.op("Cast", zero_list_2, to_i=TensorProto.FLOAT)
    if dtype_name(input) == "float64":
        one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        one = g.op("Cast", one_list, to_i=TensorProto.DOUBLE)
    else:
        one_list_2 = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        one = g.op("Cast", one_list_2, to_i=TensorProto.FLOAT)
    size = g.op("Gather", g.op("Shape", input), minus_one)
    positions = g.op("Range", zero_2, size, one_2)
    rows = g.op("Unsqueeze", positions, one_list_3)
    columns = g.op("Unsqueeze", positions, zero_list_3)
    if upper and unitriangular:
        triangle = g.op(
            "Where",
            g.op("Less", rows, columns),
            a,
            g.op("Where", g.op("Equal", rows, columns), one, zero),
        )
    elif upper:
        triangle = g.op("Where", g.op("LessOrEqual", rows, columns), a, zero)
    elif unitriangular:
        triangle = g.op(
            "Where",
            g.op("Greater", rows, columns),
            a,
            g.op("Where", g.op("Equal", rows, columns), one, zero),
        )
    else:
        triangle = g.op("Where", g.op("GreaterOrEqual", rows, columns), a, zero)
    if (left and not upper) or (upper and not left):
        zero_3 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        one_list_4 = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        j = g.op("Reshape", g.op("Mul", size, zero_3), one_list_4)
    else:
        one_3 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        one_list_5 = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        j = g.op("Reshape", g.op("Sub", size, one_3), one_list_5)
    if (left and not upper) or (upper and not left):
        zero_4 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        one_4 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        step = g.op("Add", g.op("Mul", size, zero_4), one_4)
    else:
        zero_5 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        one_5 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        step = g.op("Sub", g.op("Mul", size, zero_5), one_5)
    solution = g.op(
        "Add",
        g.op("Where", g.op("IsNaN", b), zero, zero),
        g.op(
            "ReduceSum",
            g.op("Where", g.op("IsNaN", a), zero, zero),
            values,
            keepdims_i=1,
        ),
    )
    for _ in range(traced_sizes(input)[-1]):
        column = g.op("Slice", triangle, j, g.op("Add", j, one_2), minus_one_list)
        solved = g.op(
            "Div",
            g.op(
                "Sub",
                g.op("Slice", b, j, g.op("Add", j, one_2), minus_one_list),
                g.op("MatMul", solution, column),
            ),
            g.op("Slice", column, j, g.op("Add", j, one_2), minus_two_list),
        )
        solution = g.op("Where", g.op("Equal", positions, j), solved, solution)
        j = g.op("Add", j, step)
    return g.op("Identity", solution)
