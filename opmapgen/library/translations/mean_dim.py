"""mean_dim for the dynamo exporter: aten::mean.dim -> ONNX Cast + Identity + ReduceMean, opsets 18 to 23.

Generated from mappings/aten/mean_dim.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnx import TensorProto
from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    absent,
    check_inputs,
    constant,
    dtype_arg,
    dtype_name,
    export_opset,
    is_floating,
    onnx_dtype,
    present,
    rank,
    torch_fallback,
)

TARGET = "aten::mean.dim"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::mean.dim(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor"
OPSETS = range(18, 24)
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
    torch_wrong={
        "complex": "an invalid model: the ReduceMean of the real view keeps a dimension its shape inference drops",
    },
    variants=("opset >= 18",),
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, dim, keepdim=False, dtype=None):
    check_inputs(CONTRACT, input=input)
    dtype = dtype_arg(dtype)
    opset = export_opset()
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
    if opset >= 18:
        if present(dtype) and dtype_name(dtype) in ("float16", "float32"):
            x = op.Cast(op.Cast(input, to=onnx_dtype(dtype)), to=TensorProto.FLOAT)
        elif present(dtype):
            x = op.Cast(input, to=TensorProto.DOUBLE)
        elif dtype_name(input) in ("float16", "bfloat16"):
            x = op.Cast(input, to=TensorProto.FLOAT)
        elif is_floating(input):
            x = op.Identity(input)
        else:
            CONTRACT.refuse(
                'no choice of formula \'x\' takes these args (choices: dtype is not None and dtype(dtype) in ("float16", "float32"); dtype is not None; dtype(input) in ("float16", "bfloat16"); floating(input))',
                dtype=dtype,
                input=input,
            )
        if absent(dim) or len(dim) == 0 or rank(input) == 0:
            mean = op.ReduceMean(x, keepdims=int(keepdim))
        else:
            dim_value = constant(dim, dtype="int64")
            mean = op.ReduceMean(x, dim_value, keepdims=int(keepdim))
        if present(dtype):
            return op.Cast(mean, to=onnx_dtype(dtype))
        elif dtype_name(input) == "float16":
            return op.Cast(mean, to=TensorProto.FLOAT16)
        elif dtype_name(input) == "bfloat16":
            return op.Cast(mean, to=TensorProto.BFLOAT16)
        else:
            return op.Identity(mean)
    CONTRACT.no_variant(opset=opset)
