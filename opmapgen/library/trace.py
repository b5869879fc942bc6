"""trace: aten::trace -> ONNX Cast + Identity + Shape + Gather + Less + Where + Reshape + Range + Add + Mul + ReduceSum, opsets 13 to 20.

Generated from mappings/aten/trace.yaml by `opmapgen build`; do not edit.

Source schema: aten::trace(Tensor self) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    is_integer,
    parse_args,
    rank,
    torch_fallback,
)

SOURCE_OP = "aten::trace"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "trace",
    "mappings/aten/trace.yaml",
    dtypes=(
        "float16",
        "float32",
        "float64",
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
    ),
    reasons={
        "bfloat16": "ONNX Runtime has no bfloat16 ReduceSum kernel on the CPU",
        "bool": "torch does not take bool inputs to trace",
    },
    scalar_typed_ops=("Less", "Add", "Mul"),
    scalar_typed_inputs=(),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, input):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(
        rank(input) == 2,
        "the input must be a matrix of known rank 2",
        input=input,
    )
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
    one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
    minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
    if is_integer(input):
        x = g.op("Cast", input, to_i=TensorProto.INT64)
    else:
        x = g.op("Identity", input)
    shape = g.op("Shape", x)
    m = g.op("Gather", shape, zero)
    n = g.op("Gather", shape, one)
    length = g.op("Where", g.op("Less", m, n), m, n)
    diagonal = g.op(
        "Gather",
        g.op("Reshape", x, minus_one_list),
        g.op("Mul", g.op("Range", zero, length, one), g.op("Add", n, one)),
        axis_i=0,
    )
    return g.op("ReduceSum", diagonal, keepdims_i=0)
