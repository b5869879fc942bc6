"""special_modified_bessel_k1 for the dynamo exporter: aten::special_modified_bessel_k1 -> ONNX Div + Sub + Mul + Add + Exp + Log + Neg + Sqrt + Greater + Equal + Less + Where, opsets 18 to 23.

Generated from mappings/aten/special_modified_bessel_k1.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    chbevl,
    check_inputs,
    constant,
    promote,
    torch_fallback,
)

TARGET = "aten::special_modified_bessel_k1.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::special_modified_bessel_k1(Tensor self) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "special_modified_bessel_k1",
    "mappings/aten/special_modified_bessel_k1.yaml",
    dtypes=("float32", "float64", "uint8", "int8", "int16", "int32", "int64", "bool"),
    reasons={
        "float16": "torch has no float16 CPU kernel for it (eager raises NotImplementedError)",
        "bfloat16": "torch has no bfloat16 CPU kernel for it (eager raises NotImplementedError)",
    },
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
# k_series: chbevl's coefficients, highest order first
K_SERIES = (
    -0.00012356511307994267,
    -0.042704149383826495,
    -11.728537494418683,
    -2483.116640274272,
    -389383.2698829444,
    -42808933.564053014,
    -3043956525.1168222,
    -122718231933.25613,
    -2156998704157.7158,
    -6212785364675.457,
    26833365372936.79,
)
# b_series: chbevl's coefficients, highest order first
B_SERIES = (
    -0.00010127371996680051,
    0.0003156127673355883,
    -0.0010009008382086582,
    0.0032336083599537927,
    -0.010655670207320143,
    0.03586524537900313,
    -0.12349428009613088,
    0.4357856149622335,
    -1.5791986763333454,
    5.890602172043303,
    -22.679388164667188,
    90.4174973371521,
    -374.7079048224038,
    1621.7031579641284,
    -7371.750051844668,
    35449.13018218112,
    -182004.57806754508,
    1009982.200315606,
    -6160714.2449736055,
    42335330.915439054,
    -340619549.80351096,
    3434267719.705146,
    -50275245875.352615,
    1828245708290.2488,
    47861762100313.08,
)


@torch_fallback(CONTRACT, TARGET)
def translation(input):
    check_inputs(CONTRACT, input=input)
    # torch's type promotion: the dtype torch computes it in
    (input,) = promote(CONTRACT, input=input)
    two = constant(2, like=input)
    half = constant(0.5, like=input)
    bessel_i_c = constant(1.4210854715202004e-14, like=input)
    small_c = constant(5.684341886080802e-14, like=input)
    by_c = constant(8, like=input)
    zero = constant(0, like=input)
    nan = constant(float("nan"), like=input)
    inf = constant(float("inf"), like=input)
    iy = op.Sub(op.Div(input, two), two)
    i_series = chbevl(iy, I_SERIES, like=input)
    bessel_i = op.Mul(op.Mul(op.Mul(i_series, bessel_i_c), input), op.Exp(input))
    ky = op.Sub(op.Mul(input, input), two)
    k_series = chbevl(ky, K_SERIES, like=input)
    small = op.Add(
        op.Mul(op.Log(op.Mul(half, input)), bessel_i),
        op.Div(op.Mul(k_series, small_c), input),
    )
    by = op.Sub(op.Div(by_c, input), two)
    b_series = chbevl(by, B_SERIES, like=input)
    big = op.Div(
        op.Mul(op.Exp(op.Neg(input)), op.Mul(b_series, small_c)),
        op.Sqrt(input),
    )
    return op.Where(
        op.Greater(input, two),
        big,
        op.Where(
            op.Equal(input, zero),
            inf,
            op.Where(op.Less(input, zero), nan, small),
        ),
    )
