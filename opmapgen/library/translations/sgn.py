"""sgn for the dynamo exporter: aten::sgn -> ONNX Equal + Not + Sign + Where + Identity, opsets 18 to 23.

Generated from mappings/aten/sgn.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    check_inputs,
    constant,
    dtype_name,
    is_floating,
    is_integer,
    torch_fallback,
)

TARGET = "aten::sgn.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::sgn(Tensor self) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "sgn",
    "mappings/aten/sgn.yaml",
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
    reasons={
        "bfloat16": "ONNX Where takes bfloat16 only from opset 16, and this mapping starts at 13",
        "complex": "ONNX has no complex tensors",
    },
    variants=("floating(input)", "integer(input)", 'dtype(input) == "bool"'),
)


@torch_fallback(CONTRACT, TARGET)
def translation(input):
    check_inputs(CONTRACT, input=input)
    if is_floating(input):
        zero = constant(0, like=input)
        return op.Where(op.Not(op.Equal(input, input)), zero, op.Sign(input))
    if is_integer(input):
        return op.Sign(input)
    if dtype_name(input) == "bool":
        return op.Identity(input)
    CONTRACT.no_variant(input=input)
