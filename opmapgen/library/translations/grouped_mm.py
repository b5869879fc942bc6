"""grouped_mm for the dynamo exporter: aten::_grouped_mm -> ONNX MatMul + Cast + Identity + Shape + Slice + Concat + Expand + Gather + Range + Unsqueeze + ScatterND + Add + Reshape + Transpose, opsets 18 to 23.

Generated from mappings/aten/grouped_mm.yaml by `opmapgen build`; do not edit.

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
    element_count,
    onnx_dtype_of,
    present,
    rank,
    torch_fallback,
)

TARGET = "aten::_grouped_mm.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::_grouped_mm(Tensor self, Tensor mat2, Tensor? offs=None, Tensor? bias=None, ScalarType? out_dtype=None) -> Tensor"
OPSETS = range(18, 24)
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


@torch_fallback(CONTRACT, TARGET)
def translation(input, mat2, offs=None, bias=None, out_dtype=None):
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
        return op.MatMul(input, mat2)
    if present(offs) and rank(input) == 2 and rank(mat2) == 3:
        first = constant(0, dtype="int64")
        step = constant(1, dtype="int64")
        zero = constant(0, dtype="int64")
        zero_list = constant([0], dtype="int64")
        one_list = constant([1], dtype="int64")
        two_list = constant([2], dtype="int64")
        three_list = constant([3], dtype="int64")
        ends = op.Cast(offs, to=TensorProto.INT64)
        start = op.Identity(first)
        group = op.Identity(first)
        out = op.Expand(
            op.Cast(zero, to=onnx_dtype_of(input)),
            op.Concat(
                op.Slice(op.Shape(input), zero_list, one_list),
                op.Slice(op.Shape(mat2), two_list, three_list),
                axis=0,
            ),
        )
        for _ in range(element_count(offs)):
            end = op.Gather(ends, group)
            rows = op.Range(start, end, step)
            out = op.ScatterND(
                out,
                op.Unsqueeze(rows, one_list),
                op.MatMul(
                    op.Gather(input, rows, axis=0),
                    op.Gather(mat2, group, axis=0),
                ),
            )
            start = op.Identity(end)
            group = op.Add(group, step)
        return op.Identity(out)
    if present(offs) and rank(input) == 2 and rank(mat2) == 2:
        first = constant(0, dtype="int64")
        step = constant(1, dtype="int64")
        zero = constant(0, dtype="int64")
        zero_list = constant([0], dtype="int64")
        one_list = constant([1], dtype="int64")
        two_list = constant([2], dtype="int64")
        values = constant([1, 1], dtype="int64")
        ends = op.Cast(offs, to=TensorProto.INT64)
        start = op.Identity(first)
        group = op.Identity(first)
        out = op.Expand(
            op.Cast(zero, to=onnx_dtype_of(input)),
            op.Concat(
                op.Shape(offs),
                op.Slice(op.Shape(input), zero_list, one_list),
                op.Slice(op.Shape(mat2), one_list, two_list),
                axis=0,
            ),
        )
        for _ in range(element_count(offs)):
            end = op.Gather(ends, group)
            inner = op.Range(start, end, step)
            out = op.ScatterND(
                out,
                op.Reshape(group, values),
                op.Unsqueeze(
                    op.MatMul(
                        op.Gather(input, inner, axis=1),
                        op.Gather(mat2, inner, axis=0),
                    ),
                    zero_list,
                ),
            )
            start = op.Identity(end)
            group = op.Add(group, step)
        return op.Identity(out)
    if present(offs) and rank(input) == 3 and rank(mat2) == 2:
        first = constant(0, dtype="int64")
        step = constant(1, dtype="int64")
        zero = constant(0, dtype="int64")
        one_list = constant([1], dtype="int64")
        two_list = constant([2], dtype="int64")
        ends = op.Cast(offs, to=TensorProto.INT64)
        start = op.Identity(first)
        group = op.Identity(first)
        out = op.Expand(
            op.Cast(zero, to=onnx_dtype_of(input)),
            op.Concat(
                op.Slice(op.Shape(mat2), one_list, two_list),
                op.Slice(op.Shape(input), one_list, two_list),
                axis=0,
            ),
        )
        for _ in range(element_count(offs)):
            end = op.Gather(ends, group)
            columns = op.Range(start, end, step)
            out = op.ScatterND(
                out,
                op.Unsqueeze(columns, one_list),
                op.Transpose(
                    op.MatMul(
                        op.Gather(input, group, axis=0),
                        op.Gather(mat2, columns, axis=1),
                    ),
                    perm=[1, 0],
                ),
            )
            start = op.Identity(end)
            group = op.Add(group, step)
        return op.Transpose(out, perm=[1, 0])
    CONTRACT.no_variant(offs=offs, input=input, mat2=mat2)
