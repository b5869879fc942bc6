"""diag_embed: aten::diag_embed -> ONNX Shape + Gather + Slice + Concat + ConstantOfShape + Cast + Add + Sub + Range + Reshape + Identity + Equal + Where, opsets 11 to 20.

Generated from mappings/aten/diag_embed.yaml by `opmapgen build`; do not edit.

Source schema: aten::diag_embed(Tensor self, int offset=0, int dim1=-2, int dim2=-1) -> Tensor

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
    present,
    rank,
    torch_fallback,
)

SOURCE_OP = "aten::diag_embed"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(11, 21)
CONTRACT = Contract(
    "diag_embed",
    "mappings/aten/diag_embed.yaml",
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
    scalar_typed_ops=("Concat", "Add", "Sub", "Equal"),
    dtype_opsets={"bfloat16": 13},
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "i", "i", "i")
def symbolic(g, input, offset, dim1, dim2):
    opset = g.opset
    check_inputs(CONTRACT, input=input, opset=opset)
    CONTRACT.require(
        present(dtype_name(input)),
        "the input's dtype must be known at export and one the dtype contract can check (complex32 is neither)",
        input=input,
    )
    CONTRACT.require(
        present(rank(input)) and rank(input) >= 1,
        "the input's rank must be known at export and at least 1",
        input=input,
    )
    CONTRACT.require(
        dim1 % (rank(input) + 1) >= rank(input) - 1
        and dim2 % (rank(input) + 1) >= rank(input) - 1
        and dim1 % (rank(input) + 1) != dim2 % (rank(input) + 1),
        "only dim1 and dim2 naming the output's last two dims are mapped; move them with movedim afterwards",
        dim1=dim1,
        dim2=dim2,
        input=input,
    )
    minus_one = g.op("Constant", value_t=torch.tensor(-1, dtype=torch.int64))
    zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
    one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
    one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
    values = g.op("Constant", value_t=torch.tensor([-1, 1], dtype=torch.int64))
    values_2 = g.op("Constant", value_t=torch.tensor([1, -1], dtype=torch.int64))
    offset_value_3 = g.op("Constant", value_t=torch.tensor(offset, dtype=torch.int64))
    shape = g.op("Shape", input)
    n = g.op("Gather", shape, minus_one)
    zeros = g.op(
        "Cast",
        g.op(
            "ConstantOfShape",
            g.op(
                "Concat",
                g.op("Slice", shape, zero_list, minus_one_list),
                one_list,
                axis_i=0,
            ),
        ),
        to_i=onnx_dtype_of(input),
    )
    padded = g.op("Concat", input, zeros, axis_i=-1)
    if offset >= 0:
        offset_value = g.op("Constant", value_t=torch.tensor(offset, dtype=torch.int64))
        size = g.op("Add", n, offset_value)
    else:
        offset_value_2 = g.op(
            "Constant",
            value_t=torch.tensor(offset, dtype=torch.int64),
        )
        size = g.op("Sub", n, offset_value_2)
    positions = g.op("Range", zero, size, one)
    rows = g.op("Reshape", positions, values)
    cols = g.op("Reshape", positions, values_2)
    if dim1 % (rank(input) + 1) == rank(input) - 1:
        first = g.op("Identity", rows)
    else:
        first = g.op("Identity", cols)
    if dim1 % (rank(input) + 1) == rank(input) - 1:
        second = g.op("Identity", cols)
    else:
        second = g.op("Identity", rows)
    if offset >= 0:
        source = g.op("Identity", first)
    else:
        source = g.op("Identity", second)
    index = g.op(
        "Where",
        g.op("Equal", g.op("Sub", second, first), offset_value_3),
        source,
        n,
    )
    return g.op("Gather", padded, index, axis_i=-1)
