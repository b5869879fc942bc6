"""mvlgamma for the dynamo exporter: aten::mvlgamma -> ONNX Range + Cast + Sub + Mul + Unsqueeze + Add + Abs + Log + Floor + Pow + LessOrEqual + Greater + Where + Max + Less + Div + Round + Identity + Sin + Neg + Equal + ReduceSum, opsets 18 to 23.

Generated from mappings/aten/mvlgamma.yaml by `opmapgen build`; do not edit.

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
    torch_fallback,
)

TARGET = "aten::mvlgamma.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::mvlgamma(Tensor self, int p) -> Tensor"
OPSETS = range(18, 24)
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
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, p):
    check_inputs(CONTRACT, input=input)
    two = constant(2.0, dtype="float64")
    zero = constant(0, dtype="int64")
    p_value = constant(p, dtype="int64")
    one = constant(1, dtype="int64")
    scalar = constant(p - 1, dtype="float64")
    half = constant(0.5, dtype="float64")
    minus_one_list_4 = constant([-1], dtype="int64")
    h_e0_c = constant(1.4426950408889634, dtype="float64")
    one_2 = constant(1, dtype="float64")
    h_ulp_c = constant(-14, dtype="float64")
    ten = constant(10, dtype="float64")
    h_r_c = constant(65520, dtype="float64")
    inf = constant(float("inf"), dtype="float64")
    small_c = constant(1e-08, dtype="float64")
    series_c = constant(676.5203681218851, dtype="float64")
    series_c_2 = constant(0.9999999999998099, dtype="float64")
    two_2 = constant(2, dtype="float64")
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
    shifts = op.Mul(
        op.Sub(op.Cast(op.Range(zero, p_value, one), to=TensorProto.DOUBLE), scalar),
        half,
    )
    if dtype_name(input) == "float64":
        minus_one_list = constant([-1], dtype="int64")
        args = op.Add(op.Unsqueeze(input, minus_one_list), shifts)
    elif dtype_name(input) == "float32":
        minus_one_list_2 = constant([-1], dtype="int64")
        args = op.Add(
            op.Unsqueeze(input, minus_one_list_2),
            op.Cast(shifts, to=TensorProto.FLOAT),
        )
    else:
        minus_one_list_3 = constant([-1], dtype="int64")
        args = op.Add(
            op.Unsqueeze(op.Cast(input, to=TensorProto.FLOAT), minus_one_list_3),
            op.Cast(shifts, to=TensorProto.FLOAT),
        )
    h_v = op.Add(
        op.Unsqueeze(op.Cast(input, to=TensorProto.DOUBLE), minus_one_list_4),
        shifts,
    )
    h_a = op.Abs(h_v)
    h_e0 = op.Floor(op.Mul(op.Log(h_a), h_e0_c))
    h_e = op.Where(
        op.LessOrEqual(op.Pow(two, op.Add(h_e0, one_2)), h_a),
        op.Add(h_e0, one_2),
        op.Where(op.Greater(op.Pow(two, h_e0), h_a), op.Sub(h_e0, one_2), h_e0),
    )
    h_ulp = op.Pow(two, op.Sub(op.Max(h_e, h_ulp_c), ten))
    h_r = op.Where(
        op.Less(h_a, h_r_c),
        op.Mul(op.Round(op.Div(h_v, h_ulp)), h_ulp),
        op.Mul(h_v, inf),
    )
    if dtype_name(input) == "float16":
        x = op.Identity(h_r)
    else:
        x = op.Cast(args, to=TensorProto.DOUBLE)
    small = op.Less(op.Abs(x), small_c)
    reflect = op.Less(x, half)
    y = op.Where(reflect, op.Sub(one_2, x), x)
    z = op.Sub(y, one_2)
    series_add_5 = op.Add(
        op.Sub(
            op.Add(series_c_2, op.Div(series_c, op.Add(z, one_2))),
            op.Div(series_c_3, op.Add(z, two_2)),
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
        op.Mul(op.Add(z, half), op.Sub(op.Log(op.Add(z, lanczos_c)), one_2)),
    )
    lanczos = op.Add(op.Sub(lanczos_add_3, series_c_11), op.Log(series))
    d = op.Sub(x, op.Round(x))
    sine = op.Abs(op.Sin(op.Mul(d, sine_c)))
    reflected = op.Sub(op.Sub(reflected_c, op.Log(sine)), lanczos)
    terms = op.Where(
        small,
        op.Neg(op.Log(op.Abs(x))),
        op.Where(op.Equal(x, minus_inf), inf, op.Where(reflect, reflected, lanczos)),
    )
    t_v = op.Identity(terms)
    t_a = op.Abs(t_v)
    t_e0 = op.Floor(op.Mul(op.Log(t_a), h_e0_c))
    t_e = op.Where(
        op.LessOrEqual(op.Pow(two, op.Add(t_e0, one_2)), t_a),
        op.Add(t_e0, one_2),
        op.Where(op.Greater(op.Pow(two, t_e0), t_a), op.Sub(t_e0, one_2), t_e0),
    )
    t_ulp = op.Pow(two, op.Sub(op.Max(t_e, h_ulp_c), ten))
    t_r = op.Where(
        op.Less(t_a, h_r_c),
        op.Mul(op.Round(op.Div(t_v, t_ulp)), t_ulp),
        op.Mul(t_v, inf),
    )
    t_sum = op.ReduceSum(t_r, minus_one_list_4, keepdims=0)
    u_v = op.Identity(t_sum)
    u_a = op.Abs(u_v)
    u_e0 = op.Floor(op.Mul(op.Log(u_a), h_e0_c))
    u_e = op.Where(
        op.LessOrEqual(op.Pow(two, op.Add(u_e0, one_2)), u_a),
        op.Add(u_e0, one_2),
        op.Where(op.Greater(op.Pow(two, u_e0), u_a), op.Sub(u_e0, one_2), u_e0),
    )
    u_ulp = op.Pow(two, op.Sub(op.Max(u_e, h_ulp_c), ten))
    u_r = op.Where(
        op.Less(u_a, h_r_c),
        op.Mul(op.Round(op.Div(u_v, u_ulp)), u_ulp),
        op.Mul(u_v, inf),
    )
    if dtype_name(input) == "float64":
        minus_one_list_5 = constant([-1], dtype="int64")
        scalar_2 = constant(p * (p - 1) * 0.28618247146235004, dtype="float64")
        return op.Add(op.ReduceSum(terms, minus_one_list_5, keepdims=0), scalar_2)
    elif dtype_name(input) == "float16":
        scalar_3 = constant(p * (p - 1) * 0.28618247146235004, dtype="float32")
        return op.Cast(
            op.Add(op.Cast(u_r, to=TensorProto.FLOAT), scalar_3),
            to=TensorProto.FLOAT16,
        )
    else:
        minus_one_list_6 = constant([-1], dtype="int64")
        scalar_4 = constant(p * (p - 1) * 0.28618247146235004, dtype="float32")
        return op.Add(
            op.ReduceSum(
                op.Cast(terms, to=TensorProto.FLOAT),
                minus_one_list_6,
                keepdims=0,
            ),
            scalar_4,
        )
