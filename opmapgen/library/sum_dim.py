"""sum_dim: aten::sum.dim_IntList -> ONNX Cast + Identity + ReduceSum, opsets 13 to 20.

Generated from mappings/aten/sum_dim.yaml by `opmapgen build`; do not edit.

Source schema: aten::sum.dim_IntList(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor

Overrides torch's own symbolic for aten::sum at opsets 13-20:
while registered, every TorchScript export of the op at those opsets uses this mapping.
Why: torch's symbolic gives an invalid graph (ReduceSum over axis 0 of a tensor with no axes) for a 0-dim input, which torch reduces whole; the other overload, x.sum(), stays torch's

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
    is_floating,
    onnx_dtype,
    parse_args,
    present,
    rank,
    torch_fallback,
)

SOURCE_OP = "aten::sum"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "sum_dim",
    "mappings/aten/sum_dim.yaml",
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
)


@parse_args("v", "is", "b", "i")
def _symbolic(g, input, dim, keepdim, dtype):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(
        absent(dtype)
        or dtype_name(dtype)
        in (
            "float16",
            "float32",
            "float64",
            "uint8",
            "int8",
            "int16",
            "int32",
            "int64",
        ),
        "only dtype= float16, float32, float64 and the integer dtypes are mapped",
        dtype=dtype,
    )
    if present(dtype) and dtype_name(dtype) in ("float16", "float32"):
        x = g.op(
            "Cast",
            g.op("Cast", input, to_i=onnx_dtype(dtype)),
            to_i=TensorProto.FLOAT,
        )
    elif present(dtype) and dtype_name(dtype) == "float64":
        x = g.op("Cast", input, to_i=TensorProto.DOUBLE)
    elif present(dtype):
        x = g.op(
            "Cast",
            g.op("Cast", input, to_i=onnx_dtype(dtype)),
            to_i=TensorProto.INT64,
        )
    elif dtype_name(input) in ("float16", "bfloat16"):
        x = g.op("Cast", input, to_i=TensorProto.FLOAT)
    elif is_floating(input):
        x = g.op("Identity", input)
    else:
        x = g.op("Cast", input, to_i=TensorProto.INT64)
    if absent(dim) or len(dim) == 0 or rank(input) == 0:
        total = g.op("ReduceSum", x, keepdims_i=int(keepdim))
    else:
        dim_value = g.op("Constant", value_t=torch.tensor(dim, dtype=torch.int64))
        total = g.op("ReduceSum", x, dim_value, keepdims_i=int(keepdim))
    if present(dtype):
        return g.op("Cast", total, to_i=onnx_dtype(dtype))
    elif dtype_name(input) == "float16":
        return g.op("Cast", total, to_i=TensorProto.FLOAT16)
    elif dtype_name(input) == "bfloat16":
        return g.op("Cast", total, to_i=TensorProto.BFLOAT16)
    else:
        return g.op("Identity", total)


@torch_fallback(CONTRACT, SOURCE_OP)
def symbolic(g, *args):
    # The TorchScript exporter sends every overload of aten::sum here.
    if len(args) != 4:
        CONTRACT.refuse(
            "only aten::sum.dim_IntList(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) is mapped, not aten::sum (another number of args)",
            args=len(args),
        )
    return _symbolic(g, *args)
