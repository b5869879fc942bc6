"""isneginf: aten::isneginf -> ONNX Neg + Equal + Not + And, opsets 11 to 20.

Generated from mappings/aten/isneginf.yaml by `opmapgen build`; do not edit.

Source schema: aten::isneginf(Tensor self) -> Tensor

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

SOURCE_OP = "aten::isneginf"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(11, 21)
CONTRACT = Contract(
    "isneginf",
    "mappings/aten/isneginf.yaml",
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
    reasons={"bfloat16": "ONNX Runtime has no bfloat16 Equal kernel on the CPU"},
    scalar_typed_ops=("Equal",),
    variants=("floating(input)", "integer(input)", 'dtype(input) == "bool"'),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, input):
    check_inputs(CONTRACT, input=input)
    if is_floating(input):
        inf = g.op(
            "Constant",
            value_t=torch.tensor(float("inf"), dtype=dtype_of(input)),
        )
        return g.op("Equal", g.op("Neg", input), inf)
    if is_integer(input):
        return g.op("Not", g.op("Equal", input, input))
    if dtype_name(input) == "bool":
        return g.op("And", input, g.op("Not", input))
    CONTRACT.no_variant(input=input)
