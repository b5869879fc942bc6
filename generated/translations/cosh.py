"""cosh for the dynamo exporter: aten::cosh -> ONNX Cosh, opsets 18 to 20.

Generated from mappings/aten/cosh.yaml by `opmapgen build`; do not edit.
"""

from onnxscript import opset18 as op

TARGET = "aten::cosh.default"
OPSETS = range(18, 21)


def translation(input):
    return op.Cosh(input)
