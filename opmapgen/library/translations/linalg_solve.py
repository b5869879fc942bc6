"""linalg_solve for the dynamo exporter: aten::linalg_solve -> ONNX com.microsoft::Inverse + Unsqueeze + MatMul + Squeeze, opsets 18 to 23.

Generated from mappings/aten/linalg_solve.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    check_inputs,
    constant,
    custom_op,
    present,
    rank,
    torch_fallback,
)

TARGET = "aten::linalg_solve.default"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "linalg_solve",
    "mappings/aten/linalg_solve.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "torch does not take float16 inputs to linalg_solve on the CPU",
        "complex": "com.microsoft::Inverse takes no complex inputs",
    },
)
Inverse = custom_op("com.microsoft", 1, "Inverse", inputs=1, attributes={})


@torch_fallback(CONTRACT, TARGET)
def translation(A, B, left=True):
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
        last = constant([-1], dtype="int64")
        inverse = Inverse(A)
        column = op.Unsqueeze(B, last)
        product = op.MatMul(inverse, column)
        return op.Squeeze(product, last)
    if left:
        inverse = Inverse(A)
        return op.MatMul(inverse, B)
    inverse = Inverse(A)
    return op.MatMul(B, inverse)
