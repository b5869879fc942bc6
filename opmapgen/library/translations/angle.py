"""angle for the dynamo exporter: aten::angle -> ONNX Equal + Not + Less + Cast + Mul + Where, opsets 18 to 23.

Generated from mappings/aten/angle.yaml by `opmapgen build`; do not edit.

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
    onnx_dtype_of,
    torch_fallback,
)

TARGET = "aten::angle.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::angle(Tensor self) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "angle",
    "mappings/aten/angle.yaml",
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
        "bfloat16": "ONNX Cast takes bfloat16 only from opset 13, and this mapping starts at 11",
        "complex": "ONNX has no complex tensors",
    },
    variants=("floating(input)", 'integer(input) or dtype(input) == "bool"'),
)


@torch_fallback(CONTRACT, TARGET)
def translation(input):
    check_inputs(CONTRACT, input=input)
    if is_floating(input):
        zero = constant(0, like=input)
        result_c = constant(3.141592653589793, like=input)
        return op.Where(
            op.Not(op.Equal(input, input)),
            input,
            op.Mul(op.Cast(op.Less(input, zero), to=onnx_dtype_of(input)), result_c),
        )
    if is_integer(input) or dtype_name(input) == "bool":
        zero = constant(0, dtype="float32")
        result_c = constant(3.141592653589793, dtype="float32")
        x = op.Cast(input, to=TensorProto.FLOAT)
        return op.Mul(op.Cast(op.Less(x, zero), to=TensorProto.FLOAT), result_c)
    CONTRACT.no_variant(input=input)
