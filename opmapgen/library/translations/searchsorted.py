"""searchsorted for the dynamo exporter: aten::searchsorted.Tensor -> ONNX GatherElements + Identity + Unsqueeze + Greater + Not + GreaterOrEqual + Cast + ReduceSum, opsets 18 to 23.

Generated from mappings/aten/searchsorted.yaml by `opmapgen build`; do not edit.

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

TARGET = "aten::searchsorted.Tensor"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::searchsorted.Tensor(Tensor sorted_sequence, Tensor self, *, bool out_int32=False, bool right=False, str? side=None, Tensor? sorter=None) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "searchsorted",
    "mappings/aten/searchsorted.yaml",
    dtypes=(
        "float16",
        "float32",
        "float64",
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
    ),
    by_input={"sorter": ("int64",)},
    reasons={
        "bfloat16": "ONNX GreaterOrEqual takes bfloat16 only from opset 16, and this mapping starts at 13",
        "bool": "torch does not take bool inputs to searchsorted",
    },
)


@torch_fallback(CONTRACT, TARGET)
def translation(
    sorted_sequence,
    input,
    out_int32=False,
    right=False,
    side=None,
    sorter=None,
):
    check_inputs(CONTRACT, sorted_sequence=sorted_sequence, input=input, sorter=sorter)
    CONTRACT.require(
        present(rank(sorted_sequence)) and present(rank(input)),
        "the ranks of sorted_sequence and the values must be known at export",
        sorted_sequence=sorted_sequence,
        input=input,
    )
    CONTRACT.require(
        dtype_name(input) == dtype_name(sorted_sequence),
        "the values must have sorted_sequence's dtype (torch compares other dtypes in their promoted type); cast them first",
        input=input,
        sorted_sequence=sorted_sequence,
    )
    minus_one_list_3 = constant([-1], dtype="int64")
    if present(sorter):
        ordered = op.GatherElements(sorted_sequence, sorter, axis=-1)
    else:
        ordered = op.Identity(sorted_sequence)
    if rank(sorted_sequence) == 1:
        elements = op.Identity(ordered)
    else:
        minus_two_list = constant([-2], dtype="int64")
        elements = op.Unsqueeze(ordered, minus_two_list)
    if right or side == "right":
        minus_one_list = constant([-1], dtype="int64")
        after = op.Not(op.Greater(elements, op.Unsqueeze(input, minus_one_list)))
    else:
        minus_one_list_2 = constant([-1], dtype="int64")
        after = op.Not(
            op.GreaterOrEqual(elements, op.Unsqueeze(input, minus_one_list_2)),
        )
    count = op.ReduceSum(
        op.Cast(after, to=TensorProto.INT64),
        minus_one_list_3,
        keepdims=0,
    )
    if out_int32:
        return op.Cast(count, to=TensorProto.INT32)
    else:
        return op.Identity(count)
