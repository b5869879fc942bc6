"""linalg_cholesky for the dynamo exporter: aten::linalg_cholesky -> ONNX Shape + Gather + Range + Mul + Cast + Expand + Unsqueeze + MatMul + Squeeze + Sub + Sqrt + Less + Equal + Div + Where + Add + Identity, opsets 18 to 23.

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
        minus_one_list = constant([-1], dtype="int64")
        zero_2 = constant(0, like=input)
        positions = op.Range(zero, op.Gather(op.Shape(input), minus_one), one)
        j = op.Mul(op.Gather(op.Shape(input), minus_one), zero)
        factor = op.Expand(op.Cast(zero, to=onnx_dtype_of(input)), op.Shape(input))
        for _ in range(traced_sizes(input)[-1]):
            row = op.Gather(factor, j, axis=-2)
            residual = op.Sub(
                op.Gather(input, j, axis=-1),
                op.Squeeze(
                    op.MatMul(factor, op.Unsqueeze(row, minus_one_list)),
                    minus_one_list,
                ),
            )
            root = op.Unsqueeze(
                op.Sqrt(op.Gather(residual, j, axis=-1)),
                minus_one_list,
            )
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
    minus_two_list = constant([-2], dtype="int64")
    minus_one_list = constant([-1], dtype="int64")
    zero_2 = constant(0, like=input)
    positions = op.Range(zero, op.Gather(op.Shape(input), minus_one), one)
    j = op.Mul(op.Gather(op.Shape(input), minus_one), zero)
    factor = op.Expand(op.Cast(zero, to=onnx_dtype_of(input)), op.Shape(input))
    for _ in range(traced_sizes(input)[-1]):
        column = op.Gather(factor, j, axis=-1)
        residual = op.Sub(
            op.Gather(input, j, axis=-2),
            op.Squeeze(
                op.MatMul(op.Unsqueeze(column, minus_two_list), factor),
                minus_two_list,
            ),
        )
        root = op.Unsqueeze(op.Sqrt(op.Gather(residual, j, axis=-1)), minus_one_list)
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
