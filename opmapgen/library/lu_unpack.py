"""lu_unpack: aten::lu_unpack -> ONNX Shape + Slice + Gather + Range + Unsqueeze + Squeeze + Cast + Sub + Mul + Reshape + IsNaN + Where + ReduceSum + Add + Equal + Identity + Greater + LessOrEqual, opsets 13 to 20.

Generated from mappings/aten/lu_unpack.yaml by `opmapgen build`; do not edit.

Source schema: aten::lu_unpack(Tensor LU_data, Tensor LU_pivots, bool unpack_data=True, bool unpack_pivots=True) -> (Tensor P, Tensor L, Tensor U)

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
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

SOURCE_OP = "aten::lu_unpack"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "lu_unpack",
    "mappings/aten/lu_unpack.yaml",
    dtypes=("float32", "float64", "int32"),
    by_input={"LU_data": ("float32", "float64"), "LU_pivots": ("int32",)},
    reasons={
        "float16": "torch does not take float16 inputs to lu_unpack on the CPU",
        "bfloat16": "torch does not take bfloat16 inputs to lu_unpack on the CPU",
        "complex": "not mapped yet (complex numbers are a separate family)",
    },
    scalar_typed_ops=("Sub", "Mul", "Add", "Equal", "Greater", "LessOrEqual"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v", "b", "b")
def symbolic(g, LU_data, LU_pivots, unpack_data, unpack_pivots):
    check_inputs(CONTRACT, LU_data=LU_data, LU_pivots=LU_pivots)
    CONTRACT.require(
        present(traced_sizes(LU_pivots)) and present(traced_sizes(LU_data)),
        "the pivots' count must be known at export (one round per pivot): export with static shapes",
        LU_pivots=LU_pivots,
        LU_data=LU_data,
    )
    minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
    values = g.op(
        "Constant",
        value_t=torch.tensor([9223372036854775807], dtype=torch.int64),
    )
    minus_two = g.op("Constant", value_t=torch.tensor(-2, dtype=torch.int64))
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
    one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
    minus_one = g.op("Constant", value_t=torch.tensor(-1, dtype=torch.int64))
    zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
    values_2 = g.op("Constant", value_t=torch.tensor([-1, -2], dtype=torch.int64))
    shape = g.op("Shape", LU_data)
    k = g.op("Slice", g.op("Shape", LU_pivots), minus_one_list, values)
    row_positions = g.op("Range", zero, g.op("Gather", shape, minus_two), one)
    rows = g.op("Unsqueeze", row_positions, minus_one_list)
    columns = g.op("Range", zero, g.op("Gather", shape, minus_one), one)
    pivot_positions = g.op("Range", zero, g.op("Squeeze", k, zero_list), one)
    swaps = g.op("Sub", g.op("Cast", LU_pivots, to_i=TensorProto.INT64), one)
    j = g.op("Reshape", g.op("Mul", g.op("Gather", shape, minus_one), zero), one_list)
    perm = g.op(
        "Add",
        g.op(
            "Cast",
            g.op(
                "ReduceSum",
                g.op("Where", g.op("IsNaN", LU_data), zero_list, zero_list),
                values_2,
                keepdims_i=1,
            ),
            to_i=TensorProto.INT64,
        ),
        row_positions,
    )
    for _ in range(traced_sizes(LU_pivots)[-1]):
        pivot_at = g.op(
            "Unsqueeze",
            g.op("Slice", swaps, j, g.op("Add", j, one), minus_one_list),
            minus_one_list,
        )
        at_j = g.op(
            "ReduceSum",
            g.op("Where", g.op("Equal", row_positions, j), perm, zero),
            minus_one_list,
            keepdims_i=1,
        )
        at_pivot = g.op(
            "ReduceSum",
            g.op("Where", g.op("Equal", row_positions, pivot_at), perm, zero),
            minus_one_list,
            keepdims_i=1,
        )
        perm = g.op(
            "Where",
            g.op("Equal", row_positions, j),
            at_pivot,
            g.op("Where", g.op("Equal", row_positions, pivot_at), at_j, perm),
        )
        j = g.op("Add", j, one)
    nothing = g.op(
        "Slice",
        g.op("Reshape", LU_data, minus_one_list),
        zero_list,
        zero_list,
    )
    if unpack_pivots:
        P = g.op("Cast", g.op("Equal", perm, rows), to_i=onnx_dtype_of(LU_data))
    else:
        P = g.op("Identity", nothing)
    if unpack_data:
        zero_list_2 = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        minus_one_list_2 = g.op(
            "Constant",
            value_t=torch.tensor([-1], dtype=torch.int64),
        )
        L = g.op(
            "Where",
            g.op("Greater", rows, pivot_positions),
            g.op("Slice", LU_data, zero_list_2, k, minus_one_list_2),
            g.op(
                "Cast",
                g.op("Equal", rows, pivot_positions),
                to_i=onnx_dtype_of(LU_data),
            ),
        )
    else:
        L = g.op("Identity", nothing)
    if unpack_data:
        minus_one_list_3 = g.op(
            "Constant",
            value_t=torch.tensor([-1], dtype=torch.int64),
        )
        zero_list_3 = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        minus_two_list = g.op("Constant", value_t=torch.tensor([-2], dtype=torch.int64))
        zero_list_4 = g.op(
            "Constant",
            value_t=torch.tensor([0], dtype=dtype_of(LU_data)),
        )
        U = g.op(
            "Where",
            g.op(
                "LessOrEqual",
                g.op("Unsqueeze", pivot_positions, minus_one_list_3),
                columns,
            ),
            g.op("Slice", LU_data, zero_list_3, k, minus_two_list),
            zero_list_4,
        )
    else:
        U = g.op("Identity", nothing)
    return P, L, U
