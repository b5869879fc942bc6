"""diff for the dynamo exporter: aten::diff -> ONNX Identity + Concat + Cast + Slice + Xor + Sub, opsets 18 to 23.

Generated from mappings/aten/diff.yaml by `opmapgen build`; do not edit.

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
    onnx_dtype_of,
    present,
    promote,
    torch_fallback,
)

TARGET = "aten::diff.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::diff(Tensor self, int n=1, int dim=-1, Tensor? prepend=None, Tensor? append=None) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "diff",
    "mappings/aten/diff.yaml",
    dtypes=("float16", "float32", "float64", "int32", "int64", "bool"),
    reasons={
        "integer": "ONNX Sub takes int8, int16 and uint8 only from opset 14",
        "bfloat16": "ONNX Runtime has no bfloat16 Sub kernel on the CPU",
    },
    promote=("input", "prepend", "append"),
    variants=(
        "n == 0",
        'dtype(input) == "bool"',
        'dtype(input) == "float16"',
        'dtype(input) not in ("bool", "float16")',
    ),
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, n=1, dim=-1, prepend=None, append=None):
    check_inputs(CONTRACT, input=input, prepend=prepend, append=append)
    # torch's type promotion: one dtype for these, as torch.result_type gives it
    input, prepend, append = promote(
        CONTRACT,
        input=input,
        prepend=prepend,
        append=append,
    )
    if n == 0:
        return op.Identity(input)
    if dtype_name(input) == "bool":
        one_list = constant([1], dtype="int64")
        values = constant([9223372036854775807], dtype="int64")
        dim_list = constant([dim], dtype="int64")
        zero_list = constant([0], dtype="int64")
        minus_one_list = constant([-1], dtype="int64")
        if present(prepend) and present(append):
            x = op.Concat(prepend, input, append, axis=dim)
        elif present(prepend):
            x = op.Concat(prepend, input, axis=dim)
        elif present(append):
            x = op.Concat(input, append, axis=dim)
        else:
            x = op.Identity(input)
        d = op.Cast(x, to=TensorProto.BOOL)
        for _ in range(n):
            d = op.Xor(
                op.Slice(d, one_list, values, dim_list),
                op.Slice(d, zero_list, minus_one_list, dim_list),
            )
        return op.Identity(d)
    if dtype_name(input) == "float16":
        one_list = constant([1], dtype="int64")
        values = constant([9223372036854775807], dtype="int64")
        dim_list = constant([dim], dtype="int64")
        zero_list = constant([0], dtype="int64")
        minus_one_list = constant([-1], dtype="int64")
        if present(prepend) and present(append):
            x = op.Concat(prepend, input, append, axis=dim)
        elif present(prepend):
            x = op.Concat(prepend, input, axis=dim)
        elif present(append):
            x = op.Concat(input, append, axis=dim)
        else:
            x = op.Identity(input)
        d = op.Cast(x, to=TensorProto.FLOAT16)
        for _ in range(n):
            d = op.Cast(
                op.Sub(
                    op.Cast(
                        op.Slice(d, one_list, values, dim_list),
                        to=TensorProto.FLOAT,
                    ),
                    op.Cast(
                        op.Slice(d, zero_list, minus_one_list, dim_list),
                        to=TensorProto.FLOAT,
                    ),
                ),
                to=TensorProto.FLOAT16,
            )
        return op.Identity(d)
    if dtype_name(input) not in ("bool", "float16"):
        one_list = constant([1], dtype="int64")
        values = constant([9223372036854775807], dtype="int64")
        dim_list = constant([dim], dtype="int64")
        zero_list = constant([0], dtype="int64")
        minus_one_list = constant([-1], dtype="int64")
        if present(prepend) and present(append):
            x = op.Concat(prepend, input, append, axis=dim)
        elif present(prepend):
            x = op.Concat(prepend, input, axis=dim)
        elif present(append):
            x = op.Concat(input, append, axis=dim)
        else:
            x = op.Identity(input)
        d = op.Cast(x, to=onnx_dtype_of(input))
        for _ in range(n):
            d = op.Sub(
                op.Slice(d, one_list, values, dim_list),
                op.Slice(d, zero_list, minus_one_list, dim_list),
            )
        return op.Identity(d)
    CONTRACT.no_variant(n=n, input=input)
