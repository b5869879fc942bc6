"""linalg_vecdot: aten::linalg_vecdot -> ONNX Mul + Cast + ReduceSum, opsets 13 to 20.

Generated from mappings/aten/linalg_vecdot.yaml by `opmapgen build`; do not edit.

Source schema: aten::linalg_vecdot(Tensor x, Tensor y, *, int dim=-1) -> Tensor

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
    rank,
    torch_fallback,
)

SOURCE_OP = "aten::linalg_vecdot"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "linalg_vecdot",
    "mappings/aten/linalg_vecdot.yaml",
    dtypes=("float16", "float32", "float64"),
    reasons={
        "bfloat16": "ONNX Runtime has no bfloat16 ReduceSum kernel on the CPU",
        "integer": "torch does not take integer inputs to linalg.vecdot",
        "bool": "torch does not take bool inputs to linalg.vecdot",
    },
    scalar_typed_ops=("Mul",),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v", "i")
def symbolic(g, x, y, dim):
    check_inputs(CONTRACT, x=x, y=y)
    CONTRACT.require(
        dtype_name(x) == dtype_name(y),
        "inputs of different dtypes are not mapped (torch refuses them too)",
        x=x,
        y=y,
    )
    if rank(x) == 0 and rank(y) == 0:
        return g.op("Mul", x, y)
    elif dtype_name(x) == "float16":
        dim_list = g.op("Constant", value_t=torch.tensor([dim], dtype=torch.int64))
        return g.op(
            "Cast",
            g.op(
                "ReduceSum",
                g.op("Cast", g.op("Mul", x, y), to_i=TensorProto.FLOAT),
                dim_list,
                keepdims_i=0,
            ),
            to_i=TensorProto.FLOAT16,
        )
    else:
        dim_list_2 = g.op("Constant", value_t=torch.tensor([dim], dtype=torch.int64))
        return g.op("ReduceSum", g.op("Mul", x, y), dim_list_2, keepdims_i=0)
