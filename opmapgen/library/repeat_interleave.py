"""repeat_interleave: aten::repeat_interleave.self_int -> ONNX Reshape + Cast + Concat + Tile + Shape + Mul + Add + Slice + Unsqueeze + Gather, opsets 14 to 20.

Generated from mappings/aten/repeat_interleave.yaml by `opmapgen build`; do not edit.

Source schema: aten::repeat_interleave.self_int(Tensor self, SymInt repeats, int? dim=None, *, SymInt? output_size=None) -> Tensor

Overrides torch's own symbolic for aten::repeat_interleave at opsets 14-20:
while registered, every TorchScript export of the op at those opsets uses this mapping.
Why: torch's symbolic adds the rank to the traced constant of a negative dim in place, changing the dim of every other op that shares the constant (a later softmax(dim=-1) runs over another axis)

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

SOURCE_OP = "aten::repeat_interleave"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(14, 21)
CONTRACT = Contract(
    "repeat_interleave",
    "mappings/aten/repeat_interleave.yaml",
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
    reasons={
        "bfloat16": "ONNX Runtime has no bfloat16 Tile on the CPU (torch's own export fails there too)",
        "complex": "ONNX has no complex tensors",
    },
    scalar_typed_ops=("Concat", "Mul", "Add"),
    scalar_typed_inputs=("repeats",),
)


@parse_args("v", "v", "i", "none")
def _symbolic(g, input, repeats, dim, output_size):
    check_inputs(CONTRACT, input=input, repeats=repeats)
    CONTRACT.require(
        present(rank(input)) and rank(repeats) == 0,
        "a repeat count of one value, and an input whose rank the export knows",
        input=input,
        repeats=repeats,
    )
    CONTRACT.require(
        absent(dim) or rank(input) > 0,
        "torch refuses a dim for a 0-dim input",
        dim=dim,
        input=input,
    )
    if absent(dim) or rank(input) == 0:
        values = g.op("Constant", value_t=torch.tensor([-1, 1], dtype=torch.int64))
        one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
        flat = g.op("Reshape", input, values)
        count = g.op("Reshape", g.op("Cast", repeats, to_i=TensorProto.INT64), one_list)
        return g.op(
            "Reshape",
            g.op("Tile", flat, g.op("Concat", one_list, count, axis_i=0)),
            minus_one_list,
        )
    one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
    one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
    values = g.op(
        "Constant",
        value_t=torch.tensor([dim % rank(input) + 1], dtype=torch.int64),
    )
    values_2 = g.op("Constant", value_t=torch.tensor([rank(input)], dtype=torch.int64))
    zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    values_3 = g.op(
        "Constant",
        value_t=torch.tensor([dim % rank(input)], dtype=torch.int64),
    )
    shape = g.op("Shape", input)
    count = g.op("Reshape", g.op("Cast", repeats, to_i=TensorProto.INT64), one_list)
    ones = g.op("Add", g.op("Mul", shape, zero), one)
    behind = g.op("Slice", shape, values, values_2)
    tiles = g.op(
        "Concat",
        g.op("Slice", ones, zero_list, values),
        count,
        g.op("Slice", ones, values, values_2),
        axis_i=0,
    )
    spread = g.op("Tile", g.op("Unsqueeze", input, values), tiles)
    merged = g.op(
        "Concat",
        g.op("Slice", shape, zero_list, values_3),
        g.op("Mul", g.op("Gather", shape, values_3), count),
        behind,
        axis_i=0,
    )
    return g.op("Reshape", spread, merged, allowzero_i=1)


@torch_fallback(CONTRACT, SOURCE_OP)
def symbolic(g, *args):
    # The TorchScript exporter sends every overload of aten::repeat_interleave here.
    if len(args) != 4:
        CONTRACT.refuse(
            "only aten::repeat_interleave.self_int(Tensor self, SymInt repeats, int? dim=None, *, SymInt? output_size=None) is mapped, not aten::repeat_interleave.Tensor (another number of args)",
            args=len(args),
        )
    return _symbolic(g, *args)
