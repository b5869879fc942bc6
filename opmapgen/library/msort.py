"""msort: aten::msort -> ONNX Identity + Cast + Shape + Slice + TopK, opsets 11 to 20.

Generated from mappings/aten/msort.yaml by `opmapgen build`; do not edit.

Source schema: aten::msort(Tensor self) -> Tensor

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

SOURCE_OP = "aten::msort"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(11, 21)
CONTRACT = Contract(
    "msort",
    "mappings/aten/msort.yaml",
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
    dtype_opsets={"bfloat16": 13},
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, input):
    opset = g.opset
    check_inputs(CONTRACT, input=input, opset=opset)
    CONTRACT.require(
        present(rank(input)),
        "the rank of the input must be known at export",
        input=input,
    )
    if rank(input) == 0:
        return g.op("Identity", input)
    if dtype_name(input) == "bool":
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        result_top_k, _ = g.op(
            "TopK",
            g.op("Cast", input, to_i=TensorProto.UINT8),
            g.op("Slice", g.op("Shape", input), zero_list, one_list),
            axis_i=0,
            largest_i=0,
            sorted_i=1,
            outputs=2,
        )
        return g.op("Cast", result_top_k, to_i=TensorProto.BOOL)
    if dtype_name(input) == "bfloat16":
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        result_top_k, _ = g.op(
            "TopK",
            g.op("Cast", input, to_i=TensorProto.FLOAT),
            g.op("Slice", g.op("Shape", input), zero_list, one_list),
            axis_i=0,
            largest_i=0,
            sorted_i=1,
            outputs=2,
        )
        return g.op("Cast", result_top_k, to_i=TensorProto.BFLOAT16)
    zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
    result, _ = g.op(
        "TopK",
        input,
        g.op("Slice", g.op("Shape", input), zero_list, one_list),
        axis_i=0,
        largest_i=0,
        sorted_i=1,
        outputs=2,
    )
    return result
