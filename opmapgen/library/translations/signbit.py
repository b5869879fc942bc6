"""signbit for the dynamo exporter: aten::signbit -> ONNX Less + Not + And, opsets 18 to 23.

Generated from mappings/aten/signbit.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    check_inputs,
    constant,
    dtype_name,
    is_integer,
    torch_fallback,
)

TARGET = "aten::signbit.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::signbit(Tensor self) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "signbit",
    "mappings/aten/signbit.yaml",
    dtypes=("uint8", "int8", "int16", "int32", "int64", "bool"),
    reasons={
        "float16": "ONNX has no op below opset 26 (BitCast) that reads the sign bit of a NaN, which x86 sets on the NaNs it computes",
        "float32": "ONNX has no op below opset 26 (BitCast) that reads the sign bit of a NaN, which x86 sets on the NaNs it computes",
        "float64": "ONNX has no op below opset 26 (BitCast) that reads the sign bit of a NaN, which x86 sets on the NaNs it computes",
        "bfloat16": "ONNX has no op below opset 26 (BitCast) that reads the sign bit of a NaN, which x86 sets on the NaNs it computes",
    },
    torch_wrong={
        "float16": "wrong signs, and an invalid model for a 0-dim input: its Less(x, 0) gives False for -0.0 and for NaNs with the sign bit set (torch gives True), and a [1]-shaped result for a 0-dim input",
        "float32": "wrong signs, and an invalid model for a 0-dim input: its Less(x, 0) gives False for -0.0 and for NaNs with the sign bit set (torch gives True), and a [1]-shaped result for a 0-dim input",
        "float64": "wrong signs, and an invalid model for a 0-dim input: its Less(x, 0) gives False for -0.0 and for NaNs with the sign bit set (torch gives True), and a [1]-shaped result for a 0-dim input",
        "bfloat16": "wrong signs, and an invalid model for a 0-dim input: its Less(x, 0) gives False for -0.0 and for NaNs with the sign bit set (torch gives True), and a [1]-shaped result for a 0-dim input",
    },
    variants=("integer(input)", 'dtype(input) == "bool"'),
)


@torch_fallback(CONTRACT, TARGET)
def translation(input):
    check_inputs(CONTRACT, input=input)
    if is_integer(input):
        zero = constant(0, like=input)
        return op.Less(input, zero)
    if dtype_name(input) == "bool":
        return op.And(input, op.Not(input))
    CONTRACT.no_variant(input=input)
