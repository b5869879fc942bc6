"""cholesky_solve for the dynamo exporter: aten::cholesky_solve -> ONNX Trilu + Shape + Slice + ReduceProd + Concat + Reshape + Transpose + MatMul + com.microsoft::Inverse, opsets 18 to 23.

Generated from mappings/aten/cholesky_solve.yaml by `opmapgen build`; do not edit.

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
    present,
    rank,
    torch_fallback,
)

TARGET = "aten::cholesky_solve.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::cholesky_solve(Tensor self, Tensor input2, bool upper=False) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "cholesky_solve",
    "mappings/aten/cholesky_solve.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "torch does not take float16 inputs to cholesky_solve on the CPU",
        "complex": "com.microsoft::Inverse takes no complex inputs",
    },
)
Inverse = custom_op("com.microsoft", 1, "Inverse", inputs=1, attributes={})


@torch_fallback(CONTRACT, TARGET)
def translation(input, input2, upper=False):
    check_inputs(CONTRACT, input=input, input2=input2)
    CONTRACT.require(
        present(rank(input2)) and rank(input2) >= 2,
        "the factor must be a batch of matrices of known rank",
        input2=input2,
    )
    CONTRACT.require(
        absent(rank(input)) or rank(input) >= 2,
        "torch requires B of at least 2 dims",
        input=input,
    )
    if upper:
        zero_list = constant([0], dtype="int64")
        minus_two_list = constant([-2], dtype="int64")
        values = constant([9223372036854775807], dtype="int64")
        factor = op.Trilu(input2, upper=1)
        shape = op.Shape(input2)
        flat = op.Reshape(
            factor,
            op.Concat(
                op.ReduceProd(op.Slice(shape, zero_list, minus_two_list), keepdims=1),
                op.Slice(shape, minus_two_list, values),
                axis=0,
            ),
            allowzero=1,
        )
        result_inverse = Inverse(
            op.Reshape(
                op.MatMul(op.Transpose(flat, perm=[0, 2, 1]), flat),
                shape,
                allowzero=1,
            ),
        )
        return op.MatMul(result_inverse, input)
    zero_list = constant([0], dtype="int64")
    minus_two_list = constant([-2], dtype="int64")
    values = constant([9223372036854775807], dtype="int64")
    factor = op.Trilu(input2, upper=0)
    shape = op.Shape(input2)
    flat = op.Reshape(
        factor,
        op.Concat(
            op.ReduceProd(op.Slice(shape, zero_list, minus_two_list), keepdims=1),
            op.Slice(shape, minus_two_list, values),
            axis=0,
        ),
        allowzero=1,
    )
    result_inverse = Inverse(
        op.Reshape(
            op.MatMul(flat, op.Transpose(flat, perm=[0, 2, 1])),
            shape,
            allowzero=1,
        ),
    )
    return op.MatMul(result_inverse, input)
