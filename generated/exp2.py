"""exp2: aten::exp2 -> ONNX Pow, opsets 9 to 20.

Generated from mappings/aten/exp2.yaml by `opmapgen build`; do not edit.

Source schema: aten::exp2(Tensor self) -> Tensor
"""

import torch
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import check_inputs, dtype_of
from torch.onnx.symbolic_helper import parse_args

SOURCE_OP = "aten::exp2"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(9, 21)
CONTRACT = Contract(
    "exp2",
    "mappings/aten/exp2.yaml",
    dtypes=("float16", "float32"),
    reasons={
        "float64": "torch's TorchScript exporter turns a 0-dim float64 input of Pow into a float32 result (its scalar type analysis); refused until a guard can say which shapes are safe",
        "integer": "torch answers integer inputs in float32; Pow would answer in the integer dtype",
        "bool": "torch answers bool inputs in float32; ONNX Pow takes no bool",
    },
)


@parse_args("v")
def symbolic(g, input):
    check_inputs(CONTRACT, input=input)
    two = g.op("Constant", value_t=torch.tensor(2.0, dtype=dtype_of(input)))
    return g.op("Pow", two, input)
