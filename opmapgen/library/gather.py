"""gather: aten::gather -> ONNX Identity + Cast + Reshape + Gather + Shape + ConstantOfShape + GatherElements, opsets 11 to 20.

Generated from mappings/aten/gather.yaml by `opmapgen build`; do not edit.

Source schema: aten::gather(Tensor self, int dim, Tensor index, *, bool sparse_grad=False) -> Tensor

Overrides torch's own symbolic for aten::gather at opsets 11-20:
while registered, every TorchScript export of the op at those opsets uses this mapping.
Why: torch's symbolic emits GatherElements as it is, which is an invalid graph for a 0-dim input or index (torch reads them as 1-D), for an empty uint8 index and for an empty index of another rank than the input (torch takes both); it also refuses sparse_grad=True, which changes only the gradient

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_name,
    onnx_dtype_of,
    parse_args,
    present,
    rank,
    torch_fallback,
)

SOURCE_OP = "aten::gather"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(11, 21)
CONTRACT = Contract(
    "gather",
    "mappings/aten/gather.yaml",
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
    reasons={
        "complex": "torch's exporters do not export complex tensors (the TorchScript exporter fails on their type)",
    },
    torch_wrong={
        "bfloat16": "an invalid model: ONNX GatherElements takes bfloat16 from opset 13",
    },
    torch_wrong_below={"bfloat16": 13},
    dtype_opsets={"bfloat16": 13},
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "i", "v", "none")
def symbolic(g, input, dim, index, sparse_grad):
    opset = g.opset
    check_inputs(CONTRACT, input=input, index=index, opset=opset)
    CONTRACT.require(
        present(rank(input)) and present(rank(index)),
        "the ranks of input and index must be known at export",
        input=input,
        index=index,
    )
    if dtype_name(index) in ("int32", "int64"):
        idx = g.op("Identity", index)
    else:
        idx = g.op("Cast", index, to_i=TensorProto.INT64)
    if (rank(input) == 0 and rank(index) <= 1) or (
        rank(input) == 1 and rank(index) == 0
    ):
        minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
        return g.op("Gather", g.op("Reshape", input, minus_one_list), idx, axis_i=0)
    elif rank(index) != rank(input):
        return g.op(
            "Cast",
            g.op("ConstantOfShape", g.op("Shape", index)),
            to_i=onnx_dtype_of(input),
        )
    else:
        return g.op("GatherElements", input, idx, axis_i=dim)
