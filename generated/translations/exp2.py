"""exp2 for the dynamo exporter: aten::exp2 -> ONNX Pow, opsets 18 to 20.

Generated from mappings/aten/exp2.yaml by `opmapgen build`; do not edit.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import check_inputs, constant

TARGET = "aten::exp2.default"
OPSETS = range(18, 21)
CONTRACT = Contract(
    "exp2",
    "mappings/aten/exp2.yaml",
    dtypes=("float16", "float32"),
    reasons={
        "float64": "torch's TorchScript exporter turns a 0-dim float64 input of Pow into a float32 result (its scalar type analysis); refused until a guard can say which shapes are safe",
        "integer": "torch answers integer inputs in float32; Pow would answer in the integer dtype",
        "bool": "torch answers bool inputs in float32; ONNX Pow takes no bool",
    },
)


def translation(input):
    check_inputs(CONTRACT, input=input)
    two = constant(2.0, like=input)
    return op.Pow(two, input)
