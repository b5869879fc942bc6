"""ldexp for the dynamo exporter: aten::ldexp.Tensor -> ONNX Cast + Pow + Mul, opsets 18 to 23.

Generated from mappings/aten/ldexp.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    check_inputs,
    constant,
    dtype_name,
    is_integer,
    torch_fallback,
)

TARGET = "aten::ldexp.Tensor"
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
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, other):
    check_inputs(CONTRACT, input=input, other=other)
    if dtype_name(input) == "float32" and (
        dtype_name(other) == "float32"
        or is_integer(other)
        or dtype_name(other) == "bool"
    ):
        two = constant(2, dtype="float32")
        return op.Mul(input, op.Pow(two, op.Cast(other, to=1)))
    if dtype_name(input) == "float64" and (
        dtype_name(other) == "float64"
        or is_integer(other)
        or dtype_name(other) == "bool"
    ):
        two = constant(2, dtype="float64")
        return op.Mul(input, op.Pow(two, op.Cast(other, to=11)))
    if dtype_name(input) == "float16" and (
        dtype_name(other) == "float16"
        or is_integer(other)
        or dtype_name(other) == "bool"
    ):
        two = constant(2, dtype="float16")
        return op.Mul(input, op.Pow(two, op.Cast(other, to=10)))
    if (is_integer(input) or dtype_name(input) == "bool") and (
        is_integer(other) or dtype_name(other) == "bool"
    ):
        two = constant(2, dtype="float32")
        return op.Mul(op.Cast(input, to=1), op.Pow(two, op.Cast(other, to=1)))
    CONTRACT.refuse(
        'no variant of the mapping takes these args (variants: dtype(input) == "float32" and (dtype(other) == "float32" or integer(other) or dtype(other) == "bool"); dtype(input) == "float64" and (dtype(other) == "float64" or integer(other) or dtype(other) == "bool"); dtype(input) == "float16" and (dtype(other) == "float16" or integer(other) or dtype(other) == "bool"); (integer(input) or dtype(input) == "bool") and (integer(other) or dtype(other) == "bool"))',
        input=input,
        other=other,
    )
