"""trunc: aten::trunc -> ONNX Sign + Abs + Floor + Mul + Identity, opsets 9 to 20.

Generated from mappings/aten/trunc.yaml by `opmapgen build`; do not edit.

Source schema: aten::trunc(Tensor self) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    is_floating,
    is_integer,
    parse_args,
    torch_fallback,
)

SOURCE_OP = "aten::trunc"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(9, 21)
CONTRACT = Contract(
    "trunc",
    "mappings/aten/trunc.yaml",
    dtypes=(
        "float16",
        "float32",
        "float64",
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
    ),
    reasons={"bfloat16": "ONNX Runtime has no bfloat16 Floor kernel on the CPU"},
    scalar_typed_ops=("Mul",),
    variants=("floating(input)", "integer(input)"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, input):
    check_inputs(CONTRACT, input=input)
    if is_floating(input):
        return g.op("Mul", g.op("Sign", input), g.op("Floor", g.op("Abs", input)))
    if is_integer(input):
        return g.op("Identity", input)
    CONTRACT.no_variant(input=input)
