"""diagonal_scatter for the dynamo exporter: aten::diagonal_scatter -> ONNX Shape + Gather + Range + Unsqueeze + Sub + Reshape + Equal + Identity + Cast + Slice + Concat + Where + And + Not + Or, opsets 18 to 23.

Generated from mappings/aten/diagonal_scatter.yaml by `opmapgen build`; do not edit.

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
    rank,
    torch_fallback,
)

TARGET = "aten::diagonal_scatter.default"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "diagonal_scatter",
    "mappings/aten/diagonal_scatter.yaml",
    dtypes=("float16", "float32", "float64", "uint8", "int8", "int32", "int64", "bool"),
    reasons={
        "int16": "ONNX Runtime has no int16 Where kernel",
        "complex": "ONNX has no complex tensors",
    },
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, src, offset=0, dim1=0, dim2=1):
    check_inputs(CONTRACT, input=input, src=src)
    CONTRACT.require(
        rank(input) == 2,
        "only 2-D inputs are mapped; for a batch of matrices, scatter each (or use a Where with a diagonal mask)",
        input=input,
    )
    zero = constant(0, dtype="int64")
    one = constant(1, dtype="int64")
    one_list = constant([1], dtype="int64")
    zero_list = constant([0], dtype="int64")
    minus_one_list = constant([-1], dtype="int64")
    rows = op.Unsqueeze(op.Range(zero, op.Gather(op.Shape(input), zero), one), one_list)
    cols = op.Unsqueeze(op.Range(zero, op.Gather(op.Shape(input), one), one), zero_list)
    if dim1 % 2 == 0 and dim2 % 2 == 1:
        offset_value = constant(offset, dtype="int64")
        one_list_2 = constant([1], dtype="int64")
        diagonal = op.Equal(op.Sub(cols, rows), op.Reshape(offset_value, one_list_2))
    else:
        offset_value_2 = constant(offset, dtype="int64")
        one_list_3 = constant([1], dtype="int64")
        diagonal = op.Equal(op.Sub(rows, cols), op.Reshape(offset_value_2, one_list_3))
    if dim1 % 2 == 0 and offset >= 0:
        along = op.Identity(rows)
    elif dim1 % 2 == 0:
        along = op.Identity(cols)
    elif offset >= 0:
        along = op.Identity(cols)
    else:
        along = op.Identity(rows)
    if dtype_name(src) == dtype_name(input):
        written = op.Identity(src)
    else:
        written = op.Cast(src, to=onnx_dtype_of(input))
    values = op.Concat(
        written,
        op.Slice(op.Reshape(input, minus_one_list), zero_list, one_list),
        axis=0,
    )
    picked = op.Gather(values, op.Where(diagonal, along, op.Shape(src)), axis=0)
    if dtype_name(input) == "bool":
        return op.Or(op.And(diagonal, picked), op.And(op.Not(diagonal), input))
    else:
        return op.Where(diagonal, picked, input)
