"""median for the dynamo exporter: aten::median -> ONNX Reshape + Cast + Shape + TopK + Sub + Div + CastLike + Concat + Gather + Equal + Not + ReduceMax + Greater + Where + Identity + Squeeze, opsets 18 to 23.

Generated from mappings/aten/median.yaml by `opmapgen build`; do not edit.

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
    is_floating,
    is_integer,
    onnx_dtype_of,
    torch_fallback,
)

TARGET = "aten::median.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::median(Tensor self) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "median",
    "mappings/aten/median.yaml",
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
    reasons={"bfloat16": "ONNX Runtime has no bfloat16 TopK kernel on the CPU"},
)


@torch_fallback(CONTRACT, TARGET)
def translation(input):
    check_inputs(CONTRACT, input=input)
    one = constant(1, dtype="int64")
    two = constant(2, dtype="int64")
    values = constant([float("nan")], dtype="float64")
    zero_list = constant([0], dtype="int64")
    nan = constant(float("nan"), dtype="float64")
    if dtype_name(input) == "float16":
        minus_one_list = constant([-1], dtype="int64")
        flat = op.Cast(op.Reshape(input, minus_one_list), to=TensorProto.FLOAT)
    elif is_integer(input):
        minus_one_list_2 = constant([-1], dtype="int64")
        flat = op.Cast(op.Reshape(input, minus_one_list_2), to=TensorProto.INT64)
    else:
        minus_one_list_3 = constant([-1], dtype="int64")
        flat = op.Reshape(input, minus_one_list_3)
    count = op.Shape(flat)
    ascending, _ = op.TopK(flat, count, axis=0, largest=0, sorted=1)
    middle = op.Div(op.Sub(count, one), two)
    if is_floating(input):
        padded = op.Concat(ascending, op.CastLike(values, ascending), axis=0)
    else:
        padded = op.Concat(ascending, op.CastLike(zero_list, ascending), axis=0)
    value = op.Gather(padded, middle, axis=0)
    if is_floating(input):
        zero = constant(0, dtype="int32")
        picked_greater = op.Greater(
            op.ReduceMax(
                op.Cast(op.Not(op.Equal(flat, flat)), to=TensorProto.INT32),
                keepdims=1,
            ),
            zero,
        )
        picked = op.Where(picked_greater, op.CastLike(nan, value), value)
    else:
        picked = op.Identity(value)
    if dtype_name(input) == "float32" or dtype_name(input) == "float64":
        zero_list_2 = constant([0], dtype="int64")
        return op.Squeeze(picked, zero_list_2)
    else:
        zero_list_3 = constant([0], dtype="int64")
        return op.Cast(op.Squeeze(picked, zero_list_3), to=onnx_dtype_of(input))
