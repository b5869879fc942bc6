"""special_modified_bessel_i0: aten::special_modified_bessel_i0 -> ONNX Abs + Div + Sub + Mul + Add + Exp + Sqrt + Greater + Where + Cast, opsets 9 to 20.

Generated from mappings/aten/special_modified_bessel_i0.yaml by `opmapgen build`; do not edit.

Source schema: aten::special_modified_bessel_i0(Tensor self) -> Tensor

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
    is_floating,
    is_integer,
    parse_args,
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
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, input):
    check_inputs(CONTRACT, input=input)
    if is_floating(input):
        two = g.op("Constant", value_t=torch.tensor(2, dtype=dtype_of(input)))
        c = g.op(
            "Constant",
            value_t=torch.tensor(-0.0001553510233890452, dtype=dtype_of(input)),
        )
        c_2 = g.op(
            "Constant",
            value_t=torch.tensor(0.0011719191370168378, dtype=dtype_of(input)),
        )
        c_3 = g.op(
            "Constant",
            value_t=torch.tensor(0.008554305477302161, dtype=dtype_of(input)),
        )
        c_4 = g.op(
            "Constant",
            value_t=torch.tensor(0.06035496526891167, dtype=dtype_of(input)),
        )
        c_5 = g.op(
            "Constant",
            value_t=torch.tensor(0.4111410999611837, dtype=dtype_of(input)),
        )
        c_6 = g.op(
            "Constant",
            value_t=torch.tensor(2.7008176680581246, dtype=dtype_of(input)),
        )
        c_7 = g.op(
            "Constant",
            value_t=torch.tensor(17.08710306466213, dtype=dtype_of(input)),
        )
        c_8 = g.op(
            "Constant",
            value_t=torch.tensor(103.97167244164717, dtype=dtype_of(input)),
        )
        c_9 = g.op(
            "Constant",
            value_t=torch.tensor(607.5729877085755, dtype=dtype_of(input)),
        )
        c_10 = g.op(
            "Constant",
            value_t=torch.tensor(3404.372653610546, dtype=dtype_of(input)),
        )
        c_11 = g.op(
            "Constant",
            value_t=torch.tensor(18259.96995129188, dtype=dtype_of(input)),
        )
        c_12 = g.op(
            "Constant",
            value_t=torch.tensor(93584.22761992813, dtype=dtype_of(input)),
        )
        c_13 = g.op(
            "Constant",
            value_t=torch.tensor(457405.6367614369, dtype=dtype_of(input)),
        )
        c_14 = g.op(
            "Constant",
            value_t=torch.tensor(2127597.228924299, dtype=dtype_of(input)),
        )
        c_15 = g.op(
            "Constant",
            value_t=torch.tensor(9397020.472961212, dtype=dtype_of(input)),
        )
        c_16 = g.op(
            "Constant",
            value_t=torch.tensor(39314578.94382605, dtype=dtype_of(input)),
        )
        c_17 = g.op(
            "Constant",
            value_t=torch.tensor(155400165.82302973, dtype=dtype_of(input)),
        )
        c_18 = g.op(
            "Constant",
            value_t=torch.tensor(578728317.2043563, dtype=dtype_of(input)),
        )
        c_19 = g.op(
            "Constant",
            value_t=torch.tensor(2024577383.0642915, dtype=dtype_of(input)),
        )
        c_20 = g.op(
            "Constant",
            value_t=torch.tensor(6632355649.0304365, dtype=dtype_of(input)),
        )
        c_21 = g.op(
            "Constant",
            value_t=torch.tensor(20279412677.479805, dtype=dtype_of(input)),
        )
        c_22 = g.op(
            "Constant",
            value_t=torch.tensor(57683920137.03136, dtype=dtype_of(input)),
        )
        c_23 = g.op(
            "Constant",
            value_t=torch.tensor(152148131893.31473, dtype=dtype_of(input)),
        )
        c_24 = g.op(
            "Constant",
            value_t=torch.tensor(371070586743.56036, dtype=dtype_of(input)),
        )
        c_25 = g.op(
            "Constant",
            value_t=torch.tensor(835186034957.7168, dtype=dtype_of(input)),
        )
        c_26 = g.op(
            "Constant",
            value_t=torch.tensor(1734775466634.1985, dtype=dtype_of(input)),
        )
        c_27 = g.op(
            "Constant",
            value_t=torch.tensor(3339035510176.8643, dtype=dtype_of(input)),
        )
        c_28 = g.op(
            "Constant",
            value_t=torch.tensor(6038373657378.1875, dtype=dtype_of(input)),
        )
        c_29 = g.op(
            "Constant",
            value_t=torch.tensor(10720068512742.775, dtype=dtype_of(input)),
        )
        c_30 = g.op(
            "Constant",
            value_t=torch.tensor(23812616762786.164, dtype=dtype_of(input)),
        )
        half = g.op("Constant", value_t=torch.tensor(0.5, dtype=dtype_of(input)))
        c_31 = g.op(
            "Constant",
            value_t=torch.tensor(2.842170943040401e-14, dtype=dtype_of(input)),
        )
        c_32 = g.op("Constant", value_t=torch.tensor(32, dtype=dtype_of(input)))
        c_33 = g.op(
            "Constant",
            value_t=torch.tensor(-0.0002544949136710647, dtype=dtype_of(input)),
        )
        c_34 = g.op(
            "Constant",
            value_t=torch.tensor(0.00016995826721023224, dtype=dtype_of(input)),
        )
        c_35 = g.op(
            "Constant",
            value_t=torch.tensor(0.0015712008565957963, dtype=dtype_of(input)),
        )
        c_36 = g.op(
            "Constant",
            value_t=torch.tensor(0.001217809532594416, dtype=dtype_of(input)),
        )
        c_37 = g.op(
            "Constant",
            value_t=torch.tensor(0.009948817425779972, dtype=dtype_of(input)),
        )
        c_38 = g.op(
            "Constant",
            value_t=torch.tensor(0.012052356062766653, dtype=dtype_of(input)),
        )
        c_39 = g.op(
            "Constant",
            value_t=torch.tensor(0.06236641527129038, dtype=dtype_of(input)),
        )
        c_40 = g.op(
            "Constant",
            value_t=torch.tensor(0.13411159095431088, dtype=dtype_of(input)),
        )
        c_41 = g.op(
            "Constant",
            value_t=torch.tensor(0.33618128150332327, dtype=dtype_of(input)),
        )
        c_42 = g.op(
            "Constant",
            value_t=torch.tensor(1.460351762954542, dtype=dtype_of(input)),
        )
        c_43 = g.op(
            "Constant",
            value_t=torch.tensor(0.5418696652615514, dtype=dtype_of(input)),
        )
        c_44 = g.op(
            "Constant",
            value_t=torch.tensor(13.555758819420793, dtype=dtype_of(input)),
        )
        c_45 = g.op(
            "Constant",
            value_t=torch.tensor(25.262817034160364, dtype=dtype_of(input)),
        )
        c_46 = g.op(
            "Constant",
            value_t=torch.tensor(63.127045046329656, dtype=dtype_of(input)),
        )
        c_47 = g.op(
            "Constant",
            value_t=torch.tensor(464.990041250304, dtype=dtype_of(input)),
        )
        c_48 = g.op(
            "Constant",
            value_t=torch.tensor(1108.2783516862048, dtype=dtype_of(input)),
        )
        c_49 = g.op(
            "Constant",
            value_t=torch.tensor(418.31217566132995, dtype=dtype_of(input)),
        )
        c_50 = g.op(
            "Constant",
            value_t=torch.tensor(17383.199277027936, dtype=dtype_of(input)),
        )
        c_51 = g.op(
            "Constant",
            value_t=torch.tensor(119494.29129253152, dtype=dtype_of(input)),
        )
        c_52 = g.op(
            "Constant",
            value_t=torch.tensor(797513.251639051, dtype=dtype_of(input)),
        )
        c_53 = g.op(
            "Constant",
            value_t=torch.tensor(7208991.403160436, dtype=dtype_of(input)),
        )
        c_54 = g.op(
            "Constant",
            value_t=torch.tensor(101731056.25173005, dtype=dtype_of(input)),
        )
        c_55 = g.op(
            "Constant",
            value_t=torch.tensor(2424118212.800576, dtype=dtype_of(input)),
        )
        c_56 = g.op(
            "Constant",
            value_t=torch.tensor(118540247781.56361, dtype=dtype_of(input)),
        )
        c_57 = g.op(
            "Constant",
            value_t=torch.tensor(28305489963017.793, dtype=dtype_of(input)),
        )
        c_58 = g.op("Constant", value_t=torch.tensor(8, dtype=dtype_of(input)))
        a = g.op("Abs", input)
        iy = g.op("Sub", g.op("Div", a, two), two)
        i1 = g.op("Add", g.op("Mul", iy, c), c_2)
        i2 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i1), c), c_3)
        i3 = g.op("Add", g.op("Sub", g.op("Mul", iy, i2), i1), c_4)
        i4 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i3), i2), c_5)
        i5 = g.op("Add", g.op("Sub", g.op("Mul", iy, i4), i3), c_6)
        i6 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i5), i4), c_7)
        i7 = g.op("Add", g.op("Sub", g.op("Mul", iy, i6), i5), c_8)
        i8 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i7), i6), c_9)
        i9 = g.op("Add", g.op("Sub", g.op("Mul", iy, i8), i7), c_10)
        i10 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i9), i8), c_11)
        i11 = g.op("Add", g.op("Sub", g.op("Mul", iy, i10), i9), c_12)
        i12 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i11), i10), c_13)
        i13 = g.op("Add", g.op("Sub", g.op("Mul", iy, i12), i11), c_14)
        i14 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i13), i12), c_15)
        i15 = g.op("Add", g.op("Sub", g.op("Mul", iy, i14), i13), c_16)
        i16 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i15), i14), c_17)
        i17 = g.op("Add", g.op("Sub", g.op("Mul", iy, i16), i15), c_18)
        i18 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i17), i16), c_19)
        i19 = g.op("Add", g.op("Sub", g.op("Mul", iy, i18), i17), c_20)
        i20 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i19), i18), c_21)
        i21 = g.op("Add", g.op("Sub", g.op("Mul", iy, i20), i19), c_22)
        i22 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i21), i20), c_23)
        i23 = g.op("Add", g.op("Sub", g.op("Mul", iy, i22), i21), c_24)
        i24 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i23), i22), c_25)
        i25 = g.op("Add", g.op("Sub", g.op("Mul", iy, i24), i23), c_26)
        i26 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i25), i24), c_27)
        i27 = g.op("Add", g.op("Sub", g.op("Mul", iy, i26), i25), c_28)
        i28 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i27), i26), c_29)
        i29 = g.op("Add", g.op("Sub", g.op("Mul", iy, i28), i27), c_30)
        small = g.op(
            "Mul",
            g.op("Exp", a),
            g.op("Mul", g.op("Mul", half, g.op("Sub", i29, i27)), c_31),
        )
        by = g.op("Sub", g.op("Div", c_32, a), two)
        b1 = g.op("Sub", g.op("Mul", by, c_33), c_34)
        b2 = g.op("Add", g.op("Sub", g.op("Mul", by, b1), c_33), c_35)
        b3 = g.op("Add", g.op("Sub", g.op("Mul", by, b2), b1), c_36)
        b4 = g.op("Sub", g.op("Sub", g.op("Mul", by, b3), b2), c_37)
        b5 = g.op("Sub", g.op("Sub", g.op("Mul", by, b4), b3), c_38)
        b6 = g.op("Add", g.op("Sub", g.op("Mul", by, b5), b4), c_39)
        b7 = g.op("Add", g.op("Sub", g.op("Mul", by, b6), b5), c_40)
        b8 = g.op("Sub", g.op("Sub", g.op("Mul", by, b7), b6), c_41)
        b9 = g.op("Sub", g.op("Sub", g.op("Mul", by, b8), b7), c_42)
        b10 = g.op("Add", g.op("Sub", g.op("Mul", by, b9), b8), c_43)
        b11 = g.op("Add", g.op("Sub", g.op("Mul", by, b10), b9), c_44)
        b12 = g.op("Add", g.op("Sub", g.op("Mul", by, b11), b10), c_45)
        b13 = g.op("Sub", g.op("Sub", g.op("Mul", by, b12), b11), c_46)
        b14 = g.op("Sub", g.op("Sub", g.op("Mul", by, b13), b12), c_47)
        b15 = g.op("Sub", g.op("Sub", g.op("Mul", by, b14), b13), c_48)
        b16 = g.op("Add", g.op("Sub", g.op("Mul", by, b15), b14), c_49)
        b17 = g.op("Add", g.op("Sub", g.op("Mul", by, b16), b15), c_50)
        b18 = g.op("Add", g.op("Sub", g.op("Mul", by, b17), b16), c_51)
        b19 = g.op("Add", g.op("Sub", g.op("Mul", by, b18), b17), c_52)
        b20 = g.op("Add", g.op("Sub", g.op("Mul", by, b19), b18), c_53)
        b21 = g.op("Add", g.op("Sub", g.op("Mul", by, b20), b19), c_54)
        b22 = g.op("Add", g.op("Sub", g.op("Mul", by, b21), b20), c_55)
        b23 = g.op("Add", g.op("Sub", g.op("Mul", by, b22), b21), c_56)
        b24 = g.op("Add", g.op("Sub", g.op("Mul", by, b23), b22), c_57)
        big = g.op(
            "Div",
            g.op(
                "Mul",
                g.op("Exp", a),
                g.op("Mul", g.op("Mul", half, g.op("Sub", b24, b22)), c_31),
            ),
            g.op("Sqrt", a),
        )
        return g.op("Where", g.op("Greater", a, c_58), big, small)
    if is_integer(input) or dtype_name(input) == "bool":
        two = g.op("Constant", value_t=torch.tensor(2, dtype=torch.float32))
        c = g.op(
            "Constant",
            value_t=torch.tensor(-0.0001553510233890452, dtype=torch.float32),
        )
        c_2 = g.op(
            "Constant",
            value_t=torch.tensor(0.0011719191370168378, dtype=torch.float32),
        )
        c_3 = g.op(
            "Constant",
            value_t=torch.tensor(0.008554305477302161, dtype=torch.float32),
        )
        c_4 = g.op(
            "Constant",
            value_t=torch.tensor(0.06035496526891167, dtype=torch.float32),
        )
        c_5 = g.op(
            "Constant",
            value_t=torch.tensor(0.4111410999611837, dtype=torch.float32),
        )
        c_6 = g.op(
            "Constant",
            value_t=torch.tensor(2.7008176680581246, dtype=torch.float32),
        )
        c_7 = g.op(
            "Constant",
            value_t=torch.tensor(17.08710306466213, dtype=torch.float32),
        )
        c_8 = g.op(
            "Constant",
            value_t=torch.tensor(103.97167244164717, dtype=torch.float32),
        )
        c_9 = g.op(
            "Constant",
            value_t=torch.tensor(607.5729877085755, dtype=torch.float32),
        )
        c_10 = g.op(
            "Constant",
            value_t=torch.tensor(3404.372653610546, dtype=torch.float32),
        )
        c_11 = g.op(
            "Constant",
            value_t=torch.tensor(18259.96995129188, dtype=torch.float32),
        )
        c_12 = g.op(
            "Constant",
            value_t=torch.tensor(93584.22761992813, dtype=torch.float32),
        )
        c_13 = g.op(
            "Constant",
            value_t=torch.tensor(457405.6367614369, dtype=torch.float32),
        )
        c_14 = g.op(
            "Constant",
            value_t=torch.tensor(2127597.228924299, dtype=torch.float32),
        )
        c_15 = g.op(
            "Constant",
            value_t=torch.tensor(9397020.472961212, dtype=torch.float32),
        )
        c_16 = g.op(
            "Constant",
            value_t=torch.tensor(39314578.94382605, dtype=torch.float32),
        )
        c_17 = g.op(
            "Constant",
            value_t=torch.tensor(155400165.82302973, dtype=torch.float32),
        )
        c_18 = g.op(
            "Constant",
            value_t=torch.tensor(578728317.2043563, dtype=torch.float32),
        )
        c_19 = g.op(
            "Constant",
            value_t=torch.tensor(2024577383.0642915, dtype=torch.float32),
        )
        c_20 = g.op(
            "Constant",
            value_t=torch.tensor(6632355649.0304365, dtype=torch.float32),
        )
        c_21 = g.op(
            "Constant",
            value_t=torch.tensor(20279412677.479805, dtype=torch.float32),
        )
        c_22 = g.op(
            "Constant",
            value_t=torch.tensor(57683920137.03136, dtype=torch.float32),
        )
        c_23 = g.op(
            "Constant",
            value_t=torch.tensor(152148131893.31473, dtype=torch.float32),
        )
        c_24 = g.op(
            "Constant",
            value_t=torch.tensor(371070586743.56036, dtype=torch.float32),
        )
        c_25 = g.op(
            "Constant",
            value_t=torch.tensor(835186034957.7168, dtype=torch.float32),
        )
        c_26 = g.op(
            "Constant",
            value_t=torch.tensor(1734775466634.1985, dtype=torch.float32),
        )
        c_27 = g.op(
            "Constant",
            value_t=torch.tensor(3339035510176.8643, dtype=torch.float32),
        )
        c_28 = g.op(
            "Constant",
            value_t=torch.tensor(6038373657378.1875, dtype=torch.float32),
        )
        c_29 = g.op(
            "Constant",
            value_t=torch.tensor(10720068512742.775, dtype=torch.float32),
        )
        c_30 = g.op(
            "Constant",
            value_t=torch.tensor(23812616762786.164, dtype=torch.float32),
        )
        half = g.op("Constant", value_t=torch.tensor(0.5, dtype=torch.float32))
        c_31 = g.op(
            "Constant",
            value_t=torch.tensor(2.842170943040401e-14, dtype=torch.float32),
        )
        c_32 = g.op("Constant", value_t=torch.tensor(32, dtype=torch.float32))
        c_33 = g.op(
            "Constant",
            value_t=torch.tensor(-0.0002544949136710647, dtype=torch.float32),
        )
        c_34 = g.op(
            "Constant",
            value_t=torch.tensor(0.00016995826721023224, dtype=torch.float32),
        )
        c_35 = g.op(
            "Constant",
            value_t=torch.tensor(0.0015712008565957963, dtype=torch.float32),
        )
        c_36 = g.op(
            "Constant",
            value_t=torch.tensor(0.001217809532594416, dtype=torch.float32),
        )
        c_37 = g.op(
            "Constant",
            value_t=torch.tensor(0.009948817425779972, dtype=torch.float32),
        )
        c_38 = g.op(
            "Constant",
            value_t=torch.tensor(0.012052356062766653, dtype=torch.float32),
        )
        c_39 = g.op(
            "Constant",
            value_t=torch.tensor(0.06236641527129038, dtype=torch.float32),
        )
        c_40 = g.op(
            "Constant",
            value_t=torch.tensor(0.13411159095431088, dtype=torch.float32),
        )
        c_41 = g.op(
            "Constant",
            value_t=torch.tensor(0.33618128150332327, dtype=torch.float32),
        )
        c_42 = g.op(
            "Constant",
            value_t=torch.tensor(1.460351762954542, dtype=torch.float32),
        )
        c_43 = g.op(
            "Constant",
            value_t=torch.tensor(0.5418696652615514, dtype=torch.float32),
        )
        c_44 = g.op(
            "Constant",
            value_t=torch.tensor(13.555758819420793, dtype=torch.float32),
        )
        c_45 = g.op(
            "Constant",
            value_t=torch.tensor(25.262817034160364, dtype=torch.float32),
        )
        c_46 = g.op(
            "Constant",
            value_t=torch.tensor(63.127045046329656, dtype=torch.float32),
        )
        c_47 = g.op(
            "Constant",
            value_t=torch.tensor(464.990041250304, dtype=torch.float32),
        )
        c_48 = g.op(
            "Constant",
            value_t=torch.tensor(1108.2783516862048, dtype=torch.float32),
        )
        c_49 = g.op(
            "Constant",
            value_t=torch.tensor(418.31217566132995, dtype=torch.float32),
        )
        c_50 = g.op(
            "Constant",
            value_t=torch.tensor(17383.199277027936, dtype=torch.float32),
        )
        c_51 = g.op(
            "Constant",
            value_t=torch.tensor(119494.29129253152, dtype=torch.float32),
        )
        c_52 = g.op(
            "Constant",
            value_t=torch.tensor(797513.251639051, dtype=torch.float32),
        )
        c_53 = g.op(
            "Constant",
            value_t=torch.tensor(7208991.403160436, dtype=torch.float32),
        )
        c_54 = g.op(
            "Constant",
            value_t=torch.tensor(101731056.25173005, dtype=torch.float32),
        )
        c_55 = g.op(
            "Constant",
            value_t=torch.tensor(2424118212.800576, dtype=torch.float32),
        )
        c_56 = g.op(
            "Constant",
            value_t=torch.tensor(118540247781.56361, dtype=torch.float32),
        )
        c_57 = g.op(
            "Constant",
            value_t=torch.tensor(28305489963017.793, dtype=torch.float32),
        )
        c_58 = g.op("Constant", value_t=torch.tensor(8, dtype=torch.float32))
        t = g.op("Cast", input, to_i=TensorProto.FLOAT)
        a = g.op("Abs", t)
        iy = g.op("Sub", g.op("Div", a, two), two)
        i1 = g.op("Add", g.op("Mul", iy, c), c_2)
        i2 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i1), c), c_3)
        i3 = g.op("Add", g.op("Sub", g.op("Mul", iy, i2), i1), c_4)
        i4 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i3), i2), c_5)
        i5 = g.op("Add", g.op("Sub", g.op("Mul", iy, i4), i3), c_6)
        i6 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i5), i4), c_7)
        i7 = g.op("Add", g.op("Sub", g.op("Mul", iy, i6), i5), c_8)
        i8 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i7), i6), c_9)
        i9 = g.op("Add", g.op("Sub", g.op("Mul", iy, i8), i7), c_10)
        i10 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i9), i8), c_11)
        i11 = g.op("Add", g.op("Sub", g.op("Mul", iy, i10), i9), c_12)
        i12 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i11), i10), c_13)
        i13 = g.op("Add", g.op("Sub", g.op("Mul", iy, i12), i11), c_14)
        i14 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i13), i12), c_15)
        i15 = g.op("Add", g.op("Sub", g.op("Mul", iy, i14), i13), c_16)
        i16 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i15), i14), c_17)
        i17 = g.op("Add", g.op("Sub", g.op("Mul", iy, i16), i15), c_18)
        i18 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i17), i16), c_19)
        i19 = g.op("Add", g.op("Sub", g.op("Mul", iy, i18), i17), c_20)
        i20 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i19), i18), c_21)
        i21 = g.op("Add", g.op("Sub", g.op("Mul", iy, i20), i19), c_22)
        i22 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i21), i20), c_23)
        i23 = g.op("Add", g.op("Sub", g.op("Mul", iy, i22), i21), c_24)
        i24 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i23), i22), c_25)
        i25 = g.op("Add", g.op("Sub", g.op("Mul", iy, i24), i23), c_26)
        i26 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i25), i24), c_27)
        i27 = g.op("Add", g.op("Sub", g.op("Mul", iy, i26), i25), c_28)
        i28 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i27), i26), c_29)
        i29 = g.op("Add", g.op("Sub", g.op("Mul", iy, i28), i27), c_30)
        small = g.op(
            "Mul",
            g.op("Exp", a),
            g.op("Mul", g.op("Mul", half, g.op("Sub", i29, i27)), c_31),
        )
        by = g.op("Sub", g.op("Div", c_32, a), two)
        b1 = g.op("Sub", g.op("Mul", by, c_33), c_34)
        b2 = g.op("Add", g.op("Sub", g.op("Mul", by, b1), c_33), c_35)
        b3 = g.op("Add", g.op("Sub", g.op("Mul", by, b2), b1), c_36)
        b4 = g.op("Sub", g.op("Sub", g.op("Mul", by, b3), b2), c_37)
        b5 = g.op("Sub", g.op("Sub", g.op("Mul", by, b4), b3), c_38)
        b6 = g.op("Add", g.op("Sub", g.op("Mul", by, b5), b4), c_39)
        b7 = g.op("Add", g.op("Sub", g.op("Mul", by, b6), b5), c_40)
        b8 = g.op("Sub", g.op("Sub", g.op("Mul", by, b7), b6), c_41)
        b9 = g.op("Sub", g.op("Sub", g.op("Mul", by, b8), b7), c_42)
        b10 = g.op("Add", g.op("Sub", g.op("Mul", by, b9), b8), c_43)
        b11 = g.op("Add", g.op("Sub", g.op("Mul", by, b10), b9), c_44)
        b12 = g.op("Add", g.op("Sub", g.op("Mul", by, b11), b10), c_45)
        b13 = g.op("Sub", g.op("Sub", g.op("Mul", by, b12), b11), c_46)
        b14 = g.op("Sub", g.op("Sub", g.op("Mul", by, b13), b12), c_47)
        b15 = g.op("Sub", g.op("Sub", g.op("Mul", by, b14), b13), c_48)
        b16 = g.op("Add", g.op("Sub", g.op("Mul", by, b15), b14), c_49)
        b17 = g.op("Add", g.op("Sub", g.op("Mul", by, b16), b15), c_50)
        b18 = g.op("Add", g.op("Sub", g.op("Mul", by, b17), b16), c_51)
        b19 = g.op("Add", g.op("Sub", g.op("Mul", by, b18), b17), c_52)
        b20 = g.op("Add", g.op("Sub", g.op("Mul", by, b19), b18), c_53)
        b21 = g.op("Add", g.op("Sub", g.op("Mul", by, b20), b19), c_54)
        b22 = g.op("Add", g.op("Sub", g.op("Mul", by, b21), b20), c_55)
        b23 = g.op("Add", g.op("Sub", g.op("Mul", by, b22), b21), c_56)
        b24 = g.op("Add", g.op("Sub", g.op("Mul", by, b23), b22), c_57)
        big = g.op(
            "Div",
            g.op(
                "Mul",
                g.op("Exp", a),
                g.op("Mul", g.op("Mul", half, g.op("Sub", b24, b22)), c_31),
            ),
            g.op("Sqrt", a),
        )
        return g.op("Where", g.op("Greater", a, c_58), big, small)
    CONTRACT.refuse(
        'no variant of the mapping takes these args (variants: floating(input); integer(input) or dtype(input) == "bool")',
        input=input,
    )
