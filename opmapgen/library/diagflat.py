"""diagflat: aten::diagflat -> ONNX Reshape + Shape + Gather + Add + Sub + Range + Identity + Equal + Where + Concat, opsets 11 to 20.

Generated from mappings/aten/diagflat.yaml by `opmapgen build`; do not edit.

Source schema: aten::diagflat(Tensor self, int offset=0) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import check_inputs, dtype_of, parse_args, torch_fallback

SOURCE_OP = "aten::diagflat"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(11, 21)
CONTRACT = Contract(
    "diagflat",
    "mappings/aten/diagflat.yaml",
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
    scalar_typed_ops=("Add", "Sub", "Equal", "Concat"),
    dtype_opsets={"bfloat16": 13},
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "i")
def symbolic(g, input, offset):
    opset = g.opset
    check_inputs(CONTRACT, input=input, opset=opset)
    zero = g.op("Constant", value_t=torch.tensor([0], dtype=dtype_of(input)))
    minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
    zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
    one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
    values = g.op("Constant", value_t=torch.tensor([-1, 1], dtype=torch.int64))
    values_2 = g.op("Constant", value_t=torch.tensor([1, -1], dtype=torch.int64))
    offset_value_3 = g.op("Constant", value_t=torch.tensor(offset, dtype=torch.int64))
    flat = g.op("Reshape", input, minus_one_list)
    n = g.op("Gather", g.op("Shape", flat), zero_2)
    if offset >= 0:
        offset_value = g.op("Constant", value_t=torch.tensor(offset, dtype=torch.int64))
        size = g.op("Add", n, offset_value)
    else:
        offset_value_2 = g.op(
            "Constant",
            value_t=torch.tensor(offset, dtype=torch.int64),
        )
        size = g.op("Sub", n, offset_value_2)
    positions = g.op("Range", zero_2, size, one)
    rows = g.op("Reshape", positions, values)
    cols = g.op("Reshape", positions, values_2)
    if offset >= 0:
        source = g.op("Identity", rows)
    else:
        source = g.op("Identity", cols)
    index = g.op(
        "Where",
        g.op("Equal", g.op("Sub", cols, rows), offset_value_3),
        source,
        n,
    )
    return g.op("Gather", g.op("Concat", flat, zero, axis_i=0), index, axis_i=0)
