"""fliplr: aten::fliplr -> ONNX Slice, opsets 10 to 20.

Generated from mappings/aten/fliplr.yaml by `opmapgen build`; do not edit.

Source schema: aten::fliplr(Tensor self) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_name,
    parse_args,
    torch_fallback,
)

SOURCE_OP = "aten::fliplr"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(10, 21)
CONTRACT = Contract(
    "fliplr",
    "mappings/aten/fliplr.yaml",
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
    variants=('dtype(input) != "bfloat16"', "opset >= 13"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, input):
    check_inputs(CONTRACT, input=input)
    opset = g.opset
    if dtype_name(input) != "bfloat16":
        minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
        values = g.op(
            "Constant",
            value_t=torch.tensor([-9223372036854775808], dtype=torch.int64),
        )
        one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        return g.op("Slice", input, minus_one_list, values, one_list, minus_one_list)
    if opset >= 13:
        minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
        values = g.op(
            "Constant",
            value_t=torch.tensor([-9223372036854775808], dtype=torch.int64),
        )
        one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        return g.op("Slice", input, minus_one_list, values, one_list, minus_one_list)
    CONTRACT.no_variant(input=input, opset=opset)
