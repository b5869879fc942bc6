"""special_bessel_j0 for the dynamo exporter: aten::special_bessel_j0 -> ONNX Abs + Mul + Add + Sub + Div + Less + Where + Cos + Sin + Sqrt + Greater, opsets 18 to 23.

Generated from mappings/aten/special_bessel_j0.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import check_inputs, constant, promote, torch_fallback

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


@torch_fallback(CONTRACT, TARGET)
def translation(input):
    check_inputs(CONTRACT, input=input)
    # torch's type promotion: the dtype torch computes it in
    (input,) = promote(CONTRACT, input=input)
    rp_c = constant(-4794432209.782018, like=input)
    rp_c_2 = constant(1956174919465.5657, like=input)
    rp_c_3 = constant(249248344360967.72, like=input)
    rp_c_4 = constant(9708622510473064.0, like=input)
    rq_c = constant(499.563147152651, like=input)
    rq_c_2 = constant(173785.4016763747, like=input)
    rq_c_3 = constant(48440965.83399621, like=input)
    rq_c_4 = constant(11185553704.535683, like=input)
    rq_c_5 = constant(2112775201154.892, like=input)
    rq_c_6 = constant(310518229857422.56, like=input)
    rq_c_7 = constant(3.1812195594320496e16, like=input)
    rq_c_8 = constant(1.7108629408104315e18, like=input)
    near_c = constant(5.783185962946784, like=input)
    near_c_2 = constant(30.471262343662087, like=input)
    small_c = constant(1e-05, like=input)
    small_c_2 = constant(4, like=input)
    one = constant(1, like=input)
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
    a = op.Abs(input)
    xx = op.Mul(a, a)
    rp_mul_3 = op.Mul(op.Sub(op.Mul(op.Add(op.Mul(rp_c, xx), rp_c_2), xx), rp_c_3), xx)
    rp = op.Add(rp_mul_3, rp_c_4)
    rq_mul_3 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(rq_c, xx), rq_c_2), xx), rq_c_3), xx)
    rq_add_5 = op.Add(
        op.Mul(op.Add(op.Mul(op.Add(rq_mul_3, rq_c_4), xx), rq_c_5), xx),
        rq_c_6,
    )
    rq = op.Add(op.Mul(op.Add(op.Mul(rq_add_5, xx), rq_c_7), xx), rq_c_8)
    near = op.Div(op.Mul(op.Mul(op.Sub(xx, near_c), op.Sub(xx, near_c_2)), rp), rq)
    small = op.Where(op.Less(a, small_c), op.Sub(one, op.Div(xx, small_c_2)), near)
    w = op.Div(w_c, xx)
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
