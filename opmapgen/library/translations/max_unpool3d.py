"""max_unpool3d for the dynamo exporter: aten::max_unpool3d -> ONNX Cast + Shape + Slice + Concat + ReduceProd + ConstantOfShape + Reshape + ScatterElements, opsets 18 to 23.

Generated from mappings/aten/max_unpool3d.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnx import TensorProto
from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    check_inputs,
    constant,
    is_floating,
    onnx_dtype_of,
    torch_fallback,
)

TARGET = "aten::max_unpool3d.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::max_unpool3d(Tensor self, Tensor indices, SymInt[3] output_size, int[3] stride, int[3] padding) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "max_unpool3d",
    "mappings/aten/max_unpool3d.yaml",
    dtypes=("float16", "float32", "float64", "int64"),
    reasons={
        "bfloat16": "ONNX Cast takes bfloat16 only from opset 13, and this mapping starts at 11",
    },
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, indices, output_size, stride, padding):
    check_inputs(CONTRACT, input=input, indices=indices, output_size=output_size)
    CONTRACT.require(
        is_floating(input),
        "torch has no max_unpool3d of integers; the mapping exports floating inputs only",
        input=input,
    )
    zero_list = constant([0], dtype="int64")
    minus_three_list = constant([-3], dtype="int64")
    minus_one_list = constant([-1], dtype="int64")
    size = op.Cast(output_size, to=TensorProto.INT64)
    planes = op.Slice(op.Shape(input), zero_list, minus_three_list)
    flat = op.Concat(planes, minus_one_list, axis=0)
    zeros = op.Cast(
        op.ConstantOfShape(op.Concat(planes, op.ReduceProd(size, keepdims=1), axis=0)),
        to=onnx_dtype_of(input),
    )
    scattered = op.ScatterElements(
        zeros,
        op.Reshape(op.Cast(indices, to=TensorProto.INT64), flat),
        op.Reshape(input, flat),
        axis=-1,
    )
    return op.Reshape(scattered, op.Concat(planes, size, axis=0))
