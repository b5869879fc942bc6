"""special_scaled_modified_bessel_k0: aten::special_scaled_modified_bessel_k0 -> ONNX Div + Sub + Mul + Add + Exp + Log + Sqrt + Greater + Equal + Less + Where + Cast, opsets 11 to 20.

Generated from mappings/aten/special_scaled_modified_bessel_k0.yaml by `opmapgen build`; do not edit.

Source schema: aten::special_scaled_modified_bessel_k0(Tensor x) -> Tensor

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

SOURCE_OP = "aten::special_scaled_modified_bessel_k0"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(11, 21)
CONTRACT = Contract(
    "special_scaled_modified_bessel_k0",
    "mappings/aten/special_scaled_modified_bessel_k0.yaml",
    dtypes=("float32", "float64", "uint8", "int8", "int16", "int32", "int64", "bool"),
    reasons={
        "float16": "torch has no float16 CPU kernel for it (eager raises NotImplementedError)",
        "bfloat16": "torch has no bfloat16 CPU kernel for it (eager raises NotImplementedError)",
    },
    scalar_typed_ops=("Div", "Sub", "Mul", "Add", "Greater", "Equal", "Less"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, x):
    check_inputs(CONTRACT, x=x)
    if is_floating(x):
        two = g.op("Constant", value_t=torch.tensor(2, dtype=dtype_of(x)))
        c = g.op(
            "Constant",
            value_t=torch.tensor(-0.0001553510233890452, dtype=dtype_of(x)),
        )
        c_2 = g.op(
            "Constant",
            value_t=torch.tensor(0.0011719191370168378, dtype=dtype_of(x)),
        )
        c_3 = g.op(
            "Constant",
            value_t=torch.tensor(0.008554305477302161, dtype=dtype_of(x)),
        )
        c_4 = g.op(
            "Constant",
            value_t=torch.tensor(0.06035496526891167, dtype=dtype_of(x)),
        )
        c_5 = g.op(
            "Constant",
            value_t=torch.tensor(0.4111410999611837, dtype=dtype_of(x)),
        )
        c_6 = g.op(
            "Constant",
            value_t=torch.tensor(2.7008176680581246, dtype=dtype_of(x)),
        )
        c_7 = g.op(
            "Constant",
            value_t=torch.tensor(17.08710306466213, dtype=dtype_of(x)),
        )
        c_8 = g.op(
            "Constant",
            value_t=torch.tensor(103.97167244164717, dtype=dtype_of(x)),
        )
        c_9 = g.op(
            "Constant",
            value_t=torch.tensor(607.5729877085755, dtype=dtype_of(x)),
        )
        c_10 = g.op(
            "Constant",
            value_t=torch.tensor(3404.372653610546, dtype=dtype_of(x)),
        )
        c_11 = g.op(
            "Constant",
            value_t=torch.tensor(18259.96995129188, dtype=dtype_of(x)),
        )
        c_12 = g.op(
            "Constant",
            value_t=torch.tensor(93584.22761992813, dtype=dtype_of(x)),
        )
        c_13 = g.op(
            "Constant",
            value_t=torch.tensor(457405.6367614369, dtype=dtype_of(x)),
        )
        c_14 = g.op(
            "Constant",
            value_t=torch.tensor(2127597.228924299, dtype=dtype_of(x)),
        )
        c_15 = g.op(
            "Constant",
            value_t=torch.tensor(9397020.472961212, dtype=dtype_of(x)),
        )
        c_16 = g.op(
            "Constant",
            value_t=torch.tensor(39314578.94382605, dtype=dtype_of(x)),
        )
        c_17 = g.op(
            "Constant",
            value_t=torch.tensor(155400165.82302973, dtype=dtype_of(x)),
        )
        c_18 = g.op(
            "Constant",
            value_t=torch.tensor(578728317.2043563, dtype=dtype_of(x)),
        )
        c_19 = g.op(
            "Constant",
            value_t=torch.tensor(2024577383.0642915, dtype=dtype_of(x)),
        )
        c_20 = g.op(
            "Constant",
            value_t=torch.tensor(6632355649.0304365, dtype=dtype_of(x)),
        )
        c_21 = g.op(
            "Constant",
            value_t=torch.tensor(20279412677.479805, dtype=dtype_of(x)),
        )
        c_22 = g.op(
            "Constant",
            value_t=torch.tensor(57683920137.03136, dtype=dtype_of(x)),
        )
        c_23 = g.op(
            "Constant",
            value_t=torch.tensor(152148131893.31473, dtype=dtype_of(x)),
        )
        c_24 = g.op(
            "Constant",
            value_t=torch.tensor(371070586743.56036, dtype=dtype_of(x)),
        )
        c_25 = g.op(
            "Constant",
            value_t=torch.tensor(835186034957.7168, dtype=dtype_of(x)),
        )
        c_26 = g.op(
            "Constant",
            value_t=torch.tensor(1734775466634.1985, dtype=dtype_of(x)),
        )
        c_27 = g.op(
            "Constant",
            value_t=torch.tensor(3339035510176.8643, dtype=dtype_of(x)),
        )
        c_28 = g.op(
            "Constant",
            value_t=torch.tensor(6038373657378.1875, dtype=dtype_of(x)),
        )
        c_29 = g.op(
            "Constant",
            value_t=torch.tensor(10720068512742.775, dtype=dtype_of(x)),
        )
        c_30 = g.op(
            "Constant",
            value_t=torch.tensor(23812616762786.164, dtype=dtype_of(x)),
        )
        half = g.op("Constant", value_t=torch.tensor(0.5, dtype=dtype_of(x)))
        c_31 = g.op(
            "Constant",
            value_t=torch.tensor(2.842170943040401e-14, dtype=dtype_of(x)),
        )
        c_32 = g.op(
            "Constant",
            value_t=torch.tensor(0.00015112407284332736, dtype=dtype_of(x)),
        )
        c_33 = g.op(
            "Constant",
            value_t=torch.tensor(0.046837173811927826, dtype=dtype_of(x)),
        )
        c_34 = g.op(
            "Constant",
            value_t=torch.tensor(11.379610279706533, dtype=dtype_of(x)),
        )
        c_35 = g.op(
            "Constant",
            value_t=torch.tensor(2094.0379020434425, dtype=dtype_of(x)),
        )
        c_36 = g.op(
            "Constant",
            value_t=torch.tensor(278703.2265372125, dtype=dtype_of(x)),
        )
        c_37 = g.op(
            "Constant",
            value_t=torch.tensor(25137167.90942061, dtype=dtype_of(x)),
        )
        c_38 = g.op(
            "Constant",
            value_t=torch.tensor(1390459349.5506256, dtype=dtype_of(x)),
        )
        c_39 = g.op(
            "Constant",
            value_t=torch.tensor(39560358565.282265, dtype=dtype_of(x)),
        )
        c_40 = g.op(
            "Constant",
            value_t=torch.tensor(378550748292.9644, dtype=dtype_of(x)),
        )
        c_41 = g.op(
            "Constant",
            value_t=torch.tensor(588598693527.6913, dtype=dtype_of(x)),
        )
        c_42 = g.op(
            "Constant",
            value_t=torch.tensor(9.094947017729282e-13, dtype=dtype_of(x)),
        )
        c_43 = g.op("Constant", value_t=torch.tensor(8, dtype=dtype_of(x)))
        c_44 = g.op(
            "Constant",
            value_t=torch.tensor(0.00018649243409040505, dtype=dtype_of(x)),
        )
        c_45 = g.op(
            "Constant",
            value_t=torch.tensor(0.0005796908290076067, dtype=dtype_of(x)),
        )
        c_46 = g.op(
            "Constant",
            value_t=torch.tensor(0.0018332435344178251, dtype=dtype_of(x)),
        )
        c_47 = g.op(
            "Constant",
            value_t=torch.tensor(0.005904750736105025, dtype=dtype_of(x)),
        )
        c_48 = g.op(
            "Constant",
            value_t=torch.tensor(0.019393822852287062, dtype=dtype_of(x)),
        )
        c_49 = g.op(
            "Constant",
            value_t=torch.tensor(0.06504159722941413, dtype=dtype_of(x)),
        )
        c_50 = g.op(
            "Constant",
            value_t=torch.tensor(0.22307160985267127, dtype=dtype_of(x)),
        )
        c_51 = g.op(
            "Constant",
            value_t=torch.tensor(0.7837365772970701, dtype=dtype_of(x)),
        )
        c_52 = g.op(
            "Constant",
            value_t=torch.tensor(2.826322179893382, dtype=dtype_of(x)),
        )
        c_53 = g.op(
            "Constant",
            value_t=torch.tensor(10.485283900569273, dtype=dtype_of(x)),
        )
        c_54 = g.op(
            "Constant",
            value_t=torch.tensor(40.122167563524535, dtype=dtype_of(x)),
        )
        c_55 = g.op(
            "Constant",
            value_t=torch.tensor(158.84329176008222, dtype=dtype_of(x)),
        )
        c_56 = g.op(
            "Constant",
            value_t=torch.tensor(653.0040423850522, dtype=dtype_of(x)),
        )
        c_57 = g.op(
            "Constant",
            value_t=torch.tensor(2799.7926247056116, dtype=dtype_of(x)),
        )
        c_58 = g.op(
            "Constant",
            value_t=torch.tensor(12586.847705836422, dtype=dtype_of(x)),
        )
        c_59 = g.op(
            "Constant",
            value_t=torch.tensor(59726.685811977564, dtype=dtype_of(x)),
        )
        c_60 = g.op(
            "Constant",
            value_t=torch.tensor(301672.00317100517, dtype=dtype_of(x)),
        )
        c_61 = g.op(
            "Constant",
            value_t=torch.tensor(1639764.1067649534, dtype=dtype_of(x)),
        )
        c_62 = g.op(
            "Constant",
            value_t=torch.tensor(9734860.059068887, dtype=dtype_of(x)),
        )
        c_63 = g.op(
            "Constant",
            value_t=torch.tensor(64449167.88712246, dtype=dtype_of(x)),
        )
        c_64 = g.op(
            "Constant",
            value_t=torch.tensor(490815436.45484406, dtype=dtype_of(x)),
        )
        c_65 = g.op(
            "Constant",
            value_t=torch.tensor(4521033336.538881, dtype=dtype_of(x)),
        )
        c_66 = g.op(
            "Constant",
            value_t=torch.tensor(55235378771.78761, dtype=dtype_of(x)),
        )
        c_67 = g.op(
            "Constant",
            value_t=torch.tensor(1106481698047.4448, dtype=dtype_of(x)),
        )
        c_68 = g.op(
            "Constant",
            value_t=torch.tensor(85860531648932.11, dtype=dtype_of(x)),
        )
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(x)))
        nan = g.op("Constant", value_t=torch.tensor(float("nan"), dtype=dtype_of(x)))
        inf = g.op("Constant", value_t=torch.tensor(float("inf"), dtype=dtype_of(x)))
        iy = g.op("Sub", g.op("Div", x, two), two)
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
        bessel_i = g.op(
            "Mul",
            g.op("Exp", x),
            g.op("Mul", g.op("Mul", half, g.op("Sub", i29, i27)), c_31),
        )
        ky = g.op("Sub", g.op("Mul", x, x), two)
        k1 = g.op("Add", g.op("Mul", ky, c_32), c_33)
        k2 = g.op("Add", g.op("Sub", g.op("Mul", ky, k1), c_32), c_34)
        k3 = g.op("Add", g.op("Sub", g.op("Mul", ky, k2), k1), c_35)
        k4 = g.op("Add", g.op("Sub", g.op("Mul", ky, k3), k2), c_36)
        k5 = g.op("Add", g.op("Sub", g.op("Mul", ky, k4), k3), c_37)
        k6 = g.op("Add", g.op("Sub", g.op("Mul", ky, k5), k4), c_38)
        k7 = g.op("Add", g.op("Sub", g.op("Mul", ky, k6), k5), c_39)
        k8 = g.op("Add", g.op("Sub", g.op("Mul", ky, k7), k6), c_40)
        k9 = g.op("Sub", g.op("Sub", g.op("Mul", ky, k8), k7), c_41)
        small = g.op(
            "Mul",
            g.op(
                "Sub",
                g.op("Mul", g.op("Mul", half, g.op("Sub", k9, k7)), c_42),
                g.op("Mul", g.op("Log", g.op("Mul", half, x)), bessel_i),
            ),
            g.op("Exp", x),
        )
        by = g.op("Sub", g.op("Div", c_43, x), two)
        b1 = g.op("Sub", g.op("Mul", by, c_44), c_45)
        b2 = g.op("Add", g.op("Sub", g.op("Mul", by, b1), c_44), c_46)
        b3 = g.op("Sub", g.op("Sub", g.op("Mul", by, b2), b1), c_47)
        b4 = g.op("Add", g.op("Sub", g.op("Mul", by, b3), b2), c_48)
        b5 = g.op("Sub", g.op("Sub", g.op("Mul", by, b4), b3), c_49)
        b6 = g.op("Add", g.op("Sub", g.op("Mul", by, b5), b4), c_50)
        b7 = g.op("Sub", g.op("Sub", g.op("Mul", by, b6), b5), c_51)
        b8 = g.op("Add", g.op("Sub", g.op("Mul", by, b7), b6), c_52)
        b9 = g.op("Sub", g.op("Sub", g.op("Mul", by, b8), b7), c_53)
        b10 = g.op("Add", g.op("Sub", g.op("Mul", by, b9), b8), c_54)
        b11 = g.op("Sub", g.op("Sub", g.op("Mul", by, b10), b9), c_55)
        b12 = g.op("Add", g.op("Sub", g.op("Mul", by, b11), b10), c_56)
        b13 = g.op("Sub", g.op("Sub", g.op("Mul", by, b12), b11), c_57)
        b14 = g.op("Add", g.op("Sub", g.op("Mul", by, b13), b12), c_58)
        b15 = g.op("Sub", g.op("Sub", g.op("Mul", by, b14), b13), c_59)
        b16 = g.op("Add", g.op("Sub", g.op("Mul", by, b15), b14), c_60)
        b17 = g.op("Sub", g.op("Sub", g.op("Mul", by, b16), b15), c_61)
        b18 = g.op("Add", g.op("Sub", g.op("Mul", by, b17), b16), c_62)
        b19 = g.op("Sub", g.op("Sub", g.op("Mul", by, b18), b17), c_63)
        b20 = g.op("Add", g.op("Sub", g.op("Mul", by, b19), b18), c_64)
        b21 = g.op("Sub", g.op("Sub", g.op("Mul", by, b20), b19), c_65)
        b22 = g.op("Add", g.op("Sub", g.op("Mul", by, b21), b20), c_66)
        b23 = g.op("Sub", g.op("Sub", g.op("Mul", by, b22), b21), c_67)
        b24 = g.op("Add", g.op("Sub", g.op("Mul", by, b23), b22), c_68)
        big = g.op(
            "Div",
            g.op("Mul", g.op("Mul", half, g.op("Sub", b24, b22)), c_31),
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
    if is_integer(x) or dtype_name(x) == "bool":
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
        c_32 = g.op(
            "Constant",
            value_t=torch.tensor(0.00015112407284332736, dtype=torch.float32),
        )
        c_33 = g.op(
            "Constant",
            value_t=torch.tensor(0.046837173811927826, dtype=torch.float32),
        )
        c_34 = g.op(
            "Constant",
            value_t=torch.tensor(11.379610279706533, dtype=torch.float32),
        )
        c_35 = g.op(
            "Constant",
            value_t=torch.tensor(2094.0379020434425, dtype=torch.float32),
        )
        c_36 = g.op(
            "Constant",
            value_t=torch.tensor(278703.2265372125, dtype=torch.float32),
        )
        c_37 = g.op(
            "Constant",
            value_t=torch.tensor(25137167.90942061, dtype=torch.float32),
        )
        c_38 = g.op(
            "Constant",
            value_t=torch.tensor(1390459349.5506256, dtype=torch.float32),
        )
        c_39 = g.op(
            "Constant",
            value_t=torch.tensor(39560358565.282265, dtype=torch.float32),
        )
        c_40 = g.op(
            "Constant",
            value_t=torch.tensor(378550748292.9644, dtype=torch.float32),
        )
        c_41 = g.op(
            "Constant",
            value_t=torch.tensor(588598693527.6913, dtype=torch.float32),
        )
        c_42 = g.op(
            "Constant",
            value_t=torch.tensor(9.094947017729282e-13, dtype=torch.float32),
        )
        c_43 = g.op("Constant", value_t=torch.tensor(8, dtype=torch.float32))
        c_44 = g.op(
            "Constant",
            value_t=torch.tensor(0.00018649243409040505, dtype=torch.float32),
        )
        c_45 = g.op(
            "Constant",
            value_t=torch.tensor(0.0005796908290076067, dtype=torch.float32),
        )
        c_46 = g.op(
            "Constant",
            value_t=torch.tensor(0.0018332435344178251, dtype=torch.float32),
        )
        c_47 = g.op(
            "Constant",
            value_t=torch.tensor(0.005904750736105025, dtype=torch.float32),
        )
        c_48 = g.op(
            "Constant",
            value_t=torch.tensor(0.019393822852287062, dtype=torch.float32),
        )
        c_49 = g.op(
            "Constant",
            value_t=torch.tensor(0.06504159722941413, dtype=torch.float32),
        )
        c_50 = g.op(
            "Constant",
            value_t=torch.tensor(0.22307160985267127, dtype=torch.float32),
        )
        c_51 = g.op(
            "Constant",
            value_t=torch.tensor(0.7837365772970701, dtype=torch.float32),
        )
        c_52 = g.op(
            "Constant",
            value_t=torch.tensor(2.826322179893382, dtype=torch.float32),
        )
        c_53 = g.op(
            "Constant",
            value_t=torch.tensor(10.485283900569273, dtype=torch.float32),
        )
        c_54 = g.op(
            "Constant",
            value_t=torch.tensor(40.122167563524535, dtype=torch.float32),
        )
        c_55 = g.op(
            "Constant",
            value_t=torch.tensor(158.84329176008222, dtype=torch.float32),
        )
        c_56 = g.op(
            "Constant",
            value_t=torch.tensor(653.0040423850522, dtype=torch.float32),
        )
        c_57 = g.op(
            "Constant",
            value_t=torch.tensor(2799.7926247056116, dtype=torch.float32),
        )
        c_58 = g.op(
            "Constant",
            value_t=torch.tensor(12586.847705836422, dtype=torch.float32),
        )
        c_59 = g.op(
            "Constant",
            value_t=torch.tensor(59726.685811977564, dtype=torch.float32),
        )
        c_60 = g.op(
            "Constant",
            value_t=torch.tensor(301672.00317100517, dtype=torch.float32),
        )
        c_61 = g.op(
            "Constant",
            value_t=torch.tensor(1639764.1067649534, dtype=torch.float32),
        )
        c_62 = g.op(
            "Constant",
            value_t=torch.tensor(9734860.059068887, dtype=torch.float32),
        )
        c_63 = g.op(
            "Constant",
            value_t=torch.tensor(64449167.88712246, dtype=torch.float32),
        )
        c_64 = g.op(
            "Constant",
            value_t=torch.tensor(490815436.45484406, dtype=torch.float32),
        )
        c_65 = g.op(
            "Constant",
            value_t=torch.tensor(4521033336.538881, dtype=torch.float32),
        )
        c_66 = g.op(
            "Constant",
            value_t=torch.tensor(55235378771.78761, dtype=torch.float32),
        )
        c_67 = g.op(
            "Constant",
            value_t=torch.tensor(1106481698047.4448, dtype=torch.float32),
        )
        c_68 = g.op(
            "Constant",
            value_t=torch.tensor(85860531648932.11, dtype=torch.float32),
        )
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float32))
        nan = g.op("Constant", value_t=torch.tensor(float("nan"), dtype=torch.float32))
        inf = g.op("Constant", value_t=torch.tensor(float("inf"), dtype=torch.float32))
        t = g.op("Cast", x, to_i=TensorProto.FLOAT)
        iy = g.op("Sub", g.op("Div", t, two), two)
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
        bessel_i = g.op(
            "Mul",
            g.op("Exp", t),
            g.op("Mul", g.op("Mul", half, g.op("Sub", i29, i27)), c_31),
        )
        ky = g.op("Sub", g.op("Mul", t, t), two)
        k1 = g.op("Add", g.op("Mul", ky, c_32), c_33)
        k2 = g.op("Add", g.op("Sub", g.op("Mul", ky, k1), c_32), c_34)
        k3 = g.op("Add", g.op("Sub", g.op("Mul", ky, k2), k1), c_35)
        k4 = g.op("Add", g.op("Sub", g.op("Mul", ky, k3), k2), c_36)
        k5 = g.op("Add", g.op("Sub", g.op("Mul", ky, k4), k3), c_37)
        k6 = g.op("Add", g.op("Sub", g.op("Mul", ky, k5), k4), c_38)
        k7 = g.op("Add", g.op("Sub", g.op("Mul", ky, k6), k5), c_39)
        k8 = g.op("Add", g.op("Sub", g.op("Mul", ky, k7), k6), c_40)
        k9 = g.op("Sub", g.op("Sub", g.op("Mul", ky, k8), k7), c_41)
        small = g.op(
            "Mul",
            g.op(
                "Sub",
                g.op("Mul", g.op("Mul", half, g.op("Sub", k9, k7)), c_42),
                g.op("Mul", g.op("Log", g.op("Mul", half, t)), bessel_i),
            ),
            g.op("Exp", t),
        )
        by = g.op("Sub", g.op("Div", c_43, t), two)
        b1 = g.op("Sub", g.op("Mul", by, c_44), c_45)
        b2 = g.op("Add", g.op("Sub", g.op("Mul", by, b1), c_44), c_46)
        b3 = g.op("Sub", g.op("Sub", g.op("Mul", by, b2), b1), c_47)
        b4 = g.op("Add", g.op("Sub", g.op("Mul", by, b3), b2), c_48)
        b5 = g.op("Sub", g.op("Sub", g.op("Mul", by, b4), b3), c_49)
        b6 = g.op("Add", g.op("Sub", g.op("Mul", by, b5), b4), c_50)
        b7 = g.op("Sub", g.op("Sub", g.op("Mul", by, b6), b5), c_51)
        b8 = g.op("Add", g.op("Sub", g.op("Mul", by, b7), b6), c_52)
        b9 = g.op("Sub", g.op("Sub", g.op("Mul", by, b8), b7), c_53)
        b10 = g.op("Add", g.op("Sub", g.op("Mul", by, b9), b8), c_54)
        b11 = g.op("Sub", g.op("Sub", g.op("Mul", by, b10), b9), c_55)
        b12 = g.op("Add", g.op("Sub", g.op("Mul", by, b11), b10), c_56)
        b13 = g.op("Sub", g.op("Sub", g.op("Mul", by, b12), b11), c_57)
        b14 = g.op("Add", g.op("Sub", g.op("Mul", by, b13), b12), c_58)
        b15 = g.op("Sub", g.op("Sub", g.op("Mul", by, b14), b13), c_59)
        b16 = g.op("Add", g.op("Sub", g.op("Mul", by, b15), b14), c_60)
        b17 = g.op("Sub", g.op("Sub", g.op("Mul", by, b16), b15), c_61)
        b18 = g.op("Add", g.op("Sub", g.op("Mul", by, b17), b16), c_62)
        b19 = g.op("Sub", g.op("Sub", g.op("Mul", by, b18), b17), c_63)
        b20 = g.op("Add", g.op("Sub", g.op("Mul", by, b19), b18), c_64)
        b21 = g.op("Sub", g.op("Sub", g.op("Mul", by, b20), b19), c_65)
        b22 = g.op("Add", g.op("Sub", g.op("Mul", by, b21), b20), c_66)
        b23 = g.op("Sub", g.op("Sub", g.op("Mul", by, b22), b21), c_67)
        b24 = g.op("Add", g.op("Sub", g.op("Mul", by, b23), b22), c_68)
        big = g.op(
            "Div",
            g.op("Mul", g.op("Mul", half, g.op("Sub", b24, b22)), c_31),
            g.op("Sqrt", t),
        )
        return g.op(
            "Where",
            g.op("Greater", t, two),
            big,
            g.op(
                "Where",
                g.op("Equal", t, zero),
                inf,
                g.op("Where", g.op("Less", t, zero), nan, small),
            ),
        )
    CONTRACT.refuse(
        'no variant of the mapping takes these args (variants: floating(x); integer(x) or dtype(x) == "bool")',
        x=x,
    )
