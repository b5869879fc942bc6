"""expm1 for the dynamo exporter: aten::expm1 -> ONNX Exp + Sub, opsets 18 to 20.

Generated from mappings/aten/expm1.yaml by `opmapgen build`; do not edit.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.translation import constant

TARGET = "aten::expm1.default"
OPSETS = range(18, 21)


def translation(input):
    one = constant(1.0, like=input)
    exp = op.Exp(input)
    return op.Sub(exp, one)
