"""linalg_tensorinv: aten::linalg_tensorinv -> ONNX Shape + Slice + ReduceProd + Concat + Reshape + com.microsoft::Inverse + CastLike, opsets 15 to 20.

Generated from mappings/aten/linalg_tensorinv.yaml by `opmapgen build`; do not edit.

Source schema: aten::linalg_tensorinv(Tensor self, int ind=2) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    parse_args,
    torch_fallback,
    typed_like,
)

SOURCE_OP = "aten::linalg_tensorinv"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(15, 21)
CONTRACT = Contract(
    "linalg_tensorinv",
    "mappings/aten/linalg_tensorinv.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "torch does not take float16 inputs to linalg_tensorinv on the CPU",
        "complex": "com.microsoft::Inverse takes no complex inputs",
    },
    scalar_typed_ops=("Concat",),
    scalar_typed_inputs=(),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "i")
def symbolic(g, input, ind):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(ind > 0, "torch requires ind > 0", ind=ind)
    zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    ind_list = g.op("Constant", value_t=torch.tensor([ind], dtype=torch.int64))
    values = g.op(
        "Constant",
        value_t=torch.tensor([9223372036854775807], dtype=torch.int64),
    )
    head = g.op("Slice", g.op("Shape", input), zero_list, ind_list)
    tail = g.op("Slice", g.op("Shape", input), ind_list, values)
    rows = g.op("ReduceProd", head, keepdims_i=1)
    matrix = g.op("Reshape", input, g.op("Concat", rows, rows, axis_i=0), allowzero_i=1)
    inverse = typed_like(g.op("com.microsoft::Inverse", matrix), 0)
    return g.op(
        "Reshape",
        g.op("CastLike", inverse, input),
        g.op("Concat", tail, head, axis_i=0),
        allowzero_i=1,
    )
