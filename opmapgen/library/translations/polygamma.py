"""polygamma for the dynamo exporter: aten::polygamma -> ONNX Cast + Less + Sub + Where + Add + Div + Mul + Log + Ceil + Floor + Cos + Sin + Equal + Identity + Neg + Pow + Round + Greater + Not + And, opsets 18 to 23.

Generated from mappings/aten/polygamma.yaml by `opmapgen build`; do not edit.

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
    onnx_dtype_of,
    torch_fallback,
)

TARGET = "aten::polygamma.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::polygamma(int n, Tensor self) -> Tensor"
OPSETS = range(18, 24)
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
    variants=("n == 0", 'n == 1 and dtype(input) == "float64"', "n == 1", "n >= 2"),
)


@torch_fallback(CONTRACT, TARGET)
def translation(n, input):
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
        zero = constant(0, dtype="float64")
        one = constant(1, dtype="float64")
        ten = constant(10, dtype="float64")
        two = constant(2, dtype="float64")
        three = constant(3, dtype="float64")
        steps_c = constant(4, dtype="float64")
        steps_c_2 = constant(5, dtype="float64")
        steps_c_3 = constant(6, dtype="float64")
        steps_c_4 = constant(7, dtype="float64")
        steps_c_5 = constant(8, dtype="float64")
        steps_c_6 = constant(9, dtype="float64")
        poly_c = constant(0.08333333333333333, dtype="float64")
        poly_c_2 = constant(0.021092796092796094, dtype="float64")
        poly_c_3 = constant(0.007575757575757576, dtype="float64")
        poly_c_4 = constant(0.004166666666666667, dtype="float64")
        poly_c_5 = constant(0.003968253968253968, dtype="float64")
        poly_c_6 = constant(0.008333333333333333, dtype="float64")
        half = constant(0.5, dtype="float64")
        angle_c = constant(3.141592653589793, dtype="float64")
        nan = constant(float("nan"), dtype="float64")
        x = op.Cast(input, to=TensorProto.DOUBLE)
        negative = op.Less(x, zero)
        a = op.Where(negative, op.Sub(one, x), x)
        shift = op.Less(a, ten)
        v = op.Where(shift, op.Add(a, ten), a)
        steps_add_6 = op.Add(
            op.Add(
                op.Add(op.Div(one, a), op.Div(one, op.Add(a, one))),
                op.Div(one, op.Add(a, two)),
            ),
            op.Div(one, op.Add(a, three)),
        )
        steps_add_12 = op.Add(
            op.Add(
                op.Add(steps_add_6, op.Div(one, op.Add(a, steps_c))),
                op.Div(one, op.Add(a, steps_c_2)),
            ),
            op.Div(one, op.Add(a, steps_c_3)),
        )
        steps = op.Add(
            op.Add(
                op.Add(steps_add_12, op.Div(one, op.Add(a, steps_c_4))),
                op.Div(one, op.Add(a, steps_c_5)),
            ),
            op.Div(one, op.Add(a, steps_c_6)),
        )
        z = op.Div(one, op.Mul(v, v))
        poly_mul_3 = op.Mul(
            op.Add(op.Mul(op.Sub(op.Mul(poly_c, z), poly_c_2), z), poly_c_3),
            z,
        )
        poly_sub_3 = op.Sub(
            op.Mul(op.Add(op.Mul(op.Sub(poly_mul_3, poly_c_4), z), poly_c_5), z),
            poly_c_6,
        )
        poly = op.Add(op.Mul(poly_sub_3, z), poly_c)
        psi = op.Sub(
            op.Sub(op.Sub(op.Log(v), op.Div(half, v)), op.Mul(z, poly)),
            op.Where(shift, steps, zero),
        )
        r = op.Sub(x, op.Where(negative, op.Ceil(x), op.Floor(x)))
        angle = op.Mul(r, angle_c)
        reflected = op.Sub(psi, op.Div(op.Mul(angle_c, op.Cos(angle)), op.Sin(angle)))
        value = op.Where(negative, op.Where(op.Equal(r, zero), nan, reflected), psi)
        if is_floating(input) and dtype_name(input) != "float64":
            return op.Cast(value, to=onnx_dtype_of(input))
        elif dtype_name(input) == "float64":
            return op.Identity(value)
        else:
            return op.Cast(value, to=TensorProto.FLOAT)
    if n == 1 and dtype_name(input) == "float64":
        half = constant(0.5, like=input)
        sine_c = constant(3.141592653589793, like=input)
        one = constant(1, like=input)
        two = constant(2, like=input)
        three = constant(3, like=input)
        steps_c = constant(4, like=input)
        steps_c_2 = constant(5, like=input)
        v_c = constant(6, like=input)
        tail_c = constant(0.023809523809523808, like=input)
        tail_c_2 = constant(0.03333333333333333, like=input)
        tail_c_3 = constant(0.16666666666666666, like=input)
        total_c = constant(-9.869604401089358, like=input)
        zero = constant(0, like=input)
        t = op.Identity(input)
        reflect = op.Less(t, half)
        sine = op.Sin(op.Mul(t, sine_c))
        u = op.Where(reflect, op.Sub(one, t), t)
        steps_add_6 = op.Add(
            op.Add(
                op.Div(one, op.Mul(u, u)),
                op.Div(one, op.Mul(op.Add(u, one), op.Add(u, one))),
            ),
            op.Div(one, op.Mul(op.Add(u, two), op.Add(u, two))),
        )
        steps_add_12 = op.Add(
            op.Add(
                steps_add_6,
                op.Div(one, op.Mul(op.Add(u, three), op.Add(u, three))),
            ),
            op.Div(one, op.Mul(op.Add(u, steps_c), op.Add(u, steps_c))),
        )
        steps = op.Add(
            steps_add_12,
            op.Div(one, op.Mul(op.Add(u, steps_c_2), op.Add(u, steps_c_2))),
        )
        v = op.Add(u, v_c)
        ixx = op.Div(one, op.Mul(v, v))
        tail_mul_4 = op.Mul(
            ixx,
            op.Sub(tail_c_3, op.Mul(ixx, op.Sub(tail_c_2, op.Mul(ixx, tail_c)))),
        )
        tail = op.Div(op.Add(op.Add(one, op.Div(one, op.Mul(two, v))), tail_mul_4), v)
        total = op.Add(
            op.Add(op.Where(reflect, op.Div(total_c, op.Mul(sine, sine)), zero), steps),
            tail,
        )
        value = op.Where(reflect, op.Neg(total), total)
        return op.Identity(value)
    if n == 1:
        half = constant(0.5, dtype="float32")
        sine_c = constant(3.141592653589793, dtype="float32")
        one = constant(1, dtype="float32")
        two = constant(2, dtype="float32")
        three = constant(3, dtype="float32")
        steps_c = constant(4, dtype="float32")
        steps_c_2 = constant(5, dtype="float32")
        v_c = constant(6, dtype="float32")
        tail_c = constant(0.023809523809523808, dtype="float32")
        tail_c_2 = constant(0.03333333333333333, dtype="float32")
        tail_c_3 = constant(0.16666666666666666, dtype="float32")
        total_c = constant(-9.869604401089358, dtype="float32")
        zero = constant(0, dtype="float32")
        t = op.Cast(input, to=TensorProto.FLOAT)
        reflect = op.Less(t, half)
        sine = op.Sin(op.Mul(t, sine_c))
        u = op.Where(reflect, op.Sub(one, t), t)
        steps_add_6 = op.Add(
            op.Add(
                op.Div(one, op.Mul(u, u)),
                op.Div(one, op.Mul(op.Add(u, one), op.Add(u, one))),
            ),
            op.Div(one, op.Mul(op.Add(u, two), op.Add(u, two))),
        )
        steps_add_12 = op.Add(
            op.Add(
                steps_add_6,
                op.Div(one, op.Mul(op.Add(u, three), op.Add(u, three))),
            ),
            op.Div(one, op.Mul(op.Add(u, steps_c), op.Add(u, steps_c))),
        )
        steps = op.Add(
            steps_add_12,
            op.Div(one, op.Mul(op.Add(u, steps_c_2), op.Add(u, steps_c_2))),
        )
        v = op.Add(u, v_c)
        ixx = op.Div(one, op.Mul(v, v))
        tail_mul_4 = op.Mul(
            ixx,
            op.Sub(tail_c_3, op.Mul(ixx, op.Sub(tail_c_2, op.Mul(ixx, tail_c)))),
        )
        tail = op.Div(op.Add(op.Add(one, op.Div(one, op.Mul(two, v))), tail_mul_4), v)
        total = op.Add(
            op.Add(op.Where(reflect, op.Div(total_c, op.Mul(sine, sine)), zero), steps),
            tail,
        )
        value = op.Where(reflect, op.Neg(total), total)
        if dtype_name(input) == "float16":
            return op.Cast(value, to=TensorProto.FLOAT16)
        else:
            return op.Identity(value)
    if n >= 2:
        zero = constant(0, dtype="float64")
        one = constant(1, dtype="float64")
        w_c = constant(9, dtype="float64")
        c_2 = constant(3.141592653589793, dtype="float64")
        x = op.Cast(input, to=TensorProto.DOUBLE)
        negative = op.Less(x, zero)
        q = op.Where(negative, op.Sub(one, x), x)
        if n == 2:
            one_2 = constant(1, dtype="float64")
            three = constant(3, dtype="float64")
            two = constant(2, dtype="float64")
            direct_c = constant(4, dtype="float64")
            direct_c_2 = constant(5, dtype="float64")
            direct_c_3 = constant(6, dtype="float64")
            direct_c_4 = constant(7, dtype="float64")
            direct_c_5 = constant(8, dtype="float64")
            direct_c_6 = constant(9, dtype="float64")
            direct_add_4 = op.Add(
                op.Add(
                    op.Pow(op.Div(one_2, q), three),
                    op.Pow(op.Div(one_2, op.Add(q, one_2)), three),
                ),
                op.Pow(op.Div(one_2, op.Add(q, two)), three),
            )
            direct_add_8 = op.Add(
                op.Add(direct_add_4, op.Pow(op.Div(one_2, op.Add(q, three)), three)),
                op.Pow(op.Div(one_2, op.Add(q, direct_c)), three),
            )
            direct_add_12 = op.Add(
                op.Add(
                    direct_add_8,
                    op.Pow(op.Div(one_2, op.Add(q, direct_c_2)), three),
                ),
                op.Pow(op.Div(one_2, op.Add(q, direct_c_3)), three),
            )
            direct_add_16 = op.Add(
                op.Add(
                    direct_add_12,
                    op.Pow(op.Div(one_2, op.Add(q, direct_c_4)), three),
                ),
                op.Pow(op.Div(one_2, op.Add(q, direct_c_5)), three),
            )
            direct = op.Add(
                direct_add_16,
                op.Pow(op.Div(one_2, op.Add(q, direct_c_6)), three),
            )
        elif n == 3:
            one_3 = constant(1, dtype="float64")
            direct_c_7 = constant(4, dtype="float64")
            two_2 = constant(2, dtype="float64")
            three_2 = constant(3, dtype="float64")
            direct_c_8 = constant(5, dtype="float64")
            direct_c_9 = constant(6, dtype="float64")
            direct_c_10 = constant(7, dtype="float64")
            direct_c_11 = constant(8, dtype="float64")
            direct_c_12 = constant(9, dtype="float64")
            direct_add_21 = op.Add(
                op.Add(
                    op.Pow(op.Div(one_3, q), direct_c_7),
                    op.Pow(op.Div(one_3, op.Add(q, one_3)), direct_c_7),
                ),
                op.Pow(op.Div(one_3, op.Add(q, two_2)), direct_c_7),
            )
            direct_add_25 = op.Add(
                op.Add(
                    direct_add_21,
                    op.Pow(op.Div(one_3, op.Add(q, three_2)), direct_c_7),
                ),
                op.Pow(op.Div(one_3, op.Add(q, direct_c_7)), direct_c_7),
            )
            direct_add_29 = op.Add(
                op.Add(
                    direct_add_25,
                    op.Pow(op.Div(one_3, op.Add(q, direct_c_8)), direct_c_7),
                ),
                op.Pow(op.Div(one_3, op.Add(q, direct_c_9)), direct_c_7),
            )
            direct_add_33 = op.Add(
                op.Add(
                    direct_add_29,
                    op.Pow(op.Div(one_3, op.Add(q, direct_c_10)), direct_c_7),
                ),
                op.Pow(op.Div(one_3, op.Add(q, direct_c_11)), direct_c_7),
            )
            direct = op.Add(
                direct_add_33,
                op.Pow(op.Div(one_3, op.Add(q, direct_c_12)), direct_c_7),
            )
        else:
            one_4 = constant(1, dtype="float64")
            direct_c_13 = constant(5, dtype="float64")
            two_3 = constant(2, dtype="float64")
            three_3 = constant(3, dtype="float64")
            direct_c_14 = constant(4, dtype="float64")
            direct_c_15 = constant(6, dtype="float64")
            direct_c_16 = constant(7, dtype="float64")
            direct_c_17 = constant(8, dtype="float64")
            direct_c_18 = constant(9, dtype="float64")
            direct_add_38 = op.Add(
                op.Add(
                    op.Pow(op.Div(one_4, q), direct_c_13),
                    op.Pow(op.Div(one_4, op.Add(q, one_4)), direct_c_13),
                ),
                op.Pow(op.Div(one_4, op.Add(q, two_3)), direct_c_13),
            )
            direct_add_42 = op.Add(
                op.Add(
                    direct_add_38,
                    op.Pow(op.Div(one_4, op.Add(q, three_3)), direct_c_13),
                ),
                op.Pow(op.Div(one_4, op.Add(q, direct_c_14)), direct_c_13),
            )
            direct_add_46 = op.Add(
                op.Add(
                    direct_add_42,
                    op.Pow(op.Div(one_4, op.Add(q, direct_c_13)), direct_c_13),
                ),
                op.Pow(op.Div(one_4, op.Add(q, direct_c_15)), direct_c_13),
            )
            direct_add_50 = op.Add(
                op.Add(
                    direct_add_46,
                    op.Pow(op.Div(one_4, op.Add(q, direct_c_16)), direct_c_13),
                ),
                op.Pow(op.Div(one_4, op.Add(q, direct_c_17)), direct_c_13),
            )
            direct = op.Add(
                direct_add_50,
                op.Pow(op.Div(one_4, op.Add(q, direct_c_18)), direct_c_13),
            )
        w = op.Add(q, w_c)
        if n == 2:
            one_5 = constant(1, dtype="float64")
            three_4 = constant(3, dtype="float64")
            b = op.Pow(op.Div(one_5, w), three_4)
        elif n == 3:
            one_6 = constant(1, dtype="float64")
            b_c = constant(4, dtype="float64")
            b = op.Pow(op.Div(one_6, w), b_c)
        else:
            one_7 = constant(1, dtype="float64")
            b_c_2 = constant(5, dtype="float64")
            b = op.Pow(op.Div(one_7, w), b_c_2)
        u = op.Div(one, op.Mul(w, w))
        if n == 2:
            em_c = constant(-1082253.163919414, dtype="float64")
            em_c_2 = constant(71209.41666666667, dtype="float64")
            em_c_3 = constant(5555.804545454545, dtype="float64")
            em_c_4 = constant(522.2261904761905, dtype="float64")
            em_c_5 = constant(60.28333333333334, dtype="float64")
            em_c_6 = constant(8.75, dtype="float64")
            em_c_7 = constant(1.6452380952380952, dtype="float64")
            em_c_8 = constant(0.4166666666666667, dtype="float64")
            em_c_9 = constant(0.15, dtype="float64")
            em_c_10 = constant(0.08333333333333333, dtype="float64")
            em_c_11 = constant(0.25, dtype="float64")
            em_mul_3 = op.Mul(
                op.Sub(op.Mul(op.Add(op.Mul(em_c, u), em_c_2), u), em_c_3),
                u,
            )
            em_add_3 = op.Add(
                op.Mul(op.Sub(op.Mul(op.Add(em_mul_3, em_c_4), u), em_c_5), u),
                em_c_6,
            )
            em_mul_8 = op.Mul(
                op.Add(op.Mul(op.Sub(op.Mul(em_add_3, u), em_c_7), u), em_c_8),
                u,
            )
            em_sub_5 = op.Sub(
                op.Mul(op.Add(op.Mul(op.Sub(em_mul_8, em_c_9), u), em_c_10), u),
                em_c_10,
            )
            em = op.Add(op.Mul(em_sub_5, u), em_c_11)
        elif n == 3:
            em_c_12 = constant(-9379527.420634922, dtype="float64")
            em_c_13 = constant(569675.3333333334, dtype="float64")
            em_c_14 = constant(40742.566666666666, dtype="float64")
            em_c_15 = constant(3481.5079365079364, dtype="float64")
            em_c_16 = constant(361.70000000000005, dtype="float64")
            em_c_17 = constant(46.666666666666664, dtype="float64")
            em_c_18 = constant(7.677777777777778, dtype="float64")
            em_c_19 = constant(1.6666666666666667, dtype="float64")
            half = constant(0.5, dtype="float64")
            em_c_20 = constant(0.2222222222222222, dtype="float64")
            em_c_21 = constant(0.16666666666666666, dtype="float64")
            em_c_22 = constant(0.3333333333333333, dtype="float64")
            em_mul_14 = op.Mul(
                op.Sub(op.Mul(op.Add(op.Mul(em_c_12, u), em_c_13), u), em_c_14),
                u,
            )
            em_add_8 = op.Add(
                op.Mul(op.Sub(op.Mul(op.Add(em_mul_14, em_c_15), u), em_c_16), u),
                em_c_17,
            )
            em_mul_19 = op.Mul(
                op.Add(op.Mul(op.Sub(op.Mul(em_add_8, u), em_c_18), u), em_c_19),
                u,
            )
            em_sub_10 = op.Sub(
                op.Mul(op.Add(op.Mul(op.Sub(em_mul_19, half), u), em_c_20), u),
                em_c_21,
            )
            em = op.Add(op.Mul(em_sub_10, u), em_c_22)
        else:
            em_c_23 = constant(-63311810.089285724, dtype="float64")
            em_c_24 = constant(3560470.833333334, dtype="float64")
            em_c_25 = constant(234269.75833333333, dtype="float64")
            em_c_26 = constant(18277.916666666668, dtype="float64")
            em_c_27 = constant(1718.075, dtype="float64")
            em_c_28 = constant(198.33333333333334, dtype="float64")
            em_c_29 = constant(28.791666666666668, dtype="float64")
            em_c_30 = constant(5.416666666666667, dtype="float64")
            em_c_31 = constant(1.375, dtype="float64")
            half_2 = constant(0.5, dtype="float64")
            em_c_32 = constant(0.2916666666666667, dtype="float64")
            em_c_33 = constant(0.4166666666666667, dtype="float64")
            em_mul_25 = op.Mul(
                op.Sub(op.Mul(op.Add(op.Mul(em_c_23, u), em_c_24), u), em_c_25),
                u,
            )
            em_add_13 = op.Add(
                op.Mul(op.Sub(op.Mul(op.Add(em_mul_25, em_c_26), u), em_c_27), u),
                em_c_28,
            )
            em_mul_30 = op.Mul(
                op.Add(op.Mul(op.Sub(op.Mul(em_add_13, u), em_c_29), u), em_c_30),
                u,
            )
            em_sub_15 = op.Sub(
                op.Mul(op.Add(op.Mul(op.Sub(em_mul_30, em_c_31), u), half_2), u),
                em_c_32,
            )
            em = op.Add(op.Mul(em_sub_15, u), em_c_33)
        if n == 2:
            two_4 = constant(2, dtype="float64")
            half_3 = constant(0.5, dtype="float64")
            zeta = op.Add(
                op.Sub(op.Add(direct, op.Div(op.Mul(b, w), two_4)), op.Mul(half_3, b)),
                op.Mul(op.Div(b, w), em),
            )
        elif n == 3:
            three_5 = constant(3, dtype="float64")
            half_4 = constant(0.5, dtype="float64")
            zeta = op.Add(
                op.Sub(
                    op.Add(direct, op.Div(op.Mul(b, w), three_5)),
                    op.Mul(half_4, b),
                ),
                op.Mul(op.Div(b, w), em),
            )
        else:
            zeta_c = constant(4, dtype="float64")
            half_5 = constant(0.5, dtype="float64")
            zeta = op.Add(
                op.Sub(op.Add(direct, op.Div(op.Mul(b, w), zeta_c)), op.Mul(half_5, b)),
                op.Mul(op.Div(b, w), em),
            )
        if n == 2:
            minus_two = constant(-2, dtype="float64")
            psi = op.Mul(zeta, minus_two)
        elif n == 3:
            psi_c = constant(6, dtype="float64")
            psi = op.Mul(zeta, psi_c)
        else:
            psi_c_2 = constant(-24, dtype="float64")
            psi = op.Mul(zeta, psi_c_2)
        r = op.Sub(x, op.Round(x))
        c = op.Div(op.Cos(op.Mul(r, c_2)), op.Sin(op.Mul(r, c_2)))
        if n == 2:
            one_8 = constant(1, dtype="float64")
            reflected_c = constant(62.01255336059963, dtype="float64")
            reflected = op.Sub(
                psi,
                op.Mul(op.Mul(c, op.Add(one_8, op.Mul(c, c))), reflected_c),
            )
        elif n == 3:
            three_6 = constant(3, dtype="float64")
            one_9 = constant(1, dtype="float64")
            reflected_c_2 = constant(194.81818206800483, dtype="float64")
            reflected_mul_8 = op.Mul(
                op.Mul(
                    op.Add(one_9, op.Mul(op.Mul(three_6, c), c)),
                    op.Add(one_9, op.Mul(c, c)),
                ),
                reflected_c_2,
            )
            reflected = op.Sub(reflected_mul_8, psi)
        else:
            three_7 = constant(3, dtype="float64")
            two_5 = constant(2, dtype="float64")
            one_10 = constant(1, dtype="float64")
            reflected_c_3 = constant(2448.1574782822513, dtype="float64")
            reflected_mul_13 = op.Mul(
                op.Mul(c, op.Add(two_5, op.Mul(op.Mul(three_7, c), c))),
                op.Add(one_10, op.Mul(c, c)),
            )
            reflected = op.Sub(psi, op.Mul(reflected_mul_13, reflected_c_3))
        pole = op.And(op.Not(op.Greater(x, zero)), op.Equal(x, op.Floor(x)))
        if n == 2:
            minus_inf = constant(float("-inf"), dtype="float64")
            value = op.Where(pole, minus_inf, op.Where(negative, reflected, psi))
        elif n == 3:
            inf = constant(float("inf"), dtype="float64")
            value = op.Where(pole, inf, op.Where(negative, reflected, psi))
        else:
            minus_inf_2 = constant(float("-inf"), dtype="float64")
            value = op.Where(pole, minus_inf_2, op.Where(negative, reflected, psi))
        if is_floating(input) and dtype_name(input) != "float64":
            return op.Cast(value, to=onnx_dtype_of(input))
        elif dtype_name(input) == "float64":
            return op.Identity(value)
        else:
            return op.Cast(value, to=TensorProto.FLOAT)
    CONTRACT.no_variant(n=n, input=input)
