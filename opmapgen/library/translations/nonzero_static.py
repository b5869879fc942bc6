"""nonzero_static for the dynamo exporter: aten::nonzero_static -> ONNX Cast + NonZero + Transpose + Shape + Concat + Expand + Slice, opsets 18 to 23.

Generated from mappings/aten/nonzero_static.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnx import TensorProto
from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    check_inputs,
    constant,
    present,
    rank,
    torch_fallback,
)

TARGET = "aten::nonzero_static.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = (
    "aten::nonzero_static(Tensor self, *, SymInt size, int fill_value=-1) -> Tensor"
)
OPSETS = range(18, 24)
CONTRACT = Contract(
    "nonzero_static",
    "mappings/aten/nonzero_static.yaml",
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
def translation(input, size, fill_value=-1):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(
        present(rank(input)) and rank(input) > 0,
        "the input's rank must be known at export and at least 1",
        input=input,
    )
    fill_value_value = constant(fill_value, dtype="int64")
    size_list = constant([size], dtype="int64")
    zero_list = constant([0], dtype="int64")
    found = op.Transpose(op.NonZero(op.Cast(input, to=TensorProto.BOOL)), perm=[1, 0])
    fill = op.Expand(
        op.Cast(fill_value_value, to=TensorProto.INT64),
        op.Concat(size_list, op.Shape(op.Shape(input)), axis=0),
    )
    return op.Slice(op.Concat(found, fill, axis=0), zero_list, size_list, zero_list)
