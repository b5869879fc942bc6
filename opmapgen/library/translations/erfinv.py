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


@torch_fallback(CONTRACT, TARGET)
def translation(input):
    check_inputs(CONTRACT, input=input)
    one = constant(1, dtype="float32")
    central_c = constant(2.5, dtype="float32")
    three = constant(3, dtype="float32")
    p_central_c = constant(2.81022636e-08, dtype="float32")
    p_central_c_2 = constant(3.43273939e-07, dtype="float32")
    p_central_c_3 = constant(3.5233877e-06, dtype="float32")
    p_central_c_4 = constant(4.39150654e-06, dtype="float32")
    p_central_c_5 = constant(0.00021858087, dtype="float32")
    p_central_c_6 = constant(0.00125372503, dtype="float32")
    p_central_c_7 = constant(0.00417768164, dtype="float32")
    p_central_c_8 = constant(0.246640727, dtype="float32")
    p_central_c_9 = constant(1.50140941, dtype="float32")
    p_tail_c = constant(-0.000200214257, dtype="float32")
    p_tail_c_2 = constant(0.000100950558, dtype="float32")
    p_tail_c_3 = constant(0.00134934322, dtype="float32")
    p_tail_c_4 = constant(0.00367342844, dtype="float32")
    p_tail_c_5 = constant(0.00573950773, dtype="float32")
    p_tail_c_6 = constant(0.0076224613, dtype="float32")
    p_tail_c_7 = constant(0.00943887047, dtype="float32")
    p_tail_c_8 = constant(1.00167406, dtype="float32")
    p_tail_c_9 = constant(2.83297682, dtype="float32")
    guess_c = constant(5, dtype="float32")
    refined_c = constant(1.1283791670955126, dtype="float32")
    inf = constant(float("inf"), dtype="float32")
    x = op.Cast(input, to=TensorProto.FLOAT)
    w = op.Neg(op.Log(op.Mul(op.Sub(one, x), op.Add(one, x))))
    central = op.Sub(w, central_c)
    tail = op.Sub(op.Sqrt(w), three)
    p_central_mul_3 = op.Mul(
        op.Sub(
            op.Mul(op.Add(op.Mul(p_central_c, central), p_central_c_2), central),
            p_central_c_3,
        ),
        central,
    )
    p_central_sub_3 = op.Sub(
        op.Mul(
            op.Add(
                op.Mul(op.Sub(p_central_mul_3, p_central_c_4), central),
                p_central_c_5,
            ),
            central,
        ),
        p_central_c_6,
    )
    p_central_mul_8 = op.Mul(
        op.Add(
            op.Mul(op.Sub(op.Mul(p_central_sub_3, central), p_central_c_7), central),
            p_central_c_8,
        ),
        central,
    )
    p_central = op.Add(p_central_mul_8, p_central_c_9)
    p_tail_mul_3 = op.Mul(
        op.Add(op.Mul(op.Add(op.Mul(p_tail_c, tail), p_tail_c_2), tail), p_tail_c_3),
        tail,
    )
    p_tail_sub_2 = op.Sub(
        op.Mul(
            op.Add(op.Mul(op.Sub(p_tail_mul_3, p_tail_c_4), tail), p_tail_c_5),
            tail,
        ),
        p_tail_c_6,
    )
    p_tail_mul_8 = op.Mul(
        op.Add(
            op.Mul(op.Add(op.Mul(p_tail_sub_2, tail), p_tail_c_7), tail),
            p_tail_c_8,
        ),
        tail,
    )
    p_tail = op.Add(p_tail_mul_8, p_tail_c_9)
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
