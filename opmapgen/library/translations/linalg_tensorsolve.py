"""linalg_tensorsolve for the dynamo exporter: aten::linalg_tensorsolve -> ONNX Size + Reshape + Concat + com.microsoft::Inverse + MatMul + Shape + Slice, opsets 18 to 23.

Generated from mappings/aten/linalg_tensorsolve.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    absent,
    check_inputs,
    constant,
    custom_op,
    torch_fallback,
)

TARGET = "aten::linalg_tensorsolve.default"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "linalg_tensorsolve",
    "mappings/aten/linalg_tensorsolve.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "torch does not take float16 inputs to linalg_tensorsolve on the CPU",
        "complex": "com.microsoft::Inverse takes no complex inputs",
    },
)
Inverse = custom_op("com.microsoft", 1, "Inverse", inputs=1, attributes={})


@torch_fallback(CONTRACT, TARGET)
def translation(input, other, dims=None):
    check_inputs(CONTRACT, input=input, other=other)
    CONTRACT.require(
        absent(dims),
        "dims is not mapped; move those dims of A to the end yourself (A.movedim(dims, range(A.ndim - len(dims), A.ndim)))",
        dims=dims,
    )
    one = constant([1], dtype="int64")
    end = constant([9223372036854775807], dtype="int64")
    count = op.Size(other)
    side = op.Reshape(count, one)
    sides = op.Concat(side, side, axis=0)
    matrix = op.Reshape(input, sides, allowzero=1)
    inverse = Inverse(matrix)
    column_shape = op.Concat(side, one, axis=0)
    column = op.Reshape(other, column_shape, allowzero=1)
    solution = op.MatMul(inverse, column)
    shape = op.Shape(input)
    other_shape = op.Shape(other)
    other_rank = op.Shape(other_shape)
    result_shape = op.Slice(shape, other_rank, end)
    return op.Reshape(solution, result_shape, allowzero=1)
