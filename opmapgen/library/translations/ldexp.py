"""ldexp for the dynamo exporter: aten::ldexp.Tensor -> ONNX Pow + Mul, opsets 18 to 23.

Generated from mappings/aten/ldexp.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import check_inputs, constant, promote, torch_fallback

TARGET = "aten::ldexp.Tensor"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::ldexp.Tensor(Tensor self, Tensor other) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "ldexp",
    "mappings/aten/ldexp.yaml",
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
    reasons={
        "bfloat16": "ONNX Cast takes bfloat16 only from opset 13, and this mapping starts at 9",
        "complex": "ONNX has no complex tensors",
    },
    promote=("input", "other"),
    promote_kind="INT_TO_FLOAT",
    promoted=("float16", "float32", "float64"),
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, other):
    check_inputs(CONTRACT, input=input, other=other)
    # torch's type promotion: one dtype for these, as torch.result_type gives it
    input, other = promote(CONTRACT, input=input, other=other)
    two = constant(2, like=other)
    return op.Mul(input, op.Pow(two, other))
