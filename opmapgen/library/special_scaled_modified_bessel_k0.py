"""special_scaled_modified_bessel_k0: aten::special_scaled_modified_bessel_k0 -> ONNX Div + Sub + Mul + Add + Exp + Log + Sqrt + Greater + Equal + Less + Where, opsets 11 to 20.

Generated from mappings/aten/special_scaled_modified_bessel_k0.yaml by `opmapgen build`; do not edit.

Source schema: aten::special_scaled_modified_bessel_k0(Tensor x) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    chbevl,
    check_inputs,
    dtype_of,
    parse_args,
    promote,
    torch_fallback,
)

SOURCE_OP = "aten::special_scaled_modified_bessel_k0"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(11, 21)
CONTRACT = Contract(
    "special_scaled_modified_bessel_k0",
    "mappings/aten/special_scaled_modified_bessel_k0.yaml",
    dtypes=("float32", "float64", "uint8", "int8", "int16", "int32", "int64", "bool"),
    reasons={
        "float16": "torch has no float16 CPU kernel for it (eager raises NotImplementedError)",
        "bfloat16": "torch has no bfloat16 CPU kernel for it (eager raises NotImplementedError)",
    },
    scalar_typed_ops=("Div", "Sub", "Mul", "Add", "Greater", "Equal", "Less"),
    promote=("x",),
    promote_kind="INT_TO_FLOAT",
    promoted=("float32", "float64"),
)
# i_series: chbevl's coefficients, highest order first
I_SERIES = (
    -0.0001553510233890452,
    0.0011719191370168378,
    -0.008554305477302161,
    0.06035496526891167,
    -0.4111410999611837,
    2.7008176680581246,
    -17.08710306466213,
    103.97167244164717,
    -607.5729877085755,
    3404.372653610546,
    -18259.96995129188,
    93584.22761992813,
    -457405.6367614369,
    2127597.228924299,
    -9397020.472961212,
    39314578.94382605,
    -155400165.82302973,
    578728317.2043563,
    -2024577383.0642915,
    6632355649.0304365,
    -20279412677.479805,
    57683920137.03136,
    -152148131893.31473,
    371070586743.56036,
    -835186034957.7168,
    1734775466634.1985,
    -3339035510176.8643,
    6038373657378.1875,
    -10720068512742.775,
    23812616762786.164,
)
# k_series: chbevl's coefficients, highest order first
K_SERIES = (
    0.00015112407284332736,
    0.046837173811927826,
    11.379610279706533,
    2094.0379020434425,
    278703.2265372125,
    25137167.90942061,
    1390459349.5506256,
    39560358565.282265,
    378550748292.9644,
    -588598693527.6913,
)
# b_series: chbevl's coefficients, highest order first
B_SERIES = (
    0.00018649243409040505,
    -0.0005796908290076067,
    0.0018332435344178251,
    -0.005904750736105025,
    0.019393822852287062,
    -0.06504159722941413,
    0.22307160985267127,
    -0.7837365772970701,
    2.826322179893382,
    -10.485283900569273,
    40.122167563524535,
    -158.84329176008222,
    653.0040423850522,
    -2799.7926247056116,
    12586.847705836422,
    -59726.685811977564,
    301672.00317100517,
    -1639764.1067649534,
    9734860.059068887,
    -64449167.88712246,
    490815436.45484406,
    -4521033336.538881,
    55235378771.78761,
    -1106481698047.4448,
    85860531648932.11,
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, x):
    check_inputs(CONTRACT, x=x)
    # torch's type promotion: the dtype torch computes it in
    (x,) = promote(g, CONTRACT, x=x)
    two = g.op("Constant", value_t=torch.tensor(2, dtype=dtype_of(x)))
    half = g.op("Constant", value_t=torch.tensor(0.5, dtype=dtype_of(x)))
    bessel_i_c = g.op(
        "Constant",
        value_t=torch.tensor(2.842170943040401e-14, dtype=dtype_of(x)),
    )
    small_c = g.op(
        "Constant",
        value_t=torch.tensor(9.094947017729282e-13, dtype=dtype_of(x)),
    )
    by_c = g.op("Constant", value_t=torch.tensor(8, dtype=dtype_of(x)))
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(x)))
    nan = g.op("Constant", value_t=torch.tensor(float("nan"), dtype=dtype_of(x)))
    inf = g.op("Constant", value_t=torch.tensor(float("inf"), dtype=dtype_of(x)))
    iy = g.op("Sub", g.op("Div", x, two), two)
    i_series = chbevl(g, iy, I_SERIES, like=x)
    bessel_i = g.op("Mul", g.op("Exp", x), g.op("Mul", i_series, bessel_i_c))
    ky = g.op("Sub", g.op("Mul", x, x), two)
    k_series = chbevl(g, ky, K_SERIES, like=x)
    small = g.op(
        "Mul",
        g.op(
            "Sub",
            g.op("Mul", k_series, small_c),
            g.op("Mul", g.op("Log", g.op("Mul", half, x)), bessel_i),
        ),
        g.op("Exp", x),
    )
    by = g.op("Sub", g.op("Div", by_c, x), two)
    b_series = chbevl(g, by, B_SERIES, like=x)
    big = g.op("Div", g.op("Mul", b_series, bessel_i_c), g.op("Sqrt", x))
    return g.op(
        "Where",
        g.op("Greater", x, two),
        big,
        g.op(
            "Where",
            g.op("Equal", x, zero),
            inf,
            g.op("Where", g.op("Less", x, zero), nan, small),
        ),
    )
