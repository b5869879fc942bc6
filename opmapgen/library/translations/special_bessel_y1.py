"""special_bessel_y1 for the dynamo exporter: aten::special_bessel_y1 -> ONNX Mul + Add + Sub + Div + Log + Sin + Cos + Sqrt + Greater + Equal + Less + Where + Cast, opsets 18 to 23.

Generated from mappings/aten/special_bessel_y1.yaml by `opmapgen build`; do not edit.

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

TARGET = "aten::special_bessel_y1.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::special_bessel_y1(Tensor self) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "special_bessel_y1",
    "mappings/aten/special_bessel_y1.yaml",
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
        c = constant(-899971225.7055594, like=input)
        c_2 = constant(452228297998.19403, like=input)
        c_3 = constant(72749424522181.83, like=input)
        c_4 = constant(3682957328638529.0, like=input)
        c_5 = constant(620.8364781180543, like=input)
        c_6 = constant(256987.25675774884, like=input)
        c_7 = constant(83514679.14319493, like=input)
        c_8 = constant(22151159547.97925, like=input)
        c_9 = constant(4749141220799.914, like=input)
        c_10 = constant(784369607876235.9, like=input)
        c_11 = constant(8.952223361846274e16, like=input)
        c_12 = constant(5.322786203326801e18, like=input)
        c_13 = constant(14.681970642123893, like=input)
        c_14 = constant(49.2184563216946, like=input)
        c_15 = constant(1263204747.9017804, like=input)
        c_16 = constant(647355876379.1603, like=input)
        c_17 = constant(114509511541823.73, like=input)
        c_18 = constant(8127702555013251.0, like=input)
        c_19 = constant(2.024394757135949e17, like=input)
        c_20 = constant(7.788771962659501e17, like=input)
        c_21 = constant(594.3015923461282, like=input)
        c_22 = constant(235564.09294306856, like=input)
        c_23 = constant(73481194.44597217, like=input)
        c_24 = constant(18760131610.870617, like=input)
        c_25 = constant(3882312774962.3857, like=input)
        c_26 = constant(620557727146953.8, like=input)
        c_27 = constant(6.871410873553005e16, like=input)
        c_28 = constant(3.9727060811656064e18, like=input)
        one = constant(1, like=input)
        c_29 = constant(0.6366197723675814, like=input)
        c_30 = constant(5, like=input)
        c_31 = constant(0.0007621256162081731, like=input)
        c_32 = constant(0.07313970569409176, like=input)
        c_33 = constant(1.1271960812968493, like=input)
        c_34 = constant(5.112079511468076, like=input)
        c_35 = constant(8.424045901417724, like=input)
        c_36 = constant(5.214515986823615, like=input)
        one_2 = constant(1.0, like=input)
        c_37 = constant(0.0005713231280725487, like=input)
        c_38 = constant(0.06884559087544954, like=input)
        c_39 = constant(1.105142326340617, like=input)
        c_40 = constant(5.073863861286015, like=input)
        c_41 = constant(8.399855543276042, like=input)
        c_42 = constant(5.209828486823619, like=input)
        c_43 = constant(0.05108625947501766, like=input)
        c_44 = constant(4.982138729512334, like=input)
        c_45 = constant(75.82382841325453, like=input)
        c_46 = constant(366.7796093601508, like=input)
        c_47 = constant(710.8563049989261, like=input)
        c_48 = constant(597.4896124006136, like=input)
        c_49 = constant(211.68875710057213, like=input)
        c_50 = constant(25.207020585802372, like=input)
        c_51 = constant(74.23732770356752, like=input)
        c_52 = constant(1056.4488603826283, like=input)
        c_53 = constant(4986.410583376536, like=input)
        c_54 = constant(9562.318924047562, like=input)
        c_55 = constant(7997.041604473507, like=input)
        c_56 = constant(2826.1927851763908, like=input)
        c_57 = constant(336.0936078106983, like=input)
        c_58 = constant(2.356194490192345, like=input)
        c_59 = constant(0.7978845608028654, like=input)
        zero = constant(0, like=input)
        nan = constant(float("nan"), like=input)
        minus_inf = constant(float("-inf"), like=input)
        jxx = op.Mul(input, input)
        mul_3 = op.Mul(op.Sub(op.Mul(op.Add(op.Mul(c, jxx), c_2), jxx), c_3), jxx)
        jrp = op.Add(mul_3, c_4)
        mul_6 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(c_5, jxx), c_6), jxx), c_7), jxx)
        add_6 = op.Add(op.Mul(op.Add(op.Mul(op.Add(mul_6, c_8), jxx), c_9), jxx), c_10)
        jrq = op.Add(op.Mul(op.Add(op.Mul(add_6, jxx), c_11), jxx), c_12)
        jsmall = op.Mul(
            op.Mul(op.Mul(op.Div(jrp, jrq), input), op.Sub(jxx, c_13)),
            op.Sub(jxx, c_14),
        )
        mul_15 = op.Mul(op.Add(op.Mul(op.Sub(op.Mul(c_15, jxx), c_16), jxx), c_17), jxx)
        yp = op.Sub(op.Mul(op.Add(op.Mul(op.Sub(mul_15, c_18), jxx), c_19), jxx), c_20)
        mul_20 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(c_21, jxx), c_22), jxx), c_23), jxx)
        add_14 = op.Add(
            op.Mul(op.Add(op.Mul(op.Add(mul_20, c_24), jxx), c_25), jxx),
            c_26,
        )
        yq = op.Add(op.Mul(op.Add(op.Mul(add_14, jxx), c_27), jxx), c_28)
        small = op.Add(
            op.Mul(input, op.Div(yp, yq)),
            op.Mul(c_29, op.Sub(op.Mul(jsmall, op.Log(input)), op.Div(one, input))),
        )
        w = op.Mul(op.Div(c_30, input), op.Div(c_30, input))
        mul_30 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(c_31, w), c_32), w), c_33), w)
        add_20 = op.Add(op.Mul(op.Add(op.Mul(op.Add(mul_30, c_34), w), c_35), w), c_36)
        pp = op.Add(op.Mul(add_20, w), one_2)
        mul_36 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(c_37, w), c_38), w), c_39), w)
        add_25 = op.Add(op.Mul(op.Add(op.Mul(op.Add(mul_36, c_40), w), c_41), w), c_42)
        pq = op.Add(op.Mul(add_25, w), one_2)
        mul_42 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(c_43, w), c_44), w), c_45), w)
        add_30 = op.Add(op.Mul(op.Add(op.Mul(op.Add(mul_42, c_46), w), c_47), w), c_48)
        qp = op.Add(op.Mul(op.Add(op.Mul(add_30, w), c_49), w), c_50)
        mul_49 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(c_51, w), c_52), w), c_53), w)
        add_36 = op.Add(op.Mul(op.Add(op.Mul(op.Add(mul_49, c_54), w), c_55), w), c_56)
        qq = op.Add(op.Mul(add_36, w), c_57)
        s = op.Sub(input, c_58)
        mul_56 = op.Mul(
            op.Add(
                op.Mul(op.Div(pp, pq), op.Sin(s)),
                op.Mul(op.Mul(op.Div(c_30, input), op.Div(qp, qq)), op.Cos(s)),
            ),
            c_59,
        )
        big = op.Div(mul_56, op.Sqrt(input))
        return op.Where(
            op.Greater(input, c_30),
            big,
            op.Where(
                op.Equal(input, zero),
                minus_inf,
                op.Where(op.Less(input, zero), nan, small),
            ),
        )
    if is_integer(input) or dtype_name(input) == "bool":
        c = constant(-899971225.7055594, dtype="float32")
        c_2 = constant(452228297998.19403, dtype="float32")
        c_3 = constant(72749424522181.83, dtype="float32")
        c_4 = constant(3682957328638529.0, dtype="float32")
        c_5 = constant(620.8364781180543, dtype="float32")
        c_6 = constant(256987.25675774884, dtype="float32")
        c_7 = constant(83514679.14319493, dtype="float32")
        c_8 = constant(22151159547.97925, dtype="float32")
        c_9 = constant(4749141220799.914, dtype="float32")
        c_10 = constant(784369607876235.9, dtype="float32")
        c_11 = constant(8.952223361846274e16, dtype="float32")
        c_12 = constant(5.322786203326801e18, dtype="float32")
        c_13 = constant(14.681970642123893, dtype="float32")
        c_14 = constant(49.2184563216946, dtype="float32")
        c_15 = constant(1263204747.9017804, dtype="float32")
        c_16 = constant(647355876379.1603, dtype="float32")
        c_17 = constant(114509511541823.73, dtype="float32")
        c_18 = constant(8127702555013251.0, dtype="float32")
        c_19 = constant(2.024394757135949e17, dtype="float32")
        c_20 = constant(7.788771962659501e17, dtype="float32")
        c_21 = constant(594.3015923461282, dtype="float32")
        c_22 = constant(235564.09294306856, dtype="float32")
        c_23 = constant(73481194.44597217, dtype="float32")
        c_24 = constant(18760131610.870617, dtype="float32")
        c_25 = constant(3882312774962.3857, dtype="float32")
        c_26 = constant(620557727146953.8, dtype="float32")
        c_27 = constant(6.871410873553005e16, dtype="float32")
        c_28 = constant(3.9727060811656064e18, dtype="float32")
        one = constant(1, dtype="float32")
        c_29 = constant(0.6366197723675814, dtype="float32")
        c_30 = constant(5, dtype="float32")
        c_31 = constant(0.0007621256162081731, dtype="float32")
        c_32 = constant(0.07313970569409176, dtype="float32")
        c_33 = constant(1.1271960812968493, dtype="float32")
        c_34 = constant(5.112079511468076, dtype="float32")
        c_35 = constant(8.424045901417724, dtype="float32")
        c_36 = constant(5.214515986823615, dtype="float32")
        one_2 = constant(1.0, dtype="float32")
        c_37 = constant(0.0005713231280725487, dtype="float32")
        c_38 = constant(0.06884559087544954, dtype="float32")
        c_39 = constant(1.105142326340617, dtype="float32")
        c_40 = constant(5.073863861286015, dtype="float32")
        c_41 = constant(8.399855543276042, dtype="float32")
        c_42 = constant(5.209828486823619, dtype="float32")
        c_43 = constant(0.05108625947501766, dtype="float32")
        c_44 = constant(4.982138729512334, dtype="float32")
        c_45 = constant(75.82382841325453, dtype="float32")
        c_46 = constant(366.7796093601508, dtype="float32")
        c_47 = constant(710.8563049989261, dtype="float32")
        c_48 = constant(597.4896124006136, dtype="float32")
        c_49 = constant(211.68875710057213, dtype="float32")
        c_50 = constant(25.207020585802372, dtype="float32")
        c_51 = constant(74.23732770356752, dtype="float32")
        c_52 = constant(1056.4488603826283, dtype="float32")
        c_53 = constant(4986.410583376536, dtype="float32")
        c_54 = constant(9562.318924047562, dtype="float32")
        c_55 = constant(7997.041604473507, dtype="float32")
        c_56 = constant(2826.1927851763908, dtype="float32")
        c_57 = constant(336.0936078106983, dtype="float32")
        c_58 = constant(2.356194490192345, dtype="float32")
        c_59 = constant(0.7978845608028654, dtype="float32")
        zero = constant(0, dtype="float32")
        nan = constant(float("nan"), dtype="float32")
        minus_inf = constant(float("-inf"), dtype="float32")
        t = op.Cast(input, to=TensorProto.FLOAT)
        jxx = op.Mul(t, t)
        mul_3 = op.Mul(op.Sub(op.Mul(op.Add(op.Mul(c, jxx), c_2), jxx), c_3), jxx)
        jrp = op.Add(mul_3, c_4)
        mul_6 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(c_5, jxx), c_6), jxx), c_7), jxx)
        add_6 = op.Add(op.Mul(op.Add(op.Mul(op.Add(mul_6, c_8), jxx), c_9), jxx), c_10)
        jrq = op.Add(op.Mul(op.Add(op.Mul(add_6, jxx), c_11), jxx), c_12)
        jsmall = op.Mul(
            op.Mul(op.Mul(op.Div(jrp, jrq), t), op.Sub(jxx, c_13)),
            op.Sub(jxx, c_14),
        )
        mul_15 = op.Mul(op.Add(op.Mul(op.Sub(op.Mul(c_15, jxx), c_16), jxx), c_17), jxx)
        yp = op.Sub(op.Mul(op.Add(op.Mul(op.Sub(mul_15, c_18), jxx), c_19), jxx), c_20)
        mul_20 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(c_21, jxx), c_22), jxx), c_23), jxx)
        add_14 = op.Add(
            op.Mul(op.Add(op.Mul(op.Add(mul_20, c_24), jxx), c_25), jxx),
            c_26,
        )
        yq = op.Add(op.Mul(op.Add(op.Mul(add_14, jxx), c_27), jxx), c_28)
        small = op.Add(
            op.Mul(t, op.Div(yp, yq)),
            op.Mul(c_29, op.Sub(op.Mul(jsmall, op.Log(t)), op.Div(one, t))),
        )
        w = op.Mul(op.Div(c_30, t), op.Div(c_30, t))
        mul_30 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(c_31, w), c_32), w), c_33), w)
        add_20 = op.Add(op.Mul(op.Add(op.Mul(op.Add(mul_30, c_34), w), c_35), w), c_36)
        pp = op.Add(op.Mul(add_20, w), one_2)
        mul_36 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(c_37, w), c_38), w), c_39), w)
        add_25 = op.Add(op.Mul(op.Add(op.Mul(op.Add(mul_36, c_40), w), c_41), w), c_42)
        pq = op.Add(op.Mul(add_25, w), one_2)
        mul_42 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(c_43, w), c_44), w), c_45), w)
        add_30 = op.Add(op.Mul(op.Add(op.Mul(op.Add(mul_42, c_46), w), c_47), w), c_48)
        qp = op.Add(op.Mul(op.Add(op.Mul(add_30, w), c_49), w), c_50)
        mul_49 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(c_51, w), c_52), w), c_53), w)
        add_36 = op.Add(op.Mul(op.Add(op.Mul(op.Add(mul_49, c_54), w), c_55), w), c_56)
        qq = op.Add(op.Mul(add_36, w), c_57)
        s = op.Sub(t, c_58)
        mul_56 = op.Mul(
            op.Add(
                op.Mul(op.Div(pp, pq), op.Sin(s)),
                op.Mul(op.Mul(op.Div(c_30, t), op.Div(qp, qq)), op.Cos(s)),
            ),
            c_59,
        )
        big = op.Div(mul_56, op.Sqrt(t))
        return op.Where(
            op.Greater(t, c_30),
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
