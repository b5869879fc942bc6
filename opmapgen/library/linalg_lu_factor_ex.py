"""linalg_lu_factor_ex: aten::linalg_lu_factor_ex -> ONNX Identity + Shape + Gather + Slice + Min + Range + Unsqueeze + Squeeze + Mul + Reshape + IsNaN + Where + ReduceSum + Cast + Less + Add + Abs + ArgMax + Max + Equal + Div + Greater + And + Sub, opsets 13 to 20.

Generated from mappings/aten/linalg_lu_factor_ex.yaml by `opmapgen build`; do not edit.

Source schema: aten::linalg_lu_factor_ex(Tensor A, *, bool pivot=True, bool check_errors=False) -> (Tensor LU, Tensor pivots, Tensor info)

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_of,
    parse_args,
    present,
    torch_fallback,
    traced_sizes,
)

SOURCE_OP = "aten::linalg_lu_factor_ex"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "linalg_lu_factor_ex",
    "mappings/aten/linalg_lu_factor_ex.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "torch does not take float16 inputs to linalg_lu_factor_ex on the CPU",
        "bfloat16": "torch does not take bfloat16 inputs to linalg_lu_factor_ex on the CPU",
        "complex": "not mapped yet (complex numbers are a separate family)",
    },
    scalar_typed_ops=(
        "Min",
        "Mul",
        "Less",
        "Add",
        "Max",
        "Equal",
        "Div",
        "Greater",
        "Sub",
    ),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "b", "b")
def symbolic(g, A, pivot, check_errors):
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
    minus_two = g.op("Constant", value_t=torch.tensor(-2, dtype=torch.int64))
    minus_two_list = g.op("Constant", value_t=torch.tensor([-2], dtype=torch.int64))
    minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
    values = g.op(
        "Constant",
        value_t=torch.tensor([9223372036854775807], dtype=torch.int64),
    )
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
    one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
    minus_one = g.op("Constant", value_t=torch.tensor(-1, dtype=torch.int64))
    zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
    minus_one_list_2 = g.op("Constant", value_t=torch.tensor([-1], dtype=dtype_of(A)))
    zero_list_2 = g.op("Constant", value_t=torch.tensor([0], dtype=dtype_of(A)))
    factor = g.op("Identity", A)
    shape = g.op("Shape", A)
    m = g.op("Gather", shape, minus_two)
    k = g.op(
        "Min",
        g.op("Slice", shape, minus_two_list, minus_one_list),
        g.op("Slice", shape, minus_one_list, values),
    )
    row_positions = g.op("Range", zero, m, one)
    rows = g.op("Unsqueeze", row_positions, minus_one_list)
    columns = g.op("Range", zero, g.op("Gather", shape, minus_one), one)
    pivot_positions = g.op("Range", zero, g.op("Squeeze", k, zero_list), one)
    j = g.op("Reshape", g.op("Mul", m, zero), one_list)
    zero_row = g.op(
        "Cast",
        g.op(
            "ReduceSum",
            g.op("Where", g.op("IsNaN", A), zero_list, zero_list),
            minus_two_list,
            keepdims_i=0,
        ),
        to_i=TensorProto.INT64,
    )
    pivots = g.op("Slice", zero_row, zero_list, k, minus_one_list)
    info = g.op("ReduceSum", zero_row, minus_one_list, keepdims_i=1)
    for _ in range(traced_sizes(A)[-1]):
        each_pivot_where = g.op(
            "Where",
            g.op("Less", row_positions, j),
            minus_one_list_2,
            g.op(
                "Abs",
                g.op(
                    "Squeeze",
                    g.op("Slice", factor, j, g.op("Add", j, one), minus_one_list),
                    minus_one_list,
                ),
            ),
        )
        pivot_at = g.op(
            "Max",
            g.op("ArgMax", each_pivot_where, axis_i=-1, keepdims_i=1),
            j,
        )
        pivot_row = g.op(
            "ReduceSum",
            g.op(
                "Where",
                g.op("Equal", rows, g.op("Unsqueeze", pivot_at, minus_one_list)),
                factor,
                zero_list_2,
            ),
            minus_two_list,
            keepdims_i=1,
        )
        current_row = g.op(
            "ReduceSum",
            g.op("Where", g.op("Equal", rows, j), factor, zero_list_2),
            minus_two_list,
            keepdims_i=1,
        )
        swapped = g.op(
            "Where",
            g.op("Equal", rows, j),
            pivot_row,
            g.op(
                "Where",
                g.op("Equal", rows, g.op("Unsqueeze", pivot_at, minus_one_list)),
                current_row,
                factor,
            ),
        )
        pivot_value = g.op("Slice", pivot_row, j, g.op("Add", j, one), minus_one_list)
        column = g.op("Slice", swapped, j, g.op("Add", j, one), minus_one_list)
        multipliers = g.op(
            "Where",
            g.op("Equal", pivot_value, zero_list_2),
            column,
            g.op("Div", column, pivot_value),
        )
        below = g.op("Greater", rows, j)
        factor = g.op(
            "Where",
            g.op("And", below, g.op("Greater", columns, j)),
            g.op("Sub", swapped, g.op("Mul", multipliers, pivot_row)),
            g.op(
                "Where",
                g.op("And", below, g.op("Equal", columns, j)),
                multipliers,
                swapped,
            ),
        )
        pivots = g.op(
            "Where",
            g.op("Equal", pivot_positions, j),
            g.op("Add", pivot_at, one),
            pivots,
        )
        info = g.op(
            "Where",
            g.op(
                "And",
                g.op(
                    "And",
                    g.op("Equal", info, zero),
                    g.op(
                        "Equal",
                        g.op("Squeeze", pivot_value, minus_one_list),
                        zero_list_2,
                    ),
                ),
                g.op("Less", j, m),
            ),
            g.op("Add", j, one),
            info,
        )
        j = g.op("Add", j, one)
    LU = g.op("Identity", factor)
    pivots_int = g.op("Cast", pivots, to_i=TensorProto.INT32)
    info_int = g.op(
        "Cast",
        g.op("Squeeze", info, minus_one_list),
        to_i=TensorProto.INT32,
    )
    return LU, pivots_int, info_int
