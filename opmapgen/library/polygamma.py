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
    variants=("n == 0", 'n == 1 and dtype(input) == "float64"', "n == 1", "n >= 2"),
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
        steps_c = g.op("Constant", value_t=torch.tensor(4, dtype=torch.float64))
        steps_c_2 = g.op("Constant", value_t=torch.tensor(5, dtype=torch.float64))
        steps_c_3 = g.op("Constant", value_t=torch.tensor(6, dtype=torch.float64))
        steps_c_4 = g.op("Constant", value_t=torch.tensor(7, dtype=torch.float64))
        steps_c_5 = g.op("Constant", value_t=torch.tensor(8, dtype=torch.float64))
        steps_c_6 = g.op("Constant", value_t=torch.tensor(9, dtype=torch.float64))
        poly_c = g.op(
            "Constant",
            value_t=torch.tensor(0.08333333333333333, dtype=torch.float64),
        )
        poly_c_2 = g.op(
            "Constant",
            value_t=torch.tensor(0.021092796092796094, dtype=torch.float64),
        )
        poly_c_3 = g.op(
            "Constant",
            value_t=torch.tensor(0.007575757575757576, dtype=torch.float64),
        )
        poly_c_4 = g.op(
            "Constant",
            value_t=torch.tensor(0.004166666666666667, dtype=torch.float64),
        )
        poly_c_5 = g.op(
            "Constant",
            value_t=torch.tensor(0.003968253968253968, dtype=torch.float64),
        )
        poly_c_6 = g.op(
            "Constant",
            value_t=torch.tensor(0.008333333333333333, dtype=torch.float64),
        )
        half = g.op("Constant", value_t=torch.tensor(0.5, dtype=torch.float64))
        angle_c = g.op(
            "Constant",
            value_t=torch.tensor(3.141592653589793, dtype=torch.float64),
        )
        nan = g.op("Constant", value_t=torch.tensor(float("nan"), dtype=torch.float64))
        x = g.op("Cast", input, to_i=TensorProto.DOUBLE)
        negative = g.op("Less", x, zero)
        a = g.op("Where", negative, g.op("Sub", one, x), x)
        shift = g.op("Less", a, ten)
        v = g.op("Where", shift, g.op("Add", a, ten), a)
        steps_add_6 = g.op(
            "Add",
            g.op(
                "Add",
                g.op("Add", g.op("Div", one, a), g.op("Div", one, g.op("Add", a, one))),
                g.op("Div", one, g.op("Add", a, two)),
            ),
            g.op("Div", one, g.op("Add", a, three)),
        )
        steps_add_12 = g.op(
            "Add",
            g.op(
                "Add",
                g.op("Add", steps_add_6, g.op("Div", one, g.op("Add", a, steps_c))),
                g.op("Div", one, g.op("Add", a, steps_c_2)),
            ),
            g.op("Div", one, g.op("Add", a, steps_c_3)),
        )
        steps = g.op(
            "Add",
            g.op(
                "Add",
                g.op("Add", steps_add_12, g.op("Div", one, g.op("Add", a, steps_c_4))),
                g.op("Div", one, g.op("Add", a, steps_c_5)),
            ),
            g.op("Div", one, g.op("Add", a, steps_c_6)),
        )
        z = g.op("Div", one, g.op("Mul", v, v))
        poly_mul_3 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Sub", g.op("Mul", poly_c, z), poly_c_2), z),
                poly_c_3,
            ),
            z,
        )
        poly_sub_3 = g.op(
            "Sub",
            g.op(
                "Mul",
                g.op(
                    "Add",
                    g.op("Mul", g.op("Sub", poly_mul_3, poly_c_4), z),
                    poly_c_5,
                ),
                z,
            ),
            poly_c_6,
        )
        poly = g.op("Add", g.op("Mul", poly_sub_3, z), poly_c)
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
        angle = g.op("Mul", r, angle_c)
        reflected = g.op(
            "Sub",
            psi,
            g.op("Div", g.op("Mul", angle_c, g.op("Cos", angle)), g.op("Sin", angle)),
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
        sine_c = g.op(
            "Constant",
            value_t=torch.tensor(3.141592653589793, dtype=dtype_of(input)),
        )
        one = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(input)))
        two = g.op("Constant", value_t=torch.tensor(2, dtype=dtype_of(input)))
        three = g.op("Constant", value_t=torch.tensor(3, dtype=dtype_of(input)))
        steps_c = g.op("Constant", value_t=torch.tensor(4, dtype=dtype_of(input)))
        steps_c_2 = g.op("Constant", value_t=torch.tensor(5, dtype=dtype_of(input)))
        v_c = g.op("Constant", value_t=torch.tensor(6, dtype=dtype_of(input)))
        tail_c = g.op(
            "Constant",
            value_t=torch.tensor(0.023809523809523808, dtype=dtype_of(input)),
        )
        tail_c_2 = g.op(
            "Constant",
            value_t=torch.tensor(0.03333333333333333, dtype=dtype_of(input)),
        )
        tail_c_3 = g.op(
            "Constant",
            value_t=torch.tensor(0.16666666666666666, dtype=dtype_of(input)),
        )
        total_c = g.op(
            "Constant",
            value_t=torch.tensor(-9.869604401089358, dtype=dtype_of(input)),
        )
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(input)))
        t = g.op("Identity", input)
        reflect = g.op("Less", t, half)
        sine = g.op("Sin", g.op("Mul", t, sine_c))
        u = g.op("Where", reflect, g.op("Sub", one, t), t)
        steps_add_6 = g.op(
            "Add",
            g.op(
                "Add",
                g.op("Div", one, g.op("Mul", u, u)),
                g.op("Div", one, g.op("Mul", g.op("Add", u, one), g.op("Add", u, one))),
            ),
            g.op("Div", one, g.op("Mul", g.op("Add", u, two), g.op("Add", u, two))),
        )
        steps_add_12 = g.op(
            "Add",
            g.op(
                "Add",
                steps_add_6,
                g.op(
                    "Div",
                    one,
                    g.op("Mul", g.op("Add", u, three), g.op("Add", u, three)),
                ),
            ),
            g.op(
                "Div",
                one,
                g.op("Mul", g.op("Add", u, steps_c), g.op("Add", u, steps_c)),
            ),
        )
        steps = g.op(
            "Add",
            steps_add_12,
            g.op(
                "Div",
                one,
                g.op("Mul", g.op("Add", u, steps_c_2), g.op("Add", u, steps_c_2)),
            ),
        )
        v = g.op("Add", u, v_c)
        ixx = g.op("Div", one, g.op("Mul", v, v))
        tail_mul_4 = g.op(
            "Mul",
            ixx,
            g.op(
                "Sub",
                tail_c_3,
                g.op("Mul", ixx, g.op("Sub", tail_c_2, g.op("Mul", ixx, tail_c))),
            ),
        )
        tail = g.op(
            "Div",
            g.op(
                "Add",
                g.op("Add", one, g.op("Div", one, g.op("Mul", two, v))),
                tail_mul_4,
            ),
            v,
        )
        total = g.op(
            "Add",
            g.op(
                "Add",
                g.op(
                    "Where",
                    reflect,
                    g.op("Div", total_c, g.op("Mul", sine, sine)),
                    zero,
                ),
                steps,
            ),
            tail,
        )
        value = g.op("Where", reflect, g.op("Neg", total), total)
        return g.op("Identity", value)
    if n == 1:
        half = g.op("Constant", value_t=torch.tensor(0.5, dtype=torch.float32))
        sine_c = g.op(
            "Constant",
            value_t=torch.tensor(3.141592653589793, dtype=torch.float32),
        )
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float32))
        two = g.op("Constant", value_t=torch.tensor(2, dtype=torch.float32))
        three = g.op("Constant", value_t=torch.tensor(3, dtype=torch.float32))
        steps_c = g.op("Constant", value_t=torch.tensor(4, dtype=torch.float32))
        steps_c_2 = g.op("Constant", value_t=torch.tensor(5, dtype=torch.float32))
        v_c = g.op("Constant", value_t=torch.tensor(6, dtype=torch.float32))
        tail_c = g.op(
            "Constant",
            value_t=torch.tensor(0.023809523809523808, dtype=torch.float32),
        )
        tail_c_2 = g.op(
            "Constant",
            value_t=torch.tensor(0.03333333333333333, dtype=torch.float32),
        )
        tail_c_3 = g.op(
            "Constant",
            value_t=torch.tensor(0.16666666666666666, dtype=torch.float32),
        )
        total_c = g.op(
            "Constant",
            value_t=torch.tensor(-9.869604401089358, dtype=torch.float32),
        )
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float32))
        t = g.op("Cast", input, to_i=TensorProto.FLOAT)
        reflect = g.op("Less", t, half)
        sine = g.op("Sin", g.op("Mul", t, sine_c))
        u = g.op("Where", reflect, g.op("Sub", one, t), t)
        steps_add_6 = g.op(
            "Add",
            g.op(
                "Add",
                g.op("Div", one, g.op("Mul", u, u)),
                g.op("Div", one, g.op("Mul", g.op("Add", u, one), g.op("Add", u, one))),
            ),
            g.op("Div", one, g.op("Mul", g.op("Add", u, two), g.op("Add", u, two))),
        )
        steps_add_12 = g.op(
            "Add",
            g.op(
                "Add",
                steps_add_6,
                g.op(
                    "Div",
                    one,
                    g.op("Mul", g.op("Add", u, three), g.op("Add", u, three)),
                ),
            ),
            g.op(
                "Div",
                one,
                g.op("Mul", g.op("Add", u, steps_c), g.op("Add", u, steps_c)),
            ),
        )
        steps = g.op(
            "Add",
            steps_add_12,
            g.op(
                "Div",
                one,
                g.op("Mul", g.op("Add", u, steps_c_2), g.op("Add", u, steps_c_2)),
            ),
        )
        v = g.op("Add", u, v_c)
        ixx = g.op("Div", one, g.op("Mul", v, v))
        tail_mul_4 = g.op(
            "Mul",
            ixx,
            g.op(
                "Sub",
                tail_c_3,
                g.op("Mul", ixx, g.op("Sub", tail_c_2, g.op("Mul", ixx, tail_c))),
            ),
        )
        tail = g.op(
            "Div",
            g.op(
                "Add",
                g.op("Add", one, g.op("Div", one, g.op("Mul", two, v))),
                tail_mul_4,
            ),
            v,
        )
        total = g.op(
            "Add",
            g.op(
                "Add",
                g.op(
                    "Where",
                    reflect,
                    g.op("Div", total_c, g.op("Mul", sine, sine)),
                    zero,
                ),
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
        w_c = g.op("Constant", value_t=torch.tensor(9, dtype=torch.float64))
        c_2 = g.op(
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
            direct_c = g.op("Constant", value_t=torch.tensor(4, dtype=torch.float64))
            direct_c_2 = g.op("Constant", value_t=torch.tensor(5, dtype=torch.float64))
            direct_c_3 = g.op("Constant", value_t=torch.tensor(6, dtype=torch.float64))
            direct_c_4 = g.op("Constant", value_t=torch.tensor(7, dtype=torch.float64))
            direct_c_5 = g.op("Constant", value_t=torch.tensor(8, dtype=torch.float64))
            direct_c_6 = g.op("Constant", value_t=torch.tensor(9, dtype=torch.float64))
            direct_add_4 = g.op(
                "Add",
                g.op(
                    "Add",
                    g.op("Pow", g.op("Div", one_2, q), three),
                    g.op("Pow", g.op("Div", one_2, g.op("Add", q, one_2)), three),
                ),
                g.op("Pow", g.op("Div", one_2, g.op("Add", q, two)), three),
            )
            direct_add_8 = g.op(
                "Add",
                g.op(
                    "Add",
                    direct_add_4,
                    g.op("Pow", g.op("Div", one_2, g.op("Add", q, three)), three),
                ),
                g.op("Pow", g.op("Div", one_2, g.op("Add", q, direct_c)), three),
            )
            direct_add_12 = g.op(
                "Add",
                g.op(
                    "Add",
                    direct_add_8,
                    g.op("Pow", g.op("Div", one_2, g.op("Add", q, direct_c_2)), three),
                ),
                g.op("Pow", g.op("Div", one_2, g.op("Add", q, direct_c_3)), three),
            )
            direct_add_16 = g.op(
                "Add",
                g.op(
                    "Add",
                    direct_add_12,
                    g.op("Pow", g.op("Div", one_2, g.op("Add", q, direct_c_4)), three),
                ),
                g.op("Pow", g.op("Div", one_2, g.op("Add", q, direct_c_5)), three),
            )
            direct = g.op(
                "Add",
                direct_add_16,
                g.op("Pow", g.op("Div", one_2, g.op("Add", q, direct_c_6)), three),
            )
        elif n == 3:
            one_3 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float64))
            direct_c_7 = g.op("Constant", value_t=torch.tensor(4, dtype=torch.float64))
            two_2 = g.op("Constant", value_t=torch.tensor(2, dtype=torch.float64))
            three_2 = g.op("Constant", value_t=torch.tensor(3, dtype=torch.float64))
            direct_c_8 = g.op("Constant", value_t=torch.tensor(5, dtype=torch.float64))
            direct_c_9 = g.op("Constant", value_t=torch.tensor(6, dtype=torch.float64))
            direct_c_10 = g.op("Constant", value_t=torch.tensor(7, dtype=torch.float64))
            direct_c_11 = g.op("Constant", value_t=torch.tensor(8, dtype=torch.float64))
            direct_c_12 = g.op("Constant", value_t=torch.tensor(9, dtype=torch.float64))
            direct_add_21 = g.op(
                "Add",
                g.op(
                    "Add",
                    g.op("Pow", g.op("Div", one_3, q), direct_c_7),
                    g.op("Pow", g.op("Div", one_3, g.op("Add", q, one_3)), direct_c_7),
                ),
                g.op("Pow", g.op("Div", one_3, g.op("Add", q, two_2)), direct_c_7),
            )
            direct_add_25 = g.op(
                "Add",
                g.op(
                    "Add",
                    direct_add_21,
                    g.op(
                        "Pow",
                        g.op("Div", one_3, g.op("Add", q, three_2)),
                        direct_c_7,
                    ),
                ),
                g.op("Pow", g.op("Div", one_3, g.op("Add", q, direct_c_7)), direct_c_7),
            )
            direct_add_29 = g.op(
                "Add",
                g.op(
                    "Add",
                    direct_add_25,
                    g.op(
                        "Pow",
                        g.op("Div", one_3, g.op("Add", q, direct_c_8)),
                        direct_c_7,
                    ),
                ),
                g.op("Pow", g.op("Div", one_3, g.op("Add", q, direct_c_9)), direct_c_7),
            )
            direct_add_33 = g.op(
                "Add",
                g.op(
                    "Add",
                    direct_add_29,
                    g.op(
                        "Pow",
                        g.op("Div", one_3, g.op("Add", q, direct_c_10)),
                        direct_c_7,
                    ),
                ),
                g.op(
                    "Pow",
                    g.op("Div", one_3, g.op("Add", q, direct_c_11)),
                    direct_c_7,
                ),
            )
            direct = g.op(
                "Add",
                direct_add_33,
                g.op(
                    "Pow",
                    g.op("Div", one_3, g.op("Add", q, direct_c_12)),
                    direct_c_7,
                ),
            )
        else:
            one_4 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float64))
            direct_c_13 = g.op("Constant", value_t=torch.tensor(5, dtype=torch.float64))
            two_3 = g.op("Constant", value_t=torch.tensor(2, dtype=torch.float64))
            three_3 = g.op("Constant", value_t=torch.tensor(3, dtype=torch.float64))
            direct_c_14 = g.op("Constant", value_t=torch.tensor(4, dtype=torch.float64))
            direct_c_15 = g.op("Constant", value_t=torch.tensor(6, dtype=torch.float64))
            direct_c_16 = g.op("Constant", value_t=torch.tensor(7, dtype=torch.float64))
            direct_c_17 = g.op("Constant", value_t=torch.tensor(8, dtype=torch.float64))
            direct_c_18 = g.op("Constant", value_t=torch.tensor(9, dtype=torch.float64))
            direct_add_38 = g.op(
                "Add",
                g.op(
                    "Add",
                    g.op("Pow", g.op("Div", one_4, q), direct_c_13),
                    g.op("Pow", g.op("Div", one_4, g.op("Add", q, one_4)), direct_c_13),
                ),
                g.op("Pow", g.op("Div", one_4, g.op("Add", q, two_3)), direct_c_13),
            )
            direct_add_42 = g.op(
                "Add",
                g.op(
                    "Add",
                    direct_add_38,
                    g.op(
                        "Pow",
                        g.op("Div", one_4, g.op("Add", q, three_3)),
                        direct_c_13,
                    ),
                ),
                g.op(
                    "Pow",
                    g.op("Div", one_4, g.op("Add", q, direct_c_14)),
                    direct_c_13,
                ),
            )
            direct_add_46 = g.op(
                "Add",
                g.op(
                    "Add",
                    direct_add_42,
                    g.op(
                        "Pow",
                        g.op("Div", one_4, g.op("Add", q, direct_c_13)),
                        direct_c_13,
                    ),
                ),
                g.op(
                    "Pow",
                    g.op("Div", one_4, g.op("Add", q, direct_c_15)),
                    direct_c_13,
                ),
            )
            direct_add_50 = g.op(
                "Add",
                g.op(
                    "Add",
                    direct_add_46,
                    g.op(
                        "Pow",
                        g.op("Div", one_4, g.op("Add", q, direct_c_16)),
                        direct_c_13,
                    ),
                ),
                g.op(
                    "Pow",
                    g.op("Div", one_4, g.op("Add", q, direct_c_17)),
                    direct_c_13,
                ),
            )
            direct = g.op(
                "Add",
                direct_add_50,
                g.op(
                    "Pow",
                    g.op("Div", one_4, g.op("Add", q, direct_c_18)),
                    direct_c_13,
                ),
            )
        w = g.op("Add", q, w_c)
        if n == 2:
            one_5 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float64))
            three_4 = g.op("Constant", value_t=torch.tensor(3, dtype=torch.float64))
            b = g.op("Pow", g.op("Div", one_5, w), three_4)
        elif n == 3:
            one_6 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float64))
            b_c = g.op("Constant", value_t=torch.tensor(4, dtype=torch.float64))
            b = g.op("Pow", g.op("Div", one_6, w), b_c)
        else:
            one_7 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float64))
            b_c_2 = g.op("Constant", value_t=torch.tensor(5, dtype=torch.float64))
            b = g.op("Pow", g.op("Div", one_7, w), b_c_2)
        u = g.op("Div", one, g.op("Mul", w, w))
        if n == 2:
            em_c = g.op(
                "Constant",
                value_t=torch.tensor(-1082253.163919414, dtype=torch.float64),
            )
            em_c_2 = g.op(
                "Constant",
                value_t=torch.tensor(71209.41666666667, dtype=torch.float64),
            )
            em_c_3 = g.op(
                "Constant",
                value_t=torch.tensor(5555.804545454545, dtype=torch.float64),
            )
            em_c_4 = g.op(
                "Constant",
                value_t=torch.tensor(522.2261904761905, dtype=torch.float64),
            )
            em_c_5 = g.op(
                "Constant",
                value_t=torch.tensor(60.28333333333334, dtype=torch.float64),
            )
            em_c_6 = g.op("Constant", value_t=torch.tensor(8.75, dtype=torch.float64))
            em_c_7 = g.op(
                "Constant",
                value_t=torch.tensor(1.6452380952380952, dtype=torch.float64),
            )
            em_c_8 = g.op(
                "Constant",
                value_t=torch.tensor(0.4166666666666667, dtype=torch.float64),
            )
            em_c_9 = g.op("Constant", value_t=torch.tensor(0.15, dtype=torch.float64))
            em_c_10 = g.op(
                "Constant",
                value_t=torch.tensor(0.08333333333333333, dtype=torch.float64),
            )
            em_c_11 = g.op("Constant", value_t=torch.tensor(0.25, dtype=torch.float64))
            em_mul_3 = g.op(
                "Mul",
                g.op(
                    "Sub",
                    g.op("Mul", g.op("Add", g.op("Mul", em_c, u), em_c_2), u),
                    em_c_3,
                ),
                u,
            )
            em_add_3 = g.op(
                "Add",
                g.op(
                    "Mul",
                    g.op("Sub", g.op("Mul", g.op("Add", em_mul_3, em_c_4), u), em_c_5),
                    u,
                ),
                em_c_6,
            )
            em_mul_8 = g.op(
                "Mul",
                g.op(
                    "Add",
                    g.op("Mul", g.op("Sub", g.op("Mul", em_add_3, u), em_c_7), u),
                    em_c_8,
                ),
                u,
            )
            em_sub_5 = g.op(
                "Sub",
                g.op(
                    "Mul",
                    g.op("Add", g.op("Mul", g.op("Sub", em_mul_8, em_c_9), u), em_c_10),
                    u,
                ),
                em_c_10,
            )
            em = g.op("Add", g.op("Mul", em_sub_5, u), em_c_11)
        elif n == 3:
            em_c_12 = g.op(
                "Constant",
                value_t=torch.tensor(-9379527.420634922, dtype=torch.float64),
            )
            em_c_13 = g.op(
                "Constant",
                value_t=torch.tensor(569675.3333333334, dtype=torch.float64),
            )
            em_c_14 = g.op(
                "Constant",
                value_t=torch.tensor(40742.566666666666, dtype=torch.float64),
            )
            em_c_15 = g.op(
                "Constant",
                value_t=torch.tensor(3481.5079365079364, dtype=torch.float64),
            )
            em_c_16 = g.op(
                "Constant",
                value_t=torch.tensor(361.70000000000005, dtype=torch.float64),
            )
            em_c_17 = g.op(
                "Constant",
                value_t=torch.tensor(46.666666666666664, dtype=torch.float64),
            )
            em_c_18 = g.op(
                "Constant",
                value_t=torch.tensor(7.677777777777778, dtype=torch.float64),
            )
            em_c_19 = g.op(
                "Constant",
                value_t=torch.tensor(1.6666666666666667, dtype=torch.float64),
            )
            half = g.op("Constant", value_t=torch.tensor(0.5, dtype=torch.float64))
            em_c_20 = g.op(
                "Constant",
                value_t=torch.tensor(0.2222222222222222, dtype=torch.float64),
            )
            em_c_21 = g.op(
                "Constant",
                value_t=torch.tensor(0.16666666666666666, dtype=torch.float64),
            )
            em_c_22 = g.op(
                "Constant",
                value_t=torch.tensor(0.3333333333333333, dtype=torch.float64),
            )
            em_mul_14 = g.op(
                "Mul",
                g.op(
                    "Sub",
                    g.op("Mul", g.op("Add", g.op("Mul", em_c_12, u), em_c_13), u),
                    em_c_14,
                ),
                u,
            )
            em_add_8 = g.op(
                "Add",
                g.op(
                    "Mul",
                    g.op(
                        "Sub",
                        g.op("Mul", g.op("Add", em_mul_14, em_c_15), u),
                        em_c_16,
                    ),
                    u,
                ),
                em_c_17,
            )
            em_mul_19 = g.op(
                "Mul",
                g.op(
                    "Add",
                    g.op("Mul", g.op("Sub", g.op("Mul", em_add_8, u), em_c_18), u),
                    em_c_19,
                ),
                u,
            )
            em_sub_10 = g.op(
                "Sub",
                g.op(
                    "Mul",
                    g.op("Add", g.op("Mul", g.op("Sub", em_mul_19, half), u), em_c_20),
                    u,
                ),
                em_c_21,
            )
            em = g.op("Add", g.op("Mul", em_sub_10, u), em_c_22)
        else:
            em_c_23 = g.op(
                "Constant",
                value_t=torch.tensor(-63311810.089285724, dtype=torch.float64),
            )
            em_c_24 = g.op(
                "Constant",
                value_t=torch.tensor(3560470.833333334, dtype=torch.float64),
            )
            em_c_25 = g.op(
                "Constant",
                value_t=torch.tensor(234269.75833333333, dtype=torch.float64),
            )
            em_c_26 = g.op(
                "Constant",
                value_t=torch.tensor(18277.916666666668, dtype=torch.float64),
            )
            em_c_27 = g.op(
                "Constant",
                value_t=torch.tensor(1718.075, dtype=torch.float64),
            )
            em_c_28 = g.op(
                "Constant",
                value_t=torch.tensor(198.33333333333334, dtype=torch.float64),
            )
            em_c_29 = g.op(
                "Constant",
                value_t=torch.tensor(28.791666666666668, dtype=torch.float64),
            )
            em_c_30 = g.op(
                "Constant",
                value_t=torch.tensor(5.416666666666667, dtype=torch.float64),
            )
            em_c_31 = g.op("Constant", value_t=torch.tensor(1.375, dtype=torch.float64))
            half_2 = g.op("Constant", value_t=torch.tensor(0.5, dtype=torch.float64))
            em_c_32 = g.op(
                "Constant",
                value_t=torch.tensor(0.2916666666666667, dtype=torch.float64),
            )
            em_c_33 = g.op(
                "Constant",
                value_t=torch.tensor(0.4166666666666667, dtype=torch.float64),
            )
            em_mul_25 = g.op(
                "Mul",
                g.op(
                    "Sub",
                    g.op("Mul", g.op("Add", g.op("Mul", em_c_23, u), em_c_24), u),
                    em_c_25,
                ),
                u,
            )
            em_add_13 = g.op(
                "Add",
                g.op(
                    "Mul",
                    g.op(
                        "Sub",
                        g.op("Mul", g.op("Add", em_mul_25, em_c_26), u),
                        em_c_27,
                    ),
                    u,
                ),
                em_c_28,
            )
            em_mul_30 = g.op(
                "Mul",
                g.op(
                    "Add",
                    g.op("Mul", g.op("Sub", g.op("Mul", em_add_13, u), em_c_29), u),
                    em_c_30,
                ),
                u,
            )
            em_sub_15 = g.op(
                "Sub",
                g.op(
                    "Mul",
                    g.op(
                        "Add",
                        g.op("Mul", g.op("Sub", em_mul_30, em_c_31), u),
                        half_2,
                    ),
                    u,
                ),
                em_c_32,
            )
            em = g.op("Add", g.op("Mul", em_sub_15, u), em_c_33)
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
            zeta_c = g.op("Constant", value_t=torch.tensor(4, dtype=torch.float64))
            half_5 = g.op("Constant", value_t=torch.tensor(0.5, dtype=torch.float64))
            zeta = g.op(
                "Add",
                g.op(
                    "Sub",
                    g.op("Add", direct, g.op("Div", g.op("Mul", b, w), zeta_c)),
                    g.op("Mul", half_5, b),
                ),
                g.op("Mul", g.op("Div", b, w), em),
            )
        if n == 2:
            minus_two = g.op("Constant", value_t=torch.tensor(-2, dtype=torch.float64))
            psi = g.op("Mul", zeta, minus_two)
        elif n == 3:
            psi_c = g.op("Constant", value_t=torch.tensor(6, dtype=torch.float64))
            psi = g.op("Mul", zeta, psi_c)
        else:
            psi_c_2 = g.op("Constant", value_t=torch.tensor(-24, dtype=torch.float64))
            psi = g.op("Mul", zeta, psi_c_2)
        r = g.op("Sub", x, g.op("Round", x))
        c = g.op(
            "Div",
            g.op("Cos", g.op("Mul", r, c_2)),
            g.op("Sin", g.op("Mul", r, c_2)),
        )
        if n == 2:
            one_8 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float64))
            reflected_c = g.op(
                "Constant",
                value_t=torch.tensor(62.01255336059963, dtype=torch.float64),
            )
            reflected = g.op(
                "Sub",
                psi,
                g.op(
                    "Mul",
                    g.op("Mul", c, g.op("Add", one_8, g.op("Mul", c, c))),
                    reflected_c,
                ),
            )
        elif n == 3:
            three_6 = g.op("Constant", value_t=torch.tensor(3, dtype=torch.float64))
            one_9 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float64))
            reflected_c_2 = g.op(
                "Constant",
                value_t=torch.tensor(194.81818206800483, dtype=torch.float64),
            )
            reflected_mul_8 = g.op(
                "Mul",
                g.op(
                    "Mul",
                    g.op("Add", one_9, g.op("Mul", g.op("Mul", three_6, c), c)),
                    g.op("Add", one_9, g.op("Mul", c, c)),
                ),
                reflected_c_2,
            )
            reflected = g.op("Sub", reflected_mul_8, psi)
        else:
            three_7 = g.op("Constant", value_t=torch.tensor(3, dtype=torch.float64))
            two_5 = g.op("Constant", value_t=torch.tensor(2, dtype=torch.float64))
            one_10 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float64))
            reflected_c_3 = g.op(
                "Constant",
                value_t=torch.tensor(2448.1574782822513, dtype=torch.float64),
            )
            reflected_mul_13 = g.op(
                "Mul",
                g.op(
                    "Mul",
                    c,
                    g.op("Add", two_5, g.op("Mul", g.op("Mul", three_7, c), c)),
                ),
                g.op("Add", one_10, g.op("Mul", c, c)),
            )
            reflected = g.op("Sub", psi, g.op("Mul", reflected_mul_13, reflected_c_3))
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
    CONTRACT.no_variant(n=n, input=input)
