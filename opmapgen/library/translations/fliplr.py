"""fliplr for the dynamo exporter: aten::fliplr -> ONNX Slice, opsets 18 to 23.

Generated from mappings/aten/fliplr.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    check_inputs,
    constant,
    dtype_name,
    export_opset,
    torch_fallback,
)

TARGET = "aten::fliplr.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::fliplr(Tensor self) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "fliplr",
    "mappings/aten/fliplr.yaml",
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
    variants=('dtype(input) != "bfloat16"', "opset >= 13"),
)


@torch_fallback(CONTRACT, TARGET)
def translation(input):
    check_inputs(CONTRACT, input=input)
    opset = export_opset()
    if dtype_name(input) != "bfloat16":
        minus_one_list = constant([-1], dtype="int64")
        values = constant([-9223372036854775808], dtype="int64")
        one_list = constant([1], dtype="int64")
        return op.Slice(input, minus_one_list, values, one_list, minus_one_list)
    if opset >= 13:
        minus_one_list = constant([-1], dtype="int64")
        values = constant([-9223372036854775808], dtype="int64")
        one_list = constant([1], dtype="int64")
        return op.Slice(input, minus_one_list, values, one_list, minus_one_list)
    CONTRACT.no_variant(input=input, opset=opset)
