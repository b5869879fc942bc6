"""hypot: aten::hypot -> ONNX Mul + Mul + Add + Sqrt, opsets 9 to 20.

Generated from mappings/aten/hypot.yaml by `opmapgen build`; do not edit.

Source schema: aten::hypot(Tensor self, Tensor other) -> Tensor
"""

from torch.onnx.symbolic_helper import parse_args

SOURCE_OP = "aten::hypot"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(9, 21)


@parse_args("v", "v")
def symbolic(g, input, other):
    input_squared = g.op("Mul", input, input)
    other_squared = g.op("Mul", other, other)
    sum_of_squares = g.op("Add", input_squared, other_squared)
    return g.op("Sqrt", sum_of_squares)
