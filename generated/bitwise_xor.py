"""bitwise_xor: aten::bitwise_xor.Tensor -> ONNX Xor, opsets 9 to 17.

Generated from mappings/aten/bitwise_xor.yaml by `opmapgen build`; do not edit.

Source schema: aten::bitwise_xor.Tensor(Tensor self, Tensor other) -> Tensor
"""

from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import check_inputs, parse_args

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
)


@parse_args("v", "v")
def symbolic(g, input, other):
    check_inputs(CONTRACT, input=input, other=other)
    return g.op("Xor", input, other)
