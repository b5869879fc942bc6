"""mode for the dynamo exporter: aten::mode -> ONNX Identity + Shape + Size + Cast + Gather + TopK + Mul + Add + CumSum + Sub + Slice + Equal + Not + Concat + Where + Min + ArgMax + ReduceSum + Squeeze, opsets 18 to 23.

Generated from mappings/aten/mode.yaml by `opmapgen build`; do not edit.

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
    is_floating,
    onnx_dtype_of,
    present,
    rank,
    torch_fallback,
)

TARGET = "aten::mode.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::mode(Tensor self, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "mode",
    "mappings/aten/mode.yaml",
    dtypes=(
        "bool",
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
        "float16",
        "bfloat16",
        "float32",
        "float64",
    ),
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, dim=-1, keepdim=False):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(
        present(rank(input)),
        "the rank of the input must be known at export",
        input=input,
    )
    if rank(input) == 0:
        values = op.Identity(input)
        indices = op.Size(op.Shape(input))
        return values, indices
    zero = constant(0, like=input)
    negative_zero = constant(-0.0, like=input)
    values_2 = constant([dim % rank(input)], dtype="int64")
    zero_2 = constant(0, dtype="int64")
    one = constant(1, dtype="int64")
    dim_value = constant(dim, dtype="int64")
    zero_list = constant([0], dtype="int64")
    one_list = constant([1], dtype="int64")
    dim_list = constant([dim], dtype="int64")
    values_3 = constant([9223372036854775807], dtype="int64")
    minus_one_list = constant([-1], dtype="int64")
    if dtype_name(input) in ("float16", "bfloat16"):
        key = op.Cast(input, to=TensorProto.FLOAT)
    elif dtype_name(input) in ("bool", "uint8", "int8", "int16"):
        key = op.Cast(input, to=TensorProto.INT32)
    else:
        key = op.Identity(input)
    count = op.Gather(op.Shape(key), values_2)
    ranked, ranked_1 = op.TopK(key, count, axis=dim, largest=0, sorted=1)
    order = op.Identity(ranked_1)
    position = op.Sub(op.CumSum(op.Add(op.Mul(order, zero_2), one), dim_value), one)
    first = op.Cast(
        op.Add(op.Mul(op.Slice(order, zero_list, one_list, dim_list), zero_2), one),
        to=TensorProto.BOOL,
    )
    changed = op.Not(
        op.Equal(
            op.Slice(ranked, one_list, values_3, dim_list),
            op.Slice(ranked, zero_list, minus_one_list, dim_list),
        ),
    )
    starts_here = op.Concat(first, changed, axis=dim)
    starts_top_k, _ = op.TopK(
        op.Where(starts_here, position, op.Add(position, count)),
        count,
        axis=dim,
        largest=0,
        sorted=1,
    )
    starts = op.Min(starts_top_k, count)
    next_starts = op.Concat(
        op.Slice(starts, one_list, values_3, dim_list),
        op.Add(op.Mul(op.Slice(starts, zero_list, one_list, dim_list), zero_2), count),
        axis=dim,
    )
    longest = op.ArgMax(
        op.Sub(next_starts, starts),
        axis=dim,
        keepdims=1,
        select_last_index=0,
    )
    end = op.Sub(
        op.ReduceSum(
            op.Where(op.Equal(position, longest), next_starts, zero_2),
            dim_list,
            keepdims=1,
        ),
        one,
    )
    picked = op.Equal(position, end)
    picked_index = op.ReduceSum(op.Where(picked, order, zero_2), dim_list, keepdims=1)
    if keepdim:
        indices = op.Identity(picked_index)
    else:
        dim_list_2 = constant([dim], dtype="int64")
        indices = op.Squeeze(picked_index, dim_list_2)
    if dtype_name(input) in ("float16", "bfloat16"):
        fill = op.Cast(negative_zero, to=TensorProto.FLOAT)
    elif is_floating(input):
        fill = op.Identity(negative_zero)
    elif dtype_name(input) in ("bool", "uint8", "int8", "int16"):
        fill = op.Cast(zero, to=TensorProto.INT32)
    else:
        fill = op.Identity(zero)
    summed = op.ReduceSum(op.Where(picked, ranked, fill), dim_list, keepdims=1)
    picked_value = op.Cast(summed, to=onnx_dtype_of(input))
    if keepdim:
        values = op.Identity(picked_value)
    else:
        dim_list_3 = constant([dim], dtype="int64")
        values = op.Squeeze(picked_value, dim_list_3)
    return values, indices
