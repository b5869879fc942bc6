"""combinations for the dynamo exporter: aten::combinations -> ONNX Slice + Reshape + Shape + Gather + Range + Greater + Not + Less + NonZero + Transpose + And, opsets 18 to 23.

Generated from mappings/aten/combinations.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import check_inputs, constant, rank, torch_fallback

TARGET = "aten::combinations.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = (
    "aten::combinations(Tensor self, int r=2, bool with_replacement=False) -> Tensor"
)
OPSETS = range(18, 24)
CONTRACT = Contract(
    "combinations",
    "mappings/aten/combinations.yaml",
    dtypes=(
        "float16",
        "bfloat16",
        "float32",
        "float64",
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
        "bool",
    ),
    reasons={"complex": "ONNX Runtime has no complex Gather kernel"},
    variants=("r == 0", "r == 1", "r == 2", "r == 3", "r == 4"),
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, r=2, with_replacement=False):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(rank(input) == 1, "torch takes a 1-D input only", input=input)
    CONTRACT.require(
        r >= 0 and r <= 4,
        "only r from 0 to 4 is mapped (the index mask has n^r cells)",
        r=r,
    )
    if r == 0:
        zero_list = constant([0], dtype="int64")
        return op.Slice(input, zero_list, zero_list, zero_list)
    if r == 1:
        values = constant([-1, 1], dtype="int64")
        return op.Reshape(input, values)
    if r == 2:
        zero = constant(0, dtype="int64")
        one = constant(1, dtype="int64")
        values = constant([-1, 1], dtype="int64")
        values_2 = constant([1, -1], dtype="int64")
        index = op.Range(zero, op.Gather(op.Shape(input), zero), one)
        first = op.Reshape(index, values)
        second = op.Reshape(index, values_2)
        if with_replacement:
            mask = op.Not(op.Greater(first, second))
        else:
            mask = op.Less(first, second)
        return op.Transpose(op.Gather(input, op.NonZero(mask), axis=0), perm=[1, 0])
    if r == 3:
        zero = constant(0, dtype="int64")
        one = constant(1, dtype="int64")
        values = constant([-1, 1, 1], dtype="int64")
        values_2 = constant([1, -1, 1], dtype="int64")
        values_3 = constant([1, 1, -1], dtype="int64")
        index = op.Range(zero, op.Gather(op.Shape(input), zero), one)
        first = op.Reshape(index, values)
        second = op.Reshape(index, values_2)
        third = op.Reshape(index, values_3)
        if with_replacement:
            mask = op.And(
                op.Not(op.Greater(first, second)),
                op.Not(op.Greater(second, third)),
            )
        else:
            mask = op.And(op.Less(first, second), op.Less(second, third))
        return op.Transpose(op.Gather(input, op.NonZero(mask), axis=0), perm=[1, 0])
    if r == 4:
        zero = constant(0, dtype="int64")
        one = constant(1, dtype="int64")
        values = constant([-1, 1, 1, 1], dtype="int64")
        values_2 = constant([1, -1, 1, 1], dtype="int64")
        values_3 = constant([1, 1, -1, 1], dtype="int64")
        values_4 = constant([1, 1, 1, -1], dtype="int64")
        index = op.Range(zero, op.Gather(op.Shape(input), zero), one)
        first = op.Reshape(index, values)
        second = op.Reshape(index, values_2)
        third = op.Reshape(index, values_3)
        fourth = op.Reshape(index, values_4)
        if with_replacement:
            mask = op.And(
                op.And(
                    op.Not(op.Greater(first, second)),
                    op.Not(op.Greater(second, third)),
                ),
                op.Not(op.Greater(third, fourth)),
            )
        else:
            mask = op.And(
                op.And(op.Less(first, second), op.Less(second, third)),
                op.Less(third, fourth),
            )
        return op.Transpose(op.Gather(input, op.NonZero(mask), axis=0), perm=[1, 0])
    CONTRACT.no_variant(r=r)
