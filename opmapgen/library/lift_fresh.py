"""lift_fresh: aten::lift_fresh -> ONNX Identity, opsets 13 to 20.

Generated from mappings/aten/lift_fresh.yaml by `opmapgen build`; do not edit.

Source schema: aten::lift_fresh(Tensor(a) self) -> Tensor(a)

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import check_inputs, parse_args, torch_fallback

SOURCE_OP = "aten::lift_fresh"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "lift_fresh",
    "mappings/aten/lift_fresh.yaml",
    dtypes=(
        "bool",
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
        "float16",
        "bfloat16",
        "float32",
        "float64",
    ),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, input):
    check_inputs(CONTRACT, input=input)
    return g.op("Identity", input)
