"""inner for the dynamo exporter: aten::inner -> ONNX Mul + Shape + Slice + Cast + ReduceProd + Concat + Reshape + Transpose + MatMul, opsets 18 to 23.

Generated from mappings/aten/inner.yaml by `opmapgen build`; do not edit.

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
    onnx_dtype_of,
    present,
    rank,
    torch_fallback,
)

TARGET = "aten::inner.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::inner(Tensor self, Tensor other) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "inner",
    "mappings/aten/inner.yaml",
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
        "bfloat16": "ONNX Runtime has no bfloat16 MatMul kernel on the CPU",
        "bool": "torch does not take bool inputs to inner",
    },
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, other):
    check_inputs(CONTRACT, input=input, other=other)
    CONTRACT.require(
        present(rank(input)) and present(rank(other)),
        "the ranks of both inputs must be known at export",
        input=input,
        other=other,
    )
    CONTRACT.require(
        dtype_name(input) == dtype_name(other),
        "inputs of different dtypes are not mapped; cast both to the dtype torch promotes them to first",
        input=input,
        other=other,
    )
    if rank(input) == 0 or rank(other) == 0:
        return op.Mul(input, other)
    if dtype_name(input) in ("int8", "int16", "uint8"):
        zero_list = constant([0], dtype="int64")
        minus_one_list = constant([-1], dtype="int64")
        values = constant([9223372036854775807], dtype="int64")
        left_shape = op.Shape(input)
        right_shape = op.Shape(other)
        left_lead = op.Slice(left_shape, zero_list, minus_one_list)
        right_lead = op.Slice(right_shape, zero_list, minus_one_list)
        depth = op.Slice(left_shape, minus_one_list, values)
        left = op.Reshape(
            op.Cast(input, to=TensorProto.INT32),
            op.Concat(op.ReduceProd(left_lead, keepdims=1), depth, axis=0),
            allowzero=1,
        )
        right = op.Reshape(
            op.Cast(other, to=TensorProto.INT32),
            op.Concat(op.ReduceProd(right_lead, keepdims=1), depth, axis=0),
            allowzero=1,
        )
        product = op.Cast(
            op.MatMul(left, op.Transpose(right, perm=[1, 0])),
            to=onnx_dtype_of(input),
        )
        return op.Reshape(
            product,
            op.Concat(left_lead, right_lead, axis=0),
            allowzero=1,
        )
    zero_list = constant([0], dtype="int64")
    minus_one_list = constant([-1], dtype="int64")
    values = constant([9223372036854775807], dtype="int64")
    left_shape = op.Shape(input)
    right_shape = op.Shape(other)
    left_lead = op.Slice(left_shape, zero_list, minus_one_list)
    right_lead = op.Slice(right_shape, zero_list, minus_one_list)
    depth = op.Slice(left_shape, minus_one_list, values)
    left = op.Reshape(
        input,
        op.Concat(op.ReduceProd(left_lead, keepdims=1), depth, axis=0),
        allowzero=1,
    )
    right = op.Reshape(
        other,
        op.Concat(op.ReduceProd(right_lead, keepdims=1), depth, axis=0),
        allowzero=1,
    )
    product = op.MatMul(left, op.Transpose(right, perm=[1, 0]))
    return op.Reshape(product, op.Concat(left_lead, right_lead, axis=0), allowzero=1)
