"""logdet for the dynamo exporter: aten::logdet -> ONNX Einsum + Shape + Gather + Range + Unsqueeze + Mul + Slice + Concat + Cast + Expand + Less + Abs + Where + ArgMax + Max + Equal + ReduceSum + Div + Greater + And + Sub + Not + Log + Add + Squeeze, opsets 18 to 23.

Generated from mappings/aten/logdet.yaml by `opmapgen build`; do not edit.

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
    torch_fallback,
    traced_sizes,
)

TARGET = "aten::logdet.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::logdet(Tensor self) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "logdet",
    "mappings/aten/logdet.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "torch does not take float16 inputs to logdet (low precision dtypes)",
        "bfloat16": "torch does not take bfloat16 inputs to logdet (low precision dtypes)",
        "complex": "not mapped yet (complex numbers are a separate family)",
    },
)


@torch_fallback(CONTRACT, TARGET)
def translation(input):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(
        present(traced_sizes(input)),
        "the matrices' size must be known at export (one round per column): export with static shapes for the last two dims",
        input=input,
    )
    minus_one = constant(-1, dtype="int64")
    zero = constant(0, dtype="int64")
    one = constant(1, dtype="int64")
    minus_one_list = constant([-1], dtype="int64")
    zero_list = constant([0], dtype="int64")
    minus_two_list = constant([-2], dtype="int64")
    one_list = constant([1], dtype="int64")
    minus_one_2 = constant(-1, like=input)
    zero_2 = constant(0, like=input)
    two = constant(2, like=input)
    one_2 = constant(1, like=input)
    nan = constant(float("nan"), like=input)
    factor = op.Einsum(input, equation="...ij->...ji")
    n = op.Gather(op.Shape(input), minus_one)
    positions = op.Range(zero, n, one)
    rows = op.Unsqueeze(positions, minus_one_list)
    j = op.Mul(n, zero)
    batch = op.Concat(
        op.Slice(op.Shape(input), zero_list, minus_two_list),
        one_list,
        axis=0,
    )
    sign = op.Expand(op.Cast(one, to=onnx_dtype_of(input)), batch)
    logabsdet = op.Expand(op.Cast(zero, to=onnx_dtype_of(input)), batch)
    for _ in range(traced_sizes(input)[-1]):
        pivot_at = op.Max(
            op.ArgMax(
                op.Where(
                    op.Less(positions, j),
                    minus_one_2,
                    op.Abs(op.Gather(factor, j, axis=-1)),
                ),
                axis=-1,
                keepdims=1,
            ),
            j,
        )
        pivot_row = op.ReduceSum(
            op.Where(
                op.Equal(rows, op.Unsqueeze(pivot_at, minus_one_list)),
                factor,
                zero_2,
            ),
            minus_two_list,
            keepdims=0,
        )
        swapped = op.Where(
            op.Equal(rows, j),
            op.Unsqueeze(pivot_row, minus_two_list),
            op.Where(
                op.Equal(rows, op.Unsqueeze(pivot_at, minus_one_list)),
                op.Unsqueeze(op.Gather(factor, j, axis=-2), minus_two_list),
                factor,
            ),
        )
        pivot = op.Gather(pivot_row, op.Unsqueeze(j, zero_list), axis=-1)
        column = op.Unsqueeze(op.Gather(swapped, j, axis=-1), minus_one_list)
        multipliers = op.Where(
            op.Equal(op.Unsqueeze(pivot, minus_one_list), zero_2),
            column,
            op.Div(column, op.Unsqueeze(pivot, minus_one_list)),
        )
        below = op.Greater(rows, j)
        factor = op.Where(
            op.And(below, op.Greater(positions, j)),
            op.Sub(
                swapped,
                op.Mul(multipliers, op.Unsqueeze(pivot_row, minus_two_list)),
            ),
            op.Where(op.And(below, op.Equal(positions, j)), multipliers, swapped),
        )
        each_column_sub_3 = op.Sub(
            one_2,
            op.Mul(
                two,
                op.Cast(op.Not(op.Equal(pivot_at, j)), to=onnx_dtype_of(input)),
            ),
        )
        sign = op.Mul(
            op.Mul(
                sign,
                op.Sub(
                    op.Cast(op.Greater(pivot, zero_2), to=onnx_dtype_of(input)),
                    op.Cast(op.Less(pivot, zero_2), to=onnx_dtype_of(input)),
                ),
            ),
            each_column_sub_3,
        )
        logabsdet = op.Add(logabsdet, op.Log(op.Abs(pivot)))
        j = op.Add(j, one)
    return op.Squeeze(op.Where(op.Less(sign, zero_2), nan, logabsdet), minus_one_list)
