"""combinations: aten::combinations -> ONNX Slice + Reshape + Shape + Gather + Range + Greater + Not + Less + NonZero + Transpose + And, opsets 11 to 20.

Generated from mappings/aten/combinations.yaml by `opmapgen build`; do not edit.

Source schema: aten::combinations(Tensor self, int r=2, bool with_replacement=False) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import check_inputs, parse_args, rank, torch_fallback

SOURCE_OP = "aten::combinations"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(11, 21)
CONTRACT = Contract(
    "combinations",
    "mappings/aten/combinations.yaml",
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
    reasons={"complex": "ONNX Runtime has no complex Gather kernel"},
    scalar_typed_ops=("Greater", "Less"),
    scalar_typed_inputs=(),
    dtype_opsets={"bfloat16": 13},
    variants=("r == 0", "r == 1", "r == 2", "r == 3", "r == 4"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "i", "b")
def symbolic(g, input, r, with_replacement):
    opset = g.opset
    check_inputs(CONTRACT, input=input, opset=opset)
    CONTRACT.require(rank(input) == 1, "torch takes a 1-D input only", input=input)
    CONTRACT.require(
        r >= 0 and r <= 4,
        "only r from 0 to 4 is mapped (the index mask has n^r cells)",
        r=r,
    )
    if r == 0:
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        return g.op("Slice", input, zero_list, zero_list, zero_list)
    if r == 1:
        values = g.op("Constant", value_t=torch.tensor([-1, 1], dtype=torch.int64))
        return g.op("Reshape", input, values)
    if r == 2:
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        values = g.op("Constant", value_t=torch.tensor([-1, 1], dtype=torch.int64))
        values_2 = g.op("Constant", value_t=torch.tensor([1, -1], dtype=torch.int64))
        index = g.op("Range", zero, g.op("Gather", g.op("Shape", input), zero), one)
        first = g.op("Reshape", index, values)
        second = g.op("Reshape", index, values_2)
        if with_replacement:
            mask = g.op("Not", g.op("Greater", first, second))
        else:
            mask = g.op("Less", first, second)
        return g.op(
            "Transpose",
            g.op("Gather", input, g.op("NonZero", mask), axis_i=0),
            perm_i=[1, 0],
        )
    if r == 3:
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        values = g.op("Constant", value_t=torch.tensor([-1, 1, 1], dtype=torch.int64))
        values_2 = g.op("Constant", value_t=torch.tensor([1, -1, 1], dtype=torch.int64))
        values_3 = g.op("Constant", value_t=torch.tensor([1, 1, -1], dtype=torch.int64))
        index = g.op("Range", zero, g.op("Gather", g.op("Shape", input), zero), one)
        first = g.op("Reshape", index, values)
        second = g.op("Reshape", index, values_2)
        third = g.op("Reshape", index, values_3)
        if with_replacement:
            mask = g.op(
                "And",
                g.op("Not", g.op("Greater", first, second)),
                g.op("Not", g.op("Greater", second, third)),
            )
        else:
            mask = g.op("And", g.op("Less", first, second), g.op("Less", second, third))
        return g.op(
            "Transpose",
            g.op("Gather", input, g.op("NonZero", mask), axis_i=0),
            perm_i=[1, 0],
        )
    if r == 4:
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        values = g.op(
            "Constant",
            value_t=torch.tensor([-1, 1, 1, 1], dtype=torch.int64),
        )
        values_2 = g.op(
            "Constant",
            value_t=torch.tensor([1, -1, 1, 1], dtype=torch.int64),
        )
        values_3 = g.op(
            "Constant",
            value_t=torch.tensor([1, 1, -1, 1], dtype=torch.int64),
        )
        values_4 = g.op(
            "Constant",
            value_t=torch.tensor([1, 1, 1, -1], dtype=torch.int64),
        )
        index = g.op("Range", zero, g.op("Gather", g.op("Shape", input), zero), one)
        first = g.op("Reshape", index, values)
        second = g.op("Reshape", index, values_2)
        third = g.op("Reshape", index, values_3)
        fourth = g.op("Reshape", index, values_4)
        if with_replacement:
            mask = g.op(
                "And",
                g.op(
                    "And",
                    g.op("Not", g.op("Greater", first, second)),
                    g.op("Not", g.op("Greater", second, third)),
                ),
                g.op("Not", g.op("Greater", third, fourth)),
            )
        else:
            mask = g.op(
                "And",
                g.op("And", g.op("Less", first, second), g.op("Less", second, third)),
                g.op("Less", third, fourth),
            )
        return g.op(
            "Transpose",
            g.op("Gather", input, g.op("NonZero", mask), axis_i=0),
            perm_i=[1, 0],
        )
    CONTRACT.no_variant(r=r)
