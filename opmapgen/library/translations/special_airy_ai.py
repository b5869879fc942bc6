"""special_airy_ai for the dynamo exporter: aten::special_airy_ai -> ONNX Mul + Neg + Sqrt + Div + Sub + Add + Sin + Cos + Exp + Less + Where + IsInf + Greater, opsets 18 to 23.

Generated from mappings/aten/special_airy_ai.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import check_inputs, constant, promote, torch_fallback

TARGET = "aten::special_airy_ai.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::special_airy_ai(Tensor x) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "special_airy_ai",
    "mappings/aten/special_airy_ai.yaml",
    dtypes=("float32", "float64", "uint8", "int8", "int16", "int32", "int64", "bool"),
    reasons={
        "float16": "torch has no float16 CPU kernel for it (eager raises NotImplementedError)",
        "bfloat16": "torch has no bfloat16 CPU kernel for it (eager raises NotImplementedError)",
    },
    promote=("x",),
    promote_kind="INT_TO_FLOAT",
    promoted=("float32", "float64"),
)


@torch_fallback(CONTRACT, TARGET)
def translation(x):
    check_inputs(CONTRACT, x=x)
    # torch's type promotion: the dtype torch computes it in
    (x,) = promote(CONTRACT, x=x)
    minus_two = constant(-2, like=x)
    three = constant(3, like=x)
    one = constant(1, like=x)
    afn_c = constant(-1078.856281442974, like=x)
    afn_c_2 = constant(5131.932011986226, like=x)
    afn_c_3 = constant(5678.350631214559, like=x)
    afn_c_4 = constant(2291.957608817616, like=x)
    afn_c_5 = constant(402.96458863370265, like=x)
    afn_c_6 = constant(33.28130446089301, like=x)
    afn_c_7 = constant(1.3047930571920352, like=x)
    afn_c_8 = constant(0.02274501494007668, like=x)
    afn_c_9 = constant(0.00013745168260228272, like=x)
    afd_c = constant(109412.69664280841, like=x)
    afd_c_2 = constant(267735.066865848, like=x)
    afd_c_3 = constant(219027.07993927645, like=x)
    afd_c_4 = constant(75260.5104461627, like=x)
    afd_c_5 = constant(12085.587703534913, like=x)
    afd_c_6 = constant(947.7093277301805, like=x)
    afd_c_7 = constant(36.0686912811181, like=x)
    afd_c_8 = constant(0.6182669093170498, like=x)
    afd_c_9 = constant(0.0037015559616149943, like=x)
    agn_c = constant(10346.295831648571, like=x)
    agn_c_2 = constant(205050.62519114997, like=x)
    agn_c_3 = constant(558785.6135269677, like=x)
    agn_c_4 = constant(492395.1571621119, like=x)
    agn_c_5 = constant(184269.22590826536, like=x)
    agn_c_6 = constant(33234.03538944101, like=x)
    agn_c_7 = constant(3071.300668219135, like=x)
    agn_c_8 = constant(148.29570009949117, like=x)
    agn_c_9 = constant(3.6636913565552396, like=x)
    agn_c_10 = constant(0.04256113568274916, like=x)
    agn_c_11 = constant(0.00017907150213135656, like=x)
    agd_c = constant(4880559.809901059, like=x)
    agd_c_2 = constant(10399406.029186644, like=x)
    agd_c_3 = constant(8160365.978995373, like=x)
    agd_c_4 = constant(2871452.3396563297, like=x)
    agd_c_5 = constant(500324.6890484823, like=x)
    agd_c_6 = constant(45328.9352286643, like=x)
    agd_c_7 = constant(2163.50863562754, like=x)
    agd_c_8 = constant(53.08892321756434, like=x)
    agd_c_9 = constant(0.6142911222351843, like=x)
    agd_c_10 = constant(0.0025786296306915344, like=x)
    phase_c = constant(0.7853981633974483, like=x)
    negative_c = constant(0.5641895835477563, like=x)
    two = constant(2, like=x)
    an_c = constant(0.346538101525629, like=x)
    an_c_2 = constant(12.007595273964581, like=x)
    an_c_3 = constant(76.27960536152345, like=x)
    an_c_4 = constant(168.08922493463058, like=x)
    an_c_5 = constant(159.75639135016442, like=x)
    an_c_6 = constant(70.53609068404442, like=x)
    an_c_7 = constant(14.026469116338967, like=x)
    one_2 = constant(1.0, like=x)
    ad_c = constant(0.5675945326387702, like=x)
    ad_c_2 = constant(14.75625625848472, like=x)
    ad_c_3 = constant(84.51389701414746, like=x)
    ad_c_4 = constant(177.31808814540045, like=x)
    ad_c_5 = constant(164.2346928715297, like=x)
    ad_c_6 = constant(71.47784008255756, like=x)
    ad_c_7 = constant(14.095913560783403, like=x)
    n1_c = constant(4, like=x)
    m2_c = constant(5, like=x)
    m2_c_2 = constant(6, like=x)
    n2_c = constant(7, like=x)
    m3_c = constant(8, like=x)
    m3_c_2 = constant(9, like=x)
    ten = constant(10, like=x)
    m4_c = constant(11, like=x)
    m4_c_2 = constant(12, like=x)
    n4_c = constant(13, like=x)
    m5_c = constant(14, like=x)
    m5_c_2 = constant(15, like=x)
    n5_c = constant(16, like=x)
    m6_c = constant(17, like=x)
    m6_c_2 = constant(18, like=x)
    n6_c = constant(19, like=x)
    m7_c = constant(20, like=x)
    m7_c_2 = constant(21, like=x)
    n7_c = constant(22, like=x)
    m8_c = constant(23, like=x)
    m8_c_2 = constant(24, like=x)
    n8_c = constant(25, like=x)
    m9_c = constant(26, like=x)
    m9_c_2 = constant(27, like=x)
    n9_c = constant(28, like=x)
    m10_c = constant(29, like=x)
    m10_c_2 = constant(30, like=x)
    n10_c = constant(31, like=x)
    m11_c = constant(32, like=x)
    m11_c_2 = constant(33, like=x)
    n11_c = constant(34, like=x)
    m12_c = constant(35, like=x)
    m12_c_2 = constant(36, like=x)
    n12_c = constant(37, like=x)
    m13_c = constant(38, like=x)
    m13_c_2 = constant(39, like=x)
    n13_c = constant(40, like=x)
    m14_c = constant(41, like=x)
    m14_c_2 = constant(42, like=x)
    n14_c = constant(43, like=x)
    m15_c = constant(44, like=x)
    m15_c_2 = constant(45, like=x)
    n15_c = constant(46, like=x)
    series_c = constant(0.3550280538878172, like=x)
    series_c_2 = constant(0.2588194037928068, like=x)
    r_c = constant(-2.09, like=x)
    r_c_2 = constant(2.09, like=x)
    result_c = constant(103.892, like=x)
    zero = constant(0, like=x)
    nan = constant(float("nan"), like=x)
    nz = op.Div(op.Mul(op.Mul(minus_two, x), op.Sqrt(op.Neg(x))), three)
    z = op.Div(one, nz)
    zz = op.Mul(z, z)
    afn_mul_3 = op.Mul(
        op.Sub(op.Mul(op.Sub(op.Mul(afn_c, zz), afn_c_2), zz), afn_c_3),
        zz,
    )
    afn_sub_5 = op.Sub(
        op.Mul(op.Sub(op.Mul(op.Sub(afn_mul_3, afn_c_4), zz), afn_c_5), zz),
        afn_c_6,
    )
    afn_mul_8 = op.Mul(
        op.Sub(op.Mul(op.Sub(op.Mul(afn_sub_5, zz), afn_c_7), zz), afn_c_8),
        zz,
    )
    afn = op.Sub(afn_mul_8, afn_c_9)
    afd_mul_3 = op.Mul(
        op.Add(op.Mul(op.Add(op.Mul(afd_c, zz), afd_c_2), zz), afd_c_3),
        zz,
    )
    afd_add_5 = op.Add(
        op.Mul(op.Add(op.Mul(op.Add(afd_mul_3, afd_c_4), zz), afd_c_5), zz),
        afd_c_6,
    )
    afd_mul_8 = op.Mul(
        op.Add(op.Mul(op.Add(op.Mul(afd_add_5, zz), afd_c_7), zz), afd_c_8),
        zz,
    )
    afd = op.Add(afd_mul_8, afd_c_9)
    agn_mul_3 = op.Mul(
        op.Add(op.Mul(op.Add(op.Mul(agn_c, zz), agn_c_2), zz), agn_c_3),
        zz,
    )
    agn_add_5 = op.Add(
        op.Mul(op.Add(op.Mul(op.Add(agn_mul_3, agn_c_4), zz), agn_c_5), zz),
        agn_c_6,
    )
    agn_mul_8 = op.Mul(
        op.Add(op.Mul(op.Add(op.Mul(agn_add_5, zz), agn_c_7), zz), agn_c_8),
        zz,
    )
    agn = op.Add(
        op.Mul(op.Add(op.Mul(op.Add(agn_mul_8, agn_c_9), zz), agn_c_10), zz),
        agn_c_11,
    )
    agd_mul_3 = op.Mul(
        op.Add(op.Mul(op.Add(op.Mul(agd_c, zz), agd_c_2), zz), agd_c_3),
        zz,
    )
    agd_add_5 = op.Add(
        op.Mul(op.Add(op.Mul(op.Add(agd_mul_3, agd_c_4), zz), agd_c_5), zz),
        agd_c_6,
    )
    agd_mul_8 = op.Mul(
        op.Add(op.Mul(op.Add(op.Mul(agd_add_5, zz), agd_c_7), zz), agd_c_8),
        zz,
    )
    agd = op.Add(op.Mul(op.Add(agd_mul_8, agd_c_9), zz), agd_c_10)
    phase = op.Add(nz, phase_c)
    negative_sub = op.Sub(
        op.Mul(op.Sin(phase), op.Add(one, op.Div(op.Mul(zz, afn), afd))),
        op.Mul(op.Cos(phase), op.Div(op.Mul(z, agn), agd)),
    )
    negative = op.Mul(op.Div(negative_c, op.Sqrt(op.Sqrt(op.Neg(x)))), negative_sub)
    zeta = op.Div(op.Mul(op.Mul(two, x), op.Sqrt(x)), three)
    iz = op.Div(one, zeta)
    an_mul_3 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(an_c, iz), an_c_2), iz), an_c_3), iz)
    an_add_5 = op.Add(
        op.Mul(op.Add(op.Mul(op.Add(an_mul_3, an_c_4), iz), an_c_5), iz),
        an_c_6,
    )
    an = op.Add(op.Mul(op.Add(op.Mul(an_add_5, iz), an_c_7), iz), one_2)
    ad_mul_3 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(ad_c, iz), ad_c_2), iz), ad_c_3), iz)
    ad_add_5 = op.Add(
        op.Mul(op.Add(op.Mul(op.Add(ad_mul_3, ad_c_4), iz), ad_c_5), iz),
        ad_c_6,
    )
    ad = op.Add(op.Mul(op.Add(op.Mul(ad_add_5, iz), ad_c_7), iz), one_2)
    positive = op.Div(
        op.Mul(negative_c, op.Div(an, ad)),
        op.Mul(op.Mul(two, op.Sqrt(op.Sqrt(x))), op.Exp(zeta)),
    )
    cube = op.Mul(op.Mul(x, x), x)
    m1 = op.Div(op.Div(cube, two), three)
    n1 = op.Div(op.Div(op.Mul(x, cube), three), n1_c)
    f1 = op.Add(one, m1)
    g1 = op.Add(x, n1)
    m2 = op.Div(op.Div(op.Mul(m1, cube), m2_c), m2_c_2)
    n2 = op.Div(op.Div(op.Mul(n1, cube), m2_c_2), n2_c)
    f2 = op.Add(f1, m2)
    g2 = op.Add(g1, n2)
    m3 = op.Div(op.Div(op.Mul(m2, cube), m3_c), m3_c_2)
    n3 = op.Div(op.Div(op.Mul(n2, cube), m3_c_2), ten)
    f3 = op.Add(f2, m3)
    g3 = op.Add(g2, n3)
    m4 = op.Div(op.Div(op.Mul(m3, cube), m4_c), m4_c_2)
    n4 = op.Div(op.Div(op.Mul(n3, cube), m4_c_2), n4_c)
    f4 = op.Add(f3, m4)
    g4 = op.Add(g3, n4)
    m5 = op.Div(op.Div(op.Mul(m4, cube), m5_c), m5_c_2)
    n5 = op.Div(op.Div(op.Mul(n4, cube), m5_c_2), n5_c)
    f5 = op.Add(f4, m5)
    g5 = op.Add(g4, n5)
    m6 = op.Div(op.Div(op.Mul(m5, cube), m6_c), m6_c_2)
    n6 = op.Div(op.Div(op.Mul(n5, cube), m6_c_2), n6_c)
    f6 = op.Add(f5, m6)
    g6 = op.Add(g5, n6)
    m7 = op.Div(op.Div(op.Mul(m6, cube), m7_c), m7_c_2)
    n7 = op.Div(op.Div(op.Mul(n6, cube), m7_c_2), n7_c)
    f7 = op.Add(f6, m7)
    g7 = op.Add(g6, n7)
    m8 = op.Div(op.Div(op.Mul(m7, cube), m8_c), m8_c_2)
    n8 = op.Div(op.Div(op.Mul(n7, cube), m8_c_2), n8_c)
    f8 = op.Add(f7, m8)
    g8 = op.Add(g7, n8)
    m9 = op.Div(op.Div(op.Mul(m8, cube), m9_c), m9_c_2)
    n9 = op.Div(op.Div(op.Mul(n8, cube), m9_c_2), n9_c)
    f9 = op.Add(f8, m9)
    g9 = op.Add(g8, n9)
    m10 = op.Div(op.Div(op.Mul(m9, cube), m10_c), m10_c_2)
    n10 = op.Div(op.Div(op.Mul(n9, cube), m10_c_2), n10_c)
    f10 = op.Add(f9, m10)
    g10 = op.Add(g9, n10)
    m11 = op.Div(op.Div(op.Mul(m10, cube), m11_c), m11_c_2)
    n11 = op.Div(op.Div(op.Mul(n10, cube), m11_c_2), n11_c)
    f11 = op.Add(f10, m11)
    g11 = op.Add(g10, n11)
    m12 = op.Div(op.Div(op.Mul(m11, cube), m12_c), m12_c_2)
    n12 = op.Div(op.Div(op.Mul(n11, cube), m12_c_2), n12_c)
    f12 = op.Add(f11, m12)
    g12 = op.Add(g11, n12)
    m13 = op.Div(op.Div(op.Mul(m12, cube), m13_c), m13_c_2)
    n13 = op.Div(op.Div(op.Mul(n12, cube), m13_c_2), n13_c)
    f13 = op.Add(f12, m13)
    g13 = op.Add(g12, n13)
    m14 = op.Div(op.Div(op.Mul(m13, cube), m14_c), m14_c_2)
    n14 = op.Div(op.Div(op.Mul(n13, cube), m14_c_2), n14_c)
    f14 = op.Add(f13, m14)
    g14 = op.Add(g13, n14)
    m15 = op.Div(op.Div(op.Mul(m14, cube), m15_c), m15_c_2)
    n15 = op.Div(op.Div(op.Mul(n14, cube), m15_c_2), n15_c)
    f15 = op.Add(f14, m15)
    g15 = op.Add(g14, n15)
    series = op.Sub(op.Mul(series_c, f15), op.Mul(series_c_2, g15))
    r = op.Where(
        op.Less(x, r_c),
        negative,
        op.Where(op.Less(x, r_c_2), series, positive),
    )
    return op.Where(op.IsInf(x), nan, op.Where(op.Greater(x, result_c), zero, r))
