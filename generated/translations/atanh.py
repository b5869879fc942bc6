"""atanh for the dynamo exporter: aten::atanh -> ONNX Atanh, opsets 18 to 20.

Generated from mappings/aten/atanh.yaml by `opmapgen build`; do not edit.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import check_inputs

TARGET = "aten::atanh.default"
OPSETS = range(18, 21)
CONTRACT = Contract(
    "atanh",
    "mappings/aten/atanh.yaml",
    dtypes=("float16", "float32"),
    reasons={
        "float64": "ONNX Runtime has no double Atanh kernel",
        "integer": "torch answers integer inputs in float32; ONNX Atanh takes floats only",
        "bool": "torch answers bool inputs in float32; ONNX Atanh takes floats only",
    },
)


def translation(input):
    check_inputs(CONTRACT, input=input)
    return op.Atanh(input)
