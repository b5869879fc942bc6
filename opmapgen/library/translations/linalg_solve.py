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
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::linalg_solve(Tensor A, Tensor B, *, bool left=True) -> Tensor"
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
        minus_one_list = constant([-1], dtype="int64")
        inverse = Inverse(A)
        return op.Squeeze(
            op.MatMul(inverse, op.Unsqueeze(B, minus_one_list)),
            minus_one_list,
        )
    if left:
        return op.MatMul(Inverse(A), B)
    return op.MatMul(B, Inverse(A))
