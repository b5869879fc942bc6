"""masked_select for the dynamo exporter: aten::masked_select -> ONNX Shape + Expand + Cast + Reshape + Compress, opsets 18 to 23.

Generated from mappings/aten/masked_select.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnx import TensorProto
from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    check_inputs,
    constant,
    dtype_name,
    export_opset,
    onnx_dtype_of,
    torch_fallback,
)

TARGET = "aten::masked_select.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::masked_select(Tensor self, Tensor mask) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "masked_select",
    "mappings/aten/masked_select.yaml",
    dtypes=(
        "bool",
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
        "float16",
        "bfloat16",
        "float32",
        "float64",
    ),
    variants=('dtype(input) != "bfloat16"', "opset >= 13"),
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, mask):
    check_inputs(CONTRACT, input=input, mask=mask)
    opset = export_opset()
    if dtype_name(input) != "bfloat16":
        minus_one_list = constant([-1], dtype="int64")
        x = op.Expand(input, op.Shape(mask))
        keep = op.Expand(op.Cast(mask, to=TensorProto.BOOL), op.Shape(x))
        return op.Compress(
            op.Reshape(x, minus_one_list),
            op.Reshape(keep, minus_one_list),
            axis=0,
        )
    if opset >= 13:
        minus_one_list = constant([-1], dtype="int64")
        x = op.Expand(op.Cast(input, to=TensorProto.FLOAT), op.Shape(mask))
        keep = op.Expand(op.Cast(mask, to=TensorProto.BOOL), op.Shape(x))
        return op.Cast(
            op.Compress(
                op.Reshape(x, minus_one_list),
                op.Reshape(keep, minus_one_list),
                axis=0,
            ),
            to=onnx_dtype_of(input),
        )
    CONTRACT.no_variant(input=input, opset=opset)
