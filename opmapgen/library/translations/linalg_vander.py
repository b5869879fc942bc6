"""linalg_vander for the dynamo exporter: aten::linalg_vander -> ONNX Cast + Reshape + Shape + Squeeze + Range + Sub + Less + Unsqueeze + Where + ReduceProd + Identity, opsets 18 to 23.

Generated from mappings/aten/linalg_vander.yaml by `opmapgen build`; do not edit.

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
    export_opset,
    is_floating,
    is_integer,
    present,
    rank,
    torch_fallback,
)

TARGET = "aten::linalg_vander.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::linalg_vander(Tensor x, *, SymInt? N=None) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "linalg_vander",
    "mappings/aten/linalg_vander.yaml",
    dtypes=("float32", "float64", "uint8", "int8", "int16", "int32", "int64"),
    reasons={
        "float16": "torch does not take float16 inputs to linalg.vander",
        "bfloat16": "torch does not take bfloat16 inputs to linalg.vander",
        "bool": "torch does not take bool inputs to linalg.vander",
    },
    variants=("opset >= 18 and integer(x)", "opset >= 18 and floating(x)"),
)


@torch_fallback(CONTRACT, TARGET)
def translation(x, N=None):
    check_inputs(CONTRACT, x=x)
    opset = export_opset()
    CONTRACT.require(present(rank(x)), "the input's rank must be known at export", x=x)
    if opset >= 18 and is_integer(x):
        zero_list = constant([0], dtype="int64")
        zero = constant(0, dtype="int64")
        one = constant(1, dtype="int64")
        values = constant([1, -1], dtype="int64")
        values_2 = constant([-1, 1], dtype="int64")
        values_3 = constant([-1, -2], dtype="int64")
        minus_one_list = constant([-1], dtype="int64")
        if rank(x) == 0:
            one_list = constant([1], dtype="int64")
            flat = op.Reshape(op.Cast(x, to=TensorProto.INT64), one_list)
        else:
            flat = op.Cast(x, to=TensorProto.INT64)
        if absent(N):
            count = op.Shape(flat, start=-1)
        else:
            N_value = constant(N, dtype="int64")
            one_list_2 = constant([1], dtype="int64")
            count = op.Reshape(N_value, one_list_2)
        powers = op.Range(zero, op.Squeeze(count, zero_list), one)
        factors = op.Range(zero, op.Sub(op.Squeeze(count, zero_list), one), one)
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
        one_2 = constant(1, like=x)
        minus_one_list = constant([-1], dtype="int64")
        if rank(x) == 0:
            one_list = constant([1], dtype="int64")
            flat = op.Reshape(x, one_list)
        else:
            flat = op.Identity(x)
        if absent(N):
            count = op.Shape(flat, start=-1)
        else:
            N_value = constant(N, dtype="int64")
            one_list_2 = constant([1], dtype="int64")
            count = op.Reshape(N_value, one_list_2)
        powers = op.Range(zero, op.Squeeze(count, zero_list), one)
        factors = op.Range(zero, op.Sub(op.Squeeze(count, zero_list), one), one)
        mask = op.Less(op.Reshape(factors, values), op.Reshape(powers, values_2))
        return op.ReduceProd(
            op.Where(mask, op.Unsqueeze(flat, values_3), one_2),
            minus_one_list,
            keepdims=0,
        )
    CONTRACT.no_variant(opset=opset, x=x)
