"""erfinv: aten::erfinv -> ONNX Cast + Sub + Add + Mul + Log + Neg + Sqrt + Less + Where + Erf + Exp + Div + Abs + Equal + Identity, opsets 11 to 20.

Generated from mappings/aten/erfinv.yaml by `opmapgen build`; do not edit.

Source schema: aten::erfinv(Tensor self) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_name,
    parse_args,
    polevl,
    torch_fallback,
)

SOURCE_OP = "aten::erfinv"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(11, 21)
CONTRACT = Contract(
    "erfinv",
    "mappings/aten/erfinv.yaml",
    dtypes=("float16", "float32", "uint8", "int8", "int16", "int32", "int64", "bool"),
    reasons={
        "float64": "ONNX Runtime has no double Erf kernel to refine a float64 approximation with",
        "bfloat16": "ONNX Cast takes bfloat16 only from opset 13, and this mapping starts at 11",
    },
)
# p_central: polevl's coefficients, highest degree first
P_CENTRAL = (
    2.81022636e-08,
    3.43273939e-07,
    -3.5233877e-06,
    -4.39150654e-06,
    0.00021858087,
    -0.00125372503,
    -0.00417768164,
    0.246640727,
    1.50140941,
)
# p_tail: polevl's coefficients, highest degree first
P_TAIL = (
    -0.000200214257,
    0.000100950558,
    0.00134934322,
    -0.00367342844,
    0.00573950773,
    -0.0076224613,
    0.00943887047,
    1.00167406,
    2.83297682,
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, input):
    check_inputs(CONTRACT, input=input)
    one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float32))
    central_c = g.op("Constant", value_t=torch.tensor(2.5, dtype=torch.float32))
    three = g.op("Constant", value_t=torch.tensor(3, dtype=torch.float32))
    guess_c = g.op("Constant", value_t=torch.tensor(5, dtype=torch.float32))
    refined_c = g.op(
        "Constant",
        value_t=torch.tensor(1.1283791670955126, dtype=torch.float32),
    )
    inf = g.op("Constant", value_t=torch.tensor(float("inf"), dtype=torch.float32))
    x = g.op("Cast", input, to_i=TensorProto.FLOAT)
    w = g.op("Neg", g.op("Log", g.op("Mul", g.op("Sub", one, x), g.op("Add", one, x))))
    central = g.op("Sub", w, central_c)
    tail = g.op("Sub", g.op("Sqrt", w), three)
    p_central = polevl(g, central, P_CENTRAL, like="float32")
    p_tail = polevl(g, tail, P_TAIL, like="float32")
    guess = g.op("Mul", g.op("Where", g.op("Less", w, guess_c), p_central, p_tail), x)
    refined_div = g.op(
        "Div",
        g.op("Sub", g.op("Erf", guess), x),
        g.op("Mul", refined_c, g.op("Exp", g.op("Neg", g.op("Mul", guess, guess)))),
    )
    refined = g.op("Sub", guess, refined_div)
    y = g.op("Where", g.op("Equal", g.op("Abs", x), one), g.op("Mul", x, inf), refined)
    if dtype_name(input) == "float16":
        return g.op("Cast", y, to_i=TensorProto.FLOAT16)
    else:
        return g.op("Identity", y)
