"""kron for the dynamo exporter: aten::kron -> ONNX And + Mul + Shape + Reshape + Add + Concat + Slice, opsets 18 to 23.

Generated from mappings/aten/kron.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    check_inputs,
    constant,
    dtype_name,
    promote,
    rank,
    torch_fallback,
)

TARGET = "aten::kron.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::kron(Tensor self, Tensor other) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "kron",
    "mappings/aten/kron.yaml",
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
    reasons={"bfloat16": "ONNX Runtime has no bfloat16 Mul kernel on the CPU"},
    promote=("input", "other"),
    variants=(
        'rank(input) == 0 and rank(other) == 0 and dtype(input) == "bool"',
        'rank(input) == 0 and rank(other) == 0 and dtype(input) != "bool"',
        'dtype(input) == "bool"',
        'dtype(input) != "bool"',
    ),
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, other):
    check_inputs(CONTRACT, input=input, other=other)
    # torch's type promotion: one dtype for these, as torch.result_type gives it
    input, other = promote(CONTRACT, input=input, other=other)
    if rank(input) == 0 and rank(other) == 0 and dtype_name(input) == "bool":
        return op.And(input, other)
    if rank(input) == 0 and rank(other) == 0 and dtype_name(input) != "bool":
        return op.Mul(input, other)
    if dtype_name(input) == "bool":
        values = constant([-1, 1], dtype="int64")
        zero = constant(0, dtype="int64")
        one = constant(1, dtype="int64")
        minus_one_list = constant([-1], dtype="int64")
        zero_list = constant([0], dtype="int64")
        values_2 = constant([9223372036854775807], dtype="int64")
        two_list = constant([2], dtype="int64")
        one_list = constant([1], dtype="int64")
        left_dims = op.Reshape(op.Shape(input), values)
        right_dims = op.Reshape(op.Shape(other), values)
        left_shape = op.Reshape(
            op.Concat(left_dims, op.Add(op.Mul(left_dims, zero), one), axis=1),
            minus_one_list,
        )
        right_shape = op.Reshape(
            op.Concat(op.Add(op.Mul(right_dims, zero), one), right_dims, axis=1),
            minus_one_list,
        )
        product = op.And(
            op.Reshape(input, left_shape, allowzero=1),
            op.Reshape(other, right_shape, allowzero=1),
        )
        dims = op.Shape(product)
        return op.Reshape(
            product,
            op.Mul(
                op.Slice(dims, zero_list, values_2, zero_list, two_list),
                op.Slice(dims, one_list, values_2, zero_list, two_list),
            ),
            allowzero=1,
        )
    if dtype_name(input) != "bool":
        values = constant([-1, 1], dtype="int64")
        zero = constant(0, dtype="int64")
        one = constant(1, dtype="int64")
        minus_one_list = constant([-1], dtype="int64")
        zero_list = constant([0], dtype="int64")
        values_2 = constant([9223372036854775807], dtype="int64")
        two_list = constant([2], dtype="int64")
        one_list = constant([1], dtype="int64")
        left_dims = op.Reshape(op.Shape(input), values)
        right_dims = op.Reshape(op.Shape(other), values)
        left_shape = op.Reshape(
            op.Concat(left_dims, op.Add(op.Mul(left_dims, zero), one), axis=1),
            minus_one_list,
        )
        right_shape = op.Reshape(
            op.Concat(op.Add(op.Mul(right_dims, zero), one), right_dims, axis=1),
            minus_one_list,
        )
        product = op.Mul(
            op.Reshape(input, left_shape, allowzero=1),
            op.Reshape(other, right_shape, allowzero=1),
        )
        dims = op.Shape(product)
        return op.Reshape(
            product,
            op.Mul(
                op.Slice(dims, zero_list, values_2, zero_list, two_list),
                op.Slice(dims, one_list, values_2, zero_list, two_list),
            ),
            allowzero=1,
        )
    CONTRACT.no_variant(input=input, other=other)
