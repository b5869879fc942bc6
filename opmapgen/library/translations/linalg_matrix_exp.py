"""linalg_matrix_exp for the dynamo exporter: aten::linalg_matrix_exp -> ONNX Shape + Gather + Squeeze + Range + Unsqueeze + Equal + Cast + Abs + ReduceSum + Slice + Concat + ArgMax + GatherElements + Div + Log + Mul + Ceil + Sub + Pow + LessOrEqual + Greater + Add + Max + Neg + MatMul + Less + Where + And + Exp, opsets 18 to 23.

Generated from mappings/aten/linalg_matrix_exp.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    check_inputs,
    constant,
    dtype_name,
    onnx_dtype_of,
    present,
    rank,
    torch_fallback,
)

TARGET = "aten::linalg_matrix_exp.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::linalg_matrix_exp(Tensor self) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "linalg_matrix_exp",
    "mappings/aten/linalg_matrix_exp.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "torch's CPU kernel takes float16 but reads its float64 coefficient tables as float16 numbers (exp(I) comes out -20896 I): there is nothing right to match",
        "bfloat16": "torch's CPU kernel takes bfloat16 but reads its float64 coefficient tables as bfloat16 numbers (exp(I) comes out -1.3e30 I): there is nothing right to match",
        "complex": "not mapped (complex numbers are a separate family)",
    },
)


@torch_fallback(CONTRACT, TARGET)
def translation(input):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(
        present(rank(input)),
        "the input's rank must be known at export",
        input=input,
    )
    minus_one_list = constant([-1], dtype="int64")
    zero = constant(0, dtype="int64")
    one = constant(1, dtype="int64")
    minus_two_list = constant([-2], dtype="int64")
    zero_list = constant([0], dtype="int64")
    values = constant([rank(input) - 1], dtype="int64")
    two_2 = constant(2, dtype="int64")
    guess_c = constant(1.4426950408889634, like=input)
    one_2 = constant(1, like=input)
    zero_2 = constant(0, like=input)
    x_c = constant(0.3978497494996451, like=input)
    x_c_2 = constant(1.3678377846041172, like=input)
    x_c_3 = constant(0.49828962252538267, like=input)
    x_c_4 = constant(-0.0006378981945947233, like=input)
    x_c_5 = constant(-10.967639605296206, like=input)
    x_c_6 = constant(1.680158138789062, like=input)
    x_c_7 = constant(0.05717798464788655, like=input)
    x_c_8 = constant(-0.0069821012248805206, like=input)
    x_c_9 = constant(3.349750170860705e-05, like=input)
    x_c_10 = constant(-0.09043168323908106, like=input)
    x_c_11 = constant(-0.06764045190713819, like=input)
    x_c_12 = constant(0.06759613017704597, like=input)
    x_c_13 = constant(0.029555257042931552, like=input)
    x_c_14 = constant(-1.391802575160607e-05, like=input)
    x_c_15 = constant(-0.10036558103014462, like=input)
    x_c_16 = constant(-0.00802924648241157, like=input)
    x_c_17 = constant(-0.00089213849804573, like=input)
    x_c_18 = constant(-0.09233646193671186, like=input)
    x_c_19 = constant(-0.016936493900208172, like=input)
    x_c_20 = constant(-1.400867981820361e-05, like=input)
    squared_c = constant(64, like=input)
    inf = constant(float("inf"), like=input)
    nan = constant(float("nan"), like=input)
    n = op.Gather(op.Shape(input), minus_one_list)
    positions = op.Range(zero, op.Squeeze(n), one)
    eye = op.Cast(
        op.Equal(op.Unsqueeze(positions, minus_one_list), positions),
        to=onnx_dtype_of(input),
    )
    sums = op.ReduceSum(op.Abs(input), minus_two_list, keepdims=1)
    padded = op.Concat(
        sums,
        op.ReduceSum(op.Slice(sums, zero_list, zero_list, values), values, keepdims=1),
        axis=-1,
    )
    norm = op.GatherElements(
        padded,
        op.ArgMax(padded, axis=rank(input) - 1, keepdims=1),
        axis=rank(input) - 1,
    )
    if dtype_name(input) == "float32":
        ratio_c = constant(3.010066362817634, like=input)
        ratio = op.Div(norm, ratio_c)
    else:
        ratio_c_2 = constant(1.090863719290036, like=input)
        ratio = op.Div(norm, ratio_c_2)
    two = op.Cast(two_2, to=onnx_dtype_of(input))
    guess = op.Ceil(op.Mul(op.Log(ratio), guess_c))
    s_sub_2 = op.Sub(
        guess,
        op.Cast(
            op.LessOrEqual(ratio, op.Pow(two, op.Sub(guess, one_2))),
            to=onnx_dtype_of(input),
        ),
    )
    s = op.Max(
        op.Add(
            s_sub_2,
            op.Cast(op.Greater(ratio, op.Pow(two, guess)), to=onnx_dtype_of(input)),
        ),
        zero_2,
    )
    a = op.Mul(input, op.Pow(two, op.Neg(s)))
    a2 = op.MatMul(a, a)
    a3 = op.MatMul(a, a2)
    a6 = op.MatMul(a3, a3)
    x_add_7 = op.Add(
        op.Add(
            op.Add(op.Add(op.Mul(x_c_5, eye), op.Mul(x_c_6, a)), op.Mul(x_c_7, a2)),
            op.Mul(x_c_8, a3),
        ),
        op.Mul(x_c_9, a6),
    )
    x_add_11 = op.Add(
        op.Add(
            op.Add(op.Add(op.Mul(x_c_10, eye), op.Mul(x_c_11, a)), op.Mul(x_c_12, a2)),
            op.Mul(x_c_13, a3),
        ),
        op.Mul(x_c_14, a6),
    )
    a9 = op.Add(
        x_add_11,
        op.MatMul(
            op.Add(op.Add(op.Mul(x_c_15, a), op.Mul(x_c_16, a2)), op.Mul(x_c_17, a3)),
            op.Add(op.Add(op.Mul(x_c_18, a2), op.Mul(x_c_19, a3)), op.Mul(x_c_20, a6)),
        ),
    )
    x = op.Add(
        op.Add(
            op.Add(op.Add(op.Mul(x_c, a), op.Mul(x_c_2, a2)), op.Mul(x_c_3, a3)),
            op.Mul(x_c_4, a6),
        ),
        op.MatMul(op.Add(x_add_7, a9), a9),
    )
    k = op.Cast(zero, to=onnx_dtype_of(input))
    for _ in range(64):
        x = op.Where(op.Less(k, s), op.MatMul(x, x), x)
        k = op.Add(k, one_2)
    squared = op.Where(
        op.And(op.Greater(s, squared_c), op.Less(s, inf)),
        op.Mul(x, nan),
        x,
    )
    return op.Where(op.Equal(n, one), op.Exp(input), squared)
