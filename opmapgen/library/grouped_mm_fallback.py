"""grouped_mm_fallback: transformers::grouped_mm_fallback -> ONNX Cast + Identity + Shape + Slice + Concat + Expand + Gather + Range + Unsqueeze + MatMul + ScatterND + Add, opsets 13 to 20.

Generated from mappings/transformers/grouped_mm_fallback.yaml by `opmapgen build`; do not edit.

Source schema: transformers::grouped_mm_fallback(Tensor input, Tensor weight, Tensor offs) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_name,
    element_count,
    onnx_dtype_of,
    parse_args,
    present,
    rank,
    torch_fallback,
)

SOURCE_OP = "transformers::grouped_mm_fallback"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
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
    scalar_typed_ops=("Concat", "MatMul", "Add"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v", "v")
def symbolic(g, input, weight, offs):
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
    first = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
    step = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
    zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
    two_list = g.op("Constant", value_t=torch.tensor([2], dtype=torch.int64))
    three_list = g.op("Constant", value_t=torch.tensor([3], dtype=torch.int64))
    ends = g.op("Cast", offs, to_i=TensorProto.INT64)
    start = g.op("Identity", first)
    expert = g.op("Identity", first)
    out = g.op(
        "Expand",
        g.op("Cast", zero, to_i=onnx_dtype_of(input)),
        g.op(
            "Concat",
            g.op("Slice", g.op("Shape", input), zero_list, one_list),
            g.op("Slice", g.op("Shape", weight), two_list, three_list),
            axis_i=0,
        ),
    )
    for _ in range(element_count(offs)):
        end = g.op("Gather", ends, expert)
        rows = g.op("Range", start, end, step)
        out = g.op(
            "ScatterND",
            out,
            g.op("Unsqueeze", rows, one_list),
            g.op(
                "MatMul",
                g.op("Gather", input, rows, axis_i=0),
                g.op("Gather", weight, expert, axis_i=0),
            ),
        )
        start = g.op("Identity", end)
        expert = g.op("Add", expert, step)
    return g.op("Identity", out)
