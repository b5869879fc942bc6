"""frexp for the dynamo exporter: aten::frexp.Tensor -> ONNX Cast + Abs + Greater + Less + And + Where + Log + Div + Floor + Add + Neg + Pow + Mul + Sub + Identity, opsets 18 to 23.

Generated from mappings/aten/frexp.yaml by `opmapgen build`; do not edit.

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

TARGET = "aten::frexp.Tensor"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::frexp.Tensor(Tensor self) -> (Tensor mantissa, Tensor exponent)"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "frexp",
    "mappings/aten/frexp.yaml",
    dtypes=("float16", "float32", "float64"),
    reasons={
        "bfloat16": "ONNX Runtime has no bfloat16 Abs, Log or Where kernels on the CPU",
    },
)


@torch_fallback(CONTRACT, TARGET)
def translation(input):
    check_inputs(CONTRACT, input=input)
    zero = constant(0, dtype="float64")
    inf = constant(float("inf"), dtype="float64")
    one = constant(1, dtype="float64")
    guess_c = constant(0.6931471805599453, dtype="float64")
    two = constant(2, dtype="float64")
    big_c = constant(0.9999999999999999, dtype="float64")
    half = constant(0.5, dtype="float64")
    x = op.Cast(input, to=TensorProto.DOUBLE)
    a = op.Abs(x)
    ok = op.And(op.Greater(a, zero), op.Less(a, inf))
    guess = op.Add(op.Floor(op.Div(op.Log(op.Where(ok, a, one)), guess_c)), one)
    h = op.Floor(op.Div(guess, two))
    scaled = op.Mul(op.Mul(x, op.Pow(two, op.Neg(h))), op.Pow(two, op.Sub(h, guess)))
    big = op.Greater(op.Abs(scaled), big_c)
    small = op.Less(op.Abs(scaled), half)
    m = op.Where(
        ok,
        op.Where(
            big,
            op.Div(scaled, two),
            op.Where(small, op.Mul(scaled, two), scaled),
        ),
        x,
    )
    e = op.Where(big, op.Add(guess, one), op.Where(small, op.Sub(guess, one), guess))
    if dtype_name(input) == "float16":
        mantissa = op.Cast(m, to=TensorProto.FLOAT16)
    elif dtype_name(input) == "float32":
        mantissa = op.Cast(m, to=TensorProto.FLOAT)
    else:
        mantissa = op.Identity(m)
    exponent = op.Cast(op.Where(ok, e, zero), to=TensorProto.INT32)
    return mantissa, exponent
