"""expm1 for the dynamo exporter: aten::expm1 -> ONNX Cast + Exp + Sub, opsets 18 to 23.

Generated from mappings/aten/expm1.yaml by `opmapgen build`; do not edit.

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
    is_floating,
    is_integer,
    torch_fallback,
)

TARGET = "aten::expm1.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::expm1(Tensor self) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "expm1",
    "mappings/aten/expm1.yaml",
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
    reasons={"bfloat16": "ONNX Runtime has no bfloat16 Exp kernel on the CPU"},
    variants=(
        'dtype(input) == "float16"',
        "floating(input)",
        'integer(input) or dtype(input) == "bool"',
    ),
)


@torch_fallback(CONTRACT, TARGET)
def translation(input):
    check_inputs(CONTRACT, input=input)
    if dtype_name(input) == "float16":
        one = constant(1, dtype="float32")
        return op.Cast(
            op.Sub(op.Exp(op.Cast(input, to=TensorProto.FLOAT)), one),
            to=TensorProto.FLOAT16,
        )
    if is_floating(input):
        one = constant(1, like=input)
        return op.Sub(op.Exp(input), one)
    if is_integer(input) or dtype_name(input) == "bool":
        one = constant(1, dtype="float32")
        return op.Sub(op.Exp(op.Cast(input, to=TensorProto.FLOAT)), one)
    CONTRACT.no_variant(input=input)
