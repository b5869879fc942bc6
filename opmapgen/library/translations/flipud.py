"""flipud for the dynamo exporter: aten::flipud -> ONNX Slice, opsets 18 to 23.

Generated from mappings/aten/flipud.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import check_inputs, constant, torch_fallback

TARGET = "aten::flipud.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::flipud(Tensor self) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "flipud",
    "mappings/aten/flipud.yaml",
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
)


@torch_fallback(CONTRACT, TARGET)
def translation(input):
    check_inputs(CONTRACT, input=input)
    minus_one_list = constant([-1], dtype="int64")
    values = constant([-9223372036854775808], dtype="int64")
    zero_list = constant([0], dtype="int64")
    return op.Slice(input, minus_one_list, values, zero_list, minus_one_list)
