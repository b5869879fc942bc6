"""native_channel_shuffle: aten::native_channel_shuffle -> ONNX Shape + Slice + Div + Concat + ReduceProd + Reshape + Transpose, opsets 10 to 20.

Generated from mappings/aten/native_channel_shuffle.yaml by `opmapgen build`; do not edit.

Source schema: aten::native_channel_shuffle(Tensor self, SymInt groups) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import check_inputs, parse_args, torch_fallback

SOURCE_OP = "aten::native_channel_shuffle"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(10, 21)
CONTRACT = Contract(
    "native_channel_shuffle",
    "mappings/aten/native_channel_shuffle.yaml",
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
    reasons={"complex": "ONNX has no complex tensors"},
    scalar_typed_ops=("Div", "Concat"),
    scalar_typed_inputs=(),
    dtype_opsets={"bfloat16": 13},
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "i")
def symbolic(g, input, groups):
    opset = g.opset
    check_inputs(CONTRACT, input=input, opset=opset)
    zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
    two_list = g.op("Constant", value_t=torch.tensor([2], dtype=torch.int64))
    groups_value = g.op("Constant", value_t=torch.tensor(groups, dtype=torch.int64))
    values = g.op(
        "Constant",
        value_t=torch.tensor([9223372036854775807], dtype=torch.int64),
    )
    groups_list = g.op("Constant", value_t=torch.tensor([groups], dtype=torch.int64))
    shape = g.op("Shape", input)
    grid = g.op(
        "Concat",
        g.op("Slice", shape, zero_list, one_list),
        groups_list,
        g.op("Div", g.op("Slice", shape, one_list, two_list), groups_value),
        g.op(
            "ReduceProd",
            g.op("Concat", one_list, g.op("Slice", shape, two_list, values), axis_i=0),
            keepdims_i=1,
        ),
        axis_i=0,
    )
    return g.op(
        "Reshape",
        g.op("Transpose", g.op("Reshape", input, grid), perm_i=[0, 2, 1, 3]),
        shape,
    )
