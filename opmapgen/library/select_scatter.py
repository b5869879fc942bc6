"""select_scatter: aten::select_scatter -> ONNX Slice + Identity + Cast + Unsqueeze + Concat, opsets 13 to 20.

Generated from mappings/aten/select_scatter.yaml by `opmapgen build`; do not edit.

Source schema: aten::select_scatter(Tensor self, Tensor src, int dim, SymInt index) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_name,
    onnx_dtype_of,
    parse_args,
    torch_fallback,
)

SOURCE_OP = "aten::select_scatter"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "select_scatter",
    "mappings/aten/select_scatter.yaml",
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
    scalar_typed_ops=("Concat",),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v", "i", "i")
def symbolic(g, input, src, dim, index):
    check_inputs(CONTRACT, input=input, src=src)
    zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    index_list = g.op("Constant", value_t=torch.tensor([index], dtype=torch.int64))
    dim_list = g.op("Constant", value_t=torch.tensor([dim], dtype=torch.int64))
    before = g.op("Slice", input, zero_list, index_list, dim_list)
    if index == -1:
        values = g.op(
            "Constant",
            value_t=torch.tensor([9223372036854775807], dtype=torch.int64),
        )
        dim_list_2 = g.op("Constant", value_t=torch.tensor([dim], dtype=torch.int64))
        after = g.op("Slice", input, values, values, dim_list_2)
    else:
        values_2 = g.op(
            "Constant",
            value_t=torch.tensor([index + 1], dtype=torch.int64),
        )
        values_3 = g.op(
            "Constant",
            value_t=torch.tensor([9223372036854775807], dtype=torch.int64),
        )
        dim_list_3 = g.op("Constant", value_t=torch.tensor([dim], dtype=torch.int64))
        after = g.op("Slice", input, values_2, values_3, dim_list_3)
    if dtype_name(src) == dtype_name(input):
        written = g.op("Identity", src)
    else:
        written = g.op("Cast", src, to_i=onnx_dtype_of(input))
    return g.op(
        "Concat",
        before,
        g.op("Unsqueeze", written, dim_list),
        after,
        axis_i=dim,
    )
