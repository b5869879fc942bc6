"""nextafter for the dynamo exporter: aten::nextafter -> ONNX Abs + Log + Div + Floor + Pow + Greater + Sub + Mul + Add + Where + Less + Equal + Not + And + Max + IsNaN + Or + Cast, opsets 18 to 23.

Generated from mappings/aten/nextafter.yaml by `opmapgen build`; do not edit.

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
    promote,
    torch_fallback,
)

TARGET = "aten::nextafter.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::nextafter(Tensor self, Tensor other) -> Tensor"
OPSETS = range(18, 24)
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
    promote=("input", "other"),
    promote_kind="NO_OPMATH",
    variants=(
        'dtype(input) == "float32"',
        'dtype(input) == "float64"',
        'dtype(input) == "float16"',
        'dtype(input) == "bfloat16"',
    ),
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, other):
    check_inputs(CONTRACT, input=input, other=other)
    # torch's type promotion: one dtype for these, as torch.result_type gives it
    input, other = promote(CONTRACT, input=input, other=other)
    if dtype_name(input) == "float32":
        e_c = constant(0.6931471805599453, like=input)
        two = constant(2, like=input)
        one = constant(1, like=input)
        zero = constant(0, like=input)
        m_c = constant(-126, like=input)
        m_c_2 = constant(23, like=input)
        m_c_3 = constant(3.4028234663852886e38, like=input)
        inf = constant(float("inf"), like=input)
        m_c_4 = constant(1.401298464324817e-45, like=input)
        zero_2 = constant(0, like=other)
        one_2 = constant(1, like=other)
        two_2 = constant(2, dtype="float32")
        one_3 = constant(1, dtype="float32")
        a = op.Abs(input)
        e0 = op.Floor(op.Div(op.Log(a), e_c))
        e = op.Where(
            op.Greater(op.Pow(two, e0), a),
            op.Sub(e0, one),
            op.Where(op.Greater(op.Mul(op.Pow(two, e0), two), a), e0, op.Add(e0, one)),
        )
        grow = op.Equal(op.Less(input, other), op.Greater(input, zero))
        m_where = op.Where(
            op.And(
                op.And(op.Not(grow), op.Equal(op.Pow(two, e), a)),
                op.Greater(e, m_c),
            ),
            op.Sub(op.Sub(e, m_c_2), one),
            op.Sub(op.Max(e, m_c), m_c_2),
        )
        step = op.Pow(two, m_where)
        m_where_4 = op.Where(
            op.Equal(a, inf),
            m_c_3,
            op.Where(
                grow,
                op.Where(op.Greater(op.Add(a, step), m_c_3), inf, op.Add(a, step)),
                op.Sub(a, step),
            ),
        )
        m = op.Where(
            op.Or(op.IsNaN(input), op.IsNaN(other)),
            op.Add(input, other),
            op.Where(
                op.Equal(input, other),
                op.Abs(other),
                op.Where(op.Equal(input, zero), m_c_4, m_where_4),
            ),
        )
        result_or_2 = op.Or(
            op.Less(input, zero),
            op.And(
                op.Equal(input, zero),
                op.Or(op.Less(other, zero_2), op.Less(op.Div(one_2, other), zero_2)),
            ),
        )
        return op.Mul(
            m,
            op.Sub(one_3, op.Mul(two_2, op.Cast(result_or_2, to=TensorProto.FLOAT))),
        )
    if dtype_name(input) == "float64":
        e_c = constant(0.6931471805599453, like=input)
        two = constant(2, like=input)
        one = constant(1, like=input)
        zero = constant(0, like=input)
        m_c = constant(-1022, like=input)
        m_c_2 = constant(52, like=input)
        m_c_3 = constant(1.7976931348623157e308, like=input)
        inf = constant(float("inf"), like=input)
        m_c_4 = constant(5e-324, like=input)
        zero_2 = constant(0, like=other)
        one_2 = constant(1, like=other)
        two_2 = constant(2, dtype="float64")
        one_3 = constant(1, dtype="float64")
        a = op.Abs(input)
        e0 = op.Floor(op.Div(op.Log(a), e_c))
        e = op.Where(
            op.Greater(op.Pow(two, e0), a),
            op.Sub(e0, one),
            op.Where(op.Greater(op.Mul(op.Pow(two, e0), two), a), e0, op.Add(e0, one)),
        )
        grow = op.Equal(op.Less(input, other), op.Greater(input, zero))
        m_where = op.Where(
            op.And(
                op.And(op.Not(grow), op.Equal(op.Pow(two, e), a)),
                op.Greater(e, m_c),
            ),
            op.Sub(op.Sub(e, m_c_2), one),
            op.Sub(op.Max(e, m_c), m_c_2),
        )
        step = op.Pow(two, m_where)
        m_where_4 = op.Where(
            op.Equal(a, inf),
            m_c_3,
            op.Where(
                grow,
                op.Where(op.Greater(op.Add(a, step), m_c_3), inf, op.Add(a, step)),
                op.Sub(a, step),
            ),
        )
        m = op.Where(
            op.Or(op.IsNaN(input), op.IsNaN(other)),
            op.Add(input, other),
            op.Where(
                op.Equal(input, other),
                op.Abs(other),
                op.Where(op.Equal(input, zero), m_c_4, m_where_4),
            ),
        )
        result_or_2 = op.Or(
            op.Less(input, zero),
            op.And(
                op.Equal(input, zero),
                op.Or(op.Less(other, zero_2), op.Less(op.Div(one_2, other), zero_2)),
            ),
        )
        return op.Mul(
            m,
            op.Sub(one_3, op.Mul(two_2, op.Cast(result_or_2, to=TensorProto.DOUBLE))),
        )
    if dtype_name(input) == "float16":
        e_c = constant(0.6931471805599453, dtype="float32")
        two = constant(2, dtype="float32")
        one = constant(1, dtype="float32")
        zero = constant(0, dtype="float32")
        m_c = constant(-14, dtype="float32")
        ten = constant(10, dtype="float32")
        m_c_2 = constant(65504, dtype="float32")
        inf = constant(float("inf"), dtype="float32")
        m_c_3 = constant(5.960464477539063e-08, dtype="float32")
        x = op.Cast(input, to=TensorProto.FLOAT)
        y = op.Cast(other, to=TensorProto.FLOAT)
        a = op.Abs(x)
        e0 = op.Floor(op.Div(op.Log(a), e_c))
        e = op.Where(
            op.Greater(op.Pow(two, e0), a),
            op.Sub(e0, one),
            op.Where(op.Greater(op.Mul(op.Pow(two, e0), two), a), e0, op.Add(e0, one)),
        )
        grow = op.Equal(op.Less(x, y), op.Greater(x, zero))
        m_where = op.Where(
            op.And(
                op.And(op.Not(grow), op.Equal(op.Pow(two, e), a)),
                op.Greater(e, m_c),
            ),
            op.Sub(op.Sub(e, ten), one),
            op.Sub(op.Max(e, m_c), ten),
        )
        step = op.Pow(two, m_where)
        m_where_4 = op.Where(
            op.Equal(a, inf),
            m_c_2,
            op.Where(
                grow,
                op.Where(op.Greater(op.Add(a, step), m_c_2), inf, op.Add(a, step)),
                op.Sub(a, step),
            ),
        )
        m = op.Where(
            op.Or(op.IsNaN(x), op.IsNaN(y)),
            op.Add(x, y),
            op.Where(
                op.Equal(x, y),
                op.Abs(y),
                op.Where(op.Equal(x, zero), m_c_3, m_where_4),
            ),
        )
        result_or_2 = op.Or(
            op.Less(x, zero),
            op.And(
                op.Equal(x, zero),
                op.Or(op.Less(y, zero), op.Less(op.Div(one, y), zero)),
            ),
        )
        return op.Cast(
            op.Mul(
                m,
                op.Sub(one, op.Mul(two, op.Cast(result_or_2, to=TensorProto.FLOAT))),
            ),
            to=TensorProto.FLOAT16,
        )
    if dtype_name(input) == "bfloat16":
        e_c = constant(0.6931471805599453, dtype="float32")
        two = constant(2, dtype="float32")
        one = constant(1, dtype="float32")
        zero = constant(0, dtype="float32")
        m_c = constant(-126, dtype="float32")
        m_c_2 = constant(7, dtype="float32")
        m_c_3 = constant(3.3895313892515355e38, dtype="float32")
        inf = constant(float("inf"), dtype="float32")
        m_c_4 = constant(9.183549615799121e-41, dtype="float32")
        x = op.Cast(input, to=TensorProto.FLOAT)
        y = op.Cast(other, to=TensorProto.FLOAT)
        a = op.Abs(x)
        e0 = op.Floor(op.Div(op.Log(a), e_c))
        e = op.Where(
            op.Greater(op.Pow(two, e0), a),
            op.Sub(e0, one),
            op.Where(op.Greater(op.Mul(op.Pow(two, e0), two), a), e0, op.Add(e0, one)),
        )
        grow = op.Equal(op.Less(x, y), op.Greater(x, zero))
        m_where = op.Where(
            op.And(
                op.And(op.Not(grow), op.Equal(op.Pow(two, e), a)),
                op.Greater(e, m_c),
            ),
            op.Sub(op.Sub(e, m_c_2), one),
            op.Sub(op.Max(e, m_c), m_c_2),
        )
        step = op.Pow(two, m_where)
        m_where_4 = op.Where(
            op.Equal(a, inf),
            m_c_3,
            op.Where(
                grow,
                op.Where(op.Greater(op.Add(a, step), m_c_3), inf, op.Add(a, step)),
                op.Sub(a, step),
            ),
        )
        m = op.Where(
            op.Or(op.IsNaN(x), op.IsNaN(y)),
            op.Add(x, y),
            op.Where(
                op.Equal(x, y),
                op.Abs(y),
                op.Where(op.Equal(x, zero), m_c_4, m_where_4),
            ),
        )
        result_or_2 = op.Or(
            op.Less(x, zero),
            op.And(
                op.Equal(x, zero),
                op.Or(op.Less(y, zero), op.Less(op.Div(one, y), zero)),
            ),
        )
        return op.Cast(
            op.Mul(
                m,
                op.Sub(one, op.Mul(two, op.Cast(result_or_2, to=TensorProto.FLOAT))),
            ),
            to=TensorProto.BFLOAT16,
        )
    CONTRACT.no_variant(input=input)
