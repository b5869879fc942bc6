"""sinh for the dynamo exporter: aten::sinh -> ONNX Sinh, opsets 18 to 20.

Generated from mappings/aten/sinh.yaml by `opmapgen build`; do not edit.
"""

from onnxscript import opset18 as op

TARGET = "aten::sinh.default"
OPSETS = range(18, 21)


def translation(input):
    return op.Sinh(input)
