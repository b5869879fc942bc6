"""cosh: aten::cosh -> ONNX Cosh, opsets 9 to 20.

Generated from mappings/aten/cosh.yaml by `opmapgen build`; do not edit.

Source schema: aten::cosh(Tensor self) -> Tensor
"""

from torch.onnx.symbolic_helper import parse_args

SOURCE_OP = "aten::cosh"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(9, 21)


@parse_args("v")
def symbolic(g, input):
    return g.op("Cosh", input)
