"""heaviside for the dynamo exporter: aten::heaviside -> ONNX Or + Equal + Cast + Greater + Where, opsets 18 to 23.

Generated from mappings/aten/heaviside.yaml by `opmapgen build`; do not edit.

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
    onnx_dtype_of,
    promote,
    torch_fallback,
)

TARGET = "aten::heaviside.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::heaviside(Tensor self, Tensor values) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "heaviside",
    "mappings/aten/heaviside.yaml",
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
        "bfloat16": "ONNX Runtime has no bfloat16 Equal or Greater kernel on the CPU",
    },
    promote=("input", "values"),
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, values):
    check_inputs(CONTRACT, input=input, values=values)
    # torch's type promotion: one dtype for these, as torch.result_type gives it
    input, values = promote(CONTRACT, input=input, values=values)
    if dtype_name(input) == "bool":
        return op.Or(input, values)
    if dtype_name(input) == "int16":
        zero = constant(0, like=input)
        r = op.Where(
            op.Equal(input, zero),
            op.Cast(values, to=TensorProto.INT32),
            op.Cast(op.Greater(input, zero), to=TensorProto.INT32),
        )
        return op.Cast(r, to=onnx_dtype_of(input))
    zero = constant(0, like=input)
    return op.Where(
        op.Equal(input, zero),
        values,
        op.Cast(op.Greater(input, zero), to=onnx_dtype_of(input)),
    )
