"""special_airy_ai: aten::special_airy_ai -> ONNX Mul + Neg + Sqrt + Div + Add + Sin + Cos + Sub + Exp + Less + Where + IsInf + Greater, opsets 10 to 20.

Generated from mappings/aten/special_airy_ai.yaml by `opmapgen build`; do not edit.

Source schema: aten::special_airy_ai(Tensor x) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_of,
    parse_args,
    polevl,
    promote,
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
    scalar_typed_ops=("Mul", "Div", "Add", "Sub", "Less", "Greater"),
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


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, x):
    check_inputs(CONTRACT, x=x)
    # torch's type promotion: the dtype torch computes it in
    (x,) = promote(g, CONTRACT, x=x)
    minus_two = g.op("Constant", value_t=torch.tensor(-2, dtype=dtype_of(x)))
    three = g.op("Constant", value_t=torch.tensor(3, dtype=dtype_of(x)))
    one = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(x)))
    phase_c = g.op(
        "Constant",
        value_t=torch.tensor(0.7853981633974483, dtype=dtype_of(x)),
    )
    negative_c = g.op(
        "Constant",
        value_t=torch.tensor(0.5641895835477563, dtype=dtype_of(x)),
    )
    two = g.op("Constant", value_t=torch.tensor(2, dtype=dtype_of(x)))
    n1_c = g.op("Constant", value_t=torch.tensor(4, dtype=dtype_of(x)))
    m2_c = g.op("Constant", value_t=torch.tensor(5, dtype=dtype_of(x)))
    m2_c_2 = g.op("Constant", value_t=torch.tensor(6, dtype=dtype_of(x)))
    n2_c = g.op("Constant", value_t=torch.tensor(7, dtype=dtype_of(x)))
    m3_c = g.op("Constant", value_t=torch.tensor(8, dtype=dtype_of(x)))
    m3_c_2 = g.op("Constant", value_t=torch.tensor(9, dtype=dtype_of(x)))
    ten = g.op("Constant", value_t=torch.tensor(10, dtype=dtype_of(x)))
    m4_c = g.op("Constant", value_t=torch.tensor(11, dtype=dtype_of(x)))
    m4_c_2 = g.op("Constant", value_t=torch.tensor(12, dtype=dtype_of(x)))
    n4_c = g.op("Constant", value_t=torch.tensor(13, dtype=dtype_of(x)))
    m5_c = g.op("Constant", value_t=torch.tensor(14, dtype=dtype_of(x)))
    m5_c_2 = g.op("Constant", value_t=torch.tensor(15, dtype=dtype_of(x)))
    n5_c = g.op("Constant", value_t=torch.tensor(16, dtype=dtype_of(x)))
    m6_c = g.op("Constant", value_t=torch.tensor(17, dtype=dtype_of(x)))
    m6_c_2 = g.op("Constant", value_t=torch.tensor(18, dtype=dtype_of(x)))
    n6_c = g.op("Constant", value_t=torch.tensor(19, dtype=dtype_of(x)))
    m7_c = g.op("Constant", value_t=torch.tensor(20, dtype=dtype_of(x)))
    m7_c_2 = g.op("Constant", value_t=torch.tensor(21, dtype=dtype_of(x)))
    n7_c = g.op("Constant", value_t=torch.tensor(22, dtype=dtype_of(x)))
    m8_c = g.op("Constant", value_t=torch.tensor(23, dtype=dtype_of(x)))
    m8_c_2 = g.op("Constant", value_t=torch.tensor(24, dtype=dtype_of(x)))
    n8_c = g.op("Constant", value_t=torch.tensor(25, dtype=dtype_of(x)))
    m9_c = g.op("Constant", value_t=torch.tensor(26, dtype=dtype_of(x)))
    m9_c_2 = g.op("Constant", value_t=torch.tensor(27, dtype=dtype_of(x)))
    n9_c = g.op("Constant", value_t=torch.tensor(28, dtype=dtype_of(x)))
    m10_c = g.op("Constant", value_t=torch.tensor(29, dtype=dtype_of(x)))
    m10_c_2 = g.op("Constant", value_t=torch.tensor(30, dtype=dtype_of(x)))
    n10_c = g.op("Constant", value_t=torch.tensor(31, dtype=dtype_of(x)))
    m11_c = g.op("Constant", value_t=torch.tensor(32, dtype=dtype_of(x)))
    m11_c_2 = g.op("Constant", value_t=torch.tensor(33, dtype=dtype_of(x)))
    n11_c = g.op("Constant", value_t=torch.tensor(34, dtype=dtype_of(x)))
    m12_c = g.op("Constant", value_t=torch.tensor(35, dtype=dtype_of(x)))
    m12_c_2 = g.op("Constant", value_t=torch.tensor(36, dtype=dtype_of(x)))
    n12_c = g.op("Constant", value_t=torch.tensor(37, dtype=dtype_of(x)))
    m13_c = g.op("Constant", value_t=torch.tensor(38, dtype=dtype_of(x)))
    m13_c_2 = g.op("Constant", value_t=torch.tensor(39, dtype=dtype_of(x)))
    n13_c = g.op("Constant", value_t=torch.tensor(40, dtype=dtype_of(x)))
    m14_c = g.op("Constant", value_t=torch.tensor(41, dtype=dtype_of(x)))
    m14_c_2 = g.op("Constant", value_t=torch.tensor(42, dtype=dtype_of(x)))
    n14_c = g.op("Constant", value_t=torch.tensor(43, dtype=dtype_of(x)))
    m15_c = g.op("Constant", value_t=torch.tensor(44, dtype=dtype_of(x)))
    m15_c_2 = g.op("Constant", value_t=torch.tensor(45, dtype=dtype_of(x)))
    n15_c = g.op("Constant", value_t=torch.tensor(46, dtype=dtype_of(x)))
    series_c = g.op(
        "Constant",
        value_t=torch.tensor(0.3550280538878172, dtype=dtype_of(x)),
    )
    series_c_2 = g.op(
        "Constant",
        value_t=torch.tensor(0.2588194037928068, dtype=dtype_of(x)),
    )
    r_c = g.op("Constant", value_t=torch.tensor(-2.09, dtype=dtype_of(x)))
    r_c_2 = g.op("Constant", value_t=torch.tensor(2.09, dtype=dtype_of(x)))
    result_c = g.op("Constant", value_t=torch.tensor(103.892, dtype=dtype_of(x)))
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(x)))
    nan = g.op("Constant", value_t=torch.tensor(float("nan"), dtype=dtype_of(x)))
    nz = g.op(
        "Div",
        g.op("Mul", g.op("Mul", minus_two, x), g.op("Sqrt", g.op("Neg", x))),
        three,
    )
    z = g.op("Div", one, nz)
    zz = g.op("Mul", z, z)
    afn = polevl(g, zz, AFN, like=x)
    afd = polevl(g, zz, AFD, like=x)
    agn = polevl(g, zz, AGN, like=x)
    agd = polevl(g, zz, AGD, like=x)
    phase = g.op("Add", nz, phase_c)
    negative_sub = g.op(
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
        g.op("Div", negative_c, g.op("Sqrt", g.op("Sqrt", g.op("Neg", x)))),
        negative_sub,
    )
    zeta = g.op("Div", g.op("Mul", g.op("Mul", two, x), g.op("Sqrt", x)), three)
    iz = g.op("Div", one, zeta)
    an = polevl(g, iz, AN, like=x)
    ad = polevl(g, iz, AD, like=x)
    positive = g.op(
        "Div",
        g.op("Mul", negative_c, g.op("Div", an, ad)),
        g.op("Mul", g.op("Mul", two, g.op("Sqrt", g.op("Sqrt", x))), g.op("Exp", zeta)),
    )
    cube = g.op("Mul", g.op("Mul", x, x), x)
    m1 = g.op("Div", g.op("Div", cube, two), three)
    n1 = g.op("Div", g.op("Div", g.op("Mul", x, cube), three), n1_c)
    f1 = g.op("Add", one, m1)
    g1 = g.op("Add", x, n1)
    m2 = g.op("Div", g.op("Div", g.op("Mul", m1, cube), m2_c), m2_c_2)
    n2 = g.op("Div", g.op("Div", g.op("Mul", n1, cube), m2_c_2), n2_c)
    f2 = g.op("Add", f1, m2)
    g2 = g.op("Add", g1, n2)
    m3 = g.op("Div", g.op("Div", g.op("Mul", m2, cube), m3_c), m3_c_2)
    n3 = g.op("Div", g.op("Div", g.op("Mul", n2, cube), m3_c_2), ten)
    f3 = g.op("Add", f2, m3)
    g3 = g.op("Add", g2, n3)
    m4 = g.op("Div", g.op("Div", g.op("Mul", m3, cube), m4_c), m4_c_2)
    n4 = g.op("Div", g.op("Div", g.op("Mul", n3, cube), m4_c_2), n4_c)
    f4 = g.op("Add", f3, m4)
    g4 = g.op("Add", g3, n4)
    m5 = g.op("Div", g.op("Div", g.op("Mul", m4, cube), m5_c), m5_c_2)
    n5 = g.op("Div", g.op("Div", g.op("Mul", n4, cube), m5_c_2), n5_c)
    f5 = g.op("Add", f4, m5)
    g5 = g.op("Add", g4, n5)
    m6 = g.op("Div", g.op("Div", g.op("Mul", m5, cube), m6_c), m6_c_2)
    n6 = g.op("Div", g.op("Div", g.op("Mul", n5, cube), m6_c_2), n6_c)
    f6 = g.op("Add", f5, m6)
    g6 = g.op("Add", g5, n6)
    m7 = g.op("Div", g.op("Div", g.op("Mul", m6, cube), m7_c), m7_c_2)
    n7 = g.op("Div", g.op("Div", g.op("Mul", n6, cube), m7_c_2), n7_c)
    f7 = g.op("Add", f6, m7)
    g7 = g.op("Add", g6, n7)
    m8 = g.op("Div", g.op("Div", g.op("Mul", m7, cube), m8_c), m8_c_2)
    n8 = g.op("Div", g.op("Div", g.op("Mul", n7, cube), m8_c_2), n8_c)
    f8 = g.op("Add", f7, m8)
    g8 = g.op("Add", g7, n8)
    m9 = g.op("Div", g.op("Div", g.op("Mul", m8, cube), m9_c), m9_c_2)
    n9 = g.op("Div", g.op("Div", g.op("Mul", n8, cube), m9_c_2), n9_c)
    f9 = g.op("Add", f8, m9)
    g9 = g.op("Add", g8, n9)
    m10 = g.op("Div", g.op("Div", g.op("Mul", m9, cube), m10_c), m10_c_2)
    n10 = g.op("Div", g.op("Div", g.op("Mul", n9, cube), m10_c_2), n10_c)
    f10 = g.op("Add", f9, m10)
    g10 = g.op("Add", g9, n10)
    m11 = g.op("Div", g.op("Div", g.op("Mul", m10, cube), m11_c), m11_c_2)
    n11 = g.op("Div", g.op("Div", g.op("Mul", n10, cube), m11_c_2), n11_c)
    f11 = g.op("Add", f10, m11)
    g11 = g.op("Add", g10, n11)
    m12 = g.op("Div", g.op("Div", g.op("Mul", m11, cube), m12_c), m12_c_2)
    n12 = g.op("Div", g.op("Div", g.op("Mul", n11, cube), m12_c_2), n12_c)
    f12 = g.op("Add", f11, m12)
    g12 = g.op("Add", g11, n12)
    m13 = g.op("Div", g.op("Div", g.op("Mul", m12, cube), m13_c), m13_c_2)
    n13 = g.op("Div", g.op("Div", g.op("Mul", n12, cube), m13_c_2), n13_c)
    f13 = g.op("Add", f12, m13)
    g13 = g.op("Add", g12, n13)
    m14 = g.op("Div", g.op("Div", g.op("Mul", m13, cube), m14_c), m14_c_2)
    n14 = g.op("Div", g.op("Div", g.op("Mul", n13, cube), m14_c_2), n14_c)
    f14 = g.op("Add", f13, m14)
    g14 = g.op("Add", g13, n14)
    m15 = g.op("Div", g.op("Div", g.op("Mul", m14, cube), m15_c), m15_c_2)
    n15 = g.op("Div", g.op("Div", g.op("Mul", n14, cube), m15_c_2), n15_c)
    f15 = g.op("Add", f14, m15)
    g15 = g.op("Add", g14, n15)
    series = g.op("Sub", g.op("Mul", series_c, f15), g.op("Mul", series_c_2, g15))
    r = g.op(
        "Where",
        g.op("Less", x, r_c),
        negative,
        g.op("Where", g.op("Less", x, r_c_2), series, positive),
    )
    return g.op(
        "Where",
        g.op("IsInf", x),
        nan,
        g.op("Where", g.op("Greater", x, result_c), zero, r),
    )
