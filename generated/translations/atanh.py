"""atanh for the dynamo exporter: aten::atanh -> ONNX Atanh, opsets 18 to 20.

Generated from mappings/aten/atanh.yaml by `opmapgen build`; do not edit.
"""

from onnxscript import opset18 as op

TARGET = "aten::atanh.default"
OPSETS = range(18, 21)


def translation(input):
    return op.Atanh(input)
