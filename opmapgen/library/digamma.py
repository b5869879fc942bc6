"""digamma: aten::digamma -> ONNX Cast + Less + Sub + Where + Add + Div + Mul + Log + Ceil + Floor + Cos + Sin + Equal + Identity, opsets 11 to 20.

Generated from mappings/aten/digamma.yaml by `opmapgen build`; do not edit.

Source schema: aten::digamma(Tensor self) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_name,
    is_floating,
    onnx_dtype_of,
    parse_args,
    polevl,
    torch_fallback,
)

SOURCE_OP = "aten::digamma"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(11, 21)
CONTRACT = Contract(
    "digamma",
    "mappings/aten/digamma.yaml",
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
    ),
    reasons={
        "bfloat16": "ONNX Cast takes bfloat16 only from opset 13, and this mapping starts at 11",
    },
    scalar_typed_ops=("Less", "Sub", "Add", "Div", "Mul", "Equal"),
)
# poly: polevl's coefficients, highest degree first
POLY = (
    0.08333333333333333,
    -0.021092796092796094,
    0.007575757575757576,
    -0.004166666666666667,
    0.003968253968253968,
    -0.008333333333333333,
    0.08333333333333333,
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, input):
    check_inputs(CONTRACT, input=input)
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float64))
    one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float64))
    ten = g.op("Constant", value_t=torch.tensor(10, dtype=torch.float64))
    two = g.op("Constant", value_t=torch.tensor(2, dtype=torch.float64))
    three = g.op("Constant", value_t=torch.tensor(3, dtype=torch.float64))
    steps_c = g.op("Constant", value_t=torch.tensor(4, dtype=torch.float64))
    steps_c_2 = g.op("Constant", value_t=torch.tensor(5, dtype=torch.float64))
    steps_c_3 = g.op("Constant", value_t=torch.tensor(6, dtype=torch.float64))
    steps_c_4 = g.op("Constant", value_t=torch.tensor(7, dtype=torch.float64))
    steps_c_5 = g.op("Constant", value_t=torch.tensor(8, dtype=torch.float64))
    steps_c_6 = g.op("Constant", value_t=torch.tensor(9, dtype=torch.float64))
    half = g.op("Constant", value_t=torch.tensor(0.5, dtype=torch.float64))
    angle_c = g.op(
        "Constant",
        value_t=torch.tensor(3.141592653589793, dtype=torch.float64),
    )
    nan = g.op("Constant", value_t=torch.tensor(float("nan"), dtype=torch.float64))
    x = g.op("Cast", input, to_i=TensorProto.DOUBLE)
    negative = g.op("Less", x, zero)
    a = g.op("Where", negative, g.op("Sub", one, x), x)
    shift = g.op("Less", a, ten)
    v = g.op("Where", shift, g.op("Add", a, ten), a)
    steps_add_6 = g.op(
        "Add",
        g.op(
            "Add",
            g.op("Add", g.op("Div", one, a), g.op("Div", one, g.op("Add", a, one))),
            g.op("Div", one, g.op("Add", a, two)),
        ),
        g.op("Div", one, g.op("Add", a, three)),
    )
    steps_add_12 = g.op(
        "Add",
        g.op(
            "Add",
            g.op("Add", steps_add_6, g.op("Div", one, g.op("Add", a, steps_c))),
            g.op("Div", one, g.op("Add", a, steps_c_2)),
        ),
        g.op("Div", one, g.op("Add", a, steps_c_3)),
    )
    steps = g.op(
        "Add",
        g.op(
            "Add",
            g.op("Add", steps_add_12, g.op("Div", one, g.op("Add", a, steps_c_4))),
            g.op("Div", one, g.op("Add", a, steps_c_5)),
        ),
        g.op("Div", one, g.op("Add", a, steps_c_6)),
    )
    z = g.op("Div", one, g.op("Mul", v, v))
    poly = polevl(g, z, POLY, like="float64")
    psi = g.op(
        "Sub",
        g.op(
            "Sub",
            g.op("Sub", g.op("Log", v), g.op("Div", half, v)),
            g.op("Mul", z, poly),
        ),
        g.op("Where", shift, steps, zero),
    )
    r = g.op("Sub", x, g.op("Where", negative, g.op("Ceil", x), g.op("Floor", x)))
    angle = g.op("Mul", r, angle_c)
    reflected = g.op(
        "Sub",
        psi,
        g.op("Div", g.op("Mul", angle_c, g.op("Cos", angle)), g.op("Sin", angle)),
    )
    value = g.op(
        "Where",
        negative,
        g.op("Where", g.op("Equal", r, zero), nan, reflected),
        psi,
    )
    if is_floating(input) and dtype_name(input) != "float64":
        return g.op("Cast", value, to_i=onnx_dtype_of(input))
    elif dtype_name(input) == "float64":
        return g.op("Identity", value)
    else:
        return g.op("Cast", value, to_i=TensorProto.FLOAT)
