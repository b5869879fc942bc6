"""bilinear for the dynamo exporter: aten::bilinear -> ONNX Cast + Unsqueeze + MatMul + Mul + ReduceSum + Add + Identity, opsets 18 to 23.

Generated from mappings/aten/bilinear.yaml by `opmapgen build`; do not edit.

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
    onnx_dtype_of,
    present,
    torch_fallback,
)

TARGET = "aten::bilinear.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::bilinear(Tensor input1, Tensor input2, Tensor weight, Tensor? bias=None) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "bilinear",
    "mappings/aten/bilinear.yaml",
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
        "bfloat16": "ONNX Runtime has no bfloat16 MatMul kernel on the CPU",
        "bool": "torch does not take bool inputs to bilinear",
    },
)


@torch_fallback(CONTRACT, TARGET)
def translation(input1, input2, weight, bias=None):
    check_inputs(CONTRACT, input1=input1, input2=input2, weight=weight, bias=bias)
    CONTRACT.require(
        dtype_name(input1) == dtype_name(input2)
        and dtype_name(input1) == dtype_name(weight)
        and (absent(bias) or dtype_name(bias) == dtype_name(input1)),
        "inputs of different dtypes are not mapped (torch refuses them too)",
        input1=input1,
        input2=input2,
        weight=weight,
        bias=bias,
    )
    if dtype_name(input1) in ("int8", "int16", "uint8"):
        values = constant([-2, -3], dtype="int64")
        values_2 = constant([-1, -2], dtype="int64")
        left = op.MatMul(
            op.Unsqueeze(op.Cast(input1, to=TensorProto.INT32), values),
            op.Cast(weight, to=TensorProto.INT32),
        )
        form = op.ReduceSum(
            op.Mul(left, op.Unsqueeze(op.Cast(input2, to=TensorProto.INT32), values)),
            values_2,
            keepdims=0,
        )
        if present(bias):
            sum = op.Add(form, op.Cast(bias, to=TensorProto.INT32))
        else:
            sum = op.Identity(form)
        return op.Cast(sum, to=onnx_dtype_of(input1))
    if dtype_name(input1) == "float16":
        values = constant([-2, -3], dtype="int64")
        values_2 = constant([-1, -2], dtype="int64")
        left = op.MatMul(
            op.Unsqueeze(op.Cast(input1, to=TensorProto.FLOAT), values),
            op.Cast(weight, to=TensorProto.FLOAT),
        )
        form = op.ReduceSum(
            op.Mul(left, op.Unsqueeze(op.Cast(input2, to=TensorProto.FLOAT), values)),
            values_2,
            keepdims=0,
        )
        if present(bias):
            sum = op.Add(form, op.Cast(bias, to=TensorProto.FLOAT))
        else:
            sum = op.Identity(form)
        return op.Cast(sum, to=TensorProto.FLOAT16)
    values = constant([-2, -3], dtype="int64")
    values_2 = constant([-1, -2], dtype="int64")
    left = op.MatMul(op.Unsqueeze(input1, values), weight)
    form = op.ReduceSum(
        op.Mul(left, op.Unsqueeze(input2, values)),
        values_2,
        keepdims=0,
    )
    if present(bias):
        return op.Add(form, bias)
    else:
        return op.Identity(form)
