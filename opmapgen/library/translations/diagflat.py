"""diagflat for the dynamo exporter: aten::diagflat -> ONNX Reshape + Shape + Gather + Add + Sub + Range + Identity + Equal + Where + Concat, opsets 18 to 23.

Generated from mappings/aten/diagflat.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import check_inputs, constant, torch_fallback

TARGET = "aten::diagflat.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::diagflat(Tensor self, int offset=0) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "diagflat",
    "mappings/aten/diagflat.yaml",
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
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, offset=0):
    check_inputs(CONTRACT, input=input)
    zero = constant([0], like=input)
    minus_one_list = constant([-1], dtype="int64")
    zero_2 = constant(0, dtype="int64")
    one = constant(1, dtype="int64")
    values = constant([-1, 1], dtype="int64")
    values_2 = constant([1, -1], dtype="int64")
    offset_value_3 = constant(offset, dtype="int64")
    flat = op.Reshape(input, minus_one_list)
    n = op.Gather(op.Shape(flat), zero_2)
    if offset >= 0:
        offset_value = constant(offset, dtype="int64")
        size = op.Add(n, offset_value)
    else:
        offset_value_2 = constant(offset, dtype="int64")
        size = op.Sub(n, offset_value_2)
    positions = op.Range(zero_2, size, one)
    rows = op.Reshape(positions, values)
    cols = op.Reshape(positions, values_2)
    if offset >= 0:
        source = op.Identity(rows)
    else:
        source = op.Identity(cols)
    index = op.Where(op.Equal(op.Sub(cols, rows), offset_value_3), source, n)
    return op.Gather(op.Concat(flat, zero, axis=0), index, axis=0)
