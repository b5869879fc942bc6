"""kaiser_window_beta for the dynamo exporter: aten::kaiser_window.beta -> ONNX Range + Cast + Mul + Add + Sub + Div + Abs + Sqrt + Concat + Exp + Greater + Where + Slice + Identity, opsets 18 to 23.

Generated from mappings/aten/kaiser_window_beta.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnx import TensorProto
from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    absent,
    chbevl,
    check_inputs,
    constant,
    dtype_arg,
    dtype_name,
    onnx_dtype,
    present,
    torch_fallback,
)

TARGET = "aten::kaiser_window.beta"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::kaiser_window.beta(int window_length, bool periodic, float beta, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "kaiser_window_beta",
    "mappings/aten/kaiser_window_beta.yaml",
    dtypes=("float32",),
)
# i_series: chbevl's coefficients, highest order first
I_SERIES = (
    -0.0001553510233890452,
    0.0011719191370168378,
    -0.008554305477302161,
    0.06035496526891167,
    -0.4111410999611837,
    2.7008176680581246,
    -17.08710306466213,
    103.97167244164717,
    -607.5729877085755,
    3404.372653610546,
    -18259.96995129188,
    93584.22761992813,
    -457405.6367614369,
    2127597.228924299,
    -9397020.472961212,
    39314578.94382605,
    -155400165.82302973,
    578728317.2043563,
    -2024577383.0642915,
    6632355649.0304365,
    -20279412677.479805,
    57683920137.03136,
    -152148131893.31473,
    371070586743.56036,
    -835186034957.7168,
    1734775466634.1985,
    -3339035510176.8643,
    6038373657378.1875,
    -10720068512742.775,
    23812616762786.164,
)
# b_series: chbevl's coefficients, highest order first
B_SERIES = (
    -0.0002544949136710647,
    -0.00016995826721023224,
    0.0015712008565957963,
    0.001217809532594416,
    -0.009948817425779972,
    -0.012052356062766653,
    0.06236641527129038,
    0.13411159095431088,
    -0.33618128150332327,
    -1.460351762954542,
    0.5418696652615514,
    13.555758819420793,
    25.262817034160364,
    -63.127045046329656,
    -464.990041250304,
    -1108.2783516862048,
    418.31217566132995,
    17383.199277027936,
    119494.29129253152,
    797513.251639051,
    7208991.403160436,
    101731056.25173005,
    2424118212.800576,
    118540247781.56361,
    28305489963017.793,
)


@torch_fallback(CONTRACT, TARGET)
def translation(
    window_length,
    periodic,
    beta,
    dtype=None,
    layout=None,
    device=None,
    pin_memory=None,
):
    check_inputs(CONTRACT)
    dtype = dtype_arg(dtype)
    CONTRACT.require(
        absent(dtype)
        or dtype_name(dtype) in ("float32", "float64", "float16", "bfloat16"),
        'only floating windows are mapped: torch refuses other dtypes ("kaiser_window expects floating point dtypes")',
        dtype=dtype,
    )
    if present(dtype) and dtype_name(dtype) == "float64":
        one_3 = constant(1, dtype="float64")
        beta_value = constant(beta, dtype="float64")
        zero_5 = constant(0, dtype="float64")
        two = constant(2, dtype="float64")
        small_c = constant(2.842170943040401e-14, dtype="float64")
        by_c = constant(32, dtype="float64")
        i0_c = constant(8, dtype="float64")
        minus_one_list = constant([-1], dtype="int64")
        values = constant([9223372036854775807], dtype="int64")
        if periodic:
            zero = constant(0, dtype="int64")
            scalar = constant(window_length + 1, dtype="int64")
            one = constant(1, dtype="int64")
            n = op.Cast(op.Range(zero, scalar, one), to=TensorProto.DOUBLE)
        else:
            zero_2 = constant(0, dtype="int64")
            window_length_value = constant(window_length, dtype="int64")
            one_2 = constant(1, dtype="int64")
            n = op.Cast(
                op.Range(zero_2, window_length_value, one_2),
                to=TensorProto.DOUBLE,
            )
        if periodic:
            zero_3 = constant(0, dtype="float64")
            scalar_2 = constant(window_length / 2, dtype="float64")
            alpha = op.Add(op.Mul(n, zero_3), scalar_2)
        else:
            zero_4 = constant(0, dtype="float64")
            scalar_3 = constant((window_length - 1) / 2, dtype="float64")
            alpha = op.Add(op.Mul(n, zero_4), scalar_3)
        ratio = op.Div(op.Sub(n, alpha), alpha)
        root = op.Sqrt(op.Abs(op.Sub(one_3, op.Mul(ratio, ratio))))
        x = op.Concat(
            op.Mul(root, beta_value),
            op.Add(op.Mul(n, zero_5), beta_value),
            axis=0,
        )
        a = op.Abs(x)
        iy = op.Sub(op.Div(a, two), two)
        i_series = chbevl(iy, I_SERIES, like="float64")
        small = op.Mul(op.Exp(a), op.Mul(i_series, small_c))
        by = op.Sub(op.Div(by_c, a), two)
        b_series = chbevl(by, B_SERIES, like="float64")
        big = op.Div(op.Mul(op.Exp(a), op.Mul(b_series, small_c)), op.Sqrt(a))
        i0 = op.Where(op.Greater(a, i0_c), big, small)
        window = op.Div(i0, op.Slice(i0, minus_one_list, values))
        if window_length == 1:
            zero_list = constant([0], dtype="int64")
            one_list = constant([1], dtype="int64")
            zero_6 = constant(0, dtype="float64")
            one_4 = constant(1, dtype="float64")
            unit = op.Add(op.Mul(op.Slice(n, zero_list, one_list), zero_6), one_4)
        else:
            zero_list_2 = constant([0], dtype="int64")
            window_length_list = constant([window_length], dtype="int64")
            unit = op.Slice(window, zero_list_2, window_length_list)
        return op.Identity(unit)
    one_3 = constant(1, dtype="float32")
    beta_value = constant(beta, dtype="float32")
    zero_5 = constant(0, dtype="float32")
    two = constant(2, dtype="float32")
    small_c = constant(2.842170943040401e-14, dtype="float32")
    by_c = constant(32, dtype="float32")
    i0_c = constant(8, dtype="float32")
    minus_one_list = constant([-1], dtype="int64")
    values = constant([9223372036854775807], dtype="int64")
    if periodic:
        zero = constant(0, dtype="int64")
        scalar = constant(window_length + 1, dtype="int64")
        one = constant(1, dtype="int64")
        n = op.Cast(op.Range(zero, scalar, one), to=TensorProto.FLOAT)
    else:
        zero_2 = constant(0, dtype="int64")
        window_length_value = constant(window_length, dtype="int64")
        one_2 = constant(1, dtype="int64")
        n = op.Cast(op.Range(zero_2, window_length_value, one_2), to=TensorProto.FLOAT)
    if periodic:
        zero_3 = constant(0, dtype="float32")
        scalar_2 = constant(window_length / 2, dtype="float32")
        alpha = op.Add(op.Mul(n, zero_3), scalar_2)
    else:
        zero_4 = constant(0, dtype="float32")
        scalar_3 = constant((window_length - 1) / 2, dtype="float32")
        alpha = op.Add(op.Mul(n, zero_4), scalar_3)
    ratio = op.Div(op.Sub(n, alpha), alpha)
    root = op.Sqrt(op.Abs(op.Sub(one_3, op.Mul(ratio, ratio))))
    x = op.Concat(
        op.Mul(root, beta_value),
        op.Add(op.Mul(n, zero_5), beta_value),
        axis=0,
    )
    a = op.Abs(x)
    iy = op.Sub(op.Div(a, two), two)
    i_series = chbevl(iy, I_SERIES, like="float32")
    small = op.Mul(op.Exp(a), op.Mul(i_series, small_c))
    by = op.Sub(op.Div(by_c, a), two)
    b_series = chbevl(by, B_SERIES, like="float32")
    big = op.Div(op.Mul(op.Exp(a), op.Mul(b_series, small_c)), op.Sqrt(a))
    i0 = op.Where(op.Greater(a, i0_c), big, small)
    window = op.Div(i0, op.Slice(i0, minus_one_list, values))
    if window_length == 1:
        zero_list = constant([0], dtype="int64")
        one_list = constant([1], dtype="int64")
        zero_6 = constant(0, dtype="float32")
        one_4 = constant(1, dtype="float32")
        unit = op.Add(op.Mul(op.Slice(n, zero_list, one_list), zero_6), one_4)
    else:
        zero_list_2 = constant([0], dtype="int64")
        window_length_list = constant([window_length], dtype="int64")
        unit = op.Slice(window, zero_list_2, window_length_list)
    if present(dtype) and dtype_name(dtype) in ("float16", "bfloat16"):
        return op.Cast(unit, to=onnx_dtype(dtype))
    else:
        return op.Identity(unit)
