"""diag: aten::diag -> ONNX Shape + Gather + Add + Sub + Range + Reshape + Identity + Equal + Where + Concat + Less + Greater + Mul, opsets 11 to 20.

Generated from mappings/aten/diag.yaml by `opmapgen build`; do not edit.

Source schema: aten::diag(Tensor self, int diagonal=0) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_of,
    parse_args,
    rank,
    torch_fallback,
)

SOURCE_OP = "aten::diag"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(11, 21)
CONTRACT = Contract(
    "diag",
    "mappings/aten/diag.yaml",
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
    scalar_typed_ops=("Add", "Sub", "Equal", "Concat", "Less", "Greater", "Mul"),
    dtype_opsets={"bfloat16": 13},
    variants=("rank(input) == 1", "rank(input) == 2"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "i")
def symbolic(g, input, diagonal):
    opset = g.opset
    check_inputs(CONTRACT, input=input, opset=opset)
    if rank(input) == 1:
        zero = g.op("Constant", value_t=torch.tensor([0], dtype=dtype_of(input)))
        zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        values = g.op("Constant", value_t=torch.tensor([-1, 1], dtype=torch.int64))
        values_2 = g.op("Constant", value_t=torch.tensor([1, -1], dtype=torch.int64))
        diagonal_value_3 = g.op(
            "Constant",
            value_t=torch.tensor(diagonal, dtype=torch.int64),
        )
        n = g.op("Gather", g.op("Shape", input), zero_2)
        if diagonal >= 0:
            diagonal_value = g.op(
                "Constant",
                value_t=torch.tensor(diagonal, dtype=torch.int64),
            )
            size = g.op("Add", n, diagonal_value)
        else:
            diagonal_value_2 = g.op(
                "Constant",
                value_t=torch.tensor(diagonal, dtype=torch.int64),
            )
            size = g.op("Sub", n, diagonal_value_2)
        positions = g.op("Range", zero_2, size, one)
        rows = g.op("Reshape", positions, values)
        cols = g.op("Reshape", positions, values_2)
        if diagonal >= 0:
            source = g.op("Identity", rows)
        else:
            source = g.op("Identity", cols)
        index = g.op(
            "Where",
            g.op("Equal", g.op("Sub", cols, rows), diagonal_value_3),
            source,
            n,
        )
        return g.op("Gather", g.op("Concat", input, zero, axis_i=0), index, axis_i=0)
    if rank(input) == 2:
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
        shape = g.op("Shape", input)
        m = g.op("Gather", shape, zero)
        n = g.op("Gather", shape, one)
        if diagonal >= 0:
            rows = g.op("Identity", m)
        else:
            diagonal_value = g.op(
                "Constant",
                value_t=torch.tensor(diagonal, dtype=torch.int64),
            )
            rows = g.op("Add", m, diagonal_value)
        if diagonal >= 0:
            diagonal_value_2 = g.op(
                "Constant",
                value_t=torch.tensor(diagonal, dtype=torch.int64),
            )
            cols = g.op("Sub", n, diagonal_value_2)
        else:
            cols = g.op("Identity", n)
        shorter = g.op("Where", g.op("Less", rows, cols), rows, cols)
        length = g.op("Where", g.op("Greater", shorter, zero), shorter, zero)
        steps = g.op("Mul", g.op("Range", zero, length, one), g.op("Add", n, one))
        if diagonal >= 0:
            diagonal_value_3 = g.op(
                "Constant",
                value_t=torch.tensor(diagonal, dtype=torch.int64),
            )
            index = g.op("Add", steps, diagonal_value_3)
        else:
            diagonal_value_4 = g.op(
                "Constant",
                value_t=torch.tensor(diagonal, dtype=torch.int64),
            )
            index = g.op("Sub", steps, g.op("Mul", diagonal_value_4, n))
        return g.op("Gather", g.op("Reshape", input, minus_one_list), index, axis_i=0)
    CONTRACT.no_variant(input=input)
