"""special_modified_bessel_i0: aten::special_modified_bessel_i0 -> ONNX Abs + Div + Sub + Mul + Add + Exp + Sqrt + Greater + Where, opsets 9 to 20.

Generated from mappings/aten/special_modified_bessel_i0.yaml by `opmapgen build`; do not edit.

Source schema: aten::special_modified_bessel_i0(Tensor self) -> Tensor

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


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, input):
    check_inputs(CONTRACT, input=input)
    # torch's type promotion: the dtype torch computes it in
    (input,) = promote(g, CONTRACT, input=input)
    two = g.op("Constant", value_t=torch.tensor(2, dtype=dtype_of(input)))
    i1_c = g.op(
        "Constant",
        value_t=torch.tensor(-0.0001553510233890452, dtype=dtype_of(input)),
    )
    i1_c_2 = g.op(
        "Constant",
        value_t=torch.tensor(0.0011719191370168378, dtype=dtype_of(input)),
    )
    i2_c = g.op(
        "Constant",
        value_t=torch.tensor(0.008554305477302161, dtype=dtype_of(input)),
    )
    i3_c = g.op(
        "Constant",
        value_t=torch.tensor(0.06035496526891167, dtype=dtype_of(input)),
    )
    i4_c = g.op(
        "Constant",
        value_t=torch.tensor(0.4111410999611837, dtype=dtype_of(input)),
    )
    i5_c = g.op(
        "Constant",
        value_t=torch.tensor(2.7008176680581246, dtype=dtype_of(input)),
    )
    i6_c = g.op(
        "Constant",
        value_t=torch.tensor(17.08710306466213, dtype=dtype_of(input)),
    )
    i7_c = g.op(
        "Constant",
        value_t=torch.tensor(103.97167244164717, dtype=dtype_of(input)),
    )
    i8_c = g.op(
        "Constant",
        value_t=torch.tensor(607.5729877085755, dtype=dtype_of(input)),
    )
    i9_c = g.op(
        "Constant",
        value_t=torch.tensor(3404.372653610546, dtype=dtype_of(input)),
    )
    i10_c = g.op(
        "Constant",
        value_t=torch.tensor(18259.96995129188, dtype=dtype_of(input)),
    )
    i11_c = g.op(
        "Constant",
        value_t=torch.tensor(93584.22761992813, dtype=dtype_of(input)),
    )
    i12_c = g.op(
        "Constant",
        value_t=torch.tensor(457405.6367614369, dtype=dtype_of(input)),
    )
    i13_c = g.op(
        "Constant",
        value_t=torch.tensor(2127597.228924299, dtype=dtype_of(input)),
    )
    i14_c = g.op(
        "Constant",
        value_t=torch.tensor(9397020.472961212, dtype=dtype_of(input)),
    )
    i15_c = g.op(
        "Constant",
        value_t=torch.tensor(39314578.94382605, dtype=dtype_of(input)),
    )
    i16_c = g.op(
        "Constant",
        value_t=torch.tensor(155400165.82302973, dtype=dtype_of(input)),
    )
    i17_c = g.op(
        "Constant",
        value_t=torch.tensor(578728317.2043563, dtype=dtype_of(input)),
    )
    i18_c = g.op(
        "Constant",
        value_t=torch.tensor(2024577383.0642915, dtype=dtype_of(input)),
    )
    i19_c = g.op(
        "Constant",
        value_t=torch.tensor(6632355649.0304365, dtype=dtype_of(input)),
    )
    i20_c = g.op(
        "Constant",
        value_t=torch.tensor(20279412677.479805, dtype=dtype_of(input)),
    )
    i21_c = g.op(
        "Constant",
        value_t=torch.tensor(57683920137.03136, dtype=dtype_of(input)),
    )
    i22_c = g.op(
        "Constant",
        value_t=torch.tensor(152148131893.31473, dtype=dtype_of(input)),
    )
    i23_c = g.op(
        "Constant",
        value_t=torch.tensor(371070586743.56036, dtype=dtype_of(input)),
    )
    i24_c = g.op(
        "Constant",
        value_t=torch.tensor(835186034957.7168, dtype=dtype_of(input)),
    )
    i25_c = g.op(
        "Constant",
        value_t=torch.tensor(1734775466634.1985, dtype=dtype_of(input)),
    )
    i26_c = g.op(
        "Constant",
        value_t=torch.tensor(3339035510176.8643, dtype=dtype_of(input)),
    )
    i27_c = g.op(
        "Constant",
        value_t=torch.tensor(6038373657378.1875, dtype=dtype_of(input)),
    )
    i28_c = g.op(
        "Constant",
        value_t=torch.tensor(10720068512742.775, dtype=dtype_of(input)),
    )
    i29_c = g.op(
        "Constant",
        value_t=torch.tensor(23812616762786.164, dtype=dtype_of(input)),
    )
    half = g.op("Constant", value_t=torch.tensor(0.5, dtype=dtype_of(input)))
    small_c = g.op(
        "Constant",
        value_t=torch.tensor(2.842170943040401e-14, dtype=dtype_of(input)),
    )
    by_c = g.op("Constant", value_t=torch.tensor(32, dtype=dtype_of(input)))
    b1_c = g.op(
        "Constant",
        value_t=torch.tensor(-0.0002544949136710647, dtype=dtype_of(input)),
    )
    b1_c_2 = g.op(
        "Constant",
        value_t=torch.tensor(0.00016995826721023224, dtype=dtype_of(input)),
    )
    b2_c = g.op(
        "Constant",
        value_t=torch.tensor(0.0015712008565957963, dtype=dtype_of(input)),
    )
    b3_c = g.op(
        "Constant",
        value_t=torch.tensor(0.001217809532594416, dtype=dtype_of(input)),
    )
    b4_c = g.op(
        "Constant",
        value_t=torch.tensor(0.009948817425779972, dtype=dtype_of(input)),
    )
    b5_c = g.op(
        "Constant",
        value_t=torch.tensor(0.012052356062766653, dtype=dtype_of(input)),
    )
    b6_c = g.op(
        "Constant",
        value_t=torch.tensor(0.06236641527129038, dtype=dtype_of(input)),
    )
    b7_c = g.op(
        "Constant",
        value_t=torch.tensor(0.13411159095431088, dtype=dtype_of(input)),
    )
    b8_c = g.op(
        "Constant",
        value_t=torch.tensor(0.33618128150332327, dtype=dtype_of(input)),
    )
    b9_c = g.op(
        "Constant",
        value_t=torch.tensor(1.460351762954542, dtype=dtype_of(input)),
    )
    b10_c = g.op(
        "Constant",
        value_t=torch.tensor(0.5418696652615514, dtype=dtype_of(input)),
    )
    b11_c = g.op(
        "Constant",
        value_t=torch.tensor(13.555758819420793, dtype=dtype_of(input)),
    )
    b12_c = g.op(
        "Constant",
        value_t=torch.tensor(25.262817034160364, dtype=dtype_of(input)),
    )
    b13_c = g.op(
        "Constant",
        value_t=torch.tensor(63.127045046329656, dtype=dtype_of(input)),
    )
    b14_c = g.op(
        "Constant",
        value_t=torch.tensor(464.990041250304, dtype=dtype_of(input)),
    )
    b15_c = g.op(
        "Constant",
        value_t=torch.tensor(1108.2783516862048, dtype=dtype_of(input)),
    )
    b16_c = g.op(
        "Constant",
        value_t=torch.tensor(418.31217566132995, dtype=dtype_of(input)),
    )
    b17_c = g.op(
        "Constant",
        value_t=torch.tensor(17383.199277027936, dtype=dtype_of(input)),
    )
    b18_c = g.op(
        "Constant",
        value_t=torch.tensor(119494.29129253152, dtype=dtype_of(input)),
    )
    b19_c = g.op(
        "Constant",
        value_t=torch.tensor(797513.251639051, dtype=dtype_of(input)),
    )
    b20_c = g.op(
        "Constant",
        value_t=torch.tensor(7208991.403160436, dtype=dtype_of(input)),
    )
    b21_c = g.op(
        "Constant",
        value_t=torch.tensor(101731056.25173005, dtype=dtype_of(input)),
    )
    b22_c = g.op(
        "Constant",
        value_t=torch.tensor(2424118212.800576, dtype=dtype_of(input)),
    )
    b23_c = g.op(
        "Constant",
        value_t=torch.tensor(118540247781.56361, dtype=dtype_of(input)),
    )
    b24_c = g.op(
        "Constant",
        value_t=torch.tensor(28305489963017.793, dtype=dtype_of(input)),
    )
    result_c = g.op("Constant", value_t=torch.tensor(8, dtype=dtype_of(input)))
    a = g.op("Abs", input)
    iy = g.op("Sub", g.op("Div", a, two), two)
    i1 = g.op("Add", g.op("Mul", iy, i1_c), i1_c_2)
    i2 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i1), i1_c), i2_c)
    i3 = g.op("Add", g.op("Sub", g.op("Mul", iy, i2), i1), i3_c)
    i4 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i3), i2), i4_c)
    i5 = g.op("Add", g.op("Sub", g.op("Mul", iy, i4), i3), i5_c)
    i6 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i5), i4), i6_c)
    i7 = g.op("Add", g.op("Sub", g.op("Mul", iy, i6), i5), i7_c)
    i8 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i7), i6), i8_c)
    i9 = g.op("Add", g.op("Sub", g.op("Mul", iy, i8), i7), i9_c)
    i10 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i9), i8), i10_c)
    i11 = g.op("Add", g.op("Sub", g.op("Mul", iy, i10), i9), i11_c)
    i12 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i11), i10), i12_c)
    i13 = g.op("Add", g.op("Sub", g.op("Mul", iy, i12), i11), i13_c)
    i14 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i13), i12), i14_c)
    i15 = g.op("Add", g.op("Sub", g.op("Mul", iy, i14), i13), i15_c)
    i16 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i15), i14), i16_c)
    i17 = g.op("Add", g.op("Sub", g.op("Mul", iy, i16), i15), i17_c)
    i18 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i17), i16), i18_c)
    i19 = g.op("Add", g.op("Sub", g.op("Mul", iy, i18), i17), i19_c)
    i20 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i19), i18), i20_c)
    i21 = g.op("Add", g.op("Sub", g.op("Mul", iy, i20), i19), i21_c)
    i22 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i21), i20), i22_c)
    i23 = g.op("Add", g.op("Sub", g.op("Mul", iy, i22), i21), i23_c)
    i24 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i23), i22), i24_c)
    i25 = g.op("Add", g.op("Sub", g.op("Mul", iy, i24), i23), i25_c)
    i26 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i25), i24), i26_c)
    i27 = g.op("Add", g.op("Sub", g.op("Mul", iy, i26), i25), i27_c)
    i28 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i27), i26), i28_c)
    i29 = g.op("Add", g.op("Sub", g.op("Mul", iy, i28), i27), i29_c)
    small = g.op(
        "Mul",
        g.op("Exp", a),
        g.op("Mul", g.op("Mul", half, g.op("Sub", i29, i27)), small_c),
    )
    by = g.op("Sub", g.op("Div", by_c, a), two)
    b1 = g.op("Sub", g.op("Mul", by, b1_c), b1_c_2)
    b2 = g.op("Add", g.op("Sub", g.op("Mul", by, b1), b1_c), b2_c)
    b3 = g.op("Add", g.op("Sub", g.op("Mul", by, b2), b1), b3_c)
    b4 = g.op("Sub", g.op("Sub", g.op("Mul", by, b3), b2), b4_c)
    b5 = g.op("Sub", g.op("Sub", g.op("Mul", by, b4), b3), b5_c)
    b6 = g.op("Add", g.op("Sub", g.op("Mul", by, b5), b4), b6_c)
    b7 = g.op("Add", g.op("Sub", g.op("Mul", by, b6), b5), b7_c)
    b8 = g.op("Sub", g.op("Sub", g.op("Mul", by, b7), b6), b8_c)
    b9 = g.op("Sub", g.op("Sub", g.op("Mul", by, b8), b7), b9_c)
    b10 = g.op("Add", g.op("Sub", g.op("Mul", by, b9), b8), b10_c)
    b11 = g.op("Add", g.op("Sub", g.op("Mul", by, b10), b9), b11_c)
    b12 = g.op("Add", g.op("Sub", g.op("Mul", by, b11), b10), b12_c)
    b13 = g.op("Sub", g.op("Sub", g.op("Mul", by, b12), b11), b13_c)
    b14 = g.op("Sub", g.op("Sub", g.op("Mul", by, b13), b12), b14_c)
    b15 = g.op("Sub", g.op("Sub", g.op("Mul", by, b14), b13), b15_c)
    b16 = g.op("Add", g.op("Sub", g.op("Mul", by, b15), b14), b16_c)
    b17 = g.op("Add", g.op("Sub", g.op("Mul", by, b16), b15), b17_c)
    b18 = g.op("Add", g.op("Sub", g.op("Mul", by, b17), b16), b18_c)
    b19 = g.op("Add", g.op("Sub", g.op("Mul", by, b18), b17), b19_c)
    b20 = g.op("Add", g.op("Sub", g.op("Mul", by, b19), b18), b20_c)
    b21 = g.op("Add", g.op("Sub", g.op("Mul", by, b20), b19), b21_c)
    b22 = g.op("Add", g.op("Sub", g.op("Mul", by, b21), b20), b22_c)
    b23 = g.op("Add", g.op("Sub", g.op("Mul", by, b22), b21), b23_c)
    b24 = g.op("Add", g.op("Sub", g.op("Mul", by, b23), b22), b24_c)
    big = g.op(
        "Div",
        g.op(
            "Mul",
            g.op("Exp", a),
            g.op("Mul", g.op("Mul", half, g.op("Sub", b24, b22)), small_c),
        ),
        g.op("Sqrt", a),
    )
    return g.op("Where", g.op("Greater", a, result_c), big, small)
