"""nanmean for the dynamo exporter: aten::nanmean -> ONNX Cast + Identity + Equal + Not + CastLike + Where + ReduceSum + Div + Squeeze, opsets 18 to 23.

Generated from mappings/aten/nanmean.yaml by `opmapgen build`; do not edit.

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
    onnx_dtype,
    present,
    rank,
    torch_fallback,
)

TARGET = "aten::nanmean.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::nanmean(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "nanmean",
    "mappings/aten/nanmean.yaml",
    dtypes=("float16", "bfloat16", "float32", "float64"),
    reasons={
        "integer": "torch's nanmean takes floating inputs only",
        "bool": "torch's nanmean takes floating inputs only",
    },
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, dim=None, keepdim=False, dtype=None):
    check_inputs(CONTRACT, input=input)
    dtype = dtype_arg(dtype)
    CONTRACT.require(
        absent(dtype) or dtype_name(dtype) in ("float16", "float32", "float64"),
        "only dtype= float16, float32 and float64 are mapped",
        dtype=dtype,
    )
    zero = constant(0, dtype="int64")
    if present(dtype) and dtype_name(dtype) in ("float16", "float32"):
        x = op.Cast(op.Cast(input, to=onnx_dtype(dtype)), to=TensorProto.FLOAT)
    elif present(dtype):
        x = op.Cast(input, to=TensorProto.DOUBLE)
    elif dtype_name(input) in ("float16", "bfloat16"):
        x = op.Cast(input, to=TensorProto.FLOAT)
    else:
        x = op.Identity(input)
    missing = op.Not(op.Equal(x, x))
    clean = op.Where(missing, op.CastLike(zero, x), x)
    kept = op.Cast(op.Not(missing), to=TensorProto.INT64)
    if absent(dim) or len(dim) == 0 or rank(input) == 0:
        total = op.ReduceSum(clean, keepdims=1)
    else:
        dim_value = constant(dim, dtype="int64")
        total = op.ReduceSum(clean, dim_value, keepdims=1)
    if absent(dim) or len(dim) == 0 or rank(input) == 0:
        count = op.ReduceSum(kept, keepdims=1)
    else:
        dim_value_2 = constant(dim, dtype="int64")
        count = op.ReduceSum(kept, dim_value_2, keepdims=1)
    ratio = op.Div(total, op.CastLike(count, total))
    if keepdim:
        mean = op.Identity(ratio)
    elif absent(dim) or len(dim) == 0 or rank(input) == 0:
        mean = op.Squeeze(ratio)
    else:
        dim_value_3 = constant(dim, dtype="int64")
        mean = op.Squeeze(ratio, dim_value_3)
    if present(dtype):
        return op.Cast(mean, to=onnx_dtype(dtype))
    elif dtype_name(input) == "float16":
        return op.Cast(mean, to=TensorProto.FLOAT16)
    elif dtype_name(input) == "bfloat16":
        return op.Cast(mean, to=TensorProto.BFLOAT16)
    else:
        return op.Identity(mean)
