"""diag for the dynamo exporter: aten::diag -> ONNX Shape + Gather + Add + Sub + Range + Reshape + Identity + Equal + Where + Concat + Less + Greater + Mul, opsets 18 to 23.

Generated from mappings/aten/diag.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import check_inputs, constant, rank, torch_fallback

TARGET = "aten::diag.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::diag(Tensor self, int diagonal=0) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "diag",
    "mappings/aten/diag.yaml",
    dtypes=(
        "float16",
        "bfloat16",
        "float32",
        "float64",
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
        "bool",
    ),
    variants=("rank(input) == 1", "rank(input) == 2"),
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, diagonal=0):
    check_inputs(CONTRACT, input=input)
    if rank(input) == 1:
        zero = constant([0], like=input)
        zero_2 = constant(0, dtype="int64")
        one = constant(1, dtype="int64")
        values = constant([-1, 1], dtype="int64")
        values_2 = constant([1, -1], dtype="int64")
        diagonal_value_3 = constant(diagonal, dtype="int64")
        n = op.Gather(op.Shape(input), zero_2)
        if diagonal >= 0:
            diagonal_value = constant(diagonal, dtype="int64")
            size = op.Add(n, diagonal_value)
        else:
            diagonal_value_2 = constant(diagonal, dtype="int64")
            size = op.Sub(n, diagonal_value_2)
        positions = op.Range(zero_2, size, one)
        rows = op.Reshape(positions, values)
        cols = op.Reshape(positions, values_2)
        if diagonal >= 0:
            source = op.Identity(rows)
        else:
            source = op.Identity(cols)
        index = op.Where(op.Equal(op.Sub(cols, rows), diagonal_value_3), source, n)
        return op.Gather(op.Concat(input, zero, axis=0), index, axis=0)
    if rank(input) == 2:
        zero = constant(0, dtype="int64")
        one = constant(1, dtype="int64")
        minus_one_list = constant([-1], dtype="int64")
        shape = op.Shape(input)
        m = op.Gather(shape, zero)
        n = op.Gather(shape, one)
        if diagonal >= 0:
            rows = op.Identity(m)
        else:
            diagonal_value = constant(diagonal, dtype="int64")
            rows = op.Add(m, diagonal_value)
        if diagonal >= 0:
            diagonal_value_2 = constant(diagonal, dtype="int64")
            cols = op.Sub(n, diagonal_value_2)
        else:
            cols = op.Identity(n)
        shorter = op.Where(op.Less(rows, cols), rows, cols)
        length = op.Where(op.Greater(shorter, zero), shorter, zero)
        steps = op.Mul(op.Range(zero, length, one), op.Add(n, one))
        if diagonal >= 0:
            diagonal_value_3 = constant(diagonal, dtype="int64")
            index = op.Add(steps, diagonal_value_3)
        else:
            diagonal_value_4 = constant(diagonal, dtype="int64")
            index = op.Sub(steps, op.Mul(diagonal_value_4, n))
        return op.Gather(op.Reshape(input, minus_one_list), index, axis=0)
    CONTRACT.no_variant(input=input)
