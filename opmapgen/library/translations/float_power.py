"""float_power for the dynamo exporter: aten::float_power.Tensor_Tensor -> ONNX Cast + Reshape + Pow + Squeeze, opsets 18 to 23.

Generated from mappings/aten/float_power.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnx import TensorProto
from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    check_inputs,
    constant,
    present,
    rank,
    torch_fallback,
)

TARGET = "aten::float_power.Tensor_Tensor"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::float_power.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "float_power",
    "mappings/aten/float_power.yaml",
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
        "complex": "ONNX has no complex tensors for Pow",
    },
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, exponent):
    check_inputs(CONTRACT, input=input, exponent=exponent)
    CONTRACT.require(
        present(rank(input)) and present(rank(exponent)),
        "the ranks of input and exponent must be known at export",
        input=input,
        exponent=exponent,
    )
    x = op.Cast(input, to=TensorProto.DOUBLE)
    y = op.Cast(exponent, to=TensorProto.DOUBLE)
    if rank(input) == 0 and rank(exponent) == 0:
        one_list = constant([1], dtype="int64")
        return op.Squeeze(op.Pow(op.Reshape(x, one_list), op.Reshape(y, one_list)))
    else:
        return op.Pow(x, y)
