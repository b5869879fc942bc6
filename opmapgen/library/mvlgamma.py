"""mvlgamma: aten::mvlgamma -> ONNX Range + Cast + Sub + Mul + Unsqueeze + Add + Abs + Log + Floor + Pow + LessOrEqual + Greater + Where + Max + Less + Div + Round + Identity + Sin + Neg + Equal + ReduceSum, opsets 13 to 20.

Generated from mappings/aten/mvlgamma.yaml by `opmapgen build`; do not edit.

Source schema: aten::mvlgamma(Tensor self, int p) -> Tensor

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

SOURCE_OP = "aten::mvlgamma"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "mvlgamma",
    "mappings/aten/mvlgamma.yaml",
    dtypes=(
        "float16",
        "float32",
        "float64",
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
    ),
    reasons={
        "bfloat16": "the formula computes it in float32 and does not cast the result back to bfloat16",
        "bool": "torch does not take bool inputs to mvlgamma",
    },
    scalar_typed_ops=(
        "Sub",
        "Mul",
        "Add",
        "Pow",
        "LessOrEqual",
        "Greater",
        "Max",
        "Less",
        "Div",
        "Equal",
    ),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "i")
def symbolic(g, input, p):
    check_inputs(CONTRACT, input=input)
    two = g.op("Constant", value_t=torch.tensor(2.0, dtype=torch.float64))
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
    p_value = g.op("Constant", value_t=torch.tensor(p, dtype=torch.int64))
    one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
    scalar = g.op("Constant", value_t=torch.tensor(p - 1, dtype=torch.float64))
    half = g.op("Constant", value_t=torch.tensor(0.5, dtype=torch.float64))
    minus_one_list_4 = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
    h_e0_c = g.op(
        "Constant",
        value_t=torch.tensor(1.4426950408889634, dtype=torch.float64),
    )
    one_2 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float64))
    h_ulp_c = g.op("Constant", value_t=torch.tensor(-14, dtype=torch.float64))
    ten = g.op("Constant", value_t=torch.tensor(10, dtype=torch.float64))
    h_r_c = g.op("Constant", value_t=torch.tensor(65520, dtype=torch.float64))
    inf = g.op("Constant", value_t=torch.tensor(float("inf"), dtype=torch.float64))
    small_c = g.op("Constant", value_t=torch.tensor(1e-08, dtype=torch.float64))
    series_c = g.op(
        "Constant",
        value_t=torch.tensor(676.5203681218851, dtype=torch.float64),
    )
    series_c_2 = g.op(
        "Constant",
        value_t=torch.tensor(0.9999999999998099, dtype=torch.float64),
    )
    two_2 = g.op("Constant", value_t=torch.tensor(2, dtype=torch.float64))
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
    shifts = g.op(
        "Mul",
        g.op(
            "Sub",
            g.op("Cast", g.op("Range", zero, p_value, one), to_i=TensorProto.DOUBLE),
            scalar,
        ),
        half,
    )
    if dtype_name(input) == "float64":
        minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
        args = g.op("Add", g.op("Unsqueeze", input, minus_one_list), shifts)
    elif dtype_name(input) == "float32":
        minus_one_list_2 = g.op(
            "Constant",
            value_t=torch.tensor([-1], dtype=torch.int64),
        )
        args = g.op(
            "Add",
            g.op("Unsqueeze", input, minus_one_list_2),
            g.op("Cast", shifts, to_i=TensorProto.FLOAT),
        )
    else:
        minus_one_list_3 = g.op(
            "Constant",
            value_t=torch.tensor([-1], dtype=torch.int64),
        )
        args = g.op(
            "Add",
            g.op(
                "Unsqueeze",
                g.op("Cast", input, to_i=TensorProto.FLOAT),
                minus_one_list_3,
            ),
            g.op("Cast", shifts, to_i=TensorProto.FLOAT),
        )
    h_v = g.op(
        "Add",
        g.op(
            "Unsqueeze",
            g.op("Cast", input, to_i=TensorProto.DOUBLE),
            minus_one_list_4,
        ),
        shifts,
    )
    h_a = g.op("Abs", h_v)
    h_e0 = g.op("Floor", g.op("Mul", g.op("Log", h_a), h_e0_c))
    h_e = g.op(
        "Where",
        g.op("LessOrEqual", g.op("Pow", two, g.op("Add", h_e0, one_2)), h_a),
        g.op("Add", h_e0, one_2),
        g.op(
            "Where",
            g.op("Greater", g.op("Pow", two, h_e0), h_a),
            g.op("Sub", h_e0, one_2),
            h_e0,
        ),
    )
    h_ulp = g.op("Pow", two, g.op("Sub", g.op("Max", h_e, h_ulp_c), ten))
    h_r = g.op(
        "Where",
        g.op("Less", h_a, h_r_c),
        g.op("Mul", g.op("Round", g.op("Div", h_v, h_ulp)), h_ulp),
        g.op("Mul", h_v, inf),
    )
    if dtype_name(input) == "float16":
        x = g.op("Identity", h_r)
    else:
        x = g.op("Cast", args, to_i=TensorProto.DOUBLE)
    small = g.op("Less", g.op("Abs", x), small_c)
    reflect = g.op("Less", x, half)
    y = g.op("Where", reflect, g.op("Sub", one_2, x), x)
    z = g.op("Sub", y, one_2)
    series_add_5 = g.op(
        "Add",
        g.op(
            "Sub",
            g.op("Add", series_c_2, g.op("Div", series_c, g.op("Add", z, one_2))),
            g.op("Div", series_c_3, g.op("Add", z, two_2)),
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
            g.op("Sub", g.op("Log", g.op("Add", z, lanczos_c)), one_2),
        ),
    )
    lanczos = g.op("Add", g.op("Sub", lanczos_add_3, series_c_11), g.op("Log", series))
    d = g.op("Sub", x, g.op("Round", x))
    sine = g.op("Abs", g.op("Sin", g.op("Mul", d, sine_c)))
    reflected = g.op("Sub", g.op("Sub", reflected_c, g.op("Log", sine)), lanczos)
    terms = g.op(
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
    t_v = g.op("Identity", terms)
    t_a = g.op("Abs", t_v)
    t_e0 = g.op("Floor", g.op("Mul", g.op("Log", t_a), h_e0_c))
    t_e = g.op(
        "Where",
        g.op("LessOrEqual", g.op("Pow", two, g.op("Add", t_e0, one_2)), t_a),
        g.op("Add", t_e0, one_2),
        g.op(
            "Where",
            g.op("Greater", g.op("Pow", two, t_e0), t_a),
            g.op("Sub", t_e0, one_2),
            t_e0,
        ),
    )
    t_ulp = g.op("Pow", two, g.op("Sub", g.op("Max", t_e, h_ulp_c), ten))
    t_r = g.op(
        "Where",
        g.op("Less", t_a, h_r_c),
        g.op("Mul", g.op("Round", g.op("Div", t_v, t_ulp)), t_ulp),
        g.op("Mul", t_v, inf),
    )
    t_sum = g.op("ReduceSum", t_r, minus_one_list_4, keepdims_i=0)
    u_v = g.op("Identity", t_sum)
    u_a = g.op("Abs", u_v)
    u_e0 = g.op("Floor", g.op("Mul", g.op("Log", u_a), h_e0_c))
    u_e = g.op(
        "Where",
        g.op("LessOrEqual", g.op("Pow", two, g.op("Add", u_e0, one_2)), u_a),
        g.op("Add", u_e0, one_2),
        g.op(
            "Where",
            g.op("Greater", g.op("Pow", two, u_e0), u_a),
            g.op("Sub", u_e0, one_2),
            u_e0,
        ),
    )
    u_ulp = g.op("Pow", two, g.op("Sub", g.op("Max", u_e, h_ulp_c), ten))
    u_r = g.op(
        "Where",
        g.op("Less", u_a, h_r_c),
        g.op("Mul", g.op("Round", g.op("Div", u_v, u_ulp)), u_ulp),
        g.op("Mul", u_v, inf),
    )
    if dtype_name(input) == "float64":
        minus_one_list_5 = g.op(
            "Constant",
            value_t=torch.tensor([-1], dtype=torch.int64),
        )
        scalar_2 = g.op(
            "Constant",
            value_t=torch.tensor(
                p * (p - 1) * 0.28618247146235004,
                dtype=torch.float64,
            ),
        )
        return g.op(
            "Add",
            g.op("ReduceSum", terms, minus_one_list_5, keepdims_i=0),
            scalar_2,
        )
    elif dtype_name(input) == "float16":
        scalar_3 = g.op(
            "Constant",
            value_t=torch.tensor(
                p * (p - 1) * 0.28618247146235004,
                dtype=torch.float32,
            ),
        )
        return g.op(
            "Cast",
            g.op("Add", g.op("Cast", u_r, to_i=TensorProto.FLOAT), scalar_3),
            to_i=TensorProto.FLOAT16,
        )
    else:
        minus_one_list_6 = g.op(
            "Constant",
            value_t=torch.tensor([-1], dtype=torch.int64),
        )
        scalar_4 = g.op(
            "Constant",
            value_t=torch.tensor(
                p * (p - 1) * 0.28618247146235004,
                dtype=torch.float32,
            ),
        )
        return g.op(
            "Add",
            g.op(
                "ReduceSum",
                g.op("Cast", terms, to_i=TensorProto.FLOAT),
                minus_one_list_6,
                keepdims_i=0,
            ),
            scalar_4,
        )
