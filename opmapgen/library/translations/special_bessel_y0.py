"""special_bessel_y0 for the dynamo exporter: aten::special_bessel_y0 -> ONNX Abs + Mul + Add + Sub + Div + Less + Where + Log + Sin + Cos + Sqrt + Greater + Equal, opsets 18 to 23.

Generated from mappings/aten/special_bessel_y0.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import check_inputs, constant, promote, torch_fallback

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


@torch_fallback(CONTRACT, TARGET)
def translation(input):
    check_inputs(CONTRACT, input=input)
    # torch's type promotion: the dtype torch computes it in
    (input,) = promote(CONTRACT, input=input)
    jrp_c = constant(-4794432209.782018, like=input)
    jrp_c_2 = constant(1956174919465.5657, like=input)
    jrp_c_3 = constant(249248344360967.72, like=input)
    jrp_c_4 = constant(9708622510473064.0, like=input)
    jrq_c = constant(499.563147152651, like=input)
    jrq_c_2 = constant(173785.4016763747, like=input)
    jrq_c_3 = constant(48440965.83399621, like=input)
    jrq_c_4 = constant(11185553704.535683, like=input)
    jrq_c_5 = constant(2112775201154.892, like=input)
    jrq_c_6 = constant(310518229857422.56, like=input)
    jrq_c_7 = constant(3.1812195594320496e16, like=input)
    jrq_c_8 = constant(1.7108629408104315e18, like=input)
    jnear_c = constant(5.783185962946784, like=input)
    jnear_c_2 = constant(30.471262343662087, like=input)
    jsmall_c = constant(1e-05, like=input)
    jsmall_c_2 = constant(4, like=input)
    one = constant(1, like=input)
    yp_c = constant(15592.436785523574, like=input)
    yp_c_2 = constant(14663929.59039716, like=input)
    yp_c_3 = constant(5435264770.518765, like=input)
    yp_c_4 = constant(982136065717.9115, like=input)
    yp_c_5 = constant(87590639439536.7, like=input)
    yp_c_6 = constant(3466283033847297.0, like=input)
    yp_c_7 = constant(4.4273326857256984e16, like=input)
    yp_c_8 = constant(1.8495080043698668e16, like=input)
    yq_c = constant(1041.2835366425984, like=input)
    yq_c_2 = constant(626107.330137135, like=input)
    yq_c_3 = constant(268919633.39381415, like=input)
    yq_c_4 = constant(86400248710.3935, like=input)
    yq_c_5 = constant(20297961275010.555, like=input)
    yq_c_6 = constant(3171577528429750.5, like=input)
    yq_c_7 = constant(2.5059625617265306e17, like=input)
    small_c = constant(0.6366197723675814, like=input)
    w_c = constant(25, like=input)
    pp_c = constant(0.0007969367292973471, like=input)
    pp_c_2 = constant(0.08283523921074408, like=input)
    pp_c_3 = constant(1.239533716464143, like=input)
    pp_c_4 = constant(5.447250030587687, like=input)
    pp_c_5 = constant(8.74716500199817, like=input)
    pp_c_6 = constant(5.303240382353949, like=input)
    one_2 = constant(1.0, like=input)
    pq_c = constant(0.0009244088105588637, like=input)
    pq_c_2 = constant(0.08562884743544745, like=input)
    pq_c_3 = constant(1.2535274390105895, like=input)
    pq_c_4 = constant(5.470977403304171, like=input)
    pq_c_5 = constant(8.761908832370695, like=input)
    pq_c_6 = constant(5.306052882353947, like=input)
    qp_c = constant(-0.011366383889846916, like=input)
    qp_c_2 = constant(1.2825271867050931, like=input)
    qp_c_3 = constant(19.553954425773597, like=input)
    qp_c_4 = constant(93.20601521237683, like=input)
    qp_c_5 = constant(177.68116798048806, like=input)
    qp_c_6 = constant(147.07750515495118, like=input)
    qp_c_7 = constant(51.41053267665993, like=input)
    qp_c_8 = constant(6.050143506007285, like=input)
    qq_c = constant(64.3178256118178, like=input)
    qq_c_2 = constant(856.4300259769806, like=input)
    qq_c_3 = constant(3882.4018360540163, like=input)
    qq_c_4 = constant(7240.467741956525, like=input)
    qq_c_5 = constant(5930.727011873169, like=input)
    qq_c_6 = constant(2062.0933166032783, like=input)
    qq_c_7 = constant(242.0057402402914, like=input)
    s_c = constant(0.7853981633974483, like=input)
    big_c = constant(5, like=input)
    big_c_2 = constant(0.7978845608028654, like=input)
    zero = constant(0, like=input)
    nan = constant(float("nan"), like=input)
    minus_inf = constant(float("-inf"), like=input)
    a = op.Abs(input)
    jxx = op.Mul(a, a)
    jrp_mul_3 = op.Mul(
        op.Sub(op.Mul(op.Add(op.Mul(jrp_c, jxx), jrp_c_2), jxx), jrp_c_3),
        jxx,
    )
    jrp = op.Add(jrp_mul_3, jrp_c_4)
    jrq_mul_3 = op.Mul(
        op.Add(op.Mul(op.Add(op.Mul(jrq_c, jxx), jrq_c_2), jxx), jrq_c_3),
        jxx,
    )
    jrq_add_5 = op.Add(
        op.Mul(op.Add(op.Mul(op.Add(jrq_mul_3, jrq_c_4), jxx), jrq_c_5), jxx),
        jrq_c_6,
    )
    jrq = op.Add(op.Mul(op.Add(op.Mul(jrq_add_5, jxx), jrq_c_7), jxx), jrq_c_8)
    jnear = op.Div(
        op.Mul(op.Mul(op.Sub(jxx, jnear_c), op.Sub(jxx, jnear_c_2)), jrp),
        jrq,
    )
    jsmall = op.Where(op.Less(a, jsmall_c), op.Sub(one, op.Div(jxx, jsmall_c_2)), jnear)
    yp_mul_3 = op.Mul(
        op.Add(op.Mul(op.Sub(op.Mul(yp_c, jxx), yp_c_2), jxx), yp_c_3),
        jxx,
    )
    yp_sub_3 = op.Sub(
        op.Mul(op.Add(op.Mul(op.Sub(yp_mul_3, yp_c_4), jxx), yp_c_5), jxx),
        yp_c_6,
    )
    yp = op.Sub(op.Mul(op.Add(op.Mul(yp_sub_3, jxx), yp_c_7), jxx), yp_c_8)
    yq_mul_3 = op.Mul(
        op.Add(op.Mul(op.Add(op.Mul(yq_c, jxx), yq_c_2), jxx), yq_c_3),
        jxx,
    )
    yq_add_5 = op.Add(
        op.Mul(op.Add(op.Mul(op.Add(yq_mul_3, yq_c_4), jxx), yq_c_5), jxx),
        yq_c_6,
    )
    yq = op.Add(op.Mul(yq_add_5, jxx), yq_c_7)
    small = op.Add(op.Div(yp, yq), op.Mul(op.Mul(small_c, op.Log(input)), jsmall))
    w = op.Div(w_c, jxx)
    pp_mul_3 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(pp_c, w), pp_c_2), w), pp_c_3), w)
    pp_add_5 = op.Add(
        op.Mul(op.Add(op.Mul(op.Add(pp_mul_3, pp_c_4), w), pp_c_5), w),
        pp_c_6,
    )
    pp = op.Add(op.Mul(pp_add_5, w), one_2)
    pq_mul_3 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(pq_c, w), pq_c_2), w), pq_c_3), w)
    pq_add_5 = op.Add(
        op.Mul(op.Add(op.Mul(op.Add(pq_mul_3, pq_c_4), w), pq_c_5), w),
        pq_c_6,
    )
    pq = op.Add(op.Mul(pq_add_5, w), one_2)
    qp_mul_3 = op.Mul(op.Sub(op.Mul(op.Sub(op.Mul(qp_c, w), qp_c_2), w), qp_c_3), w)
    qp_sub_5 = op.Sub(
        op.Mul(op.Sub(op.Mul(op.Sub(qp_mul_3, qp_c_4), w), qp_c_5), w),
        qp_c_6,
    )
    qp = op.Sub(op.Mul(op.Sub(op.Mul(qp_sub_5, w), qp_c_7), w), qp_c_8)
    qq_mul_3 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(qq_c, w), qq_c_2), w), qq_c_3), w)
    qq_add_5 = op.Add(
        op.Mul(op.Add(op.Mul(op.Add(qq_mul_3, qq_c_4), w), qq_c_5), w),
        qq_c_6,
    )
    qq = op.Add(op.Mul(qq_add_5, w), qq_c_7)
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
