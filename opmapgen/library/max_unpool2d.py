"""max_unpool2d: aten::max_unpool2d -> ONNX Cast + Shape + Slice + Concat + ReduceProd + ConstantOfShape + Reshape + ScatterElements, opsets 11 to 20.

Generated from mappings/aten/max_unpool2d.yaml by `opmapgen build`; do not edit.

Source schema: aten::max_unpool2d(Tensor self, Tensor indices, SymInt[2] output_size) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    is_floating,
    onnx_dtype_of,
    parse_args,
    torch_fallback,
)

SOURCE_OP = "aten::max_unpool2d"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(11, 21)
CONTRACT = Contract(
    "max_unpool2d",
    "mappings/aten/max_unpool2d.yaml",
    dtypes=("float16", "float32", "float64", "int64"),
    reasons={
        "bfloat16": "ONNX Cast takes bfloat16 only from opset 13, and this mapping starts at 11",
    },
    scalar_typed_ops=("Concat",),
    scalar_typed_inputs=("output_size",),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v", "v")
def symbolic(g, input, indices, output_size):
    check_inputs(CONTRACT, input=input, indices=indices, output_size=output_size)
    CONTRACT.require(
        is_floating(input),
        "torch has no max_unpool2d of integers; the mapping exports floating inputs only",
        input=input,
    )
    zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    minus_two_list = g.op("Constant", value_t=torch.tensor([-2], dtype=torch.int64))
    minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
    size = g.op("Cast", output_size, to_i=TensorProto.INT64)
    planes = g.op("Slice", g.op("Shape", input), zero_list, minus_two_list)
    flat = g.op("Concat", planes, minus_one_list, axis_i=0)
    zeros = g.op(
        "Cast",
        g.op(
            "ConstantOfShape",
            g.op("Concat", planes, g.op("ReduceProd", size, keepdims_i=1), axis_i=0),
        ),
        to_i=onnx_dtype_of(input),
    )
    scattered = g.op(
        "ScatterElements",
        zeros,
        g.op("Reshape", g.op("Cast", indices, to_i=TensorProto.INT64), flat),
        g.op("Reshape", input, flat),
        axis_i=-1,
    )
    return g.op("Reshape", scattered, g.op("Concat", planes, size, axis_i=0))
