"""quantile: aten::quantile -> ONNX Size + Reshape + TopK + Shape + Sub + Cast + ReduceSum + Equal + Not + Unsqueeze + Mul + Where + Floor + Ceil + Round + Identity + Concat + Expand + GatherElements + Add + Abs + Less + Slice + Squeeze, opsets 13 to 20.

Generated from mappings/aten/quantile.yaml by `opmapgen build`; do not edit.

Source schema: aten::quantile(Tensor self, Tensor q, int? dim=None, bool keepdim=False, *, str interpolation="linear") -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    absent,
    check_inputs,
    dtype_name,
    dtype_of,
    onnx_dtype_of,
    parse_args,
    present,
    rank,
    torch_fallback,
)

SOURCE_OP = "aten::quantile"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "quantile",
    "mappings/aten/quantile.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "torch's quantile takes float32 and float64 only",
        "bfloat16": "torch's quantile takes float32 and float64 only",
        "complex": "torch's quantile takes float32 and float64 only",
        "integer": "torch's quantile takes float32 and float64 only",
        "bool": "torch's quantile takes float32 and float64 only",
    },
    scalar_typed_ops=("Sub", "Equal", "Mul", "Concat", "Add", "Less"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v", "i", "b", "s")
def symbolic(g, input, q, dim, keepdim, interpolation):
    check_inputs(CONTRACT, input=input, q=q)
    CONTRACT.require(
        present(rank(input)) and present(rank(q)) and rank(q) <= 1,
        "the input's rank must be known and q be 0-dim or 1-D (torch requires it too)",
        input=input,
        q=q,
    )
    CONTRACT.require(
        dtype_name(q) == dtype_name(input),
        "q must have the input's dtype (torch requires it too)",
        q=q,
        input=input,
    )
    CONTRACT.require(
        interpolation in ("linear", "lower", "higher", "midpoint", "nearest"),
        "interpolation must be linear, lower, higher, midpoint or nearest",
        interpolation=interpolation,
    )
    if absent(dim) or rank(input) == 0:
        one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        values_2 = g.op("Constant", value_t=torch.tensor([1, -1], dtype=torch.int64))
        minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        n = g.op("Reshape", g.op("Size", input), one_list)
        xs = g.op("Reshape", input, values_2)
        sorted, _ = g.op("TopK", xs, n, axis_i=1, largest_i=0, sorted_i=1, outputs=2)
        qv = g.op("Reshape", q, minus_one_list)
        count = g.op("Shape", qv)
        last = g.op("Cast", g.op("Sub", n, one), to_i=onnx_dtype_of(input))
        total = g.op("ReduceSum", xs, one_list, keepdims_i=1)
        hasnan = g.op("Not", g.op("Equal", total, total))
        position = g.op(
            "Where",
            hasnan,
            last,
            g.op("Mul", g.op("Unsqueeze", qv, one_list), last),
        )
        if interpolation == "lower":
            rank_at = g.op("Floor", position)
        elif interpolation == "higher":
            rank_at = g.op("Ceil", position)
        elif interpolation == "nearest":
            rank_at = g.op("Round", position)
        else:
            rank_at = g.op("Identity", position)
        below = g.op("Cast", rank_at, to_i=TensorProto.INT64)
        data = g.op("Expand", sorted, g.op("Concat", count, n, axis_i=0))
        low = g.op("GatherElements", data, below, axis_i=1)
        high = g.op(
            "GatherElements",
            data,
            g.op("Cast", g.op("Ceil", rank_at), to_i=TensorProto.INT64),
            axis_i=1,
        )
        if interpolation == "midpoint":
            zero = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(input)))
            half = g.op("Constant", value_t=torch.tensor(0.5, dtype=dtype_of(input)))
            weight = g.op("Add", g.op("Mul", rank_at, zero), half)
        else:
            weight = g.op(
                "Sub",
                rank_at,
                g.op("Cast", below, to_i=onnx_dtype_of(input)),
            )
        if interpolation in ("linear", "midpoint"):
            half_2 = g.op("Constant", value_t=torch.tensor(0.5, dtype=dtype_of(input)))
            one_2 = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(input)))
            blended = g.op(
                "Where",
                g.op("Less", g.op("Abs", weight), half_2),
                g.op("Add", low, g.op("Mul", weight, g.op("Sub", high, low))),
                g.op(
                    "Sub",
                    high,
                    g.op("Mul", g.op("Sub", high, low), g.op("Sub", one_2, weight)),
                ),
            )
        else:
            blended = g.op("Identity", low)
        values = g.op("Where", hasnan, total, blended)
        if rank(q) == 0 and keepdim:
            zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
            one_3 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
            return g.op(
                "Reshape",
                values,
                g.op("Add", g.op("Mul", g.op("Shape", input), zero_2), one_3),
            )
        elif rank(q) == 0:
            zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
            return g.op(
                "Reshape",
                values,
                g.op("Slice", g.op("Shape", qv), zero_list, zero_list),
            )
        elif keepdim:
            zero_3 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
            one_4 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
            return g.op(
                "Reshape",
                values,
                g.op(
                    "Concat",
                    count,
                    g.op("Add", g.op("Mul", g.op("Shape", input), zero_3), one_4),
                    axis_i=0,
                ),
            )
        else:
            one_list_2 = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
            return g.op("Squeeze", values, one_list_2)
    values_2 = g.op(
        "Constant",
        value_t=torch.tensor([dim % rank(input)], dtype=torch.int64),
    )
    values_3 = g.op(
        "Constant",
        value_t=torch.tensor([dim % rank(input) + 1], dtype=torch.int64),
    )
    zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
    one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
    n = g.op("Slice", g.op("Shape", input), values_2, values_3)
    xs = g.op("Unsqueeze", input, zero_list)
    sorted, _ = g.op(
        "TopK",
        xs,
        n,
        axis_i=dim % rank(input) + 1,
        largest_i=0,
        sorted_i=1,
        outputs=2,
    )
    qv = g.op("Reshape", q, minus_one_list)
    count = g.op("Shape", qv)
    last = g.op("Cast", g.op("Sub", n, one), to_i=onnx_dtype_of(input))
    total = g.op("ReduceSum", xs, values_3, keepdims_i=1)
    hasnan = g.op("Not", g.op("Equal", total, total))
    position_reshape = g.op(
        "Reshape",
        qv,
        g.op(
            "Concat",
            count,
            g.op("Add", g.op("Mul", g.op("Shape", input), zero), one),
            axis_i=0,
        ),
    )
    position = g.op("Where", hasnan, last, g.op("Mul", position_reshape, last))
    if interpolation == "lower":
        rank_at = g.op("Floor", position)
    elif interpolation == "higher":
        rank_at = g.op("Ceil", position)
    elif interpolation == "nearest":
        rank_at = g.op("Round", position)
    else:
        rank_at = g.op("Identity", position)
    below = g.op("Cast", rank_at, to_i=TensorProto.INT64)
    data = g.op("Expand", sorted, g.op("Concat", count, g.op("Shape", input), axis_i=0))
    low = g.op("GatherElements", data, below, axis_i=dim % rank(input) + 1)
    high = g.op(
        "GatherElements",
        data,
        g.op("Cast", g.op("Ceil", rank_at), to_i=TensorProto.INT64),
        axis_i=dim % rank(input) + 1,
    )
    if interpolation == "midpoint":
        zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(input)))
        half = g.op("Constant", value_t=torch.tensor(0.5, dtype=dtype_of(input)))
        weight = g.op("Add", g.op("Mul", rank_at, zero_2), half)
    else:
        weight = g.op("Sub", rank_at, g.op("Cast", below, to_i=onnx_dtype_of(input)))
    if interpolation in ("linear", "midpoint"):
        half_2 = g.op("Constant", value_t=torch.tensor(0.5, dtype=dtype_of(input)))
        one_2 = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(input)))
        blended = g.op(
            "Where",
            g.op("Less", g.op("Abs", weight), half_2),
            g.op("Add", low, g.op("Mul", weight, g.op("Sub", high, low))),
            g.op(
                "Sub",
                high,
                g.op("Mul", g.op("Sub", high, low), g.op("Sub", one_2, weight)),
            ),
        )
    else:
        blended = g.op("Identity", low)
    values = g.op("Where", hasnan, total, blended)
    if rank(q) == 0 and keepdim:
        zero_list_2 = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        return g.op("Squeeze", values, zero_list_2)
    elif rank(q) == 0:
        values_4 = g.op(
            "Constant",
            value_t=torch.tensor([0, dim % rank(input) + 1], dtype=torch.int64),
        )
        return g.op("Squeeze", values, values_4)
    elif keepdim:
        return g.op("Identity", values)
    else:
        values_5 = g.op(
            "Constant",
            value_t=torch.tensor([dim % rank(input) + 1], dtype=torch.int64),
        )
        return g.op("Squeeze", values, values_5)
