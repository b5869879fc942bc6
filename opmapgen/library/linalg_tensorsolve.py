"""linalg_tensorsolve: aten::linalg_tensorsolve -> ONNX Size + Reshape + Concat + com.microsoft::Inverse + MatMul + Shape + Slice, opsets 14 to 20.

Generated from mappings/aten/linalg_tensorsolve.yaml by `opmapgen build`; do not edit.

Source schema: aten::linalg_tensorsolve(Tensor self, Tensor other, int[]? dims=None) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    absent,
    check_inputs,
    parse_args,
    torch_fallback,
    typed_like,
)

SOURCE_OP = "aten::linalg_tensorsolve"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(14, 21)
CONTRACT = Contract(
    "linalg_tensorsolve",
    "mappings/aten/linalg_tensorsolve.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "torch does not take float16 inputs to linalg_tensorsolve on the CPU",
        "complex": "com.microsoft::Inverse takes no complex inputs",
    },
    scalar_typed_ops=("Concat", "MatMul"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v", "is")
def symbolic(g, input, other, dims):
    check_inputs(CONTRACT, input=input, other=other)
    CONTRACT.require(
        absent(dims),
        "dims is not mapped; move those dims of A to the end yourself (A.movedim(dims, range(A.ndim - len(dims), A.ndim)))",
        dims=dims,
    )
    one = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
    end = g.op(
        "Constant",
        value_t=torch.tensor([9223372036854775807], dtype=torch.int64),
    )
    count = g.op("Size", other)
    side = g.op("Reshape", count, one)
    sides = g.op("Concat", side, side, axis_i=0)
    matrix = g.op("Reshape", input, sides, allowzero_i=1)
    inverse = typed_like(g.op("com.microsoft::Inverse", matrix), 0)
    column_shape = g.op("Concat", side, one, axis_i=0)
    column = g.op("Reshape", other, column_shape, allowzero_i=1)
    solution = g.op("MatMul", inverse, column)
    shape = g.op("Shape", input)
    other_shape = g.op("Shape", other)
    other_rank = g.op("Shape", other_shape)
    result_shape = g.op("Slice", shape, other_rank, end)
    return g.op("Reshape", solution, result_shape, allowzero_i=1)
