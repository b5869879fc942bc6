"""expm1: aten::expm1 -> ONNX Exp + Sub, opsets 9 to 20.

Generated from mappings/aten/expm1.yaml by `opmapgen build`; do not edit.

Source schema: aten::expm1(Tensor self) -> Tensor
"""

import torch
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import check_inputs, dtype_of
from torch.onnx.symbolic_helper import parse_args

SOURCE_OP = "aten::expm1"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(9, 21)
CONTRACT = Contract(
    "expm1",
    "mappings/aten/expm1.yaml",
    dtypes=("float16", "float32", "float64"),
    reasons={
        "integer": "torch answers integer inputs in float32; Exp would answer in the integer dtype",
        "bool": "torch answers bool inputs in float32; ONNX Exp takes no bool",
    },
)


@parse_args("v")
def symbolic(g, input):
    check_inputs(CONTRACT, input=input)
    one = g.op("Constant", value_t=torch.tensor(1.0, dtype=dtype_of(input)))
    exp = g.op("Exp", input)
    return g.op("Sub", exp, one)
