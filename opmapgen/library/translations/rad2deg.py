"""rad2deg for the dynamo exporter: aten::rad2deg -> ONNX Mul + Cast, opsets 18 to 23.

Generated from mappings/aten/rad2deg.yaml by `opmapgen build`; do not edit.

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

TARGET = "aten::rad2deg.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::rad2deg(Tensor self) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "rad2deg",
    "mappings/aten/rad2deg.yaml",
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
    reasons={"bfloat16": "ONNX Runtime has no bfloat16 Mul kernel on the CPU"},
    variants=("floating(input)", 'integer(input) or dtype(input) == "bool"'),
)


@torch_fallback(CONTRACT, TARGET)
def translation(input):
    check_inputs(CONTRACT, input=input)
    if is_floating(input):
        result_c = constant(57.29577951308232, like=input)
        return op.Mul(input, result_c)
    if is_integer(input) or dtype_name(input) == "bool":
        result_c = constant(57.29577951308232, dtype="float32")
        return op.Mul(op.Cast(input, to=TensorProto.FLOAT), result_c)
    CONTRACT.no_variant(input=input)
