"""cummin for the dynamo exporter: aten::cummin -> ONNX Identity + Cast + Unsqueeze + Slice + Shape + Gather + Range + GreaterOrEqual + Where + ArgMin + GatherElements + Equal + And + ArgMax + Not + ReduceSum + Greater, opsets 18 to 23.

Generated from mappings/aten/cummin.yaml by `opmapgen build`; do not edit.

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
    present,
    rank,
    torch_fallback,
)

TARGET = "aten::cummin.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::cummin(Tensor self, int dim) -> (Tensor values, Tensor indices)"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "cummin",
    "mappings/aten/cummin.yaml",
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
def translation(input, dim):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(
        present(rank(input)),
        "the rank of the input must be known at export",
        input=input,
    )
    if rank(input) == 0:
        zero = constant(0, dtype="int64")
        values = op.Identity(input)
        indices = op.Identity(zero)
        return values, indices
    values_2 = constant([dim % rank(input)], dtype="int64")
    zero_list = constant([0], dtype="int64")
    one_list = constant([1], dtype="int64")
    dim_list = constant([dim], dtype="int64")
    scalar = constant(dim % rank(input), dtype="int64")
    zero = constant(0, dtype="int64")
    one = constant(1, dtype="int64")
    if dtype_name(input) in ("float16", "bfloat16"):
        y = op.Cast(input, to=TensorProto.FLOAT)
    elif is_floating(input):
        y = op.Identity(input)
    else:
        y = op.Cast(input, to=TensorProto.INT64)
    expanded = op.Unsqueeze(y, values_2)
    first = op.Unsqueeze(op.Slice(y, zero_list, one_list, dim_list), values_2)
    positions = op.Range(zero, op.Gather(op.Shape(input), scalar), one)
    lower = op.GreaterOrEqual(
        op.Unsqueeze(positions, one_list),
        op.Unsqueeze(positions, zero_list),
    )
    if dim % rank(input) == rank(input) - 1:
        mask = op.Identity(lower)
    else:
        scalar_2 = constant(
            list(range(2, rank(input) + 1 - dim % rank(input))),
            dtype="int64",
        )
        mask = op.Unsqueeze(lower, scalar_2)
    masked = op.Where(mask, expanded, first)
    top = op.GatherElements(
        masked,
        op.ArgMin(masked, axis=dim % rank(input) + 1, keepdims=1),
        axis=dim % rank(input) + 1,
    )
    hits = op.Cast(op.And(mask, op.Equal(expanded, top)), to=TensorProto.INT32)
    last = op.ArgMax(hits, axis=dim % rank(input) + 1, keepdims=0, select_last_index=1)
    if is_floating(input):
        values_3 = constant([dim % rank(input)], dtype="int64")
        values_4 = constant([dim % rank(input) + 1], dtype="int64")
        zero_2 = constant(0, dtype="int64")
        indices_cast = op.Cast(
            op.And(mask, op.Unsqueeze(op.Not(op.Equal(y, y)), values_3)),
            to=TensorProto.INT64,
        )
        indices_cast_2 = op.Cast(
            op.And(mask, op.Unsqueeze(op.Not(op.Equal(y, y)), values_3)),
            to=TensorProto.INT32,
        )
        indices = op.Where(
            op.Greater(op.ReduceSum(indices_cast, values_4, keepdims=0), zero_2),
            op.ArgMax(
                indices_cast_2,
                axis=dim % rank(input) + 1,
                keepdims=0,
                select_last_index=1,
            ),
            last,
        )
    else:
        indices = op.Identity(last)
    values = op.GatherElements(input, indices, axis=dim % rank(input))
    return values, indices
