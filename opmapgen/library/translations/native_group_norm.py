"""native_group_norm for the dynamo exporter: aten::native_group_norm -> ONNX Cast + Identity + Reshape + ReduceSum + CastLike + Div + Sub + Mul + Add + Sqrt + Unsqueeze + Shape, opsets 18 to 23.

Generated from mappings/aten/native_group_norm.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnx import TensorProto
from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    absent,
    check_inputs,
    constant,
    dtype_name,
    torch_fallback,
)

TARGET = "aten::native_group_norm.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::native_group_norm(Tensor input, Tensor? weight, Tensor? bias, SymInt N, SymInt C, SymInt HxW, int group, float eps) -> (Tensor, Tensor, Tensor)"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "native_group_norm",
    "mappings/aten/native_group_norm.yaml",
    dtypes=("float16", "float32", "float64"),
    reasons={
        "bfloat16": "the formula computes float16 in float32 and casts back; that path is not written for bfloat16 yet",
    },
    torch_wrong={
        "bfloat16": "an invalid model: ONNX InstanceNormalization takes bfloat16 from opset 22",
    },
    torch_wrong_below={"bfloat16": 22},
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, weight, bias, N, C, HxW, group, eps):
    check_inputs(CONTRACT, input=input, weight=weight, bias=bias)
    N_group_list = constant([N, group, C // group * HxW], dtype="int64")
    two_list = constant([2], dtype="int64")
    scalar = constant(C // group * HxW, dtype="float64")
    eps_value = constant(eps, dtype="float64")
    one = constant(1, dtype="int64")
    N_C_HxW_list = constant([N, C, HxW], dtype="int64")
    if dtype_name(input) == "float16":
        xf = op.Cast(input, to=TensorProto.FLOAT)
    else:
        xf = op.Identity(input)
    x = op.Reshape(xf, N_group_list, allowzero=1)
    mean = op.Div(op.ReduceSum(x, two_list, keepdims=1), op.CastLike(scalar, x))
    centered = op.Sub(x, mean)
    var = op.Div(
        op.ReduceSum(op.Mul(centered, centered), two_list, keepdims=1),
        op.CastLike(scalar, x),
    )
    rstd_sqrt = op.Sqrt(op.Add(var, op.CastLike(eps_value, x)))
    rstd = op.Div(op.CastLike(one, rstd_sqrt), rstd_sqrt)
    normed = op.Reshape(op.Mul(centered, rstd), N_C_HxW_list, allowzero=1)
    if absent(weight):
        scaled = op.Identity(normed)
    elif dtype_name(input) == "float16":
        one_list = constant([1], dtype="int64")
        scaled = op.Mul(
            normed,
            op.Unsqueeze(op.Cast(weight, to=TensorProto.FLOAT), one_list),
        )
    else:
        one_list_2 = constant([1], dtype="int64")
        scaled = op.Mul(normed, op.Unsqueeze(weight, one_list_2))
    if absent(bias):
        shifted = op.Identity(scaled)
    elif dtype_name(input) == "float16":
        one_list_3 = constant([1], dtype="int64")
        shifted = op.Add(
            scaled,
            op.Unsqueeze(op.Cast(bias, to=TensorProto.FLOAT), one_list_3),
        )
    else:
        one_list_4 = constant([1], dtype="int64")
        shifted = op.Add(scaled, op.Unsqueeze(bias, one_list_4))
    if dtype_name(input) == "float16":
        out = op.Cast(
            op.Reshape(shifted, op.Shape(input), allowzero=1),
            to=TensorProto.FLOAT16,
        )
    else:
        out = op.Reshape(shifted, op.Shape(input), allowzero=1)
    if dtype_name(input) == "float16":
        N_group_list_2 = constant([N, group], dtype="int64")
        mean_out = op.Cast(
            op.Reshape(mean, N_group_list_2, allowzero=1),
            to=TensorProto.FLOAT16,
        )
    else:
        N_group_list_3 = constant([N, group], dtype="int64")
        mean_out = op.Reshape(mean, N_group_list_3, allowzero=1)
    if dtype_name(input) == "float16":
        N_group_list_4 = constant([N, group], dtype="int64")
        rstd_out = op.Cast(
            op.Reshape(rstd, N_group_list_4, allowzero=1),
            to=TensorProto.FLOAT16,
        )
    else:
        N_group_list_5 = constant([N, group], dtype="int64")
        rstd_out = op.Reshape(rstd, N_group_list_5, allowzero=1)
    return out, mean_out, rstd_out
