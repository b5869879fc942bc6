"""special_modified_bessel_i1: aten::special_modified_bessel_i1 -> ONNX Abs + Div + Sub + Mul + Add + Exp + Sqrt + Greater + Where + Less + Neg + Cast, opsets 9 to 20.

Generated from mappings/aten/special_modified_bessel_i1.yaml by `opmapgen build`; do not edit.

Source schema: aten::special_modified_bessel_i1(Tensor self) -> Tensor

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

SOURCE_OP = "aten::special_modified_bessel_i1"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(9, 21)
CONTRACT = Contract(
    "special_modified_bessel_i1",
    "mappings/aten/special_modified_bessel_i1.yaml",
    dtypes=("float32", "float64", "uint8", "int8", "int16", "int32", "int64", "bool"),
    reasons={
        "float16": "torch has no float16 CPU kernel for it (eager raises NotImplementedError)",
        "bfloat16": "torch has no bfloat16 CPU kernel for it (eager raises NotImplementedError)",
    },
    scalar_typed_ops=("Div", "Sub", "Mul", "Add", "Greater", "Less"),
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
        c_31 = g.op("Constant", value_t=torch.tensor(32, dtype=dtype_of(input)))
        c_32 = g.op(
            "Constant",
            value_t=torch.tensor(0.00026449135050267273, dtype=dtype_of(input)),
        )
        c_33 = g.op(
            "Constant",
            value_t=torch.tensor(0.00015531607392866653, dtype=dtype_of(input)),
        )
        c_34 = g.op(
            "Constant",
            value_t=torch.tensor(0.001636180744116226, dtype=dtype_of(input)),
        )
        c_35 = g.op(
            "Constant",
            value_t=torch.tensor(0.001129251542681682, dtype=dtype_of(input)),
        )
        c_36 = g.op(
            "Constant",
            value_t=torch.tensor(0.010423824101433849, dtype=dtype_of(input)),
        )
        c_37 = g.op(
            "Constant",
            value_t=torch.tensor(0.011639702105257584, dtype=dtype_of(input)),
        )
        c_38 = g.op(
            "Constant",
            value_t=torch.tensor(0.06615910208058354, dtype=dtype_of(input)),
        )
        c_39 = g.op(
            "Constant",
            value_t=torch.tensor(0.13420737699740767, dtype=dtype_of(input)),
        )
        c_40 = g.op(
            "Constant",
            value_t=torch.tensor(0.3666309026782799, dtype=dtype_of(input)),
        )
        c_41 = g.op(
            "Constant",
            value_t=torch.tensor(1.503231192752089, dtype=dtype_of(input)),
        )
        c_42 = g.op(
            "Constant",
            value_t=torch.tensor(0.739414301563631, dtype=dtype_of(input)),
        )
        c_43 = g.op(
            "Constant",
            value_t=torch.tensor(14.367718173643121, dtype=dtype_of(input)),
        )
        c_44 = g.op(
            "Constant",
            value_t=torch.tensor(25.327652419615855, dtype=dtype_of(input)),
        )
        c_45 = g.op(
            "Constant",
            value_t=torch.tensor(71.62231213191858, dtype=dtype_of(input)),
        )
        c_46 = g.op(
            "Constant",
            value_t=torch.tensor(497.00766490500945, dtype=dtype_of(input)),
        )
        c_47 = g.op(
            "Constant",
            value_t=torch.tensor(1144.408147222851, dtype=dtype_of(input)),
        )
        c_48 = g.op(
            "Constant",
            value_t=torch.tensor(667.6219869874199, dtype=dtype_of(input)),
        )
        c_49 = g.op(
            "Constant",
            value_t=torch.tensor(19667.161385504063, dtype=dtype_of(input)),
        )
        c_50 = g.op(
            "Constant",
            value_t=torch.tensor(134945.4506019738, dtype=dtype_of(input)),
        )
        c_51 = g.op(
            "Constant",
            value_t=torch.tensor(925865.7904913054, dtype=dtype_of(input)),
        )
        c_52 = g.op(
            "Constant",
            value_t=torch.tensor(8839145.456827288, dtype=dtype_of(input)),
        )
        c_53 = g.op(
            "Constant",
            value_t=torch.tensor(136605604.89455757, dtype=dtype_of(input)),
        )
        c_54 = g.op(
            "Constant",
            value_t=torch.tensor(3891002370.333209, dtype=dtype_of(input)),
        )
        c_55 = g.op(
            "Constant",
            value_t=torch.tensor(343438086131.4265, dtype=dtype_of(input)),
        )
        c_56 = g.op(
            "Constant",
            value_t=torch.tensor(27393715952405.08, dtype=dtype_of(input)),
        )
        c_57 = g.op(
            "Constant",
            value_t=torch.tensor(2.842170943040401e-14, dtype=dtype_of(input)),
        )
        c_58 = g.op("Constant", value_t=torch.tensor(8, dtype=dtype_of(input)))
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(input)))
        a = g.op("Abs", input)
        iy = g.op("Sub", g.op("Div", a, two), two)
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
        small = g.op(
            "Mul",
            g.op("Mul", g.op("Mul", g.op("Mul", half, g.op("Sub", i28, i26)), c_30), a),
            g.op("Exp", a),
        )
        by = g.op("Sub", g.op("Div", c_31, a), two)
        b1 = g.op("Add", g.op("Mul", by, c_32), c_33)
        b2 = g.op("Sub", g.op("Sub", g.op("Mul", by, b1), c_32), c_34)
        b3 = g.op("Sub", g.op("Sub", g.op("Mul", by, b2), b1), c_35)
        b4 = g.op("Add", g.op("Sub", g.op("Mul", by, b3), b2), c_36)
        b5 = g.op("Add", g.op("Sub", g.op("Mul", by, b4), b3), c_37)
        b6 = g.op("Sub", g.op("Sub", g.op("Mul", by, b5), b4), c_38)
        b7 = g.op("Sub", g.op("Sub", g.op("Mul", by, b6), b5), c_39)
        b8 = g.op("Add", g.op("Sub", g.op("Mul", by, b7), b6), c_40)
        b9 = g.op("Add", g.op("Sub", g.op("Mul", by, b8), b7), c_41)
        b10 = g.op("Sub", g.op("Sub", g.op("Mul", by, b9), b8), c_42)
        b11 = g.op("Sub", g.op("Sub", g.op("Mul", by, b10), b9), c_43)
        b12 = g.op("Sub", g.op("Sub", g.op("Mul", by, b11), b10), c_44)
        b13 = g.op("Add", g.op("Sub", g.op("Mul", by, b12), b11), c_45)
        b14 = g.op("Add", g.op("Sub", g.op("Mul", by, b13), b12), c_46)
        b15 = g.op("Add", g.op("Sub", g.op("Mul", by, b14), b13), c_47)
        b16 = g.op("Sub", g.op("Sub", g.op("Mul", by, b15), b14), c_48)
        b17 = g.op("Sub", g.op("Sub", g.op("Mul", by, b16), b15), c_49)
        b18 = g.op("Sub", g.op("Sub", g.op("Mul", by, b17), b16), c_50)
        b19 = g.op("Sub", g.op("Sub", g.op("Mul", by, b18), b17), c_51)
        b20 = g.op("Sub", g.op("Sub", g.op("Mul", by, b19), b18), c_52)
        b21 = g.op("Sub", g.op("Sub", g.op("Mul", by, b20), b19), c_53)
        b22 = g.op("Sub", g.op("Sub", g.op("Mul", by, b21), b20), c_54)
        b23 = g.op("Sub", g.op("Sub", g.op("Mul", by, b22), b21), c_55)
        b24 = g.op("Add", g.op("Sub", g.op("Mul", by, b23), b22), c_56)
        big = g.op(
            "Div",
            g.op(
                "Mul",
                g.op("Exp", a),
                g.op("Mul", g.op("Mul", half, g.op("Sub", b24, b22)), c_57),
            ),
            g.op("Sqrt", a),
        )
        r = g.op("Where", g.op("Greater", a, c_58), big, small)
        return g.op("Where", g.op("Less", input, zero), g.op("Neg", r), r)
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
        c_31 = g.op("Constant", value_t=torch.tensor(32, dtype=torch.float32))
        c_32 = g.op(
            "Constant",
            value_t=torch.tensor(0.00026449135050267273, dtype=torch.float32),
        )
        c_33 = g.op(
            "Constant",
            value_t=torch.tensor(0.00015531607392866653, dtype=torch.float32),
        )
        c_34 = g.op(
            "Constant",
            value_t=torch.tensor(0.001636180744116226, dtype=torch.float32),
        )
        c_35 = g.op(
            "Constant",
            value_t=torch.tensor(0.001129251542681682, dtype=torch.float32),
        )
        c_36 = g.op(
            "Constant",
            value_t=torch.tensor(0.010423824101433849, dtype=torch.float32),
        )
        c_37 = g.op(
            "Constant",
            value_t=torch.tensor(0.011639702105257584, dtype=torch.float32),
        )
        c_38 = g.op(
            "Constant",
            value_t=torch.tensor(0.06615910208058354, dtype=torch.float32),
        )
        c_39 = g.op(
            "Constant",
            value_t=torch.tensor(0.13420737699740767, dtype=torch.float32),
        )
        c_40 = g.op(
            "Constant",
            value_t=torch.tensor(0.3666309026782799, dtype=torch.float32),
        )
        c_41 = g.op(
            "Constant",
            value_t=torch.tensor(1.503231192752089, dtype=torch.float32),
        )
        c_42 = g.op(
            "Constant",
            value_t=torch.tensor(0.739414301563631, dtype=torch.float32),
        )
        c_43 = g.op(
            "Constant",
            value_t=torch.tensor(14.367718173643121, dtype=torch.float32),
        )
        c_44 = g.op(
            "Constant",
            value_t=torch.tensor(25.327652419615855, dtype=torch.float32),
        )
        c_45 = g.op(
            "Constant",
            value_t=torch.tensor(71.62231213191858, dtype=torch.float32),
        )
        c_46 = g.op(
            "Constant",
            value_t=torch.tensor(497.00766490500945, dtype=torch.float32),
        )
        c_47 = g.op(
            "Constant",
            value_t=torch.tensor(1144.408147222851, dtype=torch.float32),
        )
        c_48 = g.op(
            "Constant",
            value_t=torch.tensor(667.6219869874199, dtype=torch.float32),
        )
        c_49 = g.op(
            "Constant",
            value_t=torch.tensor(19667.161385504063, dtype=torch.float32),
        )
        c_50 = g.op(
            "Constant",
            value_t=torch.tensor(134945.4506019738, dtype=torch.float32),
        )
        c_51 = g.op(
            "Constant",
            value_t=torch.tensor(925865.7904913054, dtype=torch.float32),
        )
        c_52 = g.op(
            "Constant",
            value_t=torch.tensor(8839145.456827288, dtype=torch.float32),
        )
        c_53 = g.op(
            "Constant",
            value_t=torch.tensor(136605604.89455757, dtype=torch.float32),
        )
        c_54 = g.op(
            "Constant",
            value_t=torch.tensor(3891002370.333209, dtype=torch.float32),
        )
        c_55 = g.op(
            "Constant",
            value_t=torch.tensor(343438086131.4265, dtype=torch.float32),
        )
        c_56 = g.op(
            "Constant",
            value_t=torch.tensor(27393715952405.08, dtype=torch.float32),
        )
        c_57 = g.op(
            "Constant",
            value_t=torch.tensor(2.842170943040401e-14, dtype=torch.float32),
        )
        c_58 = g.op("Constant", value_t=torch.tensor(8, dtype=torch.float32))
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float32))
        t = g.op("Cast", input, to_i=TensorProto.FLOAT)
        a = g.op("Abs", t)
        iy = g.op("Sub", g.op("Div", a, two), two)
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
        small = g.op(
            "Mul",
            g.op("Mul", g.op("Mul", g.op("Mul", half, g.op("Sub", i28, i26)), c_30), a),
            g.op("Exp", a),
        )
        by = g.op("Sub", g.op("Div", c_31, a), two)
        b1 = g.op("Add", g.op("Mul", by, c_32), c_33)
        b2 = g.op("Sub", g.op("Sub", g.op("Mul", by, b1), c_32), c_34)
        b3 = g.op("Sub", g.op("Sub", g.op("Mul", by, b2), b1), c_35)
        b4 = g.op("Add", g.op("Sub", g.op("Mul", by, b3), b2), c_36)
        b5 = g.op("Add", g.op("Sub", g.op("Mul", by, b4), b3), c_37)
        b6 = g.op("Sub", g.op("Sub", g.op("Mul", by, b5), b4), c_38)
        b7 = g.op("Sub", g.op("Sub", g.op("Mul", by, b6), b5), c_39)
        b8 = g.op("Add", g.op("Sub", g.op("Mul", by, b7), b6), c_40)
        b9 = g.op("Add", g.op("Sub", g.op("Mul", by, b8), b7), c_41)
        b10 = g.op("Sub", g.op("Sub", g.op("Mul", by, b9), b8), c_42)
        b11 = g.op("Sub", g.op("Sub", g.op("Mul", by, b10), b9), c_43)
        b12 = g.op("Sub", g.op("Sub", g.op("Mul", by, b11), b10), c_44)
        b13 = g.op("Add", g.op("Sub", g.op("Mul", by, b12), b11), c_45)
        b14 = g.op("Add", g.op("Sub", g.op("Mul", by, b13), b12), c_46)
        b15 = g.op("Add", g.op("Sub", g.op("Mul", by, b14), b13), c_47)
        b16 = g.op("Sub", g.op("Sub", g.op("Mul", by, b15), b14), c_48)
        b17 = g.op("Sub", g.op("Sub", g.op("Mul", by, b16), b15), c_49)
        b18 = g.op("Sub", g.op("Sub", g.op("Mul", by, b17), b16), c_50)
        b19 = g.op("Sub", g.op("Sub", g.op("Mul", by, b18), b17), c_51)
        b20 = g.op("Sub", g.op("Sub", g.op("Mul", by, b19), b18), c_52)
        b21 = g.op("Sub", g.op("Sub", g.op("Mul", by, b20), b19), c_53)
        b22 = g.op("Sub", g.op("Sub", g.op("Mul", by, b21), b20), c_54)
        b23 = g.op("Sub", g.op("Sub", g.op("Mul", by, b22), b21), c_55)
        b24 = g.op("Add", g.op("Sub", g.op("Mul", by, b23), b22), c_56)
        big = g.op(
            "Div",
            g.op(
                "Mul",
                g.op("Exp", a),
                g.op("Mul", g.op("Mul", half, g.op("Sub", b24, b22)), c_57),
            ),
            g.op("Sqrt", a),
        )
        r = g.op("Where", g.op("Greater", a, c_58), big, small)
        return g.op("Where", g.op("Less", t, zero), g.op("Neg", r), r)
    CONTRACT.refuse(
        'no variant of the mapping takes these args (variants: floating(input); integer(input) or dtype(input) == "bool")',
        input=input,
    )
