"""trace for the dynamo exporter: aten::trace -> ONNX Cast + Identity + Shape + Gather + Less + Where + Reshape + Range + Add + Mul + ReduceSum, opsets 18 to 23.

Generated from mappings/aten/trace.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnx import TensorProto
from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    check_inputs,
    constant,
    is_integer,
    rank,
    torch_fallback,
)

TARGET = "aten::trace.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::trace(Tensor self) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "trace",
    "mappings/aten/trace.yaml",
    dtypes=(
        "float16",
        "float32",
        "float64",
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
    ),
    reasons={
        "bfloat16": "ONNX Runtime has no bfloat16 ReduceSum kernel on the CPU",
        "bool": "torch does not take bool inputs to trace",
    },
)


@torch_fallback(CONTRACT, TARGET)
def translation(input):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(
        rank(input) == 2,
        "the input must be a matrix of known rank 2",
        input=input,
    )
    zero = constant(0, dtype="int64")
    one = constant(1, dtype="int64")
    minus_one_list = constant([-1], dtype="int64")
    if is_integer(input):
        x = op.Cast(input, to=TensorProto.INT64)
    else:
        x = op.Identity(input)
    shape = op.Shape(x)
    m = op.Gather(shape, zero)
    n = op.Gather(shape, one)
    length = op.Where(op.Less(m, n), m, n)
    diagonal = op.Gather(
        op.Reshape(x, minus_one_list),
        op.Mul(op.Range(zero, length, one), op.Add(n, one)),
        axis=0,
    )
    return op.ReduceSum(diagonal, keepdims=0)
