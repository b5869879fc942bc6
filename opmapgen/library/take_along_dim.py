"""take_along_dim: aten::take_along_dim -> ONNX Reshape + GatherElements + Shape + Slice + Concat + Expand, opsets 11 to 20.

Generated from mappings/aten/take_along_dim.yaml by `opmapgen build`; do not edit.

Source schema: aten::take_along_dim(Tensor self, Tensor indices, int? dim=None) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    absent,
    check_inputs,
    parse_args,
    present,
    rank,
    torch_fallback,
)

SOURCE_OP = "aten::take_along_dim"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(11, 21)
CONTRACT = Contract(
    "take_along_dim",
    "mappings/aten/take_along_dim.yaml",
    dtypes=(
        "float16",
        "float32",
        "float64",
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
        "bool",
    ),
    by_input={"indices": ("int64",)},
    reasons={
        "bfloat16": "ONNX Runtime has no bfloat16 Expand kernel on the CPU (and ONNX Expand takes bfloat16 only from opset 13)",
    },
    scalar_typed_ops=("Concat",),
    scalar_typed_inputs=(),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v", "i")
def symbolic(g, input, indices, dim):
    check_inputs(CONTRACT, input=input, indices=indices)
    CONTRACT.require(
        absent(dim)
        or (
            present(rank(input))
            and present(rank(indices))
            and rank(input) == rank(indices)
        ),
        "with dim, input and indices must have the same known rank",
        dim=dim,
        input=input,
        indices=indices,
    )
    if absent(dim):
        minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
        return g.op(
            "GatherElements",
            g.op("Reshape", input, minus_one_list),
            g.op("Reshape", indices, minus_one_list),
            axis_i=0,
        )
    else:
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        values = g.op(
            "Constant",
            value_t=torch.tensor([dim % rank(input)], dtype=torch.int64),
        )
        values_2 = g.op(
            "Constant",
            value_t=torch.tensor([dim % rank(input) + 1], dtype=torch.int64),
        )
        values_3 = g.op(
            "Constant",
            value_t=torch.tensor([9223372036854775807], dtype=torch.int64),
        )
        one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        return g.op(
            "GatherElements",
            g.op(
                "Expand",
                input,
                g.op(
                    "Concat",
                    g.op("Slice", g.op("Shape", indices), zero_list, values),
                    one_list,
                    g.op("Slice", g.op("Shape", indices), values_2, values_3),
                    axis_i=0,
                ),
            ),
            g.op(
                "Expand",
                indices,
                g.op(
                    "Concat",
                    g.op("Slice", g.op("Shape", input), zero_list, values),
                    one_list,
                    g.op("Slice", g.op("Shape", input), values_2, values_3),
                    axis_i=0,
                ),
            ),
            axis_i=dim % rank(input),
        )
