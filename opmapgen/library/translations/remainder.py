"""remainder for the dynamo exporter: aten::remainder.Tensor -> ONNX Identity + Mod + Equal + Not + Less + And + Add + Where + Cast, opsets 18 to 23.

Generated from mappings/aten/remainder.yaml by `opmapgen build`; do not edit.

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
    onnx_dtype_of,
    promote,
    torch_fallback,
)

TARGET = "aten::remainder.Tensor"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::remainder.Tensor(Tensor self, Tensor other) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "remainder",
    "mappings/aten/remainder.yaml",
    dtypes=(
        "float16",
        "float32",
        "float64",
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
    ),
    reasons={
        "bfloat16": "ONNX Cast takes bfloat16 only from opset 13, and this mapping starts at 11",
    },
    promote=("input", "other"),
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, other):
    check_inputs(CONTRACT, input=input, other=other)
    # torch's type promotion: one dtype for these, as torch.result_type gives it
    input, other = promote(CONTRACT, input=input, other=other)
    if dtype_name(input) in ("float32", "float64"):
        zero = constant(0, like=input)
        zero_2 = constant(0, like=other)
        a = op.Identity(input)
        b = op.Identity(other)
        left = op.Mod(a, b, fmod=1)
        remainder = op.Where(
            op.And(
                op.Not(op.Equal(left, zero)),
                op.Not(op.Equal(op.Less(b, zero_2), op.Less(left, zero))),
            ),
            op.Add(left, b),
            left,
        )
        return op.Identity(remainder)
    if dtype_name(input) == "float16":
        zero = constant(0, dtype="float32")
        a = op.Cast(input, to=TensorProto.FLOAT)
        b = op.Cast(other, to=TensorProto.FLOAT)
        left = op.Mod(a, b, fmod=1)
        remainder = op.Where(
            op.And(
                op.Not(op.Equal(left, zero)),
                op.Not(op.Equal(op.Less(b, zero), op.Less(left, zero))),
            ),
            op.Add(left, b),
            left,
        )
        return op.Cast(remainder, to=TensorProto.FLOAT16)
    return op.Cast(
        op.Mod(
            op.Cast(input, to=TensorProto.INT64),
            op.Cast(other, to=TensorProto.INT64),
            fmod=0,
        ),
        to=onnx_dtype_of(input),
    )


@torch_fallback(CONTRACT, "aten::remainder.Scalar")
def translation_Scalar(input, other):
    # aten::remainder.Scalar(input, other): Python numbers where the mapped one takes tensors
    # The mapped overload's own translation (a refusal falls back to this
    # overload's translation of torch's).
    return translation.__wrapped__(input, other)


# The other overloads the mapping exports (source.overloads), by their key in the
# dynamo exporter's table.
OVERLOADS = {"aten::remainder.Scalar": translation_Scalar}
# Their schemas as the build validated them (see SCHEMA).
OVERLOAD_SCHEMAS = {
    "aten::remainder.Scalar": "aten::remainder.Scalar(Tensor self, Scalar other) -> Tensor",
}
