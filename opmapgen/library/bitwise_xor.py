"""bitwise_xor: aten::bitwise_xor.Tensor -> ONNX Xor, opsets 9 to 17.

Generated from mappings/aten/bitwise_xor.yaml by `opmapgen build`; do not edit.

Source schema: aten::bitwise_xor.Tensor(Tensor self, Tensor other) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import check_inputs, parse_args, promote, torch_fallback

SOURCE_OP = "aten::bitwise_xor"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(9, 18)
CONTRACT = Contract(
    "bitwise_xor",
    "mappings/aten/bitwise_xor.yaml",
    dtypes=("bool",),
    reasons={
        "integer": "ONNX BitwiseXor was added in opset 18, where torch's own symbolic converts integers; export at opset 18 or later",
    },
    promote=("input", "other"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v")
def symbolic(g, input, other):
    check_inputs(CONTRACT, input=input, other=other)
    # torch's type promotion: one dtype for these, as torch.result_type gives it
    input, other = promote(g, CONTRACT, input=input, other=other)
    return g.op("Xor", input, other)
