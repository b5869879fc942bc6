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
            value_t=torch.tensor(-81.44867735059573, dtype=dtype_of(input)),
        )
        ca1_c_2 = g.op(
            "Constant",
            value_t=torch.tensor(614.4231405082838, dtype=dtype_of(input)),
        )
        ca2_c = g.op(
            "Constant",
            value_t=torch.tensor(4403.4710327331995, dtype=dtype_of(input)),
        )
        ca3_c = g.op(
            "Constant",
            value_t=torch.tensor(31643.38403090716, dtype=dtype_of(input)),
        )
        ca4_c = g.op(
            "Constant",
            value_t=torch.tensor(215556.34501644908, dtype=dtype_of(input)),
        )
        ca5_c = g.op(
            "Constant",
            value_t=torch.tensor(1416006.293550858, dtype=dtype_of(input)),
        )
        ca6_c = g.op(
            "Constant",
            value_t=torch.tensor(8958563.09156558, dtype=dtype_of(input)),
        )
        ca7_c = g.op(
            "Constant",
            value_t=torch.tensor(54511100.20108631, dtype=dtype_of(input)),
        )
        ca8_c = g.op(
            "Constant",
            value_t=torch.tensor(318543226.57975364, dtype=dtype_of(input)),
        )
        ca9_c = g.op(
            "Constant",
            value_t=torch.tensor(1784871729.816166, dtype=dtype_of(input)),
        )
        ca10_c = g.op(
            "Constant",
            value_t=torch.tensor(9573483125.822918, dtype=dtype_of(input)),
        )
        ca11_c = g.op(
            "Constant",
            value_t=torch.tensor(49065087530.39688, dtype=dtype_of(input)),
        )
        ca12_c = g.op(
            "Constant",
            value_t=torch.tensor(239812286486.38022, dtype=dtype_of(input)),
        )
        ca13_c = g.op(
            "Constant",
            value_t=torch.tensor(1115473695958.263, dtype=dtype_of(input)),
        )
        ca14_c = g.op(
            "Constant",
            value_t=torch.tensor(4926745069727.888, dtype=dtype_of(input)),
        )
        ca15_c = g.op(
            "Constant",
            value_t=torch.tensor(20612161965300.67, dtype=dtype_of(input)),
        )
        ca16_c = g.op(
            "Constant",
            value_t=torch.tensor(81474442139024.61, dtype=dtype_of(input)),
        )
        ca17_c = g.op(
            "Constant",
            value_t=torch.tensor(303420311970437.56, dtype=dtype_of(input)),
        )
        ca18_c = g.op(
            "Constant",
            value_t=torch.tensor(1061461627012011.2, dtype=dtype_of(input)),
        )
        ca19_c = g.op(
            "Constant",
            value_t=torch.tensor(3477264478518869.5, dtype=dtype_of(input)),
        )
        ca20_c = g.op(
            "Constant",
            value_t=torch.tensor(1.0632252713850532e16, dtype=dtype_of(input)),
        )
        ca21_c = g.op(
            "Constant",
            value_t=torch.tensor(3.0242987120803896e16, dtype=dtype_of(input)),
        )
        ca22_c = g.op(
            "Constant",
            value_t=torch.tensor(7.976943977408219e16, dtype=dtype_of(input)),
        )
        ca23_c = g.op(
            "Constant",
            value_t=torch.tensor(1.9454785578260778e17, dtype=dtype_of(input)),
        )
        ca24_c = g.op(
            "Constant",
            value_t=torch.tensor(4.378780158959114e17, dtype=dtype_of(input)),
        )
        ca25_c = g.op(
            "Constant",
            value_t=torch.tensor(9.095219598507107e17, dtype=dtype_of(input)),
        )
        ca26_c = g.op(
            "Constant",
            value_t=torch.tensor(1.7506162495596078e18, dtype=dtype_of(input)),
        )
        ca27_c = g.op(
            "Constant",
            value_t=torch.tensor(3.165846848079495e18, dtype=dtype_of(input)),
        )
        ca28_c = g.op(
            "Constant",
            value_t=torch.tensor(5.620403280408884e18, dtype=dtype_of(input)),
        )
        ca29_c = g.op(
            "Constant",
            value_t=torch.tensor(1.2484669217327632e19, dtype=dtype_of(input)),
        )
        ca_c = g.op(
            "Constant",
            value_t=torch.tensor(2.710505431213761e-20, dtype=dtype_of(input)),
        )
        cb1_c = g.op(
            "Constant",
            value_t=torch.tensor(-133.42862929877518, dtype=dtype_of(input)),
        )
        cb1_c_2 = g.op(
            "Constant",
            value_t=torch.tensor(89.10707999911824, dtype=dtype_of(input)),
        )
        cb2_c = g.op(
            "Constant",
            value_t=torch.tensor(957.190384001672, dtype=dtype_of(input)),
        )
        cb3_c = g.op(
            "Constant",
            value_t=torch.tensor(638.4829242248612, dtype=dtype_of(input)),
        )
        cb4_c = g.op(
            "Constant",
            value_t=torch.tensor(5216.04559052733, dtype=dtype_of(input)),
        )
        cb5_c = g.op(
            "Constant",
            value_t=torch.tensor(6318.905655435803, dtype=dtype_of(input)),
        )
        cb6_c = g.op(
            "Constant",
            value_t=torch.tensor(32697.96312975429, dtype=dtype_of(input)),
        )
        cb7_c = g.op(
            "Constant",
            value_t=torch.tensor(70313.09779825374, dtype=dtype_of(input)),
        )
        cb8_c = g.op(
            "Constant",
            value_t=torch.tensor(176255.81171681435, dtype=dtype_of(input)),
        )
        cb9_c = g.op(
            "Constant",
            value_t=torch.tensor(765644.9050959109, dtype=dtype_of(input)),
        )
        cb10_c = g.op(
            "Constant",
            value_t=torch.tensor(284095.7630606483, dtype=dtype_of(input)),
        )
        cb11_c = g.op(
            "Constant",
            value_t=torch.tensor(7107121.679916489, dtype=dtype_of(input)),
        )
        cb12_c = g.op(
            "Constant",
            value_t=torch.tensor(13244991.817205869, dtype=dtype_of(input)),
        )
        cb13_c = g.op(
            "Constant",
            value_t=torch.tensor(33096752.193250082, dtype=dtype_of(input)),
        )
        cb14_c = g.op(
            "Constant",
            value_t=torch.tensor(243788698.74703938, dtype=dtype_of(input)),
        )
        cb15_c = g.op(
            "Constant",
            value_t=torch.tensor(581057040.448857, dtype=dtype_of(input)),
        )
        cb16_c = g.op(
            "Constant",
            value_t=torch.tensor(219316053.95312735, dtype=dtype_of(input)),
        )
        cb17_c = g.op(
            "Constant",
            value_t=torch.tensor(9113802782.554422, dtype=dtype_of(input)),
        )
        cb18_c = g.op(
            "Constant",
            value_t=torch.tensor(62649422993.178764, dtype=dtype_of(input)),
        )
        cb19_c = g.op(
            "Constant",
            value_t=torch.tensor(418126627675.3348, dtype=dtype_of(input)),
        )
        cb20_c = g.op(
            "Constant",
            value_t=torch.tensor(3779587684780.1787, dtype=dtype_of(input)),
        )
        cb21_c = g.op(
            "Constant",
            value_t=torch.tensor(53336372020107.05, dtype=dtype_of(input)),
        )
        cb22_c = g.op(
            "Constant",
            value_t=torch.tensor(1270936089552788.5, dtype=dtype_of(input)),
        )
        cb23_c = g.op(
            "Constant",
            value_t=torch.tensor(6.2149229428900424e16, dtype=dtype_of(input)),
        )
        cb24_c = g.op(
            "Constant",
            value_t=torch.tensor(1.4840228721730673e19, dtype=dtype_of(input)),
        )
        value_c = g.op("Constant", value_t=torch.tensor(8, dtype=dtype_of(input)))
        x = g.op("Identity", input)
        a = g.op("Abs", x)
        y = g.op("Sub", g.op("Div", a, two), two)
        w = g.op("Sub", g.op("Div", w_c, a), two)
        ca1 = g.op("Add", g.op("Mul", y, ca1_c), ca1_c_2)
        ca2 = g.op("Sub", g.op("Mul", y, ca1), ca2_c)
        ca3 = g.op("Add", g.op("Sub", g.op("Mul", y, ca2), ca1), ca3_c)
        ca4 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca3), ca2), ca4_c)
        ca5 = g.op("Add", g.op("Sub", g.op("Mul", y, ca4), ca3), ca5_c)
        ca6 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca5), ca4), ca6_c)
        ca7 = g.op("Add", g.op("Sub", g.op("Mul", y, ca6), ca5), ca7_c)
        ca8 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca7), ca6), ca8_c)
        ca9 = g.op("Add", g.op("Sub", g.op("Mul", y, ca8), ca7), ca9_c)
        ca10 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca9), ca8), ca10_c)
        ca11 = g.op("Add", g.op("Sub", g.op("Mul", y, ca10), ca9), ca11_c)
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
        ca = g.op("Mul", ca_c, g.op("Sub", ca29, ca27))
        cb1 = g.op("Sub", g.op("Mul", w, cb1_c), cb1_c_2)
        cb2 = g.op("Add", g.op("Mul", w, cb1), cb2_c)
        cb3 = g.op("Add", g.op("Sub", g.op("Mul", w, cb2), cb1), cb3_c)
        cb4 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb3), cb2), cb4_c)
        cb5 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb4), cb3), cb5_c)
        cb6 = g.op("Add", g.op("Sub", g.op("Mul", w, cb5), cb4), cb6_c)
        cb7 = g.op("Add", g.op("Sub", g.op("Mul", w, cb6), cb5), cb7_c)
        cb8 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb7), cb6), cb8_c)
        cb9 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb8), cb7), cb9_c)
        cb10 = g.op("Add", g.op("Sub", g.op("Mul", w, cb9), cb8), cb10_c)
        cb11 = g.op("Add", g.op("Sub", g.op("Mul", w, cb10), cb9), cb11_c)
        cb12 = g.op("Add", g.op("Sub", g.op("Mul", w, cb11), cb10), cb12_c)
        cb13 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb12), cb11), cb13_c)
        cb14 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb13), cb12), cb14_c)
        cb15 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb14), cb13), cb15_c)
        cb16 = g.op("Add", g.op("Sub", g.op("Mul", w, cb15), cb14), cb16_c)
        cb17 = g.op("Add", g.op("Sub", g.op("Mul", w, cb16), cb15), cb17_c)
        cb18 = g.op("Add", g.op("Sub", g.op("Mul", w, cb17), cb16), cb18_c)
        cb19 = g.op("Add", g.op("Sub", g.op("Mul", w, cb18), cb17), cb19_c)
        cb20 = g.op("Add", g.op("Sub", g.op("Mul", w, cb19), cb18), cb20_c)
        cb21 = g.op("Add", g.op("Sub", g.op("Mul", w, cb20), cb19), cb21_c)
        cb22 = g.op("Add", g.op("Sub", g.op("Mul", w, cb21), cb20), cb22_c)
        cb23 = g.op("Add", g.op("Sub", g.op("Mul", w, cb22), cb21), cb23_c)
        cb24 = g.op("Add", g.op("Sub", g.op("Mul", w, cb23), cb22), cb24_c)
        cb = g.op("Mul", ca_c, g.op("Sub", cb24, cb22))
        value = g.op(
            "Where",
            g.op("Greater", a, value_c),
            g.op("Div", cb, g.op("Sqrt", a)),
            ca,
        )
        return g.op("Identity", value)
    if dtype_name(input) != "float64":
        two = g.op("Constant", value_t=torch.tensor(2, dtype=torch.float32))
        w_c = g.op("Constant", value_t=torch.tensor(32, dtype=torch.float32))
        ca1_c = g.op(
            "Constant",
            value_t=torch.tensor(-81.44867735059573, dtype=torch.float32),
        )
        ca1_c_2 = g.op(
            "Constant",
            value_t=torch.tensor(614.4231405082838, dtype=torch.float32),
        )
        ca2_c = g.op(
            "Constant",
            value_t=torch.tensor(4403.4710327331995, dtype=torch.float32),
        )
        ca3_c = g.op(
            "Constant",
            value_t=torch.tensor(31643.38403090716, dtype=torch.float32),
        )
        ca4_c = g.op(
            "Constant",
            value_t=torch.tensor(215556.34501644908, dtype=torch.float32),
        )
        ca5_c = g.op(
            "Constant",
            value_t=torch.tensor(1416006.293550858, dtype=torch.float32),
        )
        ca6_c = g.op(
            "Constant",
            value_t=torch.tensor(8958563.09156558, dtype=torch.float32),
        )
        ca7_c = g.op(
            "Constant",
            value_t=torch.tensor(54511100.20108631, dtype=torch.float32),
        )
        ca8_c = g.op(
            "Constant",
            value_t=torch.tensor(318543226.57975364, dtype=torch.float32),
        )
        ca9_c = g.op(
            "Constant",
            value_t=torch.tensor(1784871729.816166, dtype=torch.float32),
        )
        ca10_c = g.op(
            "Constant",
            value_t=torch.tensor(9573483125.822918, dtype=torch.float32),
        )
        ca11_c = g.op(
            "Constant",
            value_t=torch.tensor(49065087530.39688, dtype=torch.float32),
        )
        ca12_c = g.op(
            "Constant",
            value_t=torch.tensor(239812286486.38022, dtype=torch.float32),
        )
        ca13_c = g.op(
            "Constant",
            value_t=torch.tensor(1115473695958.263, dtype=torch.float32),
        )
        ca14_c = g.op(
            "Constant",
            value_t=torch.tensor(4926745069727.888, dtype=torch.float32),
        )
        ca15_c = g.op(
            "Constant",
            value_t=torch.tensor(20612161965300.67, dtype=torch.float32),
        )
        ca16_c = g.op(
            "Constant",
            value_t=torch.tensor(81474442139024.61, dtype=torch.float32),
        )
        ca17_c = g.op(
            "Constant",
            value_t=torch.tensor(303420311970437.56, dtype=torch.float32),
        )
        ca18_c = g.op(
            "Constant",
            value_t=torch.tensor(1061461627012011.2, dtype=torch.float32),
        )
        ca19_c = g.op(
            "Constant",
            value_t=torch.tensor(3477264478518869.5, dtype=torch.float32),
        )
        ca20_c = g.op(
            "Constant",
            value_t=torch.tensor(1.0632252713850532e16, dtype=torch.float32),
        )
        ca21_c = g.op(
            "Constant",
            value_t=torch.tensor(3.0242987120803896e16, dtype=torch.float32),
        )
        ca22_c = g.op(
            "Constant",
            value_t=torch.tensor(7.976943977408219e16, dtype=torch.float32),
        )
        ca23_c = g.op(
            "Constant",
            value_t=torch.tensor(1.9454785578260778e17, dtype=torch.float32),
        )
        ca24_c = g.op(
            "Constant",
            value_t=torch.tensor(4.378780158959114e17, dtype=torch.float32),
        )
        ca25_c = g.op(
            "Constant",
            value_t=torch.tensor(9.095219598507107e17, dtype=torch.float32),
        )
        ca26_c = g.op(
            "Constant",
            value_t=torch.tensor(1.7506162495596078e18, dtype=torch.float32),
        )
        ca27_c = g.op(
            "Constant",
            value_t=torch.tensor(3.165846848079495e18, dtype=torch.float32),
        )
        ca28_c = g.op(
            "Constant",
            value_t=torch.tensor(5.620403280408884e18, dtype=torch.float32),
        )
        ca29_c = g.op(
            "Constant",
            value_t=torch.tensor(1.2484669217327632e19, dtype=torch.float32),
        )
        ca_c = g.op(
            "Constant",
            value_t=torch.tensor(2.710505431213761e-20, dtype=torch.float32),
        )
        cb1_c = g.op(
            "Constant",
            value_t=torch.tensor(-133.42862929877518, dtype=torch.float32),
        )
        cb1_c_2 = g.op(
            "Constant",
            value_t=torch.tensor(89.10707999911824, dtype=torch.float32),
        )
        cb2_c = g.op(
            "Constant",
            value_t=torch.tensor(957.190384001672, dtype=torch.float32),
        )
        cb3_c = g.op(
            "Constant",
            value_t=torch.tensor(638.4829242248612, dtype=torch.float32),
        )
        cb4_c = g.op(
            "Constant",
            value_t=torch.tensor(5216.04559052733, dtype=torch.float32),
        )
        cb5_c = g.op(
            "Constant",
            value_t=torch.tensor(6318.905655435803, dtype=torch.float32),
        )
        cb6_c = g.op(
            "Constant",
            value_t=torch.tensor(32697.96312975429, dtype=torch.float32),
        )
        cb7_c = g.op(
            "Constant",
            value_t=torch.tensor(70313.09779825374, dtype=torch.float32),
        )
        cb8_c = g.op(
            "Constant",
            value_t=torch.tensor(176255.81171681435, dtype=torch.float32),
        )
        cb9_c = g.op(
            "Constant",
            value_t=torch.tensor(765644.9050959109, dtype=torch.float32),
        )
        cb10_c = g.op(
            "Constant",
            value_t=torch.tensor(284095.7630606483, dtype=torch.float32),
        )
        cb11_c = g.op(
            "Constant",
            value_t=torch.tensor(7107121.679916489, dtype=torch.float32),
        )
        cb12_c = g.op(
            "Constant",
            value_t=torch.tensor(13244991.817205869, dtype=torch.float32),
        )
        cb13_c = g.op(
            "Constant",
            value_t=torch.tensor(33096752.193250082, dtype=torch.float32),
        )
        cb14_c = g.op(
            "Constant",
            value_t=torch.tensor(243788698.74703938, dtype=torch.float32),
        )
        cb15_c = g.op(
            "Constant",
            value_t=torch.tensor(581057040.448857, dtype=torch.float32),
        )
        cb16_c = g.op(
            "Constant",
            value_t=torch.tensor(219316053.95312735, dtype=torch.float32),
        )
        cb17_c = g.op(
            "Constant",
            value_t=torch.tensor(9113802782.554422, dtype=torch.float32),
        )
        cb18_c = g.op(
            "Constant",
            value_t=torch.tensor(62649422993.178764, dtype=torch.float32),
        )
        cb19_c = g.op(
            "Constant",
            value_t=torch.tensor(418126627675.3348, dtype=torch.float32),
        )
        cb20_c = g.op(
            "Constant",
            value_t=torch.tensor(3779587684780.1787, dtype=torch.float32),
        )
        cb21_c = g.op(
            "Constant",
            value_t=torch.tensor(53336372020107.05, dtype=torch.float32),
        )
        cb22_c = g.op(
            "Constant",
            value_t=torch.tensor(1270936089552788.5, dtype=torch.float32),
        )
        cb23_c = g.op(
            "Constant",
            value_t=torch.tensor(6.2149229428900424e16, dtype=torch.float32),
        )
        cb24_c = g.op(
            "Constant",
            value_t=torch.tensor(1.4840228721730673e19, dtype=torch.float32),
        )
        value_c = g.op("Constant", value_t=torch.tensor(8, dtype=torch.float32))
        x = g.op("Cast", input, to_i=TensorProto.FLOAT)
        a = g.op("Abs", x)
        y = g.op("Sub", g.op("Div", a, two), two)
        w = g.op("Sub", g.op("Div", w_c, a), two)
        ca1 = g.op("Add", g.op("Mul", y, ca1_c), ca1_c_2)
        ca2 = g.op("Sub", g.op("Mul", y, ca1), ca2_c)
        ca3 = g.op("Add", g.op("Sub", g.op("Mul", y, ca2), ca1), ca3_c)
        ca4 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca3), ca2), ca4_c)
        ca5 = g.op("Add", g.op("Sub", g.op("Mul", y, ca4), ca3), ca5_c)
        ca6 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca5), ca4), ca6_c)
        ca7 = g.op("Add", g.op("Sub", g.op("Mul", y, ca6), ca5), ca7_c)
        ca8 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca7), ca6), ca8_c)
        ca9 = g.op("Add", g.op("Sub", g.op("Mul", y, ca8), ca7), ca9_c)
        ca10 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca9), ca8), ca10_c)
        ca11 = g.op("Add", g.op("Sub", g.op("Mul", y, ca10), ca9), ca11_c)
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
        ca = g.op("Mul", ca_c, g.op("Sub", ca29, ca27))
        cb1 = g.op("Sub", g.op("Mul", w, cb1_c), cb1_c_2)
        cb2 = g.op("Add", g.op("Mul", w, cb1), cb2_c)
        cb3 = g.op("Add", g.op("Sub", g.op("Mul", w, cb2), cb1), cb3_c)
        cb4 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb3), cb2), cb4_c)
        cb5 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb4), cb3), cb5_c)
        cb6 = g.op("Add", g.op("Sub", g.op("Mul", w, cb5), cb4), cb6_c)
        cb7 = g.op("Add", g.op("Sub", g.op("Mul", w, cb6), cb5), cb7_c)
        cb8 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb7), cb6), cb8_c)
        cb9 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb8), cb7), cb9_c)
        cb10 = g.op("Add", g.op("Sub", g.op("Mul", w, cb9), cb8), cb10_c)
        cb11 = g.op("Add", g.op("Sub", g.op("Mul", w, cb10), cb9), cb11_c)
        cb12 = g.op("Add", g.op("Sub", g.op("Mul", w, cb11), cb10), cb12_c)
        cb13 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb12), cb11), cb13_c)
        cb14 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb13), cb12), cb14_c)
        cb15 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb14), cb13), cb15_c)
        cb16 = g.op("Add", g.op("Sub", g.op("Mul", w, cb15), cb14), cb16_c)
        cb17 = g.op("Add", g.op("Sub", g.op("Mul", w, cb16), cb15), cb17_c)
        cb18 = g.op("Add", g.op("Sub", g.op("Mul", w, cb17), cb16), cb18_c)
        cb19 = g.op("Add", g.op("Sub", g.op("Mul", w, cb18), cb17), cb19_c)
        cb20 = g.op("Add", g.op("Sub", g.op("Mul", w, cb19), cb18), cb20_c)
        cb21 = g.op("Add", g.op("Sub", g.op("Mul", w, cb20), cb19), cb21_c)
        cb22 = g.op("Add", g.op("Sub", g.op("Mul", w, cb21), cb20), cb22_c)
        cb23 = g.op("Add", g.op("Sub", g.op("Mul", w, cb22), cb21), cb23_c)
        cb24 = g.op("Add", g.op("Sub", g.op("Mul", w, cb23), cb22), cb24_c)
        cb = g.op("Mul", ca_c, g.op("Sub", cb24, cb22))
        value = g.op(
            "Where",
            g.op("Greater", a, value_c),
            g.op("Div", cb, g.op("Sqrt", a)),
            ca,
        )
        if dtype_name(input) == "float16":
            return g.op("Cast", value, to_i=TensorProto.FLOAT16)
        else:
            return g.op("Identity", value)
    CONTRACT.no_variant(input=input)
