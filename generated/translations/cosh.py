"""cosh for the dynamo exporter: aten::cosh -> ONNX Cosh, opsets 18 to 20.

Generated from mappings/aten/cosh.yaml by `opmapgen build`; do not edit.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import check_inputs

TARGET = "aten::cosh.default"
OPSETS = range(18, 21)
CONTRACT = Contract(
    "cosh",
    "mappings/aten/cosh.yaml",
    dtypes=("float16", "float32"),
    reasons={
        "float64": "ONNX Runtime has no double Cosh kernel",
        "integer": "torch answers integer inputs in float32; ONNX Cosh takes floats only",
        "bool": "torch answers bool inputs in float32; ONNX Cosh takes floats only",
    },
)


def translation(input):
    check_inputs(CONTRACT, input=input)
    return op.Cosh(input)
