"""linalg_cholesky for the dynamo exporter: aten::linalg_cholesky -> ONNX Shape + Gather + Range + Mul + Reshape + Less + Where + Add + Slice + Squeeze + Unsqueeze + MatMul + Sub + Sqrt + Equal + Div + Cast + Identity, opsets 18 to 23.

Generated from mappings/aten/linalg_cholesky.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    check_inputs,
    constant,
    onnx_dtype_of,
    present,
    torch_fallback,
    traced_sizes,
)

TARGET = "aten::linalg_cholesky.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::linalg_cholesky(Tensor self, *, bool upper=False) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "linalg_cholesky",
    "mappings/aten/linalg_cholesky.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "torch does not take float16 inputs to linalg_cholesky on the CPU",
        "complex": "not mapped yet (complex numbers are a separate family)",
    },
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, upper=False):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(
        present(traced_sizes(input)),
        "the matrices' size must be known at export (one round per column): export with static shapes (the sizes are read whole, so a dynamic batch dim is refused too)",
        input=input,
    )
    if not upper:
        minus_one = constant(-1, dtype="int64")
        zero = constant(0, dtype="int64")
        one = constant(1, dtype="int64")
        one_list = constant([1], dtype="int64")
        zero_list = constant([0], like=input)
        minus_two_list = constant([-2], dtype="int64")
        minus_one_list = constant([-1], dtype="int64")
        zero_2 = constant(0, like=input)
        positions = op.Range(zero, op.Gather(op.Shape(input), minus_one), one)
        j = op.Reshape(op.Mul(op.Gather(op.Shape(input), minus_one), zero), one_list)
        factor = op.Where(op.Less(positions, zero), input, zero_list)
        for _ in range(traced_sizes(input)[-1]):
            row = op.Squeeze(
                op.Slice(factor, j, op.Add(j, one), minus_two_list),
                minus_two_list,
            )
            residual = op.Sub(
                op.Squeeze(
                    op.Slice(input, j, op.Add(j, one), minus_one_list),
                    minus_one_list,
                ),
                op.Squeeze(
                    op.MatMul(factor, op.Unsqueeze(row, minus_one_list)),
                    minus_one_list,
                ),
            )
            root = op.Sqrt(op.Slice(residual, j, op.Add(j, one), minus_one_list))
            column = op.Where(
                op.Less(positions, j),
                zero_2,
                op.Where(op.Equal(positions, j), root, op.Div(residual, root)),
            )
            factor = op.Add(
                factor,
                op.Mul(
                    op.Unsqueeze(column, minus_one_list),
                    op.Cast(op.Equal(positions, j), to=onnx_dtype_of(input)),
                ),
            )
            j = op.Add(j, one)
        return op.Identity(factor)
    minus_one = constant(-1, dtype="int64")
    zero = constant(0, dtype="int64")
    one = constant(1, dtype="int64")
    one_list = constant([1], dtype="int64")
    zero_list = constant([0], like=input)
    minus_one_list = constant([-1], dtype="int64")
    minus_two_list = constant([-2], dtype="int64")
    zero_2 = constant(0, like=input)
    positions = op.Range(zero, op.Gather(op.Shape(input), minus_one), one)
    j = op.Reshape(op.Mul(op.Gather(op.Shape(input), minus_one), zero), one_list)
    factor = op.Where(op.Less(positions, zero), input, zero_list)
    for _ in range(traced_sizes(input)[-1]):
        column = op.Squeeze(
            op.Slice(factor, j, op.Add(j, one), minus_one_list),
            minus_one_list,
        )
        residual = op.Sub(
            op.Squeeze(
                op.Slice(input, j, op.Add(j, one), minus_two_list),
                minus_two_list,
            ),
            op.Squeeze(
                op.MatMul(op.Unsqueeze(column, minus_two_list), factor),
                minus_two_list,
            ),
        )
        root = op.Sqrt(op.Slice(residual, j, op.Add(j, one), minus_one_list))
        row = op.Where(
            op.Less(positions, j),
            zero_2,
            op.Where(op.Equal(positions, j), root, op.Div(residual, root)),
        )
        factor = op.Add(
            factor,
            op.Mul(
                op.Unsqueeze(
                    op.Cast(op.Equal(positions, j), to=onnx_dtype_of(input)),
                    minus_one_list,
                ),
                op.Unsqueeze(row, minus_two_list),
            ),
        )
        j = op.Add(j, one)
    return op.Identity(factor)
