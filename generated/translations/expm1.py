"""expm1 for the dynamo exporter: aten::expm1 -> ONNX Exp + Sub, opsets 18 to 20.

Generated from mappings/aten/expm1.yaml by `opmapgen build`; do not edit.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import check_inputs, constant

TARGET = "aten::expm1.default"
OPSETS = range(18, 21)
CONTRACT = Contract(
    "expm1",
    "mappings/aten/expm1.yaml",
    dtypes=("float16", "float32", "float64"),
    reasons={
        "integer": "torch answers integer inputs in float32; Exp would answer in the integer dtype",
        "bool": "torch answers bool inputs in float32; ONNX Exp takes no bool",
    },
)


def translation(input):
    check_inputs(CONTRACT, input=input)
    one = constant(1.0, like=input)
    exp = op.Exp(input)
    return op.Sub(exp, one)
