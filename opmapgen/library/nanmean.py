"""nanmean: aten::nanmean -> ONNX Cast + Identity + Equal + Not + CastLike + Where + ReduceSum + Div + Squeeze, opsets 15 to 20.

Generated from mappings/aten/nanmean.yaml by `opmapgen build`; do not edit.

Source schema: aten::nanmean(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    absent,
    check_inputs,
    dtype_name,
    onnx_dtype,
    parse_args,
    present,
    rank,
    torch_fallback,
)

SOURCE_OP = "aten::nanmean"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(15, 21)
CONTRACT = Contract(
    "nanmean",
    "mappings/aten/nanmean.yaml",
    dtypes=("float16", "bfloat16", "float32", "float64"),
    reasons={
        "integer": "torch's nanmean takes floating inputs only",
        "bool": "torch's nanmean takes floating inputs only",
    },
    scalar_typed_ops=("Equal", "Div"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "is", "b", "i")
def symbolic(g, input, dim, keepdim, dtype):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(
        absent(dtype) or dtype_name(dtype) in ("float16", "float32", "float64"),
        "only dtype= float16, float32 and float64 are mapped",
        dtype=dtype,
    )
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
    if present(dtype) and dtype_name(dtype) in ("float16", "float32"):
        x = g.op(
            "Cast",
            g.op("Cast", input, to_i=onnx_dtype(dtype)),
            to_i=TensorProto.FLOAT,
        )
    elif present(dtype):
        x = g.op("Cast", input, to_i=TensorProto.DOUBLE)
    elif dtype_name(input) in ("float16", "bfloat16"):
        x = g.op("Cast", input, to_i=TensorProto.FLOAT)
    else:
        x = g.op("Identity", input)
    missing = g.op("Not", g.op("Equal", x, x))
    clean = g.op("Where", missing, g.op("CastLike", zero, x), x)
    kept = g.op("Cast", g.op("Not", missing), to_i=TensorProto.INT64)
    if absent(dim) or len(dim) == 0 or rank(input) == 0:
        total = g.op("ReduceSum", clean, keepdims_i=1)
    else:
        dim_value = g.op("Constant", value_t=torch.tensor(dim, dtype=torch.int64))
        total = g.op("ReduceSum", clean, dim_value, keepdims_i=1)
    if absent(dim) or len(dim) == 0 or rank(input) == 0:
        count = g.op("ReduceSum", kept, keepdims_i=1)
    else:
        dim_value_2 = g.op("Constant", value_t=torch.tensor(dim, dtype=torch.int64))
        count = g.op("ReduceSum", kept, dim_value_2, keepdims_i=1)
    ratio = g.op("Div", total, g.op("CastLike", count, total))
    if keepdim:
        mean = g.op("Identity", ratio)
    elif absent(dim) or len(dim) == 0 or rank(input) == 0:
        mean = g.op("Squeeze", ratio)
    else:
        dim_value_3 = g.op("Constant", value_t=torch.tensor(dim, dtype=torch.int64))
        mean = g.op("Squeeze", ratio, dim_value_3)
    if present(dtype):
        return g.op("Cast", mean, to_i=onnx_dtype(dtype))
    elif dtype_name(input) == "float16":
        return g.op("Cast", mean, to_i=TensorProto.FLOAT16)
    elif dtype_name(input) == "bfloat16":
        return g.op("Cast", mean, to_i=TensorProto.BFLOAT16)
    else:
        return g.op("Identity", mean)
