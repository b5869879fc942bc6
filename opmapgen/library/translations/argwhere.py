"""argwhere for the dynamo exporter: aten::argwhere -> ONNX Cast + Reshape + NonZero + Transpose + Slice, opsets 18 to 23.

Generated from mappings/aten/argwhere.yaml by `opmapgen build`; do not edit.

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

TARGET = "aten::argwhere.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::argwhere(Tensor self) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "argwhere",
    "mappings/aten/argwhere.yaml",
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
def translation(input):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(
        present(rank(input)),
        "the input's rank must be known at export",
        input=input,
    )
    if rank(input) == 0:
        one_list = constant([1], dtype="int64")
        zero_list = constant([0], dtype="int64")
        found = op.Transpose(
            op.NonZero(op.Reshape(op.Cast(input, to=TensorProto.BOOL), one_list)),
            perm=[1, 0],
        )
        return op.Slice(found, zero_list, zero_list, one_list)
    return op.Transpose(op.NonZero(op.Cast(input, to=TensorProto.BOOL)), perm=[1, 0])
