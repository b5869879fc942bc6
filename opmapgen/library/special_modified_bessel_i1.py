"""special_modified_bessel_i1: aten::special_modified_bessel_i1 -> ONNX Abs + Div + Sub + Mul + Add + Exp + Sqrt + Greater + Where + Less + Neg, opsets 9 to 20.

Generated from mappings/aten/special_modified_bessel_i1.yaml by `opmapgen build`; do not edit.

Source schema: aten::special_modified_bessel_i1(Tensor self) -> Tensor

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

SOURCE_OP = "aten::special_modified_bessel_i1"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(9, 21)
CONTRACT = Contract(
    "special_modified_bessel_i1",
    "mappings/aten/special_modified_bessel_i1.yaml",
    dtypes=("float32", "float64", "uint8", "int8", "int16", "int32", "int64", "bool"),
    reasons={
        "float16": "torch has no float16 CPU kernel for it (eager raises NotImplementedError)",
        "bfloat16": "torch has no bfloat16 CPU kernel for it (eager raises NotImplementedError)",
    },
    scalar_typed_ops=("Div", "Sub", "Mul", "Add", "Greater", "Less"),
    promote=("input",),
    promote_kind="INT_TO_FLOAT",
    promoted=("float32", "float64"),
)
# i_series: chbevl's coefficients, highest order first
I_SERIES = (
    0.00019547832754840454,
    -0.0014857805928446244,
    0.010932712978018198,
    -0.07779946877879755,
    0.5348506087114244,
    -3.5481226187852406,
    22.68542906498745,
    -139.60978685135632,
    825.8606912880591,
    -4689.014036836072,
    25512.823501556573,
    -132803.39497834368,
    660167.0043435115,
    -3127932.286888588,
    14096933.602516666,
    -60297008.42363198,
    244197226.53454414,
    -934015857.7401065,
    3364727318.220342,
    -11382905466.82275,
    36048919395.4365,
    -106508192572.83063,
    292482262862.5266,
    -743381387421.0754,
    1739969166258.2053,
    -3725742206867.842,
    7222905359805.309,
    -12414208849036.59,
    17774243105407.977,
)
# b_series: chbevl's coefficients, highest order first
B_SERIES = (
    0.00026449135050267273,
    0.00015531607392866653,
    -0.001636180744116226,
    -0.001129251542681682,
    0.010423824101433849,
    0.011639702105257584,
    -0.06615910208058354,
    -0.13420737699740767,
    0.3666309026782799,
    1.503231192752089,
    -0.739414301563631,
    -14.367718173643121,
    -25.327652419615855,
    71.62231213191858,
    497.00766490500945,
    1144.408147222851,
    -667.6219869874199,
    -19667.161385504063,
    -134945.4506019738,
    -925865.7904913054,
    -8839145.456827288,
    -136605604.89455757,
    -3891002370.333209,
    -343438086131.4265,
    27393715952405.08,
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
        value_t=torch.tensor(1.4210854715202004e-14, dtype=dtype_of(input)),
    )
    by_c = g.op("Constant", value_t=torch.tensor(32, dtype=dtype_of(input)))
    big_c = g.op(
        "Constant",
        value_t=torch.tensor(2.842170943040401e-14, dtype=dtype_of(input)),
    )
    r_c = g.op("Constant", value_t=torch.tensor(8, dtype=dtype_of(input)))
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(input)))
    a = g.op("Abs", input)
    iy = g.op("Sub", g.op("Div", a, two), two)
    i_series = chbevl(g, iy, I_SERIES, like=input)
    small = g.op("Mul", g.op("Mul", g.op("Mul", i_series, small_c), a), g.op("Exp", a))
    by = g.op("Sub", g.op("Div", by_c, a), two)
    b_series = chbevl(g, by, B_SERIES, like=input)
    big = g.op(
        "Div",
        g.op("Mul", g.op("Exp", a), g.op("Mul", b_series, big_c)),
        g.op("Sqrt", a),
    )
    r = g.op("Where", g.op("Greater", a, r_c), big, small)
    return g.op("Where", g.op("Less", input, zero), g.op("Neg", r), r)
