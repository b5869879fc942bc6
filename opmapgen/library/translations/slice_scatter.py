"""slice_scatter for the dynamo exporter: aten::slice_scatter -> ONNX Shape + Gather + Mul + Add + Less + Where + ConstantOfShape + Cast + CumSum + Sub + Identity + ScatterElements, opsets 18 to 23.

Generated from mappings/aten/slice_scatter.yaml by `opmapgen build`; do not edit.

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
    torch_fallback,
)

TARGET = "aten::slice_scatter.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::slice_scatter(Tensor self, Tensor src, int dim=0, SymInt? start=None, SymInt? end=None, SymInt step=1) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "slice_scatter",
    "mappings/aten/slice_scatter.yaml",
    dtypes=(
        "float16",
        "bfloat16",
        "float32",
        "float64",
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
        "bool",
    ),
    reasons={"complex": "ONNX has no complex tensors"},
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, src, dim=0, start=None, end=None, step=1):
    check_inputs(CONTRACT, input=input, src=src)
    dim_value = constant(dim, dtype="int64")
    one = constant(1, dtype="int64")
    step_value = constant(step, dtype="int64")
    size = op.Gather(op.Shape(input), dim_value)
    if absent(start):
        dim_value_2 = constant(dim, dtype="int64")
        zero = constant(0, dtype="int64")
        first = op.Mul(op.Gather(op.Shape(input), dim_value_2), zero)
    elif start < 0:
        start_value = constant(start, dtype="int64")
        zero_2 = constant(0, dtype="int64")
        first = op.Where(
            op.Less(op.Add(size, start_value), zero_2),
            op.Mul(size, zero_2),
            op.Add(size, start_value),
        )
    else:
        zero_3 = constant(0, dtype="int64")
        start_value_2 = constant(start, dtype="int64")
        first = op.Add(op.Mul(size, zero_3), start_value_2)
    steps_cum_sum = op.CumSum(
        op.Add(op.Cast(op.ConstantOfShape(op.Shape(src)), to=TensorProto.INT64), one),
        dim_value,
    )
    steps = op.Sub(steps_cum_sum, one)
    if dtype_name(src) == dtype_name(input):
        written = op.Identity(src)
    else:
        written = op.Cast(src, to=onnx_dtype_of(input))
    return op.ScatterElements(
        input,
        op.Add(op.Mul(steps, step_value), first),
        written,
        axis=dim,
    )
