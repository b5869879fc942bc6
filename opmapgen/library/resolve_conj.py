"""resolve_conj: aten::resolve_conj -> ONNX Identity, opsets 9 to 20.

Generated from mappings/aten/resolve_conj.yaml by `opmapgen build`; do not edit.

Source schema: aten::resolve_conj(Tensor(a) self) -> Tensor(a)

Overrides torch's own symbolic for aten::resolve_conj at opsets 9-20:
while registered, every TorchScript export of the op at those opsets uses this mapping.
Why: torch's own symbolic would take a complex tensor's real view for a real tensor, and gives bfloat16 to Identity below opset 13

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import check_inputs, parse_args, torch_fallback

SOURCE_OP = "aten::resolve_conj"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(9, 21)
CONTRACT = Contract(
    "resolve_conj",
    "mappings/aten/resolve_conj.yaml",
    dtypes=(
        "complex64",
        "complex128",
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
    reasons={
        "complex32": "torch's TorchScript exporter cannot type complex32 (ComplexHalf)",
    },
    torch_wrong={
        "bfloat16": "an invalid model below opset 13: ONNX Identity takes bfloat16 from opset 13",
    },
    dtype_opsets={"bfloat16": 13},
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, input):
    opset = g.opset
    check_inputs(CONTRACT, input=input, opset=opset)
    return g.op("Identity", input)
