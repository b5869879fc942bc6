"""frac for the dynamo exporter: aten::frac -> ONNX Sign + Abs + Floor + Mul + Sub, opsets 18 to 23.

Generated from mappings/aten/frac.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import check_inputs, torch_fallback

TARGET = "aten::frac.default"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "frac",
    "mappings/aten/frac.yaml",
    dtypes=("float16", "float32", "float64"),
    reasons={
        "bfloat16": "ONNX Runtime has no bfloat16 Floor kernel on the CPU",
        "integer": "torch does not take integer inputs to frac",
        "bool": "torch does not take bool inputs to frac",
    },
)


@torch_fallback(CONTRACT, TARGET)
def translation(input):
    check_inputs(CONTRACT, input=input)
    return op.Sub(input, op.Mul(op.Sign(input), op.Floor(op.Abs(input))))
