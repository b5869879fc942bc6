"""linalg_solve_triangular for the dynamo exporter: aten::linalg_solve_triangular -> ONNX Identity + Cast + Shape + Gather + Range + Unsqueeze + Less + Equal + Where + LessOrEqual + Greater + GreaterOrEqual + Mul + Reshape + Sub + Add + IsNaN + ReduceSum + Slice + MatMul + Div, opsets 18 to 23.

Generated from mappings/aten/linalg_solve_triangular.yaml by `opmapgen build`; do not edit.

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

TARGET = "aten::linalg_solve_triangular.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::linalg_solve_triangular(Tensor self, Tensor B, *, bool upper, bool left=True, bool unitriangular=False) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "linalg_solve_triangular",
    "mappings/aten/linalg_solve_triangular.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "torch does not take float16 inputs to linalg_solve_triangular on the CPU",
        "bfloat16": "torch does not take bfloat16 inputs to linalg_solve_triangular on the CPU",
        "complex": "not mapped yet (complex numbers are a separate family)",
    },
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, B, upper, left=True, unitriangular=False):
    check_inputs(CONTRACT, input=input, B=B)
    CONTRACT.require(
        present(traced_sizes(input)),
        "the matrices' size must be known at export (one round per row or column of the solution): export with static shapes for A (its sizes are read whole, so a dynamic batch dim is refused too)",
        input=input,
    )
    if left:
        minus_one = constant(-1, dtype="int64")
        zero_2 = constant(0, dtype="int64")
        one_2 = constant(1, dtype="int64")
        one_list_3 = constant([1], dtype="int64")
        zero_list_3 = constant([0], dtype="int64")
        values = constant([-2, -1], dtype="int64")
        minus_two_list = constant([-2], dtype="int64")
        minus_one_list = constant([-1], dtype="int64")
        a = op.Identity(input)
        if dtype_name(B) != dtype_name(input):
            b = op.Cast(B, to=onnx_dtype_of(input))
        else:
            b = op.Identity(B)
        if dtype_name(input) == "float64":
            zero_list = constant([0], dtype="int64")
            zero = op.Cast(zero_list, to=TensorProto.DOUBLE)
        else:
            zero_list_2 = constant([0], dtype="int64")
            zero = op.Cast(zero_list_2, to=TensorProto.FLOAT)
        if dtype_name(input) == "float64":
            one_list = constant([1], dtype="int64")
            one = op.Cast(one_list, to=TensorProto.DOUBLE)
        else:
            one_list_2 = constant([1], dtype="int64")
            one = op.Cast(one_list_2, to=TensorProto.FLOAT)
        size = op.Gather(op.Shape(input), minus_one)
        positions = op.Range(zero_2, size, one_2)
        rows = op.Unsqueeze(positions, one_list_3)
        columns = op.Unsqueeze(positions, zero_list_3)
        if upper and unitriangular:
            triangle = op.Where(
                op.Less(rows, columns),
                a,
                op.Where(op.Equal(rows, columns), one, zero),
            )
        elif upper:
            triangle = op.Where(op.LessOrEqual(rows, columns), a, zero)
        elif unitriangular:
            triangle = op.Where(
                op.Greater(rows, columns),
                a,
                op.Where(op.Equal(rows, columns), one, zero),
            )
        else:
            triangle = op.Where(op.GreaterOrEqual(rows, columns), a, zero)
        if (left and not upper) or (upper and not left):
            zero_3 = constant(0, dtype="int64")
            one_list_4 = constant([1], dtype="int64")
            j = op.Reshape(op.Mul(size, zero_3), one_list_4)
        else:
            one_3 = constant(1, dtype="int64")
            one_list_5 = constant([1], dtype="int64")
            j = op.Reshape(op.Sub(size, one_3), one_list_5)
        if (left and not upper) or (upper and not left):
            zero_4 = constant(0, dtype="int64")
            one_4 = constant(1, dtype="int64")
            step = op.Add(op.Mul(size, zero_4), one_4)
        else:
            zero_5 = constant(0, dtype="int64")
            one_5 = constant(1, dtype="int64")
            step = op.Sub(op.Mul(size, zero_5), one_5)
        solution = op.Add(
            op.Where(op.IsNaN(b), zero, zero),
            op.ReduceSum(op.Where(op.IsNaN(a), zero, zero), values, keepdims=1),
        )
        for _ in range(traced_sizes(input)[-1]):
            row = op.Slice(triangle, j, op.Add(j, one_2), minus_two_list)
            solved = op.Div(
                op.Sub(
                    op.Slice(b, j, op.Add(j, one_2), minus_two_list),
                    op.MatMul(row, solution),
                ),
                op.Slice(row, j, op.Add(j, one_2), minus_one_list),
            )
            solution = op.Where(
                op.Unsqueeze(op.Equal(positions, j), minus_one_list),
                solved,
                solution,
            )
            j = op.Add(j, step)
        return op.Identity(solution)
    minus_one = constant(-1, dtype="int64")
    zero_2 = constant(0, dtype="int64")
    one_2 = constant(1, dtype="int64")
    one_list_3 = constant([1], dtype="int64")
    zero_list_3 = constant([0], dtype="int64")
    values = constant([-2, -1], dtype="int64")
    minus_one_list = constant([-1], dtype="int64")
    minus_two_list = constant([-2], dtype="int64")
    a = op.Identity(input)
    if dtype_name(B) != dtype_name(input):
        b = op.Cast(B, to=onnx_dtype_of(input))
    else:
        b = op.Identity(B)
    if dtype_name(input) == "float64":
        zero_list = constant([0], dtype="int64")
        zero = op.Cast(zero_list, to=TensorProto.DOUBLE)
    else:
        zero_list_2 = constant([0], dtype="int64")
        zero = op.Cast(zero_list_2, to=TensorProto.FLOAT)
    if dtype_name(input) == "float64":
        one_list = constant([1], dtype="int64")
        one = op.Cast(one_list, to=TensorProto.DOUBLE)
    else:
        one_list_2 = constant([1], dtype="int64")
        one = op.Cast(one_list_2, to=TensorProto.FLOAT)
    size = op.Gather(op.Shape(input), minus_one)
    positions = op.Range(zero_2, size, one_2)
    rows = op.Unsqueeze(positions, one_list_3)
    columns = op.Unsqueeze(positions, zero_list_3)
    if upper and unitriangular:
        triangle = op.Where(
            op.Less(rows, columns),
            a,
            op.Where(op.Equal(rows, columns), one, zero),
        )
    elif upper:
        triangle = op.Where(op.LessOrEqual(rows, columns), a, zero)
    elif unitriangular:
        triangle = op.Where(
            op.Greater(rows, columns),
            a,
            op.Where(op.Equal(rows, columns), one, zero),
        )
    else:
        triangle = op.Where(op.GreaterOrEqual(rows, columns), a, zero)
    if (left and not upper) or (upper and not left):
        zero_3 = constant(0, dtype="int64")
        one_list_4 = constant([1], dtype="int64")
        j = op.Reshape(op.Mul(size, zero_3), one_list_4)
    else:
        one_3 = constant(1, dtype="int64")
        one_list_5 = constant([1], dtype="int64")
        j = op.Reshape(op.Sub(size, one_3), one_list_5)
    if (left and not upper) or (upper and not left):
        zero_4 = constant(0, dtype="int64")
        one_4 = constant(1, dtype="int64")
        step = op.Add(op.Mul(size, zero_4), one_4)
    else:
        zero_5 = constant(0, dtype="int64")
        one_5 = constant(1, dtype="int64")
        step = op.Sub(op.Mul(size, zero_5), one_5)
    solution = op.Add(
        op.Where(op.IsNaN(b), zero, zero),
        op.ReduceSum(op.Where(op.IsNaN(a), zero, zero), values, keepdims=1),
    )
    for _ in range(traced_sizes(input)[-1]):
        column = op.Slice(triangle, j, op.Add(j, one_2), minus_one_list)
        solved = op.Div(
            op.Sub(
                op.Slice(b, j, op.Add(j, one_2), minus_one_list),
                op.MatMul(solution, column),
            ),
            op.Slice(column, j, op.Add(j, one_2), minus_two_list),
        )
        solution = op.Where(op.Equal(positions, j), solved, solution)
        j = op.Add(j, step)
    return op.Identity(solution)
