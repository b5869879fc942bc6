"""atan2 for the dynamo exporter: aten::atan2 -> ONNX Identity + Abs + Max + Min + Equal + Div + Where + Greater + Sub + Add + Mul + Less + And + Or + Neg + Cast, opsets 18 to 23.

Generated from mappings/aten/atan2.yaml by `opmapgen build`; do not edit.

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

TARGET = "aten::atan2.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::atan2(Tensor self, Tensor other) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "atan2",
    "mappings/aten/atan2.yaml",
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
        "bfloat16": "ONNX Runtime's CPU kernels take no bfloat16 Abs, Div or Where",
    },
    torch_wrong={
        "bfloat16": "an invalid model: ONNX Atan takes bfloat16 from opset 22",
    },
    torch_wrong_below={"bfloat16": 22},
    promote=("input", "other"),
    promote_kind="INT_TO_FLOAT",
    promoted=("float16", "float32", "float64"),
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, other):
    check_inputs(CONTRACT, input=input, other=other)
    # torch's type promotion: one dtype for these, as torch.result_type gives it
    input, other = promote(CONTRACT, input=input, other=other)
    if dtype_name(input) in ("float32", "float64"):
        zero = constant(0, like=input)
        inf = constant(float("inf"), like=input)
        one = constant(1, like=input)
        big_c = constant(0.66, like=input)
        p_c = constant(-0.8750608600031904, like=input)
        p_c_2 = constant(16.15753718733365, like=input)
        p_c_3 = constant(75.00855792314705, like=input)
        p_c_4 = constant(122.88666844901361, like=input)
        p_c_5 = constant(64.85021904942025, like=input)
        q_c = constant(24.858464901423062, like=input)
        q_c_2 = constant(165.02700983169885, like=input)
        q_c_3 = constant(432.88106049129027, like=input)
        q_c_4 = constant(485.3903996359137, like=input)
        q_c_5 = constant(194.5506571482614, like=input)
        a1_c = constant(0.7853981633974483, like=input)
        a2_c = constant(1.5707963267948966, like=input)
        zero_2 = constant(0, like=other)
        one_2 = constant(1, like=other)
        a3_c = constant(3.141592653589793, like=input)
        y = op.Identity(input)
        x = op.Identity(other)
        ay = op.Abs(y)
        ax = op.Abs(x)
        hi = op.Max(ay, ax)
        lo = op.Min(ay, ax)
        t = op.Where(
            op.Equal(hi, zero),
            zero,
            op.Where(op.Equal(lo, inf), one, op.Div(lo, hi)),
        )
        big = op.Greater(t, big_c)
        r = op.Where(big, op.Div(op.Sub(t, one), op.Add(t, one)), t)
        z = op.Mul(r, r)
        p_mul_3 = op.Mul(op.Sub(op.Mul(op.Sub(op.Mul(p_c, z), p_c_2), z), p_c_3), z)
        p = op.Sub(op.Mul(op.Sub(p_mul_3, p_c_4), z), p_c_5)
        q_add_3 = op.Add(op.Mul(op.Add(op.Mul(op.Add(z, q_c), z), q_c_2), z), q_c_3)
        q = op.Add(op.Mul(op.Add(op.Mul(q_add_3, z), q_c_4), z), q_c_5)
        a0 = op.Add(r, op.Div(op.Mul(op.Mul(r, z), p), q))
        a1 = op.Where(big, op.Add(a0, a1_c), a0)
        a2 = op.Where(op.Greater(ay, ax), op.Sub(a2_c, a1), a1)
        a3 = op.Where(
            op.Or(
                op.Less(x, zero_2),
                op.And(op.Equal(x, zero_2), op.Less(op.Div(one_2, x), zero_2)),
            ),
            op.Sub(a3_c, a2),
            a2,
        )
        return op.Where(
            op.Or(
                op.Less(y, zero),
                op.And(op.Equal(y, zero), op.Less(op.Div(one, y), zero)),
            ),
            op.Neg(a3),
            a3,
        )
    zero = constant(0, dtype="float32")
    inf = constant(float("inf"), dtype="float32")
    one = constant(1, dtype="float32")
    big_c = constant(0.66, dtype="float32")
    p_c = constant(-0.8750608600031904, dtype="float32")
    p_c_2 = constant(16.15753718733365, dtype="float32")
    p_c_3 = constant(75.00855792314705, dtype="float32")
    p_c_4 = constant(122.88666844901361, dtype="float32")
    p_c_5 = constant(64.85021904942025, dtype="float32")
    q_c = constant(24.858464901423062, dtype="float32")
    q_c_2 = constant(165.02700983169885, dtype="float32")
    q_c_3 = constant(432.88106049129027, dtype="float32")
    q_c_4 = constant(485.3903996359137, dtype="float32")
    q_c_5 = constant(194.5506571482614, dtype="float32")
    a1_c = constant(0.7853981633974483, dtype="float32")
    a2_c = constant(1.5707963267948966, dtype="float32")
    a3_c = constant(3.141592653589793, dtype="float32")
    y = op.Cast(input, to=TensorProto.FLOAT)
    x = op.Cast(other, to=TensorProto.FLOAT)
    ay = op.Abs(y)
    ax = op.Abs(x)
    hi = op.Max(ay, ax)
    lo = op.Min(ay, ax)
    t = op.Where(
        op.Equal(hi, zero),
        zero,
        op.Where(op.Equal(lo, inf), one, op.Div(lo, hi)),
    )
    big = op.Greater(t, big_c)
    r = op.Where(big, op.Div(op.Sub(t, one), op.Add(t, one)), t)
    z = op.Mul(r, r)
    p_mul_3 = op.Mul(op.Sub(op.Mul(op.Sub(op.Mul(p_c, z), p_c_2), z), p_c_3), z)
    p = op.Sub(op.Mul(op.Sub(p_mul_3, p_c_4), z), p_c_5)
    q_add_3 = op.Add(op.Mul(op.Add(op.Mul(op.Add(z, q_c), z), q_c_2), z), q_c_3)
    q = op.Add(op.Mul(op.Add(op.Mul(q_add_3, z), q_c_4), z), q_c_5)
    a0 = op.Add(r, op.Div(op.Mul(op.Mul(r, z), p), q))
    a1 = op.Where(big, op.Add(a0, a1_c), a0)
    a2 = op.Where(op.Greater(ay, ax), op.Sub(a2_c, a1), a1)
    a3 = op.Where(
        op.Or(
            op.Less(x, zero),
            op.And(op.Equal(x, zero), op.Less(op.Div(one, x), zero)),
        ),
        op.Sub(a3_c, a2),
        a2,
    )
    angle = op.Where(
        op.Or(
            op.Less(y, zero),
            op.And(op.Equal(y, zero), op.Less(op.Div(one, y), zero)),
        ),
        op.Neg(a3),
        a3,
    )
    if dtype_name(input) == "float16":
        return op.Cast(angle, to=TensorProto.FLOAT16)
    else:
        return op.Identity(angle)
