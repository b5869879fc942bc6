"""acosh for the dynamo exporter: aten::acosh -> ONNX Acosh, opsets 18 to 20.

Generated from mappings/aten/acosh.yaml by `opmapgen build`; do not edit.
"""

from onnxscript import opset18 as op

TARGET = "aten::acosh.default"
OPSETS = range(18, 21)


def translation(input):
    return op.Acosh(input)
