"""mode: aten::mode -> ONNX Identity + Shape + Size + Cast + Gather + TopK + Mul + Add + CumSum + Sub + Slice + Equal + Not + Concat + Where + Min + ArgMax + ReduceSum + Squeeze, opsets 13 to 20.

Generated from mappings/aten/mode.yaml by `opmapgen build`; do not edit.

Source schema: aten::mode(Tensor self, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_name,
    dtype_of,
    is_floating,
    onnx_dtype_of,
    parse_args,
    present,
    rank,
    torch_fallback,
)

SOURCE_OP = "aten::mode"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "mode",
    "mappings/aten/mode.yaml",
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
    scalar_typed_ops=("Mul", "Add", "Sub", "Equal", "Concat", "Min"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "i", "b")
def symbolic(g, input, dim, keepdim):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(
        present(rank(input)),
        "the rank of the input must be known at export",
        input=input,
    )
    if rank(input) == 0:
        values = g.op("Identity", input)
        indices = g.op("Size", g.op("Shape", input))
        return values, indices
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(input)))
    negative_zero = g.op("Constant", value_t=torch.tensor(-0.0, dtype=dtype_of(input)))
    values_2 = g.op(
        "Constant",
        value_t=torch.tensor([dim % rank(input)], dtype=torch.int64),
    )
    zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
    one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
    dim_value = g.op("Constant", value_t=torch.tensor(dim, dtype=torch.int64))
    zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
    dim_list = g.op("Constant", value_t=torch.tensor([dim], dtype=torch.int64))
    values_3 = g.op(
        "Constant",
        value_t=torch.tensor([9223372036854775807], dtype=torch.int64),
    )
    minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
    if dtype_name(input) in ("float16", "bfloat16"):
        key = g.op("Cast", input, to_i=TensorProto.FLOAT)
    elif dtype_name(input) in ("bool", "uint8", "int8", "int16"):
        key = g.op("Cast", input, to_i=TensorProto.INT32)
    else:
        key = g.op("Identity", input)
    count = g.op("Gather", g.op("Shape", key), values_2)
    ranked, ranked_1 = g.op(
        "TopK",
        key,
        count,
        axis_i=dim,
        largest_i=0,
        sorted_i=1,
        outputs=2,
    )
    order = g.op("Identity", ranked_1)
    position = g.op(
        "Sub",
        g.op("CumSum", g.op("Add", g.op("Mul", order, zero_2), one), dim_value),
        one,
    )
    first = g.op(
        "Cast",
        g.op(
            "Add",
            g.op("Mul", g.op("Slice", order, zero_list, one_list, dim_list), zero_2),
            one,
        ),
        to_i=TensorProto.BOOL,
    )
    changed = g.op(
        "Not",
        g.op(
            "Equal",
            g.op("Slice", ranked, one_list, values_3, dim_list),
            g.op("Slice", ranked, zero_list, minus_one_list, dim_list),
        ),
    )
    starts_here = g.op("Concat", first, changed, axis_i=dim)
    starts_top_k, _ = g.op(
        "TopK",
        g.op("Where", starts_here, position, g.op("Add", position, count)),
        count,
        axis_i=dim,
        largest_i=0,
        sorted_i=1,
        outputs=2,
    )
    starts = g.op("Min", starts_top_k, count)
    next_starts = g.op(
        "Concat",
        g.op("Slice", starts, one_list, values_3, dim_list),
        g.op(
            "Add",
            g.op("Mul", g.op("Slice", starts, zero_list, one_list, dim_list), zero_2),
            count,
        ),
        axis_i=dim,
    )
    longest = g.op(
        "ArgMax",
        g.op("Sub", next_starts, starts),
        axis_i=dim,
        keepdims_i=1,
        select_last_index_i=0,
    )
    end = g.op(
        "Sub",
        g.op(
            "ReduceSum",
            g.op("Where", g.op("Equal", position, longest), next_starts, zero_2),
            dim_list,
            keepdims_i=1,
        ),
        one,
    )
    picked = g.op("Equal", position, end)
    picked_index = g.op(
        "ReduceSum",
        g.op("Where", picked, order, zero_2),
        dim_list,
        keepdims_i=1,
    )
    if keepdim:
        indices = g.op("Identity", picked_index)
    else:
        dim_list_2 = g.op("Constant", value_t=torch.tensor([dim], dtype=torch.int64))
        indices = g.op("Squeeze", picked_index, dim_list_2)
    if dtype_name(input) in ("float16", "bfloat16"):
        fill = g.op("Cast", negative_zero, to_i=TensorProto.FLOAT)
    elif is_floating(input):
        fill = g.op("Identity", negative_zero)
    elif dtype_name(input) in ("bool", "uint8", "int8", "int16"):
        fill = g.op("Cast", zero, to_i=TensorProto.INT32)
    else:
        fill = g.op("Identity", zero)
    summed = g.op(
        "ReduceSum",
        g.op("Where", picked, ranked, fill),
        dim_list,
        keepdims_i=1,
    )
    picked_value = g.op("Cast", summed, to_i=onnx_dtype_of(input))
    if keepdim:
        values = g.op("Identity", picked_value)
    else:
        dim_list_3 = g.op("Constant", value_t=torch.tensor([dim], dtype=torch.int64))
        values = g.op("Squeeze", picked_value, dim_list_3)
    return values, indices
