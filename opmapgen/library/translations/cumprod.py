"""cumprod for the dynamo exporter: aten::cumprod -> ONNX Cast + Identity + Unsqueeze + Shape + Gather + Range + GreaterOrEqual + CastLike + Where + ReduceProd, opsets 18 to 23.

Generated from mappings/aten/cumprod.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnx import TensorProto
from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
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

TARGET = "aten::cumprod.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::cumprod(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "cumprod",
    "mappings/aten/cumprod.yaml",
    dtypes=(
        "float16",
        "float32",
        "float64",
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
        "bool",
    ),
    reasons={
        "bfloat16": "the formula computes float16 in float32 and casts back; that path is not written for bfloat16 yet",
    },
    variants=("opset >= 18",),
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, dim, dtype=None):
    check_inputs(CONTRACT, input=input)
    dtype = dtype_arg(dtype)
    opset = export_opset()
    CONTRACT.require(
        present(rank(input)) and rank(input) > 0,
        "a 0-dim input is not mapped (its cumprod is the input itself)",
        input=input,
    )
    if opset >= 18:
        values = constant([dim % rank(input)], dtype="int64")
        scalar = constant(dim % rank(input), dtype="int64")
        zero = constant(0, dtype="int64")
        one = constant(1, dtype="int64")
        one_list = constant([1], dtype="int64")
        zero_list = constant([0], dtype="int64")
        values_2 = constant([dim % rank(input) + 1], dtype="int64")
        if present(dtype) and dtype_name(dtype) in ("float16", "bfloat16", "float32"):
            x = op.Cast(input, to=TensorProto.FLOAT)
        elif present(dtype) and dtype_name(dtype) == "float64":
            x = op.Cast(input, to=TensorProto.DOUBLE)
        elif present(dtype):
            x = op.Cast(input, to=TensorProto.INT64)
        elif dtype_name(input) == "float16":
            x = op.Cast(input, to=TensorProto.FLOAT)
        elif is_floating(input):
            x = op.Identity(input)
        else:
            x = op.Cast(input, to=TensorProto.INT64)
        expanded = op.Unsqueeze(x, values)
        positions = op.Range(zero, op.Gather(op.Shape(x), scalar), one)
        lower = op.GreaterOrEqual(
            op.Unsqueeze(positions, one_list),
            op.Unsqueeze(positions, zero_list),
        )
        if dim % rank(input) == rank(input) - 1:
            mask = op.Identity(lower)
        else:
            scalar_2 = constant(
                list(range(2, rank(input) + 1 - dim % rank(input))),
                dtype="int64",
            )
            mask = op.Unsqueeze(lower, scalar_2)
        product = op.ReduceProd(
            op.Where(mask, expanded, op.CastLike(one, expanded)),
            values_2,
            keepdims=0,
        )
        if present(dtype):
            return op.Cast(product, to=onnx_dtype(dtype))
        elif dtype_name(input) == "float16":
            return op.Cast(product, to=TensorProto.FLOAT16)
        else:
            return op.Identity(product)
    CONTRACT.no_variant(opset=opset)
