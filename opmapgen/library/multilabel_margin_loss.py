"""multilabel_margin_loss: aten::multilabel_margin_loss -> ONNX Reshape + Unsqueeze + Identity + Shape + Less + Cast + CumSum + Equal + Where + Slice + Squeeze + Range + And + ReduceSum + Greater + GatherElements + Sub + Add + Not + Div + Size, opsets 13 to 20.

Generated from mappings/aten/multilabel_margin_loss.yaml by `opmapgen build`; do not edit.

Source schema: aten::multilabel_margin_loss(Tensor self, Tensor target, int reduction=1) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_of,
    onnx_dtype_of,
    parse_args,
    present,
    rank,
    torch_fallback,
)

SOURCE_OP = "aten::multilabel_margin_loss"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "multilabel_margin_loss",
    "mappings/aten/multilabel_margin_loss.yaml",
    dtypes=("float32", "float64", "int64"),
    by_input={"input": ("float32", "float64"), "target": ("int64",)},
    reasons={
        "float16": "torch's CPU multilabel_margin_loss has no float16 kernel",
        "bfloat16": "torch's CPU multilabel_margin_loss has no bfloat16 kernel",
        "complex": "ONNX has no complex tensors",
        "integer": "torch's multilabel_margin_loss takes floating inputs and an int64 target only",
        "bool": "torch's multilabel_margin_loss takes floating inputs and an int64 target only",
    },
    scalar_typed_ops=("Less", "Equal", "Greater", "Sub", "Add", "Div"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v", "i")
def symbolic(g, input, target, reduction):
    check_inputs(CONTRACT, input=input, target=target)
    CONTRACT.require(
        reduction in (0, 1, 2),
        "reduction must be 0 (none), 1 (mean) or 2 (sum)",
        reduction=reduction,
    )
    CONTRACT.require(
        present(rank(input)) and rank(input) <= 2,
        "the input must have a known rank of 0, 1 or 2 (torch requires it too)",
        input=input,
    )
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(target)))
    one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
    zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
    one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
    two_list = g.op("Constant", value_t=torch.tensor([2], dtype=torch.int64))
    zero_list_2 = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    values_2 = g.op("Constant", value_t=torch.tensor([0, 1], dtype=torch.int64))
    one_2 = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(input)))
    zero_3 = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(input)))
    values_3 = g.op("Constant", value_t=torch.tensor([1, 2], dtype=torch.int64))
    if rank(input) == 0:
        values = g.op("Constant", value_t=torch.tensor([1, 1], dtype=torch.int64))
        x = g.op("Reshape", input, values)
    elif rank(input) == 1:
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        x = g.op("Unsqueeze", input, zero_list)
    else:
        x = g.op("Identity", input)
    y = g.op("Reshape", target, g.op("Shape", x))
    listed = g.op(
        "Equal",
        g.op(
            "CumSum",
            g.op("Cast", g.op("Less", y, zero), to_i=TensorProto.INT64),
            one,
        ),
        zero_2,
    )
    index = g.op("Where", listed, y, zero)
    classes = g.op(
        "Range",
        zero_2,
        g.op(
            "Squeeze",
            g.op("Slice", g.op("Shape", x), one_list, two_list),
            zero_list_2,
        ),
        one,
    )
    hit = g.op(
        "And",
        g.op(
            "Equal",
            g.op("Unsqueeze", index, two_list),
            g.op("Unsqueeze", classes, values_2),
        ),
        g.op("Unsqueeze", listed, two_list),
    )
    is_target = g.op(
        "Greater",
        g.op(
            "ReduceSum",
            g.op("Cast", hit, to_i=TensorProto.INT64),
            one_list,
            keepdims_i=1,
        ),
        zero_2,
    )
    picked = g.op("GatherElements", x, index, axis_i=1)
    z = g.op(
        "Add",
        g.op("Sub", one_2, g.op("Unsqueeze", picked, two_list)),
        g.op("Unsqueeze", x, one_list),
    )
    term = g.op(
        "Where",
        g.op(
            "And",
            g.op(
                "And",
                g.op("Greater", z, zero_3),
                g.op("Unsqueeze", listed, two_list),
            ),
            g.op("Not", is_target),
        ),
        z,
        zero_3,
    )
    per_sample = g.op(
        "Div",
        g.op("ReduceSum", term, values_3, keepdims_i=1),
        g.op(
            "Cast",
            g.op("Slice", g.op("Shape", x), one_list, two_list),
            to_i=onnx_dtype_of(input),
        ),
    )
    if reduction == 0 and rank(input) <= 1:
        return g.op("Squeeze", per_sample)
    elif reduction == 0:
        values_4 = g.op("Constant", value_t=torch.tensor([1, 2], dtype=torch.int64))
        return g.op("Squeeze", per_sample, values_4)
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
