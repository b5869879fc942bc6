"""frexp: aten::frexp.Tensor -> ONNX Cast + Abs + Greater + Less + And + Where + Log + Div + Floor + Add + Neg + Pow + Mul + Sub + Identity, opsets 11 to 20.

Generated from mappings/aten/frexp.yaml by `opmapgen build`; do not edit.

Source schema: aten::frexp.Tensor(Tensor self) -> (Tensor mantissa, Tensor exponent)

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
    torch_fallback,
)

SOURCE_OP = "aten::frexp"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(11, 21)
CONTRACT = Contract(
    "frexp",
    "mappings/aten/frexp.yaml",
    dtypes=("float16", "float32", "float64"),
    reasons={
        "bfloat16": "ONNX Runtime has no bfloat16 Abs, Log or Where kernels on the CPU",
    },
    scalar_typed_ops=("Greater", "Less", "Div", "Add", "Pow", "Mul", "Sub"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, input):
    check_inputs(CONTRACT, input=input)
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float64))
    inf = g.op("Constant", value_t=torch.tensor(float("inf"), dtype=torch.float64))
    one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float64))
    guess_c = g.op(
        "Constant",
        value_t=torch.tensor(0.6931471805599453, dtype=torch.float64),
    )
    two = g.op("Constant", value_t=torch.tensor(2, dtype=torch.float64))
    big_c = g.op(
        "Constant",
        value_t=torch.tensor(0.9999999999999999, dtype=torch.float64),
    )
    half = g.op("Constant", value_t=torch.tensor(0.5, dtype=torch.float64))
    x = g.op("Cast", input, to_i=TensorProto.DOUBLE)
    a = g.op("Abs", x)
    ok = g.op("And", g.op("Greater", a, zero), g.op("Less", a, inf))
    guess = g.op(
        "Add",
        g.op("Floor", g.op("Div", g.op("Log", g.op("Where", ok, a, one)), guess_c)),
        one,
    )
    h = g.op("Floor", g.op("Div", guess, two))
    scaled = g.op(
        "Mul",
        g.op("Mul", x, g.op("Pow", two, g.op("Neg", h))),
        g.op("Pow", two, g.op("Sub", h, guess)),
    )
    big = g.op("Greater", g.op("Abs", scaled), big_c)
    small = g.op("Less", g.op("Abs", scaled), half)
    m = g.op(
        "Where",
        ok,
        g.op(
            "Where",
            big,
            g.op("Div", scaled, two),
            g.op("Where", small, g.op("Mul", scaled, two), scaled),
        ),
        x,
    )
    e = g.op(
        "Where",
        big,
        g.op("Add", guess, one),
        g.op("Where", small, g.op("Sub", guess, one), guess),
    )
    if dtype_name(input) == "float16":
        mantissa = g.op("Cast", m, to_i=TensorProto.FLOAT16)
    elif dtype_name(input) == "float32":
        mantissa = g.op("Cast", m, to_i=TensorProto.FLOAT)
    else:
        mantissa = g.op("Identity", m)
    exponent = g.op("Cast", g.op("Where", ok, e, zero), to_i=TensorProto.INT32)
    return mantissa, exponent
