"""special_ndtri for the dynamo exporter: aten::special_ndtri -> ONNX Identity + Greater + Sub + Where + Mul + Add + Div + Log + Sqrt + Sum + Less + Neg + Equal + Or + Cast, opsets 18 to 23.

Generated from mappings/aten/special_ndtri.yaml by `opmapgen build`; do not edit.

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
    is_integer,
    torch_fallback,
)

TARGET = "aten::special_ndtri.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::special_ndtri(Tensor self) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "special_ndtri",
    "mappings/aten/special_ndtri.yaml",
    dtypes=("float32", "float64", "uint8", "int8", "int16", "int32", "int64", "bool"),
    reasons={
        "float16": "torch has no float16 ndtri kernel on the CPU",
        "bfloat16": "torch has no bfloat16 ndtri kernel on the CPU",
    },
)


@torch_fallback(CONTRACT, TARGET)
def translation(input):
    check_inputs(CONTRACT, input=input)
    if dtype_name(input) in ("float32", "float64"):
        c_2 = constant(0.8646647167633873, like=input)
        one = constant(1, like=input)
        half = constant(0.5, like=input)
        c_3 = constant(-59.96335010141079, like=input)
        c_4 = constant(98.00107541859997, like=input)
        c_5 = constant(56.67628574690703, like=input)
        c_6 = constant(13.931260938727968, like=input)
        c_7 = constant(1.2391658386738125, like=input)
        one_2 = constant(1.0, like=input)
        c_8 = constant(1.9544885833814176, like=input)
        c_9 = constant(4.676279128988815, like=input)
        c_10 = constant(86.36024213908905, like=input)
        c_11 = constant(225.46268785411937, like=input)
        c_12 = constant(200.26021238006066, like=input)
        c_13 = constant(82.03722561683334, like=input)
        c_14 = constant(15.90562251262117, like=input)
        c_15 = constant(1.1833162112133, like=input)
        c_16 = constant(2.5066282746310002, like=input)
        zero = constant(0, like=input)
        minus_two = constant(-2, like=input)
        c_17 = constant(4.0554489230596245, like=input)
        c_18 = constant(31.525109459989388, like=input)
        c_19 = constant(57.16281922464213, like=input)
        c_20 = constant(44.08050738932008, like=input)
        c_21 = constant(14.684956192885803, like=input)
        c_22 = constant(2.1866330685079025, like=input)
        c_23 = constant(0.1402560791713545, like=input)
        c_24 = constant(0.03504246268278482, like=input)
        c_25 = constant(0.0008574567851546854, like=input)
        c_26 = constant(15.779988325646675, like=input)
        c_27 = constant(45.39076351288792, like=input)
        c_28 = constant(41.3172038254672, like=input)
        c_29 = constant(15.04253856929075, like=input)
        c_30 = constant(2.504649462083094, like=input)
        c_31 = constant(0.14218292285478779, like=input)
        c_32 = constant(0.03808064076915783, like=input)
        c_33 = constant(0.0009332594808954574, like=input)
        c_34 = constant(3.2377489177694603, like=input)
        c_35 = constant(6.915228890689842, like=input)
        c_36 = constant(3.9388102529247444, like=input)
        c_37 = constant(1.3330346081580755, like=input)
        c_38 = constant(0.20148538954917908, like=input)
        c_39 = constant(0.012371663481782003, like=input)
        c_40 = constant(0.00030158155350823543, like=input)
        c_41 = constant(2.6580697468673755e-06, like=input)
        c_42 = constant(6.239745391849833e-09, like=input)
        c_43 = constant(6.02427039364742, like=input)
        c_44 = constant(3.6798356385616087, like=input)
        c_45 = constant(1.3770209948908132, like=input)
        c_46 = constant(0.21623699359449663, like=input)
        c_47 = constant(0.013420400608854318, like=input)
        c_48 = constant(0.00032801446468212774, like=input)
        c_49 = constant(2.8924786474538068e-06, like=input)
        c_50 = constant(6.790194080099813e-09, like=input)
        c_51 = constant(8, like=input)
        c_52 = constant(0.1353352832366127, like=input)
        nan = constant(float("nan"), like=input)
        inf = constant(float("inf"), like=input)
        minus_inf = constant(float("-inf"), like=input)
        y0 = op.Identity(input)
        upper = op.Greater(y0, c_2)
        y = op.Where(upper, op.Sub(one, y0), y0)
        c = op.Sub(y, half)
        c2 = op.Mul(c, c)
        mul_3 = op.Mul(op.Sub(op.Mul(op.Add(op.Mul(c2, c_3), c_4), c2), c_5), c2)
        mul_8 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(c2, one_2), c_8), c2), c_9), c2)
        add_6 = op.Add(op.Mul(op.Sub(op.Mul(op.Add(mul_8, c_10), c2), c_11), c2), c_12)
        mul_13 = op.Mul(op.Add(op.Mul(op.Sub(op.Mul(add_6, c2), c_13), c2), c_14), c2)
        div = op.Div(
            op.Mul(c2, op.Sub(op.Mul(op.Add(mul_3, c_6), c2), c_7)),
            op.Sub(mul_13, c_15),
        )
        central = op.Mul(op.Add(c, op.Mul(c, div)), c_16)
        safe = op.Where(op.Greater(y, zero), y, one)
        t = op.Sqrt(op.Mul(minus_two, op.Log(safe)))
        x0 = op.Sub(t, op.Div(op.Log(t), t))
        z = op.Div(one, t)
        mul_18 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(z, c_17), c_18), z), c_19), z)
        add_13 = op.Add(op.Mul(op.Add(op.Mul(op.Add(mul_18, c_20), z), c_21), z), c_22)
        mul_23 = op.Mul(op.Sub(op.Mul(op.Sub(op.Mul(add_13, z), c_23), z), c_24), z)
        mul_27 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(z, one_2), c_26), z), c_27), z)
        add_18 = op.Add(op.Mul(op.Add(op.Mul(op.Add(mul_27, c_28), z), c_29), z), c_30)
        mul_32 = op.Mul(op.Sub(op.Mul(op.Sub(op.Mul(add_18, z), c_31), z), c_32), z)
        near = op.Div(op.Mul(z, op.Sub(mul_23, c_25)), op.Sub(mul_32, c_33))
        mul_35 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(z, c_34), c_35), z), c_36), z)
        add_23 = op.Add(op.Mul(op.Add(op.Mul(op.Add(mul_35, c_37), z), c_38), z), c_39)
        mul_40 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(add_23, z), c_40), z), c_41), z)
        mul_44 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(z, one_2), c_43), z), c_44), z)
        add_30 = op.Add(op.Mul(op.Add(op.Mul(op.Add(mul_44, c_45), z), c_46), z), c_47)
        mul_49 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(add_30, z), c_48), z), c_49), z)
        far = op.Div(op.Mul(z, op.Sum(mul_40, c_42)), op.Sum(mul_49, c_50))
        x1 = op.Sub(x0, op.Where(op.Less(t, c_51), near, far))
        tail = op.Where(upper, x1, op.Neg(x1))
        inside = op.Where(op.Greater(y, c_52), central, tail)
        value = op.Where(
            op.Equal(y0, zero),
            minus_inf,
            op.Where(
                op.Equal(y0, one),
                inf,
                op.Where(op.Or(op.Less(y0, zero), op.Greater(y0, one)), nan, inside),
            ),
        )
        return op.Identity(value)
    if is_integer(input) or dtype_name(input) == "bool":
        c_2 = constant(0.8646647167633873, dtype="float32")
        one = constant(1, dtype="float32")
        half = constant(0.5, dtype="float32")
        c_3 = constant(-59.96335010141079, dtype="float32")
        c_4 = constant(98.00107541859997, dtype="float32")
        c_5 = constant(56.67628574690703, dtype="float32")
        c_6 = constant(13.931260938727968, dtype="float32")
        c_7 = constant(1.2391658386738125, dtype="float32")
        one_2 = constant(1.0, dtype="float32")
        c_8 = constant(1.9544885833814176, dtype="float32")
        c_9 = constant(4.676279128988815, dtype="float32")
        c_10 = constant(86.36024213908905, dtype="float32")
        c_11 = constant(225.46268785411937, dtype="float32")
        c_12 = constant(200.26021238006066, dtype="float32")
        c_13 = constant(82.03722561683334, dtype="float32")
        c_14 = constant(15.90562251262117, dtype="float32")
        c_15 = constant(1.1833162112133, dtype="float32")
        c_16 = constant(2.5066282746310002, dtype="float32")
        zero = constant(0, dtype="float32")
        minus_two = constant(-2, dtype="float32")
        c_17 = constant(4.0554489230596245, dtype="float32")
        c_18 = constant(31.525109459989388, dtype="float32")
        c_19 = constant(57.16281922464213, dtype="float32")
        c_20 = constant(44.08050738932008, dtype="float32")
        c_21 = constant(14.684956192885803, dtype="float32")
        c_22 = constant(2.1866330685079025, dtype="float32")
        c_23 = constant(0.1402560791713545, dtype="float32")
        c_24 = constant(0.03504246268278482, dtype="float32")
        c_25 = constant(0.0008574567851546854, dtype="float32")
        c_26 = constant(15.779988325646675, dtype="float32")
        c_27 = constant(45.39076351288792, dtype="float32")
        c_28 = constant(41.3172038254672, dtype="float32")
        c_29 = constant(15.04253856929075, dtype="float32")
        c_30 = constant(2.504649462083094, dtype="float32")
        c_31 = constant(0.14218292285478779, dtype="float32")
        c_32 = constant(0.03808064076915783, dtype="float32")
        c_33 = constant(0.0009332594808954574, dtype="float32")
        c_34 = constant(3.2377489177694603, dtype="float32")
        c_35 = constant(6.915228890689842, dtype="float32")
        c_36 = constant(3.9388102529247444, dtype="float32")
        c_37 = constant(1.3330346081580755, dtype="float32")
        c_38 = constant(0.20148538954917908, dtype="float32")
        c_39 = constant(0.012371663481782003, dtype="float32")
        c_40 = constant(0.00030158155350823543, dtype="float32")
        c_41 = constant(2.6580697468673755e-06, dtype="float32")
        c_42 = constant(6.239745391849833e-09, dtype="float32")
        c_43 = constant(6.02427039364742, dtype="float32")
        c_44 = constant(3.6798356385616087, dtype="float32")
        c_45 = constant(1.3770209948908132, dtype="float32")
        c_46 = constant(0.21623699359449663, dtype="float32")
        c_47 = constant(0.013420400608854318, dtype="float32")
        c_48 = constant(0.00032801446468212774, dtype="float32")
        c_49 = constant(2.8924786474538068e-06, dtype="float32")
        c_50 = constant(6.790194080099813e-09, dtype="float32")
        c_51 = constant(8, dtype="float32")
        c_52 = constant(0.1353352832366127, dtype="float32")
        nan = constant(float("nan"), dtype="float32")
        inf = constant(float("inf"), dtype="float32")
        minus_inf = constant(float("-inf"), dtype="float32")
        y0 = op.Cast(input, to=TensorProto.FLOAT)
        upper = op.Greater(y0, c_2)
        y = op.Where(upper, op.Sub(one, y0), y0)
        c = op.Sub(y, half)
        c2 = op.Mul(c, c)
        mul_3 = op.Mul(op.Sub(op.Mul(op.Add(op.Mul(c2, c_3), c_4), c2), c_5), c2)
        mul_8 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(c2, one_2), c_8), c2), c_9), c2)
        add_6 = op.Add(op.Mul(op.Sub(op.Mul(op.Add(mul_8, c_10), c2), c_11), c2), c_12)
        mul_13 = op.Mul(op.Add(op.Mul(op.Sub(op.Mul(add_6, c2), c_13), c2), c_14), c2)
        div = op.Div(
            op.Mul(c2, op.Sub(op.Mul(op.Add(mul_3, c_6), c2), c_7)),
            op.Sub(mul_13, c_15),
        )
        central = op.Mul(op.Add(c, op.Mul(c, div)), c_16)
        safe = op.Where(op.Greater(y, zero), y, one)
        t = op.Sqrt(op.Mul(minus_two, op.Log(safe)))
        x0 = op.Sub(t, op.Div(op.Log(t), t))
        z = op.Div(one, t)
        mul_18 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(z, c_17), c_18), z), c_19), z)
        add_13 = op.Add(op.Mul(op.Add(op.Mul(op.Add(mul_18, c_20), z), c_21), z), c_22)
        mul_23 = op.Mul(op.Sub(op.Mul(op.Sub(op.Mul(add_13, z), c_23), z), c_24), z)
        mul_27 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(z, one_2), c_26), z), c_27), z)
        add_18 = op.Add(op.Mul(op.Add(op.Mul(op.Add(mul_27, c_28), z), c_29), z), c_30)
        mul_32 = op.Mul(op.Sub(op.Mul(op.Sub(op.Mul(add_18, z), c_31), z), c_32), z)
        near = op.Div(op.Mul(z, op.Sub(mul_23, c_25)), op.Sub(mul_32, c_33))
        mul_35 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(z, c_34), c_35), z), c_36), z)
        add_23 = op.Add(op.Mul(op.Add(op.Mul(op.Add(mul_35, c_37), z), c_38), z), c_39)
        mul_40 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(add_23, z), c_40), z), c_41), z)
        mul_44 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(z, one_2), c_43), z), c_44), z)
        add_30 = op.Add(op.Mul(op.Add(op.Mul(op.Add(mul_44, c_45), z), c_46), z), c_47)
        mul_49 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(add_30, z), c_48), z), c_49), z)
        far = op.Div(op.Mul(z, op.Sum(mul_40, c_42)), op.Sum(mul_49, c_50))
        x1 = op.Sub(x0, op.Where(op.Less(t, c_51), near, far))
        tail = op.Where(upper, x1, op.Neg(x1))
        inside = op.Where(op.Greater(y, c_52), central, tail)
        value = op.Where(
            op.Equal(y0, zero),
            minus_inf,
            op.Where(
                op.Equal(y0, one),
                inf,
                op.Where(op.Or(op.Less(y0, zero), op.Greater(y0, one)), nan, inside),
            ),
        )
        return op.Identity(value)
    CONTRACT.refuse(
        'no variant of the mapping takes these args (variants: dtype(input) in ("float32", "float64"); integer(input) or dtype(input) == "bool")',
        input=input,
    )
