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
            value_t=torch.tensor(51.24347069684896, dtype=dtype_of(input)),
        )
        c_3 = g.op(
            "Constant",
            value_t=torch.tensor(389.4884677306612, dtype=dtype_of(input)),
        )
        c_4 = g.op(
            "Constant",
            value_t=torch.tensor(2814.701640212754, dtype=dtype_of(input)),
        )
        c_5 = g.op(
            "Constant",
            value_t=torch.tensor(20394.663943549105, dtype=dtype_of(input)),
        )
        c_6 = g.op(
            "Constant",
            value_t=torch.tensor(140207.87797004764, dtype=dtype_of(input)),
        )
        c_7 = g.op(
            "Constant",
            value_t=torch.tensor(930119.0557788381, dtype=dtype_of(input)),
        )
        c_8 = g.op(
            "Constant",
            value_t=torch.tensor(5946849.11681207, dtype=dtype_of(input)),
        )
        c_9 = g.op(
            "Constant",
            value_t=torch.tensor(36597867.96436195, dtype=dtype_of(input)),
        )
        c_10 = g.op(
            "Constant",
            value_t=torch.tensor(216494425.05701697, dtype=dtype_of(input)),
        )
        c_11 = g.op(
            "Constant",
            value_t=torch.tensor(1229196895.6723552, dtype=dtype_of(input)),
        )
        c_12 = g.op(
            "Constant",
            value_t=torch.tensor(6688033603.992046, dtype=dtype_of(input)),
        )
        c_13 = g.op(
            "Constant",
            value_t=torch.tensor(34813613173.20293, dtype=dtype_of(input)),
        )
        c_14 = g.op(
            "Constant",
            value_t=torch.tensor(173058819186.6255, dtype=dtype_of(input)),
        )
        c_15 = g.op(
            "Constant",
            value_t=torch.tensor(819968681414.1221, dtype=dtype_of(input)),
        )
        c_16 = g.op(
            "Constant",
            value_t=torch.tensor(3695426562298.129, dtype=dtype_of(input)),
        )
        c_17 = g.op(
            "Constant",
            value_t=torch.tensor(15806498976204.582, dtype=dtype_of(input)),
        )
        c_18 = g.op(
            "Constant",
            value_t=torch.tensor(64014837752671.54, dtype=dtype_of(input)),
        )
        c_19 = g.op(
            "Constant",
            value_t=torch.tensor(244846653011422.47, dtype=dtype_of(input)),
        )
        c_20 = g.op(
            "Constant",
            value_t=torch.tensor(882043078107553.4, dtype=dtype_of(input)),
        )
        c_21 = g.op(
            "Constant",
            value_t=torch.tensor(2983960370694783.0, dtype=dtype_of(input)),
        )
        c_22 = g.op(
            "Constant",
            value_t=torch.tensor(9450007925997306.0, dtype=dtype_of(input)),
        )
        c_23 = g.op(
            "Constant",
            value_t=torch.tensor(2.792048363381211e16, dtype=dtype_of(input)),
        )
        c_24 = g.op(
            "Constant",
            value_t=torch.tensor(7.667247031583418e16, dtype=dtype_of(input)),
        )
        c_25 = g.op(
            "Constant",
            value_t=torch.tensor(1.948729704241104e17, dtype=dtype_of(input)),
        )
        c_26 = g.op(
            "Constant",
            value_t=torch.tensor(4.56122477119591e17, dtype=dtype_of(input)),
        )
        c_27 = g.op(
            "Constant",
            value_t=torch.tensor(9.766809650771635e17, dtype=dtype_of(input)),
        )
        c_28 = g.op(
            "Constant",
            value_t=torch.tensor(1.8934413026408028e18, dtype=dtype_of(input)),
        )
        c_29 = g.op(
            "Constant",
            value_t=torch.tensor(3.254310364521848e18, dtype=dtype_of(input)),
        )
        c_30 = g.op(
            "Constant",
            value_t=torch.tensor(4.659411184624069e18, dtype=dtype_of(input)),
        )
        c_31 = g.op(
            "Constant",
            value_t=torch.tensor(2.710505431213761e-20, dtype=dtype_of(input)),
        )
        c_32 = g.op(
            "Constant",
            value_t=torch.tensor(138.66964117234528, dtype=dtype_of(input)),
        )
        c_33 = g.op(
            "Constant",
            value_t=torch.tensor(81.43035376791272, dtype=dtype_of(input)),
        )
        c_34 = g.op(
            "Constant",
            value_t=torch.tensor(996.4995711435531, dtype=dtype_of(input)),
        )
        c_35 = g.op(
            "Constant",
            value_t=torch.tensor(592.0530328094937, dtype=dtype_of(input)),
        )
        c_36 = g.op(
            "Constant",
            value_t=torch.tensor(5465.08589049255, dtype=dtype_of(input)),
        )
        c_37 = g.op(
            "Constant",
            value_t=torch.tensor(6102.556137361288, dtype=dtype_of(input)),
        )
        c_38 = g.op(
            "Constant",
            value_t=torch.tensor(34686.42331162498, dtype=dtype_of(input)),
        )
        c_39 = g.op(
            "Constant",
            value_t=torch.tensor(70363.31727121687, dtype=dtype_of(input)),
        )
        c_40 = g.op(
            "Constant",
            value_t=torch.tensor(192220.18270339002, dtype=dtype_of(input)),
        )
        c_41 = g.op(
            "Constant",
            value_t=torch.tensor(788126.0755856072, dtype=dtype_of(input)),
        )
        c_42 = g.op(
            "Constant",
            value_t=torch.tensor(387666.04533819295, dtype=dtype_of(input)),
        )
        c_43 = g.op(
            "Constant",
            value_t=torch.tensor(7532822.225823005, dtype=dtype_of(input)),
        )
        c_44 = g.op(
            "Constant",
            value_t=torch.tensor(13278984.231775558, dtype=dtype_of(input)),
        )
        c_45 = g.op(
            "Constant",
            value_t=torch.tensor(37550718.78301933, dtype=dtype_of(input)),
        )
        c_46 = g.op(
            "Constant",
            value_t=torch.tensor(260575154.6177176, dtype=dtype_of(input)),
        )
        c_47 = g.op(
            "Constant",
            value_t=torch.tensor(599999458.6911741, dtype=dtype_of(input)),
        )
        c_48 = g.op(
            "Constant",
            value_t=torch.tensor(350026196.3136604, dtype=dtype_of(input)),
        )
        c_49 = g.op(
            "Constant",
            value_t=torch.tensor(10311256708.483154, dtype=dtype_of(input)),
        )
        c_50 = g.op(
            "Constant",
            value_t=torch.tensor(70750280405.20764, dtype=dtype_of(input)),
        )
        c_51 = g.op(
            "Constant",
            value_t=torch.tensor(485420323565.1055, dtype=dtype_of(input)),
        )
        c_52 = g.op(
            "Constant",
            value_t=torch.tensor(4634257893269.065, dtype=dtype_of(input)),
        )
        c_53 = g.op(
            "Constant",
            value_t=torch.tensor(71620679378957.8, dtype=dtype_of(input)),
        )
        c_54 = g.op(
            "Constant",
            value_t=torch.tensor(2040005850737257.5, dtype=dtype_of(input)),
        )
        c_55 = g.op(
            "Constant",
            value_t=torch.tensor(1.8006046730167334e17, dtype=dtype_of(input)),
        )
        c_56 = g.op(
            "Constant",
            value_t=torch.tensor(1.4362196549254554e19, dtype=dtype_of(input)),
        )
        c_57 = g.op("Constant", value_t=torch.tensor(8, dtype=dtype_of(input)))
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(input)))
        x = g.op("Identity", input)
        a = g.op("Abs", x)
        y = g.op("Sub", g.op("Div", a, two), two)
        w = g.op("Sub", g.op("Div", c, a), two)
        ca1 = g.op("Sub", g.op("Mul", y, c_2), c_3)
        ca2 = g.op("Add", g.op("Mul", y, ca1), c_4)
        ca3 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca2), ca1), c_5)
        ca4 = g.op("Add", g.op("Sub", g.op("Mul", y, ca3), ca2), c_6)
        ca5 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca4), ca3), c_7)
        ca6 = g.op("Add", g.op("Sub", g.op("Mul", y, ca5), ca4), c_8)
        ca7 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca6), ca5), c_9)
        ca8 = g.op("Add", g.op("Sub", g.op("Mul", y, ca7), ca6), c_10)
        ca9 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca8), ca7), c_11)
        ca10 = g.op("Add", g.op("Sub", g.op("Mul", y, ca9), ca8), c_12)
        ca11 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca10), ca9), c_13)
        ca12 = g.op("Add", g.op("Sub", g.op("Mul", y, ca11), ca10), c_14)
        ca13 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca12), ca11), c_15)
        ca14 = g.op("Add", g.op("Sub", g.op("Mul", y, ca13), ca12), c_16)
        ca15 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca14), ca13), c_17)
        ca16 = g.op("Add", g.op("Sub", g.op("Mul", y, ca15), ca14), c_18)
        ca17 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca16), ca15), c_19)
        ca18 = g.op("Add", g.op("Sub", g.op("Mul", y, ca17), ca16), c_20)
        ca19 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca18), ca17), c_21)
        ca20 = g.op("Add", g.op("Sub", g.op("Mul", y, ca19), ca18), c_22)
        ca21 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca20), ca19), c_23)
        ca22 = g.op("Add", g.op("Sub", g.op("Mul", y, ca21), ca20), c_24)
        ca23 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca22), ca21), c_25)
        ca24 = g.op("Add", g.op("Sub", g.op("Mul", y, ca23), ca22), c_26)
        ca25 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca24), ca23), c_27)
        ca26 = g.op("Add", g.op("Sub", g.op("Mul", y, ca25), ca24), c_28)
        ca27 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca26), ca25), c_29)
        ca28 = g.op("Add", g.op("Sub", g.op("Mul", y, ca27), ca26), c_30)
        ca = g.op("Mul", c_31, g.op("Sub", ca28, ca26))
        cb1 = g.op("Add", g.op("Mul", w, c_32), c_33)
        cb2 = g.op("Sub", g.op("Mul", w, cb1), c_34)
        cb3 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb2), cb1), c_35)
        cb4 = g.op("Add", g.op("Sub", g.op("Mul", w, cb3), cb2), c_36)
        cb5 = g.op("Add", g.op("Sub", g.op("Mul", w, cb4), cb3), c_37)
        cb6 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb5), cb4), c_38)
        cb7 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb6), cb5), c_39)
        cb8 = g.op("Add", g.op("Sub", g.op("Mul", w, cb7), cb6), c_40)
        cb9 = g.op("Add", g.op("Sub", g.op("Mul", w, cb8), cb7), c_41)
        cb10 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb9), cb8), c_42)
        cb11 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb10), cb9), c_43)
        cb12 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb11), cb10), c_44)
        cb13 = g.op("Add", g.op("Sub", g.op("Mul", w, cb12), cb11), c_45)
        cb14 = g.op("Add", g.op("Sub", g.op("Mul", w, cb13), cb12), c_46)
        cb15 = g.op("Add", g.op("Sub", g.op("Mul", w, cb14), cb13), c_47)
        cb16 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb15), cb14), c_48)
        cb17 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb16), cb15), c_49)
        cb18 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb17), cb16), c_50)
        cb19 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb18), cb17), c_51)
        cb20 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb19), cb18), c_52)
        cb21 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb20), cb19), c_53)
        cb22 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb21), cb20), c_54)
        cb23 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb22), cb21), c_55)
        cb24 = g.op("Add", g.op("Sub", g.op("Mul", w, cb23), cb22), c_56)
        cb = g.op("Mul", c_31, g.op("Sub", cb24, cb22))
        out = g.op(
            "Where",
            g.op("Greater", a, c_57),
            g.op("Div", cb, g.op("Sqrt", a)),
            g.op("Mul", ca, a),
        )
        value = g.op("Where", g.op("Less", x, zero), g.op("Neg", out), out)
        return g.op("Identity", value)
    if dtype_name(input) != "float64":
        two = g.op("Constant", value_t=torch.tensor(2, dtype=torch.float32))
        c = g.op("Constant", value_t=torch.tensor(32, dtype=torch.float32))
        c_2 = g.op(
            "Constant",
            value_t=torch.tensor(173058819186.6255, dtype=torch.float32),
        )
        c_3 = g.op(
            "Constant",
            value_t=torch.tensor(819968681414.1221, dtype=torch.float32),
        )
        c_4 = g.op(
            "Constant",
            value_t=torch.tensor(3522367743111.5034, dtype=torch.float32),
        )
        c_5 = g.op(
            "Constant",
            value_t=torch.tensor(15806498976204.582, dtype=torch.float32),
        )
        c_6 = g.op(
            "Constant",
            value_t=torch.tensor(64014837752671.54, dtype=torch.float32),
        )
        c_7 = g.op(
            "Constant",
            value_t=torch.tensor(244846653011422.47, dtype=torch.float32),
        )
        c_8 = g.op(
            "Constant",
            value_t=torch.tensor(882043078107553.4, dtype=torch.float32),
        )
        c_9 = g.op(
            "Constant",
            value_t=torch.tensor(2983960370694783.0, dtype=torch.float32),
        )
        c_10 = g.op(
            "Constant",
            value_t=torch.tensor(9450007925997306.0, dtype=torch.float32),
        )
        c_11 = g.op(
            "Constant",
            value_t=torch.tensor(2.792048363381211e16, dtype=torch.float32),
        )
        c_12 = g.op(
            "Constant",
            value_t=torch.tensor(7.667247031583418e16, dtype=torch.float32),
        )
        c_13 = g.op(
            "Constant",
            value_t=torch.tensor(1.948729704241104e17, dtype=torch.float32),
        )
        c_14 = g.op(
            "Constant",
            value_t=torch.tensor(4.56122477119591e17, dtype=torch.float32),
        )
        c_15 = g.op(
            "Constant",
            value_t=torch.tensor(9.766809650771635e17, dtype=torch.float32),
        )
        c_16 = g.op(
            "Constant",
            value_t=torch.tensor(1.8934413026408028e18, dtype=torch.float32),
        )
        c_17 = g.op(
            "Constant",
            value_t=torch.tensor(3.254310364521848e18, dtype=torch.float32),
        )
        c_18 = g.op(
            "Constant",
            value_t=torch.tensor(4.659411184624069e18, dtype=torch.float32),
        )
        c_19 = g.op(
            "Constant",
            value_t=torch.tensor(2.710505431213761e-20, dtype=torch.float32),
        )
        c_20 = g.op(
            "Constant",
            value_t=torch.tensor(-70750280405.20764, dtype=torch.float32),
        )
        c_21 = g.op(
            "Constant",
            value_t=torch.tensor(485420323565.1055, dtype=torch.float32),
        )
        c_22 = g.op(
            "Constant",
            value_t=torch.tensor(4563507612863.857, dtype=torch.float32),
        )
        c_23 = g.op(
            "Constant",
            value_t=torch.tensor(71620679378957.8, dtype=torch.float32),
        )
        c_24 = g.op(
            "Constant",
            value_t=torch.tensor(2040005850737257.5, dtype=torch.float32),
        )
        c_25 = g.op(
            "Constant",
            value_t=torch.tensor(1.8006046730167334e17, dtype=torch.float32),
        )
        c_26 = g.op(
            "Constant",
            value_t=torch.tensor(1.4362196549254554e19, dtype=torch.float32),
        )
        c_27 = g.op("Constant", value_t=torch.tensor(8, dtype=torch.float32))
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float32))
        x = g.op("Cast", input, to_i=TensorProto.FLOAT)
        a = g.op("Abs", x)
        y = g.op("Sub", g.op("Div", a, two), two)
        w = g.op("Sub", g.op("Div", c, a), two)
        ca1 = g.op("Sub", g.op("Mul", y, c_2), c_3)
        ca2 = g.op("Add", g.op("Mul", y, ca1), c_4)
        ca3 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca2), ca1), c_5)
        ca4 = g.op("Add", g.op("Sub", g.op("Mul", y, ca3), ca2), c_6)
        ca5 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca4), ca3), c_7)
        ca6 = g.op("Add", g.op("Sub", g.op("Mul", y, ca5), ca4), c_8)
        ca7 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca6), ca5), c_9)
        ca8 = g.op("Add", g.op("Sub", g.op("Mul", y, ca7), ca6), c_10)
        ca9 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca8), ca7), c_11)
        ca10 = g.op("Add", g.op("Sub", g.op("Mul", y, ca9), ca8), c_12)
        ca11 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca10), ca9), c_13)
        ca12 = g.op("Add", g.op("Sub", g.op("Mul", y, ca11), ca10), c_14)
        ca13 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca12), ca11), c_15)
        ca14 = g.op("Add", g.op("Sub", g.op("Mul", y, ca13), ca12), c_16)
        ca15 = g.op("Sub", g.op("Sub", g.op("Mul", y, ca14), ca13), c_17)
        ca16 = g.op("Add", g.op("Sub", g.op("Mul", y, ca15), ca14), c_18)
        ca = g.op("Mul", c_19, g.op("Sub", ca16, ca14))
        cb1 = g.op("Sub", g.op("Mul", w, c_20), c_21)
        cb2 = g.op("Sub", g.op("Mul", w, cb1), c_22)
        cb3 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb2), cb1), c_23)
        cb4 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb3), cb2), c_24)
        cb5 = g.op("Sub", g.op("Sub", g.op("Mul", w, cb4), cb3), c_25)
        cb6 = g.op("Add", g.op("Sub", g.op("Mul", w, cb5), cb4), c_26)
        cb = g.op("Mul", c_19, g.op("Sub", cb6, cb4))
        out = g.op(
            "Where",
            g.op("Greater", a, c_27),
            g.op("Div", cb, g.op("Sqrt", a)),
            g.op("Mul", ca, a),
        )
        value = g.op("Where", g.op("Less", x, zero), g.op("Neg", out), out)
        if dtype_name(input) == "float16":
            return g.op("Cast", value, to_i=TensorProto.FLOAT16)
        else:
            return g.op("Identity", value)
    CONTRACT.refuse(
        'no variant of the mapping takes these args (variants: dtype(input) == "float64"; dtype(input) != "float64")',
        input=input,
    )
