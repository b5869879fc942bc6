"""special_bessel_y0 for the dynamo exporter: aten::special_bessel_y0 -> ONNX Abs + Mul + Add + Sub + Div + Less + Where + Log + Sin + Cos + Sqrt + Greater + Equal + Cast, opsets 18 to 23.

Generated from mappings/aten/special_bessel_y0.yaml by `opmapgen build`; do not edit.

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
    is_integer,
    torch_fallback,
)

TARGET = "aten::special_bessel_y0.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::special_bessel_y0(Tensor self) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "special_bessel_y0",
    "mappings/aten/special_bessel_y0.yaml",
    dtypes=("float32", "float64", "uint8", "int8", "int16", "int32", "int64", "bool"),
    reasons={
        "float16": "torch has no float16 CPU kernel for it (eager raises NotImplementedError)",
        "bfloat16": "torch has no bfloat16 CPU kernel for it (eager raises NotImplementedError)",
    },
)


@torch_fallback(CONTRACT, TARGET)
def translation(input):
    check_inputs(CONTRACT, input=input)
    if is_floating(input):
        c = constant(-4794432209.782018, like=input)
        c_2 = constant(1956174919465.5657, like=input)
        c_3 = constant(249248344360967.72, like=input)
        c_4 = constant(9708622510473064.0, like=input)
        c_5 = constant(499.563147152651, like=input)
        c_6 = constant(173785.4016763747, like=input)
        c_7 = constant(48440965.83399621, like=input)
        c_8 = constant(11185553704.535683, like=input)
        c_9 = constant(2112775201154.892, like=input)
        c_10 = constant(310518229857422.56, like=input)
        c_11 = constant(3.1812195594320496e16, like=input)
        c_12 = constant(1.7108629408104315e18, like=input)
        c_13 = constant(5.783185962946784, like=input)
        c_14 = constant(30.471262343662087, like=input)
        c_15 = constant(1e-05, like=input)
        c_16 = constant(4, like=input)
        one = constant(1, like=input)
        c_17 = constant(15592.436785523574, like=input)
        c_18 = constant(14663929.59039716, like=input)
        c_19 = constant(5435264770.518765, like=input)
        c_20 = constant(982136065717.9115, like=input)
        c_21 = constant(87590639439536.7, like=input)
        c_22 = constant(3466283033847297.0, like=input)
        c_23 = constant(4.4273326857256984e16, like=input)
        c_24 = constant(1.8495080043698668e16, like=input)
        c_25 = constant(1041.2835366425984, like=input)
        c_26 = constant(626107.330137135, like=input)
        c_27 = constant(268919633.39381415, like=input)
        c_28 = constant(86400248710.3935, like=input)
        c_29 = constant(20297961275010.555, like=input)
        c_30 = constant(3171577528429750.5, like=input)
        c_31 = constant(2.5059625617265306e17, like=input)
        c_32 = constant(0.6366197723675814, like=input)
        c_33 = constant(25, like=input)
        c_34 = constant(0.0007969367292973471, like=input)
        c_35 = constant(0.08283523921074408, like=input)
        c_36 = constant(1.239533716464143, like=input)
        c_37 = constant(5.447250030587687, like=input)
        c_38 = constant(8.74716500199817, like=input)
        c_39 = constant(5.303240382353949, like=input)
        one_2 = constant(1.0, like=input)
        c_40 = constant(0.0009244088105588637, like=input)
        c_41 = constant(0.08562884743544745, like=input)
        c_42 = constant(1.2535274390105895, like=input)
        c_43 = constant(5.470977403304171, like=input)
        c_44 = constant(8.761908832370695, like=input)
        c_45 = constant(5.306052882353947, like=input)
        c_46 = constant(-0.011366383889846916, like=input)
        c_47 = constant(1.2825271867050931, like=input)
        c_48 = constant(19.553954425773597, like=input)
        c_49 = constant(93.20601521237683, like=input)
        c_50 = constant(177.68116798048806, like=input)
        c_51 = constant(147.07750515495118, like=input)
        c_52 = constant(51.41053267665993, like=input)
        c_53 = constant(6.050143506007285, like=input)
        c_54 = constant(64.3178256118178, like=input)
        c_55 = constant(856.4300259769806, like=input)
        c_56 = constant(3882.4018360540163, like=input)
        c_57 = constant(7240.467741956525, like=input)
        c_58 = constant(5930.727011873169, like=input)
        c_59 = constant(2062.0933166032783, like=input)
        c_60 = constant(242.0057402402914, like=input)
        c_61 = constant(0.7853981633974483, like=input)
        c_62 = constant(5, like=input)
        c_63 = constant(0.7978845608028654, like=input)
        zero = constant(0, like=input)
        nan = constant(float("nan"), like=input)
        minus_inf = constant(float("-inf"), like=input)
        a = op.Abs(input)
        jxx = op.Mul(a, a)
        mul_3 = op.Mul(op.Sub(op.Mul(op.Add(op.Mul(c, jxx), c_2), jxx), c_3), jxx)
        jrp = op.Add(mul_3, c_4)
        mul_6 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(c_5, jxx), c_6), jxx), c_7), jxx)
        add_6 = op.Add(op.Mul(op.Add(op.Mul(op.Add(mul_6, c_8), jxx), c_9), jxx), c_10)
        jrq = op.Add(op.Mul(op.Add(op.Mul(add_6, jxx), c_11), jxx), c_12)
        jnear = op.Div(op.Mul(op.Mul(op.Sub(jxx, c_13), op.Sub(jxx, c_14)), jrp), jrq)
        jsmall = op.Where(op.Less(a, c_15), op.Sub(one, op.Div(jxx, c_16)), jnear)
        mul_15 = op.Mul(op.Add(op.Mul(op.Sub(op.Mul(c_17, jxx), c_18), jxx), c_19), jxx)
        sub_7 = op.Sub(
            op.Mul(op.Add(op.Mul(op.Sub(mul_15, c_20), jxx), c_21), jxx),
            c_22,
        )
        yp = op.Sub(op.Mul(op.Add(op.Mul(sub_7, jxx), c_23), jxx), c_24)
        mul_22 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(c_25, jxx), c_26), jxx), c_27), jxx)
        add_15 = op.Add(
            op.Mul(op.Add(op.Mul(op.Add(mul_22, c_28), jxx), c_29), jxx),
            c_30,
        )
        yq = op.Add(op.Mul(add_15, jxx), c_31)
        small = op.Add(op.Div(yp, yq), op.Mul(op.Mul(c_32, op.Log(input)), jsmall))
        w = op.Div(c_33, jxx)
        mul_30 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(c_34, w), c_35), w), c_36), w)
        add_20 = op.Add(op.Mul(op.Add(op.Mul(op.Add(mul_30, c_37), w), c_38), w), c_39)
        pp = op.Add(op.Mul(add_20, w), one_2)
        mul_36 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(c_40, w), c_41), w), c_42), w)
        add_25 = op.Add(op.Mul(op.Add(op.Mul(op.Add(mul_36, c_43), w), c_44), w), c_45)
        pq = op.Add(op.Mul(add_25, w), one_2)
        mul_42 = op.Mul(op.Sub(op.Mul(op.Sub(op.Mul(c_46, w), c_47), w), c_48), w)
        sub_12 = op.Sub(op.Mul(op.Sub(op.Mul(op.Sub(mul_42, c_49), w), c_50), w), c_51)
        qp = op.Sub(op.Mul(op.Sub(op.Mul(sub_12, w), c_52), w), c_53)
        mul_49 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(c_54, w), c_55), w), c_56), w)
        add_30 = op.Add(op.Mul(op.Add(op.Mul(op.Add(mul_49, c_57), w), c_58), w), c_59)
        qq = op.Add(op.Mul(add_30, w), c_60)
        s = op.Sub(input, c_61)
        mul_56 = op.Mul(
            op.Add(
                op.Mul(op.Div(pp, pq), op.Sin(s)),
                op.Mul(op.Mul(op.Div(c_62, input), op.Div(qp, qq)), op.Cos(s)),
            ),
            c_63,
        )
        big = op.Div(mul_56, op.Sqrt(input))
        return op.Where(
            op.Greater(input, c_62),
            big,
            op.Where(
                op.Equal(input, zero),
                minus_inf,
                op.Where(op.Less(input, zero), nan, small),
            ),
        )
    if is_integer(input) or dtype_name(input) == "bool":
        c = constant(-4794432209.782018, dtype="float32")
        c_2 = constant(1956174919465.5657, dtype="float32")
        c_3 = constant(249248344360967.72, dtype="float32")
        c_4 = constant(9708622510473064.0, dtype="float32")
        c_5 = constant(499.563147152651, dtype="float32")
        c_6 = constant(173785.4016763747, dtype="float32")
        c_7 = constant(48440965.83399621, dtype="float32")
        c_8 = constant(11185553704.535683, dtype="float32")
        c_9 = constant(2112775201154.892, dtype="float32")
        c_10 = constant(310518229857422.56, dtype="float32")
        c_11 = constant(3.1812195594320496e16, dtype="float32")
        c_12 = constant(1.7108629408104315e18, dtype="float32")
        c_13 = constant(5.783185962946784, dtype="float32")
        c_14 = constant(30.471262343662087, dtype="float32")
        c_15 = constant(1e-05, dtype="float32")
        c_16 = constant(4, dtype="float32")
        one = constant(1, dtype="float32")
        c_17 = constant(15592.436785523574, dtype="float32")
        c_18 = constant(14663929.59039716, dtype="float32")
        c_19 = constant(5435264770.518765, dtype="float32")
        c_20 = constant(982136065717.9115, dtype="float32")
        c_21 = constant(87590639439536.7, dtype="float32")
        c_22 = constant(3466283033847297.0, dtype="float32")
        c_23 = constant(4.4273326857256984e16, dtype="float32")
        c_24 = constant(1.8495080043698668e16, dtype="float32")
        c_25 = constant(1041.2835366425984, dtype="float32")
        c_26 = constant(626107.330137135, dtype="float32")
        c_27 = constant(268919633.39381415, dtype="float32")
        c_28 = constant(86400248710.3935, dtype="float32")
        c_29 = constant(20297961275010.555, dtype="float32")
        c_30 = constant(3171577528429750.5, dtype="float32")
        c_31 = constant(2.5059625617265306e17, dtype="float32")
        c_32 = constant(0.6366197723675814, dtype="float32")
        c_33 = constant(25, dtype="float32")
        c_34 = constant(0.0007969367292973471, dtype="float32")
        c_35 = constant(0.08283523921074408, dtype="float32")
        c_36 = constant(1.239533716464143, dtype="float32")
        c_37 = constant(5.447250030587687, dtype="float32")
        c_38 = constant(8.74716500199817, dtype="float32")
        c_39 = constant(5.303240382353949, dtype="float32")
        one_2 = constant(1.0, dtype="float32")
        c_40 = constant(0.0009244088105588637, dtype="float32")
        c_41 = constant(0.08562884743544745, dtype="float32")
        c_42 = constant(1.2535274390105895, dtype="float32")
        c_43 = constant(5.470977403304171, dtype="float32")
        c_44 = constant(8.761908832370695, dtype="float32")
        c_45 = constant(5.306052882353947, dtype="float32")
        c_46 = constant(-0.011366383889846916, dtype="float32")
        c_47 = constant(1.2825271867050931, dtype="float32")
        c_48 = constant(19.553954425773597, dtype="float32")
        c_49 = constant(93.20601521237683, dtype="float32")
        c_50 = constant(177.68116798048806, dtype="float32")
        c_51 = constant(147.07750515495118, dtype="float32")
        c_52 = constant(51.41053267665993, dtype="float32")
        c_53 = constant(6.050143506007285, dtype="float32")
        c_54 = constant(64.3178256118178, dtype="float32")
        c_55 = constant(856.4300259769806, dtype="float32")
        c_56 = constant(3882.4018360540163, dtype="float32")
        c_57 = constant(7240.467741956525, dtype="float32")
        c_58 = constant(5930.727011873169, dtype="float32")
        c_59 = constant(2062.0933166032783, dtype="float32")
        c_60 = constant(242.0057402402914, dtype="float32")
        c_61 = constant(0.7853981633974483, dtype="float32")
        c_62 = constant(5, dtype="float32")
        c_63 = constant(0.7978845608028654, dtype="float32")
        zero = constant(0, dtype="float32")
        nan = constant(float("nan"), dtype="float32")
        minus_inf = constant(float("-inf"), dtype="float32")
        t = op.Cast(input, to=TensorProto.FLOAT)
        a = op.Abs(t)
        jxx = op.Mul(a, a)
        mul_3 = op.Mul(op.Sub(op.Mul(op.Add(op.Mul(c, jxx), c_2), jxx), c_3), jxx)
        jrp = op.Add(mul_3, c_4)
        mul_6 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(c_5, jxx), c_6), jxx), c_7), jxx)
        add_6 = op.Add(op.Mul(op.Add(op.Mul(op.Add(mul_6, c_8), jxx), c_9), jxx), c_10)
        jrq = op.Add(op.Mul(op.Add(op.Mul(add_6, jxx), c_11), jxx), c_12)
        jnear = op.Div(op.Mul(op.Mul(op.Sub(jxx, c_13), op.Sub(jxx, c_14)), jrp), jrq)
        jsmall = op.Where(op.Less(a, c_15), op.Sub(one, op.Div(jxx, c_16)), jnear)
        mul_15 = op.Mul(op.Add(op.Mul(op.Sub(op.Mul(c_17, jxx), c_18), jxx), c_19), jxx)
        sub_7 = op.Sub(
            op.Mul(op.Add(op.Mul(op.Sub(mul_15, c_20), jxx), c_21), jxx),
            c_22,
        )
        yp = op.Sub(op.Mul(op.Add(op.Mul(sub_7, jxx), c_23), jxx), c_24)
        mul_22 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(c_25, jxx), c_26), jxx), c_27), jxx)
        add_15 = op.Add(
            op.Mul(op.Add(op.Mul(op.Add(mul_22, c_28), jxx), c_29), jxx),
            c_30,
        )
        yq = op.Add(op.Mul(add_15, jxx), c_31)
        small = op.Add(op.Div(yp, yq), op.Mul(op.Mul(c_32, op.Log(t)), jsmall))
        w = op.Div(c_33, jxx)
        mul_30 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(c_34, w), c_35), w), c_36), w)
        add_20 = op.Add(op.Mul(op.Add(op.Mul(op.Add(mul_30, c_37), w), c_38), w), c_39)
        pp = op.Add(op.Mul(add_20, w), one_2)
        mul_36 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(c_40, w), c_41), w), c_42), w)
        add_25 = op.Add(op.Mul(op.Add(op.Mul(op.Add(mul_36, c_43), w), c_44), w), c_45)
        pq = op.Add(op.Mul(add_25, w), one_2)
        mul_42 = op.Mul(op.Sub(op.Mul(op.Sub(op.Mul(c_46, w), c_47), w), c_48), w)
        sub_12 = op.Sub(op.Mul(op.Sub(op.Mul(op.Sub(mul_42, c_49), w), c_50), w), c_51)
        qp = op.Sub(op.Mul(op.Sub(op.Mul(sub_12, w), c_52), w), c_53)
        mul_49 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(c_54, w), c_55), w), c_56), w)
        add_30 = op.Add(op.Mul(op.Add(op.Mul(op.Add(mul_49, c_57), w), c_58), w), c_59)
        qq = op.Add(op.Mul(add_30, w), c_60)
        s = op.Sub(t, c_61)
        mul_56 = op.Mul(
            op.Add(
                op.Mul(op.Div(pp, pq), op.Sin(s)),
                op.Mul(op.Mul(op.Div(c_62, t), op.Div(qp, qq)), op.Cos(s)),
            ),
            c_63,
        )
        big = op.Div(mul_56, op.Sqrt(t))
        return op.Where(
            op.Greater(t, c_62),
            big,
            op.Where(
                op.Equal(t, zero),
                minus_inf,
                op.Where(op.Less(t, zero), nan, small),
            ),
        )
    CONTRACT.refuse(
        'no variant of the mapping takes these args (variants: floating(input); integer(input) or dtype(input) == "bool")',
        input=input,
    )
