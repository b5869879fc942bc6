"""special_bessel_y1: aten::special_bessel_y1 -> ONNX Mul + Add + Sub + Div + Log + Sin + Cos + Sqrt + Greater + Equal + Less + Where + Cast, opsets 11 to 20.

Generated from mappings/aten/special_bessel_y1.yaml by `opmapgen build`; do not edit.

Source schema: aten::special_bessel_y1(Tensor self) -> Tensor

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
    is_integer,
    parse_args,
    torch_fallback,
)

SOURCE_OP = "aten::special_bessel_y1"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(11, 21)
CONTRACT = Contract(
    "special_bessel_y1",
    "mappings/aten/special_bessel_y1.yaml",
    dtypes=("float32", "float64", "uint8", "int8", "int16", "int32", "int64", "bool"),
    reasons={
        "float16": "torch has no float16 CPU kernel for it (eager raises NotImplementedError)",
        "bfloat16": "torch has no bfloat16 CPU kernel for it (eager raises NotImplementedError)",
    },
    scalar_typed_ops=("Mul", "Add", "Sub", "Div", "Greater", "Equal", "Less"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, input):
    check_inputs(CONTRACT, input=input)
    if is_floating(input):
        c = g.op(
            "Constant",
            value_t=torch.tensor(-899971225.7055594, dtype=dtype_of(input)),
        )
        c_2 = g.op(
            "Constant",
            value_t=torch.tensor(452228297998.19403, dtype=dtype_of(input)),
        )
        c_3 = g.op(
            "Constant",
            value_t=torch.tensor(72749424522181.83, dtype=dtype_of(input)),
        )
        c_4 = g.op(
            "Constant",
            value_t=torch.tensor(3682957328638529.0, dtype=dtype_of(input)),
        )
        c_5 = g.op(
            "Constant",
            value_t=torch.tensor(620.8364781180543, dtype=dtype_of(input)),
        )
        c_6 = g.op(
            "Constant",
            value_t=torch.tensor(256987.25675774884, dtype=dtype_of(input)),
        )
        c_7 = g.op(
            "Constant",
            value_t=torch.tensor(83514679.14319493, dtype=dtype_of(input)),
        )
        c_8 = g.op(
            "Constant",
            value_t=torch.tensor(22151159547.97925, dtype=dtype_of(input)),
        )
        c_9 = g.op(
            "Constant",
            value_t=torch.tensor(4749141220799.914, dtype=dtype_of(input)),
        )
        c_10 = g.op(
            "Constant",
            value_t=torch.tensor(784369607876235.9, dtype=dtype_of(input)),
        )
        c_11 = g.op(
            "Constant",
            value_t=torch.tensor(8.952223361846274e16, dtype=dtype_of(input)),
        )
        c_12 = g.op(
            "Constant",
            value_t=torch.tensor(5.322786203326801e18, dtype=dtype_of(input)),
        )
        c_13 = g.op(
            "Constant",
            value_t=torch.tensor(14.681970642123893, dtype=dtype_of(input)),
        )
        c_14 = g.op(
            "Constant",
            value_t=torch.tensor(49.2184563216946, dtype=dtype_of(input)),
        )
        c_15 = g.op(
            "Constant",
            value_t=torch.tensor(1263204747.9017804, dtype=dtype_of(input)),
        )
        c_16 = g.op(
            "Constant",
            value_t=torch.tensor(647355876379.1603, dtype=dtype_of(input)),
        )
        c_17 = g.op(
            "Constant",
            value_t=torch.tensor(114509511541823.73, dtype=dtype_of(input)),
        )
        c_18 = g.op(
            "Constant",
            value_t=torch.tensor(8127702555013251.0, dtype=dtype_of(input)),
        )
        c_19 = g.op(
            "Constant",
            value_t=torch.tensor(2.024394757135949e17, dtype=dtype_of(input)),
        )
        c_20 = g.op(
            "Constant",
            value_t=torch.tensor(7.788771962659501e17, dtype=dtype_of(input)),
        )
        c_21 = g.op(
            "Constant",
            value_t=torch.tensor(594.3015923461282, dtype=dtype_of(input)),
        )
        c_22 = g.op(
            "Constant",
            value_t=torch.tensor(235564.09294306856, dtype=dtype_of(input)),
        )
        c_23 = g.op(
            "Constant",
            value_t=torch.tensor(73481194.44597217, dtype=dtype_of(input)),
        )
        c_24 = g.op(
            "Constant",
            value_t=torch.tensor(18760131610.870617, dtype=dtype_of(input)),
        )
        c_25 = g.op(
            "Constant",
            value_t=torch.tensor(3882312774962.3857, dtype=dtype_of(input)),
        )
        c_26 = g.op(
            "Constant",
            value_t=torch.tensor(620557727146953.8, dtype=dtype_of(input)),
        )
        c_27 = g.op(
            "Constant",
            value_t=torch.tensor(6.871410873553005e16, dtype=dtype_of(input)),
        )
        c_28 = g.op(
            "Constant",
            value_t=torch.tensor(3.9727060811656064e18, dtype=dtype_of(input)),
        )
        one = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(input)))
        c_29 = g.op(
            "Constant",
            value_t=torch.tensor(0.6366197723675814, dtype=dtype_of(input)),
        )
        c_30 = g.op("Constant", value_t=torch.tensor(5, dtype=dtype_of(input)))
        c_31 = g.op(
            "Constant",
            value_t=torch.tensor(0.0007621256162081731, dtype=dtype_of(input)),
        )
        c_32 = g.op(
            "Constant",
            value_t=torch.tensor(0.07313970569409176, dtype=dtype_of(input)),
        )
        c_33 = g.op(
            "Constant",
            value_t=torch.tensor(1.1271960812968493, dtype=dtype_of(input)),
        )
        c_34 = g.op(
            "Constant",
            value_t=torch.tensor(5.112079511468076, dtype=dtype_of(input)),
        )
        c_35 = g.op(
            "Constant",
            value_t=torch.tensor(8.424045901417724, dtype=dtype_of(input)),
        )
        c_36 = g.op(
            "Constant",
            value_t=torch.tensor(5.214515986823615, dtype=dtype_of(input)),
        )
        one_2 = g.op("Constant", value_t=torch.tensor(1.0, dtype=dtype_of(input)))
        c_37 = g.op(
            "Constant",
            value_t=torch.tensor(0.0005713231280725487, dtype=dtype_of(input)),
        )
        c_38 = g.op(
            "Constant",
            value_t=torch.tensor(0.06884559087544954, dtype=dtype_of(input)),
        )
        c_39 = g.op(
            "Constant",
            value_t=torch.tensor(1.105142326340617, dtype=dtype_of(input)),
        )
        c_40 = g.op(
            "Constant",
            value_t=torch.tensor(5.073863861286015, dtype=dtype_of(input)),
        )
        c_41 = g.op(
            "Constant",
            value_t=torch.tensor(8.399855543276042, dtype=dtype_of(input)),
        )
        c_42 = g.op(
            "Constant",
            value_t=torch.tensor(5.209828486823619, dtype=dtype_of(input)),
        )
        c_43 = g.op(
            "Constant",
            value_t=torch.tensor(0.05108625947501766, dtype=dtype_of(input)),
        )
        c_44 = g.op(
            "Constant",
            value_t=torch.tensor(4.982138729512334, dtype=dtype_of(input)),
        )
        c_45 = g.op(
            "Constant",
            value_t=torch.tensor(75.82382841325453, dtype=dtype_of(input)),
        )
        c_46 = g.op(
            "Constant",
            value_t=torch.tensor(366.7796093601508, dtype=dtype_of(input)),
        )
        c_47 = g.op(
            "Constant",
            value_t=torch.tensor(710.8563049989261, dtype=dtype_of(input)),
        )
        c_48 = g.op(
            "Constant",
            value_t=torch.tensor(597.4896124006136, dtype=dtype_of(input)),
        )
        c_49 = g.op(
            "Constant",
            value_t=torch.tensor(211.68875710057213, dtype=dtype_of(input)),
        )
        c_50 = g.op(
            "Constant",
            value_t=torch.tensor(25.207020585802372, dtype=dtype_of(input)),
        )
        c_51 = g.op(
            "Constant",
            value_t=torch.tensor(74.23732770356752, dtype=dtype_of(input)),
        )
        c_52 = g.op(
            "Constant",
            value_t=torch.tensor(1056.4488603826283, dtype=dtype_of(input)),
        )
        c_53 = g.op(
            "Constant",
            value_t=torch.tensor(4986.410583376536, dtype=dtype_of(input)),
        )
        c_54 = g.op(
            "Constant",
            value_t=torch.tensor(9562.318924047562, dtype=dtype_of(input)),
        )
        c_55 = g.op(
            "Constant",
            value_t=torch.tensor(7997.041604473507, dtype=dtype_of(input)),
        )
        c_56 = g.op(
            "Constant",
            value_t=torch.tensor(2826.1927851763908, dtype=dtype_of(input)),
        )
        c_57 = g.op(
            "Constant",
            value_t=torch.tensor(336.0936078106983, dtype=dtype_of(input)),
        )
        c_58 = g.op(
            "Constant",
            value_t=torch.tensor(2.356194490192345, dtype=dtype_of(input)),
        )
        c_59 = g.op(
            "Constant",
            value_t=torch.tensor(0.7978845608028654, dtype=dtype_of(input)),
        )
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(input)))
        nan = g.op(
            "Constant",
            value_t=torch.tensor(float("nan"), dtype=dtype_of(input)),
        )
        minus_inf = g.op(
            "Constant",
            value_t=torch.tensor(float("-inf"), dtype=dtype_of(input)),
        )
        jxx = g.op("Mul", input, input)
        mul_3 = g.op(
            "Mul",
            g.op("Sub", g.op("Mul", g.op("Add", g.op("Mul", c, jxx), c_2), jxx), c_3),
            jxx,
        )
        jrp = g.op("Add", mul_3, c_4)
        mul_6 = g.op(
            "Mul",
            g.op("Add", g.op("Mul", g.op("Add", g.op("Mul", c_5, jxx), c_6), jxx), c_7),
            jxx,
        )
        add_6 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Add", mul_6, c_8), jxx), c_9),
                jxx,
            ),
            c_10,
        )
        jrq = g.op(
            "Add",
            g.op("Mul", g.op("Add", g.op("Mul", add_6, jxx), c_11), jxx),
            c_12,
        )
        jsmall = g.op(
            "Mul",
            g.op(
                "Mul",
                g.op("Mul", g.op("Div", jrp, jrq), input),
                g.op("Sub", jxx, c_13),
            ),
            g.op("Sub", jxx, c_14),
        )
        mul_15 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Sub", g.op("Mul", c_15, jxx), c_16), jxx),
                c_17,
            ),
            jxx,
        )
        yp = g.op(
            "Sub",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Sub", mul_15, c_18), jxx), c_19),
                jxx,
            ),
            c_20,
        )
        mul_20 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Add", g.op("Mul", c_21, jxx), c_22), jxx),
                c_23,
            ),
            jxx,
        )
        add_14 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Add", mul_20, c_24), jxx), c_25),
                jxx,
            ),
            c_26,
        )
        yq = g.op(
            "Add",
            g.op("Mul", g.op("Add", g.op("Mul", add_14, jxx), c_27), jxx),
            c_28,
        )
        small = g.op(
            "Add",
            g.op("Mul", input, g.op("Div", yp, yq)),
            g.op(
                "Mul",
                c_29,
                g.op(
                    "Sub",
                    g.op("Mul", jsmall, g.op("Log", input)),
                    g.op("Div", one, input),
                ),
            ),
        )
        w = g.op("Mul", g.op("Div", c_30, input), g.op("Div", c_30, input))
        mul_30 = g.op(
            "Mul",
            g.op("Add", g.op("Mul", g.op("Add", g.op("Mul", c_31, w), c_32), w), c_33),
            w,
        )
        add_20 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Add", mul_30, c_34), w), c_35),
                w,
            ),
            c_36,
        )
        pp = g.op("Add", g.op("Mul", add_20, w), one_2)
        mul_36 = g.op(
            "Mul",
            g.op("Add", g.op("Mul", g.op("Add", g.op("Mul", c_37, w), c_38), w), c_39),
            w,
        )
        add_25 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Add", mul_36, c_40), w), c_41),
                w,
            ),
            c_42,
        )
        pq = g.op("Add", g.op("Mul", add_25, w), one_2)
        mul_42 = g.op(
            "Mul",
            g.op("Add", g.op("Mul", g.op("Add", g.op("Mul", c_43, w), c_44), w), c_45),
            w,
        )
        add_30 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Add", mul_42, c_46), w), c_47),
                w,
            ),
            c_48,
        )
        qp = g.op(
            "Add",
            g.op("Mul", g.op("Add", g.op("Mul", add_30, w), c_49), w),
            c_50,
        )
        mul_49 = g.op(
            "Mul",
            g.op("Add", g.op("Mul", g.op("Add", g.op("Mul", c_51, w), c_52), w), c_53),
            w,
        )
        add_36 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Add", mul_49, c_54), w), c_55),
                w,
            ),
            c_56,
        )
        qq = g.op("Add", g.op("Mul", add_36, w), c_57)
        s = g.op("Sub", input, c_58)
        mul_56 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Div", pp, pq), g.op("Sin", s)),
                g.op(
                    "Mul",
                    g.op("Mul", g.op("Div", c_30, input), g.op("Div", qp, qq)),
                    g.op("Cos", s),
                ),
            ),
            c_59,
        )
        big = g.op("Div", mul_56, g.op("Sqrt", input))
        return g.op(
            "Where",
            g.op("Greater", input, c_30),
            big,
            g.op(
                "Where",
                g.op("Equal", input, zero),
                minus_inf,
                g.op("Where", g.op("Less", input, zero), nan, small),
            ),
        )
    if is_integer(input) or dtype_name(input) == "bool":
        c = g.op(
            "Constant",
            value_t=torch.tensor(-899971225.7055594, dtype=torch.float32),
        )
        c_2 = g.op(
            "Constant",
            value_t=torch.tensor(452228297998.19403, dtype=torch.float32),
        )
        c_3 = g.op(
            "Constant",
            value_t=torch.tensor(72749424522181.83, dtype=torch.float32),
        )
        c_4 = g.op(
            "Constant",
            value_t=torch.tensor(3682957328638529.0, dtype=torch.float32),
        )
        c_5 = g.op(
            "Constant",
            value_t=torch.tensor(620.8364781180543, dtype=torch.float32),
        )
        c_6 = g.op(
            "Constant",
            value_t=torch.tensor(256987.25675774884, dtype=torch.float32),
        )
        c_7 = g.op(
            "Constant",
            value_t=torch.tensor(83514679.14319493, dtype=torch.float32),
        )
        c_8 = g.op(
            "Constant",
            value_t=torch.tensor(22151159547.97925, dtype=torch.float32),
        )
        c_9 = g.op(
            "Constant",
            value_t=torch.tensor(4749141220799.914, dtype=torch.float32),
        )
        c_10 = g.op(
            "Constant",
            value_t=torch.tensor(784369607876235.9, dtype=torch.float32),
        )
        c_11 = g.op(
            "Constant",
            value_t=torch.tensor(8.952223361846274e16, dtype=torch.float32),
        )
        c_12 = g.op(
            "Constant",
            value_t=torch.tensor(5.322786203326801e18, dtype=torch.float32),
        )
        c_13 = g.op(
            "Constant",
            value_t=torch.tensor(14.681970642123893, dtype=torch.float32),
        )
        c_14 = g.op(
            "Constant",
            value_t=torch.tensor(49.2184563216946, dtype=torch.float32),
        )
        c_15 = g.op(
            "Constant",
            value_t=torch.tensor(1263204747.9017804, dtype=torch.float32),
        )
        c_16 = g.op(
            "Constant",
            value_t=torch.tensor(647355876379.1603, dtype=torch.float32),
        )
        c_17 = g.op(
            "Constant",
            value_t=torch.tensor(114509511541823.73, dtype=torch.float32),
        )
        c_18 = g.op(
            "Constant",
            value_t=torch.tensor(8127702555013251.0, dtype=torch.float32),
        )
        c_19 = g.op(
            "Constant",
            value_t=torch.tensor(2.024394757135949e17, dtype=torch.float32),
        )
        c_20 = g.op(
            "Constant",
            value_t=torch.tensor(7.788771962659501e17, dtype=torch.float32),
        )
        c_21 = g.op(
            "Constant",
            value_t=torch.tensor(594.3015923461282, dtype=torch.float32),
        )
        c_22 = g.op(
            "Constant",
            value_t=torch.tensor(235564.09294306856, dtype=torch.float32),
        )
        c_23 = g.op(
            "Constant",
            value_t=torch.tensor(73481194.44597217, dtype=torch.float32),
        )
        c_24 = g.op(
            "Constant",
            value_t=torch.tensor(18760131610.870617, dtype=torch.float32),
        )
        c_25 = g.op(
            "Constant",
            value_t=torch.tensor(3882312774962.3857, dtype=torch.float32),
        )
        c_26 = g.op(
            "Constant",
            value_t=torch.tensor(620557727146953.8, dtype=torch.float32),
        )
        c_27 = g.op(
            "Constant",
            value_t=torch.tensor(6.871410873553005e16, dtype=torch.float32),
        )
        c_28 = g.op(
            "Constant",
            value_t=torch.tensor(3.9727060811656064e18, dtype=torch.float32),
        )
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float32))
        c_29 = g.op(
            "Constant",
            value_t=torch.tensor(0.6366197723675814, dtype=torch.float32),
        )
        c_30 = g.op("Constant", value_t=torch.tensor(5, dtype=torch.float32))
        c_31 = g.op(
            "Constant",
            value_t=torch.tensor(0.0007621256162081731, dtype=torch.float32),
        )
        c_32 = g.op(
            "Constant",
            value_t=torch.tensor(0.07313970569409176, dtype=torch.float32),
        )
        c_33 = g.op(
            "Constant",
            value_t=torch.tensor(1.1271960812968493, dtype=torch.float32),
        )
        c_34 = g.op(
            "Constant",
            value_t=torch.tensor(5.112079511468076, dtype=torch.float32),
        )
        c_35 = g.op(
            "Constant",
            value_t=torch.tensor(8.424045901417724, dtype=torch.float32),
        )
        c_36 = g.op(
            "Constant",
            value_t=torch.tensor(5.214515986823615, dtype=torch.float32),
        )
        one_2 = g.op("Constant", value_t=torch.tensor(1.0, dtype=torch.float32))
        c_37 = g.op(
            "Constant",
            value_t=torch.tensor(0.0005713231280725487, dtype=torch.float32),
        )
        c_38 = g.op(
            "Constant",
            value_t=torch.tensor(0.06884559087544954, dtype=torch.float32),
        )
        c_39 = g.op(
            "Constant",
            value_t=torch.tensor(1.105142326340617, dtype=torch.float32),
        )
        c_40 = g.op(
            "Constant",
            value_t=torch.tensor(5.073863861286015, dtype=torch.float32),
        )
        c_41 = g.op(
            "Constant",
            value_t=torch.tensor(8.399855543276042, dtype=torch.float32),
        )
        c_42 = g.op(
            "Constant",
            value_t=torch.tensor(5.209828486823619, dtype=torch.float32),
        )
        c_43 = g.op(
            "Constant",
            value_t=torch.tensor(0.05108625947501766, dtype=torch.float32),
        )
        c_44 = g.op(
            "Constant",
            value_t=torch.tensor(4.982138729512334, dtype=torch.float32),
        )
        c_45 = g.op(
            "Constant",
            value_t=torch.tensor(75.82382841325453, dtype=torch.float32),
        )
        c_46 = g.op(
            "Constant",
            value_t=torch.tensor(366.7796093601508, dtype=torch.float32),
        )
        c_47 = g.op(
            "Constant",
            value_t=torch.tensor(710.8563049989261, dtype=torch.float32),
        )
        c_48 = g.op(
            "Constant",
            value_t=torch.tensor(597.4896124006136, dtype=torch.float32),
        )
        c_49 = g.op(
            "Constant",
            value_t=torch.tensor(211.68875710057213, dtype=torch.float32),
        )
        c_50 = g.op(
            "Constant",
            value_t=torch.tensor(25.207020585802372, dtype=torch.float32),
        )
        c_51 = g.op(
            "Constant",
            value_t=torch.tensor(74.23732770356752, dtype=torch.float32),
        )
        c_52 = g.op(
            "Constant",
            value_t=torch.tensor(1056.4488603826283, dtype=torch.float32),
        )
        c_53 = g.op(
            "Constant",
            value_t=torch.tensor(4986.410583376536, dtype=torch.float32),
        )
        c_54 = g.op(
            "Constant",
            value_t=torch.tensor(9562.318924047562, dtype=torch.float32),
        )
        c_55 = g.op(
            "Constant",
            value_t=torch.tensor(7997.041604473507, dtype=torch.float32),
        )
        c_56 = g.op(
            "Constant",
            value_t=torch.tensor(2826.1927851763908, dtype=torch.float32),
        )
        c_57 = g.op(
            "Constant",
            value_t=torch.tensor(336.0936078106983, dtype=torch.float32),
        )
        c_58 = g.op(
            "Constant",
            value_t=torch.tensor(2.356194490192345, dtype=torch.float32),
        )
        c_59 = g.op(
            "Constant",
            value_t=torch.tensor(0.7978845608028654, dtype=torch.float32),
        )
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float32))
        nan = g.op("Constant", value_t=torch.tensor(float("nan"), dtype=torch.float32))
        minus_inf = g.op(
            "Constant",
            value_t=torch.tensor(float("-inf"), dtype=torch.float32),
        )
        t = g.op("Cast", input, to_i=TensorProto.FLOAT)
        jxx = g.op("Mul", t, t)
        mul_3 = g.op(
            "Mul",
            g.op("Sub", g.op("Mul", g.op("Add", g.op("Mul", c, jxx), c_2), jxx), c_3),
            jxx,
        )
        jrp = g.op("Add", mul_3, c_4)
        mul_6 = g.op(
            "Mul",
            g.op("Add", g.op("Mul", g.op("Add", g.op("Mul", c_5, jxx), c_6), jxx), c_7),
            jxx,
        )
        add_6 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Add", mul_6, c_8), jxx), c_9),
                jxx,
            ),
            c_10,
        )
        jrq = g.op(
            "Add",
            g.op("Mul", g.op("Add", g.op("Mul", add_6, jxx), c_11), jxx),
            c_12,
        )
        jsmall = g.op(
            "Mul",
            g.op("Mul", g.op("Mul", g.op("Div", jrp, jrq), t), g.op("Sub", jxx, c_13)),
            g.op("Sub", jxx, c_14),
        )
        mul_15 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Sub", g.op("Mul", c_15, jxx), c_16), jxx),
                c_17,
            ),
            jxx,
        )
        yp = g.op(
            "Sub",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Sub", mul_15, c_18), jxx), c_19),
                jxx,
            ),
            c_20,
        )
        mul_20 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Add", g.op("Mul", c_21, jxx), c_22), jxx),
                c_23,
            ),
            jxx,
        )
        add_14 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Add", mul_20, c_24), jxx), c_25),
                jxx,
            ),
            c_26,
        )
        yq = g.op(
            "Add",
            g.op("Mul", g.op("Add", g.op("Mul", add_14, jxx), c_27), jxx),
            c_28,
        )
        small = g.op(
            "Add",
            g.op("Mul", t, g.op("Div", yp, yq)),
            g.op(
                "Mul",
                c_29,
                g.op("Sub", g.op("Mul", jsmall, g.op("Log", t)), g.op("Div", one, t)),
            ),
        )
        w = g.op("Mul", g.op("Div", c_30, t), g.op("Div", c_30, t))
        mul_30 = g.op(
            "Mul",
            g.op("Add", g.op("Mul", g.op("Add", g.op("Mul", c_31, w), c_32), w), c_33),
            w,
        )
        add_20 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Add", mul_30, c_34), w), c_35),
                w,
            ),
            c_36,
        )
        pp = g.op("Add", g.op("Mul", add_20, w), one_2)
        mul_36 = g.op(
            "Mul",
            g.op("Add", g.op("Mul", g.op("Add", g.op("Mul", c_37, w), c_38), w), c_39),
            w,
        )
        add_25 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Add", mul_36, c_40), w), c_41),
                w,
            ),
            c_42,
        )
        pq = g.op("Add", g.op("Mul", add_25, w), one_2)
        mul_42 = g.op(
            "Mul",
            g.op("Add", g.op("Mul", g.op("Add", g.op("Mul", c_43, w), c_44), w), c_45),
            w,
        )
        add_30 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Add", mul_42, c_46), w), c_47),
                w,
            ),
            c_48,
        )
        qp = g.op(
            "Add",
            g.op("Mul", g.op("Add", g.op("Mul", add_30, w), c_49), w),
            c_50,
        )
        mul_49 = g.op(
            "Mul",
            g.op("Add", g.op("Mul", g.op("Add", g.op("Mul", c_51, w), c_52), w), c_53),
            w,
        )
        add_36 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Add", mul_49, c_54), w), c_55),
                w,
            ),
            c_56,
        )
        qq = g.op("Add", g.op("Mul", add_36, w), c_57)
        s = g.op("Sub", t, c_58)
        mul_56 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Div", pp, pq), g.op("Sin", s)),
                g.op(
                    "Mul",
                    g.op("Mul", g.op("Div", c_30, t), g.op("Div", qp, qq)),
                    g.op("Cos", s),
                ),
            ),
            c_59,
        )
        big = g.op("Div", mul_56, g.op("Sqrt", t))
        return g.op(
            "Where",
            g.op("Greater", t, c_30),
            big,
            g.op(
                "Where",
                g.op("Equal", t, zero),
                minus_inf,
                g.op("Where", g.op("Less", t, zero), nan, small),
            ),
        )
    CONTRACT.refuse(
        'no variant of the mapping takes these args (variants: floating(input); integer(input) or dtype(input) == "bool")',
        input=input,
    )
