"""nansum for the dynamo exporter: aten::nansum -> ONNX Cast + Identity + Equal + Not + CastLike + Where + ReduceSum, opsets 18 to 23.

Generated from mappings/aten/nansum.yaml by `opmapgen build`; do not edit.

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
    is_floating,
    onnx_dtype,
    present,
    rank,
    torch_fallback,
)

TARGET = "aten::nansum.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::nansum(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "nansum",
    "mappings/aten/nansum.yaml",
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


@torch_fallback(CONTRACT, TARGET)
def translation(input, dim=None, keepdim=False, dtype=None):
    check_inputs(CONTRACT, input=input)
    dtype = dtype_arg(dtype)
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
    zero = constant(0, dtype="int64")
    if present(dtype) and dtype_name(dtype) in ("float16", "float32"):
        x = op.Cast(op.Cast(input, to=onnx_dtype(dtype)), to=TensorProto.FLOAT)
    elif present(dtype) and dtype_name(dtype) == "float64":
        x = op.Cast(input, to=TensorProto.DOUBLE)
    elif present(dtype):
        x = op.Cast(op.Cast(input, to=onnx_dtype(dtype)), to=TensorProto.INT64)
    elif dtype_name(input) in ("float16", "bfloat16"):
        x = op.Cast(input, to=TensorProto.FLOAT)
    elif is_floating(input):
        x = op.Identity(input)
    else:
        x = op.Cast(input, to=TensorProto.INT64)
    clean = op.Where(op.Not(op.Equal(x, x)), op.CastLike(zero, x), x)
    if absent(dim) or len(dim) == 0 or rank(input) == 0:
        total = op.ReduceSum(clean, keepdims=int(keepdim))
    else:
        dim_value = constant(dim, dtype="int64")
        total = op.ReduceSum(clean, dim_value, keepdims=int(keepdim))
    if present(dtype):
        return op.Cast(total, to=onnx_dtype(dtype))
    elif dtype_name(input) == "float16":
        return op.Cast(total, to=TensorProto.FLOAT16)
    elif dtype_name(input) == "bfloat16":
        return op.Cast(total, to=TensorProto.BFLOAT16)
    else:
        return op.Identity(total)
