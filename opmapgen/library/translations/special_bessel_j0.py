"""special_bessel_j0 for the dynamo exporter: aten::special_bessel_j0 -> ONNX Abs + Mul + Add + Sub + Div + Less + Where + Cos + Sin + Sqrt + Greater, opsets 18 to 23.

Generated from mappings/aten/special_bessel_j0.yaml by `opmapgen build`; do not edit.

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

TARGET = "aten::special_bessel_j0.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::special_bessel_j0(Tensor self) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "special_bessel_j0",
    "mappings/aten/special_bessel_j0.yaml",
    dtypes=("float32", "float64", "uint8", "int8", "int16", "int32", "int64", "bool"),
    reasons={
        "float16": "torch has no float16 CPU kernel for it (eager raises NotImplementedError)",
        "bfloat16": "torch has no bfloat16 CPU kernel for it (eager raises NotImplementedError)",
    },
    promote=("input",),
    promote_kind="INT_TO_FLOAT",
    promoted=("float32", "float64"),
)
# rp: polevl's coefficients, highest degree first
RP = (-4794432209.782018, 1956174919465.5657, -249248344360967.72, 9708622510473064.0)
# rq: polevl's coefficients, highest degree first
RQ = (
    499.563147152651,
    173785.4016763747,
    48440965.83399621,
    11185553704.535683,
    2112775201154.892,
    310518229857422.56,
    3.1812195594320496e16,
    1.7108629408104315e18,
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
    near_c = constant(5.783185962946784, like=input)
    near_c_2 = constant(30.471262343662087, like=input)
    small_c = constant(1e-05, like=input)
    small_c_2 = constant(4, like=input)
    one = constant(1, like=input)
    w_c = constant(25, like=input)
    s_c = constant(0.7853981633974483, like=input)
    big_c = constant(5, like=input)
    big_c_2 = constant(0.7978845608028654, like=input)
    a = op.Abs(input)
    xx = op.Mul(a, a)
    rp = polevl(xx, RP, like=input)
    rq = polevl(xx, RQ, like=input)
    near = op.Div(op.Mul(op.Mul(op.Sub(xx, near_c), op.Sub(xx, near_c_2)), rp), rq)
    small = op.Where(op.Less(a, small_c), op.Sub(one, op.Div(xx, small_c_2)), near)
    w = op.Div(w_c, xx)
    pp = polevl(w, PP, like=input)
    pq = polevl(w, PQ, like=input)
    qp = polevl(w, QP, like=input)
    qq = polevl(w, QQ, like=input)
    s = op.Sub(a, s_c)
    big_mul_4 = op.Mul(
        op.Sub(
            op.Mul(op.Div(pp, pq), op.Cos(s)),
            op.Mul(op.Mul(op.Div(big_c, a), op.Div(qp, qq)), op.Sin(s)),
        ),
        big_c_2,
    )
    big = op.Div(big_mul_4, op.Sqrt(a))
    return op.Where(op.Greater(a, big_c), big, small)
