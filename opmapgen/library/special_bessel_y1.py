"""special_bessel_y1: aten::special_bessel_y1 -> ONNX Mul + Add + Sub + Div + Log + Sin + Cos + Sqrt + Greater + Equal + Less + Where, opsets 11 to 20.

Generated from mappings/aten/special_bessel_y1.yaml by `opmapgen build`; do not edit.

Source schema: aten::special_bessel_y1(Tensor self) -> Tensor

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

SOURCE_OP = "aten::special_bessel_y1"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(11, 21)
CONTRACT = Contract(
    "special_bessel_y1",
    "mappings/aten/special_bessel_y1.yaml",
    dtypes=("float32", "float64", "uint8", "int8", "int16", "int32", "int64", "bool"),
    reasons={
        "float16": "torch has no float16 CPU kernel for it (eager raises NotImplementedError)",
        "bfloat16": "torch has no bfloat16 CPU kernel for it (eager raises NotImplementedError)",
    },
    scalar_typed_ops=("Mul", "Add", "Sub", "Div", "Greater", "Equal", "Less"),
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
        value_t=torch.tensor(-899971225.7055594, dtype=dtype_of(input)),
    )
    jrp_c_2 = g.op(
        "Constant",
        value_t=torch.tensor(452228297998.19403, dtype=dtype_of(input)),
    )
    jrp_c_3 = g.op(
        "Constant",
        value_t=torch.tensor(72749424522181.83, dtype=dtype_of(input)),
    )
    jrp_c_4 = g.op(
        "Constant",
        value_t=torch.tensor(3682957328638529.0, dtype=dtype_of(input)),
    )
    jrq_c = g.op(
        "Constant",
        value_t=torch.tensor(620.8364781180543, dtype=dtype_of(input)),
    )
    jrq_c_2 = g.op(
        "Constant",
        value_t=torch.tensor(256987.25675774884, dtype=dtype_of(input)),
    )
    jrq_c_3 = g.op(
        "Constant",
        value_t=torch.tensor(83514679.14319493, dtype=dtype_of(input)),
    )
    jrq_c_4 = g.op(
        "Constant",
        value_t=torch.tensor(22151159547.97925, dtype=dtype_of(input)),
    )
    jrq_c_5 = g.op(
        "Constant",
        value_t=torch.tensor(4749141220799.914, dtype=dtype_of(input)),
    )
    jrq_c_6 = g.op(
        "Constant",
        value_t=torch.tensor(784369607876235.9, dtype=dtype_of(input)),
    )
    jrq_c_7 = g.op(
        "Constant",
        value_t=torch.tensor(8.952223361846274e16, dtype=dtype_of(input)),
    )
    jrq_c_8 = g.op(
        "Constant",
        value_t=torch.tensor(5.322786203326801e18, dtype=dtype_of(input)),
    )
    jsmall_c = g.op(
        "Constant",
        value_t=torch.tensor(14.681970642123893, dtype=dtype_of(input)),
    )
    jsmall_c_2 = g.op(
        "Constant",
        value_t=torch.tensor(49.2184563216946, dtype=dtype_of(input)),
    )
    yp_c = g.op(
        "Constant",
        value_t=torch.tensor(1263204747.9017804, dtype=dtype_of(input)),
    )
    yp_c_2 = g.op(
        "Constant",
        value_t=torch.tensor(647355876379.1603, dtype=dtype_of(input)),
    )
    yp_c_3 = g.op(
        "Constant",
        value_t=torch.tensor(114509511541823.73, dtype=dtype_of(input)),
    )
    yp_c_4 = g.op(
        "Constant",
        value_t=torch.tensor(8127702555013251.0, dtype=dtype_of(input)),
    )
    yp_c_5 = g.op(
        "Constant",
        value_t=torch.tensor(2.024394757135949e17, dtype=dtype_of(input)),
    )
    yp_c_6 = g.op(
        "Constant",
        value_t=torch.tensor(7.788771962659501e17, dtype=dtype_of(input)),
    )
    yq_c = g.op(
        "Constant",
        value_t=torch.tensor(594.3015923461282, dtype=dtype_of(input)),
    )
    yq_c_2 = g.op(
        "Constant",
        value_t=torch.tensor(235564.09294306856, dtype=dtype_of(input)),
    )
    yq_c_3 = g.op(
        "Constant",
        value_t=torch.tensor(73481194.44597217, dtype=dtype_of(input)),
    )
    yq_c_4 = g.op(
        "Constant",
        value_t=torch.tensor(18760131610.870617, dtype=dtype_of(input)),
    )
    yq_c_5 = g.op(
        "Constant",
        value_t=torch.tensor(3882312774962.3857, dtype=dtype_of(input)),
    )
    yq_c_6 = g.op(
        "Constant",
        value_t=torch.tensor(620557727146953.8, dtype=dtype_of(input)),
    )
    yq_c_7 = g.op(
        "Constant",
        value_t=torch.tensor(6.871410873553005e16, dtype=dtype_of(input)),
    )
    yq_c_8 = g.op(
        "Constant",
        value_t=torch.tensor(3.9727060811656064e18, dtype=dtype_of(input)),
    )
    one = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(input)))
    small_c = g.op(
        "Constant",
        value_t=torch.tensor(0.6366197723675814, dtype=dtype_of(input)),
    )
    w_c = g.op("Constant", value_t=torch.tensor(5, dtype=dtype_of(input)))
    pp_c = g.op(
        "Constant",
        value_t=torch.tensor(0.0007621256162081731, dtype=dtype_of(input)),
    )
    pp_c_2 = g.op(
        "Constant",
        value_t=torch.tensor(0.07313970569409176, dtype=dtype_of(input)),
    )
    pp_c_3 = g.op(
        "Constant",
        value_t=torch.tensor(1.1271960812968493, dtype=dtype_of(input)),
    )
    pp_c_4 = g.op(
        "Constant",
        value_t=torch.tensor(5.112079511468076, dtype=dtype_of(input)),
    )
    pp_c_5 = g.op(
        "Constant",
        value_t=torch.tensor(8.424045901417724, dtype=dtype_of(input)),
    )
    pp_c_6 = g.op(
        "Constant",
        value_t=torch.tensor(5.214515986823615, dtype=dtype_of(input)),
    )
    one_2 = g.op("Constant", value_t=torch.tensor(1.0, dtype=dtype_of(input)))
    pq_c = g.op(
        "Constant",
        value_t=torch.tensor(0.0005713231280725487, dtype=dtype_of(input)),
    )
    pq_c_2 = g.op(
        "Constant",
        value_t=torch.tensor(0.06884559087544954, dtype=dtype_of(input)),
    )
    pq_c_3 = g.op(
        "Constant",
        value_t=torch.tensor(1.105142326340617, dtype=dtype_of(input)),
    )
    pq_c_4 = g.op(
        "Constant",
        value_t=torch.tensor(5.073863861286015, dtype=dtype_of(input)),
    )
    pq_c_5 = g.op(
        "Constant",
        value_t=torch.tensor(8.399855543276042, dtype=dtype_of(input)),
    )
    pq_c_6 = g.op(
        "Constant",
        value_t=torch.tensor(5.209828486823619, dtype=dtype_of(input)),
    )
    qp_c = g.op(
        "Constant",
        value_t=torch.tensor(0.05108625947501766, dtype=dtype_of(input)),
    )
    qp_c_2 = g.op(
        "Constant",
        value_t=torch.tensor(4.982138729512334, dtype=dtype_of(input)),
    )
    qp_c_3 = g.op(
        "Constant",
        value_t=torch.tensor(75.82382841325453, dtype=dtype_of(input)),
    )
    qp_c_4 = g.op(
        "Constant",
        value_t=torch.tensor(366.7796093601508, dtype=dtype_of(input)),
    )
    qp_c_5 = g.op(
        "Constant",
        value_t=torch.tensor(710.8563049989261, dtype=dtype_of(input)),
    )
    qp_c_6 = g.op(
        "Constant",
        value_t=torch.tensor(597.4896124006136, dtype=dtype_of(input)),
    )
    qp_c_7 = g.op(
        "Constant",
        value_t=torch.tensor(211.68875710057213, dtype=dtype_of(input)),
    )
    qp_c_8 = g.op(
        "Constant",
        value_t=torch.tensor(25.207020585802372, dtype=dtype_of(input)),
    )
    qq_c = g.op(
        "Constant",
        value_t=torch.tensor(74.23732770356752, dtype=dtype_of(input)),
    )
    qq_c_2 = g.op(
        "Constant",
        value_t=torch.tensor(1056.4488603826283, dtype=dtype_of(input)),
    )
    qq_c_3 = g.op(
        "Constant",
        value_t=torch.tensor(4986.410583376536, dtype=dtype_of(input)),
    )
    qq_c_4 = g.op(
        "Constant",
        value_t=torch.tensor(9562.318924047562, dtype=dtype_of(input)),
    )
    qq_c_5 = g.op(
        "Constant",
        value_t=torch.tensor(7997.041604473507, dtype=dtype_of(input)),
    )
    qq_c_6 = g.op(
        "Constant",
        value_t=torch.tensor(2826.1927851763908, dtype=dtype_of(input)),
    )
    qq_c_7 = g.op(
        "Constant",
        value_t=torch.tensor(336.0936078106983, dtype=dtype_of(input)),
    )
    s_c = g.op(
        "Constant",
        value_t=torch.tensor(2.356194490192345, dtype=dtype_of(input)),
    )
    big_c = g.op(
        "Constant",
        value_t=torch.tensor(0.7978845608028654, dtype=dtype_of(input)),
    )
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(input)))
    nan = g.op("Constant", value_t=torch.tensor(float("nan"), dtype=dtype_of(input)))
    minus_inf = g.op(
        "Constant",
        value_t=torch.tensor(float("-inf"), dtype=dtype_of(input)),
    )
    jxx = g.op("Mul", input, input)
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
    jsmall = g.op(
        "Mul",
        g.op(
            "Mul",
            g.op("Mul", g.op("Div", jrp, jrq), input),
            g.op("Sub", jxx, jsmall_c),
        ),
        g.op("Sub", jxx, jsmall_c_2),
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
    yp = g.op(
        "Sub",
        g.op(
            "Mul",
            g.op("Add", g.op("Mul", g.op("Sub", yp_mul_3, yp_c_4), jxx), yp_c_5),
            jxx,
        ),
        yp_c_6,
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
    yq = g.op(
        "Add",
        g.op("Mul", g.op("Add", g.op("Mul", yq_add_5, jxx), yq_c_7), jxx),
        yq_c_8,
    )
    small = g.op(
        "Add",
        g.op("Mul", input, g.op("Div", yp, yq)),
        g.op(
            "Mul",
            small_c,
            g.op(
                "Sub",
                g.op("Mul", jsmall, g.op("Log", input)),
                g.op("Div", one, input),
            ),
        ),
    )
    w = g.op("Mul", g.op("Div", w_c, input), g.op("Div", w_c, input))
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
        g.op("Add", g.op("Mul", g.op("Add", g.op("Mul", qp_c, w), qp_c_2), w), qp_c_3),
        w,
    )
    qp_add_5 = g.op(
        "Add",
        g.op(
            "Mul",
            g.op("Add", g.op("Mul", g.op("Add", qp_mul_3, qp_c_4), w), qp_c_5),
            w,
        ),
        qp_c_6,
    )
    qp = g.op(
        "Add",
        g.op("Mul", g.op("Add", g.op("Mul", qp_add_5, w), qp_c_7), w),
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
                g.op("Mul", g.op("Div", w_c, input), g.op("Div", qp, qq)),
                g.op("Cos", s),
            ),
        ),
        big_c,
    )
    big = g.op("Div", big_mul_4, g.op("Sqrt", input))
    return g.op(
        "Where",
        g.op("Greater", input, w_c),
        big,
        g.op(
            "Where",
            g.op("Equal", input, zero),
            minus_inf,
            g.op("Where", g.op("Less", input, zero), nan, small),
        ),
    )
