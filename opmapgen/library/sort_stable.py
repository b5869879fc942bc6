"""sort_stable: aten::sort.stable -> ONNX Identity + Shape + Size + Gather + Cast + TopK, opsets 11 to 20.

Generated from mappings/aten/sort_stable.yaml by `opmapgen build`; do not edit.

Source schema: aten::sort.stable(Tensor self, *, bool? stable, int dim=-1, bool descending=False) -> (Tensor values, Tensor indices)

Overrides torch's own symbolic for aten::sort at opsets 11-20:
while registered, every TorchScript export of the op at those opsets uses this mapping.
Why: torch's symbolic takes three args (self, dim, descending), so for the 4-arg overload it reads stable as dim and descending as an out= argument and refuses every torch.sort(x, stable=...) call; for either overload its TopK gives an invalid graph for 0-dim (TorchScript) and bool inputs (both exporters), and a model ONNX Runtime cannot run for bfloat16 (no TopK kernel)

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_name,
    parse_args,
    present,
    rank,
    torch_fallback,
)

SOURCE_OP = "aten::sort"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(11, 21)
CONTRACT = Contract(
    "sort_stable",
    "mappings/aten/sort_stable.yaml",
    dtypes=(
        "bool",
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
        "float16",
        "bfloat16",
        "float32",
        "float64",
    ),
    torch_wrong={
        "bfloat16": "an invalid model: ONNX Shape takes bfloat16 from opset 13",
    },
    torch_wrong_below={"bfloat16": 13},
    dtype_opsets={"bfloat16": 13},
)


@parse_args("v", "none", "i", "b")
def _symbolic(g, input, stable, dim, descending):
    opset = g.opset
    check_inputs(CONTRACT, input=input, opset=opset)
    CONTRACT.require(
        present(rank(input)),
        "the rank of the input must be known at export",
        input=input,
    )
    if rank(input) == 0:
        values = g.op("Identity", input)
        indices = g.op("Size", g.op("Shape", input))
        return values, indices
    if dtype_name(input) == "bool":
        values_2 = g.op(
            "Constant",
            value_t=torch.tensor([dim % rank(input)], dtype=torch.int64),
        )
        count = g.op("Gather", g.op("Shape", input), values_2)
        top, top_1 = g.op(
            "TopK",
            g.op("Cast", input, to_i=TensorProto.UINT8),
            count,
            axis_i=dim,
            largest_i=int(descending),
            sorted_i=1,
            outputs=2,
        )
        values = g.op("Cast", top, to_i=TensorProto.BOOL)
        indices = g.op("Identity", top_1)
        return values, indices
    if dtype_name(input) == "bfloat16":
        values_2 = g.op(
            "Constant",
            value_t=torch.tensor([dim % rank(input)], dtype=torch.int64),
        )
        count = g.op("Gather", g.op("Shape", input), values_2)
        top, top_1 = g.op(
            "TopK",
            g.op("Cast", input, to_i=TensorProto.FLOAT),
            count,
            axis_i=dim,
            largest_i=int(descending),
            sorted_i=1,
            outputs=2,
        )
        values = g.op("Cast", top, to_i=TensorProto.BFLOAT16)
        indices = g.op("Identity", top_1)
        return values, indices
    values_2 = g.op(
        "Constant",
        value_t=torch.tensor([dim % rank(input)], dtype=torch.int64),
    )
    count = g.op("Gather", g.op("Shape", input), values_2)
    top, top_1 = g.op(
        "TopK",
        input,
        count,
        axis_i=dim,
        largest_i=int(descending),
        sorted_i=1,
        outputs=2,
    )
    values = g.op("Identity", top)
    indices = g.op("Identity", top_1)
    return values, indices


@torch_fallback(CONTRACT, SOURCE_OP)
def symbolic(g, *args):
    # The TorchScript exporter sends every overload of aten::sort here.
    if len(args) == 3:
        # aten::sort(input, dim, descending), with stable=None
        input, dim, descending = args
        return _symbolic(g, input, None, dim, descending)
    return _symbolic(g, *args)
