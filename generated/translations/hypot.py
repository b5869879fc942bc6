"""hypot for the dynamo exporter: aten::hypot -> ONNX Mul + Mul + Add + Sqrt, opsets 18 to 20.

Generated from mappings/aten/hypot.yaml by `opmapgen build`; do not edit.
"""

from onnxscript import opset18 as op

TARGET = "aten::hypot.default"
OPSETS = range(18, 21)


def translation(input, other):
    input_squared = op.Mul(input, input)
    other_squared = op.Mul(other, other)
    sum_of_squares = op.Add(input_squared, other_squared)
    return op.Sqrt(sum_of_squares)
