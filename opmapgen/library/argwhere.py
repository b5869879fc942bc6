"""argwhere: aten::argwhere -> ONNX Cast + Reshape + NonZero + Transpose + Slice, opsets 13 to 20.

Generated from mappings/aten/argwhere.yaml by `opmapgen build`; do not edit.

Source schema: aten::argwhere(Tensor self) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    parse_args,
    present,
    rank,
    torch_fallback,
)

SOURCE_OP = "aten::argwhere"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "argwhere",
    "mappings/aten/argwhere.yaml",
    dtypes=(
        "bool",
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
        "float16",
        "float32",
        "float64",
    ),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, input):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(
        present(rank(input)),
        "the input's rank must be known at export",
        input=input,
    )
    if rank(input) == 0:
        one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        found = g.op(
            "Transpose",
            g.op(
                "NonZero",
                g.op("Reshape", g.op("Cast", input, to_i=TensorProto.BOOL), one_list),
            ),
            perm_i=[1, 0],
        )
        return g.op("Slice", found, zero_list, zero_list, one_list)
    return g.op(
        "Transpose",
        g.op("NonZero", g.op("Cast", input, to_i=TensorProto.BOOL)),
        perm_i=[1, 0],
    )
