"""linalg_tensorinv for the dynamo exporter: aten::linalg_tensorinv -> ONNX Shape + Slice + ReduceProd + Concat + Reshape + com.microsoft::Inverse + CastLike, opsets 18 to 23.

Generated from mappings/aten/linalg_tensorinv.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    check_inputs,
    constant,
    custom_op,
    torch_fallback,
)

TARGET = "aten::linalg_tensorinv.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::linalg_tensorinv(Tensor self, int ind=2) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "linalg_tensorinv",
    "mappings/aten/linalg_tensorinv.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "torch does not take float16 inputs to linalg_tensorinv on the CPU",
        "complex": "com.microsoft::Inverse takes no complex inputs",
    },
)
Inverse = custom_op("com.microsoft", 1, "Inverse", inputs=1, attributes={})


@torch_fallback(CONTRACT, TARGET)
def translation(input, ind=2):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(ind > 0, "torch requires ind > 0", ind=ind)
    zero_list = constant([0], dtype="int64")
    ind_list = constant([ind], dtype="int64")
    values = constant([9223372036854775807], dtype="int64")
    head = op.Slice(op.Shape(input), zero_list, ind_list)
    tail = op.Slice(op.Shape(input), ind_list, values)
    rows = op.ReduceProd(head, keepdims=1)
    matrix = op.Reshape(input, op.Concat(rows, rows, axis=0), allowzero=1)
    inverse = Inverse(matrix)
    return op.Reshape(
        op.CastLike(inverse, input),
        op.Concat(tail, head, axis=0),
        allowzero=1,
    )
