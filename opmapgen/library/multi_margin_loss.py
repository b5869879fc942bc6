"""multi_margin_loss: aten::multi_margin_loss -> ONNX Reshape + Unsqueeze + Identity + GatherElements + Sub + Add + Shape + Slice + Squeeze + Range + Equal + Not + Greater + And + Where + Mul + Gather + ReduceSum + Cast + Div + Size, opsets 13 to 20.

Generated from mappings/aten/multi_margin_loss.yaml by `opmapgen build`; do not edit.

Source schema: aten::multi_margin_loss(Tensor self, Tensor target, Scalar p=1, Scalar margin=1, Tensor? weight=None, int reduction=1) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
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

SOURCE_OP = "aten::multi_margin_loss"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "multi_margin_loss",
    "mappings/aten/multi_margin_loss.yaml",
    dtypes=("float32", "float64", "int64"),
    by_input={
        "input": ("float32", "float64"),
        "target": ("int64",),
        "weight": ("float32", "float64"),
    },
    reasons={
        "float16": "torch's CPU multi_margin_loss has no float16 kernel",
        "bfloat16": "torch's CPU multi_margin_loss has no bfloat16 kernel",
        "complex": "ONNX has no complex tensors",
        "integer": "torch's multi_margin_loss takes floating inputs and an int64 target only",
        "bool": "torch's multi_margin_loss takes floating inputs and an int64 target only",
    },
    scalar_typed_ops=("Sub", "Add", "Equal", "Greater", "Mul", "Div"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v", "f", "f", "v", "i")
def symbolic(g, input, target, p, margin, weight, reduction):
    check_inputs(CONTRACT, input=input, target=target, weight=weight)
    CONTRACT.require(
        reduction in (0, 1, 2),
        "reduction must be 0 (none), 1 (mean) or 2 (sum)",
        reduction=reduction,
    )
    CONTRACT.require(
        p in (1, 2),
        "only p = 1 and p = 2 are supported (torch refuses others too)",
        p=p,
    )
    CONTRACT.require(
        present(rank(input)) and rank(input) <= 2,
        "the input must have a known rank of 0, 1 or 2 (torch requires it too)",
        input=input,
    )
    CONTRACT.require(
        present(rank(target)) and rank(target) <= 1,
        "the target must have a known rank of 0 or 1 (torch requires it too)",
        target=target,
    )
    CONTRACT.require(
        absent(weight) or dtype_name(weight) == dtype_name(input),
        "a weight of another dtype than the input is not mapped",
        weight=weight,
        input=input,
    )
    values_2 = g.op("Constant", value_t=torch.tensor([-1, 1], dtype=torch.int64))
    margin_value = g.op("Constant", value_t=torch.tensor(margin, dtype=dtype_of(input)))
    one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
    two_list = g.op("Constant", value_t=torch.tensor([2], dtype=torch.int64))
    zero_list_2 = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
    one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
    if rank(input) == 0:
        values = g.op("Constant", value_t=torch.tensor([1, 1], dtype=torch.int64))
        x = g.op("Reshape", input, values)
    elif rank(input) == 1:
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        x = g.op("Unsqueeze", input, zero_list)
    else:
        x = g.op("Identity", input)
    y = g.op("Reshape", target, values_2)
    picked = g.op("GatherElements", x, y, axis_i=1)
    z = g.op("Add", g.op("Sub", margin_value, picked), x)
    classes = g.op(
        "Range",
        zero,
        g.op(
            "Squeeze",
            g.op("Slice", g.op("Shape", x), one_list, two_list),
            zero_list_2,
        ),
        one,
    )
    other = g.op("Not", g.op("Equal", g.op("Unsqueeze", classes, zero_list_2), y))
    if p == 1:
        zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(input)))
        h = g.op("Where", g.op("And", g.op("Greater", z, zero_2), other), z, zero_2)
    else:
        zero_3 = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(input)))
        h = g.op(
            "Where",
            g.op("And", g.op("Greater", z, zero_3), other),
            g.op("Mul", z, z),
            zero_3,
        )
    if absent(weight):
        weighted = g.op("Identity", h)
    else:
        weighted = g.op("Mul", h, g.op("Gather", weight, y))
    per_sample = g.op(
        "Div",
        g.op("ReduceSum", weighted, one_list, keepdims_i=1),
        g.op(
            "Cast",
            g.op("Slice", g.op("Shape", x), one_list, two_list),
            to_i=onnx_dtype_of(input),
        ),
    )
    if reduction == 0 and rank(target) == 0:
        return g.op("Squeeze", per_sample)
    elif reduction == 0:
        one_list_2 = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        return g.op("Squeeze", per_sample, one_list_2)
    elif reduction == 1:
        return g.op(
            "Squeeze",
            g.op(
                "Div",
                g.op("ReduceSum", per_sample, keepdims_i=1),
                g.op("Cast", g.op("Size", per_sample), to_i=onnx_dtype_of(input)),
            ),
        )
    else:
        return g.op("ReduceSum", per_sample, keepdims_i=0)
