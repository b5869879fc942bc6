"""adaptive_avg_pool3d for the dynamo exporter: aten::adaptive_avg_pool3d -> ONNX Identity + Gather + Shape + Range + Mul + Div + Add + Sub + Unsqueeze + GreaterOrEqual + Less + And + Where + ReduceSum + Cast, opsets 18 to 23.

Generated from mappings/aten/adaptive_avg_pool3d.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    check_inputs,
    constant,
    onnx_dtype_of,
    present,
    rank,
    torch_fallback,
)

TARGET = "aten::adaptive_avg_pool3d.default"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "adaptive_avg_pool3d",
    "mappings/aten/adaptive_avg_pool3d.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "torch's CPU kernel rounds float16 window sums as it goes; the exact mean (computed in float32 and rounded once) differs from its result by up to 0.0039 on OpInfo's samples, beyond torch.testing's float16 tolerance",
        "bfloat16": "as for float16: torch's bfloat16 window sums differ from the exact mean by up to 0.023 on OpInfo's samples, beyond torch.testing's bfloat16 tolerance",
    },
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, output_size):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(
        present(rank(input)) and rank(input) in (4, 5),
        "adaptive_avg_pool3d takes a 4-D or 5-D input of known rank",
        input=input,
    )
    output_size_value = constant(output_size, dtype="int64")
    zero = constant(0, dtype="int64")
    one = constant(1, dtype="int64")
    two = constant(2, dtype="int64")
    minus_three = constant(-3, dtype="int64")
    minus_two = constant(-2, dtype="int64")
    minus_one = constant(-1, dtype="int64")
    zero_list = constant([0], dtype="int64")
    one_list = constant([1], dtype="int64")
    minus_two_list = constant([-2], dtype="int64")
    zero_2 = constant(0, like=input)
    minus_one_list = constant([-1], dtype="int64")
    minus_three_list = constant([-3], dtype="int64")
    values = constant([-4], dtype="int64")
    values_2 = constant([-1, -2], dtype="int64")
    values_3 = constant([1, 2], dtype="int64")
    x = op.Identity(input)
    sizes = op.Identity(output_size_value)
    out_d = op.Gather(sizes, zero)
    out_h = op.Gather(sizes, one)
    out_w = op.Gather(sizes, two)
    in_d = op.Gather(op.Shape(input), minus_three)
    in_h = op.Gather(op.Shape(input), minus_two)
    in_w = op.Gather(op.Shape(input), minus_one)
    od = op.Range(zero, out_d, one)
    oh = op.Range(zero, out_h, one)
    ow = op.Range(zero, out_w, one)
    start_d = op.Div(op.Mul(od, in_d), out_d)
    end_d = op.Div(op.Sub(op.Add(op.Mul(op.Add(od, one), in_d), out_d), one), out_d)
    start_h = op.Div(op.Mul(oh, in_h), out_h)
    end_h = op.Div(op.Sub(op.Add(op.Mul(op.Add(oh, one), in_h), out_h), one), out_h)
    start_w = op.Div(op.Mul(ow, in_w), out_w)
    end_w = op.Div(op.Sub(op.Add(op.Mul(op.Add(ow, one), in_w), out_w), one), out_w)
    id = op.Unsqueeze(op.Range(zero, in_d, one), zero_list)
    ih = op.Unsqueeze(op.Range(zero, in_h, one), zero_list)
    iw = op.Unsqueeze(op.Range(zero, in_w, one), zero_list)
    mask_d = op.And(
        op.GreaterOrEqual(id, op.Unsqueeze(start_d, one_list)),
        op.Less(id, op.Unsqueeze(end_d, one_list)),
    )
    mask_h = op.And(
        op.GreaterOrEqual(ih, op.Unsqueeze(start_h, one_list)),
        op.Less(ih, op.Unsqueeze(end_h, one_list)),
    )
    mask_w = op.And(
        op.GreaterOrEqual(iw, op.Unsqueeze(start_w, one_list)),
        op.Less(iw, op.Unsqueeze(end_w, one_list)),
    )
    spread_w = op.Unsqueeze(x, minus_two_list)
    sum_w = op.ReduceSum(op.Where(mask_w, spread_w, zero_2), minus_one_list, keepdims=0)
    spread_h = op.Unsqueeze(sum_w, minus_three_list)
    sum_h = op.ReduceSum(
        op.Where(op.Unsqueeze(mask_h, minus_one_list), spread_h, zero_2),
        minus_two_list,
        keepdims=0,
    )
    spread_d = op.Unsqueeze(sum_h, values)
    sum_d = op.ReduceSum(
        op.Where(op.Unsqueeze(mask_d, values_2), spread_d, zero_2),
        minus_three_list,
        keepdims=0,
    )
    count = op.Mul(
        op.Mul(
            op.Unsqueeze(op.Sub(end_d, start_d), values_3),
            op.Unsqueeze(op.Sub(end_h, start_h), one_list),
        ),
        op.Sub(end_w, start_w),
    )
    return op.Div(sum_d, op.Cast(count, to=onnx_dtype_of(input)))
