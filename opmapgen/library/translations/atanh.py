"""atanh for the dynamo exporter: aten::atanh -> ONNX Atanh + Add + Sub + Div + Log + Mul + Cast, opsets 18 to 23.

Generated from mappings/aten/atanh.yaml by `opmapgen build`; do not edit.

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
    is_integer,
    torch_fallback,
)

TARGET = "aten::atanh.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::atanh(Tensor self) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "atanh",
    "mappings/aten/atanh.yaml",
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
    reasons={"bfloat16": "ONNX Runtime has no bfloat16 Atanh kernel on the CPU"},
    torch_wrong={
        "bfloat16": "an invalid model: ONNX Atanh takes bfloat16 from opset 22",
    },
    torch_wrong_below={"bfloat16": 22},
    variants=(
        'dtype(input) in ("float16", "float32")',
        'dtype(input) == "float64"',
        'integer(input) or dtype(input) == "bool"',
    ),
)


@torch_fallback(CONTRACT, TARGET)
def translation(input):
    check_inputs(CONTRACT, input=input)
    if dtype_name(input) in ("float16", "float32"):
        return op.Atanh(input)
    if dtype_name(input) == "float64":
        one = constant(1, like=input)
        half = constant(0.5, like=input)
        return op.Mul(half, op.Log(op.Div(op.Add(one, input), op.Sub(one, input))))
    if is_integer(input) or dtype_name(input) == "bool":
        return op.Atanh(op.Cast(input, to=TensorProto.FLOAT))
    CONTRACT.no_variant(input=input)
