"""vander for the dynamo exporter: aten::vander -> ONNX Cast + Shape + Reshape + Squeeze + Range + Identity + Sub + Max + Less + Unsqueeze + Where + ReduceProd, opsets 18 to 23.

Generated from mappings/aten/vander.yaml by `opmapgen build`; do not edit.

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
    export_opset,
    is_floating,
    is_integer,
    rank,
    torch_fallback,
)

TARGET = "aten::vander.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::vander(Tensor x, int? N=None, bool increasing=False) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "vander",
    "mappings/aten/vander.yaml",
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
    reasons={"bfloat16": "ONNX Runtime has no bfloat16 ReduceProd kernel on the CPU"},
    variants=(
        'opset >= 18 and (integer(x) or dtype(x) == "bool")',
        "opset >= 18 and floating(x)",
    ),
)


@torch_fallback(CONTRACT, TARGET)
def translation(x, N=None, increasing=False):
    check_inputs(CONTRACT, x=x)
    opset = export_opset()
    CONTRACT.require(rank(x) == 1, "x must be 1-D, of known rank", x=x)
    if opset >= 18 and (is_integer(x) or dtype_name(x) == "bool"):
        zero_list = constant([0], dtype="int64")
        zero = constant(0, dtype="int64")
        one = constant(1, dtype="int64")
        values = constant([1, -1], dtype="int64")
        values_2 = constant([-1, 1], dtype="int64")
        values_3 = constant([-1, -2], dtype="int64")
        minus_one_list = constant([-1], dtype="int64")
        flat = op.Cast(x, to=TensorProto.INT64)
        if absent(N):
            count = op.Shape(flat)
        else:
            N_value = constant(N, dtype="int64")
            one_list = constant([1], dtype="int64")
            count = op.Reshape(N_value, one_list)
        steps = op.Range(zero, op.Squeeze(count, zero_list), one)
        if increasing:
            powers = op.Identity(steps)
        else:
            zero_list_2 = constant([0], dtype="int64")
            one_2 = constant(1, dtype="int64")
            powers = op.Sub(op.Sub(op.Squeeze(count, zero_list_2), one_2), steps)
        factors = op.Range(
            zero,
            op.Max(op.Sub(op.Squeeze(count, zero_list), one), zero),
            one,
        )
        mask = op.Less(op.Reshape(factors, values), op.Reshape(powers, values_2))
        return op.ReduceProd(
            op.Where(mask, op.Unsqueeze(flat, values_3), one),
            minus_one_list,
            keepdims=0,
        )
    if opset >= 18 and is_floating(x):
        zero_list = constant([0], dtype="int64")
        zero = constant(0, dtype="int64")
        one = constant(1, dtype="int64")
        values = constant([1, -1], dtype="int64")
        values_2 = constant([-1, 1], dtype="int64")
        values_3 = constant([-1, -2], dtype="int64")
        one_3 = constant(1, like=x)
        minus_one_list = constant([-1], dtype="int64")
        if absent(N):
            count = op.Shape(x)
        else:
            N_value = constant(N, dtype="int64")
            one_list = constant([1], dtype="int64")
            count = op.Reshape(N_value, one_list)
        steps = op.Range(zero, op.Squeeze(count, zero_list), one)
        if increasing:
            powers = op.Identity(steps)
        else:
            zero_list_2 = constant([0], dtype="int64")
            one_2 = constant(1, dtype="int64")
            powers = op.Sub(op.Sub(op.Squeeze(count, zero_list_2), one_2), steps)
        factors = op.Range(
            zero,
            op.Max(op.Sub(op.Squeeze(count, zero_list), one), zero),
            one,
        )
        mask = op.Less(op.Reshape(factors, values), op.Reshape(powers, values_2))
        return op.ReduceProd(
            op.Where(mask, op.Unsqueeze(x, values_3), one_3),
            minus_one_list,
            keepdims=0,
        )
    CONTRACT.no_variant(opset=opset, x=x)
