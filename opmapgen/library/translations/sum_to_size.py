"""sum_to_size for the dynamo exporter: aten::sum_to_size -> ONNX Reshape + Range + Equal + NonZero + Add + Concat + Cast + ReduceSum, opsets 18 to 23.

Generated from mappings/aten/sum_to_size.yaml by `opmapgen build`; do not edit.

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
    present,
    rank,
    torch_fallback,
)

TARGET = "aten::sum_to_size.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::sum_to_size(Tensor self, SymInt[] size) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "sum_to_size",
    "mappings/aten/sum_to_size.yaml",
    dtypes=("float16", "float32", "float64"),
    reasons={
        "bfloat16": "ONNX Runtime has no bfloat16 ReduceSum kernel on the CPU",
        "integer": "torch answers int64 when it sums and the input's own dtype when size equals the input's shape, which the export cannot tell apart when the shape is only known at run time",
        "bool": "torch answers int64 when it sums and bool when size equals the input's shape, which the export cannot tell apart when the shape is only known at run time",
    },
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, size):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(
        present(rank(input)) and rank(input) >= len(size),
        "the input's rank must be known at export and at least len(size)",
        input=input,
        size=size,
    )
    size_value = constant(size, dtype="int64")
    minus_one_list = constant([-1], dtype="int64")
    zero = constant(0, dtype="int64")
    scalar = constant(rank(input) - len(size), dtype="int64")
    one = constant(1, dtype="int64")
    target = op.Reshape(size_value, minus_one_list)
    axes = op.Concat(
        op.Range(zero, scalar, one),
        op.Add(op.Reshape(op.NonZero(op.Equal(target, one)), minus_one_list), scalar),
        axis=0,
    )
    if dtype_name(input) == "float16":
        return op.Cast(
            op.Reshape(
                op.ReduceSum(
                    op.Cast(input, to=TensorProto.FLOAT),
                    axes,
                    keepdims=1,
                    noop_with_empty_axes=1,
                ),
                target,
                allowzero=1,
            ),
            to=TensorProto.FLOAT16,
        )
    else:
        return op.Reshape(
            op.ReduceSum(input, axes, keepdims=1, noop_with_empty_axes=1),
            target,
            allowzero=1,
        )
