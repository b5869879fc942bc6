"""i0: aten::i0 -> ONNX Identity + Abs + Div + Sub + Mul + Sum + Add + Greater + Exp + Sqrt + Where + Cast, opsets 9 to 20.

Generated from mappings/aten/i0.yaml by `opmapgen build`; do not edit.

Source schema: aten::i0(Tensor self) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_name,
    dtype_of,
    parse_args,
    torch_fallback,
)

SOURCE_OP = "aten::i0"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(9, 21)
CONTRACT = Contract(
    "i0",
    "mappings/aten/i0.yaml",
    dtypes=(
        "float16",
        "float32",
        "float64",
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
        "bool",
    ),
    reasons={
        "bfloat16": "ONNX Cast takes bfloat16 only from opset 13, and this mapping starts at 9",
    },
    scalar_typed_ops=("Div", "Sub", "Mul", "Add", "Greater"),
    variants=('dtype(input) == "float64"', 'dtype(input) != "float64"'),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, input):
    check_inputs(CONTRACT, input=input)
    if dtype_name(input) == "float64":
        two = g.op("Constant", value_t=torch.tensor(2, dtype=dtype_of(input)))
        w_c = g.op("Constant", value_t=torch.tensor(32, dtype=dtype_of(input)))
        ca1_c = g.op(
            "Constant",
            value_t=torch.tensor(-4.4153416464793395e-18, dtype=dtype_of(input)),
        )
        ca1_c_2 = g.op(
            "Constant",
            value_t=torch.tensor(3.3307945188222384e-17, dtype=dtype_of(input)),
        )
        ca2_c = g.op(
            "Constant",
            value_t=torch.tensor(-2.3871264300831614e-16, dtype=dtype_of(input)),
        )
        ca3_c = g.op(
            "Constant",
            value_t=torch.tensor(1.715391285555133e-15, dtype=dtype_of(input)),
        )
        ca4_c = g.op(
            "Constant",
            value_t=torch.tensor(-1.1685332877993451e-14, dtype=dtype_of(input)),
        )
        ca5_c = g.op(
            "Constant",
            value_t=torch.tensor(7.676185498604936e-14, dtype=dtype_of(input)),
        )
        ca6_c = g.op(
            "Constant",
            value_t=torch.tensor(-4.856446783111929e-13, dtype=dtype_of(input)),
        )
        ca7_c = g.op(
            "Constant",
            value_t=torch.tensor(2.95505266312964e-12, dtype=dtype_of(input)),
        )
        ca8_c = g.op(
            "Constant",
            value_t=torch.tensor(-1.726826291441556e-11, dtype=dtype_of(input)),
        )
        ca9_c = g.op(
            "Constant",
            value_t=torch.tensor(9.675809035373237e-11, dtype=dtype_of(input)),
        )
        ca10_c = g.op(
            "Constant",
            value_t=torch.tensor(-5.189795601635263e-10, dtype=dtype_of(input)),
        )
        ca11_c = g.op(
            "Constant",
            value_t=torch.tensor(2.6598237246823866e-09, dtype=dtype_of(input)),
        )
        ca12_c = g.op(
            "Constant",
            value_t=torch.tensor(1.300025009986248e-08, dtype=dtype_of(input)),
        )
        ca13_c = g.op(
            "Constant",
            value_t=torch.tensor(6.046995022541919e-08, dtype=dtype_of(input)),
        )
        ca14_c = g.op(
            "Constant",
            value_t=torch.tensor(2.670793853940612e-07, dtype=dtype_of(input)),
        )
        ca15_c = g.op(
            "Constant",
            value_t=torch.tensor(1.1173875391201037e-06, dtype=dtype_of(input)),
        )
        ca16_c = g.op(
            "Constant",
            value_t=torch.tensor(4.4167383584587505e-06, dtype=dtype_of(input)),
        )
        ca17_c = g.op(
            "Constant",
            value_t=torch.tensor(1.6448448070728896e-05, dtype=dtype_of(input)),
        )
        ca18_c = g.op(
            "Constant",
            value_t=torch.tensor(5.754195010082104e-05, dtype=dtype_of(input)),
        )
        ca19_c = g.op(
            "Constant",
            value_t=torch.tensor(0.00018850288509584165, dtype=dtype_of(input)),
        )
        ca20_c = g.op(
            "Constant",
            value_t=torch.tensor(0.0005763755745385824, dtype=dtype_of(input)),
        )
        ca21_c = g.op(
            "Constant",
            value_t=torch.tensor(0.0016394756169413357, dtype=dtype_of(input)),
        )
        ca22_c = g.op(
            "Constant",
            value_t=torch.tensor(0.004324309995050576, dtype=dtype_of(input)),
        )
        ca23_c = g.op(
            "Constant",
            value_t=torch.tensor(0.010546460394594998, dtype=dtype_of(input)),
        )
        ca24_c = g.op(
            "Constant",
            value_t=torch.tensor(0.02373741480589947, dtype=dtype_of(input)),
        )
        ca25_c = g.op(
            "Constant",
            value_t=torch.tensor(0.04930528423967071, dtype=dtype_of(input)),
        )
        ca26_c = g.op(
            "Constant",
            value_t=torch.tensor(0.09490109704804764, dtype=dtype_of(input)),
        )
        ca27_c = g.op(
            "Constant",
            value_t=torch.tensor(0.17162090152220877, dtype=dtype_of(input)),
        )
        ca28_c = g.op(
            "Constant",
            value_t=torch.tensor(0.3046826723431984, dtype=dtype_of(input)),
        )
        ca29_c = g.op(
            "Constant",
            value_t=torch.tensor(0.6767952744094761, dtype=dtype_of(input)),
        )
        half = g.op("Constant", value_t=torch.tensor(0.5, dtype=dtype_of(input)))
        cb1_c = g.op(
            "Constant",
            value_t=torch.tensor(-7.233180487874754e-18, dtype=dtype_of(input)),
        )
        cb1_c_2 = g.op(
            "Constant",
            value_t=torch.tensor(-4.830504485944182e-18, dtype=dtype_of(input)),
        )
        cb2_c = g.op(
            "Constant",
            value_t=torch.tensor(5.188939469084235e-17, dtype=dtype_of(input)),
        )
        cb3_c = g.op(
            "Constant",
            value_t=torch.tensor(3.461222867697461e-17, dtype=dtype_of(input)),
        )
        cb4_c = g.op(
            "Constant",
            value_t=torch.tensor(-2.8276239805165836e-16, dtype=dtype_of(input)),
        )
        cb5_c = g.op(
            "Constant",
            value_t=torch.tensor(-3.425485619677219e-16, dtype=dtype_of(input)),
        )
        cb6_c = g.op(
            "Constant",
            value_t=torch.tensor(1.7725601330565263e-15, dtype=dtype_of(input)),
        )
        cb7_c = g.op(
            "Constant",
            value_t=torch.tensor(3.8116806693526224e-15, dtype=dtype_of(input)),
        )
        cb8_c = g.op(
            "Constant",
            value_t=torch.tensor(-9.554846698828307e-15, dtype=dtype_of(input)),
        )
        cb9_c = g.op(
            "Constant",
            value_t=torch.tensor(-4.150569347287222e-14, dtype=dtype_of(input)),
        )
        cb10_c = g.op(
            "Constant",
            value_t=torch.tensor(1.54008621752141e-14, dtype=dtype_of(input)),
        )
        cb11_c = g.op(
            "Constant",
            value_t=torch.tensor(3.8527783827421426e-13, dtype=dtype_of(input)),
        )
        cb12_c = g.op(
            "Constant",
            value_t=torch.tensor(7.180124451383666e-13, dtype=dtype_of(input)),
        )
        cb13_c = g.op(
            "Constant",
            value_t=torch.tensor(-1.7941785315068062e-12, dtype=dtype_of(input)),
        )
        cb14_c = g.op(
            "Constant",
            value_t=torch.tensor(-1.3215811840447713e-11, dtype=dtype_of(input)),
        )
        cb15_c = g.op(
            "Constant",
            value_t=torch.tensor(-3.1499165279632416e-11, dtype=dtype_of(input)),
        )
        cb16_c = g.op(
            "Constant",
            value_t=torch.tensor(1.1889147107846439e-11, dtype=dtype_of(input)),
        )
        cb17_c = g.op(
            "Constant",
            value_t=torch.tensor(4.94060238822497e-10, dtype=dtype_of(input)),
        )
        cb18_c = g.op(
            "Constant",
            value_t=torch.tensor(3.3962320257083865e-09, dtype=dtype_of(input)),
        )
        cb19_c = g.op(
            "Constant",
            value_t=torch.tensor(2.266668990498178e-08, dtype=dtype_of(input)),
        )
        cb20_c = g.op(
            "Constant",
            value_t=torch.tensor(2.0489185894690638e-07, dtype=dtype_of(input)),
        )
        cb21_c = g.op(
            "Constant",
            value_t=torch.tensor(2.8913705208347567e-06, dtype=dtype_of(input)),
        )
        cb22_c = g.op(
            "Constant",
            value_t=torch.tensor(6.889758346916825e-05, dtype=dtype_of(input)),
        )
        cb23_c = g.op(
            "Constant",
            value_t=torch.tensor(0.0033691164782556943, dtype=dtype_of(input)),
        )
        cb24_c = g.op(
            "Constant",
            value_t=torch.tensor(0.8044904110141088, dtype=dtype_of(input)),
        )
        value_c = g.op("Constant", value_t=torch.tensor(8, dtype=dtype_of(input)))
        x = g.op("Identity", input)
        a = g.op("Abs", x)
        y = g.op("Sub", g.op("Div", a, two), two)
        w = g.op("Sub", g.op("Div", w_c, a), two)
        ca1 = g.op("Sum", g.op("Mul", y, ca1_c), ca1_c_2)
        ca2 = g.op("Sum", g.op("Mul", y, ca1), ca2_c)
        ca3 = g.op("Sum", g.op("Sub", g.op("Mul", y, ca2), ca1), ca3_c)
        ca4 = g.op("Sum", g.op("Sub", g.op("Mul", y, ca3), ca2), ca4_c)
        ca5 = g.op("Sum", g.op("Sub", g.op("Mul", y, ca4), ca3), ca5_c)
        ca6 = g.op("Sum", g.op("Sub", g.op("Mul", y, ca5), ca4), ca6_c)
        ca7 = g.op("Sum", g.op("Sub", g.op("Mul", y, ca6), ca5), ca7_c)
        ca8 = g.op("Sum", g.op("Sub", g.op("Mul", y, ca7), ca6), ca8_c)
        ca9 = g.op("Sum", g.op("Sub", g.op("Mul", y, ca8), ca7), ca9_c)
        ca10 = g.op("Sum", g.op("Sub", g.op("Mul", y, ca9), ca8), ca10_c)
        ca11 = g.op("Sum", g.op("Sub", g.op("Mul", y, ca10), ca9), ca11_c)
        ca12 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca11), ca10), ca12_c)
        ca13 = g.op("Add", g.op("Sub", g.op("Mul", y, ca12), ca11), ca13_c)
        ca14 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca13), ca12), ca14_c)
        ca15 = g.op("Add", g.op("Sub", g.op("Mul", y, ca14), ca13), ca15_c)
        ca16 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca15), ca14), ca16_c)
        ca17 = g.op("Add", g.op("Sub", g.op("Mul", y, ca16), ca15), ca17_c)
        ca18 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca17), ca16), ca18_c)
        ca19 = g.op("Add", g.op("Sub", g.op("Mul", y, ca18), ca17), ca19_c)
        ca20 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca19), ca18), ca20_c)
        ca21 = g.op("Add", g.op("Sub", g.op("Mul", y, ca20), ca19), ca21_c)
        ca22 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca21), ca20), ca22_c)
        ca23 = g.op("Add", g.op("Sub", g.op("Mul", y, ca22), ca21), ca23_c)
        ca24 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca23), ca22), ca24_c)
        ca25 = g.op("Add", g.op("Sub", g.op("Mul", y, ca24), ca23), ca25_c)
        ca26 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca25), ca24), ca26_c)
        ca27 = g.op("Add", g.op("Sub", g.op("Mul", y, ca26), ca25), ca27_c)
        ca28 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca27), ca26), ca28_c)
        ca29 = g.op("Add", g.op("Sub", g.op("Mul", y, ca28), ca27), ca29_c)
        ca = g.op("Mul", half, g.op("Sub", ca29, ca27))
        cb1 = g.op("Sum", g.op("Mul", w, cb1_c), cb1_c_2)
        cb2 = g.op("Sum", g.op("Mul", w, cb1), cb2_c)
        cb3 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb2), cb1), cb3_c)
        cb4 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb3), cb2), cb4_c)
        cb5 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb4), cb3), cb5_c)
        cb6 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb5), cb4), cb6_c)
        cb7 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb6), cb5), cb7_c)
        cb8 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb7), cb6), cb8_c)
        cb9 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb8), cb7), cb9_c)
        cb10 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb9), cb8), cb10_c)
        cb11 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb10), cb9), cb11_c)
        cb12 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb11), cb10), cb12_c)
        cb13 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb12), cb11), cb13_c)
        cb14 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb13), cb12), cb14_c)
        cb15 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb14), cb13), cb15_c)
        cb16 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb15), cb14), cb16_c)
        cb17 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb16), cb15), cb17_c)
        cb18 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb17), cb16), cb18_c)
        cb19 = g.op("Add", g.op("Sub", g.op("Mul", w, cb18), cb17), cb19_c)
        cb20 = g.op("Add", g.op("Sub", g.op("Mul", w, cb19), cb18), cb20_c)
        cb21 = g.op("Add", g.op("Sub", g.op("Mul", w, cb20), cb19), cb21_c)
        cb22 = g.op("Add", g.op("Sub", g.op("Mul", w, cb21), cb20), cb22_c)
        cb23 = g.op("Add", g.op("Sub", g.op("Mul", w, cb22), cb21), cb23_c)
        cb24 = g.op("Add", g.op("Sub", g.op("Mul", w, cb23), cb22), cb24_c)
        cb = g.op("Mul", half, g.op("Sub", cb24, cb22))
        value = g.op(
            "Where",
            g.op("Greater", a, value_c),
            g.op("Div", g.op("Mul", g.op("Exp", a), cb), g.op("Sqrt", a)),
            g.op("Mul", g.op("Exp", a), ca),
        )
        return g.op("Identity", value)
    if dtype_name(input) != "float64":
        two = g.op("Constant", value_t=torch.tensor(2, dtype=torch.float32))
        w_c = g.op("Constant", value_t=torch.tensor(32, dtype=torch.float32))
        ca1_c = g.op(
            "Constant",
            value_t=torch.tensor(-4.4153416464793395e-18, dtype=torch.float32),
        )
        ca1_c_2 = g.op(
            "Constant",
            value_t=torch.tensor(3.3307945188222384e-17, dtype=torch.float32),
        )
        ca2_c = g.op(
            "Constant",
            value_t=torch.tensor(-2.3871264300831614e-16, dtype=torch.float32),
        )
        ca3_c = g.op(
            "Constant",
            value_t=torch.tensor(1.715391285555133e-15, dtype=torch.float32),
        )
        ca4_c = g.op(
            "Constant",
            value_t=torch.tensor(-1.1685332877993451e-14, dtype=torch.float32),
        )
        ca5_c = g.op(
            "Constant",
            value_t=torch.tensor(7.676185498604936e-14, dtype=torch.float32),
        )
        ca6_c = g.op(
            "Constant",
            value_t=torch.tensor(-4.856446783111929e-13, dtype=torch.float32),
        )
        ca7_c = g.op(
            "Constant",
            value_t=torch.tensor(2.95505266312964e-12, dtype=torch.float32),
        )
        ca8_c = g.op(
            "Constant",
            value_t=torch.tensor(-1.726826291441556e-11, dtype=torch.float32),
        )
        ca9_c = g.op(
            "Constant",
            value_t=torch.tensor(9.675809035373237e-11, dtype=torch.float32),
        )
        ca10_c = g.op(
            "Constant",
            value_t=torch.tensor(-5.189795601635263e-10, dtype=torch.float32),
        )
        ca11_c = g.op(
            "Constant",
            value_t=torch.tensor(2.6598237246823866e-09, dtype=torch.float32),
        )
        ca12_c = g.op(
            "Constant",
            value_t=torch.tensor(1.300025009986248e-08, dtype=torch.float32),
        )
        ca13_c = g.op(
            "Constant",
            value_t=torch.tensor(6.046995022541919e-08, dtype=torch.float32),
        )
        ca14_c = g.op(
            "Constant",
            value_t=torch.tensor(2.670793853940612e-07, dtype=torch.float32),
        )
        ca15_c = g.op(
            "Constant",
            value_t=torch.tensor(1.1173875391201037e-06, dtype=torch.float32),
        )
        ca16_c = g.op(
            "Constant",
            value_t=torch.tensor(4.4167383584587505e-06, dtype=torch.float32),
        )
        ca17_c = g.op(
            "Constant",
            value_t=torch.tensor(1.6448448070728896e-05, dtype=torch.float32),
        )
        ca18_c = g.op(
            "Constant",
            value_t=torch.tensor(5.754195010082104e-05, dtype=torch.float32),
        )
        ca19_c = g.op(
            "Constant",
            value_t=torch.tensor(0.00018850288509584165, dtype=torch.float32),
        )
        ca20_c = g.op(
            "Constant",
            value_t=torch.tensor(0.0005763755745385824, dtype=torch.float32),
        )
        ca21_c = g.op(
            "Constant",
            value_t=torch.tensor(0.0016394756169413357, dtype=torch.float32),
        )
        ca22_c = g.op(
            "Constant",
            value_t=torch.tensor(0.004324309995050576, dtype=torch.float32),
        )
        ca23_c = g.op(
            "Constant",
            value_t=torch.tensor(0.010546460394594998, dtype=torch.float32),
        )
        ca24_c = g.op(
            "Constant",
            value_t=torch.tensor(0.02373741480589947, dtype=torch.float32),
        )
        ca25_c = g.op(
            "Constant",
            value_t=torch.tensor(0.04930528423967071, dtype=torch.float32),
        )
        ca26_c = g.op(
            "Constant",
            value_t=torch.tensor(0.09490109704804764, dtype=torch.float32),
        )
        ca27_c = g.op(
            "Constant",
            value_t=torch.tensor(0.17162090152220877, dtype=torch.float32),
        )
        ca28_c = g.op(
            "Constant",
            value_t=torch.tensor(0.3046826723431984, dtype=torch.float32),
        )
        ca29_c = g.op(
            "Constant",
            value_t=torch.tensor(0.6767952744094761, dtype=torch.float32),
        )
        half = g.op("Constant", value_t=torch.tensor(0.5, dtype=torch.float32))
        cb1_c = g.op(
            "Constant",
            value_t=torch.tensor(-7.233180487874754e-18, dtype=torch.float32),
        )
        cb1_c_2 = g.op(
            "Constant",
            value_t=torch.tensor(-4.830504485944182e-18, dtype=torch.float32),
        )
        cb2_c = g.op(
            "Constant",
            value_t=torch.tensor(5.188939469084235e-17, dtype=torch.float32),
        )
        cb3_c = g.op(
            "Constant",
            value_t=torch.tensor(3.461222867697461e-17, dtype=torch.float32),
        )
        cb4_c = g.op(
            "Constant",
            value_t=torch.tensor(-2.8276239805165836e-16, dtype=torch.float32),
        )
        cb5_c = g.op(
            "Constant",
            value_t=torch.tensor(-3.425485619677219e-16, dtype=torch.float32),
        )
        cb6_c = g.op(
            "Constant",
            value_t=torch.tensor(1.7725601330565263e-15, dtype=torch.float32),
        )
        cb7_c = g.op(
            "Constant",
            value_t=torch.tensor(3.8116806693526224e-15, dtype=torch.float32),
        )
        cb8_c = g.op(
            "Constant",
            value_t=torch.tensor(-9.554846698828307e-15, dtype=torch.float32),
        )
        cb9_c = g.op(
            "Constant",
            value_t=torch.tensor(-4.150569347287222e-14, dtype=torch.float32),
        )
        cb10_c = g.op(
            "Constant",
            value_t=torch.tensor(1.54008621752141e-14, dtype=torch.float32),
        )
        cb11_c = g.op(
            "Constant",
            value_t=torch.tensor(3.8527783827421426e-13, dtype=torch.float32),
        )
        cb12_c = g.op(
            "Constant",
            value_t=torch.tensor(7.180124451383666e-13, dtype=torch.float32),
        )
        cb13_c = g.op(
            "Constant",
            value_t=torch.tensor(-1.7941785315068062e-12, dtype=torch.float32),
        )
        cb14_c = g.op(
            "Constant",
            value_t=torch.tensor(-1.3215811840447713e-11, dtype=torch.float32),
        )
        cb15_c = g.op(
            "Constant",
            value_t=torch.tensor(-3.1499165279632416e-11, dtype=torch.float32),
        )
        cb16_c = g.op(
            "Constant",
            value_t=torch.tensor(1.1889147107846439e-11, dtype=torch.float32),
        )
        cb17_c = g.op(
            "Constant",
            value_t=torch.tensor(4.94060238822497e-10, dtype=torch.float32),
        )
        cb18_c = g.op(
            "Constant",
            value_t=torch.tensor(3.3962320257083865e-09, dtype=torch.float32),
        )
        cb19_c = g.op(
            "Constant",
            value_t=torch.tensor(2.266668990498178e-08, dtype=torch.float32),
        )
        cb20_c = g.op(
            "Constant",
            value_t=torch.tensor(2.0489185894690638e-07, dtype=torch.float32),
        )
        cb21_c = g.op(
            "Constant",
            value_t=torch.tensor(2.8913705208347567e-06, dtype=torch.float32),
        )
        cb22_c = g.op(
            "Constant",
            value_t=torch.tensor(6.889758346916825e-05, dtype=torch.float32),
        )
        cb23_c = g.op(
            "Constant",
            value_t=torch.tensor(0.0033691164782556943, dtype=torch.float32),
        )
        cb24_c = g.op(
            "Constant",
            value_t=torch.tensor(0.8044904110141088, dtype=torch.float32),
        )
        value_c = g.op("Constant", value_t=torch.tensor(8, dtype=torch.float32))
        x = g.op("Cast", input, to_i=TensorProto.FLOAT)
        a = g.op("Abs", x)
        y = g.op("Sub", g.op("Div", a, two), two)
        w = g.op("Sub", g.op("Div", w_c, a), two)
        ca1 = g.op("Sum", g.op("Mul", y, ca1_c), ca1_c_2)
        ca2 = g.op("Sum", g.op("Mul", y, ca1), ca2_c)
        ca3 = g.op("Sum", g.op("Sub", g.op("Mul", y, ca2), ca1), ca3_c)
        ca4 = g.op("Sum", g.op("Sub", g.op("Mul", y, ca3), ca2), ca4_c)
        ca5 = g.op("Sum", g.op("Sub", g.op("Mul", y, ca4), ca3), ca5_c)
        ca6 = g.op("Sum", g.op("Sub", g.op("Mul", y, ca5), ca4), ca6_c)
        ca7 = g.op("Sum", g.op("Sub", g.op("Mul", y, ca6), ca5), ca7_c)
        ca8 = g.op("Sum", g.op("Sub", g.op("Mul", y, ca7), ca6), ca8_c)
        ca9 = g.op("Sum", g.op("Sub", g.op("Mul", y, ca8), ca7), ca9_c)
        ca10 = g.op("Sum", g.op("Sub", g.op("Mul", y, ca9), ca8), ca10_c)
        ca11 = g.op("Sum", g.op("Sub", g.op("Mul", y, ca10), ca9), ca11_c)
        ca12 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca11), ca10), ca12_c)
        ca13 = g.op("Add", g.op("Sub", g.op("Mul", y, ca12), ca11), ca13_c)
        ca14 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca13), ca12), ca14_c)
        ca15 = g.op("Add", g.op("Sub", g.op("Mul", y, ca14), ca13), ca15_c)
        ca16 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca15), ca14), ca16_c)
        ca17 = g.op("Add", g.op("Sub", g.op("Mul", y, ca16), ca15), ca17_c)
        ca18 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca17), ca16), ca18_c)
        ca19 = g.op("Add", g.op("Sub", g.op("Mul", y, ca18), ca17), ca19_c)
        ca20 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca19), ca18), ca20_c)
        ca21 = g.op("Add", g.op("Sub", g.op("Mul", y, ca20), ca19), ca21_c)
        ca22 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca21), ca20), ca22_c)
        ca23 = g.op("Add", g.op("Sub", g.op("Mul", y, ca22), ca21), ca23_c)
        ca24 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca23), ca22), ca24_c)
        ca25 = g.op("Add", g.op("Sub", g.op("Mul", y, ca24), ca23), ca25_c)
        ca26 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca25), ca24), ca26_c)
        ca27 = g.op("Add", g.op("Sub", g.op("Mul", y, ca26), ca25), ca27_c)
        ca28 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca27), ca26), ca28_c)
        ca29 = g.op("Add", g.op("Sub", g.op("Mul", y, ca28), ca27), ca29_c)
        ca = g.op("Mul", half, g.op("Sub", ca29, ca27))
        cb1 = g.op("Sum", g.op("Mul", w, cb1_c), cb1_c_2)
        cb2 = g.op("Sum", g.op("Mul", w, cb1), cb2_c)
        cb3 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb2), cb1), cb3_c)
        cb4 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb3), cb2), cb4_c)
        cb5 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb4), cb3), cb5_c)
        cb6 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb5), cb4), cb6_c)
        cb7 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb6), cb5), cb7_c)
        cb8 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb7), cb6), cb8_c)
        cb9 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb8), cb7), cb9_c)
        cb10 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb9), cb8), cb10_c)
        cb11 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb10), cb9), cb11_c)
        cb12 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb11), cb10), cb12_c)
        cb13 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb12), cb11), cb13_c)
        cb14 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb13), cb12), cb14_c)
        cb15 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb14), cb13), cb15_c)
        cb16 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb15), cb14), cb16_c)
        cb17 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb16), cb15), cb17_c)
        cb18 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb17), cb16), cb18_c)
        cb19 = g.op("Add", g.op("Sub", g.op("Mul", w, cb18), cb17), cb19_c)
        cb20 = g.op("Add", g.op("Sub", g.op("Mul", w, cb19), cb18), cb20_c)
        cb21 = g.op("Add", g.op("Sub", g.op("Mul", w, cb20), cb19), cb21_c)
        cb22 = g.op("Add", g.op("Sub", g.op("Mul", w, cb21), cb20), cb22_c)
        cb23 = g.op("Add", g.op("Sub", g.op("Mul", w, cb22), cb21), cb23_c)
        cb24 = g.op("Add", g.op("Sub", g.op("Mul", w, cb23), cb22), cb24_c)
        cb = g.op("Mul", half, g.op("Sub", cb24, cb22))
        value = g.op(
            "Where",
            g.op("Greater", a, value_c),
            g.op("Div", g.op("Mul", g.op("Exp", a), cb), g.op("Sqrt", a)),
            g.op("Mul", g.op("Exp", a), ca),
        )
        if dtype_name(input) == "float16":
            return g.op("Cast", value, to_i=TensorProto.FLOAT16)
        else:
            return g.op("Identity", value)
    CONTRACT.no_variant(input=input)
