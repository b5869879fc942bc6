"""histc for the dynamo exporter: aten::histc -> ONNX Reshape + ReduceMin + ReduceMax + Equal + Sub + Where + Cast + Add + GreaterOrEqual + LessOrEqual + And + Mul + Div + Floor + Min + Unsqueeze + Range + ReduceSum, opsets 18 to 23.

Generated from mappings/aten/histc.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnx import TensorProto
from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    check_inputs,
    constant,
    onnx_dtype_of,
    torch_fallback,
)

TARGET = "aten::histc.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::histc(Tensor self, int bins=100, Scalar min=0, Scalar max=0) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract("histc", "mappings/aten/histc.yaml", dtypes=("float32", "float64"))


@torch_fallback(CONTRACT, TARGET)
def translation(input, bins=100, min=0, max=0):
    check_inputs(CONTRACT, input=input)
    minus_one_list = constant([-1], dtype="int64")
    bins_value = constant(bins, like=input)
    values = constant([bins - 1], dtype="int64")
    one_list = constant([1], dtype="int64")
    zero = constant(0, dtype="int64")
    bins_value_2 = constant(bins, dtype="int64")
    one_3 = constant(1, dtype="int64")
    zero_list = constant([0], dtype="int64")
    x = op.Reshape(input, minus_one_list)
    data_low = op.ReduceMin(x, keepdims=1)
    data_high = op.ReduceMax(x, keepdims=1)
    if min == max:
        one = constant(1, like=input)
        low = op.Where(op.Equal(data_low, data_high), op.Sub(data_low, one), data_low)
    else:
        min_list = constant([min], dtype="float64")
        low = op.Cast(min_list, to=onnx_dtype_of(input))
    if min == max:
        one_2 = constant(1, like=input)
        high = op.Where(
            op.Equal(data_low, data_high),
            op.Add(data_high, one_2),
            data_high,
        )
    else:
        max_list = constant([max], dtype="float64")
        high = op.Cast(max_list, to=onnx_dtype_of(input))
    inside = op.And(op.GreaterOrEqual(x, low), op.LessOrEqual(x, high))
    position = op.Cast(
        op.Floor(op.Div(op.Mul(op.Sub(x, low), bins_value), op.Sub(high, low))),
        to=TensorProto.INT64,
    )
    bin = op.Min(position, values)
    hits = op.And(
        op.Equal(op.Unsqueeze(bin, one_list), op.Range(zero, bins_value_2, one_3)),
        op.Unsqueeze(inside, one_list),
    )
    return op.ReduceSum(op.Cast(hits, to=onnx_dtype_of(input)), zero_list, keepdims=0)
