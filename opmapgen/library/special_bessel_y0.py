"""special_bessel_y0: aten::special_bessel_y0 -> ONNX Abs + Mul + Add + Sub + Div + Less + Where + Log + Sin + Cos + Sqrt + Greater + Equal + Cast, opsets 11 to 20.

Generated from mappings/aten/special_bessel_y0.yaml by `opmapgen build`; do not edit.

Source schema: aten::special_bessel_y0(Tensor self) -> Tensor

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

SOURCE_OP = "aten::special_bessel_y0"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(11, 21)
CONTRACT = Contract(
    "special_bessel_y0",
    "mappings/aten/special_bessel_y0.yaml",
    dtypes=("float32", "float64", "uint8", "int8", "int16", "int32", "int64", "bool"),
    reasons={
        "float16": "torch has no float16 CPU kernel for it (eager raises NotImplementedError)",
        "bfloat16": "torch has no bfloat16 CPU kernel for it (eager raises NotImplementedError)",
    },
    scalar_typed_ops=("Mul", "Add", "Sub", "Div", "Less", "Greater", "Equal"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, input):
    check_inputs(CONTRACT, input=input)
    if is_floating(input):
        c = g.op(
            "Constant",
            value_t=torch.tensor(-4794432209.782018, dtype=dtype_of(input)),
        )
        c_2 = g.op(
            "Constant",
            value_t=torch.tensor(1956174919465.5657, dtype=dtype_of(input)),
        )
        c_3 = g.op(
            "Constant",
            value_t=torch.tensor(249248344360967.72, dtype=dtype_of(input)),
        )
        c_4 = g.op(
            "Constant",
            value_t=torch.tensor(9708622510473064.0, dtype=dtype_of(input)),
        )
        c_5 = g.op(
            "Constant",
            value_t=torch.tensor(499.563147152651, dtype=dtype_of(input)),
        )
        c_6 = g.op(
            "Constant",
            value_t=torch.tensor(173785.4016763747, dtype=dtype_of(input)),
        )
        c_7 = g.op(
            "Constant",
            value_t=torch.tensor(48440965.83399621, dtype=dtype_of(input)),
        )
        c_8 = g.op(
            "Constant",
            value_t=torch.tensor(11185553704.535683, dtype=dtype_of(input)),
        )
        c_9 = g.op(
            "Constant",
            value_t=torch.tensor(2112775201154.892, dtype=dtype_of(input)),
        )
        c_10 = g.op(
            "Constant",
            value_t=torch.tensor(310518229857422.56, dtype=dtype_of(input)),
        )
        c_11 = g.op(
            "Constant",
            value_t=torch.tensor(3.1812195594320496e16, dtype=dtype_of(input)),
        )
        c_12 = g.op(
            "Constant",
            value_t=torch.tensor(1.7108629408104315e18, dtype=dtype_of(input)),
        )
        c_13 = g.op(
            "Constant",
            value_t=torch.tensor(5.783185962946784, dtype=dtype_of(input)),
        )
        c_14 = g.op(
            "Constant",
            value_t=torch.tensor(30.471262343662087, dtype=dtype_of(input)),
        )
        c_15 = g.op("Constant", value_t=torch.tensor(1e-05, dtype=dtype_of(input)))
        c_16 = g.op("Constant", value_t=torch.tensor(4, dtype=dtype_of(input)))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(input)))
        c_17 = g.op(
            "Constant",
            value_t=torch.tensor(15592.436785523574, dtype=dtype_of(input)),
        )
        c_18 = g.op(
            "Constant",
            value_t=torch.tensor(14663929.59039716, dtype=dtype_of(input)),
        )
        c_19 = g.op(
            "Constant",
            value_t=torch.tensor(5435264770.518765, dtype=dtype_of(input)),
        )
        c_20 = g.op(
            "Constant",
            value_t=torch.tensor(982136065717.9115, dtype=dtype_of(input)),
        )
        c_21 = g.op(
            "Constant",
            value_t=torch.tensor(87590639439536.7, dtype=dtype_of(input)),
        )
        c_22 = g.op(
            "Constant",
            value_t=torch.tensor(3466283033847297.0, dtype=dtype_of(input)),
        )
        c_23 = g.op(
            "Constant",
            value_t=torch.tensor(4.4273326857256984e16, dtype=dtype_of(input)),
        )
        c_24 = g.op(
            "Constant",
            value_t=torch.tensor(1.8495080043698668e16, dtype=dtype_of(input)),
        )
        c_25 = g.op(
            "Constant",
            value_t=torch.tensor(1041.2835366425984, dtype=dtype_of(input)),
        )
        c_26 = g.op(
            "Constant",
            value_t=torch.tensor(626107.330137135, dtype=dtype_of(input)),
        )
        c_27 = g.op(
            "Constant",
            value_t=torch.tensor(268919633.39381415, dtype=dtype_of(input)),
        )
        c_28 = g.op(
            "Constant",
            value_t=torch.tensor(86400248710.3935, dtype=dtype_of(input)),
        )
        c_29 = g.op(
            "Constant",
            value_t=torch.tensor(20297961275010.555, dtype=dtype_of(input)),
        )
        c_30 = g.op(
            "Constant",
            value_t=torch.tensor(3171577528429750.5, dtype=dtype_of(input)),
        )
        c_31 = g.op(
            "Constant",
            value_t=torch.tensor(2.5059625617265306e17, dtype=dtype_of(input)),
        )
        c_32 = g.op(
            "Constant",
            value_t=torch.tensor(0.6366197723675814, dtype=dtype_of(input)),
        )
        c_33 = g.op("Constant", value_t=torch.tensor(25, dtype=dtype_of(input)))
        c_34 = g.op(
            "Constant",
            value_t=torch.tensor(0.0007969367292973471, dtype=dtype_of(input)),
        )
        c_35 = g.op(
            "Constant",
            value_t=torch.tensor(0.08283523921074408, dtype=dtype_of(input)),
        )
        c_36 = g.op(
            "Constant",
            value_t=torch.tensor(1.239533716464143, dtype=dtype_of(input)),
        )
        c_37 = g.op(
            "Constant",
            value_t=torch.tensor(5.447250030587687, dtype=dtype_of(input)),
        )
        c_38 = g.op(
            "Constant",
            value_t=torch.tensor(8.74716500199817, dtype=dtype_of(input)),
        )
        c_39 = g.op(
            "Constant",
            value_t=torch.tensor(5.303240382353949, dtype=dtype_of(input)),
        )
        one_2 = g.op("Constant", value_t=torch.tensor(1.0, dtype=dtype_of(input)))
        c_40 = g.op(
            "Constant",
            value_t=torch.tensor(0.0009244088105588637, dtype=dtype_of(input)),
        )
        c_41 = g.op(
            "Constant",
            value_t=torch.tensor(0.08562884743544745, dtype=dtype_of(input)),
        )
        c_42 = g.op(
            "Constant",
            value_t=torch.tensor(1.2535274390105895, dtype=dtype_of(input)),
        )
        c_43 = g.op(
            "Constant",
            value_t=torch.tensor(5.470977403304171, dtype=dtype_of(input)),
        )
        c_44 = g.op(
            "Constant",
            value_t=torch.tensor(8.761908832370695, dtype=dtype_of(input)),
        )
        c_45 = g.op(
            "Constant",
            value_t=torch.tensor(5.306052882353947, dtype=dtype_of(input)),
        )
        c_46 = g.op(
            "Constant",
            value_t=torch.tensor(-0.011366383889846916, dtype=dtype_of(input)),
        )
        c_47 = g.op(
            "Constant",
            value_t=torch.tensor(1.2825271867050931, dtype=dtype_of(input)),
        )
        c_48 = g.op(
            "Constant",
            value_t=torch.tensor(19.553954425773597, dtype=dtype_of(input)),
        )
        c_49 = g.op(
            "Constant",
            value_t=torch.tensor(93.20601521237683, dtype=dtype_of(input)),
        )
        c_50 = g.op(
            "Constant",
            value_t=torch.tensor(177.68116798048806, dtype=dtype_of(input)),
        )
        c_51 = g.op(
            "Constant",
            value_t=torch.tensor(147.07750515495118, dtype=dtype_of(input)),
        )
        c_52 = g.op(
            "Constant",
            value_t=torch.tensor(51.41053267665993, dtype=dtype_of(input)),
        )
        c_53 = g.op(
            "Constant",
            value_t=torch.tensor(6.050143506007285, dtype=dtype_of(input)),
        )
        c_54 = g.op(
            "Constant",
            value_t=torch.tensor(64.3178256118178, dtype=dtype_of(input)),
        )
        c_55 = g.op(
            "Constant",
            value_t=torch.tensor(856.4300259769806, dtype=dtype_of(input)),
        )
        c_56 = g.op(
            "Constant",
            value_t=torch.tensor(3882.4018360540163, dtype=dtype_of(input)),
        )
        c_57 = g.op(
            "Constant",
            value_t=torch.tensor(7240.467741956525, dtype=dtype_of(input)),
        )
        c_58 = g.op(
            "Constant",
            value_t=torch.tensor(5930.727011873169, dtype=dtype_of(input)),
        )
        c_59 = g.op(
            "Constant",
            value_t=torch.tensor(2062.0933166032783, dtype=dtype_of(input)),
        )
        c_60 = g.op(
            "Constant",
            value_t=torch.tensor(242.0057402402914, dtype=dtype_of(input)),
        )
        c_61 = g.op(
            "Constant",
            value_t=torch.tensor(0.7853981633974483, dtype=dtype_of(input)),
        )
        c_62 = g.op("Constant", value_t=torch.tensor(5, dtype=dtype_of(input)))
        c_63 = g.op(
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
        a = g.op("Abs", input)
        jxx = g.op("Mul", a, a)
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
        jnear = g.op(
            "Div",
            g.op(
                "Mul",
                g.op("Mul", g.op("Sub", jxx, c_13), g.op("Sub", jxx, c_14)),
                jrp,
            ),
            jrq,
        )
        jsmall = g.op(
            "Where",
            g.op("Less", a, c_15),
            g.op("Sub", one, g.op("Div", jxx, c_16)),
            jnear,
        )
        mul_15 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Sub", g.op("Mul", c_17, jxx), c_18), jxx),
                c_19,
            ),
            jxx,
        )
        sub_7 = g.op(
            "Sub",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Sub", mul_15, c_20), jxx), c_21),
                jxx,
            ),
            c_22,
        )
        yp = g.op(
            "Sub",
            g.op("Mul", g.op("Add", g.op("Mul", sub_7, jxx), c_23), jxx),
            c_24,
        )
        mul_22 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Add", g.op("Mul", c_25, jxx), c_26), jxx),
                c_27,
            ),
            jxx,
        )
        add_15 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Add", mul_22, c_28), jxx), c_29),
                jxx,
            ),
            c_30,
        )
        yq = g.op("Add", g.op("Mul", add_15, jxx), c_31)
        small = g.op(
            "Add",
            g.op("Div", yp, yq),
            g.op("Mul", g.op("Mul", c_32, g.op("Log", input)), jsmall),
        )
        w = g.op("Div", c_33, jxx)
        mul_30 = g.op(
            "Mul",
            g.op("Add", g.op("Mul", g.op("Add", g.op("Mul", c_34, w), c_35), w), c_36),
            w,
        )
        add_20 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Add", mul_30, c_37), w), c_38),
                w,
            ),
            c_39,
        )
        pp = g.op("Add", g.op("Mul", add_20, w), one_2)
        mul_36 = g.op(
            "Mul",
            g.op("Add", g.op("Mul", g.op("Add", g.op("Mul", c_40, w), c_41), w), c_42),
            w,
        )
        add_25 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Add", mul_36, c_43), w), c_44),
                w,
            ),
            c_45,
        )
        pq = g.op("Add", g.op("Mul", add_25, w), one_2)
        mul_42 = g.op(
            "Mul",
            g.op("Sub", g.op("Mul", g.op("Sub", g.op("Mul", c_46, w), c_47), w), c_48),
            w,
        )
        sub_12 = g.op(
            "Sub",
            g.op(
                "Mul",
                g.op("Sub", g.op("Mul", g.op("Sub", mul_42, c_49), w), c_50),
                w,
            ),
            c_51,
        )
        qp = g.op(
            "Sub",
            g.op("Mul", g.op("Sub", g.op("Mul", sub_12, w), c_52), w),
            c_53,
        )
        mul_49 = g.op(
            "Mul",
            g.op("Add", g.op("Mul", g.op("Add", g.op("Mul", c_54, w), c_55), w), c_56),
            w,
        )
        add_30 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Add", mul_49, c_57), w), c_58),
                w,
            ),
            c_59,
        )
        qq = g.op("Add", g.op("Mul", add_30, w), c_60)
        s = g.op("Sub", input, c_61)
        mul_56 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Div", pp, pq), g.op("Sin", s)),
                g.op(
                    "Mul",
                    g.op("Mul", g.op("Div", c_62, input), g.op("Div", qp, qq)),
                    g.op("Cos", s),
                ),
            ),
            c_63,
        )
        big = g.op("Div", mul_56, g.op("Sqrt", input))
        return g.op(
            "Where",
            g.op("Greater", input, c_62),
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
            value_t=torch.tensor(-4794432209.782018, dtype=torch.float32),
        )
        c_2 = g.op(
            "Constant",
            value_t=torch.tensor(1956174919465.5657, dtype=torch.float32),
        )
        c_3 = g.op(
            "Constant",
            value_t=torch.tensor(249248344360967.72, dtype=torch.float32),
        )
        c_4 = g.op(
            "Constant",
            value_t=torch.tensor(9708622510473064.0, dtype=torch.float32),
        )
        c_5 = g.op(
            "Constant",
            value_t=torch.tensor(499.563147152651, dtype=torch.float32),
        )
        c_6 = g.op(
            "Constant",
            value_t=torch.tensor(173785.4016763747, dtype=torch.float32),
        )
        c_7 = g.op(
            "Constant",
            value_t=torch.tensor(48440965.83399621, dtype=torch.float32),
        )
        c_8 = g.op(
            "Constant",
            value_t=torch.tensor(11185553704.535683, dtype=torch.float32),
        )
        c_9 = g.op(
            "Constant",
            value_t=torch.tensor(2112775201154.892, dtype=torch.float32),
        )
        c_10 = g.op(
            "Constant",
            value_t=torch.tensor(310518229857422.56, dtype=torch.float32),
        )
        c_11 = g.op(
            "Constant",
            value_t=torch.tensor(3.1812195594320496e16, dtype=torch.float32),
        )
        c_12 = g.op(
            "Constant",
            value_t=torch.tensor(1.7108629408104315e18, dtype=torch.float32),
        )
        c_13 = g.op(
            "Constant",
            value_t=torch.tensor(5.783185962946784, dtype=torch.float32),
        )
        c_14 = g.op(
            "Constant",
            value_t=torch.tensor(30.471262343662087, dtype=torch.float32),
        )
        c_15 = g.op("Constant", value_t=torch.tensor(1e-05, dtype=torch.float32))
        c_16 = g.op("Constant", value_t=torch.tensor(4, dtype=torch.float32))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float32))
        c_17 = g.op(
            "Constant",
            value_t=torch.tensor(15592.436785523574, dtype=torch.float32),
        )
        c_18 = g.op(
            "Constant",
            value_t=torch.tensor(14663929.59039716, dtype=torch.float32),
        )
        c_19 = g.op(
            "Constant",
            value_t=torch.tensor(5435264770.518765, dtype=torch.float32),
        )
        c_20 = g.op(
            "Constant",
            value_t=torch.tensor(982136065717.9115, dtype=torch.float32),
        )
        c_21 = g.op(
            "Constant",
            value_t=torch.tensor(87590639439536.7, dtype=torch.float32),
        )
        c_22 = g.op(
            "Constant",
            value_t=torch.tensor(3466283033847297.0, dtype=torch.float32),
        )
        c_23 = g.op(
            "Constant",
            value_t=torch.tensor(4.4273326857256984e16, dtype=torch.float32),
        )
        c_24 = g.op(
            "Constant",
            value_t=torch.tensor(1.8495080043698668e16, dtype=torch.float32),
        )
        c_25 = g.op(
            "Constant",
            value_t=torch.tensor(1041.2835366425984, dtype=torch.float32),
        )
        c_26 = g.op(
            "Constant",
            value_t=torch.tensor(626107.330137135, dtype=torch.float32),
        )
        c_27 = g.op(
            "Constant",
            value_t=torch.tensor(268919633.39381415, dtype=torch.float32),
        )
        c_28 = g.op(
            "Constant",
            value_t=torch.tensor(86400248710.3935, dtype=torch.float32),
        )
        c_29 = g.op(
            "Constant",
            value_t=torch.tensor(20297961275010.555, dtype=torch.float32),
        )
        c_30 = g.op(
            "Constant",
            value_t=torch.tensor(3171577528429750.5, dtype=torch.float32),
        )
        c_31 = g.op(
            "Constant",
            value_t=torch.tensor(2.5059625617265306e17, dtype=torch.float32),
        )
        c_32 = g.op(
            "Constant",
            value_t=torch.tensor(0.6366197723675814, dtype=torch.float32),
        )
        c_33 = g.op("Constant", value_t=torch.tensor(25, dtype=torch.float32))
        c_34 = g.op(
            "Constant",
            value_t=torch.tensor(0.0007969367292973471, dtype=torch.float32),
        )
        c_35 = g.op(
            "Constant",
            value_t=torch.tensor(0.08283523921074408, dtype=torch.float32),
        )
        c_36 = g.op(
            "Constant",
            value_t=torch.tensor(1.239533716464143, dtype=torch.float32),
        )
        c_37 = g.op(
            "Constant",
            value_t=torch.tensor(5.447250030587687, dtype=torch.float32),
        )
        c_38 = g.op(
            "Constant",
            value_t=torch.tensor(8.74716500199817, dtype=torch.float32),
        )
        c_39 = g.op(
            "Constant",
            value_t=torch.tensor(5.303240382353949, dtype=torch.float32),
        )
        one_2 = g.op("Constant", value_t=torch.tensor(1.0, dtype=torch.float32))
        c_40 = g.op(
            "Constant",
            value_t=torch.tensor(0.0009244088105588637, dtype=torch.float32),
        )
        c_41 = g.op(
            "Constant",
            value_t=torch.tensor(0.08562884743544745, dtype=torch.float32),
        )
        c_42 = g.op(
            "Constant",
            value_t=torch.tensor(1.2535274390105895, dtype=torch.float32),
        )
        c_43 = g.op(
            "Constant",
            value_t=torch.tensor(5.470977403304171, dtype=torch.float32),
        )
        c_44 = g.op(
            "Constant",
            value_t=torch.tensor(8.761908832370695, dtype=torch.float32),
        )
        c_45 = g.op(
            "Constant",
            value_t=torch.tensor(5.306052882353947, dtype=torch.float32),
        )
        c_46 = g.op(
            "Constant",
            value_t=torch.tensor(-0.011366383889846916, dtype=torch.float32),
        )
        c_47 = g.op(
            "Constant",
            value_t=torch.tensor(1.2825271867050931, dtype=torch.float32),
        )
        c_48 = g.op(
            "Constant",
            value_t=torch.tensor(19.553954425773597, dtype=torch.float32),
        )
        c_49 = g.op(
            "Constant",
            value_t=torch.tensor(93.20601521237683, dtype=torch.float32),
        )
        c_50 = g.op(
            "Constant",
            value_t=torch.tensor(177.68116798048806, dtype=torch.float32),
        )
        c_51 = g.op(
            "Constant",
            value_t=torch.tensor(147.07750515495118, dtype=torch.float32),
        )
        c_52 = g.op(
            "Constant",
            value_t=torch.tensor(51.41053267665993, dtype=torch.float32),
        )
        c_53 = g.op(
            "Constant",
            value_t=torch.tensor(6.050143506007285, dtype=torch.float32),
        )
        c_54 = g.op(
            "Constant",
            value_t=torch.tensor(64.3178256118178, dtype=torch.float32),
        )
        c_55 = g.op(
            "Constant",
            value_t=torch.tensor(856.4300259769806, dtype=torch.float32),
        )
        c_56 = g.op(
            "Constant",
            value_t=torch.tensor(3882.4018360540163, dtype=torch.float32),
        )
        c_57 = g.op(
            "Constant",
            value_t=torch.tensor(7240.467741956525, dtype=torch.float32),
        )
        c_58 = g.op(
            "Constant",
            value_t=torch.tensor(5930.727011873169, dtype=torch.float32),
        )
        c_59 = g.op(
            "Constant",
            value_t=torch.tensor(2062.0933166032783, dtype=torch.float32),
        )
        c_60 = g.op(
            "Constant",
            value_t=torch.tensor(242.0057402402914, dtype=torch.float32),
        )
        c_61 = g.op(
            "Constant",
            value_t=torch.tensor(0.7853981633974483, dtype=torch.float32),
        )
        c_62 = g.op("Constant", value_t=torch.tensor(5, dtype=torch.float32))
        c_63 = g.op(
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
        a = g.op("Abs", t)
        jxx = g.op("Mul", a, a)
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
        jnear = g.op(
            "Div",
            g.op(
                "Mul",
                g.op("Mul", g.op("Sub", jxx, c_13), g.op("Sub", jxx, c_14)),
                jrp,
            ),
            jrq,
        )
        jsmall = g.op(
            "Where",
            g.op("Less", a, c_15),
            g.op("Sub", one, g.op("Div", jxx, c_16)),
            jnear,
        )
        mul_15 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Sub", g.op("Mul", c_17, jxx), c_18), jxx),
                c_19,
            ),
            jxx,
        )
        sub_7 = g.op(
            "Sub",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Sub", mul_15, c_20), jxx), c_21),
                jxx,
            ),
            c_22,
        )
        yp = g.op(
            "Sub",
            g.op("Mul", g.op("Add", g.op("Mul", sub_7, jxx), c_23), jxx),
            c_24,
        )
        mul_22 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Add", g.op("Mul", c_25, jxx), c_26), jxx),
                c_27,
            ),
            jxx,
        )
        add_15 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Add", mul_22, c_28), jxx), c_29),
                jxx,
            ),
            c_30,
        )
        yq = g.op("Add", g.op("Mul", add_15, jxx), c_31)
        small = g.op(
            "Add",
            g.op("Div", yp, yq),
            g.op("Mul", g.op("Mul", c_32, g.op("Log", t)), jsmall),
        )
        w = g.op("Div", c_33, jxx)
        mul_30 = g.op(
            "Mul",
            g.op("Add", g.op("Mul", g.op("Add", g.op("Mul", c_34, w), c_35), w), c_36),
            w,
        )
        add_20 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Add", mul_30, c_37), w), c_38),
                w,
            ),
            c_39,
        )
        pp = g.op("Add", g.op("Mul", add_20, w), one_2)
        mul_36 = g.op(
            "Mul",
            g.op("Add", g.op("Mul", g.op("Add", g.op("Mul", c_40, w), c_41), w), c_42),
            w,
        )
        add_25 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Add", mul_36, c_43), w), c_44),
                w,
            ),
            c_45,
        )
        pq = g.op("Add", g.op("Mul", add_25, w), one_2)
        mul_42 = g.op(
            "Mul",
            g.op("Sub", g.op("Mul", g.op("Sub", g.op("Mul", c_46, w), c_47), w), c_48),
            w,
        )
        sub_12 = g.op(
            "Sub",
            g.op(
                "Mul",
                g.op("Sub", g.op("Mul", g.op("Sub", mul_42, c_49), w), c_50),
                w,
            ),
            c_51,
        )
        qp = g.op(
            "Sub",
            g.op("Mul", g.op("Sub", g.op("Mul", sub_12, w), c_52), w),
            c_53,
        )
        mul_49 = g.op(
            "Mul",
            g.op("Add", g.op("Mul", g.op("Add", g.op("Mul", c_54, w), c_55), w), c_56),
            w,
        )
        add_30 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Add", mul_49, c_57), w), c_58),
                w,
            ),
            c_59,
        )
        qq = g.op("Add", g.op("Mul", add_30, w), c_60)
        s = g.op("Sub", t, c_61)
        mul_56 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Div", pp, pq), g.op("Sin", s)),
                g.op(
                    "Mul",
                    g.op("Mul", g.op("Div", c_62, t), g.op("Div", qp, qq)),
                    g.op("Cos", s),
                ),
            ),
            c_63,
        )
        big = g.op("Div", mul_56, g.op("Sqrt", t))
        return g.op(
            "Where",
            g.op("Greater", t, c_62),
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
