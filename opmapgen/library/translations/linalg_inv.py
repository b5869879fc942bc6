"""linalg_inv for the dynamo exporter: aten::linalg_inv -> ONNX com.microsoft::Inverse, opsets 18 to 23.

Generated from mappings/aten/linalg_inv.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import check_inputs, custom_op, torch_fallback

TARGET = "aten::linalg_inv.default"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "linalg_inv",
    "mappings/aten/linalg_inv.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "torch does not take float16 inputs to linalg_inv on the CPU",
        "complex": "com.microsoft::Inverse takes no complex inputs",
    },
)
Inverse = custom_op("com.microsoft", 1, "Inverse", inputs=1, attributes={})


@torch_fallback(CONTRACT, TARGET)
def translation(A):
    check_inputs(CONTRACT, A=A)
    return Inverse(A)
