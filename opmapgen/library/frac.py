"""frac: aten::frac -> ONNX Sign + Abs + Floor + Mul + Sub, opsets 9 to 20.

Generated from mappings/aten/frac.yaml by `opmapgen build`; do not edit.

Source schema: aten::frac(Tensor self) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import check_inputs, parse_args, torch_fallback

SOURCE_OP = "aten::frac"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(9, 21)
CONTRACT = Contract(
    "frac",
    "mappings/aten/frac.yaml",
    dtypes=("float16", "float32", "float64"),
    reasons={
        "bfloat16": "ONNX Runtime has no bfloat16 Floor kernel on the CPU",
        "integer": "torch does not take integer inputs to frac",
        "bool": "torch does not take bool inputs to frac",
    },
    scalar_typed_ops=("Mul", "Sub"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, input):
    check_inputs(CONTRACT, input=input)
    return g.op(
        "Sub",
        input,
        g.op("Mul", g.op("Sign", input), g.op("Floor", g.op("Abs", input))),
    )
