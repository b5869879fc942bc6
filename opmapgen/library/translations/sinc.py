"""sinc for the dynamo exporter: aten::sinc -> ONNX Mul + Equal + Sin + Div + Where + Cast, opsets 18 to 23.

Generated from mappings/aten/sinc.yaml by `opmapgen build`; do not edit.

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

TARGET = "aten::sinc.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::sinc(Tensor self) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "sinc",
    "mappings/aten/sinc.yaml",
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
        "bfloat16": "ONNX Runtime has no bfloat16 Sin kernel on the CPU",
        "complex": "ONNX has no complex tensors for Sin",
    },
    torch_wrong={"bfloat16": "an invalid model: ONNX Sin takes bfloat16 from opset 22"},
    torch_wrong_below={"bfloat16": 22},
    variants=(
        'dtype(input) in ("float32", "float64")',
        'dtype(input) == "float16"',
        'integer(input) or dtype(input) == "bool"',
    ),
)


@torch_fallback(CONTRACT, TARGET)
def translation(input):
    check_inputs(CONTRACT, input=input)
    if dtype_name(input) in ("float32", "float64"):
        p_c = constant(3.141592653589793, like=input)
        zero = constant(0, like=input)
        one = constant(1, like=input)
        p = op.Mul(input, p_c)
        return op.Where(op.Equal(input, zero), one, op.Div(op.Sin(p), p))
    if dtype_name(input) == "float16":
        p_c = constant(3.141592653589793, dtype="float32")
        zero = constant(0, dtype="float32")
        one = constant(1, dtype="float32")
        x = op.Cast(input, to=TensorProto.FLOAT)
        p = op.Mul(x, p_c)
        return op.Cast(
            op.Where(op.Equal(x, zero), one, op.Div(op.Sin(p), p)),
            to=TensorProto.FLOAT16,
        )
    if is_integer(input) or dtype_name(input) == "bool":
        p_c = constant(3.141592653589793, dtype="float32")
        zero = constant(0, dtype="float32")
        one = constant(1, dtype="float32")
        x = op.Cast(input, to=TensorProto.FLOAT)
        p = op.Mul(x, p_c)
        return op.Where(op.Equal(x, zero), one, op.Div(op.Sin(p), p))
    CONTRACT.no_variant(input=input)
