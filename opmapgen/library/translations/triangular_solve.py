"""triangular_solve for the dynamo exporter: aten::triangular_solve -> ONNX Shape + Gather + Range + Unsqueeze + Less + Equal + Cast + Where + LessOrEqual + Greater + GreaterOrEqual + Einsum + Identity + Mul + Reshape + Sub + Add + IsNaN + ReduceSum + Slice + MatMul + Div, opsets 18 to 23.

Generated from mappings/aten/triangular_solve.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

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

TARGET = "aten::triangular_solve.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::triangular_solve(Tensor self, Tensor A, bool upper=True, bool transpose=False, bool unitriangular=False) -> (Tensor solution, Tensor cloned_coefficient)"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "triangular_solve",
    "mappings/aten/triangular_solve.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "torch does not take float16 inputs to triangular_solve on the CPU",
        "bfloat16": "torch does not take bfloat16 inputs to triangular_solve on the CPU",
        "complex": "not mapped yet (complex numbers are a separate family)",
    },
)


@torch_fallback(CONTRACT, TARGET)
def translation(B, A, upper=True, transpose=False, unitriangular=False):
    check_inputs(CONTRACT, B=B, A=A)
    CONTRACT.require(
        present(traced_sizes(A)),
        "the matrices' size must be known at export (one round per row of the solution): export with static shapes for A (its sizes are read whole, so a dynamic batch dim is refused too)",
        A=A,
    )
    minus_one = constant(-1, dtype="int64")
    zero_2 = constant(0, dtype="int64")
    one = constant(1, dtype="int64")
    one_list = constant([1], dtype="int64")
    zero_list = constant([0], dtype="int64")
    values = constant([-2, -1], dtype="int64")
    minus_two_list = constant([-2], dtype="int64")
    minus_one_list = constant([-1], dtype="int64")
    size = op.Gather(op.Shape(A), minus_one)
    positions = op.Range(zero_2, size, one)
    rows = op.Unsqueeze(positions, one_list)
    columns = op.Unsqueeze(positions, zero_list)
    if upper and unitriangular:
        triangle = op.Where(
            op.Less(rows, columns),
            A,
            op.Cast(op.Equal(rows, columns), to=onnx_dtype_of(A)),
        )
    elif upper:
        zero_3 = constant(0, like=A)
        triangle = op.Where(op.LessOrEqual(rows, columns), A, zero_3)
    elif unitriangular:
        triangle = op.Where(
            op.Greater(rows, columns),
            A,
            op.Cast(op.Equal(rows, columns), to=onnx_dtype_of(A)),
        )
    else:
        zero_4 = constant(0, like=A)
        triangle = op.Where(op.GreaterOrEqual(rows, columns), A, zero_4)
    if transpose:
        coefficients = op.Einsum(triangle, equation="...ij->...ji")
    else:
        coefficients = op.Identity(triangle)
    if (upper and transpose) or (not upper and not transpose):
        zero_5 = constant(0, dtype="int64")
        one_list_2 = constant([1], dtype="int64")
        j = op.Reshape(op.Mul(size, zero_5), one_list_2)
    else:
        one_2 = constant(1, dtype="int64")
        one_list_3 = constant([1], dtype="int64")
        j = op.Reshape(op.Sub(size, one_2), one_list_3)
    if (upper and transpose) or (not upper and not transpose):
        zero_6 = constant(0, dtype="int64")
        one_3 = constant(1, dtype="int64")
        step = op.Add(op.Mul(size, zero_6), one_3)
    else:
        zero_7 = constant(0, dtype="int64")
        one_4 = constant(1, dtype="int64")
        step = op.Sub(op.Mul(size, zero_7), one_4)
    zero = op.Cast(zero_list, to=onnx_dtype_of(B))
    solution = op.Add(
        op.Where(op.IsNaN(B), zero, zero),
        op.ReduceSum(op.Where(op.IsNaN(A), zero, zero), values, keepdims=1),
    )
    for _ in range(traced_sizes(A)[-1]):
        row = op.Slice(coefficients, j, op.Add(j, one), minus_two_list)
        solved = op.Div(
            op.Sub(
                op.Slice(B, j, op.Add(j, one), minus_two_list),
                op.MatMul(row, solution),
            ),
            op.Slice(row, j, op.Add(j, one), minus_one_list),
        )
        solution = op.Where(
            op.Unsqueeze(op.Equal(positions, j), minus_one_list),
            solved,
            solution,
        )
        j = op.Add(j, step)
    x = op.Identity(solution)
    coefficient = op.Where(
        op.IsNaN(op.ReduceSum(op.Where(op.IsNaN(B), zero, zero), values, keepdims=1)),
        A,
        A,
    )
    return x, coefficient
