"""special_i1e for the dynamo exporter: aten::special_i1e -> ONNX Identity + Abs + Div + Sub + Mul + Add + Greater + Sqrt + Where + Less + Neg + Cast, opsets 18 to 23.

Generated from mappings/aten/special_i1e.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnx import TensorProto
from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    check_inputs,
    constant,
    dtype_name,
    torch_fallback,
)

TARGET = "aten::special_i1e.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::special_i1e(Tensor self) -> Tensor"
OPSETS = range(18, 24)
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
    variants=('dtype(input) == "float64"', 'dtype(input) != "float64"'),
)


@torch_fallback(CONTRACT, TARGET)
def translation(input):
    check_inputs(CONTRACT, input=input)
    if dtype_name(input) == "float64":
        two = constant(2, like=input)
        w_c = constant(32, like=input)
        ca1_c = constant(51.24347069684896, like=input)
        ca1_c_2 = constant(389.4884677306612, like=input)
        ca2_c = constant(2814.701640212754, like=input)
        ca3_c = constant(20394.663943549105, like=input)
        ca4_c = constant(140207.87797004764, like=input)
        ca5_c = constant(930119.0557788381, like=input)
        ca6_c = constant(5946849.11681207, like=input)
        ca7_c = constant(36597867.96436195, like=input)
        ca8_c = constant(216494425.05701697, like=input)
        ca9_c = constant(1229196895.6723552, like=input)
        ca10_c = constant(6688033603.992046, like=input)
        ca11_c = constant(34813613173.20293, like=input)
        ca12_c = constant(173058819186.6255, like=input)
        ca13_c = constant(819968681414.1221, like=input)
        ca14_c = constant(3695426562298.129, like=input)
        ca15_c = constant(15806498976204.582, like=input)
        ca16_c = constant(64014837752671.54, like=input)
        ca17_c = constant(244846653011422.47, like=input)
        ca18_c = constant(882043078107553.4, like=input)
        ca19_c = constant(2983960370694783.0, like=input)
        ca20_c = constant(9450007925997306.0, like=input)
        ca21_c = constant(2.792048363381211e16, like=input)
        ca22_c = constant(7.667247031583418e16, like=input)
        ca23_c = constant(1.948729704241104e17, like=input)
        ca24_c = constant(4.56122477119591e17, like=input)
        ca25_c = constant(9.766809650771635e17, like=input)
        ca26_c = constant(1.8934413026408028e18, like=input)
        ca27_c = constant(3.254310364521848e18, like=input)
        ca28_c = constant(4.659411184624069e18, like=input)
        ca_c = constant(2.710505431213761e-20, like=input)
        cb1_c = constant(138.66964117234528, like=input)
        cb1_c_2 = constant(81.43035376791272, like=input)
        cb2_c = constant(996.4995711435531, like=input)
        cb3_c = constant(592.0530328094937, like=input)
        cb4_c = constant(5465.08589049255, like=input)
        cb5_c = constant(6102.556137361288, like=input)
        cb6_c = constant(34686.42331162498, like=input)
        cb7_c = constant(70363.31727121687, like=input)
        cb8_c = constant(192220.18270339002, like=input)
        cb9_c = constant(788126.0755856072, like=input)
        cb10_c = constant(387666.04533819295, like=input)
        cb11_c = constant(7532822.225823005, like=input)
        cb12_c = constant(13278984.231775558, like=input)
        cb13_c = constant(37550718.78301933, like=input)
        cb14_c = constant(260575154.6177176, like=input)
        cb15_c = constant(599999458.6911741, like=input)
        cb16_c = constant(350026196.3136604, like=input)
        cb17_c = constant(10311256708.483154, like=input)
        cb18_c = constant(70750280405.20764, like=input)
        cb19_c = constant(485420323565.1055, like=input)
        cb20_c = constant(4634257893269.065, like=input)
        cb21_c = constant(71620679378957.8, like=input)
        cb22_c = constant(2040005850737257.5, like=input)
        cb23_c = constant(1.8006046730167334e17, like=input)
        cb24_c = constant(1.4362196549254554e19, like=input)
        out_c = constant(8, like=input)
        zero = constant(0, like=input)
        x = op.Identity(input)
        a = op.Abs(x)
        y = op.Sub(op.Div(a, two), two)
        w = op.Sub(op.Div(w_c, a), two)
        ca1 = op.Sub(op.Mul(y, ca1_c), ca1_c_2)
        ca2 = op.Add(op.Mul(y, ca1), ca2_c)
        ca3 = op.Sub(op.Sub(op.Mul(y, ca2), ca1), ca3_c)
        ca4 = op.Add(op.Sub(op.Mul(y, ca3), ca2), ca4_c)
        ca5 = op.Sub(op.Sub(op.Mul(y, ca4), ca3), ca5_c)
        ca6 = op.Add(op.Sub(op.Mul(y, ca5), ca4), ca6_c)
        ca7 = op.Sub(op.Sub(op.Mul(y, ca6), ca5), ca7_c)
        ca8 = op.Add(op.Sub(op.Mul(y, ca7), ca6), ca8_c)
        ca9 = op.Sub(op.Sub(op.Mul(y, ca8), ca7), ca9_c)
        ca10 = op.Add(op.Sub(op.Mul(y, ca9), ca8), ca10_c)
        ca11 = op.Sub(op.Sub(op.Mul(y, ca10), ca9), ca11_c)
        ca12 = op.Add(op.Sub(op.Mul(y, ca11), ca10), ca12_c)
        ca13 = op.Sub(op.Sub(op.Mul(y, ca12), ca11), ca13_c)
        ca14 = op.Add(op.Sub(op.Mul(y, ca13), ca12), ca14_c)
        ca15 = op.Sub(op.Sub(op.Mul(y, ca14), ca13), ca15_c)
        ca16 = op.Add(op.Sub(op.Mul(y, ca15), ca14), ca16_c)
        ca17 = op.Sub(op.Sub(op.Mul(y, ca16), ca15), ca17_c)
        ca18 = op.Add(op.Sub(op.Mul(y, ca17), ca16), ca18_c)
        ca19 = op.Sub(op.Sub(op.Mul(y, ca18), ca17), ca19_c)
        ca20 = op.Add(op.Sub(op.Mul(y, ca19), ca18), ca20_c)
        ca21 = op.Sub(op.Sub(op.Mul(y, ca20), ca19), ca21_c)
        ca22 = op.Add(op.Sub(op.Mul(y, ca21), ca20), ca22_c)
        ca23 = op.Sub(op.Sub(op.Mul(y, ca22), ca21), ca23_c)
        ca24 = op.Add(op.Sub(op.Mul(y, ca23), ca22), ca24_c)
        ca25 = op.Sub(op.Sub(op.Mul(y, ca24), ca23), ca25_c)
        ca26 = op.Add(op.Sub(op.Mul(y, ca25), ca24), ca26_c)
        ca27 = op.Sub(op.Sub(op.Mul(y, ca26), ca25), ca27_c)
        ca28 = op.Add(op.Sub(op.Mul(y, ca27), ca26), ca28_c)
        ca = op.Mul(ca_c, op.Sub(ca28, ca26))
        cb1 = op.Add(op.Mul(w, cb1_c), cb1_c_2)
        cb2 = op.Sub(op.Mul(w, cb1), cb2_c)
        cb3 = op.Sub(op.Sub(op.Mul(w, cb2), cb1), cb3_c)
        cb4 = op.Add(op.Sub(op.Mul(w, cb3), cb2), cb4_c)
        cb5 = op.Add(op.Sub(op.Mul(w, cb4), cb3), cb5_c)
        cb6 = op.Sub(op.Sub(op.Mul(w, cb5), cb4), cb6_c)
        cb7 = op.Sub(op.Sub(op.Mul(w, cb6), cb5), cb7_c)
        cb8 = op.Add(op.Sub(op.Mul(w, cb7), cb6), cb8_c)
        cb9 = op.Add(op.Sub(op.Mul(w, cb8), cb7), cb9_c)
        cb10 = op.Sub(op.Sub(op.Mul(w, cb9), cb8), cb10_c)
        cb11 = op.Sub(op.Sub(op.Mul(w, cb10), cb9), cb11_c)
        cb12 = op.Sub(op.Sub(op.Mul(w, cb11), cb10), cb12_c)
        cb13 = op.Add(op.Sub(op.Mul(w, cb12), cb11), cb13_c)
        cb14 = op.Add(op.Sub(op.Mul(w, cb13), cb12), cb14_c)
        cb15 = op.Add(op.Sub(op.Mul(w, cb14), cb13), cb15_c)
        cb16 = op.Sub(op.Sub(op.Mul(w, cb15), cb14), cb16_c)
        cb17 = op.Sub(op.Sub(op.Mul(w, cb16), cb15), cb17_c)
        cb18 = op.Sub(op.Sub(op.Mul(w, cb17), cb16), cb18_c)
        cb19 = op.Sub(op.Sub(op.Mul(w, cb18), cb17), cb19_c)
        cb20 = op.Sub(op.Sub(op.Mul(w, cb19), cb18), cb20_c)
        cb21 = op.Sub(op.Sub(op.Mul(w, cb20), cb19), cb21_c)
        cb22 = op.Sub(op.Sub(op.Mul(w, cb21), cb20), cb22_c)
        cb23 = op.Sub(op.Sub(op.Mul(w, cb22), cb21), cb23_c)
        cb24 = op.Add(op.Sub(op.Mul(w, cb23), cb22), cb24_c)
        cb = op.Mul(ca_c, op.Sub(cb24, cb22))
        out = op.Where(op.Greater(a, out_c), op.Div(cb, op.Sqrt(a)), op.Mul(ca, a))
        value = op.Where(op.Less(x, zero), op.Neg(out), out)
        return op.Identity(value)
    if dtype_name(input) != "float64":
        two = constant(2, dtype="float32")
        w_c = constant(32, dtype="float32")
        ca1_c = constant(173058819186.6255, dtype="float32")
        ca1_c_2 = constant(819968681414.1221, dtype="float32")
        ca2_c = constant(3522367743111.5034, dtype="float32")
        ca3_c = constant(15806498976204.582, dtype="float32")
        ca4_c = constant(64014837752671.54, dtype="float32")
        ca5_c = constant(244846653011422.47, dtype="float32")
        ca6_c = constant(882043078107553.4, dtype="float32")
        ca7_c = constant(2983960370694783.0, dtype="float32")
        ca8_c = constant(9450007925997306.0, dtype="float32")
        ca9_c = constant(2.792048363381211e16, dtype="float32")
        ca10_c = constant(7.667247031583418e16, dtype="float32")
        ca11_c = constant(1.948729704241104e17, dtype="float32")
        ca12_c = constant(4.56122477119591e17, dtype="float32")
        ca13_c = constant(9.766809650771635e17, dtype="float32")
        ca14_c = constant(1.8934413026408028e18, dtype="float32")
        ca15_c = constant(3.254310364521848e18, dtype="float32")
        ca16_c = constant(4.659411184624069e18, dtype="float32")
        ca_c = constant(2.710505431213761e-20, dtype="float32")
        cb1_c = constant(-70750280405.20764, dtype="float32")
        cb1_c_2 = constant(485420323565.1055, dtype="float32")
        cb2_c = constant(4563507612863.857, dtype="float32")
        cb3_c = constant(71620679378957.8, dtype="float32")
        cb4_c = constant(2040005850737257.5, dtype="float32")
        cb5_c = constant(1.8006046730167334e17, dtype="float32")
        cb6_c = constant(1.4362196549254554e19, dtype="float32")
        out_c = constant(8, dtype="float32")
        zero = constant(0, dtype="float32")
        x = op.Cast(input, to=TensorProto.FLOAT)
        a = op.Abs(x)
        y = op.Sub(op.Div(a, two), two)
        w = op.Sub(op.Div(w_c, a), two)
        ca1 = op.Sub(op.Mul(y, ca1_c), ca1_c_2)
        ca2 = op.Add(op.Mul(y, ca1), ca2_c)
        ca3 = op.Sub(op.Sub(op.Mul(y, ca2), ca1), ca3_c)
        ca4 = op.Add(op.Sub(op.Mul(y, ca3), ca2), ca4_c)
        ca5 = op.Sub(op.Sub(op.Mul(y, ca4), ca3), ca5_c)
        ca6 = op.Add(op.Sub(op.Mul(y, ca5), ca4), ca6_c)
        ca7 = op.Sub(op.Sub(op.Mul(y, ca6), ca5), ca7_c)
        ca8 = op.Add(op.Sub(op.Mul(y, ca7), ca6), ca8_c)
        ca9 = op.Sub(op.Sub(op.Mul(y, ca8), ca7), ca9_c)
        ca10 = op.Add(op.Sub(op.Mul(y, ca9), ca8), ca10_c)
        ca11 = op.Sub(op.Sub(op.Mul(y, ca10), ca9), ca11_c)
        ca12 = op.Add(op.Sub(op.Mul(y, ca11), ca10), ca12_c)
        ca13 = op.Sub(op.Sub(op.Mul(y, ca12), ca11), ca13_c)
        ca14 = op.Add(op.Sub(op.Mul(y, ca13), ca12), ca14_c)
        ca15 = op.Sub(op.Sub(op.Mul(y, ca14), ca13), ca15_c)
        ca16 = op.Add(op.Sub(op.Mul(y, ca15), ca14), ca16_c)
        ca = op.Mul(ca_c, op.Sub(ca16, ca14))
        cb1 = op.Sub(op.Mul(w, cb1_c), cb1_c_2)
        cb2 = op.Sub(op.Mul(w, cb1), cb2_c)
        cb3 = op.Sub(op.Sub(op.Mul(w, cb2), cb1), cb3_c)
        cb4 = op.Sub(op.Sub(op.Mul(w, cb3), cb2), cb4_c)
        cb5 = op.Sub(op.Sub(op.Mul(w, cb4), cb3), cb5_c)
        cb6 = op.Add(op.Sub(op.Mul(w, cb5), cb4), cb6_c)
        cb = op.Mul(ca_c, op.Sub(cb6, cb4))
        out = op.Where(op.Greater(a, out_c), op.Div(cb, op.Sqrt(a)), op.Mul(ca, a))
        value = op.Where(op.Less(x, zero), op.Neg(out), out)
        if dtype_name(input) == "float16":
            return op.Cast(value, to=TensorProto.FLOAT16)
        else:
            return op.Identity(value)
    CONTRACT.no_variant(input=input)
