"""special_modified_bessel_k1: aten::special_modified_bessel_k1 -> ONNX Div + Sub + Mul + Add + Exp + Log + Neg + Sqrt + Greater + Equal + Less + Where + Cast, opsets 11 to 20.

Generated from mappings/aten/special_modified_bessel_k1.yaml by `opmapgen build`; do not edit.

Source schema: aten::special_modified_bessel_k1(Tensor self) -> Tensor

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

SOURCE_OP = "aten::special_modified_bessel_k1"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(11, 21)
CONTRACT = Contract(
    "special_modified_bessel_k1",
    "mappings/aten/special_modified_bessel_k1.yaml",
    dtypes=("float32", "float64", "uint8", "int8", "int16", "int32", "int64", "bool"),
    reasons={
        "float16": "torch has no float16 CPU kernel for it (eager raises NotImplementedError)",
        "bfloat16": "torch has no bfloat16 CPU kernel for it (eager raises NotImplementedError)",
    },
    scalar_typed_ops=("Div", "Sub", "Mul", "Add", "Greater", "Equal", "Less"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, input):
    check_inputs(CONTRACT, input=input)
    if is_floating(input):
        two = g.op("Constant", value_t=torch.tensor(2, dtype=dtype_of(input)))
        c = g.op(
            "Constant",
            value_t=torch.tensor(0.00019547832754840454, dtype=dtype_of(input)),
        )
        c_2 = g.op(
            "Constant",
            value_t=torch.tensor(0.0014857805928446244, dtype=dtype_of(input)),
        )
        c_3 = g.op(
            "Constant",
            value_t=torch.tensor(0.010932712978018198, dtype=dtype_of(input)),
        )
        c_4 = g.op(
            "Constant",
            value_t=torch.tensor(0.07779946877879755, dtype=dtype_of(input)),
        )
        c_5 = g.op(
            "Constant",
            value_t=torch.tensor(0.5348506087114244, dtype=dtype_of(input)),
        )
        c_6 = g.op(
            "Constant",
            value_t=torch.tensor(3.5481226187852406, dtype=dtype_of(input)),
        )
        c_7 = g.op(
            "Constant",
            value_t=torch.tensor(22.68542906498745, dtype=dtype_of(input)),
        )
        c_8 = g.op(
            "Constant",
            value_t=torch.tensor(139.60978685135632, dtype=dtype_of(input)),
        )
        c_9 = g.op(
            "Constant",
            value_t=torch.tensor(825.8606912880591, dtype=dtype_of(input)),
        )
        c_10 = g.op(
            "Constant",
            value_t=torch.tensor(4689.014036836072, dtype=dtype_of(input)),
        )
        c_11 = g.op(
            "Constant",
            value_t=torch.tensor(25512.823501556573, dtype=dtype_of(input)),
        )
        c_12 = g.op(
            "Constant",
            value_t=torch.tensor(132803.39497834368, dtype=dtype_of(input)),
        )
        c_13 = g.op(
            "Constant",
            value_t=torch.tensor(660167.0043435115, dtype=dtype_of(input)),
        )
        c_14 = g.op(
            "Constant",
            value_t=torch.tensor(3127932.286888588, dtype=dtype_of(input)),
        )
        c_15 = g.op(
            "Constant",
            value_t=torch.tensor(14096933.602516666, dtype=dtype_of(input)),
        )
        c_16 = g.op(
            "Constant",
            value_t=torch.tensor(60297008.42363198, dtype=dtype_of(input)),
        )
        c_17 = g.op(
            "Constant",
            value_t=torch.tensor(244197226.53454414, dtype=dtype_of(input)),
        )
        c_18 = g.op(
            "Constant",
            value_t=torch.tensor(934015857.7401065, dtype=dtype_of(input)),
        )
        c_19 = g.op(
            "Constant",
            value_t=torch.tensor(3364727318.220342, dtype=dtype_of(input)),
        )
        c_20 = g.op(
            "Constant",
            value_t=torch.tensor(11382905466.82275, dtype=dtype_of(input)),
        )
        c_21 = g.op(
            "Constant",
            value_t=torch.tensor(36048919395.4365, dtype=dtype_of(input)),
        )
        c_22 = g.op(
            "Constant",
            value_t=torch.tensor(106508192572.83063, dtype=dtype_of(input)),
        )
        c_23 = g.op(
            "Constant",
            value_t=torch.tensor(292482262862.5266, dtype=dtype_of(input)),
        )
        c_24 = g.op(
            "Constant",
            value_t=torch.tensor(743381387421.0754, dtype=dtype_of(input)),
        )
        c_25 = g.op(
            "Constant",
            value_t=torch.tensor(1739969166258.2053, dtype=dtype_of(input)),
        )
        c_26 = g.op(
            "Constant",
            value_t=torch.tensor(3725742206867.842, dtype=dtype_of(input)),
        )
        c_27 = g.op(
            "Constant",
            value_t=torch.tensor(7222905359805.309, dtype=dtype_of(input)),
        )
        c_28 = g.op(
            "Constant",
            value_t=torch.tensor(12414208849036.59, dtype=dtype_of(input)),
        )
        c_29 = g.op(
            "Constant",
            value_t=torch.tensor(17774243105407.977, dtype=dtype_of(input)),
        )
        half = g.op("Constant", value_t=torch.tensor(0.5, dtype=dtype_of(input)))
        c_30 = g.op(
            "Constant",
            value_t=torch.tensor(1.4210854715202004e-14, dtype=dtype_of(input)),
        )
        c_31 = g.op(
            "Constant",
            value_t=torch.tensor(-0.00012356511307994267, dtype=dtype_of(input)),
        )
        c_32 = g.op(
            "Constant",
            value_t=torch.tensor(0.042704149383826495, dtype=dtype_of(input)),
        )
        c_33 = g.op(
            "Constant",
            value_t=torch.tensor(11.728537494418683, dtype=dtype_of(input)),
        )
        c_34 = g.op(
            "Constant",
            value_t=torch.tensor(2483.116640274272, dtype=dtype_of(input)),
        )
        c_35 = g.op(
            "Constant",
            value_t=torch.tensor(389383.2698829444, dtype=dtype_of(input)),
        )
        c_36 = g.op(
            "Constant",
            value_t=torch.tensor(42808933.564053014, dtype=dtype_of(input)),
        )
        c_37 = g.op(
            "Constant",
            value_t=torch.tensor(3043956525.1168222, dtype=dtype_of(input)),
        )
        c_38 = g.op(
            "Constant",
            value_t=torch.tensor(122718231933.25613, dtype=dtype_of(input)),
        )
        c_39 = g.op(
            "Constant",
            value_t=torch.tensor(2156998704157.7158, dtype=dtype_of(input)),
        )
        c_40 = g.op(
            "Constant",
            value_t=torch.tensor(6212785364675.457, dtype=dtype_of(input)),
        )
        c_41 = g.op(
            "Constant",
            value_t=torch.tensor(26833365372936.79, dtype=dtype_of(input)),
        )
        c_42 = g.op(
            "Constant",
            value_t=torch.tensor(5.684341886080802e-14, dtype=dtype_of(input)),
        )
        c_43 = g.op("Constant", value_t=torch.tensor(8, dtype=dtype_of(input)))
        c_44 = g.op(
            "Constant",
            value_t=torch.tensor(-0.00010127371996680051, dtype=dtype_of(input)),
        )
        c_45 = g.op(
            "Constant",
            value_t=torch.tensor(0.0003156127673355883, dtype=dtype_of(input)),
        )
        c_46 = g.op(
            "Constant",
            value_t=torch.tensor(0.0010009008382086582, dtype=dtype_of(input)),
        )
        c_47 = g.op(
            "Constant",
            value_t=torch.tensor(0.0032336083599537927, dtype=dtype_of(input)),
        )
        c_48 = g.op(
            "Constant",
            value_t=torch.tensor(0.010655670207320143, dtype=dtype_of(input)),
        )
        c_49 = g.op(
            "Constant",
            value_t=torch.tensor(0.03586524537900313, dtype=dtype_of(input)),
        )
        c_50 = g.op(
            "Constant",
            value_t=torch.tensor(0.12349428009613088, dtype=dtype_of(input)),
        )
        c_51 = g.op(
            "Constant",
            value_t=torch.tensor(0.4357856149622335, dtype=dtype_of(input)),
        )
        c_52 = g.op(
            "Constant",
            value_t=torch.tensor(1.5791986763333454, dtype=dtype_of(input)),
        )
        c_53 = g.op(
            "Constant",
            value_t=torch.tensor(5.890602172043303, dtype=dtype_of(input)),
        )
        c_54 = g.op(
            "Constant",
            value_t=torch.tensor(22.679388164667188, dtype=dtype_of(input)),
        )
        c_55 = g.op(
            "Constant",
            value_t=torch.tensor(90.4174973371521, dtype=dtype_of(input)),
        )
        c_56 = g.op(
            "Constant",
            value_t=torch.tensor(374.7079048224038, dtype=dtype_of(input)),
        )
        c_57 = g.op(
            "Constant",
            value_t=torch.tensor(1621.7031579641284, dtype=dtype_of(input)),
        )
        c_58 = g.op(
            "Constant",
            value_t=torch.tensor(7371.750051844668, dtype=dtype_of(input)),
        )
        c_59 = g.op(
            "Constant",
            value_t=torch.tensor(35449.13018218112, dtype=dtype_of(input)),
        )
        c_60 = g.op(
            "Constant",
            value_t=torch.tensor(182004.57806754508, dtype=dtype_of(input)),
        )
        c_61 = g.op(
            "Constant",
            value_t=torch.tensor(1009982.200315606, dtype=dtype_of(input)),
        )
        c_62 = g.op(
            "Constant",
            value_t=torch.tensor(6160714.2449736055, dtype=dtype_of(input)),
        )
        c_63 = g.op(
            "Constant",
            value_t=torch.tensor(42335330.915439054, dtype=dtype_of(input)),
        )
        c_64 = g.op(
            "Constant",
            value_t=torch.tensor(340619549.80351096, dtype=dtype_of(input)),
        )
        c_65 = g.op(
            "Constant",
            value_t=torch.tensor(3434267719.705146, dtype=dtype_of(input)),
        )
        c_66 = g.op(
            "Constant",
            value_t=torch.tensor(50275245875.352615, dtype=dtype_of(input)),
        )
        c_67 = g.op(
            "Constant",
            value_t=torch.tensor(1828245708290.2488, dtype=dtype_of(input)),
        )
        c_68 = g.op(
            "Constant",
            value_t=torch.tensor(47861762100313.08, dtype=dtype_of(input)),
        )
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(input)))
        nan = g.op(
            "Constant",
            value_t=torch.tensor(float("nan"), dtype=dtype_of(input)),
        )
        inf = g.op(
            "Constant",
            value_t=torch.tensor(float("inf"), dtype=dtype_of(input)),
        )
        iy = g.op("Sub", g.op("Div", input, two), two)
        i1 = g.op("Sub", g.op("Mul", iy, c), c_2)
        i2 = g.op("Add", g.op("Sub", g.op("Mul", iy, i1), c), c_3)
        i3 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i2), i1), c_4)
        i4 = g.op("Add", g.op("Sub", g.op("Mul", iy, i3), i2), c_5)
        i5 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i4), i3), c_6)
        i6 = g.op("Add", g.op("Sub", g.op("Mul", iy, i5), i4), c_7)
        i7 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i6), i5), c_8)
        i8 = g.op("Add", g.op("Sub", g.op("Mul", iy, i7), i6), c_9)
        i9 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i8), i7), c_10)
        i10 = g.op("Add", g.op("Sub", g.op("Mul", iy, i9), i8), c_11)
        i11 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i10), i9), c_12)
        i12 = g.op("Add", g.op("Sub", g.op("Mul", iy, i11), i10), c_13)
        i13 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i12), i11), c_14)
        i14 = g.op("Add", g.op("Sub", g.op("Mul", iy, i13), i12), c_15)
        i15 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i14), i13), c_16)
        i16 = g.op("Add", g.op("Sub", g.op("Mul", iy, i15), i14), c_17)
        i17 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i16), i15), c_18)
        i18 = g.op("Add", g.op("Sub", g.op("Mul", iy, i17), i16), c_19)
        i19 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i18), i17), c_20)
        i20 = g.op("Add", g.op("Sub", g.op("Mul", iy, i19), i18), c_21)
        i21 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i20), i19), c_22)
        i22 = g.op("Add", g.op("Sub", g.op("Mul", iy, i21), i20), c_23)
        i23 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i22), i21), c_24)
        i24 = g.op("Add", g.op("Sub", g.op("Mul", iy, i23), i22), c_25)
        i25 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i24), i23), c_26)
        i26 = g.op("Add", g.op("Sub", g.op("Mul", iy, i25), i24), c_27)
        i27 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i26), i25), c_28)
        i28 = g.op("Add", g.op("Sub", g.op("Mul", iy, i27), i26), c_29)
        bessel_i = g.op(
            "Mul",
            g.op(
                "Mul",
                g.op("Mul", g.op("Mul", half, g.op("Sub", i28, i26)), c_30),
                input,
            ),
            g.op("Exp", input),
        )
        ky = g.op("Sub", g.op("Mul", input, input), two)
        k1 = g.op("Sub", g.op("Mul", ky, c_31), c_32)
        k2 = g.op("Sub", g.op("Sub", g.op("Mul", ky, k1), c_31), c_33)
        k3 = g.op("Sub", g.op("Sub", g.op("Mul", ky, k2), k1), c_34)
        k4 = g.op("Sub", g.op("Sub", g.op("Mul", ky, k3), k2), c_35)
        k5 = g.op("Sub", g.op("Sub", g.op("Mul", ky, k4), k3), c_36)
        k6 = g.op("Sub", g.op("Sub", g.op("Mul", ky, k5), k4), c_37)
        k7 = g.op("Sub", g.op("Sub", g.op("Mul", ky, k6), k5), c_38)
        k8 = g.op("Sub", g.op("Sub", g.op("Mul", ky, k7), k6), c_39)
        k9 = g.op("Sub", g.op("Sub", g.op("Mul", ky, k8), k7), c_40)
        k10 = g.op("Add", g.op("Sub", g.op("Mul", ky, k9), k8), c_41)
        small = g.op(
            "Add",
            g.op("Mul", g.op("Log", g.op("Mul", half, input)), bessel_i),
            g.op(
                "Div",
                g.op("Mul", g.op("Mul", half, g.op("Sub", k10, k8)), c_42),
                input,
            ),
        )
        by = g.op("Sub", g.op("Div", c_43, input), two)
        b1 = g.op("Add", g.op("Mul", by, c_44), c_45)
        b2 = g.op("Sub", g.op("Sub", g.op("Mul", by, b1), c_44), c_46)
        b3 = g.op("Add", g.op("Sub", g.op("Mul", by, b2), b1), c_47)
        b4 = g.op("Sub", g.op("Sub", g.op("Mul", by, b3), b2), c_48)
        b5 = g.op("Add", g.op("Sub", g.op("Mul", by, b4), b3), c_49)
        b6 = g.op("Sub", g.op("Sub", g.op("Mul", by, b5), b4), c_50)
        b7 = g.op("Add", g.op("Sub", g.op("Mul", by, b6), b5), c_51)
        b8 = g.op("Sub", g.op("Sub", g.op("Mul", by, b7), b6), c_52)
        b9 = g.op("Add", g.op("Sub", g.op("Mul", by, b8), b7), c_53)
        b10 = g.op("Sub", g.op("Sub", g.op("Mul", by, b9), b8), c_54)
        b11 = g.op("Add", g.op("Sub", g.op("Mul", by, b10), b9), c_55)
        b12 = g.op("Sub", g.op("Sub", g.op("Mul", by, b11), b10), c_56)
        b13 = g.op("Add", g.op("Sub", g.op("Mul", by, b12), b11), c_57)
        b14 = g.op("Sub", g.op("Sub", g.op("Mul", by, b13), b12), c_58)
        b15 = g.op("Add", g.op("Sub", g.op("Mul", by, b14), b13), c_59)
        b16 = g.op("Sub", g.op("Sub", g.op("Mul", by, b15), b14), c_60)
        b17 = g.op("Add", g.op("Sub", g.op("Mul", by, b16), b15), c_61)
        b18 = g.op("Sub", g.op("Sub", g.op("Mul", by, b17), b16), c_62)
        b19 = g.op("Add", g.op("Sub", g.op("Mul", by, b18), b17), c_63)
        b20 = g.op("Sub", g.op("Sub", g.op("Mul", by, b19), b18), c_64)
        b21 = g.op("Add", g.op("Sub", g.op("Mul", by, b20), b19), c_65)
        b22 = g.op("Sub", g.op("Sub", g.op("Mul", by, b21), b20), c_66)
        b23 = g.op("Add", g.op("Sub", g.op("Mul", by, b22), b21), c_67)
        b24 = g.op("Add", g.op("Sub", g.op("Mul", by, b23), b22), c_68)
        big = g.op(
            "Div",
            g.op(
                "Mul",
                g.op("Exp", g.op("Neg", input)),
                g.op("Mul", g.op("Mul", half, g.op("Sub", b24, b22)), c_42),
            ),
            g.op("Sqrt", input),
        )
        return g.op(
            "Where",
            g.op("Greater", input, two),
            big,
            g.op(
                "Where",
                g.op("Equal", input, zero),
                inf,
                g.op("Where", g.op("Less", input, zero), nan, small),
            ),
        )
    if is_integer(input) or dtype_name(input) == "bool":
        two = g.op("Constant", value_t=torch.tensor(2, dtype=torch.float32))
        c = g.op(
            "Constant",
            value_t=torch.tensor(0.00019547832754840454, dtype=torch.float32),
        )
        c_2 = g.op(
            "Constant",
            value_t=torch.tensor(0.0014857805928446244, dtype=torch.float32),
        )
        c_3 = g.op(
            "Constant",
            value_t=torch.tensor(0.010932712978018198, dtype=torch.float32),
        )
        c_4 = g.op(
            "Constant",
            value_t=torch.tensor(0.07779946877879755, dtype=torch.float32),
        )
        c_5 = g.op(
            "Constant",
            value_t=torch.tensor(0.5348506087114244, dtype=torch.float32),
        )
        c_6 = g.op(
            "Constant",
            value_t=torch.tensor(3.5481226187852406, dtype=torch.float32),
        )
        c_7 = g.op(
            "Constant",
            value_t=torch.tensor(22.68542906498745, dtype=torch.float32),
        )
        c_8 = g.op(
            "Constant",
            value_t=torch.tensor(139.60978685135632, dtype=torch.float32),
        )
        c_9 = g.op(
            "Constant",
            value_t=torch.tensor(825.8606912880591, dtype=torch.float32),
        )
        c_10 = g.op(
            "Constant",
            value_t=torch.tensor(4689.014036836072, dtype=torch.float32),
        )
        c_11 = g.op(
            "Constant",
            value_t=torch.tensor(25512.823501556573, dtype=torch.float32),
        )
        c_12 = g.op(
            "Constant",
            value_t=torch.tensor(132803.39497834368, dtype=torch.float32),
        )
        c_13 = g.op(
            "Constant",
            value_t=torch.tensor(660167.0043435115, dtype=torch.float32),
        )
        c_14 = g.op(
            "Constant",
            value_t=torch.tensor(3127932.286888588, dtype=torch.float32),
        )
        c_15 = g.op(
            "Constant",
            value_t=torch.tensor(14096933.602516666, dtype=torch.float32),
        )
        c_16 = g.op(
            "Constant",
            value_t=torch.tensor(60297008.42363198, dtype=torch.float32),
        )
        c_17 = g.op(
            "Constant",
            value_t=torch.tensor(244197226.53454414, dtype=torch.float32),
        )
        c_18 = g.op(
            "Constant",
            value_t=torch.tensor(934015857.7401065, dtype=torch.float32),
        )
        c_19 = g.op(
            "Constant",
            value_t=torch.tensor(3364727318.220342, dtype=torch.float32),
        )
        c_20 = g.op(
            "Constant",
            value_t=torch.tensor(11382905466.82275, dtype=torch.float32),
        )
        c_21 = g.op(
            "Constant",
            value_t=torch.tensor(36048919395.4365, dtype=torch.float32),
        )
        c_22 = g.op(
            "Constant",
            value_t=torch.tensor(106508192572.83063, dtype=torch.float32),
        )
        c_23 = g.op(
            "Constant",
            value_t=torch.tensor(292482262862.5266, dtype=torch.float32),
        )
        c_24 = g.op(
            "Constant",
            value_t=torch.tensor(743381387421.0754, dtype=torch.float32),
        )
        c_25 = g.op(
            "Constant",
            value_t=torch.tensor(1739969166258.2053, dtype=torch.float32),
        )
        c_26 = g.op(
            "Constant",
            value_t=torch.tensor(3725742206867.842, dtype=torch.float32),
        )
        c_27 = g.op(
            "Constant",
            value_t=torch.tensor(7222905359805.309, dtype=torch.float32),
        )
        c_28 = g.op(
            "Constant",
            value_t=torch.tensor(12414208849036.59, dtype=torch.float32),
        )
        c_29 = g.op(
            "Constant",
            value_t=torch.tensor(17774243105407.977, dtype=torch.float32),
        )
        half = g.op("Constant", value_t=torch.tensor(0.5, dtype=torch.float32))
        c_30 = g.op(
            "Constant",
            value_t=torch.tensor(1.4210854715202004e-14, dtype=torch.float32),
        )
        c_31 = g.op(
            "Constant",
            value_t=torch.tensor(-0.00012356511307994267, dtype=torch.float32),
        )
        c_32 = g.op(
            "Constant",
            value_t=torch.tensor(0.042704149383826495, dtype=torch.float32),
        )
        c_33 = g.op(
            "Constant",
            value_t=torch.tensor(11.728537494418683, dtype=torch.float32),
        )
        c_34 = g.op(
            "Constant",
            value_t=torch.tensor(2483.116640274272, dtype=torch.float32),
        )
        c_35 = g.op(
            "Constant",
            value_t=torch.tensor(389383.2698829444, dtype=torch.float32),
        )
        c_36 = g.op(
            "Constant",
            value_t=torch.tensor(42808933.564053014, dtype=torch.float32),
        )
        c_37 = g.op(
            "Constant",
            value_t=torch.tensor(3043956525.1168222, dtype=torch.float32),
        )
        c_38 = g.op(
            "Constant",
            value_t=torch.tensor(122718231933.25613, dtype=torch.float32),
        )
        c_39 = g.op(
            "Constant",
            value_t=torch.tensor(2156998704157.7158, dtype=torch.float32),
        )
        c_40 = g.op(
            "Constant",
            value_t=torch.tensor(6212785364675.457, dtype=torch.float32),
        )
        c_41 = g.op(
            "Constant",
            value_t=torch.tensor(26833365372936.79, dtype=torch.float32),
        )
        c_42 = g.op(
            "Constant",
            value_t=torch.tensor(5.684341886080802e-14, dtype=torch.float32),
        )
        c_43 = g.op("Constant", value_t=torch.tensor(8, dtype=torch.float32))
        c_44 = g.op(
            "Constant",
            value_t=torch.tensor(-0.00010127371996680051, dtype=torch.float32),
        )
        c_45 = g.op(
            "Constant",
            value_t=torch.tensor(0.0003156127673355883, dtype=torch.float32),
        )
        c_46 = g.op(
            "Constant",
            value_t=torch.tensor(0.0010009008382086582, dtype=torch.float32),
        )
        c_47 = g.op(
            "Constant",
            value_t=torch.tensor(0.0032336083599537927, dtype=torch.float32),
        )
        c_48 = g.op(
            "Constant",
            value_t=torch.tensor(0.010655670207320143, dtype=torch.float32),
        )
        c_49 = g.op(
            "Constant",
            value_t=torch.tensor(0.03586524537900313, dtype=torch.float32),
        )
        c_50 = g.op(
            "Constant",
            value_t=torch.tensor(0.12349428009613088, dtype=torch.float32),
        )
        c_51 = g.op(
            "Constant",
            value_t=torch.tensor(0.4357856149622335, dtype=torch.float32),
        )
        c_52 = g.op(
            "Constant",
            value_t=torch.tensor(1.5791986763333454, dtype=torch.float32),
        )
        c_53 = g.op(
            "Constant",
            value_t=torch.tensor(5.890602172043303, dtype=torch.float32),
        )
        c_54 = g.op(
            "Constant",
            value_t=torch.tensor(22.679388164667188, dtype=torch.float32),
        )
        c_55 = g.op(
            "Constant",
            value_t=torch.tensor(90.4174973371521, dtype=torch.float32),
        )
        c_56 = g.op(
            "Constant",
            value_t=torch.tensor(374.7079048224038, dtype=torch.float32),
        )
        c_57 = g.op(
            "Constant",
            value_t=torch.tensor(1621.7031579641284, dtype=torch.float32),
        )
        c_58 = g.op(
            "Constant",
            value_t=torch.tensor(7371.750051844668, dtype=torch.float32),
        )
        c_59 = g.op(
            "Constant",
            value_t=torch.tensor(35449.13018218112, dtype=torch.float32),
        )
        c_60 = g.op(
            "Constant",
            value_t=torch.tensor(182004.57806754508, dtype=torch.float32),
        )
        c_61 = g.op(
            "Constant",
            value_t=torch.tensor(1009982.200315606, dtype=torch.float32),
        )
        c_62 = g.op(
            "Constant",
            value_t=torch.tensor(6160714.2449736055, dtype=torch.float32),
        )
        c_63 = g.op(
            "Constant",
            value_t=torch.tensor(42335330.915439054, dtype=torch.float32),
        )
        c_64 = g.op(
            "Constant",
            value_t=torch.tensor(340619549.80351096, dtype=torch.float32),
        )
        c_65 = g.op(
            "Constant",
            value_t=torch.tensor(3434267719.705146, dtype=torch.float32),
        )
        c_66 = g.op(
            "Constant",
            value_t=torch.tensor(50275245875.352615, dtype=torch.float32),
        )
        c_67 = g.op(
            "Constant",
            value_t=torch.tensor(1828245708290.2488, dtype=torch.float32),
        )
        c_68 = g.op(
            "Constant",
            value_t=torch.tensor(47861762100313.08, dtype=torch.float32),
        )
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float32))
        nan = g.op("Constant", value_t=torch.tensor(float("nan"), dtype=torch.float32))
        inf = g.op("Constant", value_t=torch.tensor(float("inf"), dtype=torch.float32))
        t = g.op("Cast", input, to_i=TensorProto.FLOAT)
        iy = g.op("Sub", g.op("Div", t, two), two)
        i1 = g.op("Sub", g.op("Mul", iy, c), c_2)
        i2 = g.op("Add", g.op("Sub", g.op("Mul", iy, i1), c), c_3)
        i3 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i2), i1), c_4)
        i4 = g.op("Add", g.op("Sub", g.op("Mul", iy, i3), i2), c_5)
        i5 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i4), i3), c_6)
        i6 = g.op("Add", g.op("Sub", g.op("Mul", iy, i5), i4), c_7)
        i7 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i6), i5), c_8)
        i8 = g.op("Add", g.op("Sub", g.op("Mul", iy, i7), i6), c_9)
        i9 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i8), i7), c_10)
        i10 = g.op("Add", g.op("Sub", g.op("Mul", iy, i9), i8), c_11)
        i11 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i10), i9), c_12)
        i12 = g.op("Add", g.op("Sub", g.op("Mul", iy, i11), i10), c_13)
        i13 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i12), i11), c_14)
        i14 = g.op("Add", g.op("Sub", g.op("Mul", iy, i13), i12), c_15)
        i15 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i14), i13), c_16)
        i16 = g.op("Add", g.op("Sub", g.op("Mul", iy, i15), i14), c_17)
        i17 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i16), i15), c_18)
        i18 = g.op("Add", g.op("Sub", g.op("Mul", iy, i17), i16), c_19)
        i19 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i18), i17), c_20)
        i20 = g.op("Add", g.op("Sub", g.op("Mul", iy, i19), i18), c_21)
        i21 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i20), i19), c_22)
        i22 = g.op("Add", g.op("Sub", g.op("Mul", iy, i21), i20), c_23)
        i23 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i22), i21), c_24)
        i24 = g.op("Add", g.op("Sub", g.op("Mul", iy, i23), i22), c_25)
        i25 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i24), i23), c_26)
        i26 = g.op("Add", g.op("Sub", g.op("Mul", iy, i25), i24), c_27)
        i27 = g.op("Sub", g.op("Sub", g.op("Mul", iy, i26), i25), c_28)
        i28 = g.op("Add", g.op("Sub", g.op("Mul", iy, i27), i26), c_29)
        bessel_i = g.op(
            "Mul",
            g.op("Mul", g.op("Mul", g.op("Mul", half, g.op("Sub", i28, i26)), c_30), t),
            g.op("Exp", t),
        )
        ky = g.op("Sub", g.op("Mul", t, t), two)
        k1 = g.op("Sub", g.op("Mul", ky, c_31), c_32)
        k2 = g.op("Sub", g.op("Sub", g.op("Mul", ky, k1), c_31), c_33)
        k3 = g.op("Sub", g.op("Sub", g.op("Mul", ky, k2), k1), c_34)
        k4 = g.op("Sub", g.op("Sub", g.op("Mul", ky, k3), k2), c_35)
        k5 = g.op("Sub", g.op("Sub", g.op("Mul", ky, k4), k3), c_36)
        k6 = g.op("Sub", g.op("Sub", g.op("Mul", ky, k5), k4), c_37)
        k7 = g.op("Sub", g.op("Sub", g.op("Mul", ky, k6), k5), c_38)
        k8 = g.op("Sub", g.op("Sub", g.op("Mul", ky, k7), k6), c_39)
        k9 = g.op("Sub", g.op("Sub", g.op("Mul", ky, k8), k7), c_40)
        k10 = g.op("Add", g.op("Sub", g.op("Mul", ky, k9), k8), c_41)
        small = g.op(
            "Add",
            g.op("Mul", g.op("Log", g.op("Mul", half, t)), bessel_i),
            g.op("Div", g.op("Mul", g.op("Mul", half, g.op("Sub", k10, k8)), c_42), t),
        )
        by = g.op("Sub", g.op("Div", c_43, t), two)
        b1 = g.op("Add", g.op("Mul", by, c_44), c_45)
        b2 = g.op("Sub", g.op("Sub", g.op("Mul", by, b1), c_44), c_46)
        b3 = g.op("Add", g.op("Sub", g.op("Mul", by, b2), b1), c_47)
        b4 = g.op("Sub", g.op("Sub", g.op("Mul", by, b3), b2), c_48)
        b5 = g.op("Add", g.op("Sub", g.op("Mul", by, b4), b3), c_49)
        b6 = g.op("Sub", g.op("Sub", g.op("Mul", by, b5), b4), c_50)
        b7 = g.op("Add", g.op("Sub", g.op("Mul", by, b6), b5), c_51)
        b8 = g.op("Sub", g.op("Sub", g.op("Mul", by, b7), b6), c_52)
        b9 = g.op("Add", g.op("Sub", g.op("Mul", by, b8), b7), c_53)
        b10 = g.op("Sub", g.op("Sub", g.op("Mul", by, b9), b8), c_54)
        b11 = g.op("Add", g.op("Sub", g.op("Mul", by, b10), b9), c_55)
        b12 = g.op("Sub", g.op("Sub", g.op("Mul", by, b11), b10), c_56)
        b13 = g.op("Add", g.op("Sub", g.op("Mul", by, b12), b11), c_57)
        b14 = g.op("Sub", g.op("Sub", g.op("Mul", by, b13), b12), c_58)
        b15 = g.op("Add", g.op("Sub", g.op("Mul", by, b14), b13), c_59)
        b16 = g.op("Sub", g.op("Sub", g.op("Mul", by, b15), b14), c_60)
        b17 = g.op("Add", g.op("Sub", g.op("Mul", by, b16), b15), c_61)
        b18 = g.op("Sub", g.op("Sub", g.op("Mul", by, b17), b16), c_62)
        b19 = g.op("Add", g.op("Sub", g.op("Mul", by, b18), b17), c_63)
        b20 = g.op("Sub", g.op("Sub", g.op("Mul", by, b19), b18), c_64)
        b21 = g.op("Add", g.op("Sub", g.op("Mul", by, b20), b19), c_65)
        b22 = g.op("Sub", g.op("Sub", g.op("Mul", by, b21), b20), c_66)
        b23 = g.op("Add", g.op("Sub", g.op("Mul", by, b22), b21), c_67)
        b24 = g.op("Add", g.op("Sub", g.op("Mul", by, b23), b22), c_68)
        big = g.op(
            "Div",
            g.op(
                "Mul",
                g.op("Exp", g.op("Neg", t)),
                g.op("Mul", g.op("Mul", half, g.op("Sub", b24, b22)), c_42),
            ),
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
        'no variant of the mapping takes these args (variants: floating(input); integer(input) or dtype(input) == "bool")',
        input=input,
    )
