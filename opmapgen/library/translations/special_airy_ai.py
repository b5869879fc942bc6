"""special_airy_ai for the dynamo exporter: aten::special_airy_ai -> ONNX Mul + Neg + Sqrt + Div + Add + Sin + Cos + Sub + Exp + Less + Where + IsInf + Greater, opsets 18 to 23.

Generated from mappings/aten/special_airy_ai.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    check_inputs,
    constant,
    polevl,
    promote,
    torch_fallback,
)

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
    runtime_refusals={
        "openvino": "OpenVINO's CPU plugin fuses the mapping's 400 elementwise nodes into one generated kernel (a snippet) and fails to compile it (\"Can't allocate registers for a snippet: not enough registers\"); it runs with SNIPPETS_MODE DISABLE (the spec's runtimes.openvino; see docs/runtime-limits.md#openvino-snippet-registers)",
    },
)
# afn: polevl's coefficients, highest degree first
AFN = (
    -1078.856281442974,
    -5131.932011986226,
    -5678.350631214559,
    -2291.957608817616,
    -402.96458863370265,
    -33.28130446089301,
    -1.3047930571920352,
    -0.02274501494007668,
    -0.00013745168260228272,
)
# afd: polevl's coefficients, highest degree first
AFD = (
    109412.69664280841,
    267735.066865848,
    219027.07993927645,
    75260.5104461627,
    12085.587703534913,
    947.7093277301805,
    36.0686912811181,
    0.6182669093170498,
    0.0037015559616149943,
)
# agn: polevl's coefficients, highest degree first
AGN = (
    10346.295831648571,
    205050.62519114997,
    558785.6135269677,
    492395.1571621119,
    184269.22590826536,
    33234.03538944101,
    3071.300668219135,
    148.29570009949117,
    3.6636913565552396,
    0.04256113568274916,
    0.00017907150213135656,
)
# agd: polevl's coefficients, highest degree first
AGD = (
    4880559.809901059,
    10399406.029186644,
    8160365.978995373,
    2871452.3396563297,
    500324.6890484823,
    45328.9352286643,
    2163.50863562754,
    53.08892321756434,
    0.6142911222351843,
    0.0025786296306915344,
)
# an: polevl's coefficients, highest degree first
AN = (
    0.346538101525629,
    12.007595273964581,
    76.27960536152345,
    168.08922493463058,
    159.75639135016442,
    70.53609068404442,
    14.026469116338967,
    1.0,
)
# ad: polevl's coefficients, highest degree first
AD = (
    0.5675945326387702,
    14.75625625848472,
    84.51389701414746,
    177.31808814540045,
    164.2346928715297,
    71.47784008255756,
    14.095913560783403,
    1.0,
)


@torch_fallback(CONTRACT, TARGET)
def translation(x):
    check_inputs(CONTRACT, x=x)
    # torch's type promotion: the dtype torch computes it in
    (x,) = promote(CONTRACT, x=x)
    minus_two = constant(-2, like=x)
    three = constant(3, like=x)
    one = constant(1, like=x)
    phase_c = constant(0.7853981633974483, like=x)
    negative_c = constant(0.5641895835477563, like=x)
    two = constant(2, like=x)
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
    afn = polevl(zz, AFN, like=x)
    afd = polevl(zz, AFD, like=x)
    agn = polevl(zz, AGN, like=x)
    agd = polevl(zz, AGD, like=x)
    phase = op.Add(nz, phase_c)
    negative_sub = op.Sub(
        op.Mul(op.Sin(phase), op.Add(one, op.Div(op.Mul(zz, afn), afd))),
        op.Mul(op.Cos(phase), op.Div(op.Mul(z, agn), agd)),
    )
    negative = op.Mul(op.Div(negative_c, op.Sqrt(op.Sqrt(op.Neg(x)))), negative_sub)
    zeta = op.Div(op.Mul(op.Mul(two, x), op.Sqrt(x)), three)
    iz = op.Div(one, zeta)
    an = polevl(iz, AN, like=x)
    ad = polevl(iz, AD, like=x)
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
