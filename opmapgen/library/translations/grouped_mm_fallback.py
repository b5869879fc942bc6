"""grouped_mm_fallback for the dynamo exporter: transformers::grouped_mm_fallback -> ONNX Cast + Identity + Shape + Slice + Concat + Expand + Gather + Range + Unsqueeze + MatMul + ScatterND + Add, opsets 18 to 23.

Generated from mappings/transformers/grouped_mm_fallback.yaml by `opmapgen build`; do not edit.

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
    element_count,
    onnx_dtype_of,
    present,
    rank,
    torch_fallback,
)

TARGET = "transformers::grouped_mm_fallback.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "transformers::grouped_mm_fallback(Tensor input, Tensor weight, Tensor offs) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "grouped_mm_fallback",
    "mappings/transformers/grouped_mm_fallback.yaml",
    dtypes=("float32", "float16", "float64", "int32", "int64"),
    by_input={
        "input": ("float32", "float16", "float64"),
        "weight": ("float32", "float16", "float64"),
        "offs": ("int32", "int64"),
    },
    reasons={
        "bfloat16": "ONNX Runtime has no bfloat16 MatMul on the CPU, and a test input cannot be bfloat16 (NumPy has none), so no test would prove it",
    },
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, weight, offs):
    check_inputs(CONTRACT, input=input, weight=weight, offs=offs)
    CONTRACT.require(
        rank(input) == 2 and rank(weight) == 3,
        "transformers' grouped_mm_fallback takes a [S, K] input and [G, K, N] weights",
        input=input,
        weight=weight,
    )
    CONTRACT.require(
        dtype_name(input) == dtype_name(weight),
        "transformers casts input to its weights' dtype before the call",
        input=input,
        weight=weight,
    )
    CONTRACT.require(
        present(element_count(offs)),
        "the number of experts (the size of offs) must be known at export",
        offs=offs,
    )
    first = constant(0, dtype="int64")
    step = constant(1, dtype="int64")
    zero = constant(0, dtype="int64")
    zero_list = constant([0], dtype="int64")
    one_list = constant([1], dtype="int64")
    two_list = constant([2], dtype="int64")
    three_list = constant([3], dtype="int64")
    ends = op.Cast(offs, to=TensorProto.INT64)
    start = op.Identity(first)
    expert = op.Identity(first)
    out = op.Expand(
        op.Cast(zero, to=onnx_dtype_of(input)),
        op.Concat(
            op.Slice(op.Shape(input), zero_list, one_list),
            op.Slice(op.Shape(weight), two_list, three_list),
            axis=0,
        ),
    )
    for _ in range(element_count(offs)):
        end = op.Gather(ends, expert)
        rows = op.Range(start, end, step)
        out = op.ScatterND(
            out,
            op.Unsqueeze(rows, one_list),
            op.MatMul(
                op.Gather(input, rows, axis=0),
                op.Gather(weight, expert, axis=0),
            ),
        )
        start = op.Identity(end)
        expert = op.Add(expert, step)
    return op.Identity(out)
