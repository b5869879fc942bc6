"""special_modified_bessel_k0 for the dynamo exporter: aten::special_modified_bessel_k0 -> ONNX Div + Sub + Mul + Add + Exp + Log + Neg + Sqrt + Greater + Equal + Less + Where, opsets 18 to 23.

Generated from mappings/aten/special_modified_bessel_k0.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import check_inputs, constant, promote, torch_fallback

TARGET = "aten::special_modified_bessel_k0.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::special_modified_bessel_k0(Tensor self) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "special_modified_bessel_k0",
    "mappings/aten/special_modified_bessel_k0.yaml",
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
    two = constant(2, like=input)
    i1_c = constant(-0.0001553510233890452, like=input)
    i1_c_2 = constant(0.0011719191370168378, like=input)
    i2_c = constant(0.008554305477302161, like=input)
    i3_c = constant(0.06035496526891167, like=input)
    i4_c = constant(0.4111410999611837, like=input)
    i5_c = constant(2.7008176680581246, like=input)
    i6_c = constant(17.08710306466213, like=input)
    i7_c = constant(103.97167244164717, like=input)
    i8_c = constant(607.5729877085755, like=input)
    i9_c = constant(3404.372653610546, like=input)
    i10_c = constant(18259.96995129188, like=input)
    i11_c = constant(93584.22761992813, like=input)
    i12_c = constant(457405.6367614369, like=input)
    i13_c = constant(2127597.228924299, like=input)
    i14_c = constant(9397020.472961212, like=input)
    i15_c = constant(39314578.94382605, like=input)
    i16_c = constant(155400165.82302973, like=input)
    i17_c = constant(578728317.2043563, like=input)
    i18_c = constant(2024577383.0642915, like=input)
    i19_c = constant(6632355649.0304365, like=input)
    i20_c = constant(20279412677.479805, like=input)
    i21_c = constant(57683920137.03136, like=input)
    i22_c = constant(152148131893.31473, like=input)
    i23_c = constant(371070586743.56036, like=input)
    i24_c = constant(835186034957.7168, like=input)
    i25_c = constant(1734775466634.1985, like=input)
    i26_c = constant(3339035510176.8643, like=input)
    i27_c = constant(6038373657378.1875, like=input)
    i28_c = constant(10720068512742.775, like=input)
    i29_c = constant(23812616762786.164, like=input)
    half = constant(0.5, like=input)
    bessel_i_c = constant(2.842170943040401e-14, like=input)
    k1_c = constant(0.00015112407284332736, like=input)
    k1_c_2 = constant(0.046837173811927826, like=input)
    k2_c = constant(11.379610279706533, like=input)
    k3_c = constant(2094.0379020434425, like=input)
    k4_c = constant(278703.2265372125, like=input)
    k5_c = constant(25137167.90942061, like=input)
    k6_c = constant(1390459349.5506256, like=input)
    k7_c = constant(39560358565.282265, like=input)
    k8_c = constant(378550748292.9644, like=input)
    k9_c = constant(588598693527.6913, like=input)
    small_c = constant(9.094947017729282e-13, like=input)
    by_c = constant(8, like=input)
    b1_c = constant(0.00018649243409040505, like=input)
    b1_c_2 = constant(0.0005796908290076067, like=input)
    b2_c = constant(0.0018332435344178251, like=input)
    b3_c = constant(0.005904750736105025, like=input)
    b4_c = constant(0.019393822852287062, like=input)
    b5_c = constant(0.06504159722941413, like=input)
    b6_c = constant(0.22307160985267127, like=input)
    b7_c = constant(0.7837365772970701, like=input)
    b8_c = constant(2.826322179893382, like=input)
    b9_c = constant(10.485283900569273, like=input)
    b10_c = constant(40.122167563524535, like=input)
    b11_c = constant(158.84329176008222, like=input)
    b12_c = constant(653.0040423850522, like=input)
    b13_c = constant(2799.7926247056116, like=input)
    b14_c = constant(12586.847705836422, like=input)
    b15_c = constant(59726.685811977564, like=input)
    b16_c = constant(301672.00317100517, like=input)
    b17_c = constant(1639764.1067649534, like=input)
    b18_c = constant(9734860.059068887, like=input)
    b19_c = constant(64449167.88712246, like=input)
    b20_c = constant(490815436.45484406, like=input)
    b21_c = constant(4521033336.538881, like=input)
    b22_c = constant(55235378771.78761, like=input)
    b23_c = constant(1106481698047.4448, like=input)
    b24_c = constant(85860531648932.11, like=input)
    zero = constant(0, like=input)
    nan = constant(float("nan"), like=input)
    inf = constant(float("inf"), like=input)
    iy = op.Sub(op.Div(input, two), two)
    i1 = op.Add(op.Mul(iy, i1_c), i1_c_2)
    i2 = op.Sub(op.Sub(op.Mul(iy, i1), i1_c), i2_c)
    i3 = op.Add(op.Sub(op.Mul(iy, i2), i1), i3_c)
    i4 = op.Sub(op.Sub(op.Mul(iy, i3), i2), i4_c)
    i5 = op.Add(op.Sub(op.Mul(iy, i4), i3), i5_c)
    i6 = op.Sub(op.Sub(op.Mul(iy, i5), i4), i6_c)
    i7 = op.Add(op.Sub(op.Mul(iy, i6), i5), i7_c)
    i8 = op.Sub(op.Sub(op.Mul(iy, i7), i6), i8_c)
    i9 = op.Add(op.Sub(op.Mul(iy, i8), i7), i9_c)
    i10 = op.Sub(op.Sub(op.Mul(iy, i9), i8), i10_c)
    i11 = op.Add(op.Sub(op.Mul(iy, i10), i9), i11_c)
    i12 = op.Sub(op.Sub(op.Mul(iy, i11), i10), i12_c)
    i13 = op.Add(op.Sub(op.Mul(iy, i12), i11), i13_c)
    i14 = op.Sub(op.Sub(op.Mul(iy, i13), i12), i14_c)
    i15 = op.Add(op.Sub(op.Mul(iy, i14), i13), i15_c)
    i16 = op.Sub(op.Sub(op.Mul(iy, i15), i14), i16_c)
    i17 = op.Add(op.Sub(op.Mul(iy, i16), i15), i17_c)
    i18 = op.Sub(op.Sub(op.Mul(iy, i17), i16), i18_c)
    i19 = op.Add(op.Sub(op.Mul(iy, i18), i17), i19_c)
    i20 = op.Sub(op.Sub(op.Mul(iy, i19), i18), i20_c)
    i21 = op.Add(op.Sub(op.Mul(iy, i20), i19), i21_c)
    i22 = op.Sub(op.Sub(op.Mul(iy, i21), i20), i22_c)
    i23 = op.Add(op.Sub(op.Mul(iy, i22), i21), i23_c)
    i24 = op.Sub(op.Sub(op.Mul(iy, i23), i22), i24_c)
    i25 = op.Add(op.Sub(op.Mul(iy, i24), i23), i25_c)
    i26 = op.Sub(op.Sub(op.Mul(iy, i25), i24), i26_c)
    i27 = op.Add(op.Sub(op.Mul(iy, i26), i25), i27_c)
    i28 = op.Sub(op.Sub(op.Mul(iy, i27), i26), i28_c)
    i29 = op.Add(op.Sub(op.Mul(iy, i28), i27), i29_c)
    bessel_i = op.Mul(op.Exp(input), op.Mul(op.Mul(half, op.Sub(i29, i27)), bessel_i_c))
    ky = op.Sub(op.Mul(input, input), two)
    k1 = op.Add(op.Mul(ky, k1_c), k1_c_2)
    k2 = op.Add(op.Sub(op.Mul(ky, k1), k1_c), k2_c)
    k3 = op.Add(op.Sub(op.Mul(ky, k2), k1), k3_c)
    k4 = op.Add(op.Sub(op.Mul(ky, k3), k2), k4_c)
    k5 = op.Add(op.Sub(op.Mul(ky, k4), k3), k5_c)
    k6 = op.Add(op.Sub(op.Mul(ky, k5), k4), k6_c)
    k7 = op.Add(op.Sub(op.Mul(ky, k6), k5), k7_c)
    k8 = op.Add(op.Sub(op.Mul(ky, k7), k6), k8_c)
    k9 = op.Sub(op.Sub(op.Mul(ky, k8), k7), k9_c)
    small = op.Sub(
        op.Mul(op.Mul(half, op.Sub(k9, k7)), small_c),
        op.Mul(op.Log(op.Mul(half, input)), bessel_i),
    )
    by = op.Sub(op.Div(by_c, input), two)
    b1 = op.Sub(op.Mul(by, b1_c), b1_c_2)
    b2 = op.Add(op.Sub(op.Mul(by, b1), b1_c), b2_c)
    b3 = op.Sub(op.Sub(op.Mul(by, b2), b1), b3_c)
    b4 = op.Add(op.Sub(op.Mul(by, b3), b2), b4_c)
    b5 = op.Sub(op.Sub(op.Mul(by, b4), b3), b5_c)
    b6 = op.Add(op.Sub(op.Mul(by, b5), b4), b6_c)
    b7 = op.Sub(op.Sub(op.Mul(by, b6), b5), b7_c)
    b8 = op.Add(op.Sub(op.Mul(by, b7), b6), b8_c)
    b9 = op.Sub(op.Sub(op.Mul(by, b8), b7), b9_c)
    b10 = op.Add(op.Sub(op.Mul(by, b9), b8), b10_c)
    b11 = op.Sub(op.Sub(op.Mul(by, b10), b9), b11_c)
    b12 = op.Add(op.Sub(op.Mul(by, b11), b10), b12_c)
    b13 = op.Sub(op.Sub(op.Mul(by, b12), b11), b13_c)
    b14 = op.Add(op.Sub(op.Mul(by, b13), b12), b14_c)
    b15 = op.Sub(op.Sub(op.Mul(by, b14), b13), b15_c)
    b16 = op.Add(op.Sub(op.Mul(by, b15), b14), b16_c)
    b17 = op.Sub(op.Sub(op.Mul(by, b16), b15), b17_c)
    b18 = op.Add(op.Sub(op.Mul(by, b17), b16), b18_c)
    b19 = op.Sub(op.Sub(op.Mul(by, b18), b17), b19_c)
    b20 = op.Add(op.Sub(op.Mul(by, b19), b18), b20_c)
    b21 = op.Sub(op.Sub(op.Mul(by, b20), b19), b21_c)
    b22 = op.Add(op.Sub(op.Mul(by, b21), b20), b22_c)
    b23 = op.Sub(op.Sub(op.Mul(by, b22), b21), b23_c)
    b24 = op.Add(op.Sub(op.Mul(by, b23), b22), b24_c)
    big = op.Div(
        op.Mul(
            op.Exp(op.Neg(input)),
            op.Mul(op.Mul(half, op.Sub(b24, b22)), bessel_i_c),
        ),
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
