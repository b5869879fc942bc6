"""rms_norm_fused for the dynamo exporter: impls.rms_norm:rms_norm -> ONNX opmapgen::RMSNorm, opsets 18 to 23.

Generated from mappings/own_code/rms_norm_fused.yaml by `opmapgen build`; do not edit.
"""

from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import check_inputs, custom_op

from ..rms_norm_fused import OP

TARGET = OP
OPSETS = range(18, 24)
CONTRACT = Contract(
    "rms_norm_fused",
    "mappings/own_code/rms_norm_fused.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "the body rounds in another order than torch's float16 ops (x / sqrt(m) where torch computes x * rsqrt(m)): up to two float16 steps apart in half the elements (measured)",
    },
)
RMSNorm = custom_op("opmapgen", 1, "RMSNorm", inputs=2, attributes={"epsilon": "float"})


def translation(input, weight, eps):
    check_inputs(CONTRACT, input=input, weight=weight)
    return RMSNorm(input, weight, epsilon=eps)
