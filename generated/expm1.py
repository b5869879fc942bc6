"""expm1: aten::expm1 -> ONNX Exp + Sub, opsets 9 to 20.

Generated from mappings/aten/expm1.yaml by `opmapgen build`; do not edit.

Source schema: aten::expm1(Tensor self) -> Tensor
"""

import torch
from opmapgen.runtime.symbolic import dtype_of
from torch.onnx.symbolic_helper import parse_args

SOURCE_OP = "aten::expm1"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(9, 21)


@parse_args("v")
def symbolic(g, input):
    one = g.op("Constant", value_t=torch.tensor(1.0, dtype=dtype_of(input)))
    exp = g.op("Exp", input)
    return g.op("Sub", exp, one)
