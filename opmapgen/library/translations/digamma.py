"""digamma for the dynamo exporter: aten::digamma -> ONNX Cast + Less + Sub + Where + Add + Div + Mul + Log + Ceil + Floor + Cos + Sin + Equal + Identity, opsets 18 to 23.

Generated from mappings/aten/digamma.yaml by `opmapgen build`; do not edit.

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
    is_floating,
    onnx_dtype_of,
    polevl,
    torch_fallback,
)

TARGET = "aten::digamma.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::digamma(Tensor self) -> Tensor"
OPSETS = range(18, 24)
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


@torch_fallback(CONTRACT, TARGET)
def translation(input):
    check_inputs(CONTRACT, input=input)
    zero = constant(0, dtype="float64")
    one = constant(1, dtype="float64")
    ten = constant(10, dtype="float64")
    two = constant(2, dtype="float64")
    three = constant(3, dtype="float64")
    steps_c = constant(4, dtype="float64")
    steps_c_2 = constant(5, dtype="float64")
    steps_c_3 = constant(6, dtype="float64")
    steps_c_4 = constant(7, dtype="float64")
    steps_c_5 = constant(8, dtype="float64")
    steps_c_6 = constant(9, dtype="float64")
    half = constant(0.5, dtype="float64")
    angle_c = constant(3.141592653589793, dtype="float64")
    nan = constant(float("nan"), dtype="float64")
    x = op.Cast(input, to=TensorProto.DOUBLE)
    negative = op.Less(x, zero)
    a = op.Where(negative, op.Sub(one, x), x)
    shift = op.Less(a, ten)
    v = op.Where(shift, op.Add(a, ten), a)
    steps_add_6 = op.Add(
        op.Add(
            op.Add(op.Div(one, a), op.Div(one, op.Add(a, one))),
            op.Div(one, op.Add(a, two)),
        ),
        op.Div(one, op.Add(a, three)),
    )
    steps_add_12 = op.Add(
        op.Add(
            op.Add(steps_add_6, op.Div(one, op.Add(a, steps_c))),
            op.Div(one, op.Add(a, steps_c_2)),
        ),
        op.Div(one, op.Add(a, steps_c_3)),
    )
    steps = op.Add(
        op.Add(
            op.Add(steps_add_12, op.Div(one, op.Add(a, steps_c_4))),
            op.Div(one, op.Add(a, steps_c_5)),
        ),
        op.Div(one, op.Add(a, steps_c_6)),
    )
    z = op.Div(one, op.Mul(v, v))
    poly = polevl(z, POLY, like="float64")
    psi = op.Sub(
        op.Sub(op.Sub(op.Log(v), op.Div(half, v)), op.Mul(z, poly)),
        op.Where(shift, steps, zero),
    )
    r = op.Sub(x, op.Where(negative, op.Ceil(x), op.Floor(x)))
    angle = op.Mul(r, angle_c)
    reflected = op.Sub(psi, op.Div(op.Mul(angle_c, op.Cos(angle)), op.Sin(angle)))
    value = op.Where(negative, op.Where(op.Equal(r, zero), nan, reflected), psi)
    if is_floating(input) and dtype_name(input) != "float64":
        return op.Cast(value, to=onnx_dtype_of(input))
    elif dtype_name(input) == "float64":
        return op.Identity(value)
    else:
        return op.Cast(value, to=TensorProto.FLOAT)
