"""bitwise_and for the dynamo exporter: aten::bitwise_and.Tensor -> ONNX And + Cast + Identity + BitwiseAnd, opsets 18 to 23.

Generated from mappings/aten/bitwise_and.yaml by `opmapgen build`; do not edit.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    check_inputs,
    dtype_name,
    export_opset,
    onnx_dtype_of,
    rank,
)

TARGET = "aten::bitwise_and.Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "bitwise_and",
    "mappings/aten/bitwise_and.yaml",
    dtypes=("bool", "uint8", "int8", "int16", "int32", "int64"),
)


def translation(input, other):
    check_inputs(CONTRACT, input=input, other=other)
    opset = export_opset()
    CONTRACT.require(
        (dtype_name(input) == "bool") == (dtype_name(other) == "bool"),
        "a bool tensor with an integer one gives the integer dtype, which is not mapped; cast the bool one first",
        input=input,
        other=other,
    )
    CONTRACT.require(
        dtype_name(input) == dtype_name(other)
        or (rank(input) == 0) != (rank(other) == 0),
        "inputs of different dtypes are mapped only when one of them is 0-dim (a Python number), which then takes the other's dtype",
        input=input,
        other=other,
    )
    if dtype_name(input) == "bool":
        return op.And(input, other)
    if opset >= 18:
        if rank(input) == 0 and rank(other) != 0:
            a = op.Cast(input, to=onnx_dtype_of(other))
        else:
            a = op.Identity(input)
        if rank(other) == 0 and rank(input) != 0:
            b = op.Cast(other, to=onnx_dtype_of(input))
        else:
            b = op.Identity(other)
        return op.BitwiseAnd(a, b)
    CONTRACT.refuse(
        'no variant of the mapping takes these args (variants: dtype(input) == "bool"; opset >= 18)',
        input=input,
        opset=opset,
    )
