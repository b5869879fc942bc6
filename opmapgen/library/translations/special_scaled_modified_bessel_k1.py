"""special_scaled_modified_bessel_k1 for the dynamo exporter: aten::special_scaled_modified_bessel_k1 -> ONNX Div + Sub + Mul + Add + Exp + Log + Sqrt + Greater + Equal + Less + Where, opsets 18 to 23.

Generated from mappings/aten/special_scaled_modified_bessel_k1.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import check_inputs, constant, promote, torch_fallback

TARGET = "aten::special_scaled_modified_bessel_k1.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::special_scaled_modified_bessel_k1(Tensor x) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "special_scaled_modified_bessel_k1",
    "mappings/aten/special_scaled_modified_bessel_k1.yaml",
    dtypes=("float32", "float64", "uint8", "int8", "int16", "int32", "int64", "bool"),
    reasons={
        "float16": "torch has no float16 CPU kernel for it (eager raises NotImplementedError)",
        "bfloat16": "torch has no bfloat16 CPU kernel for it (eager raises NotImplementedError)",
    },
    promote=("x",),
    promote_kind="INT_TO_FLOAT",
    promoted=("float32", "float64"),
)


@torch_fallback(CONTRACT, TARGET)
def translation(x):
    check_inputs(CONTRACT, x=x)
    # torch's type promotion: the dtype torch computes it in
    (x,) = promote(CONTRACT, x=x)
    two = constant(2, like=x)
    i1_c = constant(0.00019547832754840454, like=x)
    i1_c_2 = constant(0.0014857805928446244, like=x)
    i2_c = constant(0.010932712978018198, like=x)
    i3_c = constant(0.07779946877879755, like=x)
    i4_c = constant(0.5348506087114244, like=x)
    i5_c = constant(3.5481226187852406, like=x)
    i6_c = constant(22.68542906498745, like=x)
    i7_c = constant(139.60978685135632, like=x)
    i8_c = constant(825.8606912880591, like=x)
    i9_c = constant(4689.014036836072, like=x)
    i10_c = constant(25512.823501556573, like=x)
    i11_c = constant(132803.39497834368, like=x)
    i12_c = constant(660167.0043435115, like=x)
    i13_c = constant(3127932.286888588, like=x)
    i14_c = constant(14096933.602516666, like=x)
    i15_c = constant(60297008.42363198, like=x)
    i16_c = constant(244197226.53454414, like=x)
    i17_c = constant(934015857.7401065, like=x)
    i18_c = constant(3364727318.220342, like=x)
    i19_c = constant(11382905466.82275, like=x)
    i20_c = constant(36048919395.4365, like=x)
    i21_c = constant(106508192572.83063, like=x)
    i22_c = constant(292482262862.5266, like=x)
    i23_c = constant(743381387421.0754, like=x)
    i24_c = constant(1739969166258.2053, like=x)
    i25_c = constant(3725742206867.842, like=x)
    i26_c = constant(7222905359805.309, like=x)
    i27_c = constant(12414208849036.59, like=x)
    i28_c = constant(17774243105407.977, like=x)
    half = constant(0.5, like=x)
    bessel_i_c = constant(1.4210854715202004e-14, like=x)
    k1_c = constant(-0.00012356511307994267, like=x)
    k1_c_2 = constant(0.042704149383826495, like=x)
    k2_c = constant(11.728537494418683, like=x)
    k3_c = constant(2483.116640274272, like=x)
    k4_c = constant(389383.2698829444, like=x)
    k5_c = constant(42808933.564053014, like=x)
    k6_c = constant(3043956525.1168222, like=x)
    k7_c = constant(122718231933.25613, like=x)
    k8_c = constant(2156998704157.7158, like=x)
    k9_c = constant(6212785364675.457, like=x)
    k10_c = constant(26833365372936.79, like=x)
    small_c = constant(5.684341886080802e-14, like=x)
    by_c = constant(8, like=x)
    b1_c = constant(-0.00010127371996680051, like=x)
    b1_c_2 = constant(0.0003156127673355883, like=x)
    b2_c = constant(0.0010009008382086582, like=x)
    b3_c = constant(0.0032336083599537927, like=x)
    b4_c = constant(0.010655670207320143, like=x)
    b5_c = constant(0.03586524537900313, like=x)
    b6_c = constant(0.12349428009613088, like=x)
    b7_c = constant(0.4357856149622335, like=x)
    b8_c = constant(1.5791986763333454, like=x)
    b9_c = constant(5.890602172043303, like=x)
    b10_c = constant(22.679388164667188, like=x)
    b11_c = constant(90.4174973371521, like=x)
    b12_c = constant(374.7079048224038, like=x)
    b13_c = constant(1621.7031579641284, like=x)
    b14_c = constant(7371.750051844668, like=x)
    b15_c = constant(35449.13018218112, like=x)
    b16_c = constant(182004.57806754508, like=x)
    b17_c = constant(1009982.200315606, like=x)
    b18_c = constant(6160714.2449736055, like=x)
    b19_c = constant(42335330.915439054, like=x)
    b20_c = constant(340619549.80351096, like=x)
    b21_c = constant(3434267719.705146, like=x)
    b22_c = constant(50275245875.352615, like=x)
    b23_c = constant(1828245708290.2488, like=x)
    b24_c = constant(47861762100313.08, like=x)
    zero = constant(0, like=x)
    nan = constant(float("nan"), like=x)
    inf = constant(float("inf"), like=x)
    iy = op.Sub(op.Div(x, two), two)
    i1 = op.Sub(op.Mul(iy, i1_c), i1_c_2)
    i2 = op.Add(op.Sub(op.Mul(iy, i1), i1_c), i2_c)
    i3 = op.Sub(op.Sub(op.Mul(iy, i2), i1), i3_c)
    i4 = op.Add(op.Sub(op.Mul(iy, i3), i2), i4_c)
    i5 = op.Sub(op.Sub(op.Mul(iy, i4), i3), i5_c)
    i6 = op.Add(op.Sub(op.Mul(iy, i5), i4), i6_c)
    i7 = op.Sub(op.Sub(op.Mul(iy, i6), i5), i7_c)
    i8 = op.Add(op.Sub(op.Mul(iy, i7), i6), i8_c)
    i9 = op.Sub(op.Sub(op.Mul(iy, i8), i7), i9_c)
    i10 = op.Add(op.Sub(op.Mul(iy, i9), i8), i10_c)
    i11 = op.Sub(op.Sub(op.Mul(iy, i10), i9), i11_c)
    i12 = op.Add(op.Sub(op.Mul(iy, i11), i10), i12_c)
    i13 = op.Sub(op.Sub(op.Mul(iy, i12), i11), i13_c)
    i14 = op.Add(op.Sub(op.Mul(iy, i13), i12), i14_c)
    i15 = op.Sub(op.Sub(op.Mul(iy, i14), i13), i15_c)
    i16 = op.Add(op.Sub(op.Mul(iy, i15), i14), i16_c)
    i17 = op.Sub(op.Sub(op.Mul(iy, i16), i15), i17_c)
    i18 = op.Add(op.Sub(op.Mul(iy, i17), i16), i18_c)
    i19 = op.Sub(op.Sub(op.Mul(iy, i18), i17), i19_c)
    i20 = op.Add(op.Sub(op.Mul(iy, i19), i18), i20_c)
    i21 = op.Sub(op.Sub(op.Mul(iy, i20), i19), i21_c)
    i22 = op.Add(op.Sub(op.Mul(iy, i21), i20), i22_c)
    i23 = op.Sub(op.Sub(op.Mul(iy, i22), i21), i23_c)
    i24 = op.Add(op.Sub(op.Mul(iy, i23), i22), i24_c)
    i25 = op.Sub(op.Sub(op.Mul(iy, i24), i23), i25_c)
    i26 = op.Add(op.Sub(op.Mul(iy, i25), i24), i26_c)
    i27 = op.Sub(op.Sub(op.Mul(iy, i26), i25), i27_c)
    i28 = op.Add(op.Sub(op.Mul(iy, i27), i26), i28_c)
    bessel_i = op.Mul(
        op.Mul(op.Mul(op.Mul(half, op.Sub(i28, i26)), bessel_i_c), x),
        op.Exp(x),
    )
    ky = op.Sub(op.Mul(x, x), two)
    k1 = op.Sub(op.Mul(ky, k1_c), k1_c_2)
    k2 = op.Sub(op.Sub(op.Mul(ky, k1), k1_c), k2_c)
    k3 = op.Sub(op.Sub(op.Mul(ky, k2), k1), k3_c)
    k4 = op.Sub(op.Sub(op.Mul(ky, k3), k2), k4_c)
    k5 = op.Sub(op.Sub(op.Mul(ky, k4), k3), k5_c)
    k6 = op.Sub(op.Sub(op.Mul(ky, k5), k4), k6_c)
    k7 = op.Sub(op.Sub(op.Mul(ky, k6), k5), k7_c)
    k8 = op.Sub(op.Sub(op.Mul(ky, k7), k6), k8_c)
    k9 = op.Sub(op.Sub(op.Mul(ky, k8), k7), k9_c)
    k10 = op.Add(op.Sub(op.Mul(ky, k9), k8), k10_c)
    small_add = op.Add(
        op.Mul(op.Log(op.Mul(half, x)), bessel_i),
        op.Div(op.Mul(op.Mul(half, op.Sub(k10, k8)), small_c), x),
    )
    small = op.Mul(small_add, op.Exp(x))
    by = op.Sub(op.Div(by_c, x), two)
    b1 = op.Add(op.Mul(by, b1_c), b1_c_2)
    b2 = op.Sub(op.Sub(op.Mul(by, b1), b1_c), b2_c)
    b3 = op.Add(op.Sub(op.Mul(by, b2), b1), b3_c)
    b4 = op.Sub(op.Sub(op.Mul(by, b3), b2), b4_c)
    b5 = op.Add(op.Sub(op.Mul(by, b4), b3), b5_c)
    b6 = op.Sub(op.Sub(op.Mul(by, b5), b4), b6_c)
    b7 = op.Add(op.Sub(op.Mul(by, b6), b5), b7_c)
    b8 = op.Sub(op.Sub(op.Mul(by, b7), b6), b8_c)
    b9 = op.Add(op.Sub(op.Mul(by, b8), b7), b9_c)
    b10 = op.Sub(op.Sub(op.Mul(by, b9), b8), b10_c)
    b11 = op.Add(op.Sub(op.Mul(by, b10), b9), b11_c)
    b12 = op.Sub(op.Sub(op.Mul(by, b11), b10), b12_c)
    b13 = op.Add(op.Sub(op.Mul(by, b12), b11), b13_c)
    b14 = op.Sub(op.Sub(op.Mul(by, b13), b12), b14_c)
    b15 = op.Add(op.Sub(op.Mul(by, b14), b13), b15_c)
    b16 = op.Sub(op.Sub(op.Mul(by, b15), b14), b16_c)
    b17 = op.Add(op.Sub(op.Mul(by, b16), b15), b17_c)
    b18 = op.Sub(op.Sub(op.Mul(by, b17), b16), b18_c)
    b19 = op.Add(op.Sub(op.Mul(by, b18), b17), b19_c)
    b20 = op.Sub(op.Sub(op.Mul(by, b19), b18), b20_c)
    b21 = op.Add(op.Sub(op.Mul(by, b20), b19), b21_c)
    b22 = op.Sub(op.Sub(op.Mul(by, b21), b20), b22_c)
    b23 = op.Add(op.Sub(op.Mul(by, b22), b21), b23_c)
    b24 = op.Add(op.Sub(op.Mul(by, b23), b22), b24_c)
    big = op.Div(op.Mul(op.Mul(half, op.Sub(b24, b22)), small_c), op.Sqrt(x))
    return op.Where(
        op.Greater(x, two),
        big,
        op.Where(op.Equal(x, zero), inf, op.Where(op.Less(x, zero), nan, small)),
    )
