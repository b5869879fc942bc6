"""adaptive_max_pool2d for the dynamo exporter: aten::adaptive_max_pool2d -> ONNX Cast + Identity + Shape + Slice + Squeeze + Range + Mul + Div + Unsqueeze + Add + Sub + ReduceMax + Min + Gather + Transpose + Concat + Reshape + Equal + Not + ArgMax + Where + ReduceSum + Greater, opsets 18 to 23.

Generated from mappings/aten/adaptive_max_pool2d.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnx import TensorProto
from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    check_inputs,
    constant,
    dtype_name,
    onnx_dtype_of,
    rank,
    torch_fallback,
)

TARGET = "aten::adaptive_max_pool2d.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = (
    "aten::adaptive_max_pool2d(Tensor self, int[2] output_size) -> (Tensor, Tensor)"
)
OPSETS = range(18, 24)
CONTRACT = Contract(
    "adaptive_max_pool2d",
    "mappings/aten/adaptive_max_pool2d.yaml",
    dtypes=("float16", "bfloat16", "float32", "float64"),
    reasons={"integer": "torch's CPU kernel takes floating inputs only"},
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, output_size):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(
        rank(input) in (3, 4),
        "only 3-D (C, H, W) and 4-D (N, C, H, W) inputs are mapped (torch takes no other)",
        input=input,
    )
    lowest = constant(float("-inf"), like=input)
    negative_zero = constant(-0.0, like=input)
    minus_two_list = constant([-2], dtype="int64")
    minus_one_list = constant([-1], dtype="int64")
    zero_list = constant([0], dtype="int64")
    values_2 = constant([9223372036854775807], dtype="int64")
    values_3 = constant([output_size[0]], dtype="int64")
    values_4 = constant([output_size[1]], dtype="int64")
    values_5 = constant([2, 3], dtype="int64")
    one_list_3 = constant([1], dtype="int64")
    two_list = constant([2], dtype="int64")
    zero_3 = constant(0, dtype="int64")
    one_3 = constant(1, dtype="int64")
    if dtype_name(input) in ("float16", "bfloat16"):
        key = op.Cast(input, to=TensorProto.FLOAT)
    else:
        key = op.Identity(input)
    if dtype_name(input) in ("float16", "bfloat16"):
        below_all = op.Cast(lowest, to=TensorProto.FLOAT)
    else:
        below_all = op.Identity(lowest)
    if dtype_name(input) in ("float16", "bfloat16"):
        neutral = op.Cast(negative_zero, to=TensorProto.FLOAT)
    else:
        neutral = op.Identity(negative_zero)
    height = op.Squeeze(
        op.Slice(op.Shape(input), minus_two_list, minus_one_list),
        zero_list,
    )
    width = op.Squeeze(op.Slice(op.Shape(input), minus_one_list, values_2), zero_list)
    out_h = op.Squeeze(op.Cast(values_3, to=TensorProto.INT64), zero_list)
    out_w = op.Squeeze(op.Cast(values_4, to=TensorProto.INT64), zero_list)
    zero = constant(0, dtype="int64")
    one = constant(1, dtype="int64")
    one_list = constant([1], dtype="int64")
    zero_list_2 = constant([0], dtype="int64")
    rows_sub = op.Sub(
        op.Add(op.Mul(op.Range(one, op.Add(out_h, one), one), height), out_h),
        one,
    )
    rows_reduce_max = op.ReduceMax(
        op.Sub(
            op.Div(rows_sub, out_h),
            op.Div(op.Mul(op.Range(zero, out_h, one), height), out_h),
        ),
        keepdims=1,
    )
    rows_add_3 = op.Add(
        op.Unsqueeze(
            op.Div(op.Mul(op.Range(zero, out_h, one), height), out_h),
            one_list,
        ),
        op.Unsqueeze(
            op.Range(zero, op.Squeeze(rows_reduce_max, zero_list_2), one),
            zero_list_2,
        ),
    )
    rows_sub_3 = op.Sub(
        op.Add(op.Mul(op.Range(one, op.Add(out_h, one), one), height), out_h),
        one,
    )
    rows = op.Min(
        rows_add_3,
        op.Unsqueeze(op.Sub(op.Div(rows_sub_3, out_h), one), one_list),
    )
    zero_2 = constant(0, dtype="int64")
    one_2 = constant(1, dtype="int64")
    one_list_2 = constant([1], dtype="int64")
    zero_list_3 = constant([0], dtype="int64")
    columns_sub = op.Sub(
        op.Add(op.Mul(op.Range(one_2, op.Add(out_w, one_2), one_2), width), out_w),
        one_2,
    )
    columns_reduce_max = op.ReduceMax(
        op.Sub(
            op.Div(columns_sub, out_w),
            op.Div(op.Mul(op.Range(zero_2, out_w, one_2), width), out_w),
        ),
        keepdims=1,
    )
    columns_add_3 = op.Add(
        op.Unsqueeze(
            op.Div(op.Mul(op.Range(zero_2, out_w, one_2), width), out_w),
            one_list_2,
        ),
        op.Unsqueeze(
            op.Range(zero_2, op.Squeeze(columns_reduce_max, zero_list_3), one_2),
            zero_list_3,
        ),
    )
    columns_sub_3 = op.Sub(
        op.Add(op.Mul(op.Range(one_2, op.Add(out_w, one_2), one_2), width), out_w),
        one_2,
    )
    columns = op.Min(
        columns_add_3,
        op.Unsqueeze(op.Sub(op.Div(columns_sub_3, out_w), one_2), one_list_2),
    )
    gathered = op.Gather(op.Gather(key, columns, axis=-1), rows, axis=-3)
    if rank(input) == 3:
        windows = op.Transpose(gathered, perm=[0, 1, 3, 2, 4])
    else:
        windows = op.Transpose(gathered, perm=[0, 1, 2, 4, 3, 5])
    window_shape = op.Shape(windows)
    flat = op.Reshape(
        windows,
        op.Concat(
            op.Slice(window_shape, zero_list, minus_two_list),
            op.Mul(
                op.Slice(window_shape, minus_two_list, minus_one_list),
                op.Slice(window_shape, minus_one_list, values_2),
            ),
            axis=0,
        ),
    )
    where = op.Add(op.Unsqueeze(op.Mul(rows, width), values_5), columns)
    where_flat = op.Reshape(
        op.Transpose(where, perm=[0, 2, 1, 3]),
        op.Concat(
            op.Slice(op.Shape(rows), zero_list, one_list_3),
            op.Slice(op.Shape(columns), zero_list, one_list_3),
            op.Mul(
                op.Slice(op.Shape(rows), one_list_3, two_list),
                op.Slice(op.Shape(columns), one_list_3, two_list),
            ),
            axis=0,
        ),
    )
    is_nan = op.Not(op.Equal(flat, flat))
    last_nan = op.ArgMax(
        op.Cast(is_nan, to=TensorProto.INT32),
        axis=-1,
        keepdims=1,
        select_last_index=1,
    )
    first_max = op.ArgMax(
        op.Where(is_nan, below_all, flat),
        axis=-1,
        keepdims=1,
        select_last_index=0,
    )
    pick = op.Where(
        op.Greater(
            op.ReduceSum(
                op.Cast(is_nan, to=TensorProto.INT64),
                minus_one_list,
                keepdims=1,
            ),
            zero_3,
        ),
        last_nan,
        first_max,
    )
    chosen = op.Equal(
        op.Range(
            zero_3,
            op.Squeeze(op.Slice(op.Shape(flat), minus_one_list, values_2), zero_list),
            one_3,
        ),
        pick,
    )
    value = op.ReduceSum(op.Where(chosen, flat, neutral), minus_one_list, keepdims=0)
    values = op.Cast(value, to=onnx_dtype_of(input))
    indices = op.ReduceSum(
        op.Where(chosen, where_flat, zero_3),
        minus_one_list,
        keepdims=0,
    )
    return values, indices
