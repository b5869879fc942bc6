"""rot90: aten::rot90 -> ONNX Identity + Slice + Transpose, opsets 13 to 20.

Generated from mappings/aten/rot90.yaml by `opmapgen build`; do not edit.

Source schema: aten::rot90(Tensor self, int k=1, int[] dims=[0, 1]) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    parse_args,
    present,
    rank,
    torch_fallback,
)

SOURCE_OP = "aten::rot90"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "rot90",
    "mappings/aten/rot90.yaml",
    dtypes=(
        "float16",
        "bfloat16",
        "float32",
        "float64",
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
        "bool",
    ),
    reasons={"complex": "ONNX has no complex tensors"},
    variants=(
        "k % 4 == 0",
        "k % 4 == 2",
        "rank(input) == 2 and dims in ([0, 1], [1, 0], [0, -1], [-1, 0], [-2, 1], [1, -2], [-2, -1], [-1, -2])",
        "rank(input) == 3 and dims in ([0, 1], [1, 0], [0, -2], [-2, 0], [-3, 1], [1, -3], [-3, -2], [-2, -3])",
        "rank(input) == 3 and dims in ([0, 2], [2, 0], [0, -1], [-1, 0], [-3, 2], [2, -3], [-3, -1], [-1, -3])",
        "rank(input) == 3 and dims in ([1, 2], [2, 1], [1, -1], [-1, 1], [-2, 2], [2, -2], [-2, -1], [-1, -2])",
        "rank(input) == 4 and dims in ([0, 1], [1, 0], [0, -3], [-3, 0], [-4, 1], [1, -4], [-4, -3], [-3, -4])",
        "rank(input) == 4 and dims in ([0, 2], [2, 0], [0, -2], [-2, 0], [-4, 2], [2, -4], [-4, -2], [-2, -4])",
        "rank(input) == 4 and dims in ([0, 3], [3, 0], [0, -1], [-1, 0], [-4, 3], [3, -4], [-4, -1], [-1, -4])",
        "rank(input) == 4 and dims in ([1, 2], [2, 1], [1, -2], [-2, 1], [-3, 2], [2, -3], [-3, -2], [-2, -3])",
        "rank(input) == 4 and dims in ([1, 3], [3, 1], [1, -1], [-1, 1], [-3, 3], [3, -3], [-3, -1], [-1, -3])",
        "rank(input) == 4 and dims in ([2, 3], [3, 2], [2, -1], [-1, 2], [-2, 3], [3, -2], [-2, -1], [-1, -2])",
        "rank(input) == 5 and dims in ([0, 1], [1, 0], [0, -4], [-4, 0], [-5, 1], [1, -5], [-5, -4], [-4, -5])",
        "rank(input) == 5 and dims in ([0, 2], [2, 0], [0, -3], [-3, 0], [-5, 2], [2, -5], [-5, -3], [-3, -5])",
        "rank(input) == 5 and dims in ([0, 3], [3, 0], [0, -2], [-2, 0], [-5, 3], [3, -5], [-5, -2], [-2, -5])",
        "rank(input) == 5 and dims in ([0, 4], [4, 0], [0, -1], [-1, 0], [-5, 4], [4, -5], [-5, -1], [-1, -5])",
        "rank(input) == 5 and dims in ([1, 2], [2, 1], [1, -3], [-3, 1], [-4, 2], [2, -4], [-4, -3], [-3, -4])",
        "rank(input) == 5 and dims in ([1, 3], [3, 1], [1, -2], [-2, 1], [-4, 3], [3, -4], [-4, -2], [-2, -4])",
        "rank(input) == 5 and dims in ([1, 4], [4, 1], [1, -1], [-1, 1], [-4, 4], [4, -4], [-4, -1], [-1, -4])",
        "rank(input) == 5 and dims in ([2, 3], [3, 2], [2, -2], [-2, 2], [-3, 3], [3, -3], [-3, -2], [-2, -3])",
        "rank(input) == 5 and dims in ([2, 4], [4, 2], [2, -1], [-1, 2], [-3, 4], [4, -3], [-3, -1], [-1, -3])",
        "rank(input) == 5 and dims in ([3, 4], [4, 3], [3, -1], [-1, 3], [-2, 4], [4, -2], [-2, -1], [-1, -2])",
    ),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "i", "is")
def symbolic(g, input, k, dims):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(
        k % 2 == 0 or (present(rank(input)) and rank(input) <= 5),
        "an odd number of turns is mapped for inputs of 2 to 5 dims only (the Transpose perm is written per rank); turn by 2 or 0, or reshape to 5 dims or fewer first",
        k=k,
        input=input,
    )
    if k % 4 == 0:
        return g.op("Identity", input)
    if k % 4 == 2:
        values = g.op("Constant", value_t=torch.tensor([-1, -1], dtype=torch.int64))
        values_2 = g.op(
            "Constant",
            value_t=torch.tensor(
                [-9223372036854775808, -9223372036854775808],
                dtype=torch.int64,
            ),
        )
        dims_value = g.op("Constant", value_t=torch.tensor(dims, dtype=torch.int64))
        return g.op("Slice", input, values, values_2, dims_value, values)
    if rank(input) == 2 and dims in (
        [0, 1],
        [1, 0],
        [0, -1],
        [-1, 0],
        [-2, 1],
        [1, -2],
        [-2, -1],
        [-1, -2],
    ):
        if k % 4 == 1:
            values = g.op("Constant", value_t=torch.tensor([0, -1], dtype=torch.int64))
            values_2 = g.op(
                "Constant",
                value_t=torch.tensor(
                    [9223372036854775807, -9223372036854775808],
                    dtype=torch.int64,
                ),
            )
            dims_value = g.op("Constant", value_t=torch.tensor(dims, dtype=torch.int64))
            values_3 = g.op(
                "Constant",
                value_t=torch.tensor([1, -1], dtype=torch.int64),
            )
            return g.op(
                "Transpose",
                g.op("Slice", input, values, values_2, dims_value, values_3),
                perm_i=[1, 0],
            )
        else:
            values_4 = g.op(
                "Constant",
                value_t=torch.tensor([-1, 0], dtype=torch.int64),
            )
            values_5 = g.op(
                "Constant",
                value_t=torch.tensor(
                    [-9223372036854775808, 9223372036854775807],
                    dtype=torch.int64,
                ),
            )
            dims_value_2 = g.op(
                "Constant",
                value_t=torch.tensor(dims, dtype=torch.int64),
            )
            values_6 = g.op(
                "Constant",
                value_t=torch.tensor([-1, 1], dtype=torch.int64),
            )
            return g.op(
                "Transpose",
                g.op("Slice", input, values_4, values_5, dims_value_2, values_6),
                perm_i=[1, 0],
            )
    if rank(input) == 3 and dims in (
        [0, 1],
        [1, 0],
        [0, -2],
        [-2, 0],
        [-3, 1],
        [1, -3],
        [-3, -2],
        [-2, -3],
    ):
        if k % 4 == 1:
            values = g.op("Constant", value_t=torch.tensor([0, -1], dtype=torch.int64))
            values_2 = g.op(
                "Constant",
                value_t=torch.tensor(
                    [9223372036854775807, -9223372036854775808],
                    dtype=torch.int64,
                ),
            )
            dims_value = g.op("Constant", value_t=torch.tensor(dims, dtype=torch.int64))
            values_3 = g.op(
                "Constant",
                value_t=torch.tensor([1, -1], dtype=torch.int64),
            )
            return g.op(
                "Transpose",
                g.op("Slice", input, values, values_2, dims_value, values_3),
                perm_i=[1, 0, 2],
            )
        else:
            values_4 = g.op(
                "Constant",
                value_t=torch.tensor([-1, 0], dtype=torch.int64),
            )
            values_5 = g.op(
                "Constant",
                value_t=torch.tensor(
                    [-9223372036854775808, 9223372036854775807],
                    dtype=torch.int64,
                ),
            )
            dims_value_2 = g.op(
                "Constant",
                value_t=torch.tensor(dims, dtype=torch.int64),
            )
            values_6 = g.op(
                "Constant",
                value_t=torch.tensor([-1, 1], dtype=torch.int64),
            )
            return g.op(
                "Transpose",
                g.op("Slice", input, values_4, values_5, dims_value_2, values_6),
                perm_i=[1, 0, 2],
            )
    if rank(input) == 3 and dims in (
        [0, 2],
        [2, 0],
        [0, -1],
        [-1, 0],
        [-3, 2],
        [2, -3],
        [-3, -1],
        [-1, -3],
    ):
        if k % 4 == 1:
            values = g.op("Constant", value_t=torch.tensor([0, -1], dtype=torch.int64))
            values_2 = g.op(
                "Constant",
                value_t=torch.tensor(
                    [9223372036854775807, -9223372036854775808],
                    dtype=torch.int64,
                ),
            )
            dims_value = g.op("Constant", value_t=torch.tensor(dims, dtype=torch.int64))
            values_3 = g.op(
                "Constant",
                value_t=torch.tensor([1, -1], dtype=torch.int64),
            )
            return g.op(
                "Transpose",
                g.op("Slice", input, values, values_2, dims_value, values_3),
                perm_i=[2, 1, 0],
            )
        else:
            values_4 = g.op(
                "Constant",
                value_t=torch.tensor([-1, 0], dtype=torch.int64),
            )
            values_5 = g.op(
                "Constant",
                value_t=torch.tensor(
                    [-9223372036854775808, 9223372036854775807],
                    dtype=torch.int64,
                ),
            )
            dims_value_2 = g.op(
                "Constant",
                value_t=torch.tensor(dims, dtype=torch.int64),
            )
            values_6 = g.op(
                "Constant",
                value_t=torch.tensor([-1, 1], dtype=torch.int64),
            )
            return g.op(
                "Transpose",
                g.op("Slice", input, values_4, values_5, dims_value_2, values_6),
                perm_i=[2, 1, 0],
            )
    if rank(input) == 3 and dims in (
        [1, 2],
        [2, 1],
        [1, -1],
        [-1, 1],
        [-2, 2],
        [2, -2],
        [-2, -1],
        [-1, -2],
    ):
        if k % 4 == 1:
            values = g.op("Constant", value_t=torch.tensor([0, -1], dtype=torch.int64))
            values_2 = g.op(
                "Constant",
                value_t=torch.tensor(
                    [9223372036854775807, -9223372036854775808],
                    dtype=torch.int64,
                ),
            )
            dims_value = g.op("Constant", value_t=torch.tensor(dims, dtype=torch.int64))
            values_3 = g.op(
                "Constant",
                value_t=torch.tensor([1, -1], dtype=torch.int64),
            )
            return g.op(
                "Transpose",
                g.op("Slice", input, values, values_2, dims_value, values_3),
                perm_i=[0, 2, 1],
            )
        else:
            values_4 = g.op(
                "Constant",
                value_t=torch.tensor([-1, 0], dtype=torch.int64),
            )
            values_5 = g.op(
                "Constant",
                value_t=torch.tensor(
                    [-9223372036854775808, 9223372036854775807],
                    dtype=torch.int64,
                ),
            )
            dims_value_2 = g.op(
                "Constant",
                value_t=torch.tensor(dims, dtype=torch.int64),
            )
            values_6 = g.op(
                "Constant",
                value_t=torch.tensor([-1, 1], dtype=torch.int64),
            )
            return g.op(
                "Transpose",
                g.op("Slice", input, values_4, values_5, dims_value_2, values_6),
                perm_i=[0, 2, 1],
            )
    if rank(input) == 4 and dims in (
        [0, 1],
        [1, 0],
        [0, -3],
        [-3, 0],
        [-4, 1],
        [1, -4],
        [-4, -3],
        [-3, -4],
    ):
        if k % 4 == 1:
            values = g.op("Constant", value_t=torch.tensor([0, -1], dtype=torch.int64))
            values_2 = g.op(
                "Constant",
                value_t=torch.tensor(
                    [9223372036854775807, -9223372036854775808],
                    dtype=torch.int64,
                ),
            )
            dims_value = g.op("Constant", value_t=torch.tensor(dims, dtype=torch.int64))
            values_3 = g.op(
                "Constant",
                value_t=torch.tensor([1, -1], dtype=torch.int64),
            )
            return g.op(
                "Transpose",
                g.op("Slice", input, values, values_2, dims_value, values_3),
                perm_i=[1, 0, 2, 3],
            )
        else:
            values_4 = g.op(
                "Constant",
                value_t=torch.tensor([-1, 0], dtype=torch.int64),
            )
            values_5 = g.op(
                "Constant",
                value_t=torch.tensor(
                    [-9223372036854775808, 9223372036854775807],
                    dtype=torch.int64,
                ),
            )
            dims_value_2 = g.op(
                "Constant",
                value_t=torch.tensor(dims, dtype=torch.int64),
            )
            values_6 = g.op(
                "Constant",
                value_t=torch.tensor([-1, 1], dtype=torch.int64),
            )
            return g.op(
                "Transpose",
                g.op("Slice", input, values_4, values_5, dims_value_2, values_6),
                perm_i=[1, 0, 2, 3],
            )
    if rank(input) == 4 and dims in (
        [0, 2],
        [2, 0],
        [0, -2],
        [-2, 0],
        [-4, 2],
        [2, -4],
        [-4, -2],
        [-2, -4],
    ):
        if k % 4 == 1:
            values = g.op("Constant", value_t=torch.tensor([0, -1], dtype=torch.int64))
            values_2 = g.op(
                "Constant",
                value_t=torch.tensor(
                    [9223372036854775807, -9223372036854775808],
                    dtype=torch.int64,
                ),
            )
            dims_value = g.op("Constant", value_t=torch.tensor(dims, dtype=torch.int64))
            values_3 = g.op(
                "Constant",
                value_t=torch.tensor([1, -1], dtype=torch.int64),
            )
            return g.op(
                "Transpose",
                g.op("Slice", input, values, values_2, dims_value, values_3),
                perm_i=[2, 1, 0, 3],
            )
        else:
            values_4 = g.op(
                "Constant",
                value_t=torch.tensor([-1, 0], dtype=torch.int64),
            )
            values_5 = g.op(
                "Constant",
                value_t=torch.tensor(
                    [-9223372036854775808, 9223372036854775807],
                    dtype=torch.int64,
                ),
            )
            dims_value_2 = g.op(
                "Constant",
                value_t=torch.tensor(dims, dtype=torch.int64),
            )
            values_6 = g.op(
                "Constant",
                value_t=torch.tensor([-1, 1], dtype=torch.int64),
            )
            return g.op(
                "Transpose",
                g.op("Slice", input, values_4, values_5, dims_value_2, values_6),
                perm_i=[2, 1, 0, 3],
            )
    if rank(input) == 4 and dims in (
        [0, 3],
        [3, 0],
        [0, -1],
        [-1, 0],
        [-4, 3],
        [3, -4],
        [-4, -1],
        [-1, -4],
    ):
        if k % 4 == 1:
            values = g.op("Constant", value_t=torch.tensor([0, -1], dtype=torch.int64))
            values_2 = g.op(
                "Constant",
                value_t=torch.tensor(
                    [9223372036854775807, -9223372036854775808],
                    dtype=torch.int64,
                ),
            )
            dims_value = g.op("Constant", value_t=torch.tensor(dims, dtype=torch.int64))
            values_3 = g.op(
                "Constant",
                value_t=torch.tensor([1, -1], dtype=torch.int64),
            )
            return g.op(
                "Transpose",
                g.op("Slice", input, values, values_2, dims_value, values_3),
                perm_i=[3, 1, 2, 0],
            )
        else:
            values_4 = g.op(
                "Constant",
                value_t=torch.tensor([-1, 0], dtype=torch.int64),
            )
            values_5 = g.op(
                "Constant",
                value_t=torch.tensor(
                    [-9223372036854775808, 9223372036854775807],
                    dtype=torch.int64,
                ),
            )
            dims_value_2 = g.op(
                "Constant",
                value_t=torch.tensor(dims, dtype=torch.int64),
            )
            values_6 = g.op(
                "Constant",
                value_t=torch.tensor([-1, 1], dtype=torch.int64),
            )
            return g.op(
                "Transpose",
                g.op("Slice", input, values_4, values_5, dims_value_2, values_6),
                perm_i=[3, 1, 2, 0],
            )
    if rank(input) == 4 and dims in (
        [1, 2],
        [2, 1],
        [1, -2],
        [-2, 1],
        [-3, 2],
        [2, -3],
        [-3, -2],
        [-2, -3],
    ):
        if k % 4 == 1:
            values = g.op("Constant", value_t=torch.tensor([0, -1], dtype=torch.int64))
            values_2 = g.op(
                "Constant",
                value_t=torch.tensor(
                    [9223372036854775807, -9223372036854775808],
                    dtype=torch.int64,
                ),
            )
            dims_value = g.op("Constant", value_t=torch.tensor(dims, dtype=torch.int64))
            values_3 = g.op(
                "Constant",
                value_t=torch.tensor([1, -1], dtype=torch.int64),
            )
            return g.op(
                "Transpose",
                g.op("Slice", input, values, values_2, dims_value, values_3),
                perm_i=[0, 2, 1, 3],
            )
        else:
            values_4 = g.op(
                "Constant",
                value_t=torch.tensor([-1, 0], dtype=torch.int64),
            )
            values_5 = g.op(
                "Constant",
                value_t=torch.tensor(
                    [-9223372036854775808, 9223372036854775807],
                    dtype=torch.int64,
                ),
            )
            dims_value_2 = g.op(
                "Constant",
                value_t=torch.tensor(dims, dtype=torch.int64),
            )
            values_6 = g.op(
                "Constant",
                value_t=torch.tensor([-1, 1], dtype=torch.int64),
            )
            return g.op(
                "Transpose",
                g.op("Slice", input, values_4, values_5, dims_value_2, values_6),
                perm_i=[0, 2, 1, 3],
            )
    if rank(input) == 4 and dims in (
        [1, 3],
        [3, 1],
        [1, -1],
        [-1, 1],
        [-3, 3],
        [3, -3],
        [-3, -1],
        [-1, -3],
    ):
        if k % 4 == 1:
            values = g.op("Constant", value_t=torch.tensor([0, -1], dtype=torch.int64))
            values_2 = g.op(
                "Constant",
                value_t=torch.tensor(
                    [9223372036854775807, -9223372036854775808],
                    dtype=torch.int64,
                ),
            )
            dims_value = g.op("Constant", value_t=torch.tensor(dims, dtype=torch.int64))
            values_3 = g.op(
                "Constant",
                value_t=torch.tensor([1, -1], dtype=torch.int64),
            )
            return g.op(
                "Transpose",
                g.op("Slice", input, values, values_2, dims_value, values_3),
                perm_i=[0, 3, 2, 1],
            )
        else:
            values_4 = g.op(
                "Constant",
                value_t=torch.tensor([-1, 0], dtype=torch.int64),
            )
            values_5 = g.op(
                "Constant",
                value_t=torch.tensor(
                    [-9223372036854775808, 9223372036854775807],
                    dtype=torch.int64,
                ),
            )
            dims_value_2 = g.op(
                "Constant",
                value_t=torch.tensor(dims, dtype=torch.int64),
            )
            values_6 = g.op(
                "Constant",
                value_t=torch.tensor([-1, 1], dtype=torch.int64),
            )
            return g.op(
                "Transpose",
                g.op("Slice", input, values_4, values_5, dims_value_2, values_6),
                perm_i=[0, 3, 2, 1],
            )
    if rank(input) == 4 and dims in (
        [2, 3],
        [3, 2],
        [2, -1],
        [-1, 2],
        [-2, 3],
        [3, -2],
        [-2, -1],
        [-1, -2],
    ):
        if k % 4 == 1:
            values = g.op("Constant", value_t=torch.tensor([0, -1], dtype=torch.int64))
            values_2 = g.op(
                "Constant",
                value_t=torch.tensor(
                    [9223372036854775807, -9223372036854775808],
                    dtype=torch.int64,
                ),
            )
            dims_value = g.op("Constant", value_t=torch.tensor(dims, dtype=torch.int64))
            values_3 = g.op(
                "Constant",
                value_t=torch.tensor([1, -1], dtype=torch.int64),
            )
            return g.op(
                "Transpose",
                g.op("Slice", input, values, values_2, dims_value, values_3),
                perm_i=[0, 1, 3, 2],
            )
        else:
            values_4 = g.op(
                "Constant",
                value_t=torch.tensor([-1, 0], dtype=torch.int64),
            )
            values_5 = g.op(
                "Constant",
                value_t=torch.tensor(
                    [-9223372036854775808, 9223372036854775807],
                    dtype=torch.int64,
                ),
            )
            dims_value_2 = g.op(
                "Constant",
                value_t=torch.tensor(dims, dtype=torch.int64),
            )
            values_6 = g.op(
                "Constant",
                value_t=torch.tensor([-1, 1], dtype=torch.int64),
            )
            return g.op(
                "Transpose",
                g.op("Slice", input, values_4, values_5, dims_value_2, values_6),
                perm_i=[0, 1, 3, 2],
            )
    if rank(input) == 5 and dims in (
        [0, 1],
        [1, 0],
        [0, -4],
        [-4, 0],
        [-5, 1],
        [1, -5],
        [-5, -4],
        [-4, -5],
    ):
        if k % 4 == 1:
            values = g.op("Constant", value_t=torch.tensor([0, -1], dtype=torch.int64))
            values_2 = g.op(
                "Constant",
                value_t=torch.tensor(
                    [9223372036854775807, -9223372036854775808],
                    dtype=torch.int64,
                ),
            )
            dims_value = g.op("Constant", value_t=torch.tensor(dims, dtype=torch.int64))
            values_3 = g.op(
                "Constant",
                value_t=torch.tensor([1, -1], dtype=torch.int64),
            )
            return g.op(
                "Transpose",
                g.op("Slice", input, values, values_2, dims_value, values_3),
                perm_i=[1, 0, 2, 3, 4],
            )
        else:
            values_4 = g.op(
                "Constant",
                value_t=torch.tensor([-1, 0], dtype=torch.int64),
            )
            values_5 = g.op(
                "Constant",
                value_t=torch.tensor(
                    [-9223372036854775808, 9223372036854775807],
                    dtype=torch.int64,
                ),
            )
            dims_value_2 = g.op(
                "Constant",
                value_t=torch.tensor(dims, dtype=torch.int64),
            )
            values_6 = g.op(
                "Constant",
                value_t=torch.tensor([-1, 1], dtype=torch.int64),
            )
            return g.op(
                "Transpose",
                g.op("Slice", input, values_4, values_5, dims_value_2, values_6),
                perm_i=[1, 0, 2, 3, 4],
            )
    if rank(input) == 5 and dims in (
        [0, 2],
        [2, 0],
        [0, -3],
        [-3, 0],
        [-5, 2],
        [2, -5],
        [-5, -3],
        [-3, -5],
    ):
        if k % 4 == 1:
            values = g.op("Constant", value_t=torch.tensor([0, -1], dtype=torch.int64))
            values_2 = g.op(
                "Constant",
                value_t=torch.tensor(
                    [9223372036854775807, -9223372036854775808],
                    dtype=torch.int64,
                ),
            )
            dims_value = g.op("Constant", value_t=torch.tensor(dims, dtype=torch.int64))
            values_3 = g.op(
                "Constant",
                value_t=torch.tensor([1, -1], dtype=torch.int64),
            )
            return g.op(
                "Transpose",
                g.op("Slice", input, values, values_2, dims_value, values_3),
                perm_i=[2, 1, 0, 3, 4],
            )
        else:
            values_4 = g.op(
                "Constant",
                value_t=torch.tensor([-1, 0], dtype=torch.int64),
            )
            values_5 = g.op(
                "Constant",
                value_t=torch.tensor(
                    [-9223372036854775808, 9223372036854775807],
                    dtype=torch.int64,
                ),
            )
            dims_value_2 = g.op(
                "Constant",
                value_t=torch.tensor(dims, dtype=torch.int64),
            )
            values_6 = g.op(
                "Constant",
                value_t=torch.tensor([-1, 1], dtype=torch.int64),
            )
            return g.op(
                "Transpose",
                g.op("Slice", input, values_4, values_5, dims_value_2, values_6),
                perm_i=[2, 1, 0, 3, 4],
            )
    if rank(input) == 5 and dims in (
        [0, 3],
        [3, 0],
        [0, -2],
        [-2, 0],
        [-5, 3],
        [3, -5],
        [-5, -2],
        [-2, -5],
    ):
        if k % 4 == 1:
            values = g.op("Constant", value_t=torch.tensor([0, -1], dtype=torch.int64))
            values_2 = g.op(
                "Constant",
                value_t=torch.tensor(
                    [9223372036854775807, -9223372036854775808],
                    dtype=torch.int64,
                ),
            )
            dims_value = g.op("Constant", value_t=torch.tensor(dims, dtype=torch.int64))
            values_3 = g.op(
                "Constant",
                value_t=torch.tensor([1, -1], dtype=torch.int64),
            )
            return g.op(
                "Transpose",
                g.op("Slice", input, values, values_2, dims_value, values_3),
                perm_i=[3, 1, 2, 0, 4],
            )
        else:
            values_4 = g.op(
                "Constant",
                value_t=torch.tensor([-1, 0], dtype=torch.int64),
            )
            values_5 = g.op(
                "Constant",
                value_t=torch.tensor(
                    [-9223372036854775808, 9223372036854775807],
                    dtype=torch.int64,
                ),
            )
            dims_value_2 = g.op(
                "Constant",
                value_t=torch.tensor(dims, dtype=torch.int64),
            )
            values_6 = g.op(
                "Constant",
                value_t=torch.tensor([-1, 1], dtype=torch.int64),
            )
            return g.op(
                "Transpose",
                g.op("Slice", input, values_4, values_5, dims_value_2, values_6),
                perm_i=[3, 1, 2, 0, 4],
            )
    if rank(input) == 5 and dims in (
        [0, 4],
        [4, 0],
        [0, -1],
        [-1, 0],
        [-5, 4],
        [4, -5],
        [-5, -1],
        [-1, -5],
    ):
        if k % 4 == 1:
            values = g.op("Constant", value_t=torch.tensor([0, -1], dtype=torch.int64))
            values_2 = g.op(
                "Constant",
                value_t=torch.tensor(
                    [9223372036854775807, -9223372036854775808],
                    dtype=torch.int64,
                ),
            )
            dims_value = g.op("Constant", value_t=torch.tensor(dims, dtype=torch.int64))
            values_3 = g.op(
                "Constant",
                value_t=torch.tensor([1, -1], dtype=torch.int64),
            )
            return g.op(
                "Transpose",
                g.op("Slice", input, values, values_2, dims_value, values_3),
                perm_i=[4, 1, 2, 3, 0],
            )
        else:
            values_4 = g.op(
                "Constant",
                value_t=torch.tensor([-1, 0], dtype=torch.int64),
            )
            values_5 = g.op(
                "Constant",
                value_t=torch.tensor(
                    [-9223372036854775808, 9223372036854775807],
                    dtype=torch.int64,
                ),
            )
            dims_value_2 = g.op(
                "Constant",
                value_t=torch.tensor(dims, dtype=torch.int64),
            )
            values_6 = g.op(
                "Constant",
                value_t=torch.tensor([-1, 1], dtype=torch.int64),
            )
            return g.op(
                "Transpose",
                g.op("Slice", input, values_4, values_5, dims_value_2, values_6),
                perm_i=[4, 1, 2, 3, 0],
            )
    if rank(input) == 5 and dims in (
        [1, 2],
        [2, 1],
        [1, -3],
        [-3, 1],
        [-4, 2],
        [2, -4],
        [-4, -3],
        [-3, -4],
    ):
        if k % 4 == 1:
            values = g.op("Constant", value_t=torch.tensor([0, -1], dtype=torch.int64))
            values_2 = g.op(
                "Constant",
                value_t=torch.tensor(
                    [9223372036854775807, -9223372036854775808],
                    dtype=torch.int64,
                ),
            )
            dims_value = g.op("Constant", value_t=torch.tensor(dims, dtype=torch.int64))
            values_3 = g.op(
                "Constant",
                value_t=torch.tensor([1, -1], dtype=torch.int64),
            )
            return g.op(
                "Transpose",
                g.op("Slice", input, values, values_2, dims_value, values_3),
                perm_i=[0, 2, 1, 3, 4],
            )
        else:
            values_4 = g.op(
                "Constant",
                value_t=torch.tensor([-1, 0], dtype=torch.int64),
            )
            values_5 = g.op(
                "Constant",
                value_t=torch.tensor(
                    [-9223372036854775808, 9223372036854775807],
                    dtype=torch.int64,
                ),
            )
            dims_value_2 = g.op(
                "Constant",
                value_t=torch.tensor(dims, dtype=torch.int64),
            )
            values_6 = g.op(
                "Constant",
                value_t=torch.tensor([-1, 1], dtype=torch.int64),
            )
            return g.op(
                "Transpose",
                g.op("Slice", input, values_4, values_5, dims_value_2, values_6),
                perm_i=[0, 2, 1, 3, 4],
            )
    if rank(input) == 5 and dims in (
        [1, 3],
        [3, 1],
        [1, -2],
        [-2, 1],
        [-4, 3],
        [3, -4],
        [-4, -2],
        [-2, -4],
    ):
        if k % 4 == 1:
            values = g.op("Constant", value_t=torch.tensor([0, -1], dtype=torch.int64))
            values_2 = g.op(
                "Constant",
                value_t=torch.tensor(
                    [9223372036854775807, -9223372036854775808],
                    dtype=torch.int64,
                ),
            )
            dims_value = g.op("Constant", value_t=torch.tensor(dims, dtype=torch.int64))
            values_3 = g.op(
                "Constant",
                value_t=torch.tensor([1, -1], dtype=torch.int64),
            )
            return g.op(
                "Transpose",
                g.op("Slice", input, values, values_2, dims_value, values_3),
                perm_i=[0, 3, 2, 1, 4],
            )
        else:
            values_4 = g.op(
                "Constant",
                value_t=torch.tensor([-1, 0], dtype=torch.int64),
            )
            values_5 = g.op(
                "Constant",
                value_t=torch.tensor(
                    [-9223372036854775808, 9223372036854775807],
                    dtype=torch.int64,
                ),
            )
            dims_value_2 = g.op(
                "Constant",
                value_t=torch.tensor(dims, dtype=torch.int64),
            )
            values_6 = g.op(
                "Constant",
                value_t=torch.tensor([-1, 1], dtype=torch.int64),
            )
            return g.op(
                "Transpose",
                g.op("Slice", input, values_4, values_5, dims_value_2, values_6),
                perm_i=[0, 3, 2, 1, 4],
            )
    if rank(input) == 5 and dims in (
        [1, 4],
        [4, 1],
        [1, -1],
        [-1, 1],
        [-4, 4],
        [4, -4],
        [-4, -1],
        [-1, -4],
    ):
        if k % 4 == 1:
            values = g.op("Constant", value_t=torch.tensor([0, -1], dtype=torch.int64))
            values_2 = g.op(
                "Constant",
                value_t=torch.tensor(
                    [9223372036854775807, -9223372036854775808],
                    dtype=torch.int64,
                ),
            )
            dims_value = g.op("Constant", value_t=torch.tensor(dims, dtype=torch.int64))
            values_3 = g.op(
                "Constant",
                value_t=torch.tensor([1, -1], dtype=torch.int64),
            )
            return g.op(
                "Transpose",
                g.op("Slice", input, values, values_2, dims_value, values_3),
                perm_i=[0, 4, 2, 3, 1],
            )
        else:
            values_4 = g.op(
                "Constant",
                value_t=torch.tensor([-1, 0], dtype=torch.int64),
            )
            values_5 = g.op(
                "Constant",
                value_t=torch.tensor(
                    [-9223372036854775808, 9223372036854775807],
                    dtype=torch.int64,
                ),
            )
            dims_value_2 = g.op(
                "Constant",
                value_t=torch.tensor(dims, dtype=torch.int64),
            )
            values_6 = g.op(
                "Constant",
                value_t=torch.tensor([-1, 1], dtype=torch.int64),
            )
            return g.op(
                "Transpose",
                g.op("Slice", input, values_4, values_5, dims_value_2, values_6),
                perm_i=[0, 4, 2, 3, 1],
            )
    if rank(input) == 5 and dims in (
        [2, 3],
        [3, 2],
        [2, -2],
        [-2, 2],
        [-3, 3],
        [3, -3],
        [-3, -2],
        [-2, -3],
    ):
        if k % 4 == 1:
            values = g.op("Constant", value_t=torch.tensor([0, -1], dtype=torch.int64))
            values_2 = g.op(
                "Constant",
                value_t=torch.tensor(
                    [9223372036854775807, -9223372036854775808],
                    dtype=torch.int64,
                ),
            )
            dims_value = g.op("Constant", value_t=torch.tensor(dims, dtype=torch.int64))
            values_3 = g.op(
                "Constant",
                value_t=torch.tensor([1, -1], dtype=torch.int64),
            )
            return g.op(
                "Transpose",
                g.op("Slice", input, values, values_2, dims_value, values_3),
                perm_i=[0, 1, 3, 2, 4],
            )
        else:
            values_4 = g.op(
                "Constant",
                value_t=torch.tensor([-1, 0], dtype=torch.int64),
            )
            values_5 = g.op(
                "Constant",
                value_t=torch.tensor(
                    [-9223372036854775808, 9223372036854775807],
                    dtype=torch.int64,
                ),
            )
            dims_value_2 = g.op(
                "Constant",
                value_t=torch.tensor(dims, dtype=torch.int64),
            )
            values_6 = g.op(
                "Constant",
                value_t=torch.tensor([-1, 1], dtype=torch.int64),
            )
            return g.op(
                "Transpose",
                g.op("Slice", input, values_4, values_5, dims_value_2, values_6),
                perm_i=[0, 1, 3, 2, 4],
            )
    if rank(input) == 5 and dims in (
        [2, 4],
        [4, 2],
        [2, -1],
        [-1, 2],
        [-3, 4],
        [4, -3],
        [-3, -1],
        [-1, -3],
    ):
        if k % 4 == 1:
            values = g.op("Constant", value_t=torch.tensor([0, -1], dtype=torch.int64))
            values_2 = g.op(
                "Constant",
                value_t=torch.tensor(
                    [9223372036854775807, -9223372036854775808],
                    dtype=torch.int64,
                ),
            )
            dims_value = g.op("Constant", value_t=torch.tensor(dims, dtype=torch.int64))
            values_3 = g.op(
                "Constant",
                value_t=torch.tensor([1, -1], dtype=torch.int64),
            )
            return g.op(
                "Transpose",
                g.op("Slice", input, values, values_2, dims_value, values_3),
                perm_i=[0, 1, 4, 3, 2],
            )
        else:
            values_4 = g.op(
                "Constant",
                value_t=torch.tensor([-1, 0], dtype=torch.int64),
            )
            values_5 = g.op(
                "Constant",
                value_t=torch.tensor(
                    [-9223372036854775808, 9223372036854775807],
                    dtype=torch.int64,
                ),
            )
            dims_value_2 = g.op(
                "Constant",
                value_t=torch.tensor(dims, dtype=torch.int64),
            )
            values_6 = g.op(
                "Constant",
                value_t=torch.tensor([-1, 1], dtype=torch.int64),
            )
            return g.op(
                "Transpose",
                g.op("Slice", input, values_4, values_5, dims_value_2, values_6),
                perm_i=[0, 1, 4, 3, 2],
            )
    if rank(input) == 5 and dims in (
        [3, 4],
        [4, 3],
        [3, -1],
        [-1, 3],
        [-2, 4],
        [4, -2],
        [-2, -1],
        [-1, -2],
    ):
        if k % 4 == 1:
            values = g.op("Constant", value_t=torch.tensor([0, -1], dtype=torch.int64))
            values_2 = g.op(
                "Constant",
                value_t=torch.tensor(
                    [9223372036854775807, -9223372036854775808],
                    dtype=torch.int64,
                ),
            )
            dims_value = g.op("Constant", value_t=torch.tensor(dims, dtype=torch.int64))
            values_3 = g.op(
                "Constant",
                value_t=torch.tensor([1, -1], dtype=torch.int64),
            )
            return g.op(
                "Transpose",
                g.op("Slice", input, values, values_2, dims_value, values_3),
                perm_i=[0, 1, 2, 4, 3],
            )
        else:
            values_4 = g.op(
                "Constant",
                value_t=torch.tensor([-1, 0], dtype=torch.int64),
            )
            values_5 = g.op(
                "Constant",
                value_t=torch.tensor(
                    [-9223372036854775808, 9223372036854775807],
                    dtype=torch.int64,
                ),
            )
            dims_value_2 = g.op(
                "Constant",
                value_t=torch.tensor(dims, dtype=torch.int64),
            )
            values_6 = g.op(
                "Constant",
                value_t=torch.tensor([-1, 1], dtype=torch.int64),
            )
            return g.op(
                "Transpose",
                g.op("Slice", input, values_4, values_5, dims_value_2, values_6),
                perm_i=[0, 1, 2, 4, 3],
            )
    CONTRACT.no_variant(k=k, dims=dims, input=input)
