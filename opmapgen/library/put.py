"""put: aten::put -> ONNX Reshape + Cast + ScatterElements + Shape, opsets 16 to 20.

Generated from mappings/aten/put.yaml by `opmapgen build`; do not edit.

Source schema: aten::put(Tensor self, Tensor index, Tensor source, bool accumulate=False) -> Tensor

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

SOURCE_OP = "aten::put"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(16, 21)
CONTRACT = Contract(
    "put",
    "mappings/aten/put.yaml",
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
    by_input={"index": ("int64",)},
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v", "v", "b")
def symbolic(g, input, index, source, accumulate):
    check_inputs(CONTRACT, input=input, index=index, source=source)
    CONTRACT.require(
        dtype_name(source) == dtype_name(input),
        "source must have self's dtype (torch requires it too)",
        source=source,
        input=input,
    )
    CONTRACT.require(
        present(rank(input)) and rank(input) > 0,
        "a 0-dim self is not mapped: torch's tracer records the result as 1-D where eager gives 0-dim, which makes the model invalid; reshape self to 1-D first",
        input=input,
    )
    minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
    flat = g.op("Reshape", input, minus_one_list)
    positions = g.op("Reshape", index, minus_one_list)
    values = g.op("Reshape", source, minus_one_list)
    if accumulate and dtype_name(input) == "float16":
        scattered = g.op(
            "Cast",
            g.op(
                "ScatterElements",
                g.op("Cast", flat, to_i=TensorProto.FLOAT),
                positions,
                g.op("Cast", values, to_i=TensorProto.FLOAT),
                axis_i=0,
                reduction_s="add",
            ),
            to_i=TensorProto.FLOAT16,
        )
    elif accumulate:
        scattered = g.op(
            "ScatterElements",
            flat,
            positions,
            values,
            axis_i=0,
            reduction_s="add",
        )
    else:
        scattered = g.op("ScatterElements", flat, positions, values, axis_i=0)
    return g.op("Reshape", scattered, g.op("Shape", input))
