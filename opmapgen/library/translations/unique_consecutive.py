"""unique_consecutive for the dynamo exporter: aten::unique_consecutive -> ONNX Reshape + Shape + Slice + Equal + Not + Cast + Concat + NonZero + Compress + CumSum + Sub + Identity, opsets 18 to 23.

Generated from mappings/aten/unique_consecutive.yaml by `opmapgen build`; do not edit.

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
    present,
    rank,
    torch_fallback,
)

TARGET = "aten::unique_consecutive.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::unique_consecutive(Tensor self, bool return_inverse=False, bool return_counts=False, int? dim=None) -> (Tensor, Tensor, Tensor)"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "unique_consecutive",
    "mappings/aten/unique_consecutive.yaml",
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
    ),
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, return_inverse=False, return_counts=False, dim=None):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(
        absent(dim),
        "only dim=None (the flattened input) is mapped",
        dim=dim,
    )
    CONTRACT.require(
        not return_inverse or (present(rank(input)) and rank(input) > 0),
        "return_inverse of a 0-dim input is not mapped: torch's tracer records that inverse as 1-D where eager gives 0-dim, which makes the model invalid; reshape the input to 1-D first",
        return_inverse=return_inverse,
        input=input,
    )
    minus_one_list = constant([-1], dtype="int64")
    one_list = constant([1], dtype="int64")
    values_2 = constant([9223372036854775807], dtype="int64")
    zero_list = constant([0], dtype="int64")
    flat = op.Reshape(input, minus_one_list)
    size = op.Shape(flat)
    changed = op.Not(
        op.Equal(
            op.Slice(flat, one_list, values_2),
            op.Slice(flat, zero_list, minus_one_list),
        ),
    )
    starts = op.Slice(
        op.Concat(op.Cast(one_list, to=TensorProto.BOOL), changed, axis=0),
        zero_list,
        size,
    )
    positions = op.Reshape(op.NonZero(starts), minus_one_list)
    empty = op.Slice(size, zero_list, zero_list)
    values = op.Compress(flat, starts, axis=0)
    if return_inverse:
        zero = constant(0, dtype="int64")
        one = constant(1, dtype="int64")
        inverse = op.Reshape(
            op.Sub(op.CumSum(op.Cast(starts, to=TensorProto.INT64), zero), one),
            op.Shape(input),
        )
    else:
        inverse = op.Identity(empty)
    if return_counts:
        one_list_2 = constant([1], dtype="int64")
        values_3 = constant([9223372036854775807], dtype="int64")
        counts = op.Sub(
            op.Concat(op.Slice(positions, one_list_2, values_3), size, axis=0),
            positions,
        )
    else:
        counts = op.Identity(empty)
    return values, inverse, counts
