"""special_scaled_modified_bessel_k1: aten::special_scaled_modified_bessel_k1 -> ONNX Div + Sub + Mul + Add + Exp + Log + Sqrt + Greater + Equal + Less + Where, opsets 11 to 20.

Generated from mappings/aten/special_scaled_modified_bessel_k1.yaml by `opmapgen build`; do not edit.

Source schema: aten::special_scaled_modified_bessel_k1(Tensor x) -> Tensor

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

SOURCE_OP = "aten::special_scaled_modified_bessel_k1"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(11, 21)
CONTRACT = Contract(
    "special_scaled_modified_bessel_k1",
    "mappings/aten/special_scaled_modified_bessel_k1.yaml",
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


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, x):
    check_inputs(CONTRACT, x=x)
    # torch's type promotion: the dtype torch computes it in
    (x,) = promote(g, CONTRACT, x=x)
    two = g.op("Constant", value_t=torch.tensor(2, dtype=dtype_of(x)))
    i1_c = g.op(
        "Constant",
        value_t=torch.tensor(0.00019547832754840454, dtype=dtype_of(x)),
    )
    i1_c_2 = g.op(
        "Constant",
        value_t=torch.tensor(0.0014857805928446244, dtype=dtype_of(x)),
    )
    i2_c = g.op(
        "Constant",
        value_t=torch.tensor(0.010932712978018198, dtype=dtype_of(x)),
    )
    i3_c = g.op(
        "Constant",
        value_t=torch.tensor(0.07779946877879755, dtype=dtype_of(x)),
    )
    i4_c = g.op("Constant", value_t=torch.tensor(0.5348506087114244, dtype=dtype_of(x)))
    i5_c = g.op("Constant", value_t=torch.tensor(3.5481226187852406, dtype=dtype_of(x)))
    i6_c = g.op("Constant", value_t=torch.tensor(22.68542906498745, dtype=dtype_of(x)))
    i7_c = g.op("Constant", value_t=torch.tensor(139.60978685135632, dtype=dtype_of(x)))
    i8_c = g.op("Constant", value_t=torch.tensor(825.8606912880591, dtype=dtype_of(x)))
    i9_c = g.op("Constant", value_t=torch.tensor(4689.014036836072, dtype=dtype_of(x)))
    i10_c = g.op(
        "Constant",
        value_t=torch.tensor(25512.823501556573, dtype=dtype_of(x)),
    )
    i11_c = g.op(
        "Constant",
        value_t=torch.tensor(132803.39497834368, dtype=dtype_of(x)),
    )
    i12_c = g.op("Constant", value_t=torch.tensor(660167.0043435115, dtype=dtype_of(x)))
    i13_c = g.op("Constant", value_t=torch.tensor(3127932.286888588, dtype=dtype_of(x)))
    i14_c = g.op(
        "Constant",
        value_t=torch.tensor(14096933.602516666, dtype=dtype_of(x)),
    )
    i15_c = g.op("Constant", value_t=torch.tensor(60297008.42363198, dtype=dtype_of(x)))
    i16_c = g.op(
        "Constant",
        value_t=torch.tensor(244197226.53454414, dtype=dtype_of(x)),
    )
    i17_c = g.op("Constant", value_t=torch.tensor(934015857.7401065, dtype=dtype_of(x)))
    i18_c = g.op("Constant", value_t=torch.tensor(3364727318.220342, dtype=dtype_of(x)))
    i19_c = g.op("Constant", value_t=torch.tensor(11382905466.82275, dtype=dtype_of(x)))
    i20_c = g.op("Constant", value_t=torch.tensor(36048919395.4365, dtype=dtype_of(x)))
    i21_c = g.op(
        "Constant",
        value_t=torch.tensor(106508192572.83063, dtype=dtype_of(x)),
    )
    i22_c = g.op("Constant", value_t=torch.tensor(292482262862.5266, dtype=dtype_of(x)))
    i23_c = g.op("Constant", value_t=torch.tensor(743381387421.0754, dtype=dtype_of(x)))
    i24_c = g.op(
        "Constant",
        value_t=torch.tensor(1739969166258.2053, dtype=dtype_of(x)),
    )
    i25_c = g.op("Constant", value_t=torch.tensor(3725742206867.842, dtype=dtype_of(x)))
    i26_c = g.op("Constant", value_t=torch.tensor(7222905359805.309, dtype=dtype_of(x)))
    i27_c = g.op("Constant", value_t=torch.tensor(12414208849036.59, dtype=dtype_of(x)))
    i28_c = g.op(
        "Constant",
        value_t=torch.tensor(17774243105407.977, dtype=dtype_of(x)),
    )
    half = g.op("Constant", value_t=torch.tensor(0.5, dtype=dtype_of(x)))
    bessel_i_c = g.op(
        "Constant",
        value_t=torch.tensor(1.4210854715202004e-14, dtype=dtype_of(x)),
    )
    k1_c = g.op(
        "Constant",
        value_t=torch.tensor(-0.00012356511307994267, dtype=dtype_of(x)),
    )
    k1_c_2 = g.op(
        "Constant",
        value_t=torch.tensor(0.042704149383826495, dtype=dtype_of(x)),
    )
    k2_c = g.op("Constant", value_t=torch.tensor(11.728537494418683, dtype=dtype_of(x)))
    k3_c = g.op("Constant", value_t=torch.tensor(2483.116640274272, dtype=dtype_of(x)))
    k4_c = g.op("Constant", value_t=torch.tensor(389383.2698829444, dtype=dtype_of(x)))
    k5_c = g.op("Constant", value_t=torch.tensor(42808933.564053014, dtype=dtype_of(x)))
    k6_c = g.op("Constant", value_t=torch.tensor(3043956525.1168222, dtype=dtype_of(x)))
    k7_c = g.op("Constant", value_t=torch.tensor(122718231933.25613, dtype=dtype_of(x)))
    k8_c = g.op("Constant", value_t=torch.tensor(2156998704157.7158, dtype=dtype_of(x)))
    k9_c = g.op("Constant", value_t=torch.tensor(6212785364675.457, dtype=dtype_of(x)))
    k10_c = g.op("Constant", value_t=torch.tensor(26833365372936.79, dtype=dtype_of(x)))
    small_c = g.op(
        "Constant",
        value_t=torch.tensor(5.684341886080802e-14, dtype=dtype_of(x)),
    )
    by_c = g.op("Constant", value_t=torch.tensor(8, dtype=dtype_of(x)))
    b1_c = g.op(
        "Constant",
        value_t=torch.tensor(-0.00010127371996680051, dtype=dtype_of(x)),
    )
    b1_c_2 = g.op(
        "Constant",
        value_t=torch.tensor(0.0003156127673355883, dtype=dtype_of(x)),
    )
    b2_c = g.op(
        "Constant",
        value_t=torch.tensor(0.0010009008382086582, dtype=dtype_of(x)),
    )
    b3_c = g.op(
        "Constant",
        value_t=torch.tensor(0.0032336083599537927, dtype=dtype_of(x)),
    )
    b4_c = g.op(
        "Constant",
        value_t=torch.tensor(0.010655670207320143, dtype=dtype_of(x)),
    )
    b5_c = g.op(
        "Constant",
        value_t=torch.tensor(0.03586524537900313, dtype=dtype_of(x)),
    )
    b6_c = g.op(
        "Constant",
        value_t=torch.tensor(0.12349428009613088, dtype=dtype_of(x)),
    )
    b7_c = g.op("Constant", value_t=torch.tensor(0.4357856149622335, dtype=dtype_of(x)))
    b8_c = g.op("Constant", value_t=torch.tensor(1.5791986763333454, dtype=dtype_of(x)))
    b9_c = g.op("Constant", value_t=torch.tensor(5.890602172043303, dtype=dtype_of(x)))
    b10_c = g.op(
        "Constant",
        value_t=torch.tensor(22.679388164667188, dtype=dtype_of(x)),
    )
    b11_c = g.op("Constant", value_t=torch.tensor(90.4174973371521, dtype=dtype_of(x)))
    b12_c = g.op("Constant", value_t=torch.tensor(374.7079048224038, dtype=dtype_of(x)))
    b13_c = g.op(
        "Constant",
        value_t=torch.tensor(1621.7031579641284, dtype=dtype_of(x)),
    )
    b14_c = g.op("Constant", value_t=torch.tensor(7371.750051844668, dtype=dtype_of(x)))
    b15_c = g.op("Constant", value_t=torch.tensor(35449.13018218112, dtype=dtype_of(x)))
    b16_c = g.op(
        "Constant",
        value_t=torch.tensor(182004.57806754508, dtype=dtype_of(x)),
    )
    b17_c = g.op("Constant", value_t=torch.tensor(1009982.200315606, dtype=dtype_of(x)))
    b18_c = g.op(
        "Constant",
        value_t=torch.tensor(6160714.2449736055, dtype=dtype_of(x)),
    )
    b19_c = g.op(
        "Constant",
        value_t=torch.tensor(42335330.915439054, dtype=dtype_of(x)),
    )
    b20_c = g.op(
        "Constant",
        value_t=torch.tensor(340619549.80351096, dtype=dtype_of(x)),
    )
    b21_c = g.op("Constant", value_t=torch.tensor(3434267719.705146, dtype=dtype_of(x)))
    b22_c = g.op(
        "Constant",
        value_t=torch.tensor(50275245875.352615, dtype=dtype_of(x)),
    )
    b23_c = g.op(
        "Constant",
        value_t=torch.tensor(1828245708290.2488, dtype=dtype_of(x)),
    )
    b24_c = g.op("Constant", value_t=torch.tensor(47861762100313.08, dtype=dtype_of(x)))
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(x)))
    nan = g.op("Constant", value_t=torch.tensor(float("nan"), dtype=dtype_of(x)))
    inf = g.op("Constant", value_t=torch.tensor(float("inf"), dtype=dtype_of(x)))
    iy = g.op("Sub", g.op("Div", x, two), two)
    i1 = g.op("Sub", g.op("Mul", iy, i1_c), i1_c_2)
    i2 = g.op("Add", g.op("Sub", g.op("Mul", iy, i1), i1_c), i2_c)
    i3 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i2), i1), i3_c)
    i4 = g.op("Add", g.op("Sub", g.op("Mul", iy, i3), i2), i4_c)
    i5 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i4), i3), i5_c)
    i6 = g.op("Add", g.op("Sub", g.op("Mul", iy, i5), i4), i6_c)
    i7 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i6), i5), i7_c)
    i8 = g.op("Add", g.op("Sub", g.op("Mul", iy, i7), i6), i8_c)
    i9 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i8), i7), i9_c)
    i10 = g.op("Add", g.op("Sub", g.op("Mul", iy, i9), i8), i10_c)
    i11 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i10), i9), i11_c)
    i12 = g.op("Add", g.op("Sub", g.op("Mul", iy, i11), i10), i12_c)
    i13 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i12), i11), i13_c)
    i14 = g.op("Add", g.op("Sub", g.op("Mul", iy, i13), i12), i14_c)
    i15 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i14), i13), i15_c)
    i16 = g.op("Add", g.op("Sub", g.op("Mul", iy, i15), i14), i16_c)
    i17 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i16), i15), i17_c)
    i18 = g.op("Add", g.op("Sub", g.op("Mul", iy, i17), i16), i18_c)
    i19 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i18), i17), i19_c)
    i20 = g.op("Add", g.op("Sub", g.op("Mul", iy, i19), i18), i20_c)
    i21 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i20), i19), i21_c)
    i22 = g.op("Add", g.op("Sub", g.op("Mul", iy, i21), i20), i22_c)
    i23 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i22), i21), i23_c)
    i24 = g.op("Add", g.op("Sub", g.op("Mul", iy, i23), i22), i24_c)
    i25 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i24), i23), i25_c)
    i26 = g.op("Add", g.op("Sub", g.op("Mul", iy, i25), i24), i26_c)
    i27 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i26), i25), i27_c)
    i28 = g.op("Add", g.op("Sub", g.op("Mul", iy, i27), i26), i28_c)
    bessel_i = g.op(
        "Mul",
        g.op(
            "Mul",
            g.op("Mul", g.op("Mul", half, g.op("Sub", i28, i26)), bessel_i_c),
            x,
        ),
        g.op("Exp", x),
    )
    ky = g.op("Sub", g.op("Mul", x, x), two)
    k1 = g.op("Sub", g.op("Mul", ky, k1_c), k1_c_2)
    k2 = g.op("Sub", g.op("Sub", g.op("Mul", ky, k1), k1_c), k2_c)
    k3 = g.op("Sub", g.op("Sub", g.op("Mul", ky, k2), k1), k3_c)
    k4 = g.op("Sub", g.op("Sub", g.op("Mul", ky, k3), k2), k4_c)
    k5 = g.op("Sub", g.op("Sub", g.op("Mul", ky, k4), k3), k5_c)
    k6 = g.op("Sub", g.op("Sub", g.op("Mul", ky, k5), k4), k6_c)
    k7 = g.op("Sub", g.op("Sub", g.op("Mul", ky, k6), k5), k7_c)
    k8 = g.op("Sub", g.op("Sub", g.op("Mul", ky, k7), k6), k8_c)
    k9 = g.op("Sub", g.op("Sub", g.op("Mul", ky, k8), k7), k9_c)
    k10 = g.op("Add", g.op("Sub", g.op("Mul", ky, k9), k8), k10_c)
    small_add = g.op(
        "Add",
        g.op("Mul", g.op("Log", g.op("Mul", half, x)), bessel_i),
        g.op("Div", g.op("Mul", g.op("Mul", half, g.op("Sub", k10, k8)), small_c), x),
    )
    small = g.op("Mul", small_add, g.op("Exp", x))
    by = g.op("Sub", g.op("Div", by_c, x), two)
    b1 = g.op("Add", g.op("Mul", by, b1_c), b1_c_2)
    b2 = g.op("Sub", g.op("Sub", g.op("Mul", by, b1), b1_c), b2_c)
    b3 = g.op("Add", g.op("Sub", g.op("Mul", by, b2), b1), b3_c)
    b4 = g.op("Sub", g.op("Sub", g.op("Mul", by, b3), b2), b4_c)
    b5 = g.op("Add", g.op("Sub", g.op("Mul", by, b4), b3), b5_c)
    b6 = g.op("Sub", g.op("Sub", g.op("Mul", by, b5), b4), b6_c)
    b7 = g.op("Add", g.op("Sub", g.op("Mul", by, b6), b5), b7_c)
    b8 = g.op("Sub", g.op("Sub", g.op("Mul", by, b7), b6), b8_c)
    b9 = g.op("Add", g.op("Sub", g.op("Mul", by, b8), b7), b9_c)
    b10 = g.op("Sub", g.op("Sub", g.op("Mul", by, b9), b8), b10_c)
    b11 = g.op("Add", g.op("Sub", g.op("Mul", by, b10), b9), b11_c)
    b12 = g.op("Sub", g.op("Sub", g.op("Mul", by, b11), b10), b12_c)
    b13 = g.op("Add", g.op("Sub", g.op("Mul", by, b12), b11), b13_c)
    b14 = g.op("Sub", g.op("Sub", g.op("Mul", by, b13), b12), b14_c)
    b15 = g.op("Add", g.op("Sub", g.op("Mul", by, b14), b13), b15_c)
    b16 = g.op("Sub", g.op("Sub", g.op("Mul", by, b15), b14), b16_c)
    b17 = g.op("Add", g.op("Sub", g.op("Mul", by, b16), b15), b17_c)
    b18 = g.op("Sub", g.op("Sub", g.op("Mul", by, b17), b16), b18_c)
    b19 = g.op("Add", g.op("Sub", g.op("Mul", by, b18), b17), b19_c)
    b20 = g.op("Sub", g.op("Sub", g.op("Mul", by, b19), b18), b20_c)
    b21 = g.op("Add", g.op("Sub", g.op("Mul", by, b20), b19), b21_c)
    b22 = g.op("Sub", g.op("Sub", g.op("Mul", by, b21), b20), b22_c)
    b23 = g.op("Add", g.op("Sub", g.op("Mul", by, b22), b21), b23_c)
    b24 = g.op("Add", g.op("Sub", g.op("Mul", by, b23), b22), b24_c)
    big = g.op(
        "Div",
        g.op("Mul", g.op("Mul", half, g.op("Sub", b24, b22)), small_c),
        g.op("Sqrt", x),
    )
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
