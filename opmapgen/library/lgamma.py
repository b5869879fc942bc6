"""lgamma: aten::lgamma -> ONNX Cast + Abs + Less + Sub + Where + Add + Div + Log + Mul + Round + Sin + Neg + Equal + Identity, opsets 11 to 20.

Generated from mappings/aten/lgamma.yaml by `opmapgen build`; do not edit.

Source schema: aten::lgamma(Tensor self) -> Tensor

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
    torch_fallback,
)

SOURCE_OP = "aten::lgamma"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(11, 21)
CONTRACT = Contract(
    "lgamma",
    "mappings/aten/lgamma.yaml",
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


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, input):
    check_inputs(CONTRACT, input=input)
    small_c = g.op("Constant", value_t=torch.tensor(1e-08, dtype=torch.float64))
    half = g.op("Constant", value_t=torch.tensor(0.5, dtype=torch.float64))
    one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float64))
    series_c = g.op(
        "Constant",
        value_t=torch.tensor(676.5203681218851, dtype=torch.float64),
    )
    series_c_2 = g.op(
        "Constant",
        value_t=torch.tensor(0.9999999999998099, dtype=torch.float64),
    )
    two = g.op("Constant", value_t=torch.tensor(2, dtype=torch.float64))
    series_c_3 = g.op(
        "Constant",
        value_t=torch.tensor(1259.1392167224028, dtype=torch.float64),
    )
    three = g.op("Constant", value_t=torch.tensor(3, dtype=torch.float64))
    series_c_4 = g.op(
        "Constant",
        value_t=torch.tensor(771.3234287776531, dtype=torch.float64),
    )
    series_c_5 = g.op("Constant", value_t=torch.tensor(4, dtype=torch.float64))
    series_c_6 = g.op(
        "Constant",
        value_t=torch.tensor(176.6150291621406, dtype=torch.float64),
    )
    series_c_7 = g.op("Constant", value_t=torch.tensor(5, dtype=torch.float64))
    series_c_8 = g.op(
        "Constant",
        value_t=torch.tensor(12.507343278686905, dtype=torch.float64),
    )
    series_c_9 = g.op("Constant", value_t=torch.tensor(6, dtype=torch.float64))
    series_c_10 = g.op(
        "Constant",
        value_t=torch.tensor(0.13857109526572012, dtype=torch.float64),
    )
    series_c_11 = g.op("Constant", value_t=torch.tensor(7, dtype=torch.float64))
    series_c_12 = g.op(
        "Constant",
        value_t=torch.tensor(9.984369578019572e-06, dtype=torch.float64),
    )
    series_c_13 = g.op("Constant", value_t=torch.tensor(8, dtype=torch.float64))
    series_c_14 = g.op(
        "Constant",
        value_t=torch.tensor(1.5056327351493116e-07, dtype=torch.float64),
    )
    lanczos_c = g.op("Constant", value_t=torch.tensor(7.5, dtype=torch.float64))
    lanczos_c_2 = g.op(
        "Constant",
        value_t=torch.tensor(0.9189385332046727, dtype=torch.float64),
    )
    sine_c = g.op(
        "Constant",
        value_t=torch.tensor(3.141592653589793, dtype=torch.float64),
    )
    reflected_c = g.op(
        "Constant",
        value_t=torch.tensor(1.1447298858494002, dtype=torch.float64),
    )
    minus_inf = g.op(
        "Constant",
        value_t=torch.tensor(float("-inf"), dtype=torch.float64),
    )
    inf = g.op("Constant", value_t=torch.tensor(float("inf"), dtype=torch.float64))
    x = g.op("Cast", input, to_i=TensorProto.DOUBLE)
    small = g.op("Less", g.op("Abs", x), small_c)
    reflect = g.op("Less", x, half)
    y = g.op("Where", reflect, g.op("Sub", one, x), x)
    z = g.op("Sub", y, one)
    series_add_5 = g.op(
        "Add",
        g.op(
            "Sub",
            g.op("Add", series_c_2, g.op("Div", series_c, g.op("Add", z, one))),
            g.op("Div", series_c_3, g.op("Add", z, two)),
        ),
        g.op("Div", series_c_4, g.op("Add", z, three)),
    )
    series_sub_3 = g.op(
        "Sub",
        g.op(
            "Add",
            g.op(
                "Sub",
                series_add_5,
                g.op("Div", series_c_6, g.op("Add", z, series_c_5)),
            ),
            g.op("Div", series_c_8, g.op("Add", z, series_c_7)),
        ),
        g.op("Div", series_c_10, g.op("Add", z, series_c_9)),
    )
    series = g.op(
        "Add",
        g.op(
            "Add",
            series_sub_3,
            g.op("Div", series_c_12, g.op("Add", z, series_c_11)),
        ),
        g.op("Div", series_c_14, g.op("Add", z, series_c_13)),
    )
    lanczos_add_3 = g.op(
        "Add",
        lanczos_c_2,
        g.op(
            "Mul",
            g.op("Add", z, half),
            g.op("Sub", g.op("Log", g.op("Add", z, lanczos_c)), one),
        ),
    )
    lanczos = g.op("Add", g.op("Sub", lanczos_add_3, series_c_11), g.op("Log", series))
    d = g.op("Sub", x, g.op("Round", x))
    sine = g.op("Abs", g.op("Sin", g.op("Mul", d, sine_c)))
    reflected = g.op("Sub", g.op("Sub", reflected_c, g.op("Log", sine)), lanczos)
    value = g.op(
        "Where",
        small,
        g.op("Neg", g.op("Log", g.op("Abs", x))),
        g.op(
            "Where",
            g.op("Equal", x, minus_inf),
            inf,
            g.op("Where", reflect, reflected, lanczos),
        ),
    )
    if is_floating(input) and dtype_name(input) != "float64":
        return g.op("Cast", value, to_i=onnx_dtype_of(input))
    elif dtype_name(input) == "float64":
        return g.op("Identity", value)
    else:
        return g.op("Cast", value, to_i=TensorProto.FLOAT)
