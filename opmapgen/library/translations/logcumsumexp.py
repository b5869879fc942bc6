"""logcumsumexp for the dynamo exporter: aten::logcumsumexp -> ONNX Identity + Cast + Unsqueeze + Shape + Gather + Range + GreaterOrEqual + Where + ArgMax + GatherElements + Abs + Equal + Sub + Exp + ReduceSum + Log + Squeeze + Add, opsets 18 to 23.

Generated from mappings/aten/logcumsumexp.yaml by `opmapgen build`; do not edit.

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
    present,
    rank,
    torch_fallback,
)

TARGET = "aten::logcumsumexp.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::logcumsumexp(Tensor self, int dim) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "logcumsumexp",
    "mappings/aten/logcumsumexp.yaml",
    dtypes=("float16", "bfloat16", "float32", "float64"),
    reasons={
        "integer": "torch does not take integer inputs to logcumsumexp",
        "bool": "torch does not take bool inputs to logcumsumexp",
    },
    variants=(
        "rank(input) == 0",
        'dtype(input) in ("float16", "bfloat16")',
        'dtype(input) in ("float32", "float64")',
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
        return op.Identity(input)
    if dtype_name(input) in ("float16", "bfloat16"):
        values = constant([dim % rank(input)], dtype="int64")
        scalar = constant(dim % rank(input), dtype="int64")
        zero = constant(0, dtype="int64")
        one = constant(1, dtype="int64")
        one_list = constant([1], dtype="int64")
        zero_list = constant([0], dtype="int64")
        minus_inf = constant(float("-inf"), dtype="float32")
        inf = constant(float("inf"), dtype="float32")
        zero_2 = constant(0, dtype="float32")
        values_2 = constant([dim % rank(input) + 1], dtype="int64")
        expanded = op.Unsqueeze(op.Cast(input, to=TensorProto.FLOAT), values)
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
        masked = op.Where(mask, expanded, minus_inf)
        if dim >= 0:
            top = op.GatherElements(
                masked,
                op.ArgMax(masked, axis=dim + 1, keepdims=1),
                axis=dim + 1,
            )
        else:
            top = op.GatherElements(
                masked,
                op.ArgMax(masked, axis=dim, keepdims=1),
                axis=dim,
            )
        shift = op.Where(op.Equal(op.Abs(top), inf), zero_2, top)
        total = op.ReduceSum(op.Exp(op.Sub(masked, shift)), values_2, keepdims=0)
        value = op.Add(op.Log(total), op.Squeeze(shift, values_2))
        return op.Cast(value, to=onnx_dtype_of(input))
    if dtype_name(input) in ("float32", "float64"):
        values = constant([dim % rank(input)], dtype="int64")
        scalar = constant(dim % rank(input), dtype="int64")
        zero = constant(0, dtype="int64")
        one = constant(1, dtype="int64")
        one_list = constant([1], dtype="int64")
        zero_list = constant([0], dtype="int64")
        minus_inf = constant(float("-inf"), like=input)
        inf = constant(float("inf"), like=input)
        zero_2 = constant(0, like=input)
        values_2 = constant([dim % rank(input) + 1], dtype="int64")
        expanded = op.Unsqueeze(input, values)
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
        masked = op.Where(mask, expanded, minus_inf)
        if dim >= 0:
            top = op.GatherElements(
                masked,
                op.ArgMax(masked, axis=dim + 1, keepdims=1),
                axis=dim + 1,
            )
        else:
            top = op.GatherElements(
                masked,
                op.ArgMax(masked, axis=dim, keepdims=1),
                axis=dim,
            )
        shift = op.Where(op.Equal(op.Abs(top), inf), zero_2, top)
        total = op.ReduceSum(op.Exp(op.Sub(masked, shift)), values_2, keepdims=0)
        value = op.Add(op.Log(total), op.Squeeze(shift, values_2))
        return op.Identity(value)
    CONTRACT.no_variant(input=input)
