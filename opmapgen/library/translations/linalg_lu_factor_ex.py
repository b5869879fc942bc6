"""linalg_lu_factor_ex for the dynamo exporter: aten::linalg_lu_factor_ex -> ONNX Identity + Shape + Gather + Slice + Min + Range + Unsqueeze + Squeeze + Mul + Reshape + IsNaN + Where + ReduceSum + Cast + Less + Add + Abs + ArgMax + Max + Equal + Div + Greater + And + Sub, opsets 18 to 23.

Generated from mappings/aten/linalg_lu_factor_ex.yaml by `opmapgen build`; do not edit.

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

TARGET = "aten::linalg_lu_factor_ex.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::linalg_lu_factor_ex(Tensor A, *, bool pivot=True, bool check_errors=False) -> (Tensor LU, Tensor pivots, Tensor info)"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "linalg_lu_factor_ex",
    "mappings/aten/linalg_lu_factor_ex.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "torch does not take float16 inputs to linalg_lu_factor_ex on the CPU",
        "bfloat16": "torch does not take bfloat16 inputs to linalg_lu_factor_ex on the CPU",
        "complex": "not mapped yet (complex numbers are a separate family)",
    },
)


@torch_fallback(CONTRACT, TARGET)
def translation(A, pivot=True, check_errors=False):
    check_inputs(CONTRACT, A=A)
    CONTRACT.require(
        pivot,
        'LU without pivoting is not mapped (torch refuses pivot=False on the CPU: "LU without pivoting is not implemented on the CPU")',
        pivot=pivot,
    )
    CONTRACT.require(
        present(traced_sizes(A)),
        "the matrices' size must be known at export (one round per column): export with static shapes (the sizes are read whole, so a dynamic batch dim is refused too)",
        A=A,
    )
    minus_two = constant(-2, dtype="int64")
    minus_two_list = constant([-2], dtype="int64")
    minus_one_list = constant([-1], dtype="int64")
    values = constant([9223372036854775807], dtype="int64")
    zero = constant(0, dtype="int64")
    one = constant(1, dtype="int64")
    minus_one = constant(-1, dtype="int64")
    zero_list = constant([0], dtype="int64")
    one_list = constant([1], dtype="int64")
    minus_one_list_2 = constant([-1], like=A)
    zero_list_2 = constant([0], like=A)
    factor = op.Identity(A)
    shape = op.Shape(A)
    m = op.Gather(shape, minus_two)
    k = op.Min(
        op.Slice(shape, minus_two_list, minus_one_list),
        op.Slice(shape, minus_one_list, values),
    )
    row_positions = op.Range(zero, m, one)
    rows = op.Unsqueeze(row_positions, minus_one_list)
    columns = op.Range(zero, op.Gather(shape, minus_one), one)
    pivot_positions = op.Range(zero, op.Squeeze(k, zero_list), one)
    j = op.Reshape(op.Mul(m, zero), one_list)
    zero_row = op.Cast(
        op.ReduceSum(
            op.Where(op.IsNaN(A), zero_list, zero_list),
            minus_two_list,
            keepdims=0,
        ),
        to=TensorProto.INT64,
    )
    pivots = op.Slice(zero_row, zero_list, k, minus_one_list)
    info = op.ReduceSum(zero_row, minus_one_list, keepdims=1)
    for _ in range(traced_sizes(A)[-1]):
        each_pivot_where = op.Where(
            op.Less(row_positions, j),
            minus_one_list_2,
            op.Abs(
                op.Squeeze(
                    op.Slice(factor, j, op.Add(j, one), minus_one_list),
                    minus_one_list,
                ),
            ),
        )
        pivot_at = op.Max(op.ArgMax(each_pivot_where, axis=-1, keepdims=1), j)
        pivot_row = op.ReduceSum(
            op.Where(
                op.Equal(rows, op.Unsqueeze(pivot_at, minus_one_list)),
                factor,
                zero_list_2,
            ),
            minus_two_list,
            keepdims=1,
        )
        current_row = op.ReduceSum(
            op.Where(op.Equal(rows, j), factor, zero_list_2),
            minus_two_list,
            keepdims=1,
        )
        swapped = op.Where(
            op.Equal(rows, j),
            pivot_row,
            op.Where(
                op.Equal(rows, op.Unsqueeze(pivot_at, minus_one_list)),
                current_row,
                factor,
            ),
        )
        pivot_value = op.Slice(pivot_row, j, op.Add(j, one), minus_one_list)
        column = op.Slice(swapped, j, op.Add(j, one), minus_one_list)
        multipliers = op.Where(
            op.Equal(pivot_value, zero_list_2),
            column,
            op.Div(column, pivot_value),
        )
        below = op.Greater(rows, j)
        factor = op.Where(
            op.And(below, op.Greater(columns, j)),
            op.Sub(swapped, op.Mul(multipliers, pivot_row)),
            op.Where(op.And(below, op.Equal(columns, j)), multipliers, swapped),
        )
        pivots = op.Where(op.Equal(pivot_positions, j), op.Add(pivot_at, one), pivots)
        info = op.Where(
            op.And(
                op.And(
                    op.Equal(info, zero),
                    op.Equal(op.Squeeze(pivot_value, minus_one_list), zero_list_2),
                ),
                op.Less(j, m),
            ),
            op.Add(j, one),
            info,
        )
        j = op.Add(j, one)
    LU = op.Identity(factor)
    pivots_int = op.Cast(pivots, to=TensorProto.INT32)
    info_int = op.Cast(op.Squeeze(info, minus_one_list), to=TensorProto.INT32)
    return LU, pivots_int, info_int
