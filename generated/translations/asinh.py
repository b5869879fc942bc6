"""asinh for the dynamo exporter: aten::asinh -> ONNX Asinh, opsets 18 to 20.

Generated from mappings/aten/asinh.yaml by `opmapgen build`; do not edit.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import check_inputs

TARGET = "aten::asinh.default"
OPSETS = range(18, 21)
CONTRACT = Contract(
    "asinh",
    "mappings/aten/asinh.yaml",
    dtypes=("float16", "float32"),
    reasons={
        "float64": "ONNX Runtime has no double Asinh kernel",
        "integer": "torch answers integer inputs in float32; ONNX Asinh takes floats only",
        "bool": "torch answers bool inputs in float32; ONNX Asinh takes floats only",
    },
)


def translation(input):
    check_inputs(CONTRACT, input=input)
    return op.Asinh(input)
