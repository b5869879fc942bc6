"""copy for the dynamo exporter: aten::copy -> ONNX Shape + Expand + Cast, opsets 18 to 23.

Generated from mappings/aten/copy.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import check_inputs, onnx_dtype_of, torch_fallback

TARGET = "aten::copy.default"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "copy",
    "mappings/aten/copy.yaml",
    dtypes=(
        "bool",
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
        "float16",
        "bfloat16",
        "float32",
        "float64",
    ),
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, src, non_blocking=False):
    check_inputs(CONTRACT, input=input, src=src)
    return op.Cast(op.Expand(src, op.Shape(input)), to=onnx_dtype_of(input))
