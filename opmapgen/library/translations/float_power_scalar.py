"""float_power_scalar for the dynamo exporter: aten::float_power.Scalar -> ONNX Cast + Pow, opsets 18 to 23.

Generated from mappings/aten/float_power_scalar.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnx import TensorProto
from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import check_inputs, constant, torch_fallback

TARGET = "aten::float_power.Scalar"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::float_power.Scalar(Scalar self, Tensor exponent) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "float_power_scalar",
    "mappings/aten/float_power_scalar.yaml",
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
    reasons={
        "bfloat16": "ONNX Runtime has no bfloat16 Cast to float64 on the CPU",
        "complex": "ONNX has no complex tensors for Pow",
    },
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, exponent):
    check_inputs(CONTRACT, exponent=exponent)
    input_value = constant(input, dtype="float64")
    y = op.Cast(exponent, to=TensorProto.DOUBLE)
    return op.Pow(op.Cast(input_value, to=TensorProto.DOUBLE), y)
