"""topk: aten::topk -> ONNX Identity + Shape + Size + Cast + Reshape + TopK, opsets 11 to 20.

Generated from mappings/aten/topk.yaml by `opmapgen build`; do not edit.

Source schema: aten::topk(Tensor self, SymInt k, int dim=-1, bool largest=True, bool sorted=True) -> (Tensor values, Tensor indices)

Overrides torch's own symbolic for aten::topk at opsets 11-20:
while registered, every TorchScript export of the op at those opsets uses this mapping.
Why: torch's symbolic and translation give TopK a 0-dim input, an invalid graph that ONNX Runtime refuses to load

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

SOURCE_OP = "aten::topk"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(11, 21)
CONTRACT = Contract(
    "topk",
    "mappings/aten/topk.yaml",
    dtypes=(
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
    torch_wrong={"bfloat16": "an invalid model: ONNX TopK takes no bfloat16"},
    torch_wrong_below={"bfloat16": 13},
    variants=(
        'rank(input) == 0 and dtype(input) != "bfloat16"',
        'dtype(input) != "bfloat16"',
        "opset >= 13 and rank(input) == 0",
        "opset >= 13",
    ),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v", "i", "b", "none")
def symbolic(g, input, k, dim, largest, sorted):
    check_inputs(CONTRACT, input=input, k=k)
    opset = g.opset
    CONTRACT.require(
        present(rank(input)),
        "the rank of the input must be known at export",
        input=input,
    )
    if rank(input) == 0 and dtype_name(input) != "bfloat16":
        values = g.op("Identity", input)
        indices = g.op("Size", g.op("Shape", input))
        return values, indices
    if dtype_name(input) != "bfloat16":
        one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        top, top_1 = g.op(
            "TopK",
            input,
            g.op("Reshape", g.op("Cast", k, to_i=TensorProto.INT64), one_list),
            axis_i=dim,
            largest_i=int(largest),
            sorted_i=1,
            outputs=2,
        )
        values = g.op("Identity", top)
        indices = g.op("Identity", top_1)
        return values, indices
    if opset >= 13 and rank(input) == 0:
        values = g.op("Identity", input)
        indices = g.op("Size", g.op("Shape", input))
        return values, indices
    if opset >= 13:
        one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        top, top_1 = g.op(
            "TopK",
            g.op("Cast", input, to_i=TensorProto.FLOAT),
            g.op("Reshape", g.op("Cast", k, to_i=TensorProto.INT64), one_list),
            axis_i=dim,
            largest_i=int(largest),
            sorted_i=1,
            outputs=2,
        )
        values = g.op("Cast", top, to_i=onnx_dtype_of(input))
        indices = g.op("Identity", top_1)
        return values, indices
    CONTRACT.no_variant(input=input, opset=opset)
