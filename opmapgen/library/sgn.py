"""sgn: aten::sgn -> ONNX Equal + Not + Sign + Where + Identity, opsets 13 to 20.

Generated from mappings/aten/sgn.yaml by `opmapgen build`; do not edit.

Source schema: aten::sgn(Tensor self) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_name,
    dtype_of,
    is_floating,
    is_integer,
    parse_args,
    torch_fallback,
)

SOURCE_OP = "aten::sgn"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
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
    scalar_typed_ops=("Equal",),
    variants=("floating(input)", "integer(input)", 'dtype(input) == "bool"'),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, input):
    check_inputs(CONTRACT, input=input)
    if is_floating(input):
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(input)))
        return g.op(
            "Where",
            g.op("Not", g.op("Equal", input, input)),
            zero,
            g.op("Sign", input),
        )
    if is_integer(input):
        return g.op("Sign", input)
    if dtype_name(input) == "bool":
        return g.op("Identity", input)
    CONTRACT.no_variant(input=input)
