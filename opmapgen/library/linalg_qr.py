"""linalg_qr: aten::linalg_qr -> ONNX Shape + Gather + Min + Squeeze + Range + Unsqueeze + Reshape + Slice + ReduceSum + Equal + Cast + Add + Identity + Mul + Greater + Where + Abs + TopK + Div + Sqrt + Max + GreaterOrEqual + Sub + MatMul + Less + LessOrEqual + Concat + Expand, opsets 13 to 20.

Generated from mappings/aten/linalg_qr.yaml by `opmapgen build`; do not edit.

Source schema: aten::linalg_qr(Tensor A, str mode="reduced") -> (Tensor Q, Tensor R)

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_of,
    element_count,
    loop,
    onnx_dtype_of,
    parse_args,
    present,
    torch_fallback,
    traced_sizes,
)

SOURCE_OP = "aten::linalg_qr"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "linalg_qr",
    "mappings/aten/linalg_qr.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "torch does not take float16 inputs to linalg_qr on the CPU",
        "bfloat16": "torch does not take bfloat16 inputs to linalg_qr on the CPU",
        "complex": "not mapped yet (complex numbers are a separate family)",
    },
    scalar_typed_ops=(
        "Min",
        "Equal",
        "Add",
        "Mul",
        "Greater",
        "Div",
        "Max",
        "GreaterOrEqual",
        "Sub",
        "MatMul",
        "Less",
        "LessOrEqual",
        "Concat",
    ),
    variants=("numel(A) == 0", 'mode == "r"', 'mode in ("reduced", "complete")'),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "s")
def symbolic(g, A, mode):
    check_inputs(CONTRACT, A=A)
    CONTRACT.require(
        present(traced_sizes(A)),
        "the matrices' size must be known at export (one round per column): export with static shapes (the sizes are read whole, so a dynamic batch dim is refused too)",
        A=A,
    )
    if element_count(A) == 0:
        minus_two_list = g.op("Constant", value_t=torch.tensor([-2], dtype=torch.int64))
        minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        shape = g.op("Shape", A)
        m = g.op("Gather", shape, minus_two_list)
        n = g.op("Gather", shape, minus_one_list)
        k = g.op("Min", m, n)
        rows = g.op(
            "Unsqueeze",
            g.op("Range", zero, g.op("Squeeze", m), one),
            minus_one_list,
        )
        if mode == "r":
            minus_one_list_2 = g.op(
                "Constant",
                value_t=torch.tensor([-1], dtype=torch.int64),
            )
            zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
            Q = g.op(
                "Slice",
                g.op("Reshape", A, minus_one_list_2),
                zero_list,
                zero_list,
                zero_list,
            )
        elif mode == "complete":
            minus_one_list_3 = g.op(
                "Constant",
                value_t=torch.tensor([-1], dtype=torch.int64),
            )
            zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
            one_2 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
            Q = g.op(
                "Add",
                g.op("ReduceSum", A, minus_one_list_3, keepdims_i=1),
                g.op(
                    "Cast",
                    g.op(
                        "Equal",
                        rows,
                        g.op("Range", zero_2, g.op("Squeeze", m), one_2),
                    ),
                    to_i=onnx_dtype_of(A),
                ),
            )
        else:
            zero_list_2 = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
            minus_one_list_4 = g.op(
                "Constant",
                value_t=torch.tensor([-1], dtype=torch.int64),
            )
            Q = g.op("Slice", A, zero_list_2, k, minus_one_list_4)
        if mode == "complete":
            R = g.op("Identity", A)
        else:
            zero_list_3 = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
            minus_two_list_2 = g.op(
                "Constant",
                value_t=torch.tensor([-2], dtype=torch.int64),
            )
            R = g.op("Slice", A, zero_list_3, k, minus_two_list_2)
        return Q, R
    if mode == "r":
        minus_two_list = g.op("Constant", value_t=torch.tensor([-2], dtype=torch.int64))
        minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(A)))
        one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        one_2 = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(A)))
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        shape = g.op("Shape", A)
        m = g.op("Gather", shape, minus_two_list)
        n = g.op("Gather", shape, minus_one_list)
        k = g.op("Min", m, n)
        rows = g.op(
            "Unsqueeze",
            g.op("Range", zero, g.op("Squeeze", m), one),
            minus_one_list,
        )
        columns = g.op("Range", zero, g.op("Squeeze", n), one)
        j = g.op("Mul", m, zero)
        factor = g.op("Identity", A)

        def each_column(g, factor, j):
            column = g.op("Slice", factor, j, g.op("Add", j, one), minus_one_list)
            alpha = g.op("Slice", column, j, g.op("Add", j, one), minus_two_list)
            below = g.op("Where", g.op("Greater", rows, j), column, zero_2)
            largest, _ = g.op(
                "TopK",
                g.op("Abs", below),
                one_list,
                axis_i=-2,
                outputs=2,
            )
            each_column_reduce_sum = g.op(
                "ReduceSum",
                g.op(
                    "Mul",
                    g.op(
                        "Div",
                        below,
                        g.op("Where", g.op("Equal", largest, zero_2), one_2, largest),
                    ),
                    g.op(
                        "Div",
                        below,
                        g.op("Where", g.op("Equal", largest, zero_2), one_2, largest),
                    ),
                ),
                minus_two_list,
                keepdims_i=1,
            )
            norm = g.op("Mul", largest, g.op("Sqrt", each_column_reduce_sum))
            larger = g.op("Max", g.op("Abs", alpha), norm)
            smaller = g.op("Min", g.op("Abs", alpha), norm)
            each_column_add_3 = g.op(
                "Add",
                one_2,
                g.op(
                    "Mul",
                    g.op(
                        "Div",
                        smaller,
                        g.op("Where", g.op("Equal", larger, zero_2), one_2, larger),
                    ),
                    g.op(
                        "Div",
                        smaller,
                        g.op("Where", g.op("Equal", larger, zero_2), one_2, larger),
                    ),
                ),
            )
            length_2 = g.op("Mul", larger, g.op("Sqrt", each_column_add_3))
            beta = g.op(
                "Where",
                g.op("Equal", norm, zero_2),
                alpha,
                g.op(
                    "Where",
                    g.op("GreaterOrEqual", alpha, zero_2),
                    g.op("Sub", zero_2, length_2),
                    length_2,
                ),
            )
            tau = g.op(
                "Where",
                g.op("Equal", norm, zero_2),
                zero_2,
                g.op(
                    "Div",
                    g.op("Sub", beta, alpha),
                    g.op("Where", g.op("Equal", norm, zero_2), one_2, beta),
                ),
            )
            v = g.op(
                "Where",
                g.op("Equal", rows, j),
                one_2,
                g.op(
                    "Mul",
                    below,
                    g.op(
                        "Div",
                        one_2,
                        g.op(
                            "Where",
                            g.op("Equal", norm, zero_2),
                            one_2,
                            g.op("Sub", alpha, beta),
                        ),
                    ),
                ),
            )
            each_column_mul_5 = g.op(
                "Mul",
                v,
                g.op(
                    "Mul",
                    tau,
                    g.op(
                        "MatMul",
                        g.op(
                            "Unsqueeze",
                            g.op("Squeeze", v, minus_one_list),
                            minus_two_list,
                        ),
                        factor,
                    ),
                ),
            )
            factor = g.op(
                "Where",
                g.op("Greater", columns, j),
                g.op("Sub", factor, each_column_mul_5),
                g.op(
                    "Where",
                    g.op("Equal", columns, j),
                    g.op(
                        "Where",
                        g.op("Less", rows, j),
                        column,
                        g.op("Where", g.op("Equal", rows, j), beta, v),
                    ),
                    factor,
                ),
            )
            j = g.op("Add", j, one)
            return factor, j

        factor, j = loop(
            g,
            min(traced_sizes(A)[-2], traced_sizes(A)[-1]),
            each_column,
            factor,
            j,
        )
        Q = g.op(
            "Slice",
            g.op("Reshape", A, minus_one_list),
            zero_list,
            zero_list,
            zero_list,
        )
        R = g.op(
            "Slice",
            g.op("Where", g.op("LessOrEqual", rows, columns), factor, zero_2),
            zero_list,
            k,
            minus_two_list,
        )
        return Q, R
    if mode in ("reduced", "complete"):
        minus_two_list = g.op("Constant", value_t=torch.tensor([-2], dtype=torch.int64))
        minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(A)))
        one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        one_2 = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(A)))
        shape = g.op("Shape", A)
        m = g.op("Gather", shape, minus_two_list)
        n = g.op("Gather", shape, minus_one_list)
        k = g.op("Min", m, n)
        rows = g.op(
            "Unsqueeze",
            g.op("Range", zero, g.op("Squeeze", m), one),
            minus_one_list,
        )
        columns = g.op("Range", zero, g.op("Squeeze", n), one)
        j = g.op("Mul", m, zero)
        factor = g.op("Identity", A)
        taus = g.op(
            "Expand",
            g.op("Cast", zero, to_i=onnx_dtype_of(A)),
            g.op(
                "Concat",
                g.op("Slice", shape, zero_list, minus_two_list),
                k,
                axis_i=0,
            ),
        )
        positions = g.op("Range", zero, g.op("Squeeze", k), one)

        def each_column(g, factor, taus, j):
            column = g.op("Slice", factor, j, g.op("Add", j, one), minus_one_list)
            alpha = g.op("Slice", column, j, g.op("Add", j, one), minus_two_list)
            below = g.op("Where", g.op("Greater", rows, j), column, zero_2)
            largest, _ = g.op(
                "TopK",
                g.op("Abs", below),
                one_list,
                axis_i=-2,
                outputs=2,
            )
            each_column_reduce_sum = g.op(
                "ReduceSum",
                g.op(
                    "Mul",
                    g.op(
                        "Div",
                        below,
                        g.op("Where", g.op("Equal", largest, zero_2), one_2, largest),
                    ),
                    g.op(
                        "Div",
                        below,
                        g.op("Where", g.op("Equal", largest, zero_2), one_2, largest),
                    ),
                ),
                minus_two_list,
                keepdims_i=1,
            )
            norm = g.op("Mul", largest, g.op("Sqrt", each_column_reduce_sum))
            larger = g.op("Max", g.op("Abs", alpha), norm)
            smaller = g.op("Min", g.op("Abs", alpha), norm)
            each_column_add_3 = g.op(
                "Add",
                one_2,
                g.op(
                    "Mul",
                    g.op(
                        "Div",
                        smaller,
                        g.op("Where", g.op("Equal", larger, zero_2), one_2, larger),
                    ),
                    g.op(
                        "Div",
                        smaller,
                        g.op("Where", g.op("Equal", larger, zero_2), one_2, larger),
                    ),
                ),
            )
            length_2 = g.op("Mul", larger, g.op("Sqrt", each_column_add_3))
            beta = g.op(
                "Where",
                g.op("Equal", norm, zero_2),
                alpha,
                g.op(
                    "Where",
                    g.op("GreaterOrEqual", alpha, zero_2),
                    g.op("Sub", zero_2, length_2),
                    length_2,
                ),
            )
            tau = g.op(
                "Where",
                g.op("Equal", norm, zero_2),
                zero_2,
                g.op(
                    "Div",
                    g.op("Sub", beta, alpha),
                    g.op("Where", g.op("Equal", norm, zero_2), one_2, beta),
                ),
            )
            v = g.op(
                "Where",
                g.op("Equal", rows, j),
                one_2,
                g.op(
                    "Mul",
                    below,
                    g.op(
                        "Div",
                        one_2,
                        g.op(
                            "Where",
                            g.op("Equal", norm, zero_2),
                            one_2,
                            g.op("Sub", alpha, beta),
                        ),
                    ),
                ),
            )
            each_column_mul_5 = g.op(
                "Mul",
                v,
                g.op(
                    "Mul",
                    tau,
                    g.op(
                        "MatMul",
                        g.op(
                            "Unsqueeze",
                            g.op("Squeeze", v, minus_one_list),
                            minus_two_list,
                        ),
                        factor,
                    ),
                ),
            )
            factor = g.op(
                "Where",
                g.op("Greater", columns, j),
                g.op("Sub", factor, each_column_mul_5),
                g.op(
                    "Where",
                    g.op("Equal", columns, j),
                    g.op(
                        "Where",
                        g.op("Less", rows, j),
                        column,
                        g.op("Where", g.op("Equal", rows, j), beta, v),
                    ),
                    factor,
                ),
            )
            taus = g.op(
                "Where",
                g.op("Equal", positions, j),
                g.op("Squeeze", tau, minus_one_list),
                taus,
            )
            j = g.op("Add", j, one)
            return factor, taus, j

        factor, taus, j = loop(
            g,
            min(traced_sizes(A)[-2], traced_sizes(A)[-1]),
            each_column,
            factor,
            taus,
            j,
        )
        if mode == "complete":
            q_columns = g.op("Identity", m)
        else:
            q_columns = g.op("Identity", k)
        if mode == "complete":
            r_rows = g.op("Identity", m)
        else:
            r_rows = g.op("Identity", k)
        product = g.op(
            "Expand",
            g.op(
                "Cast",
                g.op(
                    "Equal",
                    rows,
                    g.op("Range", zero, g.op("Squeeze", q_columns), one),
                ),
                to_i=onnx_dtype_of(A),
            ),
            g.op(
                "Concat",
                g.op("Slice", shape, zero_list, minus_two_list),
                m,
                q_columns,
                axis_i=0,
            ),
        )
        i = g.op("Sub", k, one)

        def each_reflector(g, product, i):
            reflector = g.op(
                "Where",
                g.op("Equal", rows, i),
                one_2,
                g.op(
                    "Where",
                    g.op("Greater", rows, i),
                    g.op("Gather", factor, i, axis_i=-1),
                    zero_2,
                ),
            )
            scale = g.op(
                "Unsqueeze",
                g.op("Gather", taus, i, axis_i=-1),
                minus_one_list,
            )
            each_reflector_mul_2 = g.op(
                "Mul",
                reflector,
                g.op(
                    "Mul",
                    scale,
                    g.op(
                        "MatMul",
                        g.op(
                            "Unsqueeze",
                            g.op("Squeeze", reflector, minus_one_list),
                            minus_two_list,
                        ),
                        product,
                    ),
                ),
            )
            product = g.op("Sub", product, each_reflector_mul_2)
            i = g.op("Sub", i, one)
            return product, i

        product, i = loop(
            g,
            min(traced_sizes(A)[-2], traced_sizes(A)[-1]),
            each_reflector,
            product,
            i,
        )
        Q = g.op("Identity", product)
        R = g.op(
            "Slice",
            g.op("Where", g.op("LessOrEqual", rows, columns), factor, zero_2),
            zero_list,
            r_rows,
            minus_two_list,
        )
        return Q, R
    CONTRACT.no_variant(A=A, mode=mode)
