"""select_scatter for the dynamo exporter: aten::select_scatter -> ONNX Slice + Identity + Cast + Unsqueeze + Concat, opsets 18 to 23.

Generated from mappings/aten/select_scatter.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    check_inputs,
    constant,
    dtype_name,
    onnx_dtype_of,
    torch_fallback,
)

TARGET = "aten::select_scatter.default"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "select_scatter",
    "mappings/aten/select_scatter.yaml",
    dtypes=(
        "float16",
        "bfloat16",
        "float32",
        "float64",
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
        "bool",
    ),
    reasons={"complex": "ONNX has no complex tensors"},
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, src, dim, index):
    check_inputs(CONTRACT, input=input, src=src)
    zero_list = constant([0], dtype="int64")
    index_list = constant([index], dtype="int64")
    dim_list = constant([dim], dtype="int64")
    before = op.Slice(input, zero_list, index_list, dim_list)
    if index == -1:
        values = constant([9223372036854775807], dtype="int64")
        dim_list_2 = constant([dim], dtype="int64")
        after = op.Slice(input, values, values, dim_list_2)
    else:
        values_2 = constant([index + 1], dtype="int64")
        values_3 = constant([9223372036854775807], dtype="int64")
        dim_list_3 = constant([dim], dtype="int64")
        after = op.Slice(input, values_2, values_3, dim_list_3)
    if dtype_name(src) == dtype_name(input):
        written = op.Identity(src)
    else:
        written = op.Cast(src, to=onnx_dtype_of(input))
    return op.Concat(before, op.Unsqueeze(written, dim_list), after, axis=dim)
