"""unique_consecutive: aten::unique_consecutive -> ONNX Reshape + Shape + Slice + Equal + Not + Cast + Concat + NonZero + Compress + CumSum + Sub + Identity, opsets 11 to 20.

Generated from mappings/aten/unique_consecutive.yaml by `opmapgen build`; do not edit.

Source schema: aten::unique_consecutive(Tensor self, bool return_inverse=False, bool return_counts=False, int? dim=None) -> (Tensor, Tensor, Tensor)

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    absent,
    check_inputs,
    parse_args,
    present,
    rank,
    torch_fallback,
)

SOURCE_OP = "aten::unique_consecutive"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(11, 21)
CONTRACT = Contract(
    "unique_consecutive",
    "mappings/aten/unique_consecutive.yaml",
    dtypes=(
        "bool",
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
        "float16",
        "float32",
        "float64",
    ),
    scalar_typed_ops=("Equal", "Concat", "Sub"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "b", "b", "i")
def symbolic(g, input, return_inverse, return_counts, dim):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(
        absent(dim),
        "only dim=None (the flattened input) is mapped",
        dim=dim,
    )
    CONTRACT.require(
        not return_inverse or (present(rank(input)) and rank(input) > 0),
        "return_inverse of a 0-dim input is not mapped: torch's tracer records that inverse as 1-D where eager gives 0-dim, which makes the model invalid; reshape the input to 1-D first",
        return_inverse=return_inverse,
        input=input,
    )
    minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
    one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
    values_2 = g.op(
        "Constant",
        value_t=torch.tensor([9223372036854775807], dtype=torch.int64),
    )
    zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    flat = g.op("Reshape", input, minus_one_list)
    size = g.op("Shape", flat)
    changed = g.op(
        "Not",
        g.op(
            "Equal",
            g.op("Slice", flat, one_list, values_2),
            g.op("Slice", flat, zero_list, minus_one_list),
        ),
    )
    starts = g.op(
        "Slice",
        g.op(
            "Concat",
            g.op("Cast", one_list, to_i=TensorProto.BOOL),
            changed,
            axis_i=0,
        ),
        zero_list,
        size,
    )
    positions = g.op("Reshape", g.op("NonZero", starts), minus_one_list)
    empty = g.op("Slice", size, zero_list, zero_list)
    values = g.op("Compress", flat, starts, axis_i=0)
    if return_inverse:
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        inverse = g.op(
            "Reshape",
            g.op(
                "Sub",
                g.op("CumSum", g.op("Cast", starts, to_i=TensorProto.INT64), zero),
                one,
            ),
            g.op("Shape", input),
        )
    else:
        inverse = g.op("Identity", empty)
    if return_counts:
        one_list_2 = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        values_3 = g.op(
            "Constant",
            value_t=torch.tensor([9223372036854775807], dtype=torch.int64),
        )
        counts = g.op(
            "Sub",
            g.op(
                "Concat",
                g.op("Slice", positions, one_list_2, values_3),
                size,
                axis_i=0,
            ),
            positions,
        )
    else:
        counts = g.op("Identity", empty)
    return values, inverse, counts
