"""diff for the dynamo exporter: aten::diff -> ONNX Concat + Identity + Slice + Xor + Sub, opsets 18 to 23.

Generated from mappings/aten/diff.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    check_inputs,
    constant,
    dtype_name,
    present,
    torch_fallback,
)

TARGET = "aten::diff.default"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "diff",
    "mappings/aten/diff.yaml",
    dtypes=("float16", "float32", "float64", "int32", "int64", "bool"),
    reasons={
        "integer": "ONNX Sub takes int8, int16 and uint8 only from opset 14",
        "bfloat16": "ONNX Runtime has no bfloat16 Sub kernel on the CPU",
    },
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, n=1, dim=-1, prepend=None, append=None):
    check_inputs(CONTRACT, input=input, prepend=prepend, append=append)
    CONTRACT.require(
        n <= 1,
        "only n=0 and n=1 are mapped; for a higher order, call torch.diff n times",
        n=n,
    )
    one_list = constant([1], dtype="int64")
    values = constant([9223372036854775807], dtype="int64")
    dim_list = constant([dim], dtype="int64")
    zero_list = constant([0], dtype="int64")
    minus_one_list = constant([-1], dtype="int64")
    if present(prepend) and present(append):
        x = op.Concat(prepend, input, append, axis=dim)
    elif present(prepend):
        x = op.Concat(prepend, input, axis=dim)
    elif present(append):
        x = op.Concat(input, append, axis=dim)
    else:
        x = op.Identity(input)
    head = op.Slice(x, one_list, values, dim_list)
    tail = op.Slice(x, zero_list, minus_one_list, dim_list)
    if n == 0:
        return op.Identity(input)
    elif dtype_name(input) == "bool":
        return op.Xor(head, tail)
    else:
        return op.Sub(head, tail)
