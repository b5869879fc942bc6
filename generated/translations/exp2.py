"""exp2 for the dynamo exporter: aten::exp2 -> ONNX Pow, opsets 18 to 20.

Generated from mappings/aten/exp2.yaml by `opmapgen build`; do not edit.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.translation import constant

TARGET = "aten::exp2.default"
OPSETS = range(18, 21)


def translation(input):
    two = constant(2.0, like=input)
    return op.Pow(two, input)
