"""polygamma: aten::polygamma -> ONNX Cast + Less + Sub + Where + Add + Div + Mul + Log + Ceil + Floor + Cos + Sin + Equal + Identity + Neg + Pow + Round + Greater + Not + And, opsets 11 to 20.

Generated from mappings/aten/polygamma.yaml by `opmapgen build`; do not edit.

Source schema: aten::polygamma(int n, Tensor self) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_name,
    dtype_of,
    is_floating,
    onnx_dtype_of,
    parse_args,
    torch_fallback,
)

SOURCE_OP = "aten::polygamma"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(11, 21)
CONTRACT = Contract(
    "polygamma",
    "mappings/aten/polygamma.yaml",
    dtypes=(
        "float16",
        "float32",
        "float64",
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
        "bool",
    ),
    reasons={
        "bfloat16": "ONNX Cast takes bfloat16 only from opset 13, and this mapping starts at 11",
    },
    scalar_typed_ops=("Less", "Sub", "Add", "Div", "Mul", "Equal", "Pow", "Greater"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("i", "v")
def symbolic(g, n, input):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(
        n >= 0 and n <= 4,
        "only n = 0 to 4 are mapped (a negative x needs the n-th derivative of cot(π x), written out for n <= 4)",
        n=n,
    )
    CONTRACT.require(
        n <= 1 or dtype_name(input) != "float16",
        "float16 inputs are mapped for n = 0 and 1 only: for n >= 2 torch rounds zeta to float16 and multiplies by n! in float16, which lands on other float16 values than the exact result (several steps near its zeros, inf instead of 65504 at the top)",
        n=n,
        input=input,
    )
    if n == 0:
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float64))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float64))
        ten = g.op("Constant", value_t=torch.tensor(10, dtype=torch.float64))
        two = g.op("Constant", value_t=torch.tensor(2, dtype=torch.float64))
        three = g.op("Constant", value_t=torch.tensor(3, dtype=torch.float64))
        c = g.op("Constant", value_t=torch.tensor(4, dtype=torch.float64))
        c_2 = g.op("Constant", value_t=torch.tensor(5, dtype=torch.float64))
        c_3 = g.op("Constant", value_t=torch.tensor(6, dtype=torch.float64))
        c_4 = g.op("Constant", value_t=torch.tensor(7, dtype=torch.float64))
        c_5 = g.op("Constant", value_t=torch.tensor(8, dtype=torch.float64))
        c_6 = g.op("Constant", value_t=torch.tensor(9, dtype=torch.float64))
        c_7 = g.op(
            "Constant",
            value_t=torch.tensor(0.08333333333333333, dtype=torch.float64),
        )
        c_8 = g.op(
            "Constant",
            value_t=torch.tensor(0.021092796092796094, dtype=torch.float64),
        )
        c_9 = g.op(
            "Constant",
            value_t=torch.tensor(0.007575757575757576, dtype=torch.float64),
        )
        c_10 = g.op(
            "Constant",
            value_t=torch.tensor(0.004166666666666667, dtype=torch.float64),
        )
        c_11 = g.op(
            "Constant",
            value_t=torch.tensor(0.003968253968253968, dtype=torch.float64),
        )
        c_12 = g.op(
            "Constant",
            value_t=torch.tensor(0.008333333333333333, dtype=torch.float64),
        )
        half = g.op("Constant", value_t=torch.tensor(0.5, dtype=torch.float64))
        c_13 = g.op(
            "Constant",
            value_t=torch.tensor(3.141592653589793, dtype=torch.float64),
        )
        nan = g.op("Constant", value_t=torch.tensor(float("nan"), dtype=torch.float64))
        x = g.op("Cast", input, to_i=TensorProto.DOUBLE)
        negative = g.op("Less", x, zero)
        a = g.op("Where", negative, g.op("Sub", one, x), x)
        shift = g.op("Less", a, ten)
        v = g.op("Where", shift, g.op("Add", a, ten), a)
        add_7 = g.op(
            "Add",
            g.op(
                "Add",
                g.op("Add", g.op("Div", one, a), g.op("Div", one, g.op("Add", a, one))),
                g.op("Div", one, g.op("Add", a, two)),
            ),
            g.op("Div", one, g.op("Add", a, three)),
        )
        add_13 = g.op(
            "Add",
            g.op(
                "Add",
                g.op("Add", add_7, g.op("Div", one, g.op("Add", a, c))),
                g.op("Div", one, g.op("Add", a, c_2)),
            ),
            g.op("Div", one, g.op("Add", a, c_3)),
        )
        steps = g.op(
            "Add",
            g.op(
                "Add",
                g.op("Add", add_13, g.op("Div", one, g.op("Add", a, c_4))),
                g.op("Div", one, g.op("Add", a, c_5)),
            ),
            g.op("Div", one, g.op("Add", a, c_6)),
        )
        z = g.op("Div", one, g.op("Mul", v, v))
        mul_4 = g.op(
            "Mul",
            g.op("Add", g.op("Mul", g.op("Sub", g.op("Mul", c_7, z), c_8), z), c_9),
            z,
        )
        sub_4 = g.op(
            "Sub",
            g.op("Mul", g.op("Add", g.op("Mul", g.op("Sub", mul_4, c_10), z), c_11), z),
            c_12,
        )
        poly = g.op("Add", g.op("Mul", sub_4, z), c_7)
        psi = g.op(
            "Sub",
            g.op(
                "Sub",
                g.op("Sub", g.op("Log", v), g.op("Div", half, v)),
                g.op("Mul", z, poly),
            ),
            g.op("Where", shift, steps, zero),
        )
        r = g.op("Sub", x, g.op("Where", negative, g.op("Ceil", x), g.op("Floor", x)))
        angle = g.op("Mul", r, c_13)
        reflected = g.op(
            "Sub",
            psi,
            g.op("Div", g.op("Mul", c_13, g.op("Cos", angle)), g.op("Sin", angle)),
        )
        value = g.op(
            "Where",
            negative,
            g.op("Where", g.op("Equal", r, zero), nan, reflected),
            psi,
        )
        if is_floating(input) and dtype_name(input) != "float64":
            return g.op("Cast", value, to_i=onnx_dtype_of(input))
        elif dtype_name(input) == "float64":
            return g.op("Identity", value)
        else:
            return g.op("Cast", value, to_i=TensorProto.FLOAT)
    if n == 1 and dtype_name(input) == "float64":
        half = g.op("Constant", value_t=torch.tensor(0.5, dtype=dtype_of(input)))
        c = g.op(
            "Constant",
            value_t=torch.tensor(3.141592653589793, dtype=dtype_of(input)),
        )
        one = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(input)))
        two = g.op("Constant", value_t=torch.tensor(2, dtype=dtype_of(input)))
        three = g.op("Constant", value_t=torch.tensor(3, dtype=dtype_of(input)))
        c_2 = g.op("Constant", value_t=torch.tensor(4, dtype=dtype_of(input)))
        c_3 = g.op("Constant", value_t=torch.tensor(5, dtype=dtype_of(input)))
        c_4 = g.op("Constant", value_t=torch.tensor(6, dtype=dtype_of(input)))
        c_5 = g.op(
            "Constant",
            value_t=torch.tensor(0.023809523809523808, dtype=dtype_of(input)),
        )
        c_6 = g.op(
            "Constant",
            value_t=torch.tensor(0.03333333333333333, dtype=dtype_of(input)),
        )
        c_7 = g.op(
            "Constant",
            value_t=torch.tensor(0.16666666666666666, dtype=dtype_of(input)),
        )
        c_8 = g.op(
            "Constant",
            value_t=torch.tensor(-9.869604401089358, dtype=dtype_of(input)),
        )
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(input)))
        t = g.op("Identity", input)
        reflect = g.op("Less", t, half)
        sine = g.op("Sin", g.op("Mul", t, c))
        u = g.op("Where", reflect, g.op("Sub", one, t), t)
        add_6 = g.op(
            "Add",
            g.op(
                "Add",
                g.op("Div", one, g.op("Mul", u, u)),
                g.op("Div", one, g.op("Mul", g.op("Add", u, one), g.op("Add", u, one))),
            ),
            g.op("Div", one, g.op("Mul", g.op("Add", u, two), g.op("Add", u, two))),
        )
        add_12 = g.op(
            "Add",
            g.op(
                "Add",
                add_6,
                g.op(
                    "Div",
                    one,
                    g.op("Mul", g.op("Add", u, three), g.op("Add", u, three)),
                ),
            ),
            g.op("Div", one, g.op("Mul", g.op("Add", u, c_2), g.op("Add", u, c_2))),
        )
        steps = g.op(
            "Add",
            add_12,
            g.op("Div", one, g.op("Mul", g.op("Add", u, c_3), g.op("Add", u, c_3))),
        )
        v = g.op("Add", u, c_4)
        ixx = g.op("Div", one, g.op("Mul", v, v))
        mul_12 = g.op(
            "Mul",
            ixx,
            g.op("Sub", c_7, g.op("Mul", ixx, g.op("Sub", c_6, g.op("Mul", ixx, c_5)))),
        )
        tail = g.op(
            "Div",
            g.op(
                "Add",
                g.op("Add", one, g.op("Div", one, g.op("Mul", two, v))),
                mul_12,
            ),
            v,
        )
        total = g.op(
            "Add",
            g.op(
                "Add",
                g.op("Where", reflect, g.op("Div", c_8, g.op("Mul", sine, sine)), zero),
                steps,
            ),
            tail,
        )
        value = g.op("Where", reflect, g.op("Neg", total), total)
        return g.op("Identity", value)
    if n == 1:
        half = g.op("Constant", value_t=torch.tensor(0.5, dtype=torch.float32))
        c = g.op(
            "Constant",
            value_t=torch.tensor(3.141592653589793, dtype=torch.float32),
        )
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float32))
        two = g.op("Constant", value_t=torch.tensor(2, dtype=torch.float32))
        three = g.op("Constant", value_t=torch.tensor(3, dtype=torch.float32))
        c_2 = g.op("Constant", value_t=torch.tensor(4, dtype=torch.float32))
        c_3 = g.op("Constant", value_t=torch.tensor(5, dtype=torch.float32))
        c_4 = g.op("Constant", value_t=torch.tensor(6, dtype=torch.float32))
        c_5 = g.op(
            "Constant",
            value_t=torch.tensor(0.023809523809523808, dtype=torch.float32),
        )
        c_6 = g.op(
            "Constant",
            value_t=torch.tensor(0.03333333333333333, dtype=torch.float32),
        )
        c_7 = g.op(
            "Constant",
            value_t=torch.tensor(0.16666666666666666, dtype=torch.float32),
        )
        c_8 = g.op(
            "Constant",
            value_t=torch.tensor(-9.869604401089358, dtype=torch.float32),
        )
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float32))
        t = g.op("Cast", input, to_i=TensorProto.FLOAT)
        reflect = g.op("Less", t, half)
        sine = g.op("Sin", g.op("Mul", t, c))
        u = g.op("Where", reflect, g.op("Sub", one, t), t)
        add_6 = g.op(
            "Add",
            g.op(
                "Add",
                g.op("Div", one, g.op("Mul", u, u)),
                g.op("Div", one, g.op("Mul", g.op("Add", u, one), g.op("Add", u, one))),
            ),
            g.op("Div", one, g.op("Mul", g.op("Add", u, two), g.op("Add", u, two))),
        )
        add_12 = g.op(
            "Add",
            g.op(
                "Add",
                add_6,
                g.op(
                    "Div",
                    one,
                    g.op("Mul", g.op("Add", u, three), g.op("Add", u, three)),
                ),
            ),
            g.op("Div", one, g.op("Mul", g.op("Add", u, c_2), g.op("Add", u, c_2))),
        )
        steps = g.op(
            "Add",
            add_12,
            g.op("Div", one, g.op("Mul", g.op("Add", u, c_3), g.op("Add", u, c_3))),
        )
        v = g.op("Add", u, c_4)
        ixx = g.op("Div", one, g.op("Mul", v, v))
        mul_12 = g.op(
            "Mul",
            ixx,
            g.op("Sub", c_7, g.op("Mul", ixx, g.op("Sub", c_6, g.op("Mul", ixx, c_5)))),
        )
        tail = g.op(
            "Div",
            g.op(
                "Add",
                g.op("Add", one, g.op("Div", one, g.op("Mul", two, v))),
                mul_12,
            ),
            v,
        )
        total = g.op(
            "Add",
            g.op(
                "Add",
                g.op("Where", reflect, g.op("Div", c_8, g.op("Mul", sine, sine)), zero),
                steps,
            ),
            tail,
        )
        value = g.op("Where", reflect, g.op("Neg", total), total)
        if dtype_name(input) == "float16":
            return g.op("Cast", value, to_i=TensorProto.FLOAT16)
        else:
            return g.op("Identity", value)
    if n >= 2:
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float64))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float64))
        c_20 = g.op("Constant", value_t=torch.tensor(9, dtype=torch.float64))
        c_59 = g.op(
            "Constant",
            value_t=torch.tensor(3.141592653589793, dtype=torch.float64),
        )
        x = g.op("Cast", input, to_i=TensorProto.DOUBLE)
        negative = g.op("Less", x, zero)
        q = g.op("Where", negative, g.op("Sub", one, x), x)
        if n == 2:
            one_2 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float64))
            three = g.op("Constant", value_t=torch.tensor(3, dtype=torch.float64))
            two = g.op("Constant", value_t=torch.tensor(2, dtype=torch.float64))
            c_2 = g.op("Constant", value_t=torch.tensor(4, dtype=torch.float64))
            c_3 = g.op("Constant", value_t=torch.tensor(5, dtype=torch.float64))
            c_4 = g.op("Constant", value_t=torch.tensor(6, dtype=torch.float64))
            c_5 = g.op("Constant", value_t=torch.tensor(7, dtype=torch.float64))
            c_6 = g.op("Constant", value_t=torch.tensor(8, dtype=torch.float64))
            c_7 = g.op("Constant", value_t=torch.tensor(9, dtype=torch.float64))
            add_4 = g.op(
                "Add",
                g.op(
                    "Add",
                    g.op("Pow", g.op("Div", one_2, q), three),
                    g.op("Pow", g.op("Div", one_2, g.op("Add", q, one_2)), three),
                ),
                g.op("Pow", g.op("Div", one_2, g.op("Add", q, two)), three),
            )
            add_8 = g.op(
                "Add",
                g.op(
                    "Add",
                    add_4,
                    g.op("Pow", g.op("Div", one_2, g.op("Add", q, three)), three),
                ),
                g.op("Pow", g.op("Div", one_2, g.op("Add", q, c_2)), three),
            )
            add_12 = g.op(
                "Add",
                g.op(
                    "Add",
                    add_8,
                    g.op("Pow", g.op("Div", one_2, g.op("Add", q, c_3)), three),
                ),
                g.op("Pow", g.op("Div", one_2, g.op("Add", q, c_4)), three),
            )
            add_16 = g.op(
                "Add",
                g.op(
                    "Add",
                    add_12,
                    g.op("Pow", g.op("Div", one_2, g.op("Add", q, c_5)), three),
                ),
                g.op("Pow", g.op("Div", one_2, g.op("Add", q, c_6)), three),
            )
            direct = g.op(
                "Add",
                add_16,
                g.op("Pow", g.op("Div", one_2, g.op("Add", q, c_7)), three),
            )
        elif n == 3:
            one_3 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float64))
            c_8 = g.op("Constant", value_t=torch.tensor(4, dtype=torch.float64))
            two_2 = g.op("Constant", value_t=torch.tensor(2, dtype=torch.float64))
            three_2 = g.op("Constant", value_t=torch.tensor(3, dtype=torch.float64))
            c_9 = g.op("Constant", value_t=torch.tensor(5, dtype=torch.float64))
            c_10 = g.op("Constant", value_t=torch.tensor(6, dtype=torch.float64))
            c_11 = g.op("Constant", value_t=torch.tensor(7, dtype=torch.float64))
            c_12 = g.op("Constant", value_t=torch.tensor(8, dtype=torch.float64))
            c_13 = g.op("Constant", value_t=torch.tensor(9, dtype=torch.float64))
            add_21 = g.op(
                "Add",
                g.op(
                    "Add",
                    g.op("Pow", g.op("Div", one_3, q), c_8),
                    g.op("Pow", g.op("Div", one_3, g.op("Add", q, one_3)), c_8),
                ),
                g.op("Pow", g.op("Div", one_3, g.op("Add", q, two_2)), c_8),
            )
            add_25 = g.op(
                "Add",
                g.op(
                    "Add",
                    add_21,
                    g.op("Pow", g.op("Div", one_3, g.op("Add", q, three_2)), c_8),
                ),
                g.op("Pow", g.op("Div", one_3, g.op("Add", q, c_8)), c_8),
            )
            add_29 = g.op(
                "Add",
                g.op(
                    "Add",
                    add_25,
                    g.op("Pow", g.op("Div", one_3, g.op("Add", q, c_9)), c_8),
                ),
                g.op("Pow", g.op("Div", one_3, g.op("Add", q, c_10)), c_8),
            )
            add_33 = g.op(
                "Add",
                g.op(
                    "Add",
                    add_29,
                    g.op("Pow", g.op("Div", one_3, g.op("Add", q, c_11)), c_8),
                ),
                g.op("Pow", g.op("Div", one_3, g.op("Add", q, c_12)), c_8),
            )
            direct = g.op(
                "Add",
                add_33,
                g.op("Pow", g.op("Div", one_3, g.op("Add", q, c_13)), c_8),
            )
        else:
            one_4 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float64))
            c_14 = g.op("Constant", value_t=torch.tensor(5, dtype=torch.float64))
            two_3 = g.op("Constant", value_t=torch.tensor(2, dtype=torch.float64))
            three_3 = g.op("Constant", value_t=torch.tensor(3, dtype=torch.float64))
            c_15 = g.op("Constant", value_t=torch.tensor(4, dtype=torch.float64))
            c_16 = g.op("Constant", value_t=torch.tensor(6, dtype=torch.float64))
            c_17 = g.op("Constant", value_t=torch.tensor(7, dtype=torch.float64))
            c_18 = g.op("Constant", value_t=torch.tensor(8, dtype=torch.float64))
            c_19 = g.op("Constant", value_t=torch.tensor(9, dtype=torch.float64))
            add_38 = g.op(
                "Add",
                g.op(
                    "Add",
                    g.op("Pow", g.op("Div", one_4, q), c_14),
                    g.op("Pow", g.op("Div", one_4, g.op("Add", q, one_4)), c_14),
                ),
                g.op("Pow", g.op("Div", one_4, g.op("Add", q, two_3)), c_14),
            )
            add_42 = g.op(
                "Add",
                g.op(
                    "Add",
                    add_38,
                    g.op("Pow", g.op("Div", one_4, g.op("Add", q, three_3)), c_14),
                ),
                g.op("Pow", g.op("Div", one_4, g.op("Add", q, c_15)), c_14),
            )
            add_46 = g.op(
                "Add",
                g.op(
                    "Add",
                    add_42,
                    g.op("Pow", g.op("Div", one_4, g.op("Add", q, c_14)), c_14),
                ),
                g.op("Pow", g.op("Div", one_4, g.op("Add", q, c_16)), c_14),
            )
            add_50 = g.op(
                "Add",
                g.op(
                    "Add",
                    add_46,
                    g.op("Pow", g.op("Div", one_4, g.op("Add", q, c_17)), c_14),
                ),
                g.op("Pow", g.op("Div", one_4, g.op("Add", q, c_18)), c_14),
            )
            direct = g.op(
                "Add",
                add_50,
                g.op("Pow", g.op("Div", one_4, g.op("Add", q, c_19)), c_14),
            )
        w = g.op("Add", q, c_20)
        if n == 2:
            one_5 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float64))
            three_4 = g.op("Constant", value_t=torch.tensor(3, dtype=torch.float64))
            b = g.op("Pow", g.op("Div", one_5, w), three_4)
        elif n == 3:
            one_6 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float64))
            c_21 = g.op("Constant", value_t=torch.tensor(4, dtype=torch.float64))
            b = g.op("Pow", g.op("Div", one_6, w), c_21)
        else:
            one_7 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float64))
            c_22 = g.op("Constant", value_t=torch.tensor(5, dtype=torch.float64))
            b = g.op("Pow", g.op("Div", one_7, w), c_22)
        u = g.op("Div", one, g.op("Mul", w, w))
        if n == 2:
            c_23 = g.op(
                "Constant",
                value_t=torch.tensor(-1082253.163919414, dtype=torch.float64),
            )
            c_24 = g.op(
                "Constant",
                value_t=torch.tensor(71209.41666666667, dtype=torch.float64),
            )
            c_25 = g.op(
                "Constant",
                value_t=torch.tensor(5555.804545454545, dtype=torch.float64),
            )
            c_26 = g.op(
                "Constant",
                value_t=torch.tensor(522.2261904761905, dtype=torch.float64),
            )
            c_27 = g.op(
                "Constant",
                value_t=torch.tensor(60.28333333333334, dtype=torch.float64),
            )
            c_28 = g.op("Constant", value_t=torch.tensor(8.75, dtype=torch.float64))
            c_29 = g.op(
                "Constant",
                value_t=torch.tensor(1.6452380952380952, dtype=torch.float64),
            )
            c_30 = g.op(
                "Constant",
                value_t=torch.tensor(0.4166666666666667, dtype=torch.float64),
            )
            c_31 = g.op("Constant", value_t=torch.tensor(0.15, dtype=torch.float64))
            c_32 = g.op(
                "Constant",
                value_t=torch.tensor(0.08333333333333333, dtype=torch.float64),
            )
            c_33 = g.op("Constant", value_t=torch.tensor(0.25, dtype=torch.float64))
            mul_4 = g.op(
                "Mul",
                g.op(
                    "Sub",
                    g.op("Mul", g.op("Add", g.op("Mul", c_23, u), c_24), u),
                    c_25,
                ),
                u,
            )
            add_54 = g.op(
                "Add",
                g.op(
                    "Mul",
                    g.op("Sub", g.op("Mul", g.op("Add", mul_4, c_26), u), c_27),
                    u,
                ),
                c_28,
            )
            mul_9 = g.op(
                "Mul",
                g.op(
                    "Add",
                    g.op("Mul", g.op("Sub", g.op("Mul", add_54, u), c_29), u),
                    c_30,
                ),
                u,
            )
            sub_6 = g.op(
                "Sub",
                g.op(
                    "Mul",
                    g.op("Add", g.op("Mul", g.op("Sub", mul_9, c_31), u), c_32),
                    u,
                ),
                c_32,
            )
            em = g.op("Add", g.op("Mul", sub_6, u), c_33)
        elif n == 3:
            c_34 = g.op(
                "Constant",
                value_t=torch.tensor(-9379527.420634922, dtype=torch.float64),
            )
            c_35 = g.op(
                "Constant",
                value_t=torch.tensor(569675.3333333334, dtype=torch.float64),
            )
            c_36 = g.op(
                "Constant",
                value_t=torch.tensor(40742.566666666666, dtype=torch.float64),
            )
            c_37 = g.op(
                "Constant",
                value_t=torch.tensor(3481.5079365079364, dtype=torch.float64),
            )
            c_38 = g.op(
                "Constant",
                value_t=torch.tensor(361.70000000000005, dtype=torch.float64),
            )
            c_39 = g.op(
                "Constant",
                value_t=torch.tensor(46.666666666666664, dtype=torch.float64),
            )
            c_40 = g.op(
                "Constant",
                value_t=torch.tensor(7.677777777777778, dtype=torch.float64),
            )
            c_41 = g.op(
                "Constant",
                value_t=torch.tensor(1.6666666666666667, dtype=torch.float64),
            )
            half = g.op("Constant", value_t=torch.tensor(0.5, dtype=torch.float64))
            c_42 = g.op(
                "Constant",
                value_t=torch.tensor(0.2222222222222222, dtype=torch.float64),
            )
            c_43 = g.op(
                "Constant",
                value_t=torch.tensor(0.16666666666666666, dtype=torch.float64),
            )
            c_44 = g.op(
                "Constant",
                value_t=torch.tensor(0.3333333333333333, dtype=torch.float64),
            )
            mul_15 = g.op(
                "Mul",
                g.op(
                    "Sub",
                    g.op("Mul", g.op("Add", g.op("Mul", c_34, u), c_35), u),
                    c_36,
                ),
                u,
            )
            add_59 = g.op(
                "Add",
                g.op(
                    "Mul",
                    g.op("Sub", g.op("Mul", g.op("Add", mul_15, c_37), u), c_38),
                    u,
                ),
                c_39,
            )
            mul_20 = g.op(
                "Mul",
                g.op(
                    "Add",
                    g.op("Mul", g.op("Sub", g.op("Mul", add_59, u), c_40), u),
                    c_41,
                ),
                u,
            )
            sub_11 = g.op(
                "Sub",
                g.op(
                    "Mul",
                    g.op("Add", g.op("Mul", g.op("Sub", mul_20, half), u), c_42),
                    u,
                ),
                c_43,
            )
            em = g.op("Add", g.op("Mul", sub_11, u), c_44)
        else:
            c_45 = g.op(
                "Constant",
                value_t=torch.tensor(-63311810.089285724, dtype=torch.float64),
            )
            c_46 = g.op(
                "Constant",
                value_t=torch.tensor(3560470.833333334, dtype=torch.float64),
            )
            c_47 = g.op(
                "Constant",
                value_t=torch.tensor(234269.75833333333, dtype=torch.float64),
            )
            c_48 = g.op(
                "Constant",
                value_t=torch.tensor(18277.916666666668, dtype=torch.float64),
            )
            c_49 = g.op("Constant", value_t=torch.tensor(1718.075, dtype=torch.float64))
            c_50 = g.op(
                "Constant",
                value_t=torch.tensor(198.33333333333334, dtype=torch.float64),
            )
            c_51 = g.op(
                "Constant",
                value_t=torch.tensor(28.791666666666668, dtype=torch.float64),
            )
            c_52 = g.op(
                "Constant",
                value_t=torch.tensor(5.416666666666667, dtype=torch.float64),
            )
            c_53 = g.op("Constant", value_t=torch.tensor(1.375, dtype=torch.float64))
            half_2 = g.op("Constant", value_t=torch.tensor(0.5, dtype=torch.float64))
            c_54 = g.op(
                "Constant",
                value_t=torch.tensor(0.2916666666666667, dtype=torch.float64),
            )
            c_55 = g.op(
                "Constant",
                value_t=torch.tensor(0.4166666666666667, dtype=torch.float64),
            )
            mul_26 = g.op(
                "Mul",
                g.op(
                    "Sub",
                    g.op("Mul", g.op("Add", g.op("Mul", c_45, u), c_46), u),
                    c_47,
                ),
                u,
            )
            add_64 = g.op(
                "Add",
                g.op(
                    "Mul",
                    g.op("Sub", g.op("Mul", g.op("Add", mul_26, c_48), u), c_49),
                    u,
                ),
                c_50,
            )
            mul_31 = g.op(
                "Mul",
                g.op(
                    "Add",
                    g.op("Mul", g.op("Sub", g.op("Mul", add_64, u), c_51), u),
                    c_52,
                ),
                u,
            )
            sub_16 = g.op(
                "Sub",
                g.op(
                    "Mul",
                    g.op("Add", g.op("Mul", g.op("Sub", mul_31, c_53), u), half_2),
                    u,
                ),
                c_54,
            )
            em = g.op("Add", g.op("Mul", sub_16, u), c_55)
        if n == 2:
            two_4 = g.op("Constant", value_t=torch.tensor(2, dtype=torch.float64))
            half_3 = g.op("Constant", value_t=torch.tensor(0.5, dtype=torch.float64))
            zeta = g.op(
                "Add",
                g.op(
                    "Sub",
                    g.op("Add", direct, g.op("Div", g.op("Mul", b, w), two_4)),
                    g.op("Mul", half_3, b),
                ),
                g.op("Mul", g.op("Div", b, w), em),
            )
        elif n == 3:
            three_5 = g.op("Constant", value_t=torch.tensor(3, dtype=torch.float64))
            half_4 = g.op("Constant", value_t=torch.tensor(0.5, dtype=torch.float64))
            zeta = g.op(
                "Add",
                g.op(
                    "Sub",
                    g.op("Add", direct, g.op("Div", g.op("Mul", b, w), three_5)),
                    g.op("Mul", half_4, b),
                ),
                g.op("Mul", g.op("Div", b, w), em),
            )
        else:
            c_56 = g.op("Constant", value_t=torch.tensor(4, dtype=torch.float64))
            half_5 = g.op("Constant", value_t=torch.tensor(0.5, dtype=torch.float64))
            zeta = g.op(
                "Add",
                g.op(
                    "Sub",
                    g.op("Add", direct, g.op("Div", g.op("Mul", b, w), c_56)),
                    g.op("Mul", half_5, b),
                ),
                g.op("Mul", g.op("Div", b, w), em),
            )
        if n == 2:
            minus_two = g.op("Constant", value_t=torch.tensor(-2, dtype=torch.float64))
            psi = g.op("Mul", zeta, minus_two)
        elif n == 3:
            c_57 = g.op("Constant", value_t=torch.tensor(6, dtype=torch.float64))
            psi = g.op("Mul", zeta, c_57)
        else:
            c_58 = g.op("Constant", value_t=torch.tensor(-24, dtype=torch.float64))
            psi = g.op("Mul", zeta, c_58)
        r = g.op("Sub", x, g.op("Round", x))
        c = g.op(
            "Div",
            g.op("Cos", g.op("Mul", r, c_59)),
            g.op("Sin", g.op("Mul", r, c_59)),
        )
        if n == 2:
            one_8 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float64))
            c_60 = g.op(
                "Constant",
                value_t=torch.tensor(62.01255336059963, dtype=torch.float64),
            )
            reflected = g.op(
                "Sub",
                psi,
                g.op(
                    "Mul",
                    g.op("Mul", c, g.op("Add", one_8, g.op("Mul", c, c))),
                    c_60,
                ),
            )
        elif n == 3:
            three_6 = g.op("Constant", value_t=torch.tensor(3, dtype=torch.float64))
            one_9 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float64))
            c_61 = g.op(
                "Constant",
                value_t=torch.tensor(194.81818206800483, dtype=torch.float64),
            )
            mul_53 = g.op(
                "Mul",
                g.op(
                    "Mul",
                    g.op("Add", one_9, g.op("Mul", g.op("Mul", three_6, c), c)),
                    g.op("Add", one_9, g.op("Mul", c, c)),
                ),
                c_61,
            )
            reflected = g.op("Sub", mul_53, psi)
        else:
            three_7 = g.op("Constant", value_t=torch.tensor(3, dtype=torch.float64))
            two_5 = g.op("Constant", value_t=torch.tensor(2, dtype=torch.float64))
            one_10 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float64))
            c_62 = g.op(
                "Constant",
                value_t=torch.tensor(2448.1574782822513, dtype=torch.float64),
            )
            mul_58 = g.op(
                "Mul",
                g.op(
                    "Mul",
                    c,
                    g.op("Add", two_5, g.op("Mul", g.op("Mul", three_7, c), c)),
                ),
                g.op("Add", one_10, g.op("Mul", c, c)),
            )
            reflected = g.op("Sub", psi, g.op("Mul", mul_58, c_62))
        pole = g.op(
            "And",
            g.op("Not", g.op("Greater", x, zero)),
            g.op("Equal", x, g.op("Floor", x)),
        )
        if n == 2:
            minus_inf = g.op(
                "Constant",
                value_t=torch.tensor(float("-inf"), dtype=torch.float64),
            )
            value = g.op(
                "Where",
                pole,
                minus_inf,
                g.op("Where", negative, reflected, psi),
            )
        elif n == 3:
            inf = g.op(
                "Constant",
                value_t=torch.tensor(float("inf"), dtype=torch.float64),
            )
            value = g.op("Where", pole, inf, g.op("Where", negative, reflected, psi))
        else:
            minus_inf_2 = g.op(
                "Constant",
                value_t=torch.tensor(float("-inf"), dtype=torch.float64),
            )
            value = g.op(
                "Where",
                pole,
                minus_inf_2,
                g.op("Where", negative, reflected, psi),
            )
        if is_floating(input) and dtype_name(input) != "float64":
            return g.op("Cast", value, to_i=onnx_dtype_of(input))
        elif dtype_name(input) == "float64":
            return g.op("Identity", value)
        else:
            return g.op("Cast", value, to_i=TensorProto.FLOAT)
    CONTRACT.refuse(
        'no variant of the mapping takes these args (variants: n == 0; n == 1 and dtype(input) == "float64"; n == 1; n >= 2)',
        n=n,
        input=input,
    )
