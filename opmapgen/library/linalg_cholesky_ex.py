"""linalg_cholesky_ex: aten::linalg_cholesky_ex -> ONNX Shape + Gather + Range + Unsqueeze + Mul + Reshape + GreaterOrEqual + Where + IsNaN + ReduceSum + Cast + Less + Add + Slice + Squeeze + MatMul + Sub + Equal + And + Sqrt + Div + Not + Identity + LessOrEqual, opsets 13 to 20.

Generated from mappings/aten/linalg_cholesky_ex.yaml by `opmapgen build`; do not edit.

Source schema: aten::linalg_cholesky_ex(Tensor self, *, bool upper=False, bool check_errors=False) -> (Tensor L, Tensor info)

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

SOURCE_OP = "aten::linalg_cholesky_ex"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "linalg_cholesky_ex",
    "mappings/aten/linalg_cholesky_ex.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "torch does not take float16 inputs to linalg_cholesky_ex on the CPU",
        "bfloat16": "torch does not take bfloat16 inputs to linalg_cholesky_ex on the CPU",
        "complex": "not mapped yet (complex numbers are a separate family)",
    },
    scalar_typed_ops=(
        "Mul",
        "GreaterOrEqual",
        "Less",
        "Add",
        "MatMul",
        "Sub",
        "Equal",
        "Div",
        "LessOrEqual",
    ),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "b", "b")
def symbolic(g, input, upper, check_errors):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(
        present(traced_sizes(input)),
        "the matrices' size must be known at export (one round per column): export with static shapes (the sizes are read whole, so a dynamic batch dim is refused too)",
        input=input,
    )
    if not upper:
        minus_one = g.op("Constant", value_t=torch.tensor(-1, dtype=torch.int64))
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
        one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=dtype_of(input)))
        zero_list_2 = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        values = g.op("Constant", value_t=torch.tensor([-2, -1], dtype=torch.int64))
        minus_two_list = g.op("Constant", value_t=torch.tensor([-2], dtype=torch.int64))
        one_list_2 = g.op("Constant", value_t=torch.tensor([1], dtype=dtype_of(input)))
        positions = g.op(
            "Range",
            zero,
            g.op("Gather", g.op("Shape", input), minus_one),
            one,
        )
        rows = g.op("Unsqueeze", positions, minus_one_list)
        j = g.op(
            "Reshape",
            g.op("Mul", g.op("Gather", g.op("Shape", input), minus_one), zero),
            one_list,
        )
        factor = g.op(
            "Where",
            g.op("GreaterOrEqual", rows, positions),
            input,
            zero_list,
        )
        info = g.op(
            "Cast",
            g.op(
                "ReduceSum",
                g.op("Where", g.op("IsNaN", input), zero_list_2, zero_list_2),
                values,
                keepdims_i=0,
            ),
            to_i=TensorProto.INT64,
        )
        info_kept = g.op("Unsqueeze", info, minus_one_list)
        for _ in range(traced_sizes(input)[-1]):
            row = g.op(
                "Where",
                g.op("Less", positions, j),
                g.op(
                    "Squeeze",
                    g.op("Slice", factor, j, g.op("Add", j, one), minus_two_list),
                    minus_two_list,
                ),
                zero_list,
            )
            original = g.op(
                "Where",
                g.op("Less", positions, j),
                zero_list,
                g.op(
                    "Squeeze",
                    g.op("Slice", input, j, g.op("Add", j, one), minus_one_list),
                    minus_one_list,
                ),
            )
            residual = g.op(
                "Sub",
                original,
                g.op(
                    "Squeeze",
                    g.op(
                        "MatMul",
                        g.op("Where", g.op("Less", positions, j), factor, zero_list),
                        g.op("Unsqueeze", row, minus_one_list),
                    ),
                    minus_one_list,
                ),
            )
            pivot = g.op("Slice", residual, j, g.op("Add", j, one), minus_one_list)
            pending = g.op("Equal", info_kept, zero)
            good = g.op("And", g.op("Less", zero_list, pivot), pending)
            root = g.op("Sqrt", g.op("Where", good, pivot, one_list_2))
            column = g.op(
                "Where",
                g.op("Less", positions, j),
                zero_list,
                g.op(
                    "Where",
                    good,
                    g.op(
                        "Where",
                        g.op("Equal", positions, j),
                        root,
                        g.op("Div", residual, root),
                    ),
                    g.op(
                        "Where",
                        g.op("And", pending, g.op("Equal", positions, j)),
                        pivot,
                        original,
                    ),
                ),
            )
            factor = g.op(
                "Where",
                g.op("Equal", positions, j),
                g.op("Unsqueeze", column, minus_one_list),
                factor,
            )
            info_kept = g.op(
                "Where",
                g.op("And", pending, g.op("Not", good)),
                g.op("Add", j, one),
                info_kept,
            )
            j = g.op("Add", j, one)
        L = g.op("Identity", factor)
        info_int = g.op(
            "Cast",
            g.op("Squeeze", info_kept, minus_one_list),
            to_i=TensorProto.INT32,
        )
        return L, info_int
    minus_one = g.op("Constant", value_t=torch.tensor(-1, dtype=torch.int64))
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
    one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
    minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
    one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
    zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=dtype_of(input)))
    zero_list_2 = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    values = g.op("Constant", value_t=torch.tensor([-2, -1], dtype=torch.int64))
    minus_two_list = g.op("Constant", value_t=torch.tensor([-2], dtype=torch.int64))
    one_list_2 = g.op("Constant", value_t=torch.tensor([1], dtype=dtype_of(input)))
    positions = g.op(
        "Range",
        zero,
        g.op("Gather", g.op("Shape", input), minus_one),
        one,
    )
    rows = g.op("Unsqueeze", positions, minus_one_list)
    j = g.op(
        "Reshape",
        g.op("Mul", g.op("Gather", g.op("Shape", input), minus_one), zero),
        one_list,
    )
    factor = g.op("Where", g.op("LessOrEqual", rows, positions), input, zero_list)
    info = g.op(
        "Cast",
        g.op(
            "ReduceSum",
            g.op("Where", g.op("IsNaN", input), zero_list_2, zero_list_2),
            values,
            keepdims_i=0,
        ),
        to_i=TensorProto.INT64,
    )
    info_kept = g.op("Unsqueeze", info, minus_one_list)
    for _ in range(traced_sizes(input)[-1]):
        column = g.op(
            "Where",
            g.op("Less", positions, j),
            g.op(
                "Squeeze",
                g.op("Slice", factor, j, g.op("Add", j, one), minus_one_list),
                minus_one_list,
            ),
            zero_list,
        )
        original = g.op(
            "Where",
            g.op("Less", positions, j),
            zero_list,
            g.op(
                "Squeeze",
                g.op("Slice", input, j, g.op("Add", j, one), minus_two_list),
                minus_two_list,
            ),
        )
        residual = g.op(
            "Sub",
            original,
            g.op(
                "Squeeze",
                g.op(
                    "MatMul",
                    g.op("Unsqueeze", column, minus_two_list),
                    g.op("Where", g.op("Less", rows, j), factor, zero_list),
                ),
                minus_two_list,
            ),
        )
        pivot = g.op("Slice", residual, j, g.op("Add", j, one), minus_one_list)
        pending = g.op("Equal", info_kept, zero)
        good = g.op("And", g.op("Less", zero_list, pivot), pending)
        root = g.op("Sqrt", g.op("Where", good, pivot, one_list_2))
        row = g.op(
            "Where",
            g.op("Less", positions, j),
            zero_list,
            g.op(
                "Where",
                good,
                g.op(
                    "Where",
                    g.op("Equal", positions, j),
                    root,
                    g.op("Div", residual, root),
                ),
                g.op(
                    "Where",
                    g.op("And", pending, g.op("Equal", positions, j)),
                    pivot,
                    original,
                ),
            ),
        )
        factor = g.op(
            "Where",
            g.op("Equal", rows, j),
            g.op("Unsqueeze", row, minus_two_list),
            factor,
        )
        info_kept = g.op(
            "Where",
            g.op("And", pending, g.op("Not", good)),
            g.op("Add", j, one),
            info_kept,
        )
        j = g.op("Add", j, one)
    U = g.op("Identity", factor)
    info_int = g.op(
        "Cast",
        g.op("Squeeze", info_kept, minus_one_list),
        to_i=TensorProto.INT32,
    )
    return U, info_int
