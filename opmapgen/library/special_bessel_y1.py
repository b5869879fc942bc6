"""special_bessel_y1: aten::special_bessel_y1 -> ONNX Mul + Add + Div + Sub + Log + Sin + Cos + Sqrt + Greater + Equal + Less + Where, opsets 11 to 20.

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
    polevl,
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
    scalar_typed_ops=("Mul", "Add", "Div", "Sub", "Greater", "Equal", "Less"),
    promote=("input",),
    promote_kind="INT_TO_FLOAT",
    promoted=("float32", "float64"),
)
# jrp: polevl's coefficients, highest degree first
JRP = (-899971225.7055594, 452228297998.19403, -72749424522181.83, 3682957328638529.0)
# jrq: polevl's coefficients, highest degree first
JRQ = (
    620.8364781180543,
    256987.25675774884,
    83514679.14319493,
    22151159547.97925,
    4749141220799.914,
    784369607876235.9,
    8.952223361846274e16,
    5.322786203326801e18,
)
# yp: polevl's coefficients, highest degree first
YP = (
    1263204747.9017804,
    -647355876379.1603,
    114509511541823.73,
    -8127702555013251.0,
    2.024394757135949e17,
    -7.788771962659501e17,
)
# yq: polevl's coefficients, highest degree first
YQ = (
    594.3015923461282,
    235564.09294306856,
    73481194.44597217,
    18760131610.870617,
    3882312774962.3857,
    620557727146953.8,
    6.871410873553005e16,
    3.9727060811656064e18,
)
# pp: polevl's coefficients, highest degree first
PP = (
    0.0007621256162081731,
    0.07313970569409176,
    1.1271960812968493,
    5.112079511468076,
    8.424045901417724,
    5.214515986823615,
    1.0,
)
# pq: polevl's coefficients, highest degree first
PQ = (
    0.0005713231280725487,
    0.06884559087544954,
    1.105142326340617,
    5.073863861286015,
    8.399855543276042,
    5.209828486823619,
    1.0,
)
# qp: polevl's coefficients, highest degree first
QP = (
    0.05108625947501766,
    4.982138729512334,
    75.82382841325453,
    366.7796093601508,
    710.8563049989261,
    597.4896124006136,
    211.68875710057213,
    25.207020585802372,
)
# qq: polevl's coefficients, highest degree first
QQ = (
    74.23732770356752,
    1056.4488603826283,
    4986.410583376536,
    9562.318924047562,
    7997.041604473507,
    2826.1927851763908,
    336.0936078106983,
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, input):
    check_inputs(CONTRACT, input=input)
    # torch's type promotion: the dtype torch computes it in
    (input,) = promote(g, CONTRACT, input=input)
    jsmall_c = g.op(
        "Constant",
        value_t=torch.tensor(14.681970642123893, dtype=dtype_of(input)),
    )
    jsmall_c_2 = g.op(
        "Constant",
        value_t=torch.tensor(49.2184563216946, dtype=dtype_of(input)),
    )
    one = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(input)))
    small_c = g.op(
        "Constant",
        value_t=torch.tensor(0.6366197723675814, dtype=dtype_of(input)),
    )
    w_c = g.op("Constant", value_t=torch.tensor(5, dtype=dtype_of(input)))
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
    jrp = polevl(g, jxx, JRP, like=input)
    jrq = polevl(g, jxx, JRQ, like=input)
    jsmall = g.op(
        "Mul",
        g.op(
            "Mul",
            g.op("Mul", g.op("Div", jrp, jrq), input),
            g.op("Sub", jxx, jsmall_c),
        ),
        g.op("Sub", jxx, jsmall_c_2),
    )
    yp = polevl(g, jxx, YP, like=input)
    yq = polevl(g, jxx, YQ, like=input)
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
