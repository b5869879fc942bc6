"""erfc for the dynamo exporter: aten::erfc -> ONNX Cast + Abs + Mul + Add + Div + Sub + Exp + Less + Where + Identity, opsets 18 to 23.

Generated from mappings/aten/erfc.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    check_inputs,
    constant,
    dtype_name,
    torch_fallback,
)

TARGET = "aten::erfc.default"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "erfc",
    "mappings/aten/erfc.yaml",
    dtypes=("float16", "float32", "uint8", "int8", "int16", "int32", "int64", "bool"),
    reasons={
        "float64": "ONNX Runtime has no double Erf kernel, and this float32 fit is not accurate to double precision",
        "bfloat16": "ONNX Runtime has no bfloat16 Exp kernel on the CPU",
    },
)


@torch_fallback(CONTRACT, TARGET)
def translation(input):
    check_inputs(CONTRACT, input=input)
    half = constant(0.5, dtype="float32")
    one = constant(1, dtype="float32")
    c = constant(0.17087277, dtype="float32")
    c_2 = constant(-0.82215223, dtype="float32")
    c_3 = constant(1.48851587, dtype="float32")
    c_4 = constant(-1.13520398, dtype="float32")
    c_5 = constant(0.27886807, dtype="float32")
    c_6 = constant(-0.18628806, dtype="float32")
    c_7 = constant(0.09678418, dtype="float32")
    c_8 = constant(0.37409196, dtype="float32")
    c_9 = constant(1.00002368, dtype="float32")
    c_10 = constant(-1.26551223, dtype="float32")
    zero = constant(0, dtype="float32")
    two = constant(2, dtype="float32")
    x = op.Cast(input, to=1)
    z = op.Abs(x)
    t = op.Div(one, op.Add(one, op.Mul(half, z)))
    mul_4 = op.Mul(t, op.Add(c_3, op.Mul(t, op.Add(c_2, op.Mul(t, c)))))
    add_6 = op.Add(c_6, op.Mul(t, op.Add(c_5, op.Mul(t, op.Add(c_4, mul_4)))))
    mul_9 = op.Mul(t, op.Add(c_8, op.Mul(t, op.Add(c_7, op.Mul(t, add_6)))))
    p = op.Add(c_10, op.Mul(t, op.Add(c_9, mul_9)))
    e = op.Mul(t, op.Exp(op.Sub(p, op.Mul(z, z))))
    r = op.Where(op.Less(x, zero), op.Sub(two, e), e)
    if dtype_name(input) == "float16":
        return op.Cast(r, to=10)
    else:
        return op.Identity(r)
