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


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, input):
    check_inputs(CONTRACT, input=input)
    one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float32))
    central_c = g.op("Constant", value_t=torch.tensor(2.5, dtype=torch.float32))
    three = g.op("Constant", value_t=torch.tensor(3, dtype=torch.float32))
    p_central_c = g.op(
        "Constant",
        value_t=torch.tensor(2.81022636e-08, dtype=torch.float32),
    )
    p_central_c_2 = g.op(
        "Constant",
        value_t=torch.tensor(3.43273939e-07, dtype=torch.float32),
    )
    p_central_c_3 = g.op(
        "Constant",
        value_t=torch.tensor(3.5233877e-06, dtype=torch.float32),
    )
    p_central_c_4 = g.op(
        "Constant",
        value_t=torch.tensor(4.39150654e-06, dtype=torch.float32),
    )
    p_central_c_5 = g.op(
        "Constant",
        value_t=torch.tensor(0.00021858087, dtype=torch.float32),
    )
    p_central_c_6 = g.op(
        "Constant",
        value_t=torch.tensor(0.00125372503, dtype=torch.float32),
    )
    p_central_c_7 = g.op(
        "Constant",
        value_t=torch.tensor(0.00417768164, dtype=torch.float32),
    )
    p_central_c_8 = g.op(
        "Constant",
        value_t=torch.tensor(0.246640727, dtype=torch.float32),
    )
    p_central_c_9 = g.op(
        "Constant",
        value_t=torch.tensor(1.50140941, dtype=torch.float32),
    )
    p_tail_c = g.op(
        "Constant",
        value_t=torch.tensor(-0.000200214257, dtype=torch.float32),
    )
    p_tail_c_2 = g.op(
        "Constant",
        value_t=torch.tensor(0.000100950558, dtype=torch.float32),
    )
    p_tail_c_3 = g.op(
        "Constant",
        value_t=torch.tensor(0.00134934322, dtype=torch.float32),
    )
    p_tail_c_4 = g.op(
        "Constant",
        value_t=torch.tensor(0.00367342844, dtype=torch.float32),
    )
    p_tail_c_5 = g.op(
        "Constant",
        value_t=torch.tensor(0.00573950773, dtype=torch.float32),
    )
    p_tail_c_6 = g.op(
        "Constant",
        value_t=torch.tensor(0.0076224613, dtype=torch.float32),
    )
    p_tail_c_7 = g.op(
        "Constant",
        value_t=torch.tensor(0.00943887047, dtype=torch.float32),
    )
    p_tail_c_8 = g.op("Constant", value_t=torch.tensor(1.00167406, dtype=torch.float32))
    p_tail_c_9 = g.op("Constant", value_t=torch.tensor(2.83297682, dtype=torch.float32))
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
    p_central_mul_3 = g.op(
        "Mul",
        g.op(
            "Sub",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", p_central_c, central), p_central_c_2),
                central,
            ),
            p_central_c_3,
        ),
        central,
    )
    p_central_sub_3 = g.op(
        "Sub",
        g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Sub", p_central_mul_3, p_central_c_4), central),
                p_central_c_5,
            ),
            central,
        ),
        p_central_c_6,
    )
    p_central_mul_8 = g.op(
        "Mul",
        g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Sub", g.op("Mul", p_central_sub_3, central), p_central_c_7),
                central,
            ),
            p_central_c_8,
        ),
        central,
    )
    p_central = g.op("Add", p_central_mul_8, p_central_c_9)
    p_tail_mul_3 = g.op(
        "Mul",
        g.op(
            "Add",
            g.op("Mul", g.op("Add", g.op("Mul", p_tail_c, tail), p_tail_c_2), tail),
            p_tail_c_3,
        ),
        tail,
    )
    p_tail_sub_2 = g.op(
        "Sub",
        g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Sub", p_tail_mul_3, p_tail_c_4), tail),
                p_tail_c_5,
            ),
            tail,
        ),
        p_tail_c_6,
    )
    p_tail_mul_8 = g.op(
        "Mul",
        g.op(
            "Add",
            g.op("Mul", g.op("Add", g.op("Mul", p_tail_sub_2, tail), p_tail_c_7), tail),
            p_tail_c_8,
        ),
        tail,
    )
    p_tail = g.op("Add", p_tail_mul_8, p_tail_c_9)
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
