"""flipud: aten::flipud -> ONNX Slice, opsets 10 to 20.

Generated from mappings/aten/flipud.yaml by `opmapgen build`; do not edit.

Source schema: aten::flipud(Tensor self) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import check_inputs, parse_args, torch_fallback

SOURCE_OP = "aten::flipud"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(10, 21)
CONTRACT = Contract(
    "flipud",
    "mappings/aten/flipud.yaml",
    dtypes=(
        "float16",
        "bfloat16",
        "float32",
        "float64",
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
        "bool",
    ),
    dtype_opsets={"bfloat16": 13},
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, input):
    opset = g.opset
    check_inputs(CONTRACT, input=input, opset=opset)
    minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
    values = g.op(
        "Constant",
        value_t=torch.tensor([-9223372036854775808], dtype=torch.int64),
    )
    zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    return g.op("Slice", input, minus_one_list, values, zero_list, minus_one_list)
