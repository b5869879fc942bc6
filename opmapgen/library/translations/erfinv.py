"""erfinv for the dynamo exporter: aten::erfinv -> ONNX Cast + Sub + Add + Mul + Log + Neg + Sqrt + Less + Where + Erf + Exp + Div + Abs + Equal + Identity, opsets 18 to 23.

Generated from mappings/aten/erfinv.yaml by `opmapgen build`; do not edit.

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
    polevl,
    torch_fallback,
)

TARGET = "aten::erfinv.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::erfinv(Tensor self) -> Tensor"
OPSETS = range(18, 24)
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


@torch_fallback(CONTRACT, TARGET)
def translation(input):
    check_inputs(CONTRACT, input=input)
    one = constant(1, dtype="float32")
    central_c = constant(2.5, dtype="float32")
    three = constant(3, dtype="float32")
    guess_c = constant(5, dtype="float32")
    refined_c = constant(1.1283791670955126, dtype="float32")
    inf = constant(float("inf"), dtype="float32")
    x = op.Cast(input, to=TensorProto.FLOAT)
    w = op.Neg(op.Log(op.Mul(op.Sub(one, x), op.Add(one, x))))
    central = op.Sub(w, central_c)
    tail = op.Sub(op.Sqrt(w), three)
    p_central = polevl(central, P_CENTRAL, like="float32")
    p_tail = polevl(tail, P_TAIL, like="float32")
    guess = op.Mul(op.Where(op.Less(w, guess_c), p_central, p_tail), x)
    refined_div = op.Div(
        op.Sub(op.Erf(guess), x),
        op.Mul(refined_c, op.Exp(op.Neg(op.Mul(guess, guess)))),
    )
    refined = op.Sub(guess, refined_div)
    y = op.Where(op.Equal(op.Abs(x), one), op.Mul(x, inf), refined)
    if dtype_name(input) == "float16":
        return op.Cast(y, to=TensorProto.FLOAT16)
    else:
        return op.Identity(y)
