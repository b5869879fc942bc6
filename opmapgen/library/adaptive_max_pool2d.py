"""adaptive_max_pool2d: aten::adaptive_max_pool2d -> ONNX Cast + Identity + Shape + Slice + Squeeze + Range + Mul + Div + Unsqueeze + Add + Sub + ReduceMax + Min + Gather + Transpose + Concat + Reshape + Equal + Not + ArgMax + Where + ReduceSum + Greater, opsets 13 to 20.

Generated from mappings/aten/adaptive_max_pool2d.yaml by `opmapgen build`; do not edit.

Source schema: aten::adaptive_max_pool2d(Tensor self, int[2] output_size) -> (Tensor, Tensor)

Overrides torch's own symbolic for aten::adaptive_max_pool2d at opsets 13-20:
while registered, every TorchScript export of the op at those opsets uses this mapping.
Why: torch's symbolic and translation export only output sizes that divide the input's; of OpInfo's float32 samples the TorchScript exporter refuses the others, gives invalid models (MaxPool shape inference errors) or wrong output shapes ([4, 4, 3] for eager's [4, 3, 3]) for some 3-D inputs, and the dynamo exporter answers a float16 input of output size 1 in float32 (tests/test_do_no_harm.py: 35 of 43 calls fixed, 8 the same with TorchScript; 3 of 10 fixed, 7 the same with dynamo)

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
    rank,
    torch_fallback,
)

SOURCE_OP = "aten::adaptive_max_pool2d"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "adaptive_max_pool2d",
    "mappings/aten/adaptive_max_pool2d.yaml",
    dtypes=("float16", "bfloat16", "float32", "float64"),
    reasons={"integer": "torch's CPU kernel takes floating inputs only"},
    scalar_typed_ops=("Mul", "Div", "Add", "Sub", "Min", "Concat", "Equal", "Greater"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "is")
def symbolic(g, input, output_size):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(
        rank(input) in (3, 4),
        "only 3-D (C, H, W) and 4-D (N, C, H, W) inputs are mapped (torch takes no other)",
        input=input,
    )
    lowest = g.op(
        "Constant",
        value_t=torch.tensor(float("-inf"), dtype=dtype_of(input)),
    )
    negative_zero = g.op("Constant", value_t=torch.tensor(-0.0, dtype=dtype_of(input)))
    minus_two_list = g.op("Constant", value_t=torch.tensor([-2], dtype=torch.int64))
    minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
    zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    values_2 = g.op(
        "Constant",
        value_t=torch.tensor([9223372036854775807], dtype=torch.int64),
    )
    values_3 = g.op(
        "Constant",
        value_t=torch.tensor([output_size[0]], dtype=torch.int64),
    )
    values_4 = g.op(
        "Constant",
        value_t=torch.tensor([output_size[1]], dtype=torch.int64),
    )
    values_5 = g.op("Constant", value_t=torch.tensor([2, 3], dtype=torch.int64))
    one_list_3 = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
    two_list = g.op("Constant", value_t=torch.tensor([2], dtype=torch.int64))
    zero_3 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
    one_3 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
    if dtype_name(input) in ("float16", "bfloat16"):
        key = g.op("Cast", input, to_i=TensorProto.FLOAT)
    else:
        key = g.op("Identity", input)
    if dtype_name(input) in ("float16", "bfloat16"):
        below_all = g.op("Cast", lowest, to_i=TensorProto.FLOAT)
    else:
        below_all = g.op("Identity", lowest)
    if dtype_name(input) in ("float16", "bfloat16"):
        neutral = g.op("Cast", negative_zero, to_i=TensorProto.FLOAT)
    else:
        neutral = g.op("Identity", negative_zero)
    height = g.op(
        "Squeeze",
        g.op("Slice", g.op("Shape", input), minus_two_list, minus_one_list),
        zero_list,
    )
    width = g.op(
        "Squeeze",
        g.op("Slice", g.op("Shape", input), minus_one_list, values_2),
        zero_list,
    )
    out_h = g.op("Squeeze", g.op("Cast", values_3, to_i=TensorProto.INT64), zero_list)
    out_w = g.op("Squeeze", g.op("Cast", values_4, to_i=TensorProto.INT64), zero_list)
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
    one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
    one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
    zero_list_2 = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    rows_sub = g.op(
        "Sub",
        g.op(
            "Add",
            g.op("Mul", g.op("Range", one, g.op("Add", out_h, one), one), height),
            out_h,
        ),
        one,
    )
    rows_reduce_max = g.op(
        "ReduceMax",
        g.op(
            "Sub",
            g.op("Div", rows_sub, out_h),
            g.op("Div", g.op("Mul", g.op("Range", zero, out_h, one), height), out_h),
        ),
        keepdims_i=1,
    )
    rows_add_3 = g.op(
        "Add",
        g.op(
            "Unsqueeze",
            g.op("Div", g.op("Mul", g.op("Range", zero, out_h, one), height), out_h),
            one_list,
        ),
        g.op(
            "Unsqueeze",
            g.op("Range", zero, g.op("Squeeze", rows_reduce_max, zero_list_2), one),
            zero_list_2,
        ),
    )
    rows_sub_3 = g.op(
        "Sub",
        g.op(
            "Add",
            g.op("Mul", g.op("Range", one, g.op("Add", out_h, one), one), height),
            out_h,
        ),
        one,
    )
    rows = g.op(
        "Min",
        rows_add_3,
        g.op("Unsqueeze", g.op("Sub", g.op("Div", rows_sub_3, out_h), one), one_list),
    )
    zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
    one_2 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
    one_list_2 = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
    zero_list_3 = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    columns_sub = g.op(
        "Sub",
        g.op(
            "Add",
            g.op("Mul", g.op("Range", one_2, g.op("Add", out_w, one_2), one_2), width),
            out_w,
        ),
        one_2,
    )
    columns_reduce_max = g.op(
        "ReduceMax",
        g.op(
            "Sub",
            g.op("Div", columns_sub, out_w),
            g.op("Div", g.op("Mul", g.op("Range", zero_2, out_w, one_2), width), out_w),
        ),
        keepdims_i=1,
    )
    columns_add_3 = g.op(
        "Add",
        g.op(
            "Unsqueeze",
            g.op("Div", g.op("Mul", g.op("Range", zero_2, out_w, one_2), width), out_w),
            one_list_2,
        ),
        g.op(
            "Unsqueeze",
            g.op(
                "Range",
                zero_2,
                g.op("Squeeze", columns_reduce_max, zero_list_3),
                one_2,
            ),
            zero_list_3,
        ),
    )
    columns_sub_3 = g.op(
        "Sub",
        g.op(
            "Add",
            g.op("Mul", g.op("Range", one_2, g.op("Add", out_w, one_2), one_2), width),
            out_w,
        ),
        one_2,
    )
    columns = g.op(
        "Min",
        columns_add_3,
        g.op(
            "Unsqueeze",
            g.op("Sub", g.op("Div", columns_sub_3, out_w), one_2),
            one_list_2,
        ),
    )
    gathered = g.op("Gather", g.op("Gather", key, columns, axis_i=-1), rows, axis_i=-3)
    if rank(input) == 3:
        windows = g.op("Transpose", gathered, perm_i=[0, 1, 3, 2, 4])
    else:
        windows = g.op("Transpose", gathered, perm_i=[0, 1, 2, 4, 3, 5])
    window_shape = g.op("Shape", windows)
    flat = g.op(
        "Reshape",
        windows,
        g.op(
            "Concat",
            g.op("Slice", window_shape, zero_list, minus_two_list),
            g.op(
                "Mul",
                g.op("Slice", window_shape, minus_two_list, minus_one_list),
                g.op("Slice", window_shape, minus_one_list, values_2),
            ),
            axis_i=0,
        ),
    )
    where = g.op("Add", g.op("Unsqueeze", g.op("Mul", rows, width), values_5), columns)
    where_flat = g.op(
        "Reshape",
        g.op("Transpose", where, perm_i=[0, 2, 1, 3]),
        g.op(
            "Concat",
            g.op("Slice", g.op("Shape", rows), zero_list, one_list_3),
            g.op("Slice", g.op("Shape", columns), zero_list, one_list_3),
            g.op(
                "Mul",
                g.op("Slice", g.op("Shape", rows), one_list_3, two_list),
                g.op("Slice", g.op("Shape", columns), one_list_3, two_list),
            ),
            axis_i=0,
        ),
    )
    is_nan = g.op("Not", g.op("Equal", flat, flat))
    last_nan = g.op(
        "ArgMax",
        g.op("Cast", is_nan, to_i=TensorProto.INT32),
        axis_i=-1,
        keepdims_i=1,
        select_last_index_i=1,
    )
    first_max = g.op(
        "ArgMax",
        g.op("Where", is_nan, below_all, flat),
        axis_i=-1,
        keepdims_i=1,
        select_last_index_i=0,
    )
    pick = g.op(
        "Where",
        g.op(
            "Greater",
            g.op(
                "ReduceSum",
                g.op("Cast", is_nan, to_i=TensorProto.INT64),
                minus_one_list,
                keepdims_i=1,
            ),
            zero_3,
        ),
        last_nan,
        first_max,
    )
    chosen = g.op(
        "Equal",
        g.op(
            "Range",
            zero_3,
            g.op(
                "Squeeze",
                g.op("Slice", g.op("Shape", flat), minus_one_list, values_2),
                zero_list,
            ),
            one_3,
        ),
        pick,
    )
    value = g.op(
        "ReduceSum",
        g.op("Where", chosen, flat, neutral),
        minus_one_list,
        keepdims_i=0,
    )
    values = g.op("Cast", value, to_i=onnx_dtype_of(input))
    indices = g.op(
        "ReduceSum",
        g.op("Where", chosen, where_flat, zero_3),
        minus_one_list,
        keepdims_i=0,
    )
    return values, indices
