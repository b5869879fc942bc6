"""special_airy_ai: aten::special_airy_ai -> ONNX Mul + Neg + Sqrt + Div + Sub + Add + Sin + Cos + Exp + Less + Where + IsInf + Greater + Cast, opsets 10 to 20.

Generated from mappings/aten/special_airy_ai.yaml by `opmapgen build`; do not edit.

Source schema: aten::special_airy_ai(Tensor x) -> Tensor

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

SOURCE_OP = "aten::special_airy_ai"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(10, 21)
CONTRACT = Contract(
    "special_airy_ai",
    "mappings/aten/special_airy_ai.yaml",
    dtypes=("float32", "float64", "uint8", "int8", "int16", "int32", "int64", "bool"),
    reasons={
        "float16": "torch has no float16 CPU kernel for it (eager raises NotImplementedError)",
        "bfloat16": "torch has no bfloat16 CPU kernel for it (eager raises NotImplementedError)",
    },
    scalar_typed_ops=("Mul", "Div", "Sub", "Add", "Less", "Greater"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, x):
    check_inputs(CONTRACT, x=x)
    if is_floating(x):
        minus_two = g.op("Constant", value_t=torch.tensor(-2, dtype=dtype_of(x)))
        three = g.op("Constant", value_t=torch.tensor(3, dtype=dtype_of(x)))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(x)))
        c = g.op(
            "Constant",
            value_t=torch.tensor(-1078.856281442974, dtype=dtype_of(x)),
        )
        c_2 = g.op(
            "Constant",
            value_t=torch.tensor(5131.932011986226, dtype=dtype_of(x)),
        )
        c_3 = g.op(
            "Constant",
            value_t=torch.tensor(5678.350631214559, dtype=dtype_of(x)),
        )
        c_4 = g.op(
            "Constant",
            value_t=torch.tensor(2291.957608817616, dtype=dtype_of(x)),
        )
        c_5 = g.op(
            "Constant",
            value_t=torch.tensor(402.96458863370265, dtype=dtype_of(x)),
        )
        c_6 = g.op(
            "Constant",
            value_t=torch.tensor(33.28130446089301, dtype=dtype_of(x)),
        )
        c_7 = g.op(
            "Constant",
            value_t=torch.tensor(1.3047930571920352, dtype=dtype_of(x)),
        )
        c_8 = g.op(
            "Constant",
            value_t=torch.tensor(0.02274501494007668, dtype=dtype_of(x)),
        )
        c_9 = g.op(
            "Constant",
            value_t=torch.tensor(0.00013745168260228272, dtype=dtype_of(x)),
        )
        c_10 = g.op(
            "Constant",
            value_t=torch.tensor(109412.69664280841, dtype=dtype_of(x)),
        )
        c_11 = g.op(
            "Constant",
            value_t=torch.tensor(267735.066865848, dtype=dtype_of(x)),
        )
        c_12 = g.op(
            "Constant",
            value_t=torch.tensor(219027.07993927645, dtype=dtype_of(x)),
        )
        c_13 = g.op(
            "Constant",
            value_t=torch.tensor(75260.5104461627, dtype=dtype_of(x)),
        )
        c_14 = g.op(
            "Constant",
            value_t=torch.tensor(12085.587703534913, dtype=dtype_of(x)),
        )
        c_15 = g.op(
            "Constant",
            value_t=torch.tensor(947.7093277301805, dtype=dtype_of(x)),
        )
        c_16 = g.op(
            "Constant",
            value_t=torch.tensor(36.0686912811181, dtype=dtype_of(x)),
        )
        c_17 = g.op(
            "Constant",
            value_t=torch.tensor(0.6182669093170498, dtype=dtype_of(x)),
        )
        c_18 = g.op(
            "Constant",
            value_t=torch.tensor(0.0037015559616149943, dtype=dtype_of(x)),
        )
        c_19 = g.op(
            "Constant",
            value_t=torch.tensor(10346.295831648571, dtype=dtype_of(x)),
        )
        c_20 = g.op(
            "Constant",
            value_t=torch.tensor(205050.62519114997, dtype=dtype_of(x)),
        )
        c_21 = g.op(
            "Constant",
            value_t=torch.tensor(558785.6135269677, dtype=dtype_of(x)),
        )
        c_22 = g.op(
            "Constant",
            value_t=torch.tensor(492395.1571621119, dtype=dtype_of(x)),
        )
        c_23 = g.op(
            "Constant",
            value_t=torch.tensor(184269.22590826536, dtype=dtype_of(x)),
        )
        c_24 = g.op(
            "Constant",
            value_t=torch.tensor(33234.03538944101, dtype=dtype_of(x)),
        )
        c_25 = g.op(
            "Constant",
            value_t=torch.tensor(3071.300668219135, dtype=dtype_of(x)),
        )
        c_26 = g.op(
            "Constant",
            value_t=torch.tensor(148.29570009949117, dtype=dtype_of(x)),
        )
        c_27 = g.op(
            "Constant",
            value_t=torch.tensor(3.6636913565552396, dtype=dtype_of(x)),
        )
        c_28 = g.op(
            "Constant",
            value_t=torch.tensor(0.04256113568274916, dtype=dtype_of(x)),
        )
        c_29 = g.op(
            "Constant",
            value_t=torch.tensor(0.00017907150213135656, dtype=dtype_of(x)),
        )
        c_30 = g.op(
            "Constant",
            value_t=torch.tensor(4880559.809901059, dtype=dtype_of(x)),
        )
        c_31 = g.op(
            "Constant",
            value_t=torch.tensor(10399406.029186644, dtype=dtype_of(x)),
        )
        c_32 = g.op(
            "Constant",
            value_t=torch.tensor(8160365.978995373, dtype=dtype_of(x)),
        )
        c_33 = g.op(
            "Constant",
            value_t=torch.tensor(2871452.3396563297, dtype=dtype_of(x)),
        )
        c_34 = g.op(
            "Constant",
            value_t=torch.tensor(500324.6890484823, dtype=dtype_of(x)),
        )
        c_35 = g.op(
            "Constant",
            value_t=torch.tensor(45328.9352286643, dtype=dtype_of(x)),
        )
        c_36 = g.op(
            "Constant",
            value_t=torch.tensor(2163.50863562754, dtype=dtype_of(x)),
        )
        c_37 = g.op(
            "Constant",
            value_t=torch.tensor(53.08892321756434, dtype=dtype_of(x)),
        )
        c_38 = g.op(
            "Constant",
            value_t=torch.tensor(0.6142911222351843, dtype=dtype_of(x)),
        )
        c_39 = g.op(
            "Constant",
            value_t=torch.tensor(0.0025786296306915344, dtype=dtype_of(x)),
        )
        c_40 = g.op(
            "Constant",
            value_t=torch.tensor(0.7853981633974483, dtype=dtype_of(x)),
        )
        c_41 = g.op(
            "Constant",
            value_t=torch.tensor(0.5641895835477563, dtype=dtype_of(x)),
        )
        two = g.op("Constant", value_t=torch.tensor(2, dtype=dtype_of(x)))
        c_42 = g.op(
            "Constant",
            value_t=torch.tensor(0.346538101525629, dtype=dtype_of(x)),
        )
        c_43 = g.op(
            "Constant",
            value_t=torch.tensor(12.007595273964581, dtype=dtype_of(x)),
        )
        c_44 = g.op(
            "Constant",
            value_t=torch.tensor(76.27960536152345, dtype=dtype_of(x)),
        )
        c_45 = g.op(
            "Constant",
            value_t=torch.tensor(168.08922493463058, dtype=dtype_of(x)),
        )
        c_46 = g.op(
            "Constant",
            value_t=torch.tensor(159.75639135016442, dtype=dtype_of(x)),
        )
        c_47 = g.op(
            "Constant",
            value_t=torch.tensor(70.53609068404442, dtype=dtype_of(x)),
        )
        c_48 = g.op(
            "Constant",
            value_t=torch.tensor(14.026469116338967, dtype=dtype_of(x)),
        )
        one_2 = g.op("Constant", value_t=torch.tensor(1.0, dtype=dtype_of(x)))
        c_49 = g.op(
            "Constant",
            value_t=torch.tensor(0.5675945326387702, dtype=dtype_of(x)),
        )
        c_50 = g.op(
            "Constant",
            value_t=torch.tensor(14.75625625848472, dtype=dtype_of(x)),
        )
        c_51 = g.op(
            "Constant",
            value_t=torch.tensor(84.51389701414746, dtype=dtype_of(x)),
        )
        c_52 = g.op(
            "Constant",
            value_t=torch.tensor(177.31808814540045, dtype=dtype_of(x)),
        )
        c_53 = g.op(
            "Constant",
            value_t=torch.tensor(164.2346928715297, dtype=dtype_of(x)),
        )
        c_54 = g.op(
            "Constant",
            value_t=torch.tensor(71.47784008255756, dtype=dtype_of(x)),
        )
        c_55 = g.op(
            "Constant",
            value_t=torch.tensor(14.095913560783403, dtype=dtype_of(x)),
        )
        c_56 = g.op("Constant", value_t=torch.tensor(4, dtype=dtype_of(x)))
        c_57 = g.op("Constant", value_t=torch.tensor(5, dtype=dtype_of(x)))
        c_58 = g.op("Constant", value_t=torch.tensor(6, dtype=dtype_of(x)))
        c_59 = g.op("Constant", value_t=torch.tensor(7, dtype=dtype_of(x)))
        c_60 = g.op("Constant", value_t=torch.tensor(8, dtype=dtype_of(x)))
        c_61 = g.op("Constant", value_t=torch.tensor(9, dtype=dtype_of(x)))
        ten = g.op("Constant", value_t=torch.tensor(10, dtype=dtype_of(x)))
        c_62 = g.op("Constant", value_t=torch.tensor(11, dtype=dtype_of(x)))
        c_63 = g.op("Constant", value_t=torch.tensor(12, dtype=dtype_of(x)))
        c_64 = g.op("Constant", value_t=torch.tensor(13, dtype=dtype_of(x)))
        c_65 = g.op("Constant", value_t=torch.tensor(14, dtype=dtype_of(x)))
        c_66 = g.op("Constant", value_t=torch.tensor(15, dtype=dtype_of(x)))
        c_67 = g.op("Constant", value_t=torch.tensor(16, dtype=dtype_of(x)))
        c_68 = g.op("Constant", value_t=torch.tensor(17, dtype=dtype_of(x)))
        c_69 = g.op("Constant", value_t=torch.tensor(18, dtype=dtype_of(x)))
        c_70 = g.op("Constant", value_t=torch.tensor(19, dtype=dtype_of(x)))
        c_71 = g.op("Constant", value_t=torch.tensor(20, dtype=dtype_of(x)))
        c_72 = g.op("Constant", value_t=torch.tensor(21, dtype=dtype_of(x)))
        c_73 = g.op("Constant", value_t=torch.tensor(22, dtype=dtype_of(x)))
        c_74 = g.op("Constant", value_t=torch.tensor(23, dtype=dtype_of(x)))
        c_75 = g.op("Constant", value_t=torch.tensor(24, dtype=dtype_of(x)))
        c_76 = g.op("Constant", value_t=torch.tensor(25, dtype=dtype_of(x)))
        c_77 = g.op("Constant", value_t=torch.tensor(26, dtype=dtype_of(x)))
        c_78 = g.op("Constant", value_t=torch.tensor(27, dtype=dtype_of(x)))
        c_79 = g.op("Constant", value_t=torch.tensor(28, dtype=dtype_of(x)))
        c_80 = g.op("Constant", value_t=torch.tensor(29, dtype=dtype_of(x)))
        c_81 = g.op("Constant", value_t=torch.tensor(30, dtype=dtype_of(x)))
        c_82 = g.op("Constant", value_t=torch.tensor(31, dtype=dtype_of(x)))
        c_83 = g.op("Constant", value_t=torch.tensor(32, dtype=dtype_of(x)))
        c_84 = g.op("Constant", value_t=torch.tensor(33, dtype=dtype_of(x)))
        c_85 = g.op("Constant", value_t=torch.tensor(34, dtype=dtype_of(x)))
        c_86 = g.op("Constant", value_t=torch.tensor(35, dtype=dtype_of(x)))
        c_87 = g.op("Constant", value_t=torch.tensor(36, dtype=dtype_of(x)))
        c_88 = g.op("Constant", value_t=torch.tensor(37, dtype=dtype_of(x)))
        c_89 = g.op("Constant", value_t=torch.tensor(38, dtype=dtype_of(x)))
        c_90 = g.op("Constant", value_t=torch.tensor(39, dtype=dtype_of(x)))
        c_91 = g.op("Constant", value_t=torch.tensor(40, dtype=dtype_of(x)))
        c_92 = g.op("Constant", value_t=torch.tensor(41, dtype=dtype_of(x)))
        c_93 = g.op("Constant", value_t=torch.tensor(42, dtype=dtype_of(x)))
        c_94 = g.op("Constant", value_t=torch.tensor(43, dtype=dtype_of(x)))
        c_95 = g.op("Constant", value_t=torch.tensor(44, dtype=dtype_of(x)))
        c_96 = g.op("Constant", value_t=torch.tensor(45, dtype=dtype_of(x)))
        c_97 = g.op("Constant", value_t=torch.tensor(46, dtype=dtype_of(x)))
        c_98 = g.op(
            "Constant",
            value_t=torch.tensor(0.3550280538878172, dtype=dtype_of(x)),
        )
        c_99 = g.op(
            "Constant",
            value_t=torch.tensor(0.2588194037928068, dtype=dtype_of(x)),
        )
        c_100 = g.op("Constant", value_t=torch.tensor(-2.09, dtype=dtype_of(x)))
        c_101 = g.op("Constant", value_t=torch.tensor(2.09, dtype=dtype_of(x)))
        c_102 = g.op("Constant", value_t=torch.tensor(103.892, dtype=dtype_of(x)))
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(x)))
        nan = g.op("Constant", value_t=torch.tensor(float("nan"), dtype=dtype_of(x)))
        nz = g.op(
            "Div",
            g.op("Mul", g.op("Mul", minus_two, x), g.op("Sqrt", g.op("Neg", x))),
            three,
        )
        z = g.op("Div", one, nz)
        zz = g.op("Mul", z, z)
        mul_5 = g.op(
            "Mul",
            g.op("Sub", g.op("Mul", g.op("Sub", g.op("Mul", c, zz), c_2), zz), c_3),
            zz,
        )
        sub_5 = g.op(
            "Sub",
            g.op("Mul", g.op("Sub", g.op("Mul", g.op("Sub", mul_5, c_4), zz), c_5), zz),
            c_6,
        )
        mul_10 = g.op(
            "Mul",
            g.op("Sub", g.op("Mul", g.op("Sub", g.op("Mul", sub_5, zz), c_7), zz), c_8),
            zz,
        )
        afn = g.op("Sub", mul_10, c_9)
        mul_13 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Add", g.op("Mul", c_10, zz), c_11), zz),
                c_12,
            ),
            zz,
        )
        add_5 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Add", mul_13, c_13), zz), c_14),
                zz,
            ),
            c_15,
        )
        mul_18 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Add", g.op("Mul", add_5, zz), c_16), zz),
                c_17,
            ),
            zz,
        )
        afd = g.op("Add", mul_18, c_18)
        mul_21 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Add", g.op("Mul", c_19, zz), c_20), zz),
                c_21,
            ),
            zz,
        )
        add_12 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Add", mul_21, c_22), zz), c_23),
                zz,
            ),
            c_24,
        )
        mul_26 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Add", g.op("Mul", add_12, zz), c_25), zz),
                c_26,
            ),
            zz,
        )
        agn = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Add", mul_26, c_27), zz), c_28),
                zz,
            ),
            c_29,
        )
        mul_31 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Add", g.op("Mul", c_30, zz), c_31), zz),
                c_32,
            ),
            zz,
        )
        add_21 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Add", mul_31, c_33), zz), c_34),
                zz,
            ),
            c_35,
        )
        mul_36 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Add", g.op("Mul", add_21, zz), c_36), zz),
                c_37,
            ),
            zz,
        )
        agd = g.op("Add", g.op("Mul", g.op("Add", mul_36, c_38), zz), c_39)
        phase = g.op("Add", nz, c_40)
        sub_8 = g.op(
            "Sub",
            g.op(
                "Mul",
                g.op("Sin", phase),
                g.op("Add", one, g.op("Div", g.op("Mul", zz, afn), afd)),
            ),
            g.op("Mul", g.op("Cos", phase), g.op("Div", g.op("Mul", z, agn), agd)),
        )
        negative = g.op(
            "Mul",
            g.op("Div", c_41, g.op("Sqrt", g.op("Sqrt", g.op("Neg", x)))),
            sub_8,
        )
        zeta = g.op("Div", g.op("Mul", g.op("Mul", two, x), g.op("Sqrt", x)), three)
        iz = g.op("Div", one, zeta)
        mul_46 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Add", g.op("Mul", c_42, iz), c_43), iz),
                c_44,
            ),
            iz,
        )
        add_30 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Add", mul_46, c_45), iz), c_46),
                iz,
            ),
            c_47,
        )
        an = g.op(
            "Add",
            g.op("Mul", g.op("Add", g.op("Mul", add_30, iz), c_48), iz),
            one_2,
        )
        mul_53 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Add", g.op("Mul", c_49, iz), c_50), iz),
                c_51,
            ),
            iz,
        )
        add_36 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Add", mul_53, c_52), iz), c_53),
                iz,
            ),
            c_54,
        )
        ad = g.op(
            "Add",
            g.op("Mul", g.op("Add", g.op("Mul", add_36, iz), c_55), iz),
            one_2,
        )
        positive = g.op(
            "Div",
            g.op("Mul", c_41, g.op("Div", an, ad)),
            g.op(
                "Mul",
                g.op("Mul", two, g.op("Sqrt", g.op("Sqrt", x))),
                g.op("Exp", zeta),
            ),
        )
        cube = g.op("Mul", g.op("Mul", x, x), x)
        m1 = g.op("Div", g.op("Div", cube, two), three)
        n1 = g.op("Div", g.op("Div", g.op("Mul", x, cube), three), c_56)
        f1 = g.op("Add", one, m1)
        g1 = g.op("Add", x, n1)
        m2 = g.op("Div", g.op("Div", g.op("Mul", m1, cube), c_57), c_58)
        n2 = g.op("Div", g.op("Div", g.op("Mul", n1, cube), c_58), c_59)
        f2 = g.op("Add", f1, m2)
        g2 = g.op("Add", g1, n2)
        m3 = g.op("Div", g.op("Div", g.op("Mul", m2, cube), c_60), c_61)
        n3 = g.op("Div", g.op("Div", g.op("Mul", n2, cube), c_61), ten)
        f3 = g.op("Add", f2, m3)
        g3 = g.op("Add", g2, n3)
        m4 = g.op("Div", g.op("Div", g.op("Mul", m3, cube), c_62), c_63)
        n4 = g.op("Div", g.op("Div", g.op("Mul", n3, cube), c_63), c_64)
        f4 = g.op("Add", f3, m4)
        g4 = g.op("Add", g3, n4)
        m5 = g.op("Div", g.op("Div", g.op("Mul", m4, cube), c_65), c_66)
        n5 = g.op("Div", g.op("Div", g.op("Mul", n4, cube), c_66), c_67)
        f5 = g.op("Add", f4, m5)
        g5 = g.op("Add", g4, n5)
        m6 = g.op("Div", g.op("Div", g.op("Mul", m5, cube), c_68), c_69)
        n6 = g.op("Div", g.op("Div", g.op("Mul", n5, cube), c_69), c_70)
        f6 = g.op("Add", f5, m6)
        g6 = g.op("Add", g5, n6)
        m7 = g.op("Div", g.op("Div", g.op("Mul", m6, cube), c_71), c_72)
        n7 = g.op("Div", g.op("Div", g.op("Mul", n6, cube), c_72), c_73)
        f7 = g.op("Add", f6, m7)
        g7 = g.op("Add", g6, n7)
        m8 = g.op("Div", g.op("Div", g.op("Mul", m7, cube), c_74), c_75)
        n8 = g.op("Div", g.op("Div", g.op("Mul", n7, cube), c_75), c_76)
        f8 = g.op("Add", f7, m8)
        g8 = g.op("Add", g7, n8)
        m9 = g.op("Div", g.op("Div", g.op("Mul", m8, cube), c_77), c_78)
        n9 = g.op("Div", g.op("Div", g.op("Mul", n8, cube), c_78), c_79)
        f9 = g.op("Add", f8, m9)
        g9 = g.op("Add", g8, n9)
        m10 = g.op("Div", g.op("Div", g.op("Mul", m9, cube), c_80), c_81)
        n10 = g.op("Div", g.op("Div", g.op("Mul", n9, cube), c_81), c_82)
        f10 = g.op("Add", f9, m10)
        g10 = g.op("Add", g9, n10)
        m11 = g.op("Div", g.op("Div", g.op("Mul", m10, cube), c_83), c_84)
        n11 = g.op("Div", g.op("Div", g.op("Mul", n10, cube), c_84), c_85)
        f11 = g.op("Add", f10, m11)
        g11 = g.op("Add", g10, n11)
        m12 = g.op("Div", g.op("Div", g.op("Mul", m11, cube), c_86), c_87)
        n12 = g.op("Div", g.op("Div", g.op("Mul", n11, cube), c_87), c_88)
        f12 = g.op("Add", f11, m12)
        g12 = g.op("Add", g11, n12)
        m13 = g.op("Div", g.op("Div", g.op("Mul", m12, cube), c_89), c_90)
        n13 = g.op("Div", g.op("Div", g.op("Mul", n12, cube), c_90), c_91)
        f13 = g.op("Add", f12, m13)
        g13 = g.op("Add", g12, n13)
        m14 = g.op("Div", g.op("Div", g.op("Mul", m13, cube), c_92), c_93)
        n14 = g.op("Div", g.op("Div", g.op("Mul", n13, cube), c_93), c_94)
        f14 = g.op("Add", f13, m14)
        g14 = g.op("Add", g13, n14)
        m15 = g.op("Div", g.op("Div", g.op("Mul", m14, cube), c_95), c_96)
        n15 = g.op("Div", g.op("Div", g.op("Mul", n14, cube), c_96), c_97)
        f15 = g.op("Add", f14, m15)
        g15 = g.op("Add", g14, n15)
        series = g.op("Sub", g.op("Mul", c_98, f15), g.op("Mul", c_99, g15))
        r = g.op(
            "Where",
            g.op("Less", x, c_100),
            negative,
            g.op("Where", g.op("Less", x, c_101), series, positive),
        )
        return g.op(
            "Where",
            g.op("IsInf", x),
            nan,
            g.op("Where", g.op("Greater", x, c_102), zero, r),
        )
    if is_integer(x) or dtype_name(x) == "bool":
        minus_two = g.op("Constant", value_t=torch.tensor(-2, dtype=torch.float32))
        three = g.op("Constant", value_t=torch.tensor(3, dtype=torch.float32))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float32))
        c = g.op(
            "Constant",
            value_t=torch.tensor(-1078.856281442974, dtype=torch.float32),
        )
        c_2 = g.op(
            "Constant",
            value_t=torch.tensor(5131.932011986226, dtype=torch.float32),
        )
        c_3 = g.op(
            "Constant",
            value_t=torch.tensor(5678.350631214559, dtype=torch.float32),
        )
        c_4 = g.op(
            "Constant",
            value_t=torch.tensor(2291.957608817616, dtype=torch.float32),
        )
        c_5 = g.op(
            "Constant",
            value_t=torch.tensor(402.96458863370265, dtype=torch.float32),
        )
        c_6 = g.op(
            "Constant",
            value_t=torch.tensor(33.28130446089301, dtype=torch.float32),
        )
        c_7 = g.op(
            "Constant",
            value_t=torch.tensor(1.3047930571920352, dtype=torch.float32),
        )
        c_8 = g.op(
            "Constant",
            value_t=torch.tensor(0.02274501494007668, dtype=torch.float32),
        )
        c_9 = g.op(
            "Constant",
            value_t=torch.tensor(0.00013745168260228272, dtype=torch.float32),
        )
        c_10 = g.op(
            "Constant",
            value_t=torch.tensor(109412.69664280841, dtype=torch.float32),
        )
        c_11 = g.op(
            "Constant",
            value_t=torch.tensor(267735.066865848, dtype=torch.float32),
        )
        c_12 = g.op(
            "Constant",
            value_t=torch.tensor(219027.07993927645, dtype=torch.float32),
        )
        c_13 = g.op(
            "Constant",
            value_t=torch.tensor(75260.5104461627, dtype=torch.float32),
        )
        c_14 = g.op(
            "Constant",
            value_t=torch.tensor(12085.587703534913, dtype=torch.float32),
        )
        c_15 = g.op(
            "Constant",
            value_t=torch.tensor(947.7093277301805, dtype=torch.float32),
        )
        c_16 = g.op(
            "Constant",
            value_t=torch.tensor(36.0686912811181, dtype=torch.float32),
        )
        c_17 = g.op(
            "Constant",
            value_t=torch.tensor(0.6182669093170498, dtype=torch.float32),
        )
        c_18 = g.op(
            "Constant",
            value_t=torch.tensor(0.0037015559616149943, dtype=torch.float32),
        )
        c_19 = g.op(
            "Constant",
            value_t=torch.tensor(10346.295831648571, dtype=torch.float32),
        )
        c_20 = g.op(
            "Constant",
            value_t=torch.tensor(205050.62519114997, dtype=torch.float32),
        )
        c_21 = g.op(
            "Constant",
            value_t=torch.tensor(558785.6135269677, dtype=torch.float32),
        )
        c_22 = g.op(
            "Constant",
            value_t=torch.tensor(492395.1571621119, dtype=torch.float32),
        )
        c_23 = g.op(
            "Constant",
            value_t=torch.tensor(184269.22590826536, dtype=torch.float32),
        )
        c_24 = g.op(
            "Constant",
            value_t=torch.tensor(33234.03538944101, dtype=torch.float32),
        )
        c_25 = g.op(
            "Constant",
            value_t=torch.tensor(3071.300668219135, dtype=torch.float32),
        )
        c_26 = g.op(
            "Constant",
            value_t=torch.tensor(148.29570009949117, dtype=torch.float32),
        )
        c_27 = g.op(
            "Constant",
            value_t=torch.tensor(3.6636913565552396, dtype=torch.float32),
        )
        c_28 = g.op(
            "Constant",
            value_t=torch.tensor(0.04256113568274916, dtype=torch.float32),
        )
        c_29 = g.op(
            "Constant",
            value_t=torch.tensor(0.00017907150213135656, dtype=torch.float32),
        )
        c_30 = g.op(
            "Constant",
            value_t=torch.tensor(4880559.809901059, dtype=torch.float32),
        )
        c_31 = g.op(
            "Constant",
            value_t=torch.tensor(10399406.029186644, dtype=torch.float32),
        )
        c_32 = g.op(
            "Constant",
            value_t=torch.tensor(8160365.978995373, dtype=torch.float32),
        )
        c_33 = g.op(
            "Constant",
            value_t=torch.tensor(2871452.3396563297, dtype=torch.float32),
        )
        c_34 = g.op(
            "Constant",
            value_t=torch.tensor(500324.6890484823, dtype=torch.float32),
        )
        c_35 = g.op(
            "Constant",
            value_t=torch.tensor(45328.9352286643, dtype=torch.float32),
        )
        c_36 = g.op(
            "Constant",
            value_t=torch.tensor(2163.50863562754, dtype=torch.float32),
        )
        c_37 = g.op(
            "Constant",
            value_t=torch.tensor(53.08892321756434, dtype=torch.float32),
        )
        c_38 = g.op(
            "Constant",
            value_t=torch.tensor(0.6142911222351843, dtype=torch.float32),
        )
        c_39 = g.op(
            "Constant",
            value_t=torch.tensor(0.0025786296306915344, dtype=torch.float32),
        )
        c_40 = g.op(
            "Constant",
            value_t=torch.tensor(0.7853981633974483, dtype=torch.float32),
        )
        c_41 = g.op(
            "Constant",
            value_t=torch.tensor(0.5641895835477563, dtype=torch.float32),
        )
        two = g.op("Constant", value_t=torch.tensor(2, dtype=torch.float32))
        c_42 = g.op(
            "Constant",
            value_t=torch.tensor(0.346538101525629, dtype=torch.float32),
        )
        c_43 = g.op(
            "Constant",
            value_t=torch.tensor(12.007595273964581, dtype=torch.float32),
        )
        c_44 = g.op(
            "Constant",
            value_t=torch.tensor(76.27960536152345, dtype=torch.float32),
        )
        c_45 = g.op(
            "Constant",
            value_t=torch.tensor(168.08922493463058, dtype=torch.float32),
        )
        c_46 = g.op(
            "Constant",
            value_t=torch.tensor(159.75639135016442, dtype=torch.float32),
        )
        c_47 = g.op(
            "Constant",
            value_t=torch.tensor(70.53609068404442, dtype=torch.float32),
        )
        c_48 = g.op(
            "Constant",
            value_t=torch.tensor(14.026469116338967, dtype=torch.float32),
        )
        one_2 = g.op("Constant", value_t=torch.tensor(1.0, dtype=torch.float32))
        c_49 = g.op(
            "Constant",
            value_t=torch.tensor(0.5675945326387702, dtype=torch.float32),
        )
        c_50 = g.op(
            "Constant",
            value_t=torch.tensor(14.75625625848472, dtype=torch.float32),
        )
        c_51 = g.op(
            "Constant",
            value_t=torch.tensor(84.51389701414746, dtype=torch.float32),
        )
        c_52 = g.op(
            "Constant",
            value_t=torch.tensor(177.31808814540045, dtype=torch.float32),
        )
        c_53 = g.op(
            "Constant",
            value_t=torch.tensor(164.2346928715297, dtype=torch.float32),
        )
        c_54 = g.op(
            "Constant",
            value_t=torch.tensor(71.47784008255756, dtype=torch.float32),
        )
        c_55 = g.op(
            "Constant",
            value_t=torch.tensor(14.095913560783403, dtype=torch.float32),
        )
        c_56 = g.op("Constant", value_t=torch.tensor(4, dtype=torch.float32))
        c_57 = g.op("Constant", value_t=torch.tensor(5, dtype=torch.float32))
        c_58 = g.op("Constant", value_t=torch.tensor(6, dtype=torch.float32))
        c_59 = g.op("Constant", value_t=torch.tensor(7, dtype=torch.float32))
        c_60 = g.op("Constant", value_t=torch.tensor(8, dtype=torch.float32))
        c_61 = g.op("Constant", value_t=torch.tensor(9, dtype=torch.float32))
        ten = g.op("Constant", value_t=torch.tensor(10, dtype=torch.float32))
        c_62 = g.op("Constant", value_t=torch.tensor(11, dtype=torch.float32))
        c_63 = g.op("Constant", value_t=torch.tensor(12, dtype=torch.float32))
        c_64 = g.op("Constant", value_t=torch.tensor(13, dtype=torch.float32))
        c_65 = g.op("Constant", value_t=torch.tensor(14, dtype=torch.float32))
        c_66 = g.op("Constant", value_t=torch.tensor(15, dtype=torch.float32))
        c_67 = g.op("Constant", value_t=torch.tensor(16, dtype=torch.float32))
        c_68 = g.op("Constant", value_t=torch.tensor(17, dtype=torch.float32))
        c_69 = g.op("Constant", value_t=torch.tensor(18, dtype=torch.float32))
        c_70 = g.op("Constant", value_t=torch.tensor(19, dtype=torch.float32))
        c_71 = g.op("Constant", value_t=torch.tensor(20, dtype=torch.float32))
        c_72 = g.op("Constant", value_t=torch.tensor(21, dtype=torch.float32))
        c_73 = g.op("Constant", value_t=torch.tensor(22, dtype=torch.float32))
        c_74 = g.op("Constant", value_t=torch.tensor(23, dtype=torch.float32))
        c_75 = g.op("Constant", value_t=torch.tensor(24, dtype=torch.float32))
        c_76 = g.op("Constant", value_t=torch.tensor(25, dtype=torch.float32))
        c_77 = g.op("Constant", value_t=torch.tensor(26, dtype=torch.float32))
        c_78 = g.op("Constant", value_t=torch.tensor(27, dtype=torch.float32))
        c_79 = g.op("Constant", value_t=torch.tensor(28, dtype=torch.float32))
        c_80 = g.op("Constant", value_t=torch.tensor(29, dtype=torch.float32))
        c_81 = g.op("Constant", value_t=torch.tensor(30, dtype=torch.float32))
        c_82 = g.op("Constant", value_t=torch.tensor(31, dtype=torch.float32))
        c_83 = g.op("Constant", value_t=torch.tensor(32, dtype=torch.float32))
        c_84 = g.op("Constant", value_t=torch.tensor(33, dtype=torch.float32))
        c_85 = g.op("Constant", value_t=torch.tensor(34, dtype=torch.float32))
        c_86 = g.op("Constant", value_t=torch.tensor(35, dtype=torch.float32))
        c_87 = g.op("Constant", value_t=torch.tensor(36, dtype=torch.float32))
        c_88 = g.op("Constant", value_t=torch.tensor(37, dtype=torch.float32))
        c_89 = g.op("Constant", value_t=torch.tensor(38, dtype=torch.float32))
        c_90 = g.op("Constant", value_t=torch.tensor(39, dtype=torch.float32))
        c_91 = g.op("Constant", value_t=torch.tensor(40, dtype=torch.float32))
        c_92 = g.op("Constant", value_t=torch.tensor(41, dtype=torch.float32))
        c_93 = g.op("Constant", value_t=torch.tensor(42, dtype=torch.float32))
        c_94 = g.op("Constant", value_t=torch.tensor(43, dtype=torch.float32))
        c_95 = g.op("Constant", value_t=torch.tensor(44, dtype=torch.float32))
        c_96 = g.op("Constant", value_t=torch.tensor(45, dtype=torch.float32))
        c_97 = g.op("Constant", value_t=torch.tensor(46, dtype=torch.float32))
        c_98 = g.op(
            "Constant",
            value_t=torch.tensor(0.3550280538878172, dtype=torch.float32),
        )
        c_99 = g.op(
            "Constant",
            value_t=torch.tensor(0.2588194037928068, dtype=torch.float32),
        )
        c_100 = g.op("Constant", value_t=torch.tensor(-2.09, dtype=torch.float32))
        c_101 = g.op("Constant", value_t=torch.tensor(2.09, dtype=torch.float32))
        c_102 = g.op("Constant", value_t=torch.tensor(103.892, dtype=torch.float32))
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float32))
        nan = g.op("Constant", value_t=torch.tensor(float("nan"), dtype=torch.float32))
        t = g.op("Cast", x, to_i=TensorProto.FLOAT)
        nz = g.op(
            "Div",
            g.op("Mul", g.op("Mul", minus_two, t), g.op("Sqrt", g.op("Neg", t))),
            three,
        )
        z = g.op("Div", one, nz)
        zz = g.op("Mul", z, z)
        mul_5 = g.op(
            "Mul",
            g.op("Sub", g.op("Mul", g.op("Sub", g.op("Mul", c, zz), c_2), zz), c_3),
            zz,
        )
        sub_5 = g.op(
            "Sub",
            g.op("Mul", g.op("Sub", g.op("Mul", g.op("Sub", mul_5, c_4), zz), c_5), zz),
            c_6,
        )
        mul_10 = g.op(
            "Mul",
            g.op("Sub", g.op("Mul", g.op("Sub", g.op("Mul", sub_5, zz), c_7), zz), c_8),
            zz,
        )
        afn = g.op("Sub", mul_10, c_9)
        mul_13 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Add", g.op("Mul", c_10, zz), c_11), zz),
                c_12,
            ),
            zz,
        )
        add_5 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Add", mul_13, c_13), zz), c_14),
                zz,
            ),
            c_15,
        )
        mul_18 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Add", g.op("Mul", add_5, zz), c_16), zz),
                c_17,
            ),
            zz,
        )
        afd = g.op("Add", mul_18, c_18)
        mul_21 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Add", g.op("Mul", c_19, zz), c_20), zz),
                c_21,
            ),
            zz,
        )
        add_12 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Add", mul_21, c_22), zz), c_23),
                zz,
            ),
            c_24,
        )
        mul_26 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Add", g.op("Mul", add_12, zz), c_25), zz),
                c_26,
            ),
            zz,
        )
        agn = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Add", mul_26, c_27), zz), c_28),
                zz,
            ),
            c_29,
        )
        mul_31 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Add", g.op("Mul", c_30, zz), c_31), zz),
                c_32,
            ),
            zz,
        )
        add_21 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Add", mul_31, c_33), zz), c_34),
                zz,
            ),
            c_35,
        )
        mul_36 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Add", g.op("Mul", add_21, zz), c_36), zz),
                c_37,
            ),
            zz,
        )
        agd = g.op("Add", g.op("Mul", g.op("Add", mul_36, c_38), zz), c_39)
        phase = g.op("Add", nz, c_40)
        sub_8 = g.op(
            "Sub",
            g.op(
                "Mul",
                g.op("Sin", phase),
                g.op("Add", one, g.op("Div", g.op("Mul", zz, afn), afd)),
            ),
            g.op("Mul", g.op("Cos", phase), g.op("Div", g.op("Mul", z, agn), agd)),
        )
        negative = g.op(
            "Mul",
            g.op("Div", c_41, g.op("Sqrt", g.op("Sqrt", g.op("Neg", t)))),
            sub_8,
        )
        zeta = g.op("Div", g.op("Mul", g.op("Mul", two, t), g.op("Sqrt", t)), three)
        iz = g.op("Div", one, zeta)
        mul_46 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Add", g.op("Mul", c_42, iz), c_43), iz),
                c_44,
            ),
            iz,
        )
        add_30 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Add", mul_46, c_45), iz), c_46),
                iz,
            ),
            c_47,
        )
        an = g.op(
            "Add",
            g.op("Mul", g.op("Add", g.op("Mul", add_30, iz), c_48), iz),
            one_2,
        )
        mul_53 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Add", g.op("Mul", c_49, iz), c_50), iz),
                c_51,
            ),
            iz,
        )
        add_36 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Add", mul_53, c_52), iz), c_53),
                iz,
            ),
            c_54,
        )
        ad = g.op(
            "Add",
            g.op("Mul", g.op("Add", g.op("Mul", add_36, iz), c_55), iz),
            one_2,
        )
        positive = g.op(
            "Div",
            g.op("Mul", c_41, g.op("Div", an, ad)),
            g.op(
                "Mul",
                g.op("Mul", two, g.op("Sqrt", g.op("Sqrt", t))),
                g.op("Exp", zeta),
            ),
        )
        cube = g.op("Mul", g.op("Mul", t, t), t)
        m1 = g.op("Div", g.op("Div", cube, two), three)
        n1 = g.op("Div", g.op("Div", g.op("Mul", t, cube), three), c_56)
        f1 = g.op("Add", one, m1)
        g1 = g.op("Add", t, n1)
        m2 = g.op("Div", g.op("Div", g.op("Mul", m1, cube), c_57), c_58)
        n2 = g.op("Div", g.op("Div", g.op("Mul", n1, cube), c_58), c_59)
        f2 = g.op("Add", f1, m2)
        g2 = g.op("Add", g1, n2)
        m3 = g.op("Div", g.op("Div", g.op("Mul", m2, cube), c_60), c_61)
        n3 = g.op("Div", g.op("Div", g.op("Mul", n2, cube), c_61), ten)
        f3 = g.op("Add", f2, m3)
        g3 = g.op("Add", g2, n3)
        m4 = g.op("Div", g.op("Div", g.op("Mul", m3, cube), c_62), c_63)
        n4 = g.op("Div", g.op("Div", g.op("Mul", n3, cube), c_63), c_64)
        f4 = g.op("Add", f3, m4)
        g4 = g.op("Add", g3, n4)
        m5 = g.op("Div", g.op("Div", g.op("Mul", m4, cube), c_65), c_66)
        n5 = g.op("Div", g.op("Div", g.op("Mul", n4, cube), c_66), c_67)
        f5 = g.op("Add", f4, m5)
        g5 = g.op("Add", g4, n5)
        m6 = g.op("Div", g.op("Div", g.op("Mul", m5, cube), c_68), c_69)
        n6 = g.op("Div", g.op("Div", g.op("Mul", n5, cube), c_69), c_70)
        f6 = g.op("Add", f5, m6)
        g6 = g.op("Add", g5, n6)
        m7 = g.op("Div", g.op("Div", g.op("Mul", m6, cube), c_71), c_72)
        n7 = g.op("Div", g.op("Div", g.op("Mul", n6, cube), c_72), c_73)
        f7 = g.op("Add", f6, m7)
        g7 = g.op("Add", g6, n7)
        m8 = g.op("Div", g.op("Div", g.op("Mul", m7, cube), c_74), c_75)
        n8 = g.op("Div", g.op("Div", g.op("Mul", n7, cube), c_75), c_76)
        f8 = g.op("Add", f7, m8)
        g8 = g.op("Add", g7, n8)
        m9 = g.op("Div", g.op("Div", g.op("Mul", m8, cube), c_77), c_78)
        n9 = g.op("Div", g.op("Div", g.op("Mul", n8, cube), c_78), c_79)
        f9 = g.op("Add", f8, m9)
        g9 = g.op("Add", g8, n9)
        m10 = g.op("Div", g.op("Div", g.op("Mul", m9, cube), c_80), c_81)
        n10 = g.op("Div", g.op("Div", g.op("Mul", n9, cube), c_81), c_82)
        f10 = g.op("Add", f9, m10)
        g10 = g.op("Add", g9, n10)
        m11 = g.op("Div", g.op("Div", g.op("Mul", m10, cube), c_83), c_84)
        n11 = g.op("Div", g.op("Div", g.op("Mul", n10, cube), c_84), c_85)
        f11 = g.op("Add", f10, m11)
        g11 = g.op("Add", g10, n11)
        m12 = g.op("Div", g.op("Div", g.op("Mul", m11, cube), c_86), c_87)
        n12 = g.op("Div", g.op("Div", g.op("Mul", n11, cube), c_87), c_88)
        f12 = g.op("Add", f11, m12)
        g12 = g.op("Add", g11, n12)
        m13 = g.op("Div", g.op("Div", g.op("Mul", m12, cube), c_89), c_90)
        n13 = g.op("Div", g.op("Div", g.op("Mul", n12, cube), c_90), c_91)
        f13 = g.op("Add", f12, m13)
        g13 = g.op("Add", g12, n13)
        m14 = g.op("Div", g.op("Div", g.op("Mul", m13, cube), c_92), c_93)
        n14 = g.op("Div", g.op("Div", g.op("Mul", n13, cube), c_93), c_94)
        f14 = g.op("Add", f13, m14)
        g14 = g.op("Add", g13, n14)
        m15 = g.op("Div", g.op("Div", g.op("Mul", m14, cube), c_95), c_96)
        n15 = g.op("Div", g.op("Div", g.op("Mul", n14, cube), c_96), c_97)
        f15 = g.op("Add", f14, m15)
        g15 = g.op("Add", g14, n15)
        series = g.op("Sub", g.op("Mul", c_98, f15), g.op("Mul", c_99, g15))
        r = g.op(
            "Where",
            g.op("Less", t, c_100),
            negative,
            g.op("Where", g.op("Less", t, c_101), series, positive),
        )
        return g.op(
            "Where",
            g.op("IsInf", t),
            nan,
            g.op("Where", g.op("Greater", t, c_102), zero, r),
        )
    CONTRACT.refuse(
        'no variant of the mapping takes these args (variants: floating(x); integer(x) or dtype(x) == "bool")',
        x=x,
    )
