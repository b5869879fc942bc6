"""special_bessel_y0 for the dynamo exporter: aten::special_bessel_y0 -> ONNX Abs + Mul + Add + Sub + Div + Less + Where + Log + Sin + Cos + Sqrt + Greater + Equal, opsets 18 to 23.

Generated from mappings/aten/special_bessel_y0.yaml by `opmapgen build`; do not edit.

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

TARGET = "aten::special_bessel_y0.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::special_bessel_y0(Tensor self) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "special_bessel_y0",
    "mappings/aten/special_bessel_y0.yaml",
    dtypes=("float32", "float64", "uint8", "int8", "int16", "int32", "int64", "bool"),
    reasons={
        "float16": "torch has no float16 CPU kernel for it (eager raises NotImplementedError)",
        "bfloat16": "torch has no bfloat16 CPU kernel for it (eager raises NotImplementedError)",
    },
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


@torch_fallback(CONTRACT, TARGET)
def translation(input):
    check_inputs(CONTRACT, input=input)
    # torch's type promotion: the dtype torch computes it in
    (input,) = promote(CONTRACT, input=input)
    jnear_c = constant(5.783185962946784, like=input)
    jnear_c_2 = constant(30.471262343662087, like=input)
    jsmall_c = constant(1e-05, like=input)
    jsmall_c_2 = constant(4, like=input)
    one = constant(1, like=input)
    small_c = constant(0.6366197723675814, like=input)
    w_c = constant(25, like=input)
    s_c = constant(0.7853981633974483, like=input)
    big_c = constant(5, like=input)
    big_c_2 = constant(0.7978845608028654, like=input)
    zero = constant(0, like=input)
    nan = constant(float("nan"), like=input)
    minus_inf = constant(float("-inf"), like=input)
    a = op.Abs(input)
    jxx = op.Mul(a, a)
    jrp = polevl(jxx, JRP, like=input)
    jrq = polevl(jxx, JRQ, like=input)
    jnear = op.Div(
        op.Mul(op.Mul(op.Sub(jxx, jnear_c), op.Sub(jxx, jnear_c_2)), jrp),
        jrq,
    )
    jsmall = op.Where(op.Less(a, jsmall_c), op.Sub(one, op.Div(jxx, jsmall_c_2)), jnear)
    yp = polevl(jxx, YP, like=input)
    yq = polevl(jxx, YQ, like=input)
    small = op.Add(op.Div(yp, yq), op.Mul(op.Mul(small_c, op.Log(input)), jsmall))
    w = op.Div(w_c, jxx)
    pp = polevl(w, PP, like=input)
    pq = polevl(w, PQ, like=input)
    qp = polevl(w, QP, like=input)
    qq = polevl(w, QQ, like=input)
    s = op.Sub(input, s_c)
    big_mul_4 = op.Mul(
        op.Add(
            op.Mul(op.Div(pp, pq), op.Sin(s)),
            op.Mul(op.Mul(op.Div(big_c, input), op.Div(qp, qq)), op.Cos(s)),
        ),
        big_c_2,
    )
    big = op.Div(big_mul_4, op.Sqrt(input))
    return op.Where(
        op.Greater(input, big_c),
        big,
        op.Where(
            op.Equal(input, zero),
            minus_inf,
            op.Where(op.Less(input, zero), nan, small),
        ),
    )
