"""native_channel_shuffle for the dynamo exporter: aten::native_channel_shuffle -> ONNX Shape + Slice + Div + Concat + ReduceProd + Reshape + Transpose, opsets 18 to 23.

Generated from mappings/aten/native_channel_shuffle.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import check_inputs, constant, torch_fallback

TARGET = "aten::native_channel_shuffle.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::native_channel_shuffle(Tensor self, SymInt groups) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "native_channel_shuffle",
    "mappings/aten/native_channel_shuffle.yaml",
    dtypes=(
        "float16",
        "bfloat16",
        "float32",
        "float64",
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
        "bool",
    ),
    reasons={"complex": "ONNX has no complex tensors"},
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, groups):
    check_inputs(CONTRACT, input=input)
    zero_list = constant([0], dtype="int64")
    one_list = constant([1], dtype="int64")
    two_list = constant([2], dtype="int64")
    groups_value = constant(groups, dtype="int64")
    values = constant([9223372036854775807], dtype="int64")
    groups_list = constant([groups], dtype="int64")
    shape = op.Shape(input)
    grid = op.Concat(
        op.Slice(shape, zero_list, one_list),
        groups_list,
        op.Div(op.Slice(shape, one_list, two_list), groups_value),
        op.ReduceProd(
            op.Concat(one_list, op.Slice(shape, two_list, values), axis=0),
            keepdims=1,
        ),
        axis=0,
    )
    return op.Reshape(op.Transpose(op.Reshape(input, grid), perm=[0, 2, 1, 3]), shape)
