"""histogram: aten::histogram.bin_ct -> ONNX Reshape + Concat + Slice + ReduceMin + Cast + ReduceMax + Equal + Sub + Where + Add + Div + Mul + Range + Less + IsNaN + Not + And + Floor + Max + Unsqueeze + Abs + LessOrEqual + ReduceSum + Min + Identity, opsets 13 to 20.

Generated from mappings/aten/histogram.yaml by `opmapgen build`; do not edit.

Source schema: aten::histogram.bin_ct(Tensor self, int bins=100, *, float[]? range=None, Tensor? weight=None, bool density=False) -> (Tensor hist, Tensor bin_edges)

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    absent,
    check_inputs,
    dtype_of,
    onnx_dtype_of,
    parse_args,
    torch_fallback,
)

SOURCE_OP = "aten::histogram"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "histogram",
    "mappings/aten/histogram.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "torch's histogram does not take float16 inputs on the CPU",
        "bfloat16": "torch's histogram does not take bfloat16 inputs on the CPU",
    },
    scalar_typed_ops=(
        "Concat",
        "Equal",
        "Sub",
        "Add",
        "Div",
        "Mul",
        "Less",
        "Max",
        "LessOrEqual",
        "Min",
    ),
)


@parse_args("v", "i", "fs", "v", "b")
def _symbolic(g, input, bins, bounds, weight, density):
    check_inputs(CONTRACT, input=input, weight=weight)
    minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
    half = g.op("Constant", value_t=torch.tensor(0.5, dtype=torch.float64))
    bins_value = g.op("Constant", value_t=torch.tensor(bins, dtype=dtype_of(input)))
    step_big_c = g.op("Constant", value_t=torch.tensor(134217729, dtype=torch.float64))
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
    scalar = g.op("Constant", value_t=torch.tensor(bins + 1, dtype=torch.int64))
    one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
    scalar_2 = g.op(
        "Constant",
        value_t=torch.tensor((bins + 1) // 2, dtype=torch.int64),
    )
    bins_value_2 = g.op("Constant", value_t=torch.tensor(bins, dtype=torch.int64))
    zero_list_4 = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    one_list_4 = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
    values_3 = g.op(
        "Constant",
        value_t=torch.tensor([9223372036854775807], dtype=torch.int64),
    )
    zero_list_5 = g.op("Constant", value_t=torch.tensor([0], dtype=dtype_of(input)))
    values_4 = g.op("Constant", value_t=torch.tensor([bins - 1], dtype=torch.int64))
    x = g.op("Reshape", input, minus_one_list)
    if absent(bounds):
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=dtype_of(input)))
        zero_list_2 = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        low_d = g.op(
            "Cast",
            g.op(
                "ReduceMin",
                g.op(
                    "Concat",
                    x,
                    g.op(
                        "Slice",
                        g.op("Concat", x, zero_list, axis_i=0),
                        zero_list_2,
                        one_list,
                    ),
                    axis_i=0,
                ),
                keepdims_i=1,
            ),
            to_i=TensorProto.DOUBLE,
        )
    else:
        values = g.op(
            "Constant",
            value_t=torch.tensor([bounds[0]], dtype=torch.float64),
        )
        low_d = g.op("Cast", values, to_i=TensorProto.DOUBLE)
    if absent(bounds):
        one_list_2 = g.op("Constant", value_t=torch.tensor([1], dtype=dtype_of(input)))
        zero_list_3 = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        one_list_3 = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        high_d = g.op(
            "Cast",
            g.op(
                "ReduceMax",
                g.op(
                    "Concat",
                    x,
                    g.op(
                        "Slice",
                        g.op("Concat", x, one_list_2, axis_i=0),
                        zero_list_3,
                        one_list_3,
                    ),
                    axis_i=0,
                ),
                keepdims_i=1,
            ),
            to_i=TensorProto.DOUBLE,
        )
    else:
        values_2 = g.op(
            "Constant",
            value_t=torch.tensor([bounds[1]], dtype=torch.float64),
        )
        high_d = g.op("Cast", values_2, to_i=TensorProto.DOUBLE)
    same = g.op("Equal", low_d, high_d)
    start = g.op(
        "Cast",
        g.op("Where", same, g.op("Sub", low_d, half), low_d),
        to_i=onnx_dtype_of(input),
    )
    end = g.op(
        "Cast",
        g.op("Where", same, g.op("Add", high_d, half), high_d),
        to_i=onnx_dtype_of(input),
    )
    step = g.op("Div", g.op("Sub", end, start), bins_value)
    step_d = g.op("Cast", step, to_i=TensorProto.DOUBLE)
    step_big = g.op("Mul", step_d, step_big_c)
    step_hi = g.op("Sub", step_big, g.op("Sub", step_big, step_d))
    step_lo = g.op("Sub", step_d, step_hi)
    index = g.op("Range", zero, scalar, one)
    lower = g.op("Less", index, scalar_2)
    base = g.op(
        "Where",
        lower,
        g.op("Cast", start, to_i=TensorProto.DOUBLE),
        g.op("Cast", end, to_i=TensorProto.DOUBLE),
    )
    times = g.op(
        "Cast",
        g.op("Where", lower, index, g.op("Sub", index, bins_value_2)),
        to_i=TensorProto.DOUBLE,
    )
    product_hi = g.op("Mul", step_hi, times)
    product_lo = g.op("Mul", step_lo, times)
    sum_hi = g.op("Add", base, product_hi)
    sum_back = g.op("Sub", sum_hi, base)
    sum_error = g.op(
        "Add",
        g.op("Sub", base, g.op("Sub", sum_hi, sum_back)),
        g.op("Sub", product_hi, sum_back),
    )
    edges = g.op(
        "Cast",
        g.op("Add", sum_hi, g.op("Add", sum_error, product_lo)),
        to_i=onnx_dtype_of(input),
    )
    left = g.op("Slice", edges, zero_list_4, one_list_4)
    right = g.op("Slice", edges, minus_one_list, values_3)
    inside = g.op(
        "And",
        g.op("And", g.op("Not", g.op("IsNaN", x)), g.op("Not", g.op("Less", x, left))),
        g.op("Not", g.op("Less", right, x)),
    )
    guess_floor = g.op(
        "Floor",
        g.op(
            "Where",
            inside,
            g.op(
                "Div",
                g.op("Mul", g.op("Sub", x, left), bins_value),
                g.op("Sub", right, left),
            ),
            zero_list_5,
        ),
    )
    guess = g.op("Cast", guess_floor, to_i=TensorProto.INT64)
    below = g.op("Max", g.op("Sub", guess, one), zero_list_4)
    near = g.op(
        "LessOrEqual",
        g.op("Abs", g.op("Sub", index, g.op("Unsqueeze", guess, one_list_4))),
        one,
    )
    reached = g.op(
        "ReduceSum",
        g.op(
            "Cast",
            g.op(
                "And",
                near,
                g.op("LessOrEqual", edges, g.op("Unsqueeze", x, one_list_4)),
            ),
            to_i=TensorProto.INT64,
        ),
        one_list_4,
        keepdims_i=0,
    )
    bin = g.op("Min", g.op("Add", g.op("Sub", below, one), reached), values_4)
    hits = g.op(
        "And",
        g.op(
            "Equal",
            g.op("Unsqueeze", bin, one_list_4),
            g.op("Range", zero, bins_value_2, one),
        ),
        g.op("Unsqueeze", inside, one_list_4),
    )
    if absent(weight):
        zero_list_6 = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        counts = g.op(
            "ReduceSum",
            g.op("Cast", hits, to_i=onnx_dtype_of(input)),
            zero_list_6,
            keepdims_i=0,
        )
    else:
        minus_one_list_2 = g.op(
            "Constant",
            value_t=torch.tensor([-1], dtype=torch.int64),
        )
        one_list_5 = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        zero_list_7 = g.op(
            "Constant",
            value_t=torch.tensor([0], dtype=dtype_of(weight)),
        )
        zero_list_8 = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        counts = g.op(
            "ReduceSum",
            g.op(
                "Where",
                hits,
                g.op(
                    "Unsqueeze",
                    g.op("Reshape", weight, minus_one_list_2),
                    one_list_5,
                ),
                zero_list_7,
            ),
            zero_list_8,
            keepdims_i=0,
        )
    if density:
        one_list_6 = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        values_5 = g.op(
            "Constant",
            value_t=torch.tensor([9223372036854775807], dtype=torch.int64),
        )
        zero_list_9 = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        minus_one_list_3 = g.op(
            "Constant",
            value_t=torch.tensor([-1], dtype=torch.int64),
        )
        hist = g.op(
            "Div",
            g.op("Div", counts, g.op("ReduceSum", counts, keepdims_i=1)),
            g.op(
                "Sub",
                g.op("Slice", edges, one_list_6, values_5),
                g.op("Slice", edges, zero_list_9, minus_one_list_3),
            ),
        )
    else:
        hist = g.op("Identity", counts)
    return hist, edges


@torch_fallback(CONTRACT, SOURCE_OP)
def symbolic(g, *args):
    # The TorchScript exporter sends every overload of aten::histogram here.
    if len(args) != 5:
        CONTRACT.refuse(
            "only aten::histogram.bin_ct(Tensor self, int bins=100, *, float[]? range=None, Tensor? weight=None, bool density=False) is mapped, not aten::histogram.bins_tensor (another number of args)",
            args=len(args),
        )
    return _symbolic(g, *args)
