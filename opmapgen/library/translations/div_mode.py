"""div_mode for the dynamo exporter: aten::div.Tensor_mode -> ONNX Cast + Div + Mul + IsInf + Sub + Where + Less + Ceil + Floor + Identity + Mod + Equal + Not + And + Greater + Add, opsets 18 to 23.

Generated from mappings/aten/div_mode.yaml by `opmapgen build`; do not edit.

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
    dtype_name,
    is_floating,
    onnx_dtype_of,
    promote,
    torch_fallback,
)

TARGET = "aten::div.Tensor_mode"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = (
    "aten::div.Tensor_mode(Tensor self, Tensor other, *, str? rounding_mode) -> Tensor"
)
OPSETS = range(18, 24)
CONTRACT = Contract(
    "div_mode",
    "mappings/aten/div_mode.yaml",
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
def translation(input, other, rounding_mode):
    check_inputs(CONTRACT, input=input, other=other)
    # torch's type promotion: one dtype for these, as torch.result_type gives it
    input, other = promote(CONTRACT, input=input, other=other)
    CONTRACT.require(
        absent(rounding_mode) or rounding_mode in ("trunc", "floor"),
        'rounding_mode must be None, "trunc" or "floor"',
        rounding_mode=rounding_mode,
    )
    CONTRACT.require(
        rounding_mode != "floor" or dtype_name(input) != "float16",
        "rounding_mode=\"floor\" of float16 differs by one from torch's float16 kernel in rare elements (as floor_divide's does); cast to float32 first",
        torch_wrong="floor quotients one off from torch's in some of OpInfo's large float16 samples",
        rounding_mode=rounding_mode,
        input=input,
    )
    if rounding_mode == "trunc" and dtype_name(input) == "float16":
        scaled_c = constant(8193.0, dtype="float32")
        zero = constant(0, dtype="float32")
        exact = op.Div(
            op.Cast(input, to=TensorProto.FLOAT),
            op.Cast(other, to=TensorProto.FLOAT),
        )
        scaled = op.Mul(exact, scaled_c)
        quotient = op.Where(
            op.IsInf(exact),
            exact,
            op.Sub(scaled, op.Sub(scaled, exact)),
        )
        return op.Cast(
            op.Where(op.Less(quotient, zero), op.Ceil(quotient), op.Floor(quotient)),
            to=TensorProto.FLOAT16,
        )
    if rounding_mode == "trunc" and is_floating(input):
        zero = constant(0, like=input)
        quotient = op.Div(input, other)
        return op.Where(op.Less(quotient, zero), op.Ceil(quotient), op.Floor(quotient))
    if rounding_mode == "floor" and is_floating(input):
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
        return op.Where(
            op.Equal(b, zero_2),
            op.Div(a, b),
            op.Where(op.Equal(adjusted, zero), op.Mul(op.Div(a, b), zero), rounded),
        )
    if rounding_mode == "trunc":
        return op.Cast(
            op.Div(
                op.Cast(input, to=TensorProto.INT64),
                op.Cast(other, to=TensorProto.INT64),
            ),
            to=onnx_dtype_of(input),
        )
    if rounding_mode == "floor":
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
    if is_floating(input):
        return op.Div(input, other)
    return op.Div(
        op.Cast(input, to=TensorProto.FLOAT),
        op.Cast(other, to=TensorProto.FLOAT),
    )


@torch_fallback(CONTRACT, "aten::div.Scalar_mode")
def translation_Scalar_mode(input, other, rounding_mode):
    # aten::div.Scalar_mode(input, other, rounding_mode): Python numbers where the mapped one takes tensors
    # The mapped overload's own translation (a refusal falls back to this
    # overload's translation of torch's).
    return translation.__wrapped__(input, other, rounding_mode)


# The other overloads the mapping exports (source.overloads), by their key in the
# dynamo exporter's table.
OVERLOADS = {"aten::div.Scalar_mode": translation_Scalar_mode}
# Their schemas as the build validated them (see SCHEMA).
OVERLOAD_SCHEMAS = {
    "aten::div.Scalar_mode": "aten::div.Scalar_mode(Tensor self, Scalar other, *, str? rounding_mode) -> Tensor",
}
