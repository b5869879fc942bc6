"""floor_divide for the dynamo exporter: aten::floor_divide -> ONNX Identity + Mod + Sub + Div + Equal + Not + Less + And + Where + Floor + Greater + Add + Mul + Cast, opsets 18 to 23.

Generated from mappings/aten/floor_divide.yaml by `opmapgen build`; do not edit.

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

TARGET = "aten::floor_divide.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::floor_divide(Tensor self, Tensor other) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "floor_divide",
    "mappings/aten/floor_divide.yaml",
    dtypes=("float32", "float64", "uint8", "int8", "int16", "int32", "int64"),
    reasons={
        "float16": "the quotient differs by one from torch's vectorized float16 kernel in about 2 of 100,000 elements (OpInfo's large samples), whether computed in float16 or float32; the cause is not found",
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
        one = constant(1, like=input)
        half = constant(0.5, like=input)
        a = op.Identity(input)
        b = op.Identity(other)
        mod = op.Mod(a, b, fmod=1)
        div = op.Div(op.Sub(a, mod), b)
        adjusted = op.Where(
            op.And(
                op.Not(op.Equal(mod, zero)),
                op.Not(op.Equal(op.Less(b, zero_2), op.Less(mod, zero))),
            ),
            op.Sub(div, one),
            div,
        )
        down = op.Floor(adjusted)
        rounded = op.Where(
            op.Greater(op.Sub(adjusted, down), half),
            op.Add(down, one),
            down,
        )
        quotient = op.Where(
            op.Equal(b, zero_2),
            op.Div(a, b),
            op.Where(op.Equal(adjusted, zero), op.Mul(op.Div(a, b), zero), rounded),
        )
        return op.Identity(quotient)
    zero = constant(0, dtype="int64")
    one = constant(1, dtype="int64")
    a = op.Cast(input, to=TensorProto.INT64)
    b = op.Cast(other, to=TensorProto.INT64)
    truncated = op.Div(a, b)
    left = op.Sub(a, op.Mul(truncated, b))
    result_where = op.Where(
        op.And(
            op.Not(op.Equal(left, zero)),
            op.Not(op.Equal(op.Less(left, zero), op.Less(b, zero))),
        ),
        op.Sub(truncated, one),
        truncated,
    )
    return op.Cast(result_where, to=onnx_dtype_of(input))


@torch_fallback(CONTRACT, "aten::floor_divide.Scalar")
def translation_Scalar(input, other):
    # aten::floor_divide.Scalar(input, other): Python numbers where the mapped one takes tensors
    # The mapped overload's own translation (a refusal falls back to this
    # overload's translation of torch's).
    return translation.__wrapped__(input, other)


# The other overloads the mapping exports (source.overloads), by their key in the
# dynamo exporter's table.
OVERLOADS = {"aten::floor_divide.Scalar": translation_Scalar}
# Their schemas as the build validated them (see SCHEMA).
OVERLOAD_SCHEMAS = {
    "aten::floor_divide.Scalar": "aten::floor_divide.Scalar(Tensor self, Scalar other) -> Tensor",
}
