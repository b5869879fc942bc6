"""mean_dim: aten::mean.dim -> ONNX Cast + Identity + ReduceMean, opsets 13 to 20.

Generated from mappings/aten/mean_dim.yaml by `opmapgen build`; do not edit.

Source schema: aten::mean.dim(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor

Overrides torch's own symbolic for aten::mean at opsets 13-20:
while registered, every TorchScript export of the op at those opsets uses this mapping.
Why: torch's symbolic gives an invalid graph (ReduceMean over axis 0 of a tensor with no axes) for a 0-dim input, which torch reduces whole; the other overload, x.mean(), stays torch's

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

SOURCE_OP = "aten::mean"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "mean_dim",
    "mappings/aten/mean_dim.yaml",
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
    variants=("opset <= 17", "opset >= 18"),
)


@parse_args("v", "is", "b", "i")
def _symbolic(g, input, dim, keepdim, dtype):
    check_inputs(CONTRACT, input=input)
    opset = g.opset
    CONTRACT.require(
        absent(dtype) or dtype_name(dtype) in ("float16", "float32", "float64"),
        "only dtype= float16, float32 and float64 are mapped",
        dtype=dtype,
    )
    CONTRACT.require(
        is_floating(input) or present(dtype),
        "torch takes the mean of integers only with dtype= (a floating dtype)",
        input=input,
        dtype=dtype,
    )
    if opset <= 17:
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
        elif is_floating(input):
            x = g.op("Identity", input)
        else:
            CONTRACT.refuse(
                'no choice of formula \'x\' takes these args (choices: dtype is not None and dtype(dtype) in ("float16", "float32"); dtype is not None; dtype(input) in ("float16", "bfloat16"); floating(input))',
                dtype=dtype,
                input=input,
            )
        if absent(dim) or len(dim) == 0 or rank(input) == 0:
            mean = g.op("ReduceMean", x, keepdims_i=int(keepdim))
        else:
            mean = g.op("ReduceMean", x, axes_i=dim, keepdims_i=int(keepdim))
        if present(dtype):
            return g.op("Cast", mean, to_i=onnx_dtype(dtype))
        elif dtype_name(input) == "float16":
            return g.op("Cast", mean, to_i=TensorProto.FLOAT16)
        elif dtype_name(input) == "bfloat16":
            return g.op("Cast", mean, to_i=TensorProto.BFLOAT16)
        else:
            return g.op("Identity", mean)
    if opset >= 18:
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
        elif is_floating(input):
            x = g.op("Identity", input)
        else:
            CONTRACT.refuse(
                'no choice of formula \'x\' takes these args (choices: dtype is not None and dtype(dtype) in ("float16", "float32"); dtype is not None; dtype(input) in ("float16", "bfloat16"); floating(input))',
                dtype=dtype,
                input=input,
            )
        if absent(dim) or len(dim) == 0 or rank(input) == 0:
            mean = g.op("ReduceMean", x, keepdims_i=int(keepdim))
        else:
            dim_value = g.op("Constant", value_t=torch.tensor(dim, dtype=torch.int64))
            mean = g.op("ReduceMean", x, dim_value, keepdims_i=int(keepdim))
        if present(dtype):
            return g.op("Cast", mean, to_i=onnx_dtype(dtype))
        elif dtype_name(input) == "float16":
            return g.op("Cast", mean, to_i=TensorProto.FLOAT16)
        elif dtype_name(input) == "bfloat16":
            return g.op("Cast", mean, to_i=TensorProto.BFLOAT16)
        else:
            return g.op("Identity", mean)
    CONTRACT.no_variant(opset=opset)


@torch_fallback(CONTRACT, SOURCE_OP)
def symbolic(g, *args):
    # The TorchScript exporter sends every overload of aten::mean here.
    if len(args) != 4:
        CONTRACT.refuse(
            "only aten::mean.dim(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) is mapped, not aten::mean (another number of args)",
            args=len(args),
        )
    return _symbolic(g, *args)
