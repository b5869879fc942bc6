"""lgamma for the dynamo exporter: aten::lgamma -> ONNX Cast + Abs + Less + Sub + Where + Add + Div + Log + Mul + Round + Sin + Neg + Equal + Identity, opsets 18 to 23.

Generated from mappings/aten/lgamma.yaml by `opmapgen build`; do not edit.

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
    torch_fallback,
)

TARGET = "aten::lgamma.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::lgamma(Tensor self) -> Tensor"
OPSETS = range(18, 24)
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
)


@torch_fallback(CONTRACT, TARGET)
def translation(input):
    check_inputs(CONTRACT, input=input)
    small_c = constant(1e-08, dtype="float64")
    half = constant(0.5, dtype="float64")
    one = constant(1, dtype="float64")
    series_c = constant(676.5203681218851, dtype="float64")
    series_c_2 = constant(0.9999999999998099, dtype="float64")
    two = constant(2, dtype="float64")
    series_c_3 = constant(1259.1392167224028, dtype="float64")
    three = constant(3, dtype="float64")
    series_c_4 = constant(771.3234287776531, dtype="float64")
    series_c_5 = constant(4, dtype="float64")
    series_c_6 = constant(176.6150291621406, dtype="float64")
    series_c_7 = constant(5, dtype="float64")
    series_c_8 = constant(12.507343278686905, dtype="float64")
    series_c_9 = constant(6, dtype="float64")
    series_c_10 = constant(0.13857109526572012, dtype="float64")
    series_c_11 = constant(7, dtype="float64")
    series_c_12 = constant(9.984369578019572e-06, dtype="float64")
    series_c_13 = constant(8, dtype="float64")
    series_c_14 = constant(1.5056327351493116e-07, dtype="float64")
    lanczos_c = constant(7.5, dtype="float64")
    lanczos_c_2 = constant(0.9189385332046727, dtype="float64")
    sine_c = constant(3.141592653589793, dtype="float64")
    reflected_c = constant(1.1447298858494002, dtype="float64")
    minus_inf = constant(float("-inf"), dtype="float64")
    inf = constant(float("inf"), dtype="float64")
    x = op.Cast(input, to=TensorProto.DOUBLE)
    small = op.Less(op.Abs(x), small_c)
    reflect = op.Less(x, half)
    y = op.Where(reflect, op.Sub(one, x), x)
    z = op.Sub(y, one)
    series_add_5 = op.Add(
        op.Sub(
            op.Add(series_c_2, op.Div(series_c, op.Add(z, one))),
            op.Div(series_c_3, op.Add(z, two)),
        ),
        op.Div(series_c_4, op.Add(z, three)),
    )
    series_sub_3 = op.Sub(
        op.Add(
            op.Sub(series_add_5, op.Div(series_c_6, op.Add(z, series_c_5))),
            op.Div(series_c_8, op.Add(z, series_c_7)),
        ),
        op.Div(series_c_10, op.Add(z, series_c_9)),
    )
    series = op.Add(
        op.Add(series_sub_3, op.Div(series_c_12, op.Add(z, series_c_11))),
        op.Div(series_c_14, op.Add(z, series_c_13)),
    )
    lanczos_add_3 = op.Add(
        lanczos_c_2,
        op.Mul(op.Add(z, half), op.Sub(op.Log(op.Add(z, lanczos_c)), one)),
    )
    lanczos = op.Add(op.Sub(lanczos_add_3, series_c_11), op.Log(series))
    d = op.Sub(x, op.Round(x))
    sine = op.Abs(op.Sin(op.Mul(d, sine_c)))
    reflected = op.Sub(op.Sub(reflected_c, op.Log(sine)), lanczos)
    value = op.Where(
        small,
        op.Neg(op.Log(op.Abs(x))),
        op.Where(op.Equal(x, minus_inf), inf, op.Where(reflect, reflected, lanczos)),
    )
    if is_floating(input) and dtype_name(input) != "float64":
        return op.Cast(value, to=onnx_dtype_of(input))
    elif dtype_name(input) == "float64":
        return op.Identity(value)
    else:
        return op.Cast(value, to=TensorProto.FLOAT)
