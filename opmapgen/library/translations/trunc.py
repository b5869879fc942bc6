"""trunc for the dynamo exporter: aten::trunc -> ONNX Sign + Abs + Floor + Mul + Identity, opsets 18 to 23.

Generated from mappings/aten/trunc.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    check_inputs,
    is_floating,
    is_integer,
    torch_fallback,
)

TARGET = "aten::trunc.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::trunc(Tensor self) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "trunc",
    "mappings/aten/trunc.yaml",
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
    reasons={"bfloat16": "ONNX Runtime has no bfloat16 Floor kernel on the CPU"},
    variants=("floating(input)", "integer(input)"),
)


@torch_fallback(CONTRACT, TARGET)
def translation(input):
    check_inputs(CONTRACT, input=input)
    if is_floating(input):
        return op.Mul(op.Sign(input), op.Floor(op.Abs(input)))
    if is_integer(input):
        return op.Identity(input)
    CONTRACT.no_variant(input=input)
