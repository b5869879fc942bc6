"""linalg_slogdet: aten::linalg_slogdet -> ONNX Einsum + Shape + Gather + Range + Unsqueeze + Mul + Slice + Concat + Cast + Expand + Less + Abs + Where + ArgMax + Max + Equal + ReduceSum + Div + Greater + And + Sub + Not + Log + Add + Squeeze, opsets 13 to 20.

Generated from mappings/aten/linalg_slogdet.yaml by `opmapgen build`; do not edit.

Source schema: aten::linalg_slogdet(Tensor A) -> (Tensor sign, Tensor logabsdet)

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_of,
    onnx_dtype_of,
    parse_args,
    present,
    torch_fallback,
    traced_sizes,
)

SOURCE_OP = "aten::linalg_slogdet"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "linalg_slogdet",
    "mappings/aten/linalg_slogdet.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "torch does not take float16 inputs to linalg_slogdet (low precision dtypes)",
        "bfloat16": "torch does not take bfloat16 inputs to linalg_slogdet (low precision dtypes)",
        "complex": "not mapped yet (complex numbers are a separate family)",
    },
    scalar_typed_ops=(
        "Mul",
        "Concat",
        "Less",
        "Max",
        "Equal",
        "Div",
        "Greater",
        "Sub",
        "Add",
    ),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, A):
    check_inputs(CONTRACT, A=A)
    CONTRACT.require(
        present(traced_sizes(A)),
        "the matrices' size must be known at export (one round per column): export with static shapes for the last two dims",
        A=A,
    )
    minus_one = g.op("Constant", value_t=torch.tensor(-1, dtype=torch.int64))
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
    one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
    minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
    zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    minus_two_list = g.op("Constant", value_t=torch.tensor([-2], dtype=torch.int64))
    one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
    minus_one_2 = g.op("Constant", value_t=torch.tensor(-1, dtype=dtype_of(A)))
    zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(A)))
    two = g.op("Constant", value_t=torch.tensor(2, dtype=dtype_of(A)))
    one_2 = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(A)))
    factor = g.op("Einsum", A, equation_s="...ij->...ji")
    n = g.op("Gather", g.op("Shape", A), minus_one)
    positions = g.op("Range", zero, n, one)
    rows = g.op("Unsqueeze", positions, minus_one_list)
    j = g.op("Mul", n, zero)
    batch = g.op(
        "Concat",
        g.op("Slice", g.op("Shape", A), zero_list, minus_two_list),
        one_list,
        axis_i=0,
    )
    sign = g.op("Expand", g.op("Cast", one, to_i=onnx_dtype_of(A)), batch)
    logabsdet = g.op("Expand", g.op("Cast", zero, to_i=onnx_dtype_of(A)), batch)
    for _ in range(traced_sizes(A)[-1]):
        pivot_at = g.op(
            "Max",
            g.op(
                "ArgMax",
                g.op(
                    "Where",
                    g.op("Less", positions, j),
                    minus_one_2,
                    g.op("Abs", g.op("Gather", factor, j, axis_i=-1)),
                ),
                axis_i=-1,
                keepdims_i=1,
            ),
            j,
        )
        pivot_row = g.op(
            "ReduceSum",
            g.op(
                "Where",
                g.op("Equal", rows, g.op("Unsqueeze", pivot_at, minus_one_list)),
                factor,
                zero_2,
            ),
            minus_two_list,
            keepdims_i=0,
        )
        swapped = g.op(
            "Where",
            g.op("Equal", rows, j),
            g.op("Unsqueeze", pivot_row, minus_two_list),
            g.op(
                "Where",
                g.op("Equal", rows, g.op("Unsqueeze", pivot_at, minus_one_list)),
                g.op("Unsqueeze", g.op("Gather", factor, j, axis_i=-2), minus_two_list),
                factor,
            ),
        )
        pivot = g.op("Gather", pivot_row, g.op("Unsqueeze", j, zero_list), axis_i=-1)
        column = g.op(
            "Unsqueeze",
            g.op("Gather", swapped, j, axis_i=-1),
            minus_one_list,
        )
        multipliers = g.op(
            "Where",
            g.op("Equal", g.op("Unsqueeze", pivot, minus_one_list), zero_2),
            column,
            g.op("Div", column, g.op("Unsqueeze", pivot, minus_one_list)),
        )
        below = g.op("Greater", rows, j)
        factor = g.op(
            "Where",
            g.op("And", below, g.op("Greater", positions, j)),
            g.op(
                "Sub",
                swapped,
                g.op("Mul", multipliers, g.op("Unsqueeze", pivot_row, minus_two_list)),
            ),
            g.op(
                "Where",
                g.op("And", below, g.op("Equal", positions, j)),
                multipliers,
                swapped,
            ),
        )
        each_column_sub_3 = g.op(
            "Sub",
            one_2,
            g.op(
                "Mul",
                two,
                g.op(
                    "Cast",
                    g.op("Not", g.op("Equal", pivot_at, j)),
                    to_i=onnx_dtype_of(A),
                ),
            ),
        )
        sign = g.op(
            "Mul",
            g.op(
                "Mul",
                sign,
                g.op(
                    "Sub",
                    g.op("Cast", g.op("Greater", pivot, zero_2), to_i=onnx_dtype_of(A)),
                    g.op("Cast", g.op("Less", pivot, zero_2), to_i=onnx_dtype_of(A)),
                ),
            ),
            each_column_sub_3,
        )
        logabsdet = g.op("Add", logabsdet, g.op("Log", g.op("Abs", pivot)))
        j = g.op("Add", j, one)
    sign_of_det = g.op("Squeeze", sign, minus_one_list)
    log_of_abs_det = g.op("Squeeze", logabsdet, minus_one_list)
    return sign_of_det, log_of_abs_det
