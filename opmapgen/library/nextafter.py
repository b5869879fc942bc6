"""nextafter: aten::nextafter -> ONNX Abs + Log + Div + Floor + Pow + Greater + Sub + Mul + Add + Where + Less + Equal + Not + And + Max + IsNaN + Or + Cast, opsets 11 to 20.

Generated from mappings/aten/nextafter.yaml by `opmapgen build`; do not edit.

Source schema: aten::nextafter(Tensor self, Tensor other) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_name,
    dtype_of,
    parse_args,
    promote,
    torch_fallback,
)

SOURCE_OP = "aten::nextafter"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(11, 21)
CONTRACT = Contract(
    "nextafter",
    "mappings/aten/nextafter.yaml",
    dtypes=(
        "float16",
        "bfloat16",
        "float32",
        "float64",
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
        "bool",
    ),
    reasons={"complex": "torch's nextafter takes real floating inputs only"},
    scalar_typed_ops=(
        "Div",
        "Pow",
        "Greater",
        "Sub",
        "Mul",
        "Add",
        "Less",
        "Equal",
        "Max",
    ),
    promote=("input", "other"),
    promote_kind="NO_OPMATH",
    dtype_opsets={"bfloat16": 13},
    variants=(
        'dtype(input) == "float32"',
        'dtype(input) == "float64"',
        'dtype(input) == "float16"',
        'dtype(input) == "bfloat16"',
    ),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v")
def symbolic(g, input, other):
    opset = g.opset
    check_inputs(CONTRACT, input=input, other=other, opset=opset)
    # torch's type promotion: one dtype for these, as torch.result_type gives it
    input, other = promote(g, CONTRACT, input=input, other=other)
    if dtype_name(input) == "float32":
        e_c = g.op(
            "Constant",
            value_t=torch.tensor(0.6931471805599453, dtype=dtype_of(input)),
        )
        two = g.op("Constant", value_t=torch.tensor(2, dtype=dtype_of(input)))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(input)))
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(input)))
        m_c = g.op("Constant", value_t=torch.tensor(-126, dtype=dtype_of(input)))
        m_c_2 = g.op("Constant", value_t=torch.tensor(23, dtype=dtype_of(input)))
        m_c_3 = g.op(
            "Constant",
            value_t=torch.tensor(3.4028234663852886e38, dtype=dtype_of(input)),
        )
        inf = g.op(
            "Constant",
            value_t=torch.tensor(float("inf"), dtype=dtype_of(input)),
        )
        m_c_4 = g.op(
            "Constant",
            value_t=torch.tensor(1.401298464324817e-45, dtype=dtype_of(input)),
        )
        zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(other)))
        one_2 = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(other)))
        two_2 = g.op("Constant", value_t=torch.tensor(2, dtype=torch.float32))
        one_3 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float32))
        a = g.op("Abs", input)
        e0 = g.op("Floor", g.op("Div", g.op("Log", a), e_c))
        e = g.op(
            "Where",
            g.op("Greater", g.op("Pow", two, e0), a),
            g.op("Sub", e0, one),
            g.op(
                "Where",
                g.op("Greater", g.op("Mul", g.op("Pow", two, e0), two), a),
                e0,
                g.op("Add", e0, one),
            ),
        )
        grow = g.op("Equal", g.op("Less", input, other), g.op("Greater", input, zero))
        m_where = g.op(
            "Where",
            g.op(
                "And",
                g.op("And", g.op("Not", grow), g.op("Equal", g.op("Pow", two, e), a)),
                g.op("Greater", e, m_c),
            ),
            g.op("Sub", g.op("Sub", e, m_c_2), one),
            g.op("Sub", g.op("Max", e, m_c), m_c_2),
        )
        step = g.op("Pow", two, m_where)
        m_where_4 = g.op(
            "Where",
            g.op("Equal", a, inf),
            m_c_3,
            g.op(
                "Where",
                grow,
                g.op(
                    "Where",
                    g.op("Greater", g.op("Add", a, step), m_c_3),
                    inf,
                    g.op("Add", a, step),
                ),
                g.op("Sub", a, step),
            ),
        )
        m = g.op(
            "Where",
            g.op("Or", g.op("IsNaN", input), g.op("IsNaN", other)),
            g.op("Add", input, other),
            g.op(
                "Where",
                g.op("Equal", input, other),
                g.op("Abs", other),
                g.op("Where", g.op("Equal", input, zero), m_c_4, m_where_4),
            ),
        )
        result_or_2 = g.op(
            "Or",
            g.op("Less", input, zero),
            g.op(
                "And",
                g.op("Equal", input, zero),
                g.op(
                    "Or",
                    g.op("Less", other, zero_2),
                    g.op("Less", g.op("Div", one_2, other), zero_2),
                ),
            ),
        )
        return g.op(
            "Mul",
            m,
            g.op(
                "Sub",
                one_3,
                g.op("Mul", two_2, g.op("Cast", result_or_2, to_i=TensorProto.FLOAT)),
            ),
        )
    if dtype_name(input) == "float64":
        e_c = g.op(
            "Constant",
            value_t=torch.tensor(0.6931471805599453, dtype=dtype_of(input)),
        )
        two = g.op("Constant", value_t=torch.tensor(2, dtype=dtype_of(input)))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(input)))
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(input)))
        m_c = g.op("Constant", value_t=torch.tensor(-1022, dtype=dtype_of(input)))
        m_c_2 = g.op("Constant", value_t=torch.tensor(52, dtype=dtype_of(input)))
        m_c_3 = g.op(
            "Constant",
            value_t=torch.tensor(1.7976931348623157e308, dtype=dtype_of(input)),
        )
        inf = g.op(
            "Constant",
            value_t=torch.tensor(float("inf"), dtype=dtype_of(input)),
        )
        m_c_4 = g.op("Constant", value_t=torch.tensor(5e-324, dtype=dtype_of(input)))
        zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(other)))
        one_2 = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(other)))
        two_2 = g.op("Constant", value_t=torch.tensor(2, dtype=torch.float64))
        one_3 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float64))
        a = g.op("Abs", input)
        e0 = g.op("Floor", g.op("Div", g.op("Log", a), e_c))
        e = g.op(
            "Where",
            g.op("Greater", g.op("Pow", two, e0), a),
            g.op("Sub", e0, one),
            g.op(
                "Where",
                g.op("Greater", g.op("Mul", g.op("Pow", two, e0), two), a),
                e0,
                g.op("Add", e0, one),
            ),
        )
        grow = g.op("Equal", g.op("Less", input, other), g.op("Greater", input, zero))
        m_where = g.op(
            "Where",
            g.op(
                "And",
                g.op("And", g.op("Not", grow), g.op("Equal", g.op("Pow", two, e), a)),
                g.op("Greater", e, m_c),
            ),
            g.op("Sub", g.op("Sub", e, m_c_2), one),
            g.op("Sub", g.op("Max", e, m_c), m_c_2),
        )
        step = g.op("Pow", two, m_where)
        m_where_4 = g.op(
            "Where",
            g.op("Equal", a, inf),
            m_c_3,
            g.op(
                "Where",
                grow,
                g.op(
                    "Where",
                    g.op("Greater", g.op("Add", a, step), m_c_3),
                    inf,
                    g.op("Add", a, step),
                ),
                g.op("Sub", a, step),
            ),
        )
        m = g.op(
            "Where",
            g.op("Or", g.op("IsNaN", input), g.op("IsNaN", other)),
            g.op("Add", input, other),
            g.op(
                "Where",
                g.op("Equal", input, other),
                g.op("Abs", other),
                g.op("Where", g.op("Equal", input, zero), m_c_4, m_where_4),
            ),
        )
        result_or_2 = g.op(
            "Or",
            g.op("Less", input, zero),
            g.op(
                "And",
                g.op("Equal", input, zero),
                g.op(
                    "Or",
                    g.op("Less", other, zero_2),
                    g.op("Less", g.op("Div", one_2, other), zero_2),
                ),
            ),
        )
        return g.op(
            "Mul",
            m,
            g.op(
                "Sub",
                one_3,
                g.op("Mul", two_2, g.op("Cast", result_or_2, to_i=TensorProto.DOUBLE)),
            ),
        )
    if dtype_name(input) == "float16":
        e_c = g.op(
            "Constant",
            value_t=torch.tensor(0.6931471805599453, dtype=torch.float32),
        )
        two = g.op("Constant", value_t=torch.tensor(2, dtype=torch.float32))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float32))
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float32))
        m_c = g.op("Constant", value_t=torch.tensor(-14, dtype=torch.float32))
        ten = g.op("Constant", value_t=torch.tensor(10, dtype=torch.float32))
        m_c_2 = g.op("Constant", value_t=torch.tensor(65504, dtype=torch.float32))
        inf = g.op("Constant", value_t=torch.tensor(float("inf"), dtype=torch.float32))
        m_c_3 = g.op(
            "Constant",
            value_t=torch.tensor(5.960464477539063e-08, dtype=torch.float32),
        )
        x = g.op("Cast", input, to_i=TensorProto.FLOAT)
        y = g.op("Cast", other, to_i=TensorProto.FLOAT)
        a = g.op("Abs", x)
        e0 = g.op("Floor", g.op("Div", g.op("Log", a), e_c))
        e = g.op(
            "Where",
            g.op("Greater", g.op("Pow", two, e0), a),
            g.op("Sub", e0, one),
            g.op(
                "Where",
                g.op("Greater", g.op("Mul", g.op("Pow", two, e0), two), a),
                e0,
                g.op("Add", e0, one),
            ),
        )
        grow = g.op("Equal", g.op("Less", x, y), g.op("Greater", x, zero))
        m_where = g.op(
            "Where",
            g.op(
                "And",
                g.op("And", g.op("Not", grow), g.op("Equal", g.op("Pow", two, e), a)),
                g.op("Greater", e, m_c),
            ),
            g.op("Sub", g.op("Sub", e, ten), one),
            g.op("Sub", g.op("Max", e, m_c), ten),
        )
        step = g.op("Pow", two, m_where)
        m_where_4 = g.op(
            "Where",
            g.op("Equal", a, inf),
            m_c_2,
            g.op(
                "Where",
                grow,
                g.op(
                    "Where",
                    g.op("Greater", g.op("Add", a, step), m_c_2),
                    inf,
                    g.op("Add", a, step),
                ),
                g.op("Sub", a, step),
            ),
        )
        m = g.op(
            "Where",
            g.op("Or", g.op("IsNaN", x), g.op("IsNaN", y)),
            g.op("Add", x, y),
            g.op(
                "Where",
                g.op("Equal", x, y),
                g.op("Abs", y),
                g.op("Where", g.op("Equal", x, zero), m_c_3, m_where_4),
            ),
        )
        result_or_2 = g.op(
            "Or",
            g.op("Less", x, zero),
            g.op(
                "And",
                g.op("Equal", x, zero),
                g.op(
                    "Or",
                    g.op("Less", y, zero),
                    g.op("Less", g.op("Div", one, y), zero),
                ),
            ),
        )
        return g.op(
            "Cast",
            g.op(
                "Mul",
                m,
                g.op(
                    "Sub",
                    one,
                    g.op("Mul", two, g.op("Cast", result_or_2, to_i=TensorProto.FLOAT)),
                ),
            ),
            to_i=TensorProto.FLOAT16,
        )
    if dtype_name(input) == "bfloat16":
        e_c = g.op(
            "Constant",
            value_t=torch.tensor(0.6931471805599453, dtype=torch.float32),
        )
        two = g.op("Constant", value_t=torch.tensor(2, dtype=torch.float32))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float32))
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float32))
        m_c = g.op("Constant", value_t=torch.tensor(-126, dtype=torch.float32))
        m_c_2 = g.op("Constant", value_t=torch.tensor(7, dtype=torch.float32))
        m_c_3 = g.op(
            "Constant",
            value_t=torch.tensor(3.3895313892515355e38, dtype=torch.float32),
        )
        inf = g.op("Constant", value_t=torch.tensor(float("inf"), dtype=torch.float32))
        m_c_4 = g.op(
            "Constant",
            value_t=torch.tensor(9.183549615799121e-41, dtype=torch.float32),
        )
        x = g.op("Cast", input, to_i=TensorProto.FLOAT)
        y = g.op("Cast", other, to_i=TensorProto.FLOAT)
        a = g.op("Abs", x)
        e0 = g.op("Floor", g.op("Div", g.op("Log", a), e_c))
        e = g.op(
            "Where",
            g.op("Greater", g.op("Pow", two, e0), a),
            g.op("Sub", e0, one),
            g.op(
                "Where",
                g.op("Greater", g.op("Mul", g.op("Pow", two, e0), two), a),
                e0,
                g.op("Add", e0, one),
            ),
        )
        grow = g.op("Equal", g.op("Less", x, y), g.op("Greater", x, zero))
        m_where = g.op(
            "Where",
            g.op(
                "And",
                g.op("And", g.op("Not", grow), g.op("Equal", g.op("Pow", two, e), a)),
                g.op("Greater", e, m_c),
            ),
            g.op("Sub", g.op("Sub", e, m_c_2), one),
            g.op("Sub", g.op("Max", e, m_c), m_c_2),
        )
        step = g.op("Pow", two, m_where)
        m_where_4 = g.op(
            "Where",
            g.op("Equal", a, inf),
            m_c_3,
            g.op(
                "Where",
                grow,
                g.op(
                    "Where",
                    g.op("Greater", g.op("Add", a, step), m_c_3),
                    inf,
                    g.op("Add", a, step),
                ),
                g.op("Sub", a, step),
            ),
        )
        m = g.op(
            "Where",
            g.op("Or", g.op("IsNaN", x), g.op("IsNaN", y)),
            g.op("Add", x, y),
            g.op(
                "Where",
                g.op("Equal", x, y),
                g.op("Abs", y),
                g.op("Where", g.op("Equal", x, zero), m_c_4, m_where_4),
            ),
        )
        result_or_2 = g.op(
            "Or",
            g.op("Less", x, zero),
            g.op(
                "And",
                g.op("Equal", x, zero),
                g.op(
                    "Or",
                    g.op("Less", y, zero),
                    g.op("Less", g.op("Div", one, y), zero),
                ),
            ),
        )
        return g.op(
            "Cast",
            g.op(
                "Mul",
                m,
                g.op(
                    "Sub",
                    one,
                    g.op("Mul", two, g.op("Cast", result_or_2, to_i=TensorProto.FLOAT)),
                ),
            ),
            to_i=TensorProto.BFLOAT16,
        )
    CONTRACT.no_variant(input=input)
