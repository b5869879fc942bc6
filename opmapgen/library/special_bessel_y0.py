"""special_bessel_y0: aten::special_bessel_y0 -> ONNX Abs + Mul + Add + Sub + Div + Less + Where + Log + Sin + Cos + Sqrt + Greater + Equal, opsets 11 to 20.

Generated from mappings/aten/special_bessel_y0.yaml by `opmapgen build`; do not edit.

Source schema: aten::special_bessel_y0(Tensor self) -> Tensor

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
    promote=("input",),
    promote_kind="INT_TO_FLOAT",
    promoted=("float32", "float64"),
)
# jrp: polevl's coefficients, highest degree first
JRP = (-4794432209.782018, 1956174919465.5657, -249248344360967.72, 9708622510473064.0)
# jrq: polevl's coefficients, highest degree first
JRQ = (
    499.563147152651,
    173785.4016763747,
    48440965.83399621,
    11185553704.535683,
    2112775201154.892,
    310518229857422.56,
    3.1812195594320496e16,
    1.7108629408104315e18,
)
# yp: polevl's coefficients, highest degree first
YP = (
    15592.436785523574,
    -14663929.59039716,
    5435264770.518765,
    -982136065717.9115,
    87590639439536.7,
    -3466283033847297.0,
    4.4273326857256984e16,
    -1.8495080043698668e16,
)
# yq: polevl's coefficients, highest degree first
YQ = (
    1041.2835366425984,
    626107.330137135,
    268919633.39381415,
    86400248710.3935,
    20297961275010.555,
    3171577528429750.5,
    2.5059625617265306e17,
)
# pp: polevl's coefficients, highest degree first
PP = (
    0.0007969367292973471,
    0.08283523921074408,
    1.239533716464143,
    5.447250030587687,
    8.74716500199817,
    5.303240382353949,
    1.0,
)
# pq: polevl's coefficients, highest degree first
PQ = (
    0.0009244088105588637,
    0.08562884743544745,
    1.2535274390105895,
    5.470977403304171,
    8.761908832370695,
    5.306052882353947,
    1.0,
)
# qp: polevl's coefficients, highest degree first
QP = (
    -0.011366383889846916,
    -1.2825271867050931,
    -19.553954425773597,
    -93.20601521237683,
    -177.68116798048806,
    -147.07750515495118,
    -51.41053267665993,
    -6.050143506007285,
)
# qq: polevl's coefficients, highest degree first
QQ = (
    64.3178256118178,
    856.4300259769806,
    3882.4018360540163,
    7240.467741956525,
    5930.727011873169,
    2062.0933166032783,
    242.0057402402914,
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, input):
    check_inputs(CONTRACT, input=input)
    # torch's type promotion: the dtype torch computes it in
    (input,) = promote(g, CONTRACT, input=input)
    jnear_c = g.op(
        "Constant",
        value_t=torch.tensor(5.783185962946784, dtype=dtype_of(input)),
    )
    jnear_c_2 = g.op(
        "Constant",
        value_t=torch.tensor(30.471262343662087, dtype=dtype_of(input)),
    )
    jsmall_c = g.op("Constant", value_t=torch.tensor(1e-05, dtype=dtype_of(input)))
    jsmall_c_2 = g.op("Constant", value_t=torch.tensor(4, dtype=dtype_of(input)))
    one = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(input)))
    small_c = g.op(
        "Constant",
        value_t=torch.tensor(0.6366197723675814, dtype=dtype_of(input)),
    )
    w_c = g.op("Constant", value_t=torch.tensor(25, dtype=dtype_of(input)))
    s_c = g.op(
        "Constant",
        value_t=torch.tensor(0.7853981633974483, dtype=dtype_of(input)),
    )
    big_c = g.op("Constant", value_t=torch.tensor(5, dtype=dtype_of(input)))
    big_c_2 = g.op(
        "Constant",
        value_t=torch.tensor(0.7978845608028654, dtype=dtype_of(input)),
    )
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(input)))
    nan = g.op("Constant", value_t=torch.tensor(float("nan"), dtype=dtype_of(input)))
    minus_inf = g.op(
        "Constant",
        value_t=torch.tensor(float("-inf"), dtype=dtype_of(input)),
    )
    a = g.op("Abs", input)
    jxx = g.op("Mul", a, a)
    jrp = polevl(g, jxx, JRP, like=input)
    jrq = polevl(g, jxx, JRQ, like=input)
    jnear = g.op(
        "Div",
        g.op(
            "Mul",
            g.op("Mul", g.op("Sub", jxx, jnear_c), g.op("Sub", jxx, jnear_c_2)),
            jrp,
        ),
        jrq,
    )
    jsmall = g.op(
        "Where",
        g.op("Less", a, jsmall_c),
        g.op("Sub", one, g.op("Div", jxx, jsmall_c_2)),
        jnear,
    )
    yp = polevl(g, jxx, YP, like=input)
    yq = polevl(g, jxx, YQ, like=input)
    small = g.op(
        "Add",
        g.op("Div", yp, yq),
        g.op("Mul", g.op("Mul", small_c, g.op("Log", input)), jsmall),
    )
    w = g.op("Div", w_c, jxx)
    pp = polevl(g, w, PP, like=input)
    pq = polevl(g, w, PQ, like=input)
    qp = polevl(g, w, QP, like=input)
    qq = polevl(g, w, QQ, like=input)
    s = g.op("Sub", input, s_c)
    big_mul_4 = g.op(
        "Mul",
        g.op(
            "Add",
            g.op("Mul", g.op("Div", pp, pq), g.op("Sin", s)),
            g.op(
                "Mul",
                g.op("Mul", g.op("Div", big_c, input), g.op("Div", qp, qq)),
                g.op("Cos", s),
            ),
        ),
        big_c_2,
    )
    big = g.op("Div", big_mul_4, g.op("Sqrt", input))
    return g.op(
        "Where",
        g.op("Greater", input, big_c),
        big,
        g.op(
            "Where",
            g.op("Equal", input, zero),
            minus_inf,
            g.op("Where", g.op("Less", input, zero), nan, small),
        ),
    )
