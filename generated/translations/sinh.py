"""sinh for the dynamo exporter: aten::sinh -> ONNX Sinh, opsets 18 to 20.

Generated from mappings/aten/sinh.yaml by `opmapgen build`; do not edit.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import check_inputs

TARGET = "aten::sinh.default"
OPSETS = range(18, 21)
CONTRACT = Contract(
    "sinh",
    "mappings/aten/sinh.yaml",
    dtypes=("float16", "float32"),
    reasons={
        "float64": "ONNX Runtime has no double Sinh kernel",
        "integer": "torch answers integer inputs in float32; ONNX Sinh takes floats only",
        "bool": "torch answers bool inputs in float32; ONNX Sinh takes floats only",
    },
)


def translation(input):
    check_inputs(CONTRACT, input=input)
    return op.Sinh(input)
