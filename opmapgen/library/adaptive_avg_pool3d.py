"""adaptive_avg_pool3d: aten::adaptive_avg_pool3d -> ONNX Identity + Gather + Shape + Range + Mul + Div + Add + Sub + Unsqueeze + GreaterOrEqual + Less + And + Where + ReduceSum + Cast, opsets 13 to 20.

Generated from mappings/aten/adaptive_avg_pool3d.yaml by `opmapgen build`; do not edit.

Source schema: aten::adaptive_avg_pool3d(Tensor self, SymInt[3] output_size) -> Tensor

Overrides torch's own symbolic for aten::adaptive_avg_pool3d at opsets 13-20:
while registered, every TorchScript export of the op at those opsets uses this mapping.
Why: torch's symbolic pools the wrong dimensions of an unbatched 4-D input (output_size (None, 3, 2) on [3, 8, 8, 6] exports shape [3, 8, 8, 3], torch gives [3, 8, 3, 2]; (1, 1, 1) gives [8, 4, 1, 1], torch [8, 1, 1, 1]), and refuses output sizes that do not divide the input's

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
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

SOURCE_OP = "aten::adaptive_avg_pool3d"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "adaptive_avg_pool3d",
    "mappings/aten/adaptive_avg_pool3d.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "torch's CPU kernel rounds float16 window sums as it goes; the exact mean (computed in float32 and rounded once) differs from its result by up to 0.0039 on OpInfo's samples, beyond torch.testing's float16 tolerance",
        "bfloat16": "as for float16: torch's bfloat16 window sums differ from the exact mean by up to 0.023 on OpInfo's samples, beyond torch.testing's bfloat16 tolerance",
    },
    scalar_typed_ops=("Mul", "Div", "Add", "Sub", "GreaterOrEqual", "Less"),
    torch_wrong={
        "bfloat16": "an invalid model: ONNX AveragePool takes no bfloat16 below opset 22",
        "float16": "outputs of the wrong shape for some of OpInfo's output sizes ([8, 4, 1, 1] where torch gives [8, 1, 1, 1])",
    },
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "is")
def symbolic(g, input, output_size):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(
        present(rank(input)) and rank(input) in (4, 5),
        "adaptive_avg_pool3d takes a 4-D or 5-D input of known rank",
        input=input,
    )
    output_size_value = g.op(
        "Constant",
        value_t=torch.tensor(output_size, dtype=torch.int64),
    )
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
    one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
    two = g.op("Constant", value_t=torch.tensor(2, dtype=torch.int64))
    minus_three = g.op("Constant", value_t=torch.tensor(-3, dtype=torch.int64))
    minus_two = g.op("Constant", value_t=torch.tensor(-2, dtype=torch.int64))
    minus_one = g.op("Constant", value_t=torch.tensor(-1, dtype=torch.int64))
    zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
    minus_two_list = g.op("Constant", value_t=torch.tensor([-2], dtype=torch.int64))
    zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(input)))
    minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
    minus_three_list = g.op("Constant", value_t=torch.tensor([-3], dtype=torch.int64))
    values = g.op("Constant", value_t=torch.tensor([-4], dtype=torch.int64))
    values_2 = g.op("Constant", value_t=torch.tensor([-1, -2], dtype=torch.int64))
    values_3 = g.op("Constant", value_t=torch.tensor([1, 2], dtype=torch.int64))
    x = g.op("Identity", input)
    sizes = g.op("Identity", output_size_value)
    out_d = g.op("Gather", sizes, zero)
    out_h = g.op("Gather", sizes, one)
    out_w = g.op("Gather", sizes, two)
    in_d = g.op("Gather", g.op("Shape", input), minus_three)
    in_h = g.op("Gather", g.op("Shape", input), minus_two)
    in_w = g.op("Gather", g.op("Shape", input), minus_one)
    od = g.op("Range", zero, out_d, one)
    oh = g.op("Range", zero, out_h, one)
    ow = g.op("Range", zero, out_w, one)
    start_d = g.op("Div", g.op("Mul", od, in_d), out_d)
    end_d = g.op(
        "Div",
        g.op("Sub", g.op("Add", g.op("Mul", g.op("Add", od, one), in_d), out_d), one),
        out_d,
    )
    start_h = g.op("Div", g.op("Mul", oh, in_h), out_h)
    end_h = g.op(
        "Div",
        g.op("Sub", g.op("Add", g.op("Mul", g.op("Add", oh, one), in_h), out_h), one),
        out_h,
    )
    start_w = g.op("Div", g.op("Mul", ow, in_w), out_w)
    end_w = g.op(
        "Div",
        g.op("Sub", g.op("Add", g.op("Mul", g.op("Add", ow, one), in_w), out_w), one),
        out_w,
    )
    id = g.op("Unsqueeze", g.op("Range", zero, in_d, one), zero_list)
    ih = g.op("Unsqueeze", g.op("Range", zero, in_h, one), zero_list)
    iw = g.op("Unsqueeze", g.op("Range", zero, in_w, one), zero_list)
    mask_d = g.op(
        "And",
        g.op("GreaterOrEqual", id, g.op("Unsqueeze", start_d, one_list)),
        g.op("Less", id, g.op("Unsqueeze", end_d, one_list)),
    )
    mask_h = g.op(
        "And",
        g.op("GreaterOrEqual", ih, g.op("Unsqueeze", start_h, one_list)),
        g.op("Less", ih, g.op("Unsqueeze", end_h, one_list)),
    )
    mask_w = g.op(
        "And",
        g.op("GreaterOrEqual", iw, g.op("Unsqueeze", start_w, one_list)),
        g.op("Less", iw, g.op("Unsqueeze", end_w, one_list)),
    )
    spread_w = g.op("Unsqueeze", x, minus_two_list)
    sum_w = g.op(
        "ReduceSum",
        g.op("Where", mask_w, spread_w, zero_2),
        minus_one_list,
        keepdims_i=0,
    )
    spread_h = g.op("Unsqueeze", sum_w, minus_three_list)
    sum_h = g.op(
        "ReduceSum",
        g.op("Where", g.op("Unsqueeze", mask_h, minus_one_list), spread_h, zero_2),
        minus_two_list,
        keepdims_i=0,
    )
    spread_d = g.op("Unsqueeze", sum_h, values)
    sum_d = g.op(
        "ReduceSum",
        g.op("Where", g.op("Unsqueeze", mask_d, values_2), spread_d, zero_2),
        minus_three_list,
        keepdims_i=0,
    )
    count = g.op(
        "Mul",
        g.op(
            "Mul",
            g.op("Unsqueeze", g.op("Sub", end_d, start_d), values_3),
            g.op("Unsqueeze", g.op("Sub", end_h, start_h), one_list),
        ),
        g.op("Sub", end_w, start_w),
    )
    return g.op("Div", sum_d, g.op("Cast", count, to_i=onnx_dtype_of(input)))
