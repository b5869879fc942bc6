"""group_norm for the dynamo exporter: aten::group_norm -> ONNX Cast + Identity + Shape + Slice + ReduceProd + Div + Concat + Reshape + CastLike + ReduceSum + Sub + Mul + Sum + Sqrt + Unsqueeze + Add, opsets 18 to 23.

Generated from mappings/aten/group_norm.yaml by `opmapgen build`; do not edit.

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
    present,
    rank,
    torch_fallback,
)

TARGET = "aten::group_norm.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::group_norm(Tensor input, int num_groups, Tensor? weight=None, Tensor? bias=None, float eps=1.0000000000000001e-05, bool cudnn_enabled=True) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "group_norm",
    "mappings/aten/group_norm.yaml",
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
def translation(
    input,
    num_groups,
    weight=None,
    bias=None,
    eps=1e-05,
    cudnn_enabled=True,
):
    check_inputs(CONTRACT, input=input, weight=weight, bias=bias)
    CONTRACT.require(
        present(rank(input)) and rank(input) >= 2,
        "the input must have a known rank of at least 2 ([N, C, *])",
        input=input,
    )
    CONTRACT.require(
        (absent(weight) or dtype_name(weight) == dtype_name(input))
        and (absent(bias) or dtype_name(bias) == dtype_name(input)),
        "a weight or bias of another dtype than the input is not mapped",
        weight=weight,
        bias=bias,
        input=input,
    )
    one_list = constant([1], dtype="int64")
    values = constant([9223372036854775807], dtype="int64")
    num_groups_list = constant([num_groups], dtype="int64")
    two_list = constant([2], dtype="int64")
    zero_list = constant([0], dtype="int64")
    eps_value = constant(eps, dtype="float64")
    if dtype_name(input) == "float16":
        xf = op.Cast(input, to=TensorProto.FLOAT)
    else:
        xf = op.Identity(input)
    shape = op.Shape(input)
    length = op.Div(
        op.ReduceProd(op.Slice(shape, one_list, values), keepdims=1),
        num_groups_list,
    )
    spatial = op.ReduceProd(op.Slice(shape, two_list, values), keepdims=1)
    x = op.Reshape(
        xf,
        op.Concat(
            op.Slice(shape, zero_list, one_list),
            num_groups_list,
            length,
            axis=0,
        ),
        allowzero=1,
    )
    count = op.CastLike(length, x)
    mean = op.Div(op.ReduceSum(x, two_list, keepdims=1), count)
    centered = op.Sub(x, mean)
    var = op.Div(op.ReduceSum(op.Mul(centered, centered), two_list, keepdims=1), count)
    normed = op.Reshape(
        op.Div(centered, op.Sqrt(op.Sum(var, op.CastLike(eps_value, x)))),
        op.Concat(op.Slice(shape, zero_list, two_list), spatial, axis=0),
        allowzero=1,
    )
    if absent(weight):
        scaled = op.Identity(normed)
    else:
        one_list_2 = constant([1], dtype="int64")
        scaled = op.Mul(normed, op.Unsqueeze(op.CastLike(weight, x), one_list_2))
    if absent(bias):
        shifted = op.Identity(scaled)
    else:
        one_list_3 = constant([1], dtype="int64")
        shifted = op.Add(scaled, op.Unsqueeze(op.CastLike(bias, x), one_list_3))
    out = op.Reshape(shifted, shape, allowzero=1)
    if dtype_name(input) == "float16":
        return op.Cast(out, to=TensorProto.FLOAT16)
    else:
        return op.Identity(out)
