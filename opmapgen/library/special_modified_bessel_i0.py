"""special_modified_bessel_i0: aten::special_modified_bessel_i0 -> ONNX Abs + Div + Sub + Mul + Add + Exp + Sqrt + Greater + Where, opsets 9 to 20.

Generated from mappings/aten/special_modified_bessel_i0.yaml by `opmapgen build`; do not edit.

Source schema: aten::special_modified_bessel_i0(Tensor self) -> Tensor

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

SOURCE_OP = "aten::special_modified_bessel_i0"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(9, 21)
CONTRACT = Contract(
    "special_modified_bessel_i0",
    "mappings/aten/special_modified_bessel_i0.yaml",
    dtypes=("float32", "float64", "uint8", "int8", "int16", "int32", "int64", "bool"),
    reasons={
        "float16": "torch has no float16 CPU kernel for it (eager raises NotImplementedError)",
        "bfloat16": "torch has no bfloat16 CPU kernel for it (eager raises NotImplementedError)",
    },
    scalar_typed_ops=("Div", "Sub", "Mul", "Add", "Greater"),
    promote=("input",),
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
# b_series: chbevl's coefficients, highest order first
B_SERIES = (
    -0.0002544949136710647,
    -0.00016995826721023224,
    0.0015712008565957963,
    0.001217809532594416,
    -0.009948817425779972,
    -0.012052356062766653,
    0.06236641527129038,
    0.13411159095431088,
    -0.33618128150332327,
    -1.460351762954542,
    0.5418696652615514,
    13.555758819420793,
    25.262817034160364,
    -63.127045046329656,
    -464.990041250304,
    -1108.2783516862048,
    418.31217566132995,
    17383.199277027936,
    119494.29129253152,
    797513.251639051,
    7208991.403160436,
    101731056.25173005,
    2424118212.800576,
    118540247781.56361,
    28305489963017.793,
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, input):
    check_inputs(CONTRACT, input=input)
    # torch's type promotion: the dtype torch computes it in
    (input,) = promote(g, CONTRACT, input=input)
    two = g.op("Constant", value_t=torch.tensor(2, dtype=dtype_of(input)))
    small_c = g.op(
        "Constant",
        value_t=torch.tensor(2.842170943040401e-14, dtype=dtype_of(input)),
    )
    by_c = g.op("Constant", value_t=torch.tensor(32, dtype=dtype_of(input)))
    result_c = g.op("Constant", value_t=torch.tensor(8, dtype=dtype_of(input)))
    a = g.op("Abs", input)
    iy = g.op("Sub", g.op("Div", a, two), two)
    i_series = chbevl(g, iy, I_SERIES, like=input)
    small = g.op("Mul", g.op("Exp", a), g.op("Mul", i_series, small_c))
    by = g.op("Sub", g.op("Div", by_c, a), two)
    b_series = chbevl(g, by, B_SERIES, like=input)
    big = g.op(
        "Div",
        g.op("Mul", g.op("Exp", a), g.op("Mul", b_series, small_c)),
        g.op("Sqrt", a),
    )
    return g.op("Where", g.op("Greater", a, result_c), big, small)
