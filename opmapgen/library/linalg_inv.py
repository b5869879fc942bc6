"""linalg_inv: aten::linalg_inv -> ONNX com.microsoft::Inverse, opsets 9 to 20.

Generated from mappings/aten/linalg_inv.yaml by `opmapgen build`; do not edit.

Source schema: aten::linalg_inv(Tensor A) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    parse_args,
    torch_fallback,
    typed_like,
)

SOURCE_OP = "aten::linalg_inv"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(9, 21)
CONTRACT = Contract(
    "linalg_inv",
    "mappings/aten/linalg_inv.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "torch does not take float16 inputs to linalg_inv on the CPU",
        "complex": "com.microsoft::Inverse takes no complex inputs",
    },
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, A):
    check_inputs(CONTRACT, A=A)
    return typed_like(g.op("com.microsoft::Inverse", A), 0)
