"""geqrf: aten::geqrf -> ONNX Shape + Gather + Min + Identity + Slice + ReduceSum + Squeeze + Range + Unsqueeze + Mul + Cast + Concat + Expand + Add + Greater + Where + Abs + TopK + Equal + Div + Sqrt + Max + GreaterOrEqual + Sub + MatMul + Less, opsets 13 to 20.

Generated from mappings/aten/geqrf.yaml by `opmapgen build`; do not edit.

Source schema: aten::geqrf(Tensor self) -> (Tensor a, Tensor tau)

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

SOURCE_OP = "aten::geqrf"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "geqrf",
    "mappings/aten/geqrf.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "torch does not take float16 inputs to geqrf on the CPU",
        "bfloat16": "torch does not take bfloat16 inputs to geqrf on the CPU",
        "complex": "not mapped yet (complex numbers are a separate family)",
    },
    scalar_typed_ops=(
        "Min",
        "Mul",
        "Concat",
        "Add",
        "Greater",
        "Equal",
        "Div",
        "Max",
        "GreaterOrEqual",
        "Sub",
        "MatMul",
        "Less",
    ),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, input):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(
        present(traced_sizes(input)),
        "the matrices' size must be known at export (one round per column): export with static shapes (the sizes are read whole, so a dynamic batch dim is refused too)",
        input=input,
    )
    if element_count(input) == 0:
        minus_two_list = g.op("Constant", value_t=torch.tensor([-2], dtype=torch.int64))
        minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        k = g.op(
            "Min",
            g.op("Gather", g.op("Shape", input), minus_two_list),
            g.op("Gather", g.op("Shape", input), minus_one_list),
        )
        a = g.op("Identity", input)
        tau = g.op(
            "ReduceSum",
            g.op("Slice", input, zero_list, k, minus_one_list),
            minus_two_list,
            keepdims_i=0,
        )
        return a, tau
    minus_two_list = g.op("Constant", value_t=torch.tensor([-2], dtype=torch.int64))
    minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
    one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
    zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(input)))
    one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
    one_2 = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(input)))
    shape = g.op("Shape", input)
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
    factor = g.op("Identity", input)
    taus = g.op(
        "Expand",
        g.op("Cast", zero, to_i=onnx_dtype_of(input)),
        g.op("Concat", g.op("Slice", shape, zero_list, minus_two_list), k, axis_i=0),
    )
    positions = g.op("Range", zero, g.op("Squeeze", k), one)

    def each_column(g, factor, taus, j):
        column = g.op("Slice", factor, j, g.op("Add", j, one), minus_one_list)
        alpha = g.op("Slice", column, j, g.op("Add", j, one), minus_two_list)
        below = g.op("Where", g.op("Greater", rows, j), column, zero_2)
        largest, _ = g.op("TopK", g.op("Abs", below), one_list, axis_i=-2, outputs=2)
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
        min(traced_sizes(input)[-2], traced_sizes(input)[-1]),
        each_column,
        factor,
        taus,
        j,
    )
    a = g.op("Identity", factor)
    tau_out = g.op("Identity", taus)
    return a, tau_out
