"""erfc: aten::erfc -> ONNX Cast + Abs + Mul + Add + Div + Sub + Exp + Less + Where + Identity, opsets 9 to 20.

Generated from mappings/aten/erfc.yaml by `opmapgen build`; do not edit.

Source schema: aten::erfc(Tensor self) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_name,
    parse_args,
    torch_fallback,
)

SOURCE_OP = "aten::erfc"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(9, 21)
CONTRACT = Contract(
    "erfc",
    "mappings/aten/erfc.yaml",
    dtypes=("float16", "float32", "uint8", "int8", "int16", "int32", "int64", "bool"),
    reasons={
        "float64": "ONNX Runtime has no double Erf kernel, and this float32 fit is not accurate to double precision",
        "bfloat16": "ONNX Runtime has no bfloat16 Exp kernel on the CPU",
    },
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, input):
    check_inputs(CONTRACT, input=input)
    half = g.op("Constant", value_t=torch.tensor(0.5, dtype=torch.float32))
    one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float32))
    c = g.op("Constant", value_t=torch.tensor(0.17087277, dtype=torch.float32))
    c_2 = g.op("Constant", value_t=torch.tensor(-0.82215223, dtype=torch.float32))
    c_3 = g.op("Constant", value_t=torch.tensor(1.48851587, dtype=torch.float32))
    c_4 = g.op("Constant", value_t=torch.tensor(-1.13520398, dtype=torch.float32))
    c_5 = g.op("Constant", value_t=torch.tensor(0.27886807, dtype=torch.float32))
    c_6 = g.op("Constant", value_t=torch.tensor(-0.18628806, dtype=torch.float32))
    c_7 = g.op("Constant", value_t=torch.tensor(0.09678418, dtype=torch.float32))
    c_8 = g.op("Constant", value_t=torch.tensor(0.37409196, dtype=torch.float32))
    c_9 = g.op("Constant", value_t=torch.tensor(1.00002368, dtype=torch.float32))
    c_10 = g.op("Constant", value_t=torch.tensor(-1.26551223, dtype=torch.float32))
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float32))
    two = g.op("Constant", value_t=torch.tensor(2, dtype=torch.float32))
    x = g.op("Cast", input, to_i=1)
    z = g.op("Abs", x)
    t = g.op("Div", one, g.op("Add", one, g.op("Mul", half, z)))
    mul_4 = g.op(
        "Mul",
        t,
        g.op("Add", c_3, g.op("Mul", t, g.op("Add", c_2, g.op("Mul", t, c)))),
    )
    add_6 = g.op(
        "Add",
        c_6,
        g.op("Mul", t, g.op("Add", c_5, g.op("Mul", t, g.op("Add", c_4, mul_4)))),
    )
    mul_9 = g.op(
        "Mul",
        t,
        g.op("Add", c_8, g.op("Mul", t, g.op("Add", c_7, g.op("Mul", t, add_6)))),
    )
    p = g.op("Add", c_10, g.op("Mul", t, g.op("Add", c_9, mul_9)))
    e = g.op("Mul", t, g.op("Exp", g.op("Sub", p, g.op("Mul", z, z))))
    r = g.op("Where", g.op("Less", x, zero), g.op("Sub", two, e), e)
    if dtype_name(input) == "float16":
        return g.op("Cast", r, to_i=10)
    else:
        return g.op("Identity", r)
