"""fmax for the dynamo exporter: aten::fmax -> ONNX Equal + Not + Max + Where + Cast + Or, opsets 18 to 23.

Generated from mappings/aten/fmax.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnx import TensorProto
from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    check_inputs,
    dtype_name,
    is_floating,
    is_integer,
    onnx_dtype_of,
    promote,
    torch_fallback,
)

TARGET = "aten::fmax.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::fmax(Tensor self, Tensor other) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "fmax",
    "mappings/aten/fmax.yaml",
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
    reasons={"bfloat16": "ONNX Runtime has no bfloat16 Max or Equal kernel on the CPU"},
    promote=("input", "other"),
    variants=(
        "floating(input)",
        'dtype(input) == "int16"',
        "integer(input)",
        'dtype(input) == "bool"',
    ),
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, other):
    check_inputs(CONTRACT, input=input, other=other)
    # torch's type promotion: one dtype for these, as torch.result_type gives it
    input, other = promote(CONTRACT, input=input, other=other)
    if is_floating(input):
        return op.Where(
            op.Not(op.Equal(input, input)),
            other,
            op.Where(op.Not(op.Equal(other, other)), input, op.Max(input, other)),
        )
    if dtype_name(input) == "int16":
        return op.Cast(
            op.Max(
                op.Cast(input, to=TensorProto.INT32),
                op.Cast(other, to=TensorProto.INT32),
            ),
            to=onnx_dtype_of(input),
        )
    if is_integer(input):
        return op.Max(input, other)
    if dtype_name(input) == "bool":
        return op.Or(input, other)
    CONTRACT.no_variant(input=input)
