"""linalg_solve: aten::linalg_solve -> ONNX com.microsoft::Inverse + Unsqueeze + MatMul + Squeeze, opsets 13 to 20.

Generated from mappings/aten/linalg_solve.yaml by `opmapgen build`; do not edit.

Source schema: aten::linalg_solve(Tensor A, Tensor B, *, bool left=True) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    parse_args,
    present,
    rank,
    torch_fallback,
    typed_like,
)

SOURCE_OP = "aten::linalg_solve"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "linalg_solve",
    "mappings/aten/linalg_solve.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "torch does not take float16 inputs to linalg_solve on the CPU",
        "complex": "com.microsoft::Inverse takes no complex inputs",
    },
    scalar_typed_ops=("MatMul",),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v", "b")
def symbolic(g, A, B, left):
    check_inputs(CONTRACT, A=A, B=B)
    CONTRACT.require(
        present(rank(A)) and present(rank(B)),
        "the ranks of A and B must be known at export",
        A=A,
        B=B,
    )
    CONTRACT.require(
        rank(B) == 1 or rank(B) != rank(A) - 1,
        "B of rank(A) - 1 is a batch of vectors or of matrices depending on its shape at run time; give B of rank(A) (B.unsqueeze(-1) for vectors, then squeeze the result)",
        B=B,
        A=A,
    )
    CONTRACT.require(
        left or rank(B) != 1,
        "torch solves X A = B (left=False) for a matrix B only",
        left=left,
        B=B,
    )
    if rank(B) == 1 and left:
        minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
        inverse = typed_like(g.op("com.microsoft::Inverse", A), 0)
        return g.op(
            "Squeeze",
            g.op("MatMul", inverse, g.op("Unsqueeze", B, minus_one_list)),
            minus_one_list,
        )
    if left:
        return g.op("MatMul", typed_like(g.op("com.microsoft::Inverse", A), 0), B)
    return g.op("MatMul", B, typed_like(g.op("com.microsoft::Inverse", A), 0))
