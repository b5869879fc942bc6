"""logcumsumexp: aten::logcumsumexp -> ONNX Identity + Cast + Unsqueeze + Shape + Gather + Range + GreaterOrEqual + Where + ArgMax + GatherElements + Abs + Equal + Sub + Exp + ReduceSum + Log + Squeeze + Add, opsets 13 to 20.

Generated from mappings/aten/logcumsumexp.yaml by `opmapgen build`; do not edit.

Source schema: aten::logcumsumexp(Tensor self, int dim) -> Tensor

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
    onnx_dtype_of,
    parse_args,
    present,
    rank,
    torch_fallback,
)

SOURCE_OP = "aten::logcumsumexp"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "logcumsumexp",
    "mappings/aten/logcumsumexp.yaml",
    dtypes=("float16", "bfloat16", "float32", "float64"),
    reasons={
        "integer": "torch does not take integer inputs to logcumsumexp",
        "bool": "torch does not take bool inputs to logcumsumexp",
    },
    scalar_typed_ops=("GreaterOrEqual", "Equal", "Sub", "Add"),
    variants=(
        "rank(input) == 0",
        'dtype(input) in ("float16", "bfloat16")',
        'dtype(input) in ("float32", "float64")',
    ),
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
        return g.op("Identity", input)
    if dtype_name(input) in ("float16", "bfloat16"):
        values = g.op(
            "Constant",
            value_t=torch.tensor([dim % rank(input)], dtype=torch.int64),
        )
        scalar = g.op(
            "Constant",
            value_t=torch.tensor(dim % rank(input), dtype=torch.int64),
        )
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        minus_inf = g.op(
            "Constant",
            value_t=torch.tensor(float("-inf"), dtype=torch.float32),
        )
        inf = g.op("Constant", value_t=torch.tensor(float("inf"), dtype=torch.float32))
        zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float32))
        values_2 = g.op(
            "Constant",
            value_t=torch.tensor([dim % rank(input) + 1], dtype=torch.int64),
        )
        expanded = g.op(
            "Unsqueeze",
            g.op("Cast", input, to_i=TensorProto.FLOAT),
            values,
        )
        positions = g.op(
            "Range",
            zero,
            g.op("Gather", g.op("Shape", input), scalar),
            one,
        )
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
        masked = g.op("Where", mask, expanded, minus_inf)
        if dim >= 0:
            top = g.op(
                "GatherElements",
                masked,
                g.op("ArgMax", masked, axis_i=dim + 1, keepdims_i=1),
                axis_i=dim + 1,
            )
        else:
            top = g.op(
                "GatherElements",
                masked,
                g.op("ArgMax", masked, axis_i=dim, keepdims_i=1),
                axis_i=dim,
            )
        shift = g.op("Where", g.op("Equal", g.op("Abs", top), inf), zero_2, top)
        total = g.op(
            "ReduceSum",
            g.op("Exp", g.op("Sub", masked, shift)),
            values_2,
            keepdims_i=0,
        )
        value = g.op("Add", g.op("Log", total), g.op("Squeeze", shift, values_2))
        return g.op("Cast", value, to_i=onnx_dtype_of(input))
    if dtype_name(input) in ("float32", "float64"):
        values = g.op(
            "Constant",
            value_t=torch.tensor([dim % rank(input)], dtype=torch.int64),
        )
        scalar = g.op(
            "Constant",
            value_t=torch.tensor(dim % rank(input), dtype=torch.int64),
        )
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        minus_inf = g.op(
            "Constant",
            value_t=torch.tensor(float("-inf"), dtype=dtype_of(input)),
        )
        inf = g.op(
            "Constant",
            value_t=torch.tensor(float("inf"), dtype=dtype_of(input)),
        )
        zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(input)))
        values_2 = g.op(
            "Constant",
            value_t=torch.tensor([dim % rank(input) + 1], dtype=torch.int64),
        )
        expanded = g.op("Unsqueeze", input, values)
        positions = g.op(
            "Range",
            zero,
            g.op("Gather", g.op("Shape", input), scalar),
            one,
        )
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
        masked = g.op("Where", mask, expanded, minus_inf)
        if dim >= 0:
            top = g.op(
                "GatherElements",
                masked,
                g.op("ArgMax", masked, axis_i=dim + 1, keepdims_i=1),
                axis_i=dim + 1,
            )
        else:
            top = g.op(
                "GatherElements",
                masked,
                g.op("ArgMax", masked, axis_i=dim, keepdims_i=1),
                axis_i=dim,
            )
        shift = g.op("Where", g.op("Equal", g.op("Abs", top), inf), zero_2, top)
        total = g.op(
            "ReduceSum",
            g.op("Exp", g.op("Sub", masked, shift)),
            values_2,
            keepdims_i=0,
        )
        value = g.op("Add", g.op("Log", total), g.op("Squeeze", shift, values_2))
        return g.op("Identity", value)
    CONTRACT.no_variant(input=input)
