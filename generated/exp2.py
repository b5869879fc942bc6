"""exp2: aten::exp2 -> ONNX Pow, opsets 9 to 20.

Generated from mappings/aten/exp2.yaml by `opmapgen build`; do not edit.

Source schema: aten::exp2(Tensor self) -> Tensor
"""

import torch
from opmapgen.runtime.symbolic import dtype_of
from torch.onnx.symbolic_helper import parse_args

SOURCE_OP = "aten::exp2"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(9, 21)


@parse_args("v")
def symbolic(g, input):
    two = g.op("Constant", value_t=torch.tensor(2.0, dtype=dtype_of(input)))
    return g.op("Pow", two, input)
