"""isposinf for the dynamo exporter: aten::isposinf -> ONNX Equal + Not + And, opsets 18 to 23.

Generated from mappings/aten/isposinf.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    check_inputs,
    constant,
    dtype_name,
    is_floating,
    is_integer,
    torch_fallback,
)

TARGET = "aten::isposinf.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::isposinf(Tensor self) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "isposinf",
    "mappings/aten/isposinf.yaml",
    dtypes=(
        "float16",
        "float32",
        "float64",
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
        "bool",
    ),
    reasons={"bfloat16": "ONNX Runtime has no bfloat16 Equal kernel on the CPU"},
    variants=("floating(input)", "integer(input)", 'dtype(input) == "bool"'),
)


@torch_fallback(CONTRACT, TARGET)
def translation(input):
    check_inputs(CONTRACT, input=input)
    if is_floating(input):
        inf = constant(float("inf"), like=input)
        return op.Equal(input, inf)
    if is_integer(input):
        return op.Not(op.Equal(input, input))
    if dtype_name(input) == "bool":
        return op.And(input, op.Not(input))
    CONTRACT.no_variant(input=input)
