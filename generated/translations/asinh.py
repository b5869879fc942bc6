"""asinh for the dynamo exporter: aten::asinh -> ONNX Asinh, opsets 18 to 20.

Generated from mappings/aten/asinh.yaml by `opmapgen build`; do not edit.
"""

from onnxscript import opset18 as op

TARGET = "aten::asinh.default"
OPSETS = range(18, 21)


def translation(input):
    return op.Asinh(input)
