"""histogram for the dynamo exporter: aten::histogram.bin_ct -> ONNX Reshape + Concat + Slice + ReduceMin + Cast + ReduceMax + Equal + Sub + Where + Add + Div + Mul + Range + Less + IsNaN + Not + And + Floor + Max + Unsqueeze + Abs + LessOrEqual + ReduceSum + Min + Identity, opsets 18 to 23.

Generated from mappings/aten/histogram.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnx import TensorProto
from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    absent,
    check_inputs,
    constant,
    onnx_dtype_of,
    torch_fallback,
)

TARGET = "aten::histogram.bin_ct"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::histogram.bin_ct(Tensor self, int bins=100, *, float[]? range=None, Tensor? weight=None, bool density=False) -> (Tensor hist, Tensor bin_edges)"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "histogram",
    "mappings/aten/histogram.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "torch's histogram does not take float16 inputs on the CPU",
        "bfloat16": "torch's histogram does not take bfloat16 inputs on the CPU",
    },
)


@torch_fallback(CONTRACT, TARGET, keywords={"range": "bounds"})
def translation(input, bins=100, bounds=None, weight=None, density=False):
    check_inputs(CONTRACT, input=input, weight=weight)
    minus_one_list = constant([-1], dtype="int64")
    half = constant(0.5, dtype="float64")
    bins_value = constant(bins, like=input)
    step_big_c = constant(134217729, dtype="float64")
    zero = constant(0, dtype="int64")
    scalar = constant(bins + 1, dtype="int64")
    one = constant(1, dtype="int64")
    scalar_2 = constant((bins + 1) // 2, dtype="int64")
    bins_value_2 = constant(bins, dtype="int64")
    zero_list_4 = constant([0], dtype="int64")
    one_list_4 = constant([1], dtype="int64")
    values_3 = constant([9223372036854775807], dtype="int64")
    zero_list_5 = constant([0], like=input)
    values_4 = constant([bins - 1], dtype="int64")
    x = op.Reshape(input, minus_one_list)
    if absent(bounds):
        zero_list = constant([0], like=input)
        zero_list_2 = constant([0], dtype="int64")
        one_list = constant([1], dtype="int64")
        low_d = op.Cast(
            op.ReduceMin(
                op.Concat(
                    x,
                    op.Slice(op.Concat(x, zero_list, axis=0), zero_list_2, one_list),
                    axis=0,
                ),
                keepdims=1,
            ),
            to=TensorProto.DOUBLE,
        )
    else:
        values = constant([bounds[0]], dtype="float64")
        low_d = op.Cast(values, to=TensorProto.DOUBLE)
    if absent(bounds):
        one_list_2 = constant([1], like=input)
        zero_list_3 = constant([0], dtype="int64")
        one_list_3 = constant([1], dtype="int64")
        high_d = op.Cast(
            op.ReduceMax(
                op.Concat(
                    x,
                    op.Slice(op.Concat(x, one_list_2, axis=0), zero_list_3, one_list_3),
                    axis=0,
                ),
                keepdims=1,
            ),
            to=TensorProto.DOUBLE,
        )
    else:
        values_2 = constant([bounds[1]], dtype="float64")
        high_d = op.Cast(values_2, to=TensorProto.DOUBLE)
    same = op.Equal(low_d, high_d)
    start = op.Cast(op.Where(same, op.Sub(low_d, half), low_d), to=onnx_dtype_of(input))
    end = op.Cast(op.Where(same, op.Add(high_d, half), high_d), to=onnx_dtype_of(input))
    step = op.Div(op.Sub(end, start), bins_value)
    step_d = op.Cast(step, to=TensorProto.DOUBLE)
    step_big = op.Mul(step_d, step_big_c)
    step_hi = op.Sub(step_big, op.Sub(step_big, step_d))
    step_lo = op.Sub(step_d, step_hi)
    index = op.Range(zero, scalar, one)
    lower = op.Less(index, scalar_2)
    base = op.Where(
        lower,
        op.Cast(start, to=TensorProto.DOUBLE),
        op.Cast(end, to=TensorProto.DOUBLE),
    )
    times = op.Cast(
        op.Where(lower, index, op.Sub(index, bins_value_2)),
        to=TensorProto.DOUBLE,
    )
    product_hi = op.Mul(step_hi, times)
    product_lo = op.Mul(step_lo, times)
    sum_hi = op.Add(base, product_hi)
    sum_back = op.Sub(sum_hi, base)
    sum_error = op.Add(
        op.Sub(base, op.Sub(sum_hi, sum_back)),
        op.Sub(product_hi, sum_back),
    )
    edges = op.Cast(
        op.Add(sum_hi, op.Add(sum_error, product_lo)),
        to=onnx_dtype_of(input),
    )
    left = op.Slice(edges, zero_list_4, one_list_4)
    right = op.Slice(edges, minus_one_list, values_3)
    inside = op.And(
        op.And(op.Not(op.IsNaN(x)), op.Not(op.Less(x, left))),
        op.Not(op.Less(right, x)),
    )
    guess_floor = op.Floor(
        op.Where(
            inside,
            op.Div(op.Mul(op.Sub(x, left), bins_value), op.Sub(right, left)),
            zero_list_5,
        ),
    )
    guess = op.Cast(guess_floor, to=TensorProto.INT64)
    below = op.Max(op.Sub(guess, one), zero_list_4)
    near = op.LessOrEqual(op.Abs(op.Sub(index, op.Unsqueeze(guess, one_list_4))), one)
    reached = op.ReduceSum(
        op.Cast(
            op.And(near, op.LessOrEqual(edges, op.Unsqueeze(x, one_list_4))),
            to=TensorProto.INT64,
        ),
        one_list_4,
        keepdims=0,
    )
    bin = op.Min(op.Add(op.Sub(below, one), reached), values_4)
    hits = op.And(
        op.Equal(op.Unsqueeze(bin, one_list_4), op.Range(zero, bins_value_2, one)),
        op.Unsqueeze(inside, one_list_4),
    )
    if absent(weight):
        zero_list_6 = constant([0], dtype="int64")
        counts = op.ReduceSum(
            op.Cast(hits, to=onnx_dtype_of(input)),
            zero_list_6,
            keepdims=0,
        )
    else:
        minus_one_list_2 = constant([-1], dtype="int64")
        one_list_5 = constant([1], dtype="int64")
        zero_list_7 = constant([0], like=weight)
        zero_list_8 = constant([0], dtype="int64")
        counts = op.ReduceSum(
            op.Where(
                hits,
                op.Unsqueeze(op.Reshape(weight, minus_one_list_2), one_list_5),
                zero_list_7,
            ),
            zero_list_8,
            keepdims=0,
        )
    if density:
        one_list_6 = constant([1], dtype="int64")
        values_5 = constant([9223372036854775807], dtype="int64")
        zero_list_9 = constant([0], dtype="int64")
        minus_one_list_3 = constant([-1], dtype="int64")
        hist = op.Div(
            op.Div(counts, op.ReduceSum(counts, keepdims=1)),
            op.Sub(
                op.Slice(edges, one_list_6, values_5),
                op.Slice(edges, zero_list_9, minus_one_list_3),
            ),
        )
    else:
        hist = op.Identity(counts)
    return hist, edges
