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


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, input):
    check_inputs(CONTRACT, input=input)
    # torch's type promotion: the dtype torch computes it in
    (input,) = promote(g, CONTRACT, input=input)
    jrp_c = g.op(
        "Constant",
        value_t=torch.tensor(-4794432209.782018, dtype=dtype_of(input)),
    )
    jrp_c_2 = g.op(
        "Constant",
        value_t=torch.tensor(1956174919465.5657, dtype=dtype_of(input)),
    )
    jrp_c_3 = g.op(
        "Constant",
        value_t=torch.tensor(249248344360967.72, dtype=dtype_of(input)),
    )
    jrp_c_4 = g.op(
        "Constant",
        value_t=torch.tensor(9708622510473064.0, dtype=dtype_of(input)),
    )
    jrq_c = g.op(
        "Constant",
        value_t=torch.tensor(499.563147152651, dtype=dtype_of(input)),
    )
    jrq_c_2 = g.op(
        "Constant",
        value_t=torch.tensor(173785.4016763747, dtype=dtype_of(input)),
    )
    jrq_c_3 = g.op(
        "Constant",
        value_t=torch.tensor(48440965.83399621, dtype=dtype_of(input)),
    )
    jrq_c_4 = g.op(
        "Constant",
        value_t=torch.tensor(11185553704.535683, dtype=dtype_of(input)),
    )
    jrq_c_5 = g.op(
        "Constant",
        value_t=torch.tensor(2112775201154.892, dtype=dtype_of(input)),
    )
    jrq_c_6 = g.op(
        "Constant",
        value_t=torch.tensor(310518229857422.56, dtype=dtype_of(input)),
    )
    jrq_c_7 = g.op(
        "Constant",
        value_t=torch.tensor(3.1812195594320496e16, dtype=dtype_of(input)),
    )
    jrq_c_8 = g.op(
        "Constant",
        value_t=torch.tensor(1.7108629408104315e18, dtype=dtype_of(input)),
    )
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
    yp_c = g.op(
        "Constant",
        value_t=torch.tensor(15592.436785523574, dtype=dtype_of(input)),
    )
    yp_c_2 = g.op(
        "Constant",
        value_t=torch.tensor(14663929.59039716, dtype=dtype_of(input)),
    )
    yp_c_3 = g.op(
        "Constant",
        value_t=torch.tensor(5435264770.518765, dtype=dtype_of(input)),
    )
    yp_c_4 = g.op(
        "Constant",
        value_t=torch.tensor(982136065717.9115, dtype=dtype_of(input)),
    )
    yp_c_5 = g.op(
        "Constant",
        value_t=torch.tensor(87590639439536.7, dtype=dtype_of(input)),
    )
    yp_c_6 = g.op(
        "Constant",
        value_t=torch.tensor(3466283033847297.0, dtype=dtype_of(input)),
    )
    yp_c_7 = g.op(
        "Constant",
        value_t=torch.tensor(4.4273326857256984e16, dtype=dtype_of(input)),
    )
    yp_c_8 = g.op(
        "Constant",
        value_t=torch.tensor(1.8495080043698668e16, dtype=dtype_of(input)),
    )
    yq_c = g.op(
        "Constant",
        value_t=torch.tensor(1041.2835366425984, dtype=dtype_of(input)),
    )
    yq_c_2 = g.op(
        "Constant",
        value_t=torch.tensor(626107.330137135, dtype=dtype_of(input)),
    )
    yq_c_3 = g.op(
        "Constant",
        value_t=torch.tensor(268919633.39381415, dtype=dtype_of(input)),
    )
    yq_c_4 = g.op(
        "Constant",
        value_t=torch.tensor(86400248710.3935, dtype=dtype_of(input)),
    )
    yq_c_5 = g.op(
        "Constant",
        value_t=torch.tensor(20297961275010.555, dtype=dtype_of(input)),
    )
    yq_c_6 = g.op(
        "Constant",
        value_t=torch.tensor(3171577528429750.5, dtype=dtype_of(input)),
    )
    yq_c_7 = g.op(
        "Constant",
        value_t=torch.tensor(2.5059625617265306e17, dtype=dtype_of(input)),
    )
    small_c = g.op(
        "Constant",
        value_t=torch.tensor(0.6366197723675814, dtype=dtype_of(input)),
    )
    w_c = g.op("Constant", value_t=torch.tensor(25, dtype=dtype_of(input)))
    pp_c = g.op(
        "Constant",
        value_t=torch.tensor(0.0007969367292973471, dtype=dtype_of(input)),
    )
    pp_c_2 = g.op(
        "Constant",
        value_t=torch.tensor(0.08283523921074408, dtype=dtype_of(input)),
    )
    pp_c_3 = g.op(
        "Constant",
        value_t=torch.tensor(1.239533716464143, dtype=dtype_of(input)),
    )
    pp_c_4 = g.op(
        "Constant",
        value_t=torch.tensor(5.447250030587687, dtype=dtype_of(input)),
    )
    pp_c_5 = g.op(
        "Constant",
        value_t=torch.tensor(8.74716500199817, dtype=dtype_of(input)),
    )
    pp_c_6 = g.op(
        "Constant",
        value_t=torch.tensor(5.303240382353949, dtype=dtype_of(input)),
    )
    one_2 = g.op("Constant", value_t=torch.tensor(1.0, dtype=dtype_of(input)))
    pq_c = g.op(
        "Constant",
        value_t=torch.tensor(0.0009244088105588637, dtype=dtype_of(input)),
    )
    pq_c_2 = g.op(
        "Constant",
        value_t=torch.tensor(0.08562884743544745, dtype=dtype_of(input)),
    )
    pq_c_3 = g.op(
        "Constant",
        value_t=torch.tensor(1.2535274390105895, dtype=dtype_of(input)),
    )
    pq_c_4 = g.op(
        "Constant",
        value_t=torch.tensor(5.470977403304171, dtype=dtype_of(input)),
    )
    pq_c_5 = g.op(
        "Constant",
        value_t=torch.tensor(8.761908832370695, dtype=dtype_of(input)),
    )
    pq_c_6 = g.op(
        "Constant",
        value_t=torch.tensor(5.306052882353947, dtype=dtype_of(input)),
    )
    qp_c = g.op(
        "Constant",
        value_t=torch.tensor(-0.011366383889846916, dtype=dtype_of(input)),
    )
    qp_c_2 = g.op(
        "Constant",
        value_t=torch.tensor(1.2825271867050931, dtype=dtype_of(input)),
    )
    qp_c_3 = g.op(
        "Constant",
        value_t=torch.tensor(19.553954425773597, dtype=dtype_of(input)),
    )
    qp_c_4 = g.op(
        "Constant",
        value_t=torch.tensor(93.20601521237683, dtype=dtype_of(input)),
    )
    qp_c_5 = g.op(
        "Constant",
        value_t=torch.tensor(177.68116798048806, dtype=dtype_of(input)),
    )
    qp_c_6 = g.op(
        "Constant",
        value_t=torch.tensor(147.07750515495118, dtype=dtype_of(input)),
    )
    qp_c_7 = g.op(
        "Constant",
        value_t=torch.tensor(51.41053267665993, dtype=dtype_of(input)),
    )
    qp_c_8 = g.op(
        "Constant",
        value_t=torch.tensor(6.050143506007285, dtype=dtype_of(input)),
    )
    qq_c = g.op(
        "Constant",
        value_t=torch.tensor(64.3178256118178, dtype=dtype_of(input)),
    )
    qq_c_2 = g.op(
        "Constant",
        value_t=torch.tensor(856.4300259769806, dtype=dtype_of(input)),
    )
    qq_c_3 = g.op(
        "Constant",
        value_t=torch.tensor(3882.4018360540163, dtype=dtype_of(input)),
    )
    qq_c_4 = g.op(
        "Constant",
        value_t=torch.tensor(7240.467741956525, dtype=dtype_of(input)),
    )
    qq_c_5 = g.op(
        "Constant",
        value_t=torch.tensor(5930.727011873169, dtype=dtype_of(input)),
    )
    qq_c_6 = g.op(
        "Constant",
        value_t=torch.tensor(2062.0933166032783, dtype=dtype_of(input)),
    )
    qq_c_7 = g.op(
        "Constant",
        value_t=torch.tensor(242.0057402402914, dtype=dtype_of(input)),
    )
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
    jrp_mul_3 = g.op(
        "Mul",
        g.op(
            "Sub",
            g.op("Mul", g.op("Add", g.op("Mul", jrp_c, jxx), jrp_c_2), jxx),
            jrp_c_3,
        ),
        jxx,
    )
    jrp = g.op("Add", jrp_mul_3, jrp_c_4)
    jrq_mul_3 = g.op(
        "Mul",
        g.op(
            "Add",
            g.op("Mul", g.op("Add", g.op("Mul", jrq_c, jxx), jrq_c_2), jxx),
            jrq_c_3,
        ),
        jxx,
    )
    jrq_add_5 = g.op(
        "Add",
        g.op(
            "Mul",
            g.op("Add", g.op("Mul", g.op("Add", jrq_mul_3, jrq_c_4), jxx), jrq_c_5),
            jxx,
        ),
        jrq_c_6,
    )
    jrq = g.op(
        "Add",
        g.op("Mul", g.op("Add", g.op("Mul", jrq_add_5, jxx), jrq_c_7), jxx),
        jrq_c_8,
    )
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
    yp_mul_3 = g.op(
        "Mul",
        g.op(
            "Add",
            g.op("Mul", g.op("Sub", g.op("Mul", yp_c, jxx), yp_c_2), jxx),
            yp_c_3,
        ),
        jxx,
    )
    yp_sub_3 = g.op(
        "Sub",
        g.op(
            "Mul",
            g.op("Add", g.op("Mul", g.op("Sub", yp_mul_3, yp_c_4), jxx), yp_c_5),
            jxx,
        ),
        yp_c_6,
    )
    yp = g.op(
        "Sub",
        g.op("Mul", g.op("Add", g.op("Mul", yp_sub_3, jxx), yp_c_7), jxx),
        yp_c_8,
    )
    yq_mul_3 = g.op(
        "Mul",
        g.op(
            "Add",
            g.op("Mul", g.op("Add", g.op("Mul", yq_c, jxx), yq_c_2), jxx),
            yq_c_3,
        ),
        jxx,
    )
    yq_add_5 = g.op(
        "Add",
        g.op(
            "Mul",
            g.op("Add", g.op("Mul", g.op("Add", yq_mul_3, yq_c_4), jxx), yq_c_5),
            jxx,
        ),
        yq_c_6,
    )
    yq = g.op("Add", g.op("Mul", yq_add_5, jxx), yq_c_7)
    small = g.op(
        "Add",
        g.op("Div", yp, yq),
        g.op("Mul", g.op("Mul", small_c, g.op("Log", input)), jsmall),
    )
    w = g.op("Div", w_c, jxx)
    pp_mul_3 = g.op(
        "Mul",
        g.op("Add", g.op("Mul", g.op("Add", g.op("Mul", pp_c, w), pp_c_2), w), pp_c_3),
        w,
    )
    pp_add_5 = g.op(
        "Add",
        g.op(
            "Mul",
            g.op("Add", g.op("Mul", g.op("Add", pp_mul_3, pp_c_4), w), pp_c_5),
            w,
        ),
        pp_c_6,
    )
    pp = g.op("Add", g.op("Mul", pp_add_5, w), one_2)
    pq_mul_3 = g.op(
        "Mul",
        g.op("Add", g.op("Mul", g.op("Add", g.op("Mul", pq_c, w), pq_c_2), w), pq_c_3),
        w,
    )
    pq_add_5 = g.op(
        "Add",
        g.op(
            "Mul",
            g.op("Add", g.op("Mul", g.op("Add", pq_mul_3, pq_c_4), w), pq_c_5),
            w,
        ),
        pq_c_6,
    )
    pq = g.op("Add", g.op("Mul", pq_add_5, w), one_2)
    qp_mul_3 = g.op(
        "Mul",
        g.op("Sub", g.op("Mul", g.op("Sub", g.op("Mul", qp_c, w), qp_c_2), w), qp_c_3),
        w,
    )
    qp_sub_5 = g.op(
        "Sub",
        g.op(
            "Mul",
            g.op("Sub", g.op("Mul", g.op("Sub", qp_mul_3, qp_c_4), w), qp_c_5),
            w,
        ),
        qp_c_6,
    )
    qp = g.op(
        "Sub",
        g.op("Mul", g.op("Sub", g.op("Mul", qp_sub_5, w), qp_c_7), w),
        qp_c_8,
    )
    qq_mul_3 = g.op(
        "Mul",
        g.op("Add", g.op("Mul", g.op("Add", g.op("Mul", qq_c, w), qq_c_2), w), qq_c_3),
        w,
    )
    qq_add_5 = g.op(
        "Add",
        g.op(
            "Mul",
            g.op("Add", g.op("Mul", g.op("Add", qq_mul_3, qq_c_4), w), qq_c_5),
            w,
        ),
        qq_c_6,
    )
    qq = g.op("Add", g.op("Mul", qq_add_5, w), qq_c_7)
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
