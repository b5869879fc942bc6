"""as_strided for the dynamo exporter: aten::as_strided -> ONNX Cast + Shape + Expand + NonZero + Unsqueeze + Mul + ReduceSum + Reshape + ScatterElements + Add + Identity + Gather, opsets 18 to 23.

Generated from mappings/aten/as_strided.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnx import TensorProto
from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    check_inputs,
    constant,
    element_count,
    is_dense,
    present,
    strided_span,
    torch_fallback,
    traced_strides,
)

TARGET = "aten::as_strided.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::as_strided(Tensor(a) self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor(a)"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "as_strided",
    "mappings/aten/as_strided.yaml",
    dtypes=(
        "bool",
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
        "float16",
        "float32",
        "float64",
        "bfloat16",
    ),
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, size, stride, storage_offset=None):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(
        present(traced_strides(input)),
        "the export does not know the input's strides",
        input=input,
    )
    CONTRACT.require(
        is_dense(input),
        "the input does not cover its storage densely (a slice, or an expanded or overlapping view): the model holds the view's elements, not the storage that as_strided reads",
        torch_wrong="reads the view's elements as if they were its storage (wrong numbers)",
        input=input,
    )
    CONTRACT.require(
        strided_span(size, stride) + (storage_offset or 0) <= element_count(input),
        "the view reads past the input's last element: the input is part of a larger storage, which the model does not hold",
        torch_wrong="an index past the end of the input (ONNX Runtime fails when the model runs)",
        input=input,
        size=size,
        stride=stride,
        storage_offset=storage_offset,
    )
    one = constant(1, dtype="int64")
    input_strides = constant(traced_strides(input), dtype="int64")
    one_list = constant([1], dtype="int64")
    zero_list = constant([0], dtype="int64")
    minus_one_list = constant([-1], dtype="int64")
    size_value = constant(size, dtype="int64")
    stride_value = constant(stride, dtype="int64")
    everywhere = op.Cast(one, to=TensorProto.BOOL)
    coordinates = op.NonZero(op.Expand(everywhere, op.Shape(input)))
    stored_at = op.ReduceSum(
        op.Mul(coordinates, op.Unsqueeze(input_strides, one_list)),
        zero_list,
        keepdims=0,
    )
    flat = op.Reshape(input, minus_one_list)
    storage = op.ScatterElements(flat, stored_at, flat)
    read_at = op.ReduceSum(
        op.Mul(
            op.NonZero(op.Expand(everywhere, size_value)),
            op.Unsqueeze(stride_value, one_list),
        ),
        zero_list,
        keepdims=0,
    )
    if present(storage_offset):
        storage_offset_value = constant(storage_offset, dtype="int64")
        start = op.Add(read_at, storage_offset_value)
    else:
        start = op.Identity(read_at)
    return op.Reshape(op.Gather(storage, start), size_value)
