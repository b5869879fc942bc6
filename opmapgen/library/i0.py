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
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, input):
    check_inputs(CONTRACT, input=input)
    if dtype_name(input) == "float64":
        two = g.op("Constant", value_t=torch.tensor(2, dtype=dtype_of(input)))
        c = g.op("Constant", value_t=torch.tensor(32, dtype=dtype_of(input)))
        c_2 = g.op(
            "Constant",
            value_t=torch.tensor(-4.4153416464793395e-18, dtype=dtype_of(input)),
        )
        c_3 = g.op(
            "Constant",
            value_t=torch.tensor(3.3307945188222384e-17, dtype=dtype_of(input)),
        )
        c_4 = g.op(
            "Constant",
            value_t=torch.tensor(-2.3871264300831614e-16, dtype=dtype_of(input)),
        )
        c_5 = g.op(
            "Constant",
            value_t=torch.tensor(1.715391285555133e-15, dtype=dtype_of(input)),
        )
        c_6 = g.op(
            "Constant",
            value_t=torch.tensor(-1.1685332877993451e-14, dtype=dtype_of(input)),
        )
        c_7 = g.op(
            "Constant",
            value_t=torch.tensor(7.676185498604936e-14, dtype=dtype_of(input)),
        )
        c_8 = g.op(
            "Constant",
            value_t=torch.tensor(-4.856446783111929e-13, dtype=dtype_of(input)),
        )
        c_9 = g.op(
            "Constant",
            value_t=torch.tensor(2.95505266312964e-12, dtype=dtype_of(input)),
        )
        c_10 = g.op(
            "Constant",
            value_t=torch.tensor(-1.726826291441556e-11, dtype=dtype_of(input)),
        )
        c_11 = g.op(
            "Constant",
            value_t=torch.tensor(9.675809035373237e-11, dtype=dtype_of(input)),
        )
        c_12 = g.op(
            "Constant",
            value_t=torch.tensor(-5.189795601635263e-10, dtype=dtype_of(input)),
        )
        c_13 = g.op(
            "Constant",
            value_t=torch.tensor(2.6598237246823866e-09, dtype=dtype_of(input)),
        )
        c_14 = g.op(
            "Constant",
            value_t=torch.tensor(1.300025009986248e-08, dtype=dtype_of(input)),
        )
        c_15 = g.op(
            "Constant",
            value_t=torch.tensor(6.046995022541919e-08, dtype=dtype_of(input)),
        )
        c_16 = g.op(
            "Constant",
            value_t=torch.tensor(2.670793853940612e-07, dtype=dtype_of(input)),
        )
        c_17 = g.op(
            "Constant",
            value_t=torch.tensor(1.1173875391201037e-06, dtype=dtype_of(input)),
        )
        c_18 = g.op(
            "Constant",
            value_t=torch.tensor(4.4167383584587505e-06, dtype=dtype_of(input)),
        )
        c_19 = g.op(
            "Constant",
            value_t=torch.tensor(1.6448448070728896e-05, dtype=dtype_of(input)),
        )
        c_20 = g.op(
            "Constant",
            value_t=torch.tensor(5.754195010082104e-05, dtype=dtype_of(input)),
        )
        c_21 = g.op(
            "Constant",
            value_t=torch.tensor(0.00018850288509584165, dtype=dtype_of(input)),
        )
        c_22 = g.op(
            "Constant",
            value_t=torch.tensor(0.0005763755745385824, dtype=dtype_of(input)),
        )
        c_23 = g.op(
            "Constant",
            value_t=torch.tensor(0.0016394756169413357, dtype=dtype_of(input)),
        )
        c_24 = g.op(
            "Constant",
            value_t=torch.tensor(0.004324309995050576, dtype=dtype_of(input)),
        )
        c_25 = g.op(
            "Constant",
            value_t=torch.tensor(0.010546460394594998, dtype=dtype_of(input)),
        )
        c_26 = g.op(
            "Constant",
            value_t=torch.tensor(0.02373741480589947, dtype=dtype_of(input)),
        )
        c_27 = g.op(
            "Constant",
            value_t=torch.tensor(0.04930528423967071, dtype=dtype_of(input)),
        )
        c_28 = g.op(
            "Constant",
            value_t=torch.tensor(0.09490109704804764, dtype=dtype_of(input)),
        )
        c_29 = g.op(
            "Constant",
            value_t=torch.tensor(0.17162090152220877, dtype=dtype_of(input)),
        )
        c_30 = g.op(
            "Constant",
            value_t=torch.tensor(0.3046826723431984, dtype=dtype_of(input)),
        )
        c_31 = g.op(
            "Constant",
            value_t=torch.tensor(0.6767952744094761, dtype=dtype_of(input)),
        )
        half = g.op("Constant", value_t=torch.tensor(0.5, dtype=dtype_of(input)))
        c_32 = g.op(
            "Constant",
            value_t=torch.tensor(-7.233180487874754e-18, dtype=dtype_of(input)),
        )
        c_33 = g.op(
            "Constant",
            value_t=torch.tensor(-4.830504485944182e-18, dtype=dtype_of(input)),
        )
        c_34 = g.op(
            "Constant",
            value_t=torch.tensor(5.188939469084235e-17, dtype=dtype_of(input)),
        )
        c_35 = g.op(
            "Constant",
            value_t=torch.tensor(3.461222867697461e-17, dtype=dtype_of(input)),
        )
        c_36 = g.op(
            "Constant",
            value_t=torch.tensor(-2.8276239805165836e-16, dtype=dtype_of(input)),
        )
        c_37 = g.op(
            "Constant",
            value_t=torch.tensor(-3.425485619677219e-16, dtype=dtype_of(input)),
        )
        c_38 = g.op(
            "Constant",
            value_t=torch.tensor(1.7725601330565263e-15, dtype=dtype_of(input)),
        )
        c_39 = g.op(
            "Constant",
            value_t=torch.tensor(3.8116806693526224e-15, dtype=dtype_of(input)),
        )
        c_40 = g.op(
            "Constant",
            value_t=torch.tensor(-9.554846698828307e-15, dtype=dtype_of(input)),
        )
        c_41 = g.op(
            "Constant",
            value_t=torch.tensor(-4.150569347287222e-14, dtype=dtype_of(input)),
        )
        c_42 = g.op(
            "Constant",
            value_t=torch.tensor(1.54008621752141e-14, dtype=dtype_of(input)),
        )
        c_43 = g.op(
            "Constant",
            value_t=torch.tensor(3.8527783827421426e-13, dtype=dtype_of(input)),
        )
        c_44 = g.op(
            "Constant",
            value_t=torch.tensor(7.180124451383666e-13, dtype=dtype_of(input)),
        )
        c_45 = g.op(
            "Constant",
            value_t=torch.tensor(-1.7941785315068062e-12, dtype=dtype_of(input)),
        )
        c_46 = g.op(
            "Constant",
            value_t=torch.tensor(-1.3215811840447713e-11, dtype=dtype_of(input)),
        )
        c_47 = g.op(
            "Constant",
            value_t=torch.tensor(-3.1499165279632416e-11, dtype=dtype_of(input)),
        )
        c_48 = g.op(
            "Constant",
            value_t=torch.tensor(1.1889147107846439e-11, dtype=dtype_of(input)),
        )
        c_49 = g.op(
            "Constant",
            value_t=torch.tensor(4.94060238822497e-10, dtype=dtype_of(input)),
        )
        c_50 = g.op(
            "Constant",
            value_t=torch.tensor(3.3962320257083865e-09, dtype=dtype_of(input)),
        )
        c_51 = g.op(
            "Constant",
            value_t=torch.tensor(2.266668990498178e-08, dtype=dtype_of(input)),
        )
        c_52 = g.op(
            "Constant",
            value_t=torch.tensor(2.0489185894690638e-07, dtype=dtype_of(input)),
        )
        c_53 = g.op(
            "Constant",
            value_t=torch.tensor(2.8913705208347567e-06, dtype=dtype_of(input)),
        )
        c_54 = g.op(
            "Constant",
            value_t=torch.tensor(6.889758346916825e-05, dtype=dtype_of(input)),
        )
        c_55 = g.op(
            "Constant",
            value_t=torch.tensor(0.0033691164782556943, dtype=dtype_of(input)),
        )
        c_56 = g.op(
            "Constant",
            value_t=torch.tensor(0.8044904110141088, dtype=dtype_of(input)),
        )
        c_57 = g.op("Constant", value_t=torch.tensor(8, dtype=dtype_of(input)))
        x = g.op("Identity", input)
        a = g.op("Abs", x)
        y = g.op("Sub", g.op("Div", a, two), two)
        w = g.op("Sub", g.op("Div", c, a), two)
        ca1 = g.op("Sum", g.op("Mul", y, c_2), c_3)
        ca2 = g.op("Sum", g.op("Mul", y, ca1), c_4)
        ca3 = g.op("Sum", g.op("Sub", g.op("Mul", y, ca2), ca1), c_5)
        ca4 = g.op("Sum", g.op("Sub", g.op("Mul", y, ca3), ca2), c_6)
        ca5 = g.op("Sum", g.op("Sub", g.op("Mul", y, ca4), ca3), c_7)
        ca6 = g.op("Sum", g.op("Sub", g.op("Mul", y, ca5), ca4), c_8)
        ca7 = g.op("Sum", g.op("Sub", g.op("Mul", y, ca6), ca5), c_9)
        ca8 = g.op("Sum", g.op("Sub", g.op("Mul", y, ca7), ca6), c_10)
        ca9 = g.op("Sum", g.op("Sub", g.op("Mul", y, ca8), ca7), c_11)
        ca10 = g.op("Sum", g.op("Sub", g.op("Mul", y, ca9), ca8), c_12)
        ca11 = g.op("Sum", g.op("Sub", g.op("Mul", y, ca10), ca9), c_13)
        ca12 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca11), ca10), c_14)
        ca13 = g.op("Add", g.op("Sub", g.op("Mul", y, ca12), ca11), c_15)
        ca14 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca13), ca12), c_16)
        ca15 = g.op("Add", g.op("Sub", g.op("Mul", y, ca14), ca13), c_17)
        ca16 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca15), ca14), c_18)
        ca17 = g.op("Add", g.op("Sub", g.op("Mul", y, ca16), ca15), c_19)
        ca18 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca17), ca16), c_20)
        ca19 = g.op("Add", g.op("Sub", g.op("Mul", y, ca18), ca17), c_21)
        ca20 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca19), ca18), c_22)
        ca21 = g.op("Add", g.op("Sub", g.op("Mul", y, ca20), ca19), c_23)
        ca22 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca21), ca20), c_24)
        ca23 = g.op("Add", g.op("Sub", g.op("Mul", y, ca22), ca21), c_25)
        ca24 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca23), ca22), c_26)
        ca25 = g.op("Add", g.op("Sub", g.op("Mul", y, ca24), ca23), c_27)
        ca26 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca25), ca24), c_28)
        ca27 = g.op("Add", g.op("Sub", g.op("Mul", y, ca26), ca25), c_29)
        ca28 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca27), ca26), c_30)
        ca29 = g.op("Add", g.op("Sub", g.op("Mul", y, ca28), ca27), c_31)
        ca = g.op("Mul", half, g.op("Sub", ca29, ca27))
        cb1 = g.op("Sum", g.op("Mul", w, c_32), c_33)
        cb2 = g.op("Sum", g.op("Mul", w, cb1), c_34)
        cb3 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb2), cb1), c_35)
        cb4 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb3), cb2), c_36)
        cb5 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb4), cb3), c_37)
        cb6 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb5), cb4), c_38)
        cb7 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb6), cb5), c_39)
        cb8 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb7), cb6), c_40)
        cb9 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb8), cb7), c_41)
        cb10 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb9), cb8), c_42)
        cb11 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb10), cb9), c_43)
        cb12 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb11), cb10), c_44)
        cb13 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb12), cb11), c_45)
        cb14 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb13), cb12), c_46)
        cb15 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb14), cb13), c_47)
        cb16 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb15), cb14), c_48)
        cb17 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb16), cb15), c_49)
        cb18 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb17), cb16), c_50)
        cb19 = g.op("Add", g.op("Sub", g.op("Mul", w, cb18), cb17), c_51)
        cb20 = g.op("Add", g.op("Sub", g.op("Mul", w, cb19), cb18), c_52)
        cb21 = g.op("Add", g.op("Sub", g.op("Mul", w, cb20), cb19), c_53)
        cb22 = g.op("Add", g.op("Sub", g.op("Mul", w, cb21), cb20), c_54)
        cb23 = g.op("Add", g.op("Sub", g.op("Mul", w, cb22), cb21), c_55)
        cb24 = g.op("Add", g.op("Sub", g.op("Mul", w, cb23), cb22), c_56)
        cb = g.op("Mul", half, g.op("Sub", cb24, cb22))
        value = g.op(
            "Where",
            g.op("Greater", a, c_57),
            g.op("Div", g.op("Mul", g.op("Exp", a), cb), g.op("Sqrt", a)),
            g.op("Mul", g.op("Exp", a), ca),
        )
        return g.op("Identity", value)
    if dtype_name(input) != "float64":
        two = g.op("Constant", value_t=torch.tensor(2, dtype=torch.float32))
        c = g.op("Constant", value_t=torch.tensor(32, dtype=torch.float32))
        c_2 = g.op(
            "Constant",
            value_t=torch.tensor(-4.4153416464793395e-18, dtype=torch.float32),
        )
        c_3 = g.op(
            "Constant",
            value_t=torch.tensor(3.3307945188222384e-17, dtype=torch.float32),
        )
        c_4 = g.op(
            "Constant",
            value_t=torch.tensor(-2.3871264300831614e-16, dtype=torch.float32),
        )
        c_5 = g.op(
            "Constant",
            value_t=torch.tensor(1.715391285555133e-15, dtype=torch.float32),
        )
        c_6 = g.op(
            "Constant",
            value_t=torch.tensor(-1.1685332877993451e-14, dtype=torch.float32),
        )
        c_7 = g.op(
            "Constant",
            value_t=torch.tensor(7.676185498604936e-14, dtype=torch.float32),
        )
        c_8 = g.op(
            "Constant",
            value_t=torch.tensor(-4.856446783111929e-13, dtype=torch.float32),
        )
        c_9 = g.op(
            "Constant",
            value_t=torch.tensor(2.95505266312964e-12, dtype=torch.float32),
        )
        c_10 = g.op(
            "Constant",
            value_t=torch.tensor(-1.726826291441556e-11, dtype=torch.float32),
        )
        c_11 = g.op(
            "Constant",
            value_t=torch.tensor(9.675809035373237e-11, dtype=torch.float32),
        )
        c_12 = g.op(
            "Constant",
            value_t=torch.tensor(-5.189795601635263e-10, dtype=torch.float32),
        )
        c_13 = g.op(
            "Constant",
            value_t=torch.tensor(2.6598237246823866e-09, dtype=torch.float32),
        )
        c_14 = g.op(
            "Constant",
            value_t=torch.tensor(1.300025009986248e-08, dtype=torch.float32),
        )
        c_15 = g.op(
            "Constant",
            value_t=torch.tensor(6.046995022541919e-08, dtype=torch.float32),
        )
        c_16 = g.op(
            "Constant",
            value_t=torch.tensor(2.670793853940612e-07, dtype=torch.float32),
        )
        c_17 = g.op(
            "Constant",
            value_t=torch.tensor(1.1173875391201037e-06, dtype=torch.float32),
        )
        c_18 = g.op(
            "Constant",
            value_t=torch.tensor(4.4167383584587505e-06, dtype=torch.float32),
        )
        c_19 = g.op(
            "Constant",
            value_t=torch.tensor(1.6448448070728896e-05, dtype=torch.float32),
        )
        c_20 = g.op(
            "Constant",
            value_t=torch.tensor(5.754195010082104e-05, dtype=torch.float32),
        )
        c_21 = g.op(
            "Constant",
            value_t=torch.tensor(0.00018850288509584165, dtype=torch.float32),
        )
        c_22 = g.op(
            "Constant",
            value_t=torch.tensor(0.0005763755745385824, dtype=torch.float32),
        )
        c_23 = g.op(
            "Constant",
            value_t=torch.tensor(0.0016394756169413357, dtype=torch.float32),
        )
        c_24 = g.op(
            "Constant",
            value_t=torch.tensor(0.004324309995050576, dtype=torch.float32),
        )
        c_25 = g.op(
            "Constant",
            value_t=torch.tensor(0.010546460394594998, dtype=torch.float32),
        )
        c_26 = g.op(
            "Constant",
            value_t=torch.tensor(0.02373741480589947, dtype=torch.float32),
        )
        c_27 = g.op(
            "Constant",
            value_t=torch.tensor(0.04930528423967071, dtype=torch.float32),
        )
        c_28 = g.op(
            "Constant",
            value_t=torch.tensor(0.09490109704804764, dtype=torch.float32),
        )
        c_29 = g.op(
            "Constant",
            value_t=torch.tensor(0.17162090152220877, dtype=torch.float32),
        )
        c_30 = g.op(
            "Constant",
            value_t=torch.tensor(0.3046826723431984, dtype=torch.float32),
        )
        c_31 = g.op(
            "Constant",
            value_t=torch.tensor(0.6767952744094761, dtype=torch.float32),
        )
        half = g.op("Constant", value_t=torch.tensor(0.5, dtype=torch.float32))
        c_32 = g.op(
            "Constant",
            value_t=torch.tensor(-7.233180487874754e-18, dtype=torch.float32),
        )
        c_33 = g.op(
            "Constant",
            value_t=torch.tensor(-4.830504485944182e-18, dtype=torch.float32),
        )
        c_34 = g.op(
            "Constant",
            value_t=torch.tensor(5.188939469084235e-17, dtype=torch.float32),
        )
        c_35 = g.op(
            "Constant",
            value_t=torch.tensor(3.461222867697461e-17, dtype=torch.float32),
        )
        c_36 = g.op(
            "Constant",
            value_t=torch.tensor(-2.8276239805165836e-16, dtype=torch.float32),
        )
        c_37 = g.op(
            "Constant",
            value_t=torch.tensor(-3.425485619677219e-16, dtype=torch.float32),
        )
        c_38 = g.op(
            "Constant",
            value_t=torch.tensor(1.7725601330565263e-15, dtype=torch.float32),
        )
        c_39 = g.op(
            "Constant",
            value_t=torch.tensor(3.8116806693526224e-15, dtype=torch.float32),
        )
        c_40 = g.op(
            "Constant",
            value_t=torch.tensor(-9.554846698828307e-15, dtype=torch.float32),
        )
        c_41 = g.op(
            "Constant",
            value_t=torch.tensor(-4.150569347287222e-14, dtype=torch.float32),
        )
        c_42 = g.op(
            "Constant",
            value_t=torch.tensor(1.54008621752141e-14, dtype=torch.float32),
        )
        c_43 = g.op(
            "Constant",
            value_t=torch.tensor(3.8527783827421426e-13, dtype=torch.float32),
        )
        c_44 = g.op(
            "Constant",
            value_t=torch.tensor(7.180124451383666e-13, dtype=torch.float32),
        )
        c_45 = g.op(
            "Constant",
            value_t=torch.tensor(-1.7941785315068062e-12, dtype=torch.float32),
        )
        c_46 = g.op(
            "Constant",
            value_t=torch.tensor(-1.3215811840447713e-11, dtype=torch.float32),
        )
        c_47 = g.op(
            "Constant",
            value_t=torch.tensor(-3.1499165279632416e-11, dtype=torch.float32),
        )
        c_48 = g.op(
            "Constant",
            value_t=torch.tensor(1.1889147107846439e-11, dtype=torch.float32),
        )
        c_49 = g.op(
            "Constant",
            value_t=torch.tensor(4.94060238822497e-10, dtype=torch.float32),
        )
        c_50 = g.op(
            "Constant",
            value_t=torch.tensor(3.3962320257083865e-09, dtype=torch.float32),
        )
        c_51 = g.op(
            "Constant",
            value_t=torch.tensor(2.266668990498178e-08, dtype=torch.float32),
        )
        c_52 = g.op(
            "Constant",
            value_t=torch.tensor(2.0489185894690638e-07, dtype=torch.float32),
        )
        c_53 = g.op(
            "Constant",
            value_t=torch.tensor(2.8913705208347567e-06, dtype=torch.float32),
        )
        c_54 = g.op(
            "Constant",
            value_t=torch.tensor(6.889758346916825e-05, dtype=torch.float32),
        )
        c_55 = g.op(
            "Constant",
            value_t=torch.tensor(0.0033691164782556943, dtype=torch.float32),
        )
        c_56 = g.op(
            "Constant",
            value_t=torch.tensor(0.8044904110141088, dtype=torch.float32),
        )
        c_57 = g.op("Constant", value_t=torch.tensor(8, dtype=torch.float32))
        x = g.op("Cast", input, to_i=TensorProto.FLOAT)
        a = g.op("Abs", x)
        y = g.op("Sub", g.op("Div", a, two), two)
        w = g.op("Sub", g.op("Div", c, a), two)
        ca1 = g.op("Sum", g.op("Mul", y, c_2), c_3)
        ca2 = g.op("Sum", g.op("Mul", y, ca1), c_4)
        ca3 = g.op("Sum", g.op("Sub", g.op("Mul", y, ca2), ca1), c_5)
        ca4 = g.op("Sum", g.op("Sub", g.op("Mul", y, ca3), ca2), c_6)
        ca5 = g.op("Sum", g.op("Sub", g.op("Mul", y, ca4), ca3), c_7)
        ca6 = g.op("Sum", g.op("Sub", g.op("Mul", y, ca5), ca4), c_8)
        ca7 = g.op("Sum", g.op("Sub", g.op("Mul", y, ca6), ca5), c_9)
        ca8 = g.op("Sum", g.op("Sub", g.op("Mul", y, ca7), ca6), c_10)
        ca9 = g.op("Sum", g.op("Sub", g.op("Mul", y, ca8), ca7), c_11)
        ca10 = g.op("Sum", g.op("Sub", g.op("Mul", y, ca9), ca8), c_12)
        ca11 = g.op("Sum", g.op("Sub", g.op("Mul", y, ca10), ca9), c_13)
        ca12 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca11), ca10), c_14)
        ca13 = g.op("Add", g.op("Sub", g.op("Mul", y, ca12), ca11), c_15)
        ca14 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca13), ca12), c_16)
        ca15 = g.op("Add", g.op("Sub", g.op("Mul", y, ca14), ca13), c_17)
        ca16 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca15), ca14), c_18)
        ca17 = g.op("Add", g.op("Sub", g.op("Mul", y, ca16), ca15), c_19)
        ca18 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca17), ca16), c_20)
        ca19 = g.op("Add", g.op("Sub", g.op("Mul", y, ca18), ca17), c_21)
        ca20 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca19), ca18), c_22)
        ca21 = g.op("Add", g.op("Sub", g.op("Mul", y, ca20), ca19), c_23)
        ca22 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca21), ca20), c_24)
        ca23 = g.op("Add", g.op("Sub", g.op("Mul", y, ca22), ca21), c_25)
        ca24 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca23), ca22), c_26)
        ca25 = g.op("Add", g.op("Sub", g.op("Mul", y, ca24), ca23), c_27)
        ca26 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca25), ca24), c_28)
        ca27 = g.op("Add", g.op("Sub", g.op("Mul", y, ca26), ca25), c_29)
        ca28 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca27), ca26), c_30)
        ca29 = g.op("Add", g.op("Sub", g.op("Mul", y, ca28), ca27), c_31)
        ca = g.op("Mul", half, g.op("Sub", ca29, ca27))
        cb1 = g.op("Sum", g.op("Mul", w, c_32), c_33)
        cb2 = g.op("Sum", g.op("Mul", w, cb1), c_34)
        cb3 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb2), cb1), c_35)
        cb4 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb3), cb2), c_36)
        cb5 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb4), cb3), c_37)
        cb6 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb5), cb4), c_38)
        cb7 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb6), cb5), c_39)
        cb8 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb7), cb6), c_40)
        cb9 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb8), cb7), c_41)
        cb10 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb9), cb8), c_42)
        cb11 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb10), cb9), c_43)
        cb12 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb11), cb10), c_44)
        cb13 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb12), cb11), c_45)
        cb14 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb13), cb12), c_46)
        cb15 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb14), cb13), c_47)
        cb16 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb15), cb14), c_48)
        cb17 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb16), cb15), c_49)
        cb18 = g.op("Sum", g.op("Sub", g.op("Mul", w, cb17), cb16), c_50)
        cb19 = g.op("Add", g.op("Sub", g.op("Mul", w, cb18), cb17), c_51)
        cb20 = g.op("Add", g.op("Sub", g.op("Mul", w, cb19), cb18), c_52)
        cb21 = g.op("Add", g.op("Sub", g.op("Mul", w, cb20), cb19), c_53)
        cb22 = g.op("Add", g.op("Sub", g.op("Mul", w, cb21), cb20), c_54)
        cb23 = g.op("Add", g.op("Sub", g.op("Mul", w, cb22), cb21), c_55)
        cb24 = g.op("Add", g.op("Sub", g.op("Mul", w, cb23), cb22), c_56)
        cb = g.op("Mul", half, g.op("Sub", cb24, cb22))
        value = g.op(
            "Where",
            g.op("Greater", a, c_57),
            g.op("Div", g.op("Mul", g.op("Exp", a), cb), g.op("Sqrt", a)),
            g.op("Mul", g.op("Exp", a), ca),
        )
        if dtype_name(input) == "float16":
            return g.op("Cast", value, to_i=TensorProto.FLOAT16)
        else:
            return g.op("Identity", value)
    CONTRACT.refuse(
        'no variant of the mapping takes these args (variants: dtype(input) == "float64"; dtype(input) != "float64")',
        input=input,
    )
