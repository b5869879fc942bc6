"""diagonal_scatter: aten::diagonal_scatter -> ONNX Shape + Gather + Range + Unsqueeze + Sub + Reshape + Equal + Identity + Cast + Slice + Concat + Where + And + Not + Or, opsets 13 to 20.

Generated from mappings/aten/diagonal_scatter.yaml by `opmapgen build`; do not edit.

Source schema: aten::diagonal_scatter(Tensor self, Tensor src, int offset=0, int dim1=0, int dim2=1) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_name,
    onnx_dtype_of,
    parse_args,
    rank,
    torch_fallback,
)

SOURCE_OP = "aten::diagonal_scatter"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "diagonal_scatter",
    "mappings/aten/diagonal_scatter.yaml",
    dtypes=("float16", "float32", "float64", "uint8", "int8", "int32", "int64", "bool"),
    reasons={
        "int16": "ONNX Runtime has no int16 Where kernel",
        "complex": "ONNX has no complex tensors",
    },
    scalar_typed_ops=("Sub", "Equal", "Concat"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v", "i", "i", "i")
def symbolic(g, input, src, offset, dim1, dim2):
    check_inputs(CONTRACT, input=input, src=src)
    CONTRACT.require(
        rank(input) == 2,
        "only 2-D inputs are mapped; for a batch of matrices, scatter each (or use a Where with a diagonal mask)",
        input=input,
    )
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
    one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
    one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
    zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
    rows = g.op(
        "Unsqueeze",
        g.op("Range", zero, g.op("Gather", g.op("Shape", input), zero), one),
        one_list,
    )
    cols = g.op(
        "Unsqueeze",
        g.op("Range", zero, g.op("Gather", g.op("Shape", input), one), one),
        zero_list,
    )
    if dim1 % 2 == 0 and dim2 % 2 == 1:
        offset_value = g.op("Constant", value_t=torch.tensor(offset, dtype=torch.int64))
        one_list_2 = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        diagonal = g.op(
            "Equal",
            g.op("Sub", cols, rows),
            g.op("Reshape", offset_value, one_list_2),
        )
    else:
        offset_value_2 = g.op(
            "Constant",
            value_t=torch.tensor(offset, dtype=torch.int64),
        )
        one_list_3 = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        diagonal = g.op(
            "Equal",
            g.op("Sub", rows, cols),
            g.op("Reshape", offset_value_2, one_list_3),
        )
    if dim1 % 2 == 0 and offset >= 0:
        along = g.op("Identity", rows)
    elif dim1 % 2 == 0:
        along = g.op("Identity", cols)
    elif offset >= 0:
        along = g.op("Identity", cols)
    else:
        along = g.op("Identity", rows)
    if dtype_name(src) == dtype_name(input):
        written = g.op("Identity", src)
    else:
        written = g.op("Cast", src, to_i=onnx_dtype_of(input))
    values = g.op(
        "Concat",
        written,
        g.op("Slice", g.op("Reshape", input, minus_one_list), zero_list, one_list),
        axis_i=0,
    )
    picked = g.op(
        "Gather",
        values,
        g.op("Where", diagonal, along, g.op("Shape", src)),
        axis_i=0,
    )
    if dtype_name(input) == "bool":
        return g.op(
            "Or",
            g.op("And", diagonal, picked),
            g.op("And", g.op("Not", diagonal), input),
        )
    else:
        return g.op("Where", diagonal, picked, input)
