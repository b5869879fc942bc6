"""special_i0e: aten::special_i0e -> ONNX Identity + Abs + Div + Sub + Mul + Add + Greater + Sqrt + Where + Cast, opsets 11 to 20.

Generated from mappings/aten/special_i0e.yaml by `opmapgen build`; do not edit.

Source schema: aten::special_i0e(Tensor self) -> Tensor

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

SOURCE_OP = "aten::special_i0e"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(11, 21)
CONTRACT = Contract(
    "special_i0e",
    "mappings/aten/special_i0e.yaml",
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
        "uint16",
        "uint32",
        "uint64",
    ),
    reasons={
        "bfloat16": "ONNX Cast takes bfloat16 only from opset 13, and this mapping starts at 11",
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
            value_t=torch.tensor(-81.44867735059573, dtype=dtype_of(input)),
        )
        c_3 = g.op(
            "Constant",
            value_t=torch.tensor(614.4231405082838, dtype=dtype_of(input)),
        )
        c_4 = g.op(
            "Constant",
            value_t=torch.tensor(4403.4710327331995, dtype=dtype_of(input)),
        )
        c_5 = g.op(
            "Constant",
            value_t=torch.tensor(31643.38403090716, dtype=dtype_of(input)),
        )
        c_6 = g.op(
            "Constant",
            value_t=torch.tensor(215556.34501644908, dtype=dtype_of(input)),
        )
        c_7 = g.op(
            "Constant",
            value_t=torch.tensor(1416006.293550858, dtype=dtype_of(input)),
        )
        c_8 = g.op(
            "Constant",
            value_t=torch.tensor(8958563.09156558, dtype=dtype_of(input)),
        )
        c_9 = g.op(
            "Constant",
            value_t=torch.tensor(54511100.20108631, dtype=dtype_of(input)),
        )
        c_10 = g.op(
            "Constant",
            value_t=torch.tensor(318543226.57975364, dtype=dtype_of(input)),
        )
        c_11 = g.op(
            "Constant",
            value_t=torch.tensor(1784871729.816166, dtype=dtype_of(input)),
        )
        c_12 = g.op(
            "Constant",
            value_t=torch.tensor(9573483125.822918, dtype=dtype_of(input)),
        )
        c_13 = g.op(
            "Constant",
            value_t=torch.tensor(49065087530.39688, dtype=dtype_of(input)),
        )
        c_14 = g.op(
            "Constant",
            value_t=torch.tensor(239812286486.38022, dtype=dtype_of(input)),
        )
        c_15 = g.op(
            "Constant",
            value_t=torch.tensor(1115473695958.263, dtype=dtype_of(input)),
        )
        c_16 = g.op(
            "Constant",
            value_t=torch.tensor(4926745069727.888, dtype=dtype_of(input)),
        )
        c_17 = g.op(
            "Constant",
            value_t=torch.tensor(20612161965300.67, dtype=dtype_of(input)),
        )
        c_18 = g.op(
            "Constant",
            value_t=torch.tensor(81474442139024.61, dtype=dtype_of(input)),
        )
        c_19 = g.op(
            "Constant",
            value_t=torch.tensor(303420311970437.56, dtype=dtype_of(input)),
        )
        c_20 = g.op(
            "Constant",
            value_t=torch.tensor(1061461627012011.2, dtype=dtype_of(input)),
        )
        c_21 = g.op(
            "Constant",
            value_t=torch.tensor(3477264478518869.5, dtype=dtype_of(input)),
        )
        c_22 = g.op(
            "Constant",
            value_t=torch.tensor(1.0632252713850532e16, dtype=dtype_of(input)),
        )
        c_23 = g.op(
            "Constant",
            value_t=torch.tensor(3.0242987120803896e16, dtype=dtype_of(input)),
        )
        c_24 = g.op(
            "Constant",
            value_t=torch.tensor(7.976943977408219e16, dtype=dtype_of(input)),
        )
        c_25 = g.op(
            "Constant",
            value_t=torch.tensor(1.9454785578260778e17, dtype=dtype_of(input)),
        )
        c_26 = g.op(
            "Constant",
            value_t=torch.tensor(4.378780158959114e17, dtype=dtype_of(input)),
        )
        c_27 = g.op(
            "Constant",
            value_t=torch.tensor(9.095219598507107e17, dtype=dtype_of(input)),
        )
        c_28 = g.op(
            "Constant",
            value_t=torch.tensor(1.7506162495596078e18, dtype=dtype_of(input)),
        )
        c_29 = g.op(
            "Constant",
            value_t=torch.tensor(3.165846848079495e18, dtype=dtype_of(input)),
        )
        c_30 = g.op(
            "Constant",
            value_t=torch.tensor(5.620403280408884e18, dtype=dtype_of(input)),
        )
        c_31 = g.op(
            "Constant",
            value_t=torch.tensor(1.2484669217327632e19, dtype=dtype_of(input)),
        )
        c_32 = g.op(
            "Constant",
            value_t=torch.tensor(2.710505431213761e-20, dtype=dtype_of(input)),
        )
        c_33 = g.op(
            "Constant",
            value_t=torch.tensor(-133.42862929877518, dtype=dtype_of(input)),
        )
        c_34 = g.op(
            "Constant",
            value_t=torch.tensor(89.10707999911824, dtype=dtype_of(input)),
        )
        c_35 = g.op(
            "Constant",
            value_t=torch.tensor(957.190384001672, dtype=dtype_of(input)),
        )
        c_36 = g.op(
            "Constant",
            value_t=torch.tensor(638.4829242248612, dtype=dtype_of(input)),
        )
        c_37 = g.op(
            "Constant",
            value_t=torch.tensor(5216.04559052733, dtype=dtype_of(input)),
        )
        c_38 = g.op(
            "Constant",
            value_t=torch.tensor(6318.905655435803, dtype=dtype_of(input)),
        )
        c_39 = g.op(
            "Constant",
            value_t=torch.tensor(32697.96312975429, dtype=dtype_of(input)),
        )
        c_40 = g.op(
            "Constant",
            value_t=torch.tensor(70313.09779825374, dtype=dtype_of(input)),
        )
        c_41 = g.op(
            "Constant",
            value_t=torch.tensor(176255.81171681435, dtype=dtype_of(input)),
        )
        c_42 = g.op(
            "Constant",
            value_t=torch.tensor(765644.9050959109, dtype=dtype_of(input)),
        )
        c_43 = g.op(
            "Constant",
            value_t=torch.tensor(284095.7630606483, dtype=dtype_of(input)),
        )
        c_44 = g.op(
            "Constant",
            value_t=torch.tensor(7107121.679916489, dtype=dtype_of(input)),
        )
        c_45 = g.op(
            "Constant",
            value_t=torch.tensor(13244991.817205869, dtype=dtype_of(input)),
        )
        c_46 = g.op(
            "Constant",
            value_t=torch.tensor(33096752.193250082, dtype=dtype_of(input)),
        )
        c_47 = g.op(
            "Constant",
            value_t=torch.tensor(243788698.74703938, dtype=dtype_of(input)),
        )
        c_48 = g.op(
            "Constant",
            value_t=torch.tensor(581057040.448857, dtype=dtype_of(input)),
        )
        c_49 = g.op(
            "Constant",
            value_t=torch.tensor(219316053.95312735, dtype=dtype_of(input)),
        )
        c_50 = g.op(
            "Constant",
            value_t=torch.tensor(9113802782.554422, dtype=dtype_of(input)),
        )
        c_51 = g.op(
            "Constant",
            value_t=torch.tensor(62649422993.178764, dtype=dtype_of(input)),
        )
        c_52 = g.op(
            "Constant",
            value_t=torch.tensor(418126627675.3348, dtype=dtype_of(input)),
        )
        c_53 = g.op(
            "Constant",
            value_t=torch.tensor(3779587684780.1787, dtype=dtype_of(input)),
        )
        c_54 = g.op(
            "Constant",
            value_t=torch.tensor(53336372020107.05, dtype=dtype_of(input)),
        )
        c_55 = g.op(
            "Constant",
            value_t=torch.tensor(1270936089552788.5, dtype=dtype_of(input)),
        )
        c_56 = g.op(
            "Constant",
            value_t=torch.tensor(6.2149229428900424e16, dtype=dtype_of(input)),
        )
        c_57 = g.op(
            "Constant",
            value_t=torch.tensor(1.4840228721730673e19, dtype=dtype_of(input)),
        )
        c_58 = g.op("Constant", value_t=torch.tensor(8, dtype=dtype_of(input)))
        x = g.op("Identity", input)
        a = g.op("Abs", x)
        y = g.op("Sub", g.op("Div", a, two), two)
        w = g.op("Sub", g.op("Div", c, a), two)
        ca1 = g.op("Add", g.op("Mul", y, c_2), c_3)
        ca2 = g.op("Sub", g.op("Mul", y, ca1), c_4)
        ca3 = g.op("Add", g.op("Sub", g.op("Mul", y, ca2), ca1), c_5)
        ca4 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca3), ca2), c_6)
        ca5 = g.op("Add", g.op("Sub", g.op("Mul", y, ca4), ca3), c_7)
        ca6 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca5), ca4), c_8)
        ca7 = g.op("Add", g.op("Sub", g.op("Mul", y, ca6), ca5), c_9)
        ca8 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca7), ca6), c_10)
        ca9 = g.op("Add", g.op("Sub", g.op("Mul", y, ca8), ca7), c_11)
        ca10 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca9), ca8), c_12)
        ca11 = g.op("Add", g.op("Sub", g.op("Mul", y, ca10), ca9), c_13)
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
        ca = g.op("Mul", c_32, g.op("Sub", ca29, ca27))
        cb1 = g.op("Sub", g.op("Mul", w, c_33), c_34)
        cb2 = g.op("Add", g.op("Mul", w, cb1), c_35)
        cb3 = g.op("Add", g.op("Sub", g.op("Mul", w, cb2), cb1), c_36)
        cb4 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb3), cb2), c_37)
        cb5 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb4), cb3), c_38)
        cb6 = g.op("Add", g.op("Sub", g.op("Mul", w, cb5), cb4), c_39)
        cb7 = g.op("Add", g.op("Sub", g.op("Mul", w, cb6), cb5), c_40)
        cb8 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb7), cb6), c_41)
        cb9 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb8), cb7), c_42)
        cb10 = g.op("Add", g.op("Sub", g.op("Mul", w, cb9), cb8), c_43)
        cb11 = g.op("Add", g.op("Sub", g.op("Mul", w, cb10), cb9), c_44)
        cb12 = g.op("Add", g.op("Sub", g.op("Mul", w, cb11), cb10), c_45)
        cb13 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb12), cb11), c_46)
        cb14 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb13), cb12), c_47)
        cb15 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb14), cb13), c_48)
        cb16 = g.op("Add", g.op("Sub", g.op("Mul", w, cb15), cb14), c_49)
        cb17 = g.op("Add", g.op("Sub", g.op("Mul", w, cb16), cb15), c_50)
        cb18 = g.op("Add", g.op("Sub", g.op("Mul", w, cb17), cb16), c_51)
        cb19 = g.op("Add", g.op("Sub", g.op("Mul", w, cb18), cb17), c_52)
        cb20 = g.op("Add", g.op("Sub", g.op("Mul", w, cb19), cb18), c_53)
        cb21 = g.op("Add", g.op("Sub", g.op("Mul", w, cb20), cb19), c_54)
        cb22 = g.op("Add", g.op("Sub", g.op("Mul", w, cb21), cb20), c_55)
        cb23 = g.op("Add", g.op("Sub", g.op("Mul", w, cb22), cb21), c_56)
        cb24 = g.op("Add", g.op("Sub", g.op("Mul", w, cb23), cb22), c_57)
        cb = g.op("Mul", c_32, g.op("Sub", cb24, cb22))
        value = g.op(
            "Where",
            g.op("Greater", a, c_58),
            g.op("Div", cb, g.op("Sqrt", a)),
            ca,
        )
        return g.op("Identity", value)
    if dtype_name(input) != "float64":
        two = g.op("Constant", value_t=torch.tensor(2, dtype=torch.float32))
        c = g.op("Constant", value_t=torch.tensor(32, dtype=torch.float32))
        c_2 = g.op(
            "Constant",
            value_t=torch.tensor(-81.44867735059573, dtype=torch.float32),
        )
        c_3 = g.op(
            "Constant",
            value_t=torch.tensor(614.4231405082838, dtype=torch.float32),
        )
        c_4 = g.op(
            "Constant",
            value_t=torch.tensor(4403.4710327331995, dtype=torch.float32),
        )
        c_5 = g.op(
            "Constant",
            value_t=torch.tensor(31643.38403090716, dtype=torch.float32),
        )
        c_6 = g.op(
            "Constant",
            value_t=torch.tensor(215556.34501644908, dtype=torch.float32),
        )
        c_7 = g.op(
            "Constant",
            value_t=torch.tensor(1416006.293550858, dtype=torch.float32),
        )
        c_8 = g.op(
            "Constant",
            value_t=torch.tensor(8958563.09156558, dtype=torch.float32),
        )
        c_9 = g.op(
            "Constant",
            value_t=torch.tensor(54511100.20108631, dtype=torch.float32),
        )
        c_10 = g.op(
            "Constant",
            value_t=torch.tensor(318543226.57975364, dtype=torch.float32),
        )
        c_11 = g.op(
            "Constant",
            value_t=torch.tensor(1784871729.816166, dtype=torch.float32),
        )
        c_12 = g.op(
            "Constant",
            value_t=torch.tensor(9573483125.822918, dtype=torch.float32),
        )
        c_13 = g.op(
            "Constant",
            value_t=torch.tensor(49065087530.39688, dtype=torch.float32),
        )
        c_14 = g.op(
            "Constant",
            value_t=torch.tensor(239812286486.38022, dtype=torch.float32),
        )
        c_15 = g.op(
            "Constant",
            value_t=torch.tensor(1115473695958.263, dtype=torch.float32),
        )
        c_16 = g.op(
            "Constant",
            value_t=torch.tensor(4926745069727.888, dtype=torch.float32),
        )
        c_17 = g.op(
            "Constant",
            value_t=torch.tensor(20612161965300.67, dtype=torch.float32),
        )
        c_18 = g.op(
            "Constant",
            value_t=torch.tensor(81474442139024.61, dtype=torch.float32),
        )
        c_19 = g.op(
            "Constant",
            value_t=torch.tensor(303420311970437.56, dtype=torch.float32),
        )
        c_20 = g.op(
            "Constant",
            value_t=torch.tensor(1061461627012011.2, dtype=torch.float32),
        )
        c_21 = g.op(
            "Constant",
            value_t=torch.tensor(3477264478518869.5, dtype=torch.float32),
        )
        c_22 = g.op(
            "Constant",
            value_t=torch.tensor(1.0632252713850532e16, dtype=torch.float32),
        )
        c_23 = g.op(
            "Constant",
            value_t=torch.tensor(3.0242987120803896e16, dtype=torch.float32),
        )
        c_24 = g.op(
            "Constant",
            value_t=torch.tensor(7.976943977408219e16, dtype=torch.float32),
        )
        c_25 = g.op(
            "Constant",
            value_t=torch.tensor(1.9454785578260778e17, dtype=torch.float32),
        )
        c_26 = g.op(
            "Constant",
            value_t=torch.tensor(4.378780158959114e17, dtype=torch.float32),
        )
        c_27 = g.op(
            "Constant",
            value_t=torch.tensor(9.095219598507107e17, dtype=torch.float32),
        )
        c_28 = g.op(
            "Constant",
            value_t=torch.tensor(1.7506162495596078e18, dtype=torch.float32),
        )
        c_29 = g.op(
            "Constant",
            value_t=torch.tensor(3.165846848079495e18, dtype=torch.float32),
        )
        c_30 = g.op(
            "Constant",
            value_t=torch.tensor(5.620403280408884e18, dtype=torch.float32),
        )
        c_31 = g.op(
            "Constant",
            value_t=torch.tensor(1.2484669217327632e19, dtype=torch.float32),
        )
        c_32 = g.op(
            "Constant",
            value_t=torch.tensor(2.710505431213761e-20, dtype=torch.float32),
        )
        c_33 = g.op(
            "Constant",
            value_t=torch.tensor(-133.42862929877518, dtype=torch.float32),
        )
        c_34 = g.op(
            "Constant",
            value_t=torch.tensor(89.10707999911824, dtype=torch.float32),
        )
        c_35 = g.op(
            "Constant",
            value_t=torch.tensor(957.190384001672, dtype=torch.float32),
        )
        c_36 = g.op(
            "Constant",
            value_t=torch.tensor(638.4829242248612, dtype=torch.float32),
        )
        c_37 = g.op(
            "Constant",
            value_t=torch.tensor(5216.04559052733, dtype=torch.float32),
        )
        c_38 = g.op(
            "Constant",
            value_t=torch.tensor(6318.905655435803, dtype=torch.float32),
        )
        c_39 = g.op(
            "Constant",
            value_t=torch.tensor(32697.96312975429, dtype=torch.float32),
        )
        c_40 = g.op(
            "Constant",
            value_t=torch.tensor(70313.09779825374, dtype=torch.float32),
        )
        c_41 = g.op(
            "Constant",
            value_t=torch.tensor(176255.81171681435, dtype=torch.float32),
        )
        c_42 = g.op(
            "Constant",
            value_t=torch.tensor(765644.9050959109, dtype=torch.float32),
        )
        c_43 = g.op(
            "Constant",
            value_t=torch.tensor(284095.7630606483, dtype=torch.float32),
        )
        c_44 = g.op(
            "Constant",
            value_t=torch.tensor(7107121.679916489, dtype=torch.float32),
        )
        c_45 = g.op(
            "Constant",
            value_t=torch.tensor(13244991.817205869, dtype=torch.float32),
        )
        c_46 = g.op(
            "Constant",
            value_t=torch.tensor(33096752.193250082, dtype=torch.float32),
        )
        c_47 = g.op(
            "Constant",
            value_t=torch.tensor(243788698.74703938, dtype=torch.float32),
        )
        c_48 = g.op(
            "Constant",
            value_t=torch.tensor(581057040.448857, dtype=torch.float32),
        )
        c_49 = g.op(
            "Constant",
            value_t=torch.tensor(219316053.95312735, dtype=torch.float32),
        )
        c_50 = g.op(
            "Constant",
            value_t=torch.tensor(9113802782.554422, dtype=torch.float32),
        )
        c_51 = g.op(
            "Constant",
            value_t=torch.tensor(62649422993.178764, dtype=torch.float32),
        )
        c_52 = g.op(
            "Constant",
            value_t=torch.tensor(418126627675.3348, dtype=torch.float32),
        )
        c_53 = g.op(
            "Constant",
            value_t=torch.tensor(3779587684780.1787, dtype=torch.float32),
        )
        c_54 = g.op(
            "Constant",
            value_t=torch.tensor(53336372020107.05, dtype=torch.float32),
        )
        c_55 = g.op(
            "Constant",
            value_t=torch.tensor(1270936089552788.5, dtype=torch.float32),
        )
        c_56 = g.op(
            "Constant",
            value_t=torch.tensor(6.2149229428900424e16, dtype=torch.float32),
        )
        c_57 = g.op(
            "Constant",
            value_t=torch.tensor(1.4840228721730673e19, dtype=torch.float32),
        )
        c_58 = g.op("Constant", value_t=torch.tensor(8, dtype=torch.float32))
        x = g.op("Cast", input, to_i=TensorProto.FLOAT)
        a = g.op("Abs", x)
        y = g.op("Sub", g.op("Div", a, two), two)
        w = g.op("Sub", g.op("Div", c, a), two)
        ca1 = g.op("Add", g.op("Mul", y, c_2), c_3)
        ca2 = g.op("Sub", g.op("Mul", y, ca1), c_4)
        ca3 = g.op("Add", g.op("Sub", g.op("Mul", y, ca2), ca1), c_5)
        ca4 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca3), ca2), c_6)
        ca5 = g.op("Add", g.op("Sub", g.op("Mul", y, ca4), ca3), c_7)
        ca6 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca5), ca4), c_8)
        ca7 = g.op("Add", g.op("Sub", g.op("Mul", y, ca6), ca5), c_9)
        ca8 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca7), ca6), c_10)
        ca9 = g.op("Add", g.op("Sub", g.op("Mul", y, ca8), ca7), c_11)
        ca10 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca9), ca8), c_12)
        ca11 = g.op("Add", g.op("Sub", g.op("Mul", y, ca10), ca9), c_13)
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
        ca = g.op("Mul", c_32, g.op("Sub", ca29, ca27))
        cb1 = g.op("Sub", g.op("Mul", w, c_33), c_34)
        cb2 = g.op("Add", g.op("Mul", w, cb1), c_35)
        cb3 = g.op("Add", g.op("Sub", g.op("Mul", w, cb2), cb1), c_36)
        cb4 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb3), cb2), c_37)
        cb5 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb4), cb3), c_38)
        cb6 = g.op("Add", g.op("Sub", g.op("Mul", w, cb5), cb4), c_39)
        cb7 = g.op("Add", g.op("Sub", g.op("Mul", w, cb6), cb5), c_40)
        cb8 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb7), cb6), c_41)
        cb9 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb8), cb7), c_42)
        cb10 = g.op("Add", g.op("Sub", g.op("Mul", w, cb9), cb8), c_43)
        cb11 = g.op("Add", g.op("Sub", g.op("Mul", w, cb10), cb9), c_44)
        cb12 = g.op("Add", g.op("Sub", g.op("Mul", w, cb11), cb10), c_45)
        cb13 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb12), cb11), c_46)
        cb14 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb13), cb12), c_47)
        cb15 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb14), cb13), c_48)
        cb16 = g.op("Add", g.op("Sub", g.op("Mul", w, cb15), cb14), c_49)
        cb17 = g.op("Add", g.op("Sub", g.op("Mul", w, cb16), cb15), c_50)
        cb18 = g.op("Add", g.op("Sub", g.op("Mul", w, cb17), cb16), c_51)
        cb19 = g.op("Add", g.op("Sub", g.op("Mul", w, cb18), cb17), c_52)
        cb20 = g.op("Add", g.op("Sub", g.op("Mul", w, cb19), cb18), c_53)
        cb21 = g.op("Add", g.op("Sub", g.op("Mul", w, cb20), cb19), c_54)
        cb22 = g.op("Add", g.op("Sub", g.op("Mul", w, cb21), cb20), c_55)
        cb23 = g.op("Add", g.op("Sub", g.op("Mul", w, cb22), cb21), c_56)
        cb24 = g.op("Add", g.op("Sub", g.op("Mul", w, cb23), cb22), c_57)
        cb = g.op("Mul", c_32, g.op("Sub", cb24, cb22))
        value = g.op(
            "Where",
            g.op("Greater", a, c_58),
            g.op("Div", cb, g.op("Sqrt", a)),
            ca,
        )
        if dtype_name(input) == "float16":
            return g.op("Cast", value, to_i=TensorProto.FLOAT16)
        else:
            return g.op("Identity", value)
    CONTRACT.refuse(
        'no variant of the mapping takes these args (variants: dtype(input) == "float64"; dtype(input) != "float64")',
        input=input,
    )
