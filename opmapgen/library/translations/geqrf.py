"""geqrf for the dynamo exporter: aten::geqrf -> ONNX Shape + Gather + Min + Identity + Slice + ReduceSum + Squeeze + Range + Unsqueeze + Mul + Cast + Concat + Expand + Add + Greater + Where + Abs + TopK + Equal + Div + Sqrt + Max + GreaterOrEqual + Sub + MatMul + Less, opsets 18 to 23.

Generated from mappings/aten/geqrf.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    check_inputs,
    constant,
    element_count,
    loop,
    onnx_dtype_of,
    present,
    torch_fallback,
    traced_sizes,
)

TARGET = "aten::geqrf.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::geqrf(Tensor self) -> (Tensor a, Tensor tau)"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "geqrf",
    "mappings/aten/geqrf.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "torch does not take float16 inputs to geqrf on the CPU",
        "bfloat16": "torch does not take bfloat16 inputs to geqrf on the CPU",
        "complex": "not mapped yet (complex numbers are a separate family)",
    },
)


@torch_fallback(CONTRACT, TARGET)
def translation(input):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(
        present(traced_sizes(input)),
        "the matrices' size must be known at export (one round per column): export with static shapes (the sizes are read whole, so a dynamic batch dim is refused too)",
        input=input,
    )
    if element_count(input) == 0:
        minus_two_list = constant([-2], dtype="int64")
        minus_one_list = constant([-1], dtype="int64")
        zero_list = constant([0], dtype="int64")
        k = op.Min(
            op.Gather(op.Shape(input), minus_two_list),
            op.Gather(op.Shape(input), minus_one_list),
        )
        a = op.Identity(input)
        tau = op.ReduceSum(
            op.Slice(input, zero_list, k, minus_one_list),
            minus_two_list,
            keepdims=0,
        )
        return a, tau
    minus_two_list = constant([-2], dtype="int64")
    minus_one_list = constant([-1], dtype="int64")
    zero = constant(0, dtype="int64")
    one = constant(1, dtype="int64")
    zero_list = constant([0], dtype="int64")
    zero_2 = constant(0, like=input)
    one_list = constant([1], dtype="int64")
    one_2 = constant(1, like=input)
    shape = op.Shape(input)
    m = op.Gather(shape, minus_two_list)
    n = op.Gather(shape, minus_one_list)
    k = op.Min(m, n)
    rows = op.Unsqueeze(op.Range(zero, op.Squeeze(m), one), minus_one_list)
    columns = op.Range(zero, op.Squeeze(n), one)
    j = op.Mul(m, zero)
    factor = op.Identity(input)
    taus = op.Expand(
        op.Cast(zero, to=onnx_dtype_of(input)),
        op.Concat(op.Slice(shape, zero_list, minus_two_list), k, axis=0),
    )
    positions = op.Range(zero, op.Squeeze(k), one)

    def each_column(factor, taus, j):
        column = op.Slice(factor, j, op.Add(j, one), minus_one_list)
        alpha = op.Slice(column, j, op.Add(j, one), minus_two_list)
        below = op.Where(op.Greater(rows, j), column, zero_2)
        largest, _ = op.TopK(op.Abs(below), one_list, axis=-2)
        each_column_reduce_sum = op.ReduceSum(
            op.Mul(
                op.Div(below, op.Where(op.Equal(largest, zero_2), one_2, largest)),
                op.Div(below, op.Where(op.Equal(largest, zero_2), one_2, largest)),
            ),
            minus_two_list,
            keepdims=1,
        )
        norm = op.Mul(largest, op.Sqrt(each_column_reduce_sum))
        larger = op.Max(op.Abs(alpha), norm)
        smaller = op.Min(op.Abs(alpha), norm)
        each_column_add_3 = op.Add(
            one_2,
            op.Mul(
                op.Div(smaller, op.Where(op.Equal(larger, zero_2), one_2, larger)),
                op.Div(smaller, op.Where(op.Equal(larger, zero_2), one_2, larger)),
            ),
        )
        length_2 = op.Mul(larger, op.Sqrt(each_column_add_3))
        beta = op.Where(
            op.Equal(norm, zero_2),
            alpha,
            op.Where(
                op.GreaterOrEqual(alpha, zero_2),
                op.Sub(zero_2, length_2),
                length_2,
            ),
        )
        tau = op.Where(
            op.Equal(norm, zero_2),
            zero_2,
            op.Div(op.Sub(beta, alpha), op.Where(op.Equal(norm, zero_2), one_2, beta)),
        )
        v = op.Where(
            op.Equal(rows, j),
            one_2,
            op.Mul(
                below,
                op.Div(
                    one_2,
                    op.Where(op.Equal(norm, zero_2), one_2, op.Sub(alpha, beta)),
                ),
            ),
        )
        each_column_mul_5 = op.Mul(
            v,
            op.Mul(
                tau,
                op.MatMul(
                    op.Unsqueeze(op.Squeeze(v, minus_one_list), minus_two_list),
                    factor,
                ),
            ),
        )
        factor = op.Where(
            op.Greater(columns, j),
            op.Sub(factor, each_column_mul_5),
            op.Where(
                op.Equal(columns, j),
                op.Where(
                    op.Less(rows, j),
                    column,
                    op.Where(op.Equal(rows, j), beta, v),
                ),
                factor,
            ),
        )
        taus = op.Where(op.Equal(positions, j), op.Squeeze(tau, minus_one_list), taus)
        j = op.Add(j, one)
        return factor, taus, j

    factor, taus, j = loop(
        min(traced_sizes(input)[-2], traced_sizes(input)[-1]),
        each_column,
        factor,
        taus,
        j,
    )
    a = op.Identity(factor)
    tau_out = op.Identity(taus)
    return a, tau_out
