"""linalg_qr for the dynamo exporter: aten::linalg_qr -> ONNX Shape + Gather + Min + Squeeze + Range + Unsqueeze + Reshape + Slice + ReduceSum + Equal + Cast + Add + Identity + Mul + Greater + Where + Abs + TopK + Div + Sqrt + Max + GreaterOrEqual + Sub + MatMul + Less + LessOrEqual + Concat + Expand, opsets 18 to 23.

Generated from mappings/aten/linalg_qr.yaml by `opmapgen build`; do not edit.

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

TARGET = "aten::linalg_qr.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = 'aten::linalg_qr(Tensor A, str mode="reduced") -> (Tensor Q, Tensor R)'
OPSETS = range(18, 24)
CONTRACT = Contract(
    "linalg_qr",
    "mappings/aten/linalg_qr.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "torch does not take float16 inputs to linalg_qr on the CPU",
        "bfloat16": "torch does not take bfloat16 inputs to linalg_qr on the CPU",
        "complex": "not mapped yet (complex numbers are a separate family)",
    },
    variants=("numel(A) == 0", 'mode == "r"', 'mode in ("reduced", "complete")'),
)


@torch_fallback(CONTRACT, TARGET)
def translation(A, mode="reduced"):
    check_inputs(CONTRACT, A=A)
    CONTRACT.require(
        present(traced_sizes(A)),
        "the matrices' size must be known at export (one round per column): export with static shapes (the sizes are read whole, so a dynamic batch dim is refused too)",
        A=A,
    )
    if element_count(A) == 0:
        minus_two_list = constant([-2], dtype="int64")
        minus_one_list = constant([-1], dtype="int64")
        zero = constant(0, dtype="int64")
        one = constant(1, dtype="int64")
        shape = op.Shape(A)
        m = op.Gather(shape, minus_two_list)
        n = op.Gather(shape, minus_one_list)
        k = op.Min(m, n)
        rows = op.Unsqueeze(op.Range(zero, op.Squeeze(m), one), minus_one_list)
        if mode == "r":
            minus_one_list_2 = constant([-1], dtype="int64")
            zero_list = constant([0], dtype="int64")
            Q = op.Slice(
                op.Reshape(A, minus_one_list_2),
                zero_list,
                zero_list,
                zero_list,
            )
        elif mode == "complete":
            minus_one_list_3 = constant([-1], dtype="int64")
            zero_2 = constant(0, dtype="int64")
            one_2 = constant(1, dtype="int64")
            Q = op.Add(
                op.ReduceSum(A, minus_one_list_3, keepdims=1),
                op.Cast(
                    op.Equal(rows, op.Range(zero_2, op.Squeeze(m), one_2)),
                    to=onnx_dtype_of(A),
                ),
            )
        else:
            zero_list_2 = constant([0], dtype="int64")
            minus_one_list_4 = constant([-1], dtype="int64")
            Q = op.Slice(A, zero_list_2, k, minus_one_list_4)
        if mode == "complete":
            R = op.Identity(A)
        else:
            zero_list_3 = constant([0], dtype="int64")
            minus_two_list_2 = constant([-2], dtype="int64")
            R = op.Slice(A, zero_list_3, k, minus_two_list_2)
        return Q, R
    if mode == "r":
        minus_two_list = constant([-2], dtype="int64")
        minus_one_list = constant([-1], dtype="int64")
        zero = constant(0, dtype="int64")
        one = constant(1, dtype="int64")
        zero_2 = constant(0, like=A)
        one_list = constant([1], dtype="int64")
        one_2 = constant(1, like=A)
        zero_list = constant([0], dtype="int64")
        shape = op.Shape(A)
        m = op.Gather(shape, minus_two_list)
        n = op.Gather(shape, minus_one_list)
        k = op.Min(m, n)
        rows = op.Unsqueeze(op.Range(zero, op.Squeeze(m), one), minus_one_list)
        columns = op.Range(zero, op.Squeeze(n), one)
        j = op.Mul(m, zero)
        factor = op.Identity(A)

        def each_column(factor, j):
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
                op.Div(
                    op.Sub(beta, alpha),
                    op.Where(op.Equal(norm, zero_2), one_2, beta),
                ),
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
            j = op.Add(j, one)
            return factor, j

        factor, j = loop(
            min(traced_sizes(A)[-2], traced_sizes(A)[-1]),
            each_column,
            factor,
            j,
        )
        Q = op.Slice(op.Reshape(A, minus_one_list), zero_list, zero_list, zero_list)
        R = op.Slice(
            op.Where(op.LessOrEqual(rows, columns), factor, zero_2),
            zero_list,
            k,
            minus_two_list,
        )
        return Q, R
    if mode in ("reduced", "complete"):
        minus_two_list = constant([-2], dtype="int64")
        minus_one_list = constant([-1], dtype="int64")
        zero = constant(0, dtype="int64")
        one = constant(1, dtype="int64")
        zero_list = constant([0], dtype="int64")
        zero_2 = constant(0, like=A)
        one_list = constant([1], dtype="int64")
        one_2 = constant(1, like=A)
        shape = op.Shape(A)
        m = op.Gather(shape, minus_two_list)
        n = op.Gather(shape, minus_one_list)
        k = op.Min(m, n)
        rows = op.Unsqueeze(op.Range(zero, op.Squeeze(m), one), minus_one_list)
        columns = op.Range(zero, op.Squeeze(n), one)
        j = op.Mul(m, zero)
        factor = op.Identity(A)
        taus = op.Expand(
            op.Cast(zero, to=onnx_dtype_of(A)),
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
                op.Div(
                    op.Sub(beta, alpha),
                    op.Where(op.Equal(norm, zero_2), one_2, beta),
                ),
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
            taus = op.Where(
                op.Equal(positions, j),
                op.Squeeze(tau, minus_one_list),
                taus,
            )
            j = op.Add(j, one)
            return factor, taus, j

        factor, taus, j = loop(
            min(traced_sizes(A)[-2], traced_sizes(A)[-1]),
            each_column,
            factor,
            taus,
            j,
        )
        if mode == "complete":
            q_columns = op.Identity(m)
        else:
            q_columns = op.Identity(k)
        if mode == "complete":
            r_rows = op.Identity(m)
        else:
            r_rows = op.Identity(k)
        product = op.Expand(
            op.Cast(
                op.Equal(rows, op.Range(zero, op.Squeeze(q_columns), one)),
                to=onnx_dtype_of(A),
            ),
            op.Concat(op.Slice(shape, zero_list, minus_two_list), m, q_columns, axis=0),
        )
        i = op.Sub(k, one)

        def each_reflector(product, i):
            reflector = op.Where(
                op.Equal(rows, i),
                one_2,
                op.Where(op.Greater(rows, i), op.Gather(factor, i, axis=-1), zero_2),
            )
            scale = op.Unsqueeze(op.Gather(taus, i, axis=-1), minus_one_list)
            each_reflector_mul_2 = op.Mul(
                reflector,
                op.Mul(
                    scale,
                    op.MatMul(
                        op.Unsqueeze(
                            op.Squeeze(reflector, minus_one_list),
                            minus_two_list,
                        ),
                        product,
                    ),
                ),
            )
            product = op.Sub(product, each_reflector_mul_2)
            i = op.Sub(i, one)
            return product, i

        product, i = loop(
            min(traced_sizes(A)[-2], traced_sizes(A)[-1]),
            each_reflector,
            product,
            i,
        )
        Q = op.Identity(product)
        R = op.Slice(
            op.Where(op.LessOrEqual(rows, columns), factor, zero_2),
            zero_list,
            r_rows,
            minus_two_list,
        )
        return Q, R
    CONTRACT.no_variant(A=A, mode=mode)
