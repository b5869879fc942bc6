"""nonzero_static: aten::nonzero_static -> ONNX Cast + NonZero + Transpose + Shape + Concat + Expand + Slice, opsets 13 to 20.

Generated from mappings/aten/nonzero_static.yaml by `opmapgen build`; do not edit.

Source schema: aten::nonzero_static(Tensor self, *, SymInt size, int fill_value=-1) -> Tensor

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

SOURCE_OP = "aten::nonzero_static"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "nonzero_static",
    "mappings/aten/nonzero_static.yaml",
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
    scalar_typed_ops=("Concat",),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "i", "i")
def symbolic(g, input, size, fill_value):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(
        present(rank(input)) and rank(input) > 0,
        "the input's rank must be known at export and at least 1",
        input=input,
    )
    fill_value_value = g.op(
        "Constant",
        value_t=torch.tensor(fill_value, dtype=torch.int64),
    )
    size_list = g.op("Constant", value_t=torch.tensor([size], dtype=torch.int64))
    zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    found = g.op(
        "Transpose",
        g.op("NonZero", g.op("Cast", input, to_i=TensorProto.BOOL)),
        perm_i=[1, 0],
    )
    fill = g.op(
        "Expand",
        g.op("Cast", fill_value_value, to_i=TensorProto.INT64),
        g.op("Concat", size_list, g.op("Shape", g.op("Shape", input)), axis_i=0),
    )
    return g.op(
        "Slice",
        g.op("Concat", found, fill, axis_i=0),
        zero_list,
        size_list,
        zero_list,
    )
