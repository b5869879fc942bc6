"""bincount for the dynamo exporter: aten::bincount -> ONNX Cast + Concat + ReduceMax + Add + Max + Less + Sub + Where + ConstantOfShape + ScatterElements, opsets 18 to 23.

Generated from mappings/aten/bincount.yaml by `opmapgen build`; do not edit.

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
    rank,
    torch_fallback,
)

TARGET = "aten::bincount.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = (
    "aten::bincount(Tensor self, Tensor? weights=None, SymInt minlength=0) -> Tensor"
)
OPSETS = range(18, 24)
CONTRACT = Contract(
    "bincount",
    "mappings/aten/bincount.yaml",
    dtypes=(
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
        "float16",
        "bfloat16",
        "float32",
        "float64",
        "bool",
    ),
    by_input={"input": ("uint8", "int8", "int16", "int32", "int64")},
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, weights=None, minlength=0):
    check_inputs(CONTRACT, input=input, weights=weights)
    CONTRACT.require(rank(input) == 1, "torch counts 1-D inputs only", input=input)
    CONTRACT.require(
        absent(weights) or rank(weights) == 1,
        "the weights must be 1-D, as the input",
        weights=weights,
    )
    minus_one_list = constant([-1], dtype="int64")
    one = constant(1, dtype="int64")
    minlength_list = constant([minlength], dtype="int64")
    zero = constant(0, dtype="int64")
    x = op.Cast(input, to=TensorProto.INT64)
    top = op.ReduceMax(op.Concat(x, minus_one_list, axis=0), keepdims=1)
    length = op.Max(op.Add(top, one), minlength_list)
    index = op.Where(op.Less(x, zero), op.Sub(x, length), x)
    if absent(weights):
        one_2 = constant(1, dtype="int64")
        return op.ScatterElements(
            op.Cast(op.ConstantOfShape(length), to=TensorProto.INT64),
            index,
            op.Add(op.Sub(x, x), one_2),
            axis=0,
            reduction="add",
        )
    elif dtype_name(weights) == "float32":
        return op.ScatterElements(
            op.ConstantOfShape(length),
            index,
            weights,
            axis=0,
            reduction="add",
        )
    else:
        return op.ScatterElements(
            op.Cast(op.ConstantOfShape(length), to=TensorProto.DOUBLE),
            index,
            op.Cast(weights, to=TensorProto.DOUBLE),
            axis=0,
            reduction="add",
        )
