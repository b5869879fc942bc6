"""pdist for the dynamo exporter: aten::pdist -> ONNX Unsqueeze + Sub + Abs + ReduceMax + Shape + Gather + Range + Greater + Reshape + Compress + Equal + Not + Cast + ReduceSum + Mul + Sqrt + Pow, opsets 18 to 23.

Generated from mappings/aten/pdist.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnx import TensorProto
from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    check_inputs,
    constant,
    export_opset,
    onnx_dtype_of,
    rank,
    torch_fallback,
)

TARGET = "aten::pdist.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::pdist(Tensor self, float p=2.) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract("pdist", "mappings/aten/pdist.yaml", dtypes=("float32", "float64"))


@torch_fallback(CONTRACT, TARGET)
def translation(input, p=2.0):
    check_inputs(CONTRACT, input=input)
    opset = export_opset()
    CONTRACT.require(rank(input) == 2, "pdist takes a 2-D input", input=input)
    if opset >= 18 and p > 1.7976931348623157e308:
        one_list = constant([1], dtype="int64")
        zero_list = constant([0], dtype="int64")
        minus_one_list = constant([-1], dtype="int64")
        zero = constant(0, dtype="int64")
        one = constant(1, dtype="int64")
        d = op.Sub(op.Unsqueeze(input, one_list), op.Unsqueeze(input, zero_list))
        full = op.ReduceMax(op.Abs(d), minus_one_list, keepdims=0)
        positions = op.Range(zero, op.Gather(op.Shape(input), zero), one)
        upper = op.Greater(
            op.Unsqueeze(positions, zero_list),
            op.Unsqueeze(positions, one_list),
        )
        return op.Compress(
            op.Reshape(full, minus_one_list),
            op.Reshape(upper, minus_one_list),
            axis=0,
        )
    one_list = constant([1], dtype="int64")
    zero_list = constant([0], dtype="int64")
    zero_2 = constant(0, dtype="int64")
    one = constant(1, dtype="int64")
    minus_one_list_5 = constant([-1], dtype="int64")
    d = op.Sub(op.Unsqueeze(input, one_list), op.Unsqueeze(input, zero_list))
    if p == 0:
        zero = constant(0, like=input)
        minus_one_list = constant([-1], dtype="int64")
        full = op.ReduceSum(
            op.Cast(op.Not(op.Equal(d, zero)), to=onnx_dtype_of(input)),
            minus_one_list,
            keepdims=0,
        )
    elif p == 1:
        minus_one_list_2 = constant([-1], dtype="int64")
        full = op.ReduceSum(op.Abs(d), minus_one_list_2, keepdims=0)
    elif p == 2:
        minus_one_list_3 = constant([-1], dtype="int64")
        full = op.Sqrt(op.ReduceSum(op.Mul(d, d), minus_one_list_3, keepdims=0))
    else:
        p_value = constant(p, dtype="float64")
        minus_one_list_4 = constant([-1], dtype="int64")
        scalar = constant(1 / p, dtype="float64")
        full = op.Pow(
            op.ReduceSum(
                op.Pow(op.Abs(d), op.Cast(p_value, to=TensorProto.DOUBLE)),
                minus_one_list_4,
                keepdims=0,
            ),
            op.Cast(scalar, to=TensorProto.DOUBLE),
        )
    positions = op.Range(zero_2, op.Gather(op.Shape(input), zero_2), one)
    upper = op.Greater(
        op.Unsqueeze(positions, zero_list),
        op.Unsqueeze(positions, one_list),
    )
    return op.Compress(
        op.Reshape(full, minus_one_list_5),
        op.Reshape(upper, minus_one_list_5),
        axis=0,
    )
