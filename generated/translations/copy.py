"""copy for the dynamo exporter: aten::copy -> ONNX Shape + Expand + Cast, opsets 18 to 23.

Generated from mappings/aten/copy.yaml by `opmapgen build`; do not edit.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import check_inputs, onnx_dtype_of

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


def translation(input, src, non_blocking=False):
    check_inputs(CONTRACT, input=input, src=src)
    return op.Cast(op.Expand(src, op.Shape(input)), to=onnx_dtype_of(input))
