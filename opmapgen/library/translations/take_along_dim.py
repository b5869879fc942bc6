"""take_along_dim for the dynamo exporter: aten::take_along_dim -> ONNX Reshape + GatherElements + Shape + Slice + Concat + Expand, opsets 18 to 23.

Generated from mappings/aten/take_along_dim.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    absent,
    check_inputs,
    constant,
    present,
    rank,
    torch_fallback,
)

TARGET = "aten::take_along_dim.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::take_along_dim(Tensor self, Tensor indices, int? dim=None) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "take_along_dim",
    "mappings/aten/take_along_dim.yaml",
    dtypes=(
        "float16",
        "float32",
        "float64",
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
        "bool",
    ),
    by_input={"indices": ("int64",)},
    reasons={
        "bfloat16": "ONNX Runtime has no bfloat16 Expand kernel on the CPU (and ONNX Expand takes bfloat16 only from opset 13)",
    },
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, indices, dim=None):
    check_inputs(CONTRACT, input=input, indices=indices)
    CONTRACT.require(
        absent(dim)
        or (
            present(rank(input))
            and present(rank(indices))
            and rank(input) == rank(indices)
        ),
        "with dim, input and indices must have the same known rank",
        dim=dim,
        input=input,
        indices=indices,
    )
    if absent(dim):
        minus_one_list = constant([-1], dtype="int64")
        return op.GatherElements(
            op.Reshape(input, minus_one_list),
            op.Reshape(indices, minus_one_list),
            axis=0,
        )
    else:
        zero_list = constant([0], dtype="int64")
        values = constant([dim % rank(input)], dtype="int64")
        values_2 = constant([dim % rank(input) + 1], dtype="int64")
        values_3 = constant([9223372036854775807], dtype="int64")
        one_list = constant([1], dtype="int64")
        return op.GatherElements(
            op.Expand(
                input,
                op.Concat(
                    op.Slice(op.Shape(indices), zero_list, values),
                    one_list,
                    op.Slice(op.Shape(indices), values_2, values_3),
                    axis=0,
                ),
            ),
            op.Expand(
                indices,
                op.Concat(
                    op.Slice(op.Shape(input), zero_list, values),
                    one_list,
                    op.Slice(op.Shape(input), values_2, values_3),
                    axis=0,
                ),
            ),
            axis=dim % rank(input),
        )
