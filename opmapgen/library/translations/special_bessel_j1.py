"""special_bessel_j1 for the dynamo exporter: aten::special_bessel_j1 -> ONNX Abs + Mul + Add + Sub + Div + Cos + Sin + Sqrt + Greater + Less + Neg + Where + Cast, opsets 18 to 23.

Generated from mappings/aten/special_bessel_j1.yaml by `opmapgen build`; do not edit.

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

TARGET = "aten::special_bessel_j1.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::special_bessel_j1(Tensor self) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "special_bessel_j1",
    "mappings/aten/special_bessel_j1.yaml",
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
        c_15 = constant(5, like=input)
        c_16 = constant(0.0007621256162081731, like=input)
        c_17 = constant(0.07313970569409176, like=input)
        c_18 = constant(1.1271960812968493, like=input)
        c_19 = constant(5.112079511468076, like=input)
        c_20 = constant(8.424045901417724, like=input)
        c_21 = constant(5.214515986823615, like=input)
        one = constant(1.0, like=input)
        c_22 = constant(0.0005713231280725487, like=input)
        c_23 = constant(0.06884559087544954, like=input)
        c_24 = constant(1.105142326340617, like=input)
        c_25 = constant(5.073863861286015, like=input)
        c_26 = constant(8.399855543276042, like=input)
        c_27 = constant(5.209828486823619, like=input)
        c_28 = constant(0.05108625947501766, like=input)
        c_29 = constant(4.982138729512334, like=input)
        c_30 = constant(75.82382841325453, like=input)
        c_31 = constant(366.7796093601508, like=input)
        c_32 = constant(710.8563049989261, like=input)
        c_33 = constant(597.4896124006136, like=input)
        c_34 = constant(211.68875710057213, like=input)
        c_35 = constant(25.207020585802372, like=input)
        c_36 = constant(74.23732770356752, like=input)
        c_37 = constant(1056.4488603826283, like=input)
        c_38 = constant(4986.410583376536, like=input)
        c_39 = constant(9562.318924047562, like=input)
        c_40 = constant(7997.041604473507, like=input)
        c_41 = constant(2826.1927851763908, like=input)
        c_42 = constant(336.0936078106983, like=input)
        c_43 = constant(2.356194490192345, like=input)
        c_44 = constant(0.7978845608028654, like=input)
        zero = constant(0, like=input)
        a = op.Abs(input)
        xx = op.Mul(input, input)
        mul_3 = op.Mul(op.Sub(op.Mul(op.Add(op.Mul(c, xx), c_2), xx), c_3), xx)
        rp = op.Add(mul_3, c_4)
        mul_6 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(c_5, xx), c_6), xx), c_7), xx)
        add_6 = op.Add(op.Mul(op.Add(op.Mul(op.Add(mul_6, c_8), xx), c_9), xx), c_10)
        rq = op.Add(op.Mul(op.Add(op.Mul(add_6, xx), c_11), xx), c_12)
        small = op.Mul(
            op.Mul(op.Mul(op.Div(rp, rq), input), op.Sub(xx, c_13)),
            op.Sub(xx, c_14),
        )
        w = op.Mul(op.Div(c_15, a), op.Div(c_15, a))
        mul_15 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(c_16, w), c_17), w), c_18), w)
        add_12 = op.Add(op.Mul(op.Add(op.Mul(op.Add(mul_15, c_19), w), c_20), w), c_21)
        pp = op.Add(op.Mul(add_12, w), one)
        mul_21 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(c_22, w), c_23), w), c_24), w)
        add_17 = op.Add(op.Mul(op.Add(op.Mul(op.Add(mul_21, c_25), w), c_26), w), c_27)
        pq = op.Add(op.Mul(add_17, w), one)
        mul_27 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(c_28, w), c_29), w), c_30), w)
        add_22 = op.Add(op.Mul(op.Add(op.Mul(op.Add(mul_27, c_31), w), c_32), w), c_33)
        qp = op.Add(op.Mul(op.Add(op.Mul(add_22, w), c_34), w), c_35)
        mul_34 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(c_36, w), c_37), w), c_38), w)
        add_28 = op.Add(op.Mul(op.Add(op.Mul(op.Add(mul_34, c_39), w), c_40), w), c_41)
        qq = op.Add(op.Mul(add_28, w), c_42)
        s = op.Sub(a, c_43)
        mul_41 = op.Mul(
            op.Sub(
                op.Mul(op.Div(pp, pq), op.Cos(s)),
                op.Mul(op.Mul(op.Div(c_15, a), op.Div(qp, qq)), op.Sin(s)),
            ),
            c_44,
        )
        big = op.Div(mul_41, op.Sqrt(a))
        return op.Where(
            op.Greater(a, c_15),
            op.Where(op.Less(input, zero), op.Neg(big), big),
            small,
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
        c_15 = constant(5, dtype="float32")
        c_16 = constant(0.0007621256162081731, dtype="float32")
        c_17 = constant(0.07313970569409176, dtype="float32")
        c_18 = constant(1.1271960812968493, dtype="float32")
        c_19 = constant(5.112079511468076, dtype="float32")
        c_20 = constant(8.424045901417724, dtype="float32")
        c_21 = constant(5.214515986823615, dtype="float32")
        one = constant(1.0, dtype="float32")
        c_22 = constant(0.0005713231280725487, dtype="float32")
        c_23 = constant(0.06884559087544954, dtype="float32")
        c_24 = constant(1.105142326340617, dtype="float32")
        c_25 = constant(5.073863861286015, dtype="float32")
        c_26 = constant(8.399855543276042, dtype="float32")
        c_27 = constant(5.209828486823619, dtype="float32")
        c_28 = constant(0.05108625947501766, dtype="float32")
        c_29 = constant(4.982138729512334, dtype="float32")
        c_30 = constant(75.82382841325453, dtype="float32")
        c_31 = constant(366.7796093601508, dtype="float32")
        c_32 = constant(710.8563049989261, dtype="float32")
        c_33 = constant(597.4896124006136, dtype="float32")
        c_34 = constant(211.68875710057213, dtype="float32")
        c_35 = constant(25.207020585802372, dtype="float32")
        c_36 = constant(74.23732770356752, dtype="float32")
        c_37 = constant(1056.4488603826283, dtype="float32")
        c_38 = constant(4986.410583376536, dtype="float32")
        c_39 = constant(9562.318924047562, dtype="float32")
        c_40 = constant(7997.041604473507, dtype="float32")
        c_41 = constant(2826.1927851763908, dtype="float32")
        c_42 = constant(336.0936078106983, dtype="float32")
        c_43 = constant(2.356194490192345, dtype="float32")
        c_44 = constant(0.7978845608028654, dtype="float32")
        zero = constant(0, dtype="float32")
        t = op.Cast(input, to=TensorProto.FLOAT)
        a = op.Abs(t)
        xx = op.Mul(t, t)
        mul_3 = op.Mul(op.Sub(op.Mul(op.Add(op.Mul(c, xx), c_2), xx), c_3), xx)
        rp = op.Add(mul_3, c_4)
        mul_6 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(c_5, xx), c_6), xx), c_7), xx)
        add_6 = op.Add(op.Mul(op.Add(op.Mul(op.Add(mul_6, c_8), xx), c_9), xx), c_10)
        rq = op.Add(op.Mul(op.Add(op.Mul(add_6, xx), c_11), xx), c_12)
        small = op.Mul(
            op.Mul(op.Mul(op.Div(rp, rq), t), op.Sub(xx, c_13)),
            op.Sub(xx, c_14),
        )
        w = op.Mul(op.Div(c_15, a), op.Div(c_15, a))
        mul_15 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(c_16, w), c_17), w), c_18), w)
        add_12 = op.Add(op.Mul(op.Add(op.Mul(op.Add(mul_15, c_19), w), c_20), w), c_21)
        pp = op.Add(op.Mul(add_12, w), one)
        mul_21 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(c_22, w), c_23), w), c_24), w)
        add_17 = op.Add(op.Mul(op.Add(op.Mul(op.Add(mul_21, c_25), w), c_26), w), c_27)
        pq = op.Add(op.Mul(add_17, w), one)
        mul_27 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(c_28, w), c_29), w), c_30), w)
        add_22 = op.Add(op.Mul(op.Add(op.Mul(op.Add(mul_27, c_31), w), c_32), w), c_33)
        qp = op.Add(op.Mul(op.Add(op.Mul(add_22, w), c_34), w), c_35)
        mul_34 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(c_36, w), c_37), w), c_38), w)
        add_28 = op.Add(op.Mul(op.Add(op.Mul(op.Add(mul_34, c_39), w), c_40), w), c_41)
        qq = op.Add(op.Mul(add_28, w), c_42)
        s = op.Sub(a, c_43)
        mul_41 = op.Mul(
            op.Sub(
                op.Mul(op.Div(pp, pq), op.Cos(s)),
                op.Mul(op.Mul(op.Div(c_15, a), op.Div(qp, qq)), op.Sin(s)),
            ),
            c_44,
        )
        big = op.Div(mul_41, op.Sqrt(a))
        return op.Where(
            op.Greater(a, c_15),
            op.Where(op.Less(t, zero), op.Neg(big), big),
            small,
        )
    CONTRACT.refuse(
        'no variant of the mapping takes these args (variants: floating(input); integer(input) or dtype(input) == "bool")',
        input=input,
    )
