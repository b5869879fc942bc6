"""cummax: aten::cummax -> ONNX Identity + Cast + Unsqueeze + Slice + Shape + Gather + Range + GreaterOrEqual + Where + ArgMax + GatherElements + Equal + And + Not + ReduceSum + Greater, opsets 13 to 20.

Generated from mappings/aten/cummax.yaml by `opmapgen build`; do not edit.

Source schema: aten::cummax(Tensor self, int dim) -> (Tensor values, Tensor indices)

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_name,
    is_floating,
    parse_args,
    present,
    rank,
    torch_fallback,
)

SOURCE_OP = "aten::cummax"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "cummax",
    "mappings/aten/cummax.yaml",
    dtypes=(
        "bool",
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
        "float16",
        "bfloat16",
        "float32",
        "float64",
    ),
    scalar_typed_ops=("GreaterOrEqual", "Equal", "Greater"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "i")
def symbolic(g, input, dim):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(
        present(rank(input)),
        "the rank of the input must be known at export",
        input=input,
    )
    if rank(input) == 0:
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        values = g.op("Identity", input)
        indices = g.op("Identity", zero)
        return values, indices
    values_2 = g.op(
        "Constant",
        value_t=torch.tensor([dim % rank(input)], dtype=torch.int64),
    )
    zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
    dim_list = g.op("Constant", value_t=torch.tensor([dim], dtype=torch.int64))
    scalar = g.op(
        "Constant",
        value_t=torch.tensor(dim % rank(input), dtype=torch.int64),
    )
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
    one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
    if dtype_name(input) in ("float16", "bfloat16"):
        y = g.op("Cast", input, to_i=TensorProto.FLOAT)
    elif is_floating(input):
        y = g.op("Identity", input)
    else:
        y = g.op("Cast", input, to_i=TensorProto.INT64)
    expanded = g.op("Unsqueeze", y, values_2)
    first = g.op("Unsqueeze", g.op("Slice", y, zero_list, one_list, dim_list), values_2)
    positions = g.op("Range", zero, g.op("Gather", g.op("Shape", input), scalar), one)
    lower = g.op(
        "GreaterOrEqual",
        g.op("Unsqueeze", positions, one_list),
        g.op("Unsqueeze", positions, zero_list),
    )
    if dim % rank(input) == rank(input) - 1:
        mask = g.op("Identity", lower)
    else:
        scalar_2 = g.op(
            "Constant",
            value_t=torch.tensor(
                list(range(2, rank(input) + 1 - dim % rank(input))),
                dtype=torch.int64,
            ),
        )
        mask = g.op("Unsqueeze", lower, scalar_2)
    masked = g.op("Where", mask, expanded, first)
    top = g.op(
        "GatherElements",
        masked,
        g.op("ArgMax", masked, axis_i=dim % rank(input) + 1, keepdims_i=1),
        axis_i=dim % rank(input) + 1,
    )
    hits = g.op(
        "Cast",
        g.op("And", mask, g.op("Equal", expanded, top)),
        to_i=TensorProto.INT32,
    )
    last = g.op(
        "ArgMax",
        hits,
        axis_i=dim % rank(input) + 1,
        keepdims_i=0,
        select_last_index_i=1,
    )
    if is_floating(input):
        values_3 = g.op(
            "Constant",
            value_t=torch.tensor([dim % rank(input)], dtype=torch.int64),
        )
        values_4 = g.op(
            "Constant",
            value_t=torch.tensor([dim % rank(input) + 1], dtype=torch.int64),
        )
        zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        indices_cast = g.op(
            "Cast",
            g.op(
                "And",
                mask,
                g.op("Unsqueeze", g.op("Not", g.op("Equal", y, y)), values_3),
            ),
            to_i=TensorProto.INT64,
        )
        indices_cast_2 = g.op(
            "Cast",
            g.op(
                "And",
                mask,
                g.op("Unsqueeze", g.op("Not", g.op("Equal", y, y)), values_3),
            ),
            to_i=TensorProto.INT32,
        )
        indices = g.op(
            "Where",
            g.op(
                "Greater",
                g.op("ReduceSum", indices_cast, values_4, keepdims_i=0),
                zero_2,
            ),
            g.op(
                "ArgMax",
                indices_cast_2,
                axis_i=dim % rank(input) + 1,
                keepdims_i=0,
                select_last_index_i=1,
            ),
            last,
        )
    else:
        indices = g.op("Identity", last)
    values = g.op("GatherElements", input, indices, axis_i=dim % rank(input))
    return values, indices
