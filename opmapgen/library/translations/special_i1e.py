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
)


@torch_fallback(CONTRACT, TARGET)
def translation(input):
    check_inputs(CONTRACT, input=input)
    if dtype_name(input) == "float64":
        two = constant(2, like=input)
        c = constant(32, like=input)
        c_2 = constant(51.24347069684896, like=input)
        c_3 = constant(389.4884677306612, like=input)
        c_4 = constant(2814.701640212754, like=input)
        c_5 = constant(20394.663943549105, like=input)
        c_6 = constant(140207.87797004764, like=input)
        c_7 = constant(930119.0557788381, like=input)
        c_8 = constant(5946849.11681207, like=input)
        c_9 = constant(36597867.96436195, like=input)
        c_10 = constant(216494425.05701697, like=input)
        c_11 = constant(1229196895.6723552, like=input)
        c_12 = constant(6688033603.992046, like=input)
        c_13 = constant(34813613173.20293, like=input)
        c_14 = constant(173058819186.6255, like=input)
        c_15 = constant(819968681414.1221, like=input)
        c_16 = constant(3695426562298.129, like=input)
        c_17 = constant(15806498976204.582, like=input)
        c_18 = constant(64014837752671.54, like=input)
        c_19 = constant(244846653011422.47, like=input)
        c_20 = constant(882043078107553.4, like=input)
        c_21 = constant(2983960370694783.0, like=input)
        c_22 = constant(9450007925997306.0, like=input)
        c_23 = constant(2.792048363381211e16, like=input)
        c_24 = constant(7.667247031583418e16, like=input)
        c_25 = constant(1.948729704241104e17, like=input)
        c_26 = constant(4.56122477119591e17, like=input)
        c_27 = constant(9.766809650771635e17, like=input)
        c_28 = constant(1.8934413026408028e18, like=input)
        c_29 = constant(3.254310364521848e18, like=input)
        c_30 = constant(4.659411184624069e18, like=input)
        c_31 = constant(2.710505431213761e-20, like=input)
        c_32 = constant(138.66964117234528, like=input)
        c_33 = constant(81.43035376791272, like=input)
        c_34 = constant(996.4995711435531, like=input)
        c_35 = constant(592.0530328094937, like=input)
        c_36 = constant(5465.08589049255, like=input)
        c_37 = constant(6102.556137361288, like=input)
        c_38 = constant(34686.42331162498, like=input)
        c_39 = constant(70363.31727121687, like=input)
        c_40 = constant(192220.18270339002, like=input)
        c_41 = constant(788126.0755856072, like=input)
        c_42 = constant(387666.04533819295, like=input)
        c_43 = constant(7532822.225823005, like=input)
        c_44 = constant(13278984.231775558, like=input)
        c_45 = constant(37550718.78301933, like=input)
        c_46 = constant(260575154.6177176, like=input)
        c_47 = constant(599999458.6911741, like=input)
        c_48 = constant(350026196.3136604, like=input)
        c_49 = constant(10311256708.483154, like=input)
        c_50 = constant(70750280405.20764, like=input)
        c_51 = constant(485420323565.1055, like=input)
        c_52 = constant(4634257893269.065, like=input)
        c_53 = constant(71620679378957.8, like=input)
        c_54 = constant(2040005850737257.5, like=input)
        c_55 = constant(1.8006046730167334e17, like=input)
        c_56 = constant(1.4362196549254554e19, like=input)
        c_57 = constant(8, like=input)
        zero = constant(0, like=input)
        x = op.Identity(input)
        a = op.Abs(x)
        y = op.Sub(op.Div(a, two), two)
        w = op.Sub(op.Div(c, a), two)
        ca1 = op.Sub(op.Mul(y, c_2), c_3)
        ca2 = op.Add(op.Mul(y, ca1), c_4)
        ca3 = op.Sub(op.Sub(op.Mul(y, ca2), ca1), c_5)
        ca4 = op.Add(op.Sub(op.Mul(y, ca3), ca2), c_6)
        ca5 = op.Sub(op.Sub(op.Mul(y, ca4), ca3), c_7)
        ca6 = op.Add(op.Sub(op.Mul(y, ca5), ca4), c_8)
        ca7 = op.Sub(op.Sub(op.Mul(y, ca6), ca5), c_9)
        ca8 = op.Add(op.Sub(op.Mul(y, ca7), ca6), c_10)
        ca9 = op.Sub(op.Sub(op.Mul(y, ca8), ca7), c_11)
        ca10 = op.Add(op.Sub(op.Mul(y, ca9), ca8), c_12)
        ca11 = op.Sub(op.Sub(op.Mul(y, ca10), ca9), c_13)
        ca12 = op.Add(op.Sub(op.Mul(y, ca11), ca10), c_14)
        ca13 = op.Sub(op.Sub(op.Mul(y, ca12), ca11), c_15)
        ca14 = op.Add(op.Sub(op.Mul(y, ca13), ca12), c_16)
        ca15 = op.Sub(op.Sub(op.Mul(y, ca14), ca13), c_17)
        ca16 = op.Add(op.Sub(op.Mul(y, ca15), ca14), c_18)
        ca17 = op.Sub(op.Sub(op.Mul(y, ca16), ca15), c_19)
        ca18 = op.Add(op.Sub(op.Mul(y, ca17), ca16), c_20)
        ca19 = op.Sub(op.Sub(op.Mul(y, ca18), ca17), c_21)
        ca20 = op.Add(op.Sub(op.Mul(y, ca19), ca18), c_22)
        ca21 = op.Sub(op.Sub(op.Mul(y, ca20), ca19), c_23)
        ca22 = op.Add(op.Sub(op.Mul(y, ca21), ca20), c_24)
        ca23 = op.Sub(op.Sub(op.Mul(y, ca22), ca21), c_25)
        ca24 = op.Add(op.Sub(op.Mul(y, ca23), ca22), c_26)
        ca25 = op.Sub(op.Sub(op.Mul(y, ca24), ca23), c_27)
        ca26 = op.Add(op.Sub(op.Mul(y, ca25), ca24), c_28)
        ca27 = op.Sub(op.Sub(op.Mul(y, ca26), ca25), c_29)
        ca28 = op.Add(op.Sub(op.Mul(y, ca27), ca26), c_30)
        ca = op.Mul(c_31, op.Sub(ca28, ca26))
        cb1 = op.Add(op.Mul(w, c_32), c_33)
        cb2 = op.Sub(op.Mul(w, cb1), c_34)
        cb3 = op.Sub(op.Sub(op.Mul(w, cb2), cb1), c_35)
        cb4 = op.Add(op.Sub(op.Mul(w, cb3), cb2), c_36)
        cb5 = op.Add(op.Sub(op.Mul(w, cb4), cb3), c_37)
        cb6 = op.Sub(op.Sub(op.Mul(w, cb5), cb4), c_38)
        cb7 = op.Sub(op.Sub(op.Mul(w, cb6), cb5), c_39)
        cb8 = op.Add(op.Sub(op.Mul(w, cb7), cb6), c_40)
        cb9 = op.Add(op.Sub(op.Mul(w, cb8), cb7), c_41)
        cb10 = op.Sub(op.Sub(op.Mul(w, cb9), cb8), c_42)
        cb11 = op.Sub(op.Sub(op.Mul(w, cb10), cb9), c_43)
        cb12 = op.Sub(op.Sub(op.Mul(w, cb11), cb10), c_44)
        cb13 = op.Add(op.Sub(op.Mul(w, cb12), cb11), c_45)
        cb14 = op.Add(op.Sub(op.Mul(w, cb13), cb12), c_46)
        cb15 = op.Add(op.Sub(op.Mul(w, cb14), cb13), c_47)
        cb16 = op.Sub(op.Sub(op.Mul(w, cb15), cb14), c_48)
        cb17 = op.Sub(op.Sub(op.Mul(w, cb16), cb15), c_49)
        cb18 = op.Sub(op.Sub(op.Mul(w, cb17), cb16), c_50)
        cb19 = op.Sub(op.Sub(op.Mul(w, cb18), cb17), c_51)
        cb20 = op.Sub(op.Sub(op.Mul(w, cb19), cb18), c_52)
        cb21 = op.Sub(op.Sub(op.Mul(w, cb20), cb19), c_53)
        cb22 = op.Sub(op.Sub(op.Mul(w, cb21), cb20), c_54)
        cb23 = op.Sub(op.Sub(op.Mul(w, cb22), cb21), c_55)
        cb24 = op.Add(op.Sub(op.Mul(w, cb23), cb22), c_56)
        cb = op.Mul(c_31, op.Sub(cb24, cb22))
        out = op.Where(op.Greater(a, c_57), op.Div(cb, op.Sqrt(a)), op.Mul(ca, a))
        value = op.Where(op.Less(x, zero), op.Neg(out), out)
        return op.Identity(value)
    if dtype_name(input) != "float64":
        two = constant(2, dtype="float32")
        c = constant(32, dtype="float32")
        c_2 = constant(173058819186.6255, dtype="float32")
        c_3 = constant(819968681414.1221, dtype="float32")
        c_4 = constant(3522367743111.5034, dtype="float32")
        c_5 = constant(15806498976204.582, dtype="float32")
        c_6 = constant(64014837752671.54, dtype="float32")
        c_7 = constant(244846653011422.47, dtype="float32")
        c_8 = constant(882043078107553.4, dtype="float32")
        c_9 = constant(2983960370694783.0, dtype="float32")
        c_10 = constant(9450007925997306.0, dtype="float32")
        c_11 = constant(2.792048363381211e16, dtype="float32")
        c_12 = constant(7.667247031583418e16, dtype="float32")
        c_13 = constant(1.948729704241104e17, dtype="float32")
        c_14 = constant(4.56122477119591e17, dtype="float32")
        c_15 = constant(9.766809650771635e17, dtype="float32")
        c_16 = constant(1.8934413026408028e18, dtype="float32")
        c_17 = constant(3.254310364521848e18, dtype="float32")
        c_18 = constant(4.659411184624069e18, dtype="float32")
        c_19 = constant(2.710505431213761e-20, dtype="float32")
        c_20 = constant(-70750280405.20764, dtype="float32")
        c_21 = constant(485420323565.1055, dtype="float32")
        c_22 = constant(4563507612863.857, dtype="float32")
        c_23 = constant(71620679378957.8, dtype="float32")
        c_24 = constant(2040005850737257.5, dtype="float32")
        c_25 = constant(1.8006046730167334e17, dtype="float32")
        c_26 = constant(1.4362196549254554e19, dtype="float32")
        c_27 = constant(8, dtype="float32")
        zero = constant(0, dtype="float32")
        x = op.Cast(input, to=TensorProto.FLOAT)
        a = op.Abs(x)
        y = op.Sub(op.Div(a, two), two)
        w = op.Sub(op.Div(c, a), two)
        ca1 = op.Sub(op.Mul(y, c_2), c_3)
        ca2 = op.Add(op.Mul(y, ca1), c_4)
        ca3 = op.Sub(op.Sub(op.Mul(y, ca2), ca1), c_5)
        ca4 = op.Add(op.Sub(op.Mul(y, ca3), ca2), c_6)
        ca5 = op.Sub(op.Sub(op.Mul(y, ca4), ca3), c_7)
        ca6 = op.Add(op.Sub(op.Mul(y, ca5), ca4), c_8)
        ca7 = op.Sub(op.Sub(op.Mul(y, ca6), ca5), c_9)
        ca8 = op.Add(op.Sub(op.Mul(y, ca7), ca6), c_10)
        ca9 = op.Sub(op.Sub(op.Mul(y, ca8), ca7), c_11)
        ca10 = op.Add(op.Sub(op.Mul(y, ca9), ca8), c_12)
        ca11 = op.Sub(op.Sub(op.Mul(y, ca10), ca9), c_13)
        ca12 = op.Add(op.Sub(op.Mul(y, ca11), ca10), c_14)
        ca13 = op.Sub(op.Sub(op.Mul(y, ca12), ca11), c_15)
        ca14 = op.Add(op.Sub(op.Mul(y, ca13), ca12), c_16)
        ca15 = op.Sub(op.Sub(op.Mul(y, ca14), ca13), c_17)
        ca16 = op.Add(op.Sub(op.Mul(y, ca15), ca14), c_18)
        ca = op.Mul(c_19, op.Sub(ca16, ca14))
        cb1 = op.Sub(op.Mul(w, c_20), c_21)
        cb2 = op.Sub(op.Mul(w, cb1), c_22)
        cb3 = op.Sub(op.Sub(op.Mul(w, cb2), cb1), c_23)
        cb4 = op.Sub(op.Sub(op.Mul(w, cb3), cb2), c_24)
        cb5 = op.Sub(op.Sub(op.Mul(w, cb4), cb3), c_25)
        cb6 = op.Add(op.Sub(op.Mul(w, cb5), cb4), c_26)
        cb = op.Mul(c_19, op.Sub(cb6, cb4))
        out = op.Where(op.Greater(a, c_27), op.Div(cb, op.Sqrt(a)), op.Mul(ca, a))
        value = op.Where(op.Less(x, zero), op.Neg(out), out)
        if dtype_name(input) == "float16":
            return op.Cast(value, to=TensorProto.FLOAT16)
        else:
            return op.Identity(value)
    CONTRACT.refuse(
        'no variant of the mapping takes these args (variants: dtype(input) == "float64"; dtype(input) != "float64")',
        input=input,
    )
