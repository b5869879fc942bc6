"""special_bessel_j1 for the dynamo exporter: aten::special_bessel_j1 -> ONNX Abs + Mul + Add + Sub + Div + Cos + Sin + Sqrt + Greater + Less + Neg + Where, opsets 18 to 23.

Generated from mappings/aten/special_bessel_j1.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import check_inputs, constant, promote, torch_fallback

TARGET = "aten::special_bessel_j1.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::special_bessel_j1(Tensor self) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "special_bessel_j1",
    "mappings/aten/special_bessel_j1.yaml",
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
    rp_c = constant(-899971225.7055594, like=input)
    rp_c_2 = constant(452228297998.19403, like=input)
    rp_c_3 = constant(72749424522181.83, like=input)
    rp_c_4 = constant(3682957328638529.0, like=input)
    rq_c = constant(620.8364781180543, like=input)
    rq_c_2 = constant(256987.25675774884, like=input)
    rq_c_3 = constant(83514679.14319493, like=input)
    rq_c_4 = constant(22151159547.97925, like=input)
    rq_c_5 = constant(4749141220799.914, like=input)
    rq_c_6 = constant(784369607876235.9, like=input)
    rq_c_7 = constant(8.952223361846274e16, like=input)
    rq_c_8 = constant(5.322786203326801e18, like=input)
    small_c = constant(14.681970642123893, like=input)
    small_c_2 = constant(49.2184563216946, like=input)
    w_c = constant(5, like=input)
    pp_c = constant(0.0007621256162081731, like=input)
    pp_c_2 = constant(0.07313970569409176, like=input)
    pp_c_3 = constant(1.1271960812968493, like=input)
    pp_c_4 = constant(5.112079511468076, like=input)
    pp_c_5 = constant(8.424045901417724, like=input)
    pp_c_6 = constant(5.214515986823615, like=input)
    one = constant(1.0, like=input)
    pq_c = constant(0.0005713231280725487, like=input)
    pq_c_2 = constant(0.06884559087544954, like=input)
    pq_c_3 = constant(1.105142326340617, like=input)
    pq_c_4 = constant(5.073863861286015, like=input)
    pq_c_5 = constant(8.399855543276042, like=input)
    pq_c_6 = constant(5.209828486823619, like=input)
    qp_c = constant(0.05108625947501766, like=input)
    qp_c_2 = constant(4.982138729512334, like=input)
    qp_c_3 = constant(75.82382841325453, like=input)
    qp_c_4 = constant(366.7796093601508, like=input)
    qp_c_5 = constant(710.8563049989261, like=input)
    qp_c_6 = constant(597.4896124006136, like=input)
    qp_c_7 = constant(211.68875710057213, like=input)
    qp_c_8 = constant(25.207020585802372, like=input)
    qq_c = constant(74.23732770356752, like=input)
    qq_c_2 = constant(1056.4488603826283, like=input)
    qq_c_3 = constant(4986.410583376536, like=input)
    qq_c_4 = constant(9562.318924047562, like=input)
    qq_c_5 = constant(7997.041604473507, like=input)
    qq_c_6 = constant(2826.1927851763908, like=input)
    qq_c_7 = constant(336.0936078106983, like=input)
    s_c = constant(2.356194490192345, like=input)
    big_c = constant(0.7978845608028654, like=input)
    zero = constant(0, like=input)
    a = op.Abs(input)
    xx = op.Mul(input, input)
    rp_mul_3 = op.Mul(op.Sub(op.Mul(op.Add(op.Mul(rp_c, xx), rp_c_2), xx), rp_c_3), xx)
    rp = op.Add(rp_mul_3, rp_c_4)
    rq_mul_3 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(rq_c, xx), rq_c_2), xx), rq_c_3), xx)
    rq_add_5 = op.Add(
        op.Mul(op.Add(op.Mul(op.Add(rq_mul_3, rq_c_4), xx), rq_c_5), xx),
        rq_c_6,
    )
    rq = op.Add(op.Mul(op.Add(op.Mul(rq_add_5, xx), rq_c_7), xx), rq_c_8)
    small = op.Mul(
        op.Mul(op.Mul(op.Div(rp, rq), input), op.Sub(xx, small_c)),
        op.Sub(xx, small_c_2),
    )
    w = op.Mul(op.Div(w_c, a), op.Div(w_c, a))
    pp_mul_3 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(pp_c, w), pp_c_2), w), pp_c_3), w)
    pp_add_5 = op.Add(
        op.Mul(op.Add(op.Mul(op.Add(pp_mul_3, pp_c_4), w), pp_c_5), w),
        pp_c_6,
    )
    pp = op.Add(op.Mul(pp_add_5, w), one)
    pq_mul_3 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(pq_c, w), pq_c_2), w), pq_c_3), w)
    pq_add_5 = op.Add(
        op.Mul(op.Add(op.Mul(op.Add(pq_mul_3, pq_c_4), w), pq_c_5), w),
        pq_c_6,
    )
    pq = op.Add(op.Mul(pq_add_5, w), one)
    qp_mul_3 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(qp_c, w), qp_c_2), w), qp_c_3), w)
    qp_add_5 = op.Add(
        op.Mul(op.Add(op.Mul(op.Add(qp_mul_3, qp_c_4), w), qp_c_5), w),
        qp_c_6,
    )
    qp = op.Add(op.Mul(op.Add(op.Mul(qp_add_5, w), qp_c_7), w), qp_c_8)
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
            op.Mul(op.Mul(op.Div(w_c, a), op.Div(qp, qq)), op.Sin(s)),
        ),
        big_c,
    )
    big = op.Div(big_mul_4, op.Sqrt(a))
    return op.Where(
        op.Greater(a, w_c),
        op.Where(op.Less(input, zero), op.Neg(big), big),
        small,
    )
