"""diff: aten::diff -> ONNX Concat + Identity + Slice + Xor + Sub, opsets 11 to 20.

Generated from mappings/aten/diff.yaml by `opmapgen build`; do not edit.

Source schema: aten::diff(Tensor self, int n=1, int dim=-1, Tensor? prepend=None, Tensor? append=None) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_name,
    parse_args,
    present,
    torch_fallback,
)

SOURCE_OP = "aten::diff"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(11, 21)
CONTRACT = Contract(
    "diff",
    "mappings/aten/diff.yaml",
    dtypes=("float16", "float32", "float64", "int32", "int64", "bool"),
    reasons={
        "integer": "ONNX Sub takes int8, int16 and uint8 only from opset 14",
        "bfloat16": "ONNX Runtime has no bfloat16 Sub kernel on the CPU",
    },
    scalar_typed_ops=("Concat", "Sub"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "i", "i", "v", "v")
def symbolic(g, input, n, dim, prepend, append):
    check_inputs(CONTRACT, input=input, prepend=prepend, append=append)
    CONTRACT.require(
        n <= 1,
        "only n=0 and n=1 are mapped; for a higher order, call torch.diff n times",
        n=n,
    )
    one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
    values = g.op(
        "Constant",
        value_t=torch.tensor([9223372036854775807], dtype=torch.int64),
    )
    dim_list = g.op("Constant", value_t=torch.tensor([dim], dtype=torch.int64))
    zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
    if present(prepend) and present(append):
        x = g.op("Concat", prepend, input, append, axis_i=dim)
    elif present(prepend):
        x = g.op("Concat", prepend, input, axis_i=dim)
    elif present(append):
        x = g.op("Concat", input, append, axis_i=dim)
    else:
        x = g.op("Identity", input)
    head = g.op("Slice", x, one_list, values, dim_list)
    tail = g.op("Slice", x, zero_list, minus_one_list, dim_list)
    if n == 0:
        return g.op("Identity", input)
    elif dtype_name(input) == "bool":
        return g.op("Xor", head, tail)
    else:
        return g.op("Sub", head, tail)
