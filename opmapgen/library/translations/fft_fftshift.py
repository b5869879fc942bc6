"""fft_fftshift for the dynamo exporter: aten::fft_fftshift -> ONNX Shape + Mul + Add + Mod + Unsqueeze + Range + Equal + Cast + ReduceSum + Div + Sub + Max + Identity + Greater + Tile + Slice, opsets 18 to 23.

Generated from mappings/aten/fft_fftshift.yaml by `opmapgen build`; do not edit.

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
    present,
    rank,
    torch_fallback,
)

TARGET = "aten::fft_fftshift.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::fft_fftshift(Tensor self, int[1]? dim=None) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "fft_fftshift",
    "mappings/aten/fft_fftshift.yaml",
    dtypes=(
        "bool",
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
        "float16",
        "bfloat16",
        "float32",
        "float64",
    ),
    reasons={
        "complex": "ONNX has no complex tensors (complex inputs are a separate work item)",
    },
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, dim=None):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(
        present(rank(input)),
        "the rank of the input must be known at export",
        input=input,
    )
    CONTRACT.require(
        rank(input) > 0,
        "a 0-dim input has no dim to shift (torch refuses it too)",
        input=input,
    )
    CONTRACT.require(
        absent(dim) or len(dim) > 0,
        "an empty dim list has no dim to shift (torch refuses it too)",
        dim=dim,
    )
    two = constant(2, dtype="int64")
    one_3 = constant(1, dtype="int64")
    zero_3 = constant(0, dtype="int64")
    shape = op.Shape(input)
    if absent(dim):
        zero = constant(0, dtype="int64")
        one = constant(1, dtype="int64")
        counts = op.Add(op.Mul(shape, zero), one)
    else:
        dim_value = constant(dim, dtype="int64")
        input_rank = constant(rank(input), dtype="int64")
        one_list = constant([1], dtype="int64")
        zero_2 = constant(0, dtype="int64")
        one_2 = constant(1, dtype="int64")
        zero_list = constant([0], dtype="int64")
        counts = op.ReduceSum(
            op.Cast(
                op.Equal(
                    op.Unsqueeze(op.Mod(dim_value, input_rank), one_list),
                    op.Unsqueeze(op.Range(zero_2, input_rank, one_2), zero_list),
                ),
                to=TensorProto.INT64,
            ),
            zero_list,
            keepdims=0,
        )
    start = op.Mod(
        op.Mul(counts, op.Sub(shape, op.Div(shape, two))),
        op.Max(shape, one_3),
    )
    if dtype_name(input) == "bfloat16":
        x = op.Cast(input, to=TensorProto.FLOAT)
    else:
        x = op.Identity(input)
    rolled = op.Slice(
        op.Tile(
            x,
            op.Add(op.Cast(op.Greater(start, zero_3), to=TensorProto.INT64), one_3),
        ),
        start,
        op.Add(start, shape),
    )
    if dtype_name(input) == "bfloat16":
        return op.Cast(rolled, to=TensorProto.BFLOAT16)
    else:
        return op.Identity(rolled)
