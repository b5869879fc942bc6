"""grouped_mm: aten::_grouped_mm -> ONNX MatMul + Cast + Identity + Shape + Slice + Concat + Expand + Gather + Range + Unsqueeze + ScatterND + Add + Reshape + Transpose, opsets 13 to 20.

Generated from mappings/aten/grouped_mm.yaml by `opmapgen build`; do not edit.

Source schema: aten::_grouped_mm(Tensor self, Tensor mat2, Tensor? offs=None, Tensor? bias=None, ScalarType? out_dtype=None) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    absent,
    check_inputs,
    dtype_name,
    element_count,
    onnx_dtype_of,
    parse_args,
    present,
    rank,
    torch_fallback,
)

SOURCE_OP = "aten::_grouped_mm"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "grouped_mm",
    "mappings/aten/grouped_mm.yaml",
    dtypes=("float32", "float16", "int32"),
    by_input={
        "input": ("float32", "float16"),
        "mat2": ("float32", "float16"),
        "offs": ("int32",),
        "bias": ("float32", "float16"),
    },
    reasons={
        "bfloat16": "ONNX Runtime has no bfloat16 MatMul on the CPU, and a test input cannot be bfloat16 (NumPy has none), so no test would prove it; ONNX's reference implementation matches eager exactly on such a model",
    },
    variants=(
        "offs is None and rank(input) == 3 and rank(mat2) == 3",
        "offs is not None and rank(input) == 2 and rank(mat2) == 3",
        "offs is not None and rank(input) == 2 and rank(mat2) == 2",
        "offs is not None and rank(input) == 3 and rank(mat2) == 2",
    ),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v", "v", "v", "i")
def symbolic(g, input, mat2, offs, bias, out_dtype):
    check_inputs(CONTRACT, input=input, mat2=mat2, offs=offs, bias=bias)
    CONTRACT.require(
        absent(bias),
        'torch\'s _grouped_mm takes no bias ("Bias not supported yet")',
        bias=bias,
    )
    CONTRACT.require(
        absent(out_dtype) or out_dtype == dtype_name(input),
        "torch's _grouped_mm answers in its input's dtype only",
        out_dtype=out_dtype,
        input=input,
    )
    CONTRACT.require(
        present(rank(input)) and present(rank(mat2)),
        "the ranks of input and mat2 must be known at export",
        input=input,
        mat2=mat2,
    )
    CONTRACT.require(
        absent(offs) or present(element_count(offs)),
        "the number of groups (the size of offs) must be known at export",
        offs=offs,
    )
    if absent(offs) and rank(input) == 3 and rank(mat2) == 3:
        return g.op("MatMul", input, mat2)
    if present(offs) and rank(input) == 2 and rank(mat2) == 3:
        first = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        step = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        two_list = g.op("Constant", value_t=torch.tensor([2], dtype=torch.int64))
        three_list = g.op("Constant", value_t=torch.tensor([3], dtype=torch.int64))
        ends = g.op("Cast", offs, to_i=TensorProto.INT64)
        start = g.op("Identity", first)
        group = g.op("Identity", first)
        out = g.op(
            "Expand",
            g.op("Cast", zero, to_i=onnx_dtype_of(input)),
            g.op(
                "Concat",
                g.op("Slice", g.op("Shape", input), zero_list, one_list),
                g.op("Slice", g.op("Shape", mat2), two_list, three_list),
                axis_i=0,
            ),
        )
        for _ in range(element_count(offs)):
            end = g.op("Gather", ends, group)
            rows = g.op("Range", start, end, step)
            out = g.op(
                "ScatterND",
                out,
                g.op("Unsqueeze", rows, one_list),
                g.op(
                    "MatMul",
                    g.op("Gather", input, rows, axis_i=0),
                    g.op("Gather", mat2, group, axis_i=0),
                ),
            )
            start = g.op("Identity", end)
            group = g.op("Add", group, step)
        return g.op("Identity", out)
    if present(offs) and rank(input) == 2 and rank(mat2) == 2:
        first = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        step = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        two_list = g.op("Constant", value_t=torch.tensor([2], dtype=torch.int64))
        values = g.op("Constant", value_t=torch.tensor([1, 1], dtype=torch.int64))
        ends = g.op("Cast", offs, to_i=TensorProto.INT64)
        start = g.op("Identity", first)
        group = g.op("Identity", first)
        out = g.op(
            "Expand",
            g.op("Cast", zero, to_i=onnx_dtype_of(input)),
            g.op(
                "Concat",
                g.op("Shape", offs),
                g.op("Slice", g.op("Shape", input), zero_list, one_list),
                g.op("Slice", g.op("Shape", mat2), one_list, two_list),
                axis_i=0,
            ),
        )
        for _ in range(element_count(offs)):
            end = g.op("Gather", ends, group)
            inner = g.op("Range", start, end, step)
            out = g.op(
                "ScatterND",
                out,
                g.op("Reshape", group, values),
                g.op(
                    "Unsqueeze",
                    g.op(
                        "MatMul",
                        g.op("Gather", input, inner, axis_i=1),
                        g.op("Gather", mat2, inner, axis_i=0),
                    ),
                    zero_list,
                ),
            )
            start = g.op("Identity", end)
            group = g.op("Add", group, step)
        return g.op("Identity", out)
    if present(offs) and rank(input) == 3 and rank(mat2) == 2:
        first = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        step = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        two_list = g.op("Constant", value_t=torch.tensor([2], dtype=torch.int64))
        ends = g.op("Cast", offs, to_i=TensorProto.INT64)
        start = g.op("Identity", first)
        group = g.op("Identity", first)
        out = g.op(
            "Expand",
            g.op("Cast", zero, to_i=onnx_dtype_of(input)),
            g.op(
                "Concat",
                g.op("Slice", g.op("Shape", mat2), one_list, two_list),
                g.op("Slice", g.op("Shape", input), one_list, two_list),
                axis_i=0,
            ),
        )
        for _ in range(element_count(offs)):
            end = g.op("Gather", ends, group)
            columns = g.op("Range", start, end, step)
            out = g.op(
                "ScatterND",
                out,
                g.op("Unsqueeze", columns, one_list),
                g.op(
                    "Transpose",
                    g.op(
                        "MatMul",
                        g.op("Gather", input, group, axis_i=0),
                        g.op("Gather", mat2, columns, axis_i=1),
                    ),
                    perm_i=[1, 0],
                ),
            )
            start = g.op("Identity", end)
            group = g.op("Add", group, step)
        return g.op("Transpose", out, perm_i=[1, 0])
    CONTRACT.no_variant(offs=offs, input=input, mat2=mat2)
