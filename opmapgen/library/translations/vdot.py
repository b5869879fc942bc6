"""vdot for the dynamo exporter: aten::vdot -> ONNX Cast + MatMul, opsets 18 to 23.

Generated from mappings/aten/vdot.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnx import TensorProto
from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    check_inputs,
    dtype_name,
    onnx_dtype_of,
    torch_fallback,
)

TARGET = "aten::vdot.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::vdot(Tensor self, Tensor other) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "vdot",
    "mappings/aten/vdot.yaml",
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
        "bfloat16": "ONNX Runtime has no bfloat16 MatMul kernel on the CPU",
        "bool": "torch does not take bool inputs to vdot",
    },
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, other):
    check_inputs(CONTRACT, input=input, other=other)
    CONTRACT.require(
        dtype_name(input) == dtype_name(other),
        "inputs of different dtypes are not mapped (torch refuses them too)",
        input=input,
        other=other,
    )
    if dtype_name(input) in ("int8", "int16", "uint8"):
        return op.Cast(
            op.MatMul(
                op.Cast(input, to=TensorProto.INT32),
                op.Cast(other, to=TensorProto.INT32),
            ),
            to=onnx_dtype_of(input),
        )
    else:
        return op.MatMul(input, other)
