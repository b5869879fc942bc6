"""searchsorted: aten::searchsorted.Tensor -> ONNX GatherElements + Identity + Unsqueeze + Greater + Not + GreaterOrEqual + Cast + ReduceSum, opsets 13 to 20.

Generated from mappings/aten/searchsorted.yaml by `opmapgen build`; do not edit.

Source schema: aten::searchsorted.Tensor(Tensor sorted_sequence, Tensor self, *, bool out_int32=False, bool right=False, str? side=None, Tensor? sorter=None) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_name,
    parse_args,
    present,
    rank,
    torch_fallback,
)

SOURCE_OP = "aten::searchsorted"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "searchsorted",
    "mappings/aten/searchsorted.yaml",
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
    by_input={"sorter": ("int64",)},
    reasons={
        "bfloat16": "ONNX GreaterOrEqual takes bfloat16 only from opset 16, and this mapping starts at 13",
        "bool": "torch does not take bool inputs to searchsorted",
    },
    scalar_typed_ops=("Greater", "GreaterOrEqual"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v", "b", "b", "s", "v")
def symbolic(g, sorted_sequence, input, out_int32, right, side, sorter):
    check_inputs(CONTRACT, sorted_sequence=sorted_sequence, input=input, sorter=sorter)
    CONTRACT.require(
        present(rank(sorted_sequence)) and present(rank(input)),
        "the ranks of sorted_sequence and the values must be known at export",
        sorted_sequence=sorted_sequence,
        input=input,
    )
    CONTRACT.require(
        dtype_name(input) == dtype_name(sorted_sequence),
        "the values must have sorted_sequence's dtype (torch compares other dtypes in their promoted type); cast them first",
        input=input,
        sorted_sequence=sorted_sequence,
    )
    minus_one_list_3 = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
    if present(sorter):
        ordered = g.op("GatherElements", sorted_sequence, sorter, axis_i=-1)
    else:
        ordered = g.op("Identity", sorted_sequence)
    if rank(sorted_sequence) == 1:
        elements = g.op("Identity", ordered)
    else:
        minus_two_list = g.op("Constant", value_t=torch.tensor([-2], dtype=torch.int64))
        elements = g.op("Unsqueeze", ordered, minus_two_list)
    if right or side == "right":
        minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
        after = g.op(
            "Not",
            g.op("Greater", elements, g.op("Unsqueeze", input, minus_one_list)),
        )
    else:
        minus_one_list_2 = g.op(
            "Constant",
            value_t=torch.tensor([-1], dtype=torch.int64),
        )
        after = g.op(
            "Not",
            g.op(
                "GreaterOrEqual",
                elements,
                g.op("Unsqueeze", input, minus_one_list_2),
            ),
        )
    count = g.op(
        "ReduceSum",
        g.op("Cast", after, to_i=TensorProto.INT64),
        minus_one_list_3,
        keepdims_i=0,
    )
    if out_int32:
        return g.op("Cast", count, to_i=TensorProto.INT32)
    else:
        return g.op("Identity", count)
