"""signbit: aten::signbit -> ONNX Less + Not + And, opsets 9 to 20.

Generated from mappings/aten/signbit.yaml by `opmapgen build`; do not edit.

Source schema: aten::signbit(Tensor self) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_name,
    dtype_of,
    is_integer,
    parse_args,
    torch_fallback,
)

SOURCE_OP = "aten::signbit"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(9, 21)
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
    variants=("integer(input)", 'dtype(input) == "bool"'),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, input):
    check_inputs(CONTRACT, input=input)
    if is_integer(input):
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(input)))
        return g.op("Less", input, zero)
    if dtype_name(input) == "bool":
        return g.op("And", input, g.op("Not", input))
    CONTRACT.no_variant(input=input)
