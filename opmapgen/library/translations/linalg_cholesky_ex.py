"""linalg_cholesky_ex for the dynamo exporter: aten::linalg_cholesky_ex -> ONNX Shape + Gather + Range + Unsqueeze + Mul + Reshape + GreaterOrEqual + Where + IsNaN + ReduceSum + Cast + Less + Add + Slice + Squeeze + MatMul + Sub + Equal + And + Sqrt + Div + Not + Identity + LessOrEqual, opsets 18 to 23.

Generated from mappings/aten/linalg_cholesky_ex.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnx import TensorProto
from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    check_inputs,
    constant,
    present,
    torch_fallback,
    traced_sizes,
)

TARGET = "aten::linalg_cholesky_ex.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::linalg_cholesky_ex(Tensor self, *, bool upper=False, bool check_errors=False) -> (Tensor L, Tensor info)"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "linalg_cholesky_ex",
    "mappings/aten/linalg_cholesky_ex.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "torch does not take float16 inputs to linalg_cholesky_ex on the CPU",
        "bfloat16": "torch does not take bfloat16 inputs to linalg_cholesky_ex on the CPU",
        "complex": "not mapped yet (complex numbers are a separate family)",
    },
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, upper=False, check_errors=False):
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
        one_list = constant([1], dtype="int64")
        zero_list = constant([0], like=input)
        zero_list_2 = constant([0], dtype="int64")
        values = constant([-2, -1], dtype="int64")
        minus_two_list = constant([-2], dtype="int64")
        one_list_2 = constant([1], like=input)
        positions = op.Range(zero, op.Gather(op.Shape(input), minus_one), one)
        rows = op.Unsqueeze(positions, minus_one_list)
        j = op.Reshape(op.Mul(op.Gather(op.Shape(input), minus_one), zero), one_list)
        factor = op.Where(op.GreaterOrEqual(rows, positions), input, zero_list)
        info = op.Cast(
            op.ReduceSum(
                op.Where(op.IsNaN(input), zero_list_2, zero_list_2),
                values,
                keepdims=0,
            ),
            to=TensorProto.INT64,
        )
        info_kept = op.Unsqueeze(info, minus_one_list)
        for _ in range(traced_sizes(input)[-1]):
            row = op.Where(
                op.Less(positions, j),
                op.Squeeze(
                    op.Slice(factor, j, op.Add(j, one), minus_two_list),
                    minus_two_list,
                ),
                zero_list,
            )
            original = op.Where(
                op.Less(positions, j),
                zero_list,
                op.Squeeze(
                    op.Slice(input, j, op.Add(j, one), minus_one_list),
                    minus_one_list,
                ),
            )
            residual = op.Sub(
                original,
                op.Squeeze(
                    op.MatMul(
                        op.Where(op.Less(positions, j), factor, zero_list),
                        op.Unsqueeze(row, minus_one_list),
                    ),
                    minus_one_list,
                ),
            )
            pivot = op.Slice(residual, j, op.Add(j, one), minus_one_list)
            pending = op.Equal(info_kept, zero)
            good = op.And(op.Less(zero_list, pivot), pending)
            root = op.Sqrt(op.Where(good, pivot, one_list_2))
            column = op.Where(
                op.Less(positions, j),
                zero_list,
                op.Where(
                    good,
                    op.Where(op.Equal(positions, j), root, op.Div(residual, root)),
                    op.Where(op.And(pending, op.Equal(positions, j)), pivot, original),
                ),
            )
            factor = op.Where(
                op.Equal(positions, j),
                op.Unsqueeze(column, minus_one_list),
                factor,
            )
            info_kept = op.Where(
                op.And(pending, op.Not(good)),
                op.Add(j, one),
                info_kept,
            )
            j = op.Add(j, one)
        L = op.Identity(factor)
        info_int = op.Cast(op.Squeeze(info_kept, minus_one_list), to=TensorProto.INT32)
        return L, info_int
    minus_one = constant(-1, dtype="int64")
    zero = constant(0, dtype="int64")
    one = constant(1, dtype="int64")
    minus_one_list = constant([-1], dtype="int64")
    one_list = constant([1], dtype="int64")
    zero_list = constant([0], like=input)
    zero_list_2 = constant([0], dtype="int64")
    values = constant([-2, -1], dtype="int64")
    minus_two_list = constant([-2], dtype="int64")
    one_list_2 = constant([1], like=input)
    positions = op.Range(zero, op.Gather(op.Shape(input), minus_one), one)
    rows = op.Unsqueeze(positions, minus_one_list)
    j = op.Reshape(op.Mul(op.Gather(op.Shape(input), minus_one), zero), one_list)
    factor = op.Where(op.LessOrEqual(rows, positions), input, zero_list)
    info = op.Cast(
        op.ReduceSum(
            op.Where(op.IsNaN(input), zero_list_2, zero_list_2),
            values,
            keepdims=0,
        ),
        to=TensorProto.INT64,
    )
    info_kept = op.Unsqueeze(info, minus_one_list)
    for _ in range(traced_sizes(input)[-1]):
        column = op.Where(
            op.Less(positions, j),
            op.Squeeze(
                op.Slice(factor, j, op.Add(j, one), minus_one_list),
                minus_one_list,
            ),
            zero_list,
        )
        original = op.Where(
            op.Less(positions, j),
            zero_list,
            op.Squeeze(
                op.Slice(input, j, op.Add(j, one), minus_two_list),
                minus_two_list,
            ),
        )
        residual = op.Sub(
            original,
            op.Squeeze(
                op.MatMul(
                    op.Unsqueeze(column, minus_two_list),
                    op.Where(op.Less(rows, j), factor, zero_list),
                ),
                minus_two_list,
            ),
        )
        pivot = op.Slice(residual, j, op.Add(j, one), minus_one_list)
        pending = op.Equal(info_kept, zero)
        good = op.And(op.Less(zero_list, pivot), pending)
        root = op.Sqrt(op.Where(good, pivot, one_list_2))
        row = op.Where(
            op.Less(positions, j),
            zero_list,
            op.Where(
                good,
                op.Where(op.Equal(positions, j), root, op.Div(residual, root)),
                op.Where(op.And(pending, op.Equal(positions, j)), pivot, original),
            ),
        )
        factor = op.Where(op.Equal(rows, j), op.Unsqueeze(row, minus_two_list), factor)
        info_kept = op.Where(op.And(pending, op.Not(good)), op.Add(j, one), info_kept)
        j = op.Add(j, one)
    U = op.Identity(factor)
    info_int = op.Cast(op.Squeeze(info_kept, minus_one_list), to=TensorProto.INT32)
    return U, info_int
