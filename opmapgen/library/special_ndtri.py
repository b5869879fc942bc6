"""special_ndtri: aten::special_ndtri -> ONNX Identity + Greater + Sub + Where + Mul + Add + Div + Log + Sqrt + Sum + Less + Neg + Equal + Or + Cast, opsets 11 to 20.

Generated from mappings/aten/special_ndtri.yaml by `opmapgen build`; do not edit.

Source schema: aten::special_ndtri(Tensor self) -> Tensor

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
    is_integer,
    parse_args,
    torch_fallback,
)

SOURCE_OP = "aten::special_ndtri"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(11, 21)
CONTRACT = Contract(
    "special_ndtri",
    "mappings/aten/special_ndtri.yaml",
    dtypes=("float32", "float64", "uint8", "int8", "int16", "int32", "int64", "bool"),
    reasons={
        "float16": "torch has no float16 ndtri kernel on the CPU",
        "bfloat16": "torch has no bfloat16 ndtri kernel on the CPU",
    },
    scalar_typed_ops=("Greater", "Sub", "Mul", "Add", "Div", "Less", "Equal"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, input):
    check_inputs(CONTRACT, input=input)
    if dtype_name(input) in ("float32", "float64"):
        c_2 = g.op(
            "Constant",
            value_t=torch.tensor(0.8646647167633873, dtype=dtype_of(input)),
        )
        one = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(input)))
        half = g.op("Constant", value_t=torch.tensor(0.5, dtype=dtype_of(input)))
        c_3 = g.op(
            "Constant",
            value_t=torch.tensor(-59.96335010141079, dtype=dtype_of(input)),
        )
        c_4 = g.op(
            "Constant",
            value_t=torch.tensor(98.00107541859997, dtype=dtype_of(input)),
        )
        c_5 = g.op(
            "Constant",
            value_t=torch.tensor(56.67628574690703, dtype=dtype_of(input)),
        )
        c_6 = g.op(
            "Constant",
            value_t=torch.tensor(13.931260938727968, dtype=dtype_of(input)),
        )
        c_7 = g.op(
            "Constant",
            value_t=torch.tensor(1.2391658386738125, dtype=dtype_of(input)),
        )
        one_2 = g.op("Constant", value_t=torch.tensor(1.0, dtype=dtype_of(input)))
        c_8 = g.op(
            "Constant",
            value_t=torch.tensor(1.9544885833814176, dtype=dtype_of(input)),
        )
        c_9 = g.op(
            "Constant",
            value_t=torch.tensor(4.676279128988815, dtype=dtype_of(input)),
        )
        c_10 = g.op(
            "Constant",
            value_t=torch.tensor(86.36024213908905, dtype=dtype_of(input)),
        )
        c_11 = g.op(
            "Constant",
            value_t=torch.tensor(225.46268785411937, dtype=dtype_of(input)),
        )
        c_12 = g.op(
            "Constant",
            value_t=torch.tensor(200.26021238006066, dtype=dtype_of(input)),
        )
        c_13 = g.op(
            "Constant",
            value_t=torch.tensor(82.03722561683334, dtype=dtype_of(input)),
        )
        c_14 = g.op(
            "Constant",
            value_t=torch.tensor(15.90562251262117, dtype=dtype_of(input)),
        )
        c_15 = g.op(
            "Constant",
            value_t=torch.tensor(1.1833162112133, dtype=dtype_of(input)),
        )
        c_16 = g.op(
            "Constant",
            value_t=torch.tensor(2.5066282746310002, dtype=dtype_of(input)),
        )
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(input)))
        minus_two = g.op("Constant", value_t=torch.tensor(-2, dtype=dtype_of(input)))
        c_17 = g.op(
            "Constant",
            value_t=torch.tensor(4.0554489230596245, dtype=dtype_of(input)),
        )
        c_18 = g.op(
            "Constant",
            value_t=torch.tensor(31.525109459989388, dtype=dtype_of(input)),
        )
        c_19 = g.op(
            "Constant",
            value_t=torch.tensor(57.16281922464213, dtype=dtype_of(input)),
        )
        c_20 = g.op(
            "Constant",
            value_t=torch.tensor(44.08050738932008, dtype=dtype_of(input)),
        )
        c_21 = g.op(
            "Constant",
            value_t=torch.tensor(14.684956192885803, dtype=dtype_of(input)),
        )
        c_22 = g.op(
            "Constant",
            value_t=torch.tensor(2.1866330685079025, dtype=dtype_of(input)),
        )
        c_23 = g.op(
            "Constant",
            value_t=torch.tensor(0.1402560791713545, dtype=dtype_of(input)),
        )
        c_24 = g.op(
            "Constant",
            value_t=torch.tensor(0.03504246268278482, dtype=dtype_of(input)),
        )
        c_25 = g.op(
            "Constant",
            value_t=torch.tensor(0.0008574567851546854, dtype=dtype_of(input)),
        )
        c_26 = g.op(
            "Constant",
            value_t=torch.tensor(15.779988325646675, dtype=dtype_of(input)),
        )
        c_27 = g.op(
            "Constant",
            value_t=torch.tensor(45.39076351288792, dtype=dtype_of(input)),
        )
        c_28 = g.op(
            "Constant",
            value_t=torch.tensor(41.3172038254672, dtype=dtype_of(input)),
        )
        c_29 = g.op(
            "Constant",
            value_t=torch.tensor(15.04253856929075, dtype=dtype_of(input)),
        )
        c_30 = g.op(
            "Constant",
            value_t=torch.tensor(2.504649462083094, dtype=dtype_of(input)),
        )
        c_31 = g.op(
            "Constant",
            value_t=torch.tensor(0.14218292285478779, dtype=dtype_of(input)),
        )
        c_32 = g.op(
            "Constant",
            value_t=torch.tensor(0.03808064076915783, dtype=dtype_of(input)),
        )
        c_33 = g.op(
            "Constant",
            value_t=torch.tensor(0.0009332594808954574, dtype=dtype_of(input)),
        )
        c_34 = g.op(
            "Constant",
            value_t=torch.tensor(3.2377489177694603, dtype=dtype_of(input)),
        )
        c_35 = g.op(
            "Constant",
            value_t=torch.tensor(6.915228890689842, dtype=dtype_of(input)),
        )
        c_36 = g.op(
            "Constant",
            value_t=torch.tensor(3.9388102529247444, dtype=dtype_of(input)),
        )
        c_37 = g.op(
            "Constant",
            value_t=torch.tensor(1.3330346081580755, dtype=dtype_of(input)),
        )
        c_38 = g.op(
            "Constant",
            value_t=torch.tensor(0.20148538954917908, dtype=dtype_of(input)),
        )
        c_39 = g.op(
            "Constant",
            value_t=torch.tensor(0.012371663481782003, dtype=dtype_of(input)),
        )
        c_40 = g.op(
            "Constant",
            value_t=torch.tensor(0.00030158155350823543, dtype=dtype_of(input)),
        )
        c_41 = g.op(
            "Constant",
            value_t=torch.tensor(2.6580697468673755e-06, dtype=dtype_of(input)),
        )
        c_42 = g.op(
            "Constant",
            value_t=torch.tensor(6.239745391849833e-09, dtype=dtype_of(input)),
        )
        c_43 = g.op(
            "Constant",
            value_t=torch.tensor(6.02427039364742, dtype=dtype_of(input)),
        )
        c_44 = g.op(
            "Constant",
            value_t=torch.tensor(3.6798356385616087, dtype=dtype_of(input)),
        )
        c_45 = g.op(
            "Constant",
            value_t=torch.tensor(1.3770209948908132, dtype=dtype_of(input)),
        )
        c_46 = g.op(
            "Constant",
            value_t=torch.tensor(0.21623699359449663, dtype=dtype_of(input)),
        )
        c_47 = g.op(
            "Constant",
            value_t=torch.tensor(0.013420400608854318, dtype=dtype_of(input)),
        )
        c_48 = g.op(
            "Constant",
            value_t=torch.tensor(0.00032801446468212774, dtype=dtype_of(input)),
        )
        c_49 = g.op(
            "Constant",
            value_t=torch.tensor(2.8924786474538068e-06, dtype=dtype_of(input)),
        )
        c_50 = g.op(
            "Constant",
            value_t=torch.tensor(6.790194080099813e-09, dtype=dtype_of(input)),
        )
        c_51 = g.op("Constant", value_t=torch.tensor(8, dtype=dtype_of(input)))
        c_52 = g.op(
            "Constant",
            value_t=torch.tensor(0.1353352832366127, dtype=dtype_of(input)),
        )
        nan = g.op(
            "Constant",
            value_t=torch.tensor(float("nan"), dtype=dtype_of(input)),
        )
        inf = g.op(
            "Constant",
            value_t=torch.tensor(float("inf"), dtype=dtype_of(input)),
        )
        minus_inf = g.op(
            "Constant",
            value_t=torch.tensor(float("-inf"), dtype=dtype_of(input)),
        )
        y0 = g.op("Identity", input)
        upper = g.op("Greater", y0, c_2)
        y = g.op("Where", upper, g.op("Sub", one, y0), y0)
        c = g.op("Sub", y, half)
        c2 = g.op("Mul", c, c)
        mul_3 = g.op(
            "Mul",
            g.op("Sub", g.op("Mul", g.op("Add", g.op("Mul", c2, c_3), c_4), c2), c_5),
            c2,
        )
        mul_8 = g.op(
            "Mul",
            g.op("Add", g.op("Mul", g.op("Add", g.op("Mul", c2, one_2), c_8), c2), c_9),
            c2,
        )
        add_6 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Sub", g.op("Mul", g.op("Add", mul_8, c_10), c2), c_11),
                c2,
            ),
            c_12,
        )
        mul_13 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Sub", g.op("Mul", add_6, c2), c_13), c2),
                c_14,
            ),
            c2,
        )
        div = g.op(
            "Div",
            g.op("Mul", c2, g.op("Sub", g.op("Mul", g.op("Add", mul_3, c_6), c2), c_7)),
            g.op("Sub", mul_13, c_15),
        )
        central = g.op("Mul", g.op("Add", c, g.op("Mul", c, div)), c_16)
        safe = g.op("Where", g.op("Greater", y, zero), y, one)
        t = g.op("Sqrt", g.op("Mul", minus_two, g.op("Log", safe)))
        x0 = g.op("Sub", t, g.op("Div", g.op("Log", t), t))
        z = g.op("Div", one, t)
        mul_18 = g.op(
            "Mul",
            g.op("Add", g.op("Mul", g.op("Add", g.op("Mul", z, c_17), c_18), z), c_19),
            z,
        )
        add_13 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Add", mul_18, c_20), z), c_21),
                z,
            ),
            c_22,
        )
        mul_23 = g.op(
            "Mul",
            g.op(
                "Sub",
                g.op("Mul", g.op("Sub", g.op("Mul", add_13, z), c_23), z),
                c_24,
            ),
            z,
        )
        mul_27 = g.op(
            "Mul",
            g.op("Add", g.op("Mul", g.op("Add", g.op("Mul", z, one_2), c_26), z), c_27),
            z,
        )
        add_18 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Add", mul_27, c_28), z), c_29),
                z,
            ),
            c_30,
        )
        mul_32 = g.op(
            "Mul",
            g.op(
                "Sub",
                g.op("Mul", g.op("Sub", g.op("Mul", add_18, z), c_31), z),
                c_32,
            ),
            z,
        )
        near = g.op(
            "Div",
            g.op("Mul", z, g.op("Sub", mul_23, c_25)),
            g.op("Sub", mul_32, c_33),
        )
        mul_35 = g.op(
            "Mul",
            g.op("Add", g.op("Mul", g.op("Add", g.op("Mul", z, c_34), c_35), z), c_36),
            z,
        )
        add_23 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Add", mul_35, c_37), z), c_38),
                z,
            ),
            c_39,
        )
        mul_40 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Add", g.op("Mul", add_23, z), c_40), z),
                c_41,
            ),
            z,
        )
        mul_44 = g.op(
            "Mul",
            g.op("Add", g.op("Mul", g.op("Add", g.op("Mul", z, one_2), c_43), z), c_44),
            z,
        )
        add_30 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Add", mul_44, c_45), z), c_46),
                z,
            ),
            c_47,
        )
        mul_49 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Add", g.op("Mul", add_30, z), c_48), z),
                c_49,
            ),
            z,
        )
        far = g.op(
            "Div",
            g.op("Mul", z, g.op("Sum", mul_40, c_42)),
            g.op("Sum", mul_49, c_50),
        )
        x1 = g.op("Sub", x0, g.op("Where", g.op("Less", t, c_51), near, far))
        tail = g.op("Where", upper, x1, g.op("Neg", x1))
        inside = g.op("Where", g.op("Greater", y, c_52), central, tail)
        value = g.op(
            "Where",
            g.op("Equal", y0, zero),
            minus_inf,
            g.op(
                "Where",
                g.op("Equal", y0, one),
                inf,
                g.op(
                    "Where",
                    g.op("Or", g.op("Less", y0, zero), g.op("Greater", y0, one)),
                    nan,
                    inside,
                ),
            ),
        )
        return g.op("Identity", value)
    if is_integer(input) or dtype_name(input) == "bool":
        c_2 = g.op(
            "Constant",
            value_t=torch.tensor(0.8646647167633873, dtype=torch.float32),
        )
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float32))
        half = g.op("Constant", value_t=torch.tensor(0.5, dtype=torch.float32))
        c_3 = g.op(
            "Constant",
            value_t=torch.tensor(-59.96335010141079, dtype=torch.float32),
        )
        c_4 = g.op(
            "Constant",
            value_t=torch.tensor(98.00107541859997, dtype=torch.float32),
        )
        c_5 = g.op(
            "Constant",
            value_t=torch.tensor(56.67628574690703, dtype=torch.float32),
        )
        c_6 = g.op(
            "Constant",
            value_t=torch.tensor(13.931260938727968, dtype=torch.float32),
        )
        c_7 = g.op(
            "Constant",
            value_t=torch.tensor(1.2391658386738125, dtype=torch.float32),
        )
        one_2 = g.op("Constant", value_t=torch.tensor(1.0, dtype=torch.float32))
        c_8 = g.op(
            "Constant",
            value_t=torch.tensor(1.9544885833814176, dtype=torch.float32),
        )
        c_9 = g.op(
            "Constant",
            value_t=torch.tensor(4.676279128988815, dtype=torch.float32),
        )
        c_10 = g.op(
            "Constant",
            value_t=torch.tensor(86.36024213908905, dtype=torch.float32),
        )
        c_11 = g.op(
            "Constant",
            value_t=torch.tensor(225.46268785411937, dtype=torch.float32),
        )
        c_12 = g.op(
            "Constant",
            value_t=torch.tensor(200.26021238006066, dtype=torch.float32),
        )
        c_13 = g.op(
            "Constant",
            value_t=torch.tensor(82.03722561683334, dtype=torch.float32),
        )
        c_14 = g.op(
            "Constant",
            value_t=torch.tensor(15.90562251262117, dtype=torch.float32),
        )
        c_15 = g.op(
            "Constant",
            value_t=torch.tensor(1.1833162112133, dtype=torch.float32),
        )
        c_16 = g.op(
            "Constant",
            value_t=torch.tensor(2.5066282746310002, dtype=torch.float32),
        )
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float32))
        minus_two = g.op("Constant", value_t=torch.tensor(-2, dtype=torch.float32))
        c_17 = g.op(
            "Constant",
            value_t=torch.tensor(4.0554489230596245, dtype=torch.float32),
        )
        c_18 = g.op(
            "Constant",
            value_t=torch.tensor(31.525109459989388, dtype=torch.float32),
        )
        c_19 = g.op(
            "Constant",
            value_t=torch.tensor(57.16281922464213, dtype=torch.float32),
        )
        c_20 = g.op(
            "Constant",
            value_t=torch.tensor(44.08050738932008, dtype=torch.float32),
        )
        c_21 = g.op(
            "Constant",
            value_t=torch.tensor(14.684956192885803, dtype=torch.float32),
        )
        c_22 = g.op(
            "Constant",
            value_t=torch.tensor(2.1866330685079025, dtype=torch.float32),
        )
        c_23 = g.op(
            "Constant",
            value_t=torch.tensor(0.1402560791713545, dtype=torch.float32),
        )
        c_24 = g.op(
            "Constant",
            value_t=torch.tensor(0.03504246268278482, dtype=torch.float32),
        )
        c_25 = g.op(
            "Constant",
            value_t=torch.tensor(0.0008574567851546854, dtype=torch.float32),
        )
        c_26 = g.op(
            "Constant",
            value_t=torch.tensor(15.779988325646675, dtype=torch.float32),
        )
        c_27 = g.op(
            "Constant",
            value_t=torch.tensor(45.39076351288792, dtype=torch.float32),
        )
        c_28 = g.op(
            "Constant",
            value_t=torch.tensor(41.3172038254672, dtype=torch.float32),
        )
        c_29 = g.op(
            "Constant",
            value_t=torch.tensor(15.04253856929075, dtype=torch.float32),
        )
        c_30 = g.op(
            "Constant",
            value_t=torch.tensor(2.504649462083094, dtype=torch.float32),
        )
        c_31 = g.op(
            "Constant",
            value_t=torch.tensor(0.14218292285478779, dtype=torch.float32),
        )
        c_32 = g.op(
            "Constant",
            value_t=torch.tensor(0.03808064076915783, dtype=torch.float32),
        )
        c_33 = g.op(
            "Constant",
            value_t=torch.tensor(0.0009332594808954574, dtype=torch.float32),
        )
        c_34 = g.op(
            "Constant",
            value_t=torch.tensor(3.2377489177694603, dtype=torch.float32),
        )
        c_35 = g.op(
            "Constant",
            value_t=torch.tensor(6.915228890689842, dtype=torch.float32),
        )
        c_36 = g.op(
            "Constant",
            value_t=torch.tensor(3.9388102529247444, dtype=torch.float32),
        )
        c_37 = g.op(
            "Constant",
            value_t=torch.tensor(1.3330346081580755, dtype=torch.float32),
        )
        c_38 = g.op(
            "Constant",
            value_t=torch.tensor(0.20148538954917908, dtype=torch.float32),
        )
        c_39 = g.op(
            "Constant",
            value_t=torch.tensor(0.012371663481782003, dtype=torch.float32),
        )
        c_40 = g.op(
            "Constant",
            value_t=torch.tensor(0.00030158155350823543, dtype=torch.float32),
        )
        c_41 = g.op(
            "Constant",
            value_t=torch.tensor(2.6580697468673755e-06, dtype=torch.float32),
        )
        c_42 = g.op(
            "Constant",
            value_t=torch.tensor(6.239745391849833e-09, dtype=torch.float32),
        )
        c_43 = g.op(
            "Constant",
            value_t=torch.tensor(6.02427039364742, dtype=torch.float32),
        )
        c_44 = g.op(
            "Constant",
            value_t=torch.tensor(3.6798356385616087, dtype=torch.float32),
        )
        c_45 = g.op(
            "Constant",
            value_t=torch.tensor(1.3770209948908132, dtype=torch.float32),
        )
        c_46 = g.op(
            "Constant",
            value_t=torch.tensor(0.21623699359449663, dtype=torch.float32),
        )
        c_47 = g.op(
            "Constant",
            value_t=torch.tensor(0.013420400608854318, dtype=torch.float32),
        )
        c_48 = g.op(
            "Constant",
            value_t=torch.tensor(0.00032801446468212774, dtype=torch.float32),
        )
        c_49 = g.op(
            "Constant",
            value_t=torch.tensor(2.8924786474538068e-06, dtype=torch.float32),
        )
        c_50 = g.op(
            "Constant",
            value_t=torch.tensor(6.790194080099813e-09, dtype=torch.float32),
        )
        c_51 = g.op("Constant", value_t=torch.tensor(8, dtype=torch.float32))
        c_52 = g.op(
            "Constant",
            value_t=torch.tensor(0.1353352832366127, dtype=torch.float32),
        )
        nan = g.op("Constant", value_t=torch.tensor(float("nan"), dtype=torch.float32))
        inf = g.op("Constant", value_t=torch.tensor(float("inf"), dtype=torch.float32))
        minus_inf = g.op(
            "Constant",
            value_t=torch.tensor(float("-inf"), dtype=torch.float32),
        )
        y0 = g.op("Cast", input, to_i=TensorProto.FLOAT)
        upper = g.op("Greater", y0, c_2)
        y = g.op("Where", upper, g.op("Sub", one, y0), y0)
        c = g.op("Sub", y, half)
        c2 = g.op("Mul", c, c)
        mul_3 = g.op(
            "Mul",
            g.op("Sub", g.op("Mul", g.op("Add", g.op("Mul", c2, c_3), c_4), c2), c_5),
            c2,
        )
        mul_8 = g.op(
            "Mul",
            g.op("Add", g.op("Mul", g.op("Add", g.op("Mul", c2, one_2), c_8), c2), c_9),
            c2,
        )
        add_6 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Sub", g.op("Mul", g.op("Add", mul_8, c_10), c2), c_11),
                c2,
            ),
            c_12,
        )
        mul_13 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Sub", g.op("Mul", add_6, c2), c_13), c2),
                c_14,
            ),
            c2,
        )
        div = g.op(
            "Div",
            g.op("Mul", c2, g.op("Sub", g.op("Mul", g.op("Add", mul_3, c_6), c2), c_7)),
            g.op("Sub", mul_13, c_15),
        )
        central = g.op("Mul", g.op("Add", c, g.op("Mul", c, div)), c_16)
        safe = g.op("Where", g.op("Greater", y, zero), y, one)
        t = g.op("Sqrt", g.op("Mul", minus_two, g.op("Log", safe)))
        x0 = g.op("Sub", t, g.op("Div", g.op("Log", t), t))
        z = g.op("Div", one, t)
        mul_18 = g.op(
            "Mul",
            g.op("Add", g.op("Mul", g.op("Add", g.op("Mul", z, c_17), c_18), z), c_19),
            z,
        )
        add_13 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Add", mul_18, c_20), z), c_21),
                z,
            ),
            c_22,
        )
        mul_23 = g.op(
            "Mul",
            g.op(
                "Sub",
                g.op("Mul", g.op("Sub", g.op("Mul", add_13, z), c_23), z),
                c_24,
            ),
            z,
        )
        mul_27 = g.op(
            "Mul",
            g.op("Add", g.op("Mul", g.op("Add", g.op("Mul", z, one_2), c_26), z), c_27),
            z,
        )
        add_18 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Add", mul_27, c_28), z), c_29),
                z,
            ),
            c_30,
        )
        mul_32 = g.op(
            "Mul",
            g.op(
                "Sub",
                g.op("Mul", g.op("Sub", g.op("Mul", add_18, z), c_31), z),
                c_32,
            ),
            z,
        )
        near = g.op(
            "Div",
            g.op("Mul", z, g.op("Sub", mul_23, c_25)),
            g.op("Sub", mul_32, c_33),
        )
        mul_35 = g.op(
            "Mul",
            g.op("Add", g.op("Mul", g.op("Add", g.op("Mul", z, c_34), c_35), z), c_36),
            z,
        )
        add_23 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Add", mul_35, c_37), z), c_38),
                z,
            ),
            c_39,
        )
        mul_40 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Add", g.op("Mul", add_23, z), c_40), z),
                c_41,
            ),
            z,
        )
        mul_44 = g.op(
            "Mul",
            g.op("Add", g.op("Mul", g.op("Add", g.op("Mul", z, one_2), c_43), z), c_44),
            z,
        )
        add_30 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Add", mul_44, c_45), z), c_46),
                z,
            ),
            c_47,
        )
        mul_49 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Add", g.op("Mul", add_30, z), c_48), z),
                c_49,
            ),
            z,
        )
        far = g.op(
            "Div",
            g.op("Mul", z, g.op("Sum", mul_40, c_42)),
            g.op("Sum", mul_49, c_50),
        )
        x1 = g.op("Sub", x0, g.op("Where", g.op("Less", t, c_51), near, far))
        tail = g.op("Where", upper, x1, g.op("Neg", x1))
        inside = g.op("Where", g.op("Greater", y, c_52), central, tail)
        value = g.op(
            "Where",
            g.op("Equal", y0, zero),
            minus_inf,
            g.op(
                "Where",
                g.op("Equal", y0, one),
                inf,
                g.op(
                    "Where",
                    g.op("Or", g.op("Less", y0, zero), g.op("Greater", y0, one)),
                    nan,
                    inside,
                ),
            ),
        )
        return g.op("Identity", value)
    CONTRACT.refuse(
        'no variant of the mapping takes these args (variants: dtype(input) in ("float32", "float64"); integer(input) or dtype(input) == "bool")',
        input=input,
    )
