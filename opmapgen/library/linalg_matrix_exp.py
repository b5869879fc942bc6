"""linalg_matrix_exp: aten::linalg_matrix_exp -> ONNX Shape + Gather + Squeeze + Range + Unsqueeze + Equal + Cast + Abs + ReduceSum + Slice + Concat + ArgMax + GatherElements + Div + Log + Mul + Ceil + Sub + Pow + LessOrEqual + Greater + Add + Max + Neg + MatMul + Less + Where + And + Exp, opsets 13 to 20.

Generated from mappings/aten/linalg_matrix_exp.yaml by `opmapgen build`; do not edit.

Source schema: aten::linalg_matrix_exp(Tensor self) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_name,
    dtype_of,
    onnx_dtype_of,
    parse_args,
    present,
    rank,
    torch_fallback,
)

SOURCE_OP = "aten::linalg_matrix_exp"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "linalg_matrix_exp",
    "mappings/aten/linalg_matrix_exp.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "torch's CPU kernel takes float16 but reads its float64 coefficient tables as float16 numbers (exp(I) comes out -20896 I): there is nothing right to match",
        "bfloat16": "torch's CPU kernel takes bfloat16 but reads its float64 coefficient tables as bfloat16 numbers (exp(I) comes out -1.3e30 I): there is nothing right to match",
        "complex": "not mapped (complex numbers are a separate family)",
    },
    scalar_typed_ops=(
        "Equal",
        "Concat",
        "Div",
        "Mul",
        "Sub",
        "Pow",
        "LessOrEqual",
        "Greater",
        "Add",
        "Max",
        "MatMul",
        "Less",
    ),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, input):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(
        present(rank(input)),
        "the input's rank must be known at export",
        input=input,
    )
    minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
    one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
    minus_two_list = g.op("Constant", value_t=torch.tensor([-2], dtype=torch.int64))
    zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    values = g.op(
        "Constant",
        value_t=torch.tensor([rank(input) - 1], dtype=torch.int64),
    )
    two_2 = g.op("Constant", value_t=torch.tensor(2, dtype=torch.int64))
    guess_c = g.op(
        "Constant",
        value_t=torch.tensor(1.4426950408889634, dtype=dtype_of(input)),
    )
    one_2 = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(input)))
    zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(input)))
    x_c = g.op(
        "Constant",
        value_t=torch.tensor(0.3978497494996451, dtype=dtype_of(input)),
    )
    x_c_2 = g.op(
        "Constant",
        value_t=torch.tensor(1.3678377846041172, dtype=dtype_of(input)),
    )
    x_c_3 = g.op(
        "Constant",
        value_t=torch.tensor(0.49828962252538267, dtype=dtype_of(input)),
    )
    x_c_4 = g.op(
        "Constant",
        value_t=torch.tensor(-0.0006378981945947233, dtype=dtype_of(input)),
    )
    x_c_5 = g.op(
        "Constant",
        value_t=torch.tensor(-10.967639605296206, dtype=dtype_of(input)),
    )
    x_c_6 = g.op(
        "Constant",
        value_t=torch.tensor(1.680158138789062, dtype=dtype_of(input)),
    )
    x_c_7 = g.op(
        "Constant",
        value_t=torch.tensor(0.05717798464788655, dtype=dtype_of(input)),
    )
    x_c_8 = g.op(
        "Constant",
        value_t=torch.tensor(-0.0069821012248805206, dtype=dtype_of(input)),
    )
    x_c_9 = g.op(
        "Constant",
        value_t=torch.tensor(3.349750170860705e-05, dtype=dtype_of(input)),
    )
    x_c_10 = g.op(
        "Constant",
        value_t=torch.tensor(-0.09043168323908106, dtype=dtype_of(input)),
    )
    x_c_11 = g.op(
        "Constant",
        value_t=torch.tensor(-0.06764045190713819, dtype=dtype_of(input)),
    )
    x_c_12 = g.op(
        "Constant",
        value_t=torch.tensor(0.06759613017704597, dtype=dtype_of(input)),
    )
    x_c_13 = g.op(
        "Constant",
        value_t=torch.tensor(0.029555257042931552, dtype=dtype_of(input)),
    )
    x_c_14 = g.op(
        "Constant",
        value_t=torch.tensor(-1.391802575160607e-05, dtype=dtype_of(input)),
    )
    x_c_15 = g.op(
        "Constant",
        value_t=torch.tensor(-0.10036558103014462, dtype=dtype_of(input)),
    )
    x_c_16 = g.op(
        "Constant",
        value_t=torch.tensor(-0.00802924648241157, dtype=dtype_of(input)),
    )
    x_c_17 = g.op(
        "Constant",
        value_t=torch.tensor(-0.00089213849804573, dtype=dtype_of(input)),
    )
    x_c_18 = g.op(
        "Constant",
        value_t=torch.tensor(-0.09233646193671186, dtype=dtype_of(input)),
    )
    x_c_19 = g.op(
        "Constant",
        value_t=torch.tensor(-0.016936493900208172, dtype=dtype_of(input)),
    )
    x_c_20 = g.op(
        "Constant",
        value_t=torch.tensor(-1.400867981820361e-05, dtype=dtype_of(input)),
    )
    squared_c = g.op("Constant", value_t=torch.tensor(64, dtype=dtype_of(input)))
    inf = g.op("Constant", value_t=torch.tensor(float("inf"), dtype=dtype_of(input)))
    nan = g.op("Constant", value_t=torch.tensor(float("nan"), dtype=dtype_of(input)))
    n = g.op("Gather", g.op("Shape", input), minus_one_list)
    positions = g.op("Range", zero, g.op("Squeeze", n), one)
    eye = g.op(
        "Cast",
        g.op("Equal", g.op("Unsqueeze", positions, minus_one_list), positions),
        to_i=onnx_dtype_of(input),
    )
    sums = g.op("ReduceSum", g.op("Abs", input), minus_two_list, keepdims_i=1)
    padded = g.op(
        "Concat",
        sums,
        g.op(
            "ReduceSum",
            g.op("Slice", sums, zero_list, zero_list, values),
            values,
            keepdims_i=1,
        ),
        axis_i=-1,
    )
    norm = g.op(
        "GatherElements",
        padded,
        g.op("ArgMax", padded, axis_i=rank(input) - 1, keepdims_i=1),
        axis_i=rank(input) - 1,
    )
    if dtype_name(input) == "float32":
        ratio_c = g.op(
            "Constant",
            value_t=torch.tensor(3.010066362817634, dtype=dtype_of(input)),
        )
        ratio = g.op("Div", norm, ratio_c)
    else:
        ratio_c_2 = g.op(
            "Constant",
            value_t=torch.tensor(1.090863719290036, dtype=dtype_of(input)),
        )
        ratio = g.op("Div", norm, ratio_c_2)
    two = g.op("Cast", two_2, to_i=onnx_dtype_of(input))
    guess = g.op("Ceil", g.op("Mul", g.op("Log", ratio), guess_c))
    s_sub_2 = g.op(
        "Sub",
        guess,
        g.op(
            "Cast",
            g.op("LessOrEqual", ratio, g.op("Pow", two, g.op("Sub", guess, one_2))),
            to_i=onnx_dtype_of(input),
        ),
    )
    s = g.op(
        "Max",
        g.op(
            "Add",
            s_sub_2,
            g.op(
                "Cast",
                g.op("Greater", ratio, g.op("Pow", two, guess)),
                to_i=onnx_dtype_of(input),
            ),
        ),
        zero_2,
    )
    a = g.op("Mul", input, g.op("Pow", two, g.op("Neg", s)))
    a2 = g.op("MatMul", a, a)
    a3 = g.op("MatMul", a, a2)
    a6 = g.op("MatMul", a3, a3)
    x_add_7 = g.op(
        "Add",
        g.op(
            "Add",
            g.op(
                "Add",
                g.op("Add", g.op("Mul", x_c_5, eye), g.op("Mul", x_c_6, a)),
                g.op("Mul", x_c_7, a2),
            ),
            g.op("Mul", x_c_8, a3),
        ),
        g.op("Mul", x_c_9, a6),
    )
    x_add_11 = g.op(
        "Add",
        g.op(
            "Add",
            g.op(
                "Add",
                g.op("Add", g.op("Mul", x_c_10, eye), g.op("Mul", x_c_11, a)),
                g.op("Mul", x_c_12, a2),
            ),
            g.op("Mul", x_c_13, a3),
        ),
        g.op("Mul", x_c_14, a6),
    )
    a9 = g.op(
        "Add",
        x_add_11,
        g.op(
            "MatMul",
            g.op(
                "Add",
                g.op("Add", g.op("Mul", x_c_15, a), g.op("Mul", x_c_16, a2)),
                g.op("Mul", x_c_17, a3),
            ),
            g.op(
                "Add",
                g.op("Add", g.op("Mul", x_c_18, a2), g.op("Mul", x_c_19, a3)),
                g.op("Mul", x_c_20, a6),
            ),
        ),
    )
    x = g.op(
        "Add",
        g.op(
            "Add",
            g.op(
                "Add",
                g.op("Add", g.op("Mul", x_c, a), g.op("Mul", x_c_2, a2)),
                g.op("Mul", x_c_3, a3),
            ),
            g.op("Mul", x_c_4, a6),
        ),
        g.op("MatMul", g.op("Add", x_add_7, a9), a9),
    )
    k = g.op("Cast", zero, to_i=onnx_dtype_of(input))
    for _ in range(64):
        x = g.op("Where", g.op("Less", k, s), g.op("MatMul", x, x), x)
        k = g.op("Add", k, one_2)
    squared = g.op(
        "Where",
        g.op("And", g.op("Greater", s, squared_c), g.op("Less", s, inf)),
        g.op("Mul", x, nan),
        x,
    )
    return g.op("Where", g.op("Equal", n, one), g.op("Exp", input), squared)
