"""linalg_diagonal: aten::linalg_diagonal -> ONNX Shape + Gather + Identity + Add + Sub + Less + Where + Greater + Range + Mul + Slice + Reshape + Concat, opsets 14 to 20.

Generated from mappings/aten/linalg_diagonal.yaml by `opmapgen build`; do not edit.

Source schema: aten::linalg_diagonal(Tensor(a) A, *, int offset=0, int dim1=-2, int dim2=-1) -> Tensor(a)

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_name,
    parse_args,
    present,
    rank,
    torch_fallback,
)

SOURCE_OP = "aten::linalg_diagonal"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(14, 21)
CONTRACT = Contract(
    "linalg_diagonal",
    "mappings/aten/linalg_diagonal.yaml",
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
    scalar_typed_ops=("Add", "Sub", "Less", "Greater", "Mul", "Concat"),
    scalar_typed_inputs=(),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "i", "i", "i")
def symbolic(g, A, offset, dim1, dim2):
    check_inputs(CONTRACT, A=A)
    CONTRACT.require(
        present(dtype_name(A)),
        "the input's dtype must be known at export and one the dtype contract can check (complex32 is neither)",
        A=A,
    )
    CONTRACT.require(
        present(rank(A)) and rank(A) >= 2,
        "the input's rank must be known at export and at least 2",
        A=A,
    )
    CONTRACT.require(
        dim1 % rank(A) >= rank(A) - 2
        and dim2 % rank(A) >= rank(A) - 2
        and dim1 % rank(A) != dim2 % rank(A),
        "only dim1 and dim2 naming the last two dims are mapped; move them there with movedim first",
        dim1=dim1,
        dim2=dim2,
        A=A,
    )
    minus_two = g.op("Constant", value_t=torch.tensor(-2, dtype=torch.int64))
    minus_one = g.op("Constant", value_t=torch.tensor(-1, dtype=torch.int64))
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
    one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
    zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    minus_two_list = g.op("Constant", value_t=torch.tensor([-2], dtype=torch.int64))
    one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
    shape = g.op("Shape", A)
    m = g.op("Gather", shape, minus_two)
    n = g.op("Gather", shape, minus_one)
    if dim1 % rank(A) == rank(A) - 2:
        size1 = g.op("Identity", m)
    else:
        size1 = g.op("Identity", n)
    if dim1 % rank(A) == rank(A) - 2:
        size2 = g.op("Identity", n)
    else:
        size2 = g.op("Identity", m)
    if offset >= 0:
        length1 = g.op("Identity", size1)
    else:
        offset_value = g.op("Constant", value_t=torch.tensor(offset, dtype=torch.int64))
        length1 = g.op("Add", size1, offset_value)
    if offset >= 0:
        offset_value_2 = g.op(
            "Constant",
            value_t=torch.tensor(offset, dtype=torch.int64),
        )
        length2 = g.op("Sub", size2, offset_value_2)
    else:
        length2 = g.op("Identity", size2)
    shorter = g.op("Where", g.op("Less", length1, length2), length1, length2)
    k = g.op(
        "Range",
        zero,
        g.op("Where", g.op("Greater", shorter, zero), shorter, zero),
        one,
    )
    if offset >= 0:
        index1 = g.op("Identity", k)
    else:
        offset_value_3 = g.op(
            "Constant",
            value_t=torch.tensor(offset, dtype=torch.int64),
        )
        index1 = g.op("Sub", k, offset_value_3)
    if offset >= 0:
        offset_value_4 = g.op(
            "Constant",
            value_t=torch.tensor(offset, dtype=torch.int64),
        )
        index2 = g.op("Add", k, offset_value_4)
    else:
        index2 = g.op("Identity", k)
    if dim1 % rank(A) == rank(A) - 2:
        flat_index = g.op("Add", g.op("Mul", index1, n), index2)
    else:
        flat_index = g.op("Add", g.op("Mul", index2, n), index1)
    flat = g.op(
        "Reshape",
        A,
        g.op(
            "Concat",
            g.op("Slice", shape, zero_list, minus_two_list),
            g.op("Reshape", g.op("Mul", m, n), one_list),
            axis_i=0,
        ),
        allowzero_i=1,
    )
    return g.op("Gather", flat, flat_index, axis_i=-1)
