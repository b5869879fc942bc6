"""my_add for the dynamo exporter: impls.my_add:my_add -> ONNX Mul + Add, opsets 18 to 23.

Generated from mappings/own_code/my_add.yaml by `opmapgen build`; do not edit.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import check_inputs, constant

from ..my_add import OP

TARGET = OP
OPSETS = range(18, 24)
CONTRACT = Contract(
    "my_add",
    "mappings/own_code/my_add.yaml",
    dtypes=("float16", "float32", "float64", "int32", "int64"),
)


def translation(a, b):
    check_inputs(CONTRACT, a=a, b=b)
    two = constant(2, like=a)
    twice_a = op.Mul(a, two)
    return op.Add(twice_a, b)
