"""special_i1e: aten::special_i1e -> ONNX Identity + Abs + Div + Sub + Mul + Add + Greater + Sqrt + Where + Less + Neg + Cast, opsets 11 to 20.

Generated from mappings/aten/special_i1e.yaml by `opmapgen build`; do not edit.

Source schema: aten::special_i1e(Tensor self) -> Tensor

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

SOURCE_OP = "aten::special_i1e"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(11, 21)
CONTRACT = Contract(
    "special_i1e",
    "mappings/aten/special_i1e.yaml",
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
    scalar_typed_ops=("Div", "Sub", "Mul", "Add", "Greater", "Less"),
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
            value_t=torch.tensor(51.24347069684896, dtype=dtype_of(input)),
        )
        ca1_c_2 = g.op(
            "Constant",
            value_t=torch.tensor(389.4884677306612, dtype=dtype_of(input)),
        )
        ca2_c = g.op(
            "Constant",
            value_t=torch.tensor(2814.701640212754, dtype=dtype_of(input)),
        )
        ca3_c = g.op(
            "Constant",
            value_t=torch.tensor(20394.663943549105, dtype=dtype_of(input)),
        )
        ca4_c = g.op(
            "Constant",
            value_t=torch.tensor(140207.87797004764, dtype=dtype_of(input)),
        )
        ca5_c = g.op(
            "Constant",
            value_t=torch.tensor(930119.0557788381, dtype=dtype_of(input)),
        )
        ca6_c = g.op(
            "Constant",
            value_t=torch.tensor(5946849.11681207, dtype=dtype_of(input)),
        )
        ca7_c = g.op(
            "Constant",
            value_t=torch.tensor(36597867.96436195, dtype=dtype_of(input)),
        )
        ca8_c = g.op(
            "Constant",
            value_t=torch.tensor(216494425.05701697, dtype=dtype_of(input)),
        )
        ca9_c = g.op(
            "Constant",
            value_t=torch.tensor(1229196895.6723552, dtype=dtype_of(input)),
        )
        ca10_c = g.op(
            "Constant",
            value_t=torch.tensor(6688033603.992046, dtype=dtype_of(input)),
        )
        ca11_c = g.op(
            "Constant",
            value_t=torch.tensor(34813613173.20293, dtype=dtype_of(input)),
        )
        ca12_c = g.op(
            "Constant",
            value_t=torch.tensor(173058819186.6255, dtype=dtype_of(input)),
        )
        ca13_c = g.op(
            "Constant",
            value_t=torch.tensor(819968681414.1221, dtype=dtype_of(input)),
        )
        ca14_c = g.op(
            "Constant",
            value_t=torch.tensor(3695426562298.129, dtype=dtype_of(input)),
        )
        ca15_c = g.op(
            "Constant",
            value_t=torch.tensor(15806498976204.582, dtype=dtype_of(input)),
        )
        ca16_c = g.op(
            "Constant",
            value_t=torch.tensor(64014837752671.54, dtype=dtype_of(input)),
        )
        ca17_c = g.op(
            "Constant",
            value_t=torch.tensor(244846653011422.47, dtype=dtype_of(input)),
        )
        ca18_c = g.op(
            "Constant",
            value_t=torch.tensor(882043078107553.4, dtype=dtype_of(input)),
        )
        ca19_c = g.op(
            "Constant",
            value_t=torch.tensor(2983960370694783.0, dtype=dtype_of(input)),
        )
        ca20_c = g.op(
            "Constant",
            value_t=torch.tensor(9450007925997306.0, dtype=dtype_of(input)),
        )
        ca21_c = g.op(
            "Constant",
            value_t=torch.tensor(2.792048363381211e16, dtype=dtype_of(input)),
        )
        ca22_c = g.op(
            "Constant",
            value_t=torch.tensor(7.667247031583418e16, dtype=dtype_of(input)),
        )
        ca23_c = g.op(
            "Constant",
            value_t=torch.tensor(1.948729704241104e17, dtype=dtype_of(input)),
        )
        ca24_c = g.op(
            "Constant",
            value_t=torch.tensor(4.56122477119591e17, dtype=dtype_of(input)),
        )
        ca25_c = g.op(
            "Constant",
            value_t=torch.tensor(9.766809650771635e17, dtype=dtype_of(input)),
        )
        ca26_c = g.op(
            "Constant",
            value_t=torch.tensor(1.8934413026408028e18, dtype=dtype_of(input)),
        )
        ca27_c = g.op(
            "Constant",
            value_t=torch.tensor(3.254310364521848e18, dtype=dtype_of(input)),
        )
        ca28_c = g.op(
            "Constant",
            value_t=torch.tensor(4.659411184624069e18, dtype=dtype_of(input)),
        )
        ca_c = g.op(
            "Constant",
            value_t=torch.tensor(2.710505431213761e-20, dtype=dtype_of(input)),
        )
        cb1_c = g.op(
            "Constant",
            value_t=torch.tensor(138.66964117234528, dtype=dtype_of(input)),
        )
        cb1_c_2 = g.op(
            "Constant",
            value_t=torch.tensor(81.43035376791272, dtype=dtype_of(input)),
        )
        cb2_c = g.op(
            "Constant",
            value_t=torch.tensor(996.4995711435531, dtype=dtype_of(input)),
        )
        cb3_c = g.op(
            "Constant",
            value_t=torch.tensor(592.0530328094937, dtype=dtype_of(input)),
        )
        cb4_c = g.op(
            "Constant",
            value_t=torch.tensor(5465.08589049255, dtype=dtype_of(input)),
        )
        cb5_c = g.op(
            "Constant",
            value_t=torch.tensor(6102.556137361288, dtype=dtype_of(input)),
        )
        cb6_c = g.op(
            "Constant",
            value_t=torch.tensor(34686.42331162498, dtype=dtype_of(input)),
        )
        cb7_c = g.op(
            "Constant",
            value_t=torch.tensor(70363.31727121687, dtype=dtype_of(input)),
        )
        cb8_c = g.op(
            "Constant",
            value_t=torch.tensor(192220.18270339002, dtype=dtype_of(input)),
        )
        cb9_c = g.op(
            "Constant",
            value_t=torch.tensor(788126.0755856072, dtype=dtype_of(input)),
        )
        cb10_c = g.op(
            "Constant",
            value_t=torch.tensor(387666.04533819295, dtype=dtype_of(input)),
        )
        cb11_c = g.op(
            "Constant",
            value_t=torch.tensor(7532822.225823005, dtype=dtype_of(input)),
        )
        cb12_c = g.op(
            "Constant",
            value_t=torch.tensor(13278984.231775558, dtype=dtype_of(input)),
        )
        cb13_c = g.op(
            "Constant",
            value_t=torch.tensor(37550718.78301933, dtype=dtype_of(input)),
        )
        cb14_c = g.op(
            "Constant",
            value_t=torch.tensor(260575154.6177176, dtype=dtype_of(input)),
        )
        cb15_c = g.op(
            "Constant",
            value_t=torch.tensor(599999458.6911741, dtype=dtype_of(input)),
        )
        cb16_c = g.op(
            "Constant",
            value_t=torch.tensor(350026196.3136604, dtype=dtype_of(input)),
        )
        cb17_c = g.op(
            "Constant",
            value_t=torch.tensor(10311256708.483154, dtype=dtype_of(input)),
        )
        cb18_c = g.op(
            "Constant",
            value_t=torch.tensor(70750280405.20764, dtype=dtype_of(input)),
        )
        cb19_c = g.op(
            "Constant",
            value_t=torch.tensor(485420323565.1055, dtype=dtype_of(input)),
        )
        cb20_c = g.op(
            "Constant",
            value_t=torch.tensor(4634257893269.065, dtype=dtype_of(input)),
        )
        cb21_c = g.op(
            "Constant",
            value_t=torch.tensor(71620679378957.8, dtype=dtype_of(input)),
        )
        cb22_c = g.op(
            "Constant",
            value_t=torch.tensor(2040005850737257.5, dtype=dtype_of(input)),
        )
        cb23_c = g.op(
            "Constant",
            value_t=torch.tensor(1.8006046730167334e17, dtype=dtype_of(input)),
        )
        cb24_c = g.op(
            "Constant",
            value_t=torch.tensor(1.4362196549254554e19, dtype=dtype_of(input)),
        )
        out_c = g.op("Constant", value_t=torch.tensor(8, dtype=dtype_of(input)))
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(input)))
        x = g.op("Identity", input)
        a = g.op("Abs", x)
        y = g.op("Sub", g.op("Div", a, two), two)
        w = g.op("Sub", g.op("Div", w_c, a), two)
        ca1 = g.op("Sub", g.op("Mul", y, ca1_c), ca1_c_2)
        ca2 = g.op("Add", g.op("Mul", y, ca1), ca2_c)
        ca3 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca2), ca1), ca3_c)
        ca4 = g.op("Add", g.op("Sub", g.op("Mul", y, ca3), ca2), ca4_c)
        ca5 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca4), ca3), ca5_c)
        ca6 = g.op("Add", g.op("Sub", g.op("Mul", y, ca5), ca4), ca6_c)
        ca7 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca6), ca5), ca7_c)
        ca8 = g.op("Add", g.op("Sub", g.op("Mul", y, ca7), ca6), ca8_c)
        ca9 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca8), ca7), ca9_c)
        ca10 = g.op("Add", g.op("Sub", g.op("Mul", y, ca9), ca8), ca10_c)
        ca11 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca10), ca9), ca11_c)
        ca12 = g.op("Add", g.op("Sub", g.op("Mul", y, ca11), ca10), ca12_c)
        ca13 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca12), ca11), ca13_c)
        ca14 = g.op("Add", g.op("Sub", g.op("Mul", y, ca13), ca12), ca14_c)
        ca15 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca14), ca13), ca15_c)
        ca16 = g.op("Add", g.op("Sub", g.op("Mul", y, ca15), ca14), ca16_c)
        ca17 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca16), ca15), ca17_c)
        ca18 = g.op("Add", g.op("Sub", g.op("Mul", y, ca17), ca16), ca18_c)
        ca19 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca18), ca17), ca19_c)
        ca20 = g.op("Add", g.op("Sub", g.op("Mul", y, ca19), ca18), ca20_c)
        ca21 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca20), ca19), ca21_c)
        ca22 = g.op("Add", g.op("Sub", g.op("Mul", y, ca21), ca20), ca22_c)
        ca23 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca22), ca21), ca23_c)
        ca24 = g.op("Add", g.op("Sub", g.op("Mul", y, ca23), ca22), ca24_c)
        ca25 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca24), ca23), ca25_c)
        ca26 = g.op("Add", g.op("Sub", g.op("Mul", y, ca25), ca24), ca26_c)
        ca27 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca26), ca25), ca27_c)
        ca28 = g.op("Add", g.op("Sub", g.op("Mul", y, ca27), ca26), ca28_c)
        ca = g.op("Mul", ca_c, g.op("Sub", ca28, ca26))
        cb1 = g.op("Add", g.op("Mul", w, cb1_c), cb1_c_2)
        cb2 = g.op("Sub", g.op("Mul", w, cb1), cb2_c)
        cb3 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb2), cb1), cb3_c)
        cb4 = g.op("Add", g.op("Sub", g.op("Mul", w, cb3), cb2), cb4_c)
        cb5 = g.op("Add", g.op("Sub", g.op("Mul", w, cb4), cb3), cb5_c)
        cb6 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb5), cb4), cb6_c)
        cb7 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb6), cb5), cb7_c)
        cb8 = g.op("Add", g.op("Sub", g.op("Mul", w, cb7), cb6), cb8_c)
        cb9 = g.op("Add", g.op("Sub", g.op("Mul", w, cb8), cb7), cb9_c)
        cb10 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb9), cb8), cb10_c)
        cb11 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb10), cb9), cb11_c)
        cb12 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb11), cb10), cb12_c)
        cb13 = g.op("Add", g.op("Sub", g.op("Mul", w, cb12), cb11), cb13_c)
        cb14 = g.op("Add", g.op("Sub", g.op("Mul", w, cb13), cb12), cb14_c)
        cb15 = g.op("Add", g.op("Sub", g.op("Mul", w, cb14), cb13), cb15_c)
        cb16 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb15), cb14), cb16_c)
        cb17 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb16), cb15), cb17_c)
        cb18 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb17), cb16), cb18_c)
        cb19 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb18), cb17), cb19_c)
        cb20 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb19), cb18), cb20_c)
        cb21 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb20), cb19), cb21_c)
        cb22 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb21), cb20), cb22_c)
        cb23 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb22), cb21), cb23_c)
        cb24 = g.op("Add", g.op("Sub", g.op("Mul", w, cb23), cb22), cb24_c)
        cb = g.op("Mul", ca_c, g.op("Sub", cb24, cb22))
        out = g.op(
            "Where",
            g.op("Greater", a, out_c),
            g.op("Div", cb, g.op("Sqrt", a)),
            g.op("Mul", ca, a),
        )
        value = g.op("Where", g.op("Less", x, zero), g.op("Neg", out), out)
        return g.op("Identity", value)
    if dtype_name(input) != "float64":
        two = g.op("Constant", value_t=torch.tensor(2, dtype=torch.float32))
        w_c = g.op("Constant", value_t=torch.tensor(32, dtype=torch.float32))
        ca1_c = g.op(
            "Constant",
            value_t=torch.tensor(173058819186.6255, dtype=torch.float32),
        )
        ca1_c_2 = g.op(
            "Constant",
            value_t=torch.tensor(819968681414.1221, dtype=torch.float32),
        )
        ca2_c = g.op(
            "Constant",
            value_t=torch.tensor(3522367743111.5034, dtype=torch.float32),
        )
        ca3_c = g.op(
            "Constant",
            value_t=torch.tensor(15806498976204.582, dtype=torch.float32),
        )
        ca4_c = g.op(
            "Constant",
            value_t=torch.tensor(64014837752671.54, dtype=torch.float32),
        )
        ca5_c = g.op(
            "Constant",
            value_t=torch.tensor(244846653011422.47, dtype=torch.float32),
        )
        ca6_c = g.op(
            "Constant",
            value_t=torch.tensor(882043078107553.4, dtype=torch.float32),
        )
        ca7_c = g.op(
            "Constant",
            value_t=torch.tensor(2983960370694783.0, dtype=torch.float32),
        )
        ca8_c = g.op(
            "Constant",
            value_t=torch.tensor(9450007925997306.0, dtype=torch.float32),
        )
        ca9_c = g.op(
            "Constant",
            value_t=torch.tensor(2.792048363381211e16, dtype=torch.float32),
        )
        ca10_c = g.op(
            "Constant",
            value_t=torch.tensor(7.667247031583418e16, dtype=torch.float32),
        )
        ca11_c = g.op(
            "Constant",
            value_t=torch.tensor(1.948729704241104e17, dtype=torch.float32),
        )
        ca12_c = g.op(
            "Constant",
            value_t=torch.tensor(4.56122477119591e17, dtype=torch.float32),
        )
        ca13_c = g.op(
            "Constant",
            value_t=torch.tensor(9.766809650771635e17, dtype=torch.float32),
        )
        ca14_c = g.op(
            "Constant",
            value_t=torch.tensor(1.8934413026408028e18, dtype=torch.float32),
        )
        ca15_c = g.op(
            "Constant",
            value_t=torch.tensor(3.254310364521848e18, dtype=torch.float32),
        )
        ca16_c = g.op(
            "Constant",
            value_t=torch.tensor(4.659411184624069e18, dtype=torch.float32),
        )
        ca_c = g.op(
            "Constant",
            value_t=torch.tensor(2.710505431213761e-20, dtype=torch.float32),
        )
        cb1_c = g.op(
            "Constant",
            value_t=torch.tensor(-70750280405.20764, dtype=torch.float32),
        )
        cb1_c_2 = g.op(
            "Constant",
            value_t=torch.tensor(485420323565.1055, dtype=torch.float32),
        )
        cb2_c = g.op(
            "Constant",
            value_t=torch.tensor(4563507612863.857, dtype=torch.float32),
        )
        cb3_c = g.op(
            "Constant",
            value_t=torch.tensor(71620679378957.8, dtype=torch.float32),
        )
        cb4_c = g.op(
            "Constant",
            value_t=torch.tensor(2040005850737257.5, dtype=torch.float32),
        )
        cb5_c = g.op(
            "Constant",
            value_t=torch.tensor(1.8006046730167334e17, dtype=torch.float32),
        )
        cb6_c = g.op(
            "Constant",
            value_t=torch.tensor(1.4362196549254554e19, dtype=torch.float32),
        )
        out_c = g.op("Constant", value_t=torch.tensor(8, dtype=torch.float32))
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float32))
        x = g.op("Cast", input, to_i=TensorProto.FLOAT)
        a = g.op("Abs", x)
        y = g.op("Sub", g.op("Div", a, two), two)
        w = g.op("Sub", g.op("Div", w_c, a), two)
        ca1 = g.op("Sub", g.op("Mul", y, ca1_c), ca1_c_2)
        ca2 = g.op("Add", g.op("Mul", y, ca1), ca2_c)
        ca3 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca2), ca1), ca3_c)
        ca4 = g.op("Add", g.op("Sub", g.op("Mul", y, ca3), ca2), ca4_c)
        ca5 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca4), ca3), ca5_c)
        ca6 = g.op("Add", g.op("Sub", g.op("Mul", y, ca5), ca4), ca6_c)
        ca7 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca6), ca5), ca7_c)
        ca8 = g.op("Add", g.op("Sub", g.op("Mul", y, ca7), ca6), ca8_c)
        ca9 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca8), ca7), ca9_c)
        ca10 = g.op("Add", g.op("Sub", g.op("Mul", y, ca9), ca8), ca10_c)
        ca11 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca10), ca9), ca11_c)
        ca12 = g.op("Add", g.op("Sub", g.op("Mul", y, ca11), ca10), ca12_c)
        ca13 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca12), ca11), ca13_c)
        ca14 = g.op("Add", g.op("Sub", g.op("Mul", y, ca13), ca12), ca14_c)
        ca15 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca14), ca13), ca15_c)
        ca16 = g.op("Add", g.op("Sub", g.op("Mul", y, ca15), ca14), ca16_c)
        ca = g.op("Mul", ca_c, g.op("Sub", ca16, ca14))
        cb1 = g.op("Sub", g.op("Mul", w, cb1_c), cb1_c_2)
        cb2 = g.op("Sub", g.op("Mul", w, cb1), cb2_c)
        cb3 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb2), cb1), cb3_c)
        cb4 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb3), cb2), cb4_c)
        cb5 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb4), cb3), cb5_c)
        cb6 = g.op("Add", g.op("Sub", g.op("Mul", w, cb5), cb4), cb6_c)
        cb = g.op("Mul", ca_c, g.op("Sub", cb6, cb4))
        out = g.op(
            "Where",
            g.op("Greater", a, out_c),
            g.op("Div", cb, g.op("Sqrt", a)),
            g.op("Mul", ca, a),
        )
        value = g.op("Where", g.op("Less", x, zero), g.op("Neg", out), out)
        if dtype_name(input) == "float16":
            return g.op("Cast", value, to_i=TensorProto.FLOAT16)
        else:
            return g.op("Identity", value)
    CONTRACT.no_variant(input=input)
