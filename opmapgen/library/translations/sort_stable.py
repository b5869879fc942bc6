"""sort_stable for the dynamo exporter: aten::sort.stable -> ONNX Identity + Shape + Size + Gather + Cast + TopK, opsets 18 to 23.

Generated from mappings/aten/sort_stable.yaml by `opmapgen build`; do not edit.

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

TARGET = "aten::sort.stable"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::sort.stable(Tensor self, *, bool? stable, int dim=-1, bool descending=False) -> (Tensor values, Tensor indices)"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "sort_stable",
    "mappings/aten/sort_stable.yaml",
    dtypes=(
        "bool",
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
        "float16",
        "bfloat16",
        "float32",
        "float64",
    ),
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, stable, dim=-1, descending=False):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(
        present(rank(input)),
        "the rank of the input must be known at export",
        input=input,
    )
    if rank(input) == 0:
        values = op.Identity(input)
        indices = op.Size(op.Shape(input))
        return values, indices
    if dtype_name(input) == "bool":
        values_2 = constant([dim % rank(input)], dtype="int64")
        count = op.Gather(op.Shape(input), values_2)
        top, top_1 = op.TopK(
            op.Cast(input, to=TensorProto.UINT8),
            count,
            axis=dim,
            largest=int(descending),
            sorted=1,
        )
        values = op.Cast(top, to=TensorProto.BOOL)
        indices = op.Identity(top_1)
        return values, indices
    if dtype_name(input) == "bfloat16":
        values_2 = constant([dim % rank(input)], dtype="int64")
        count = op.Gather(op.Shape(input), values_2)
        top, top_1 = op.TopK(
            op.Cast(input, to=TensorProto.FLOAT),
            count,
            axis=dim,
            largest=int(descending),
            sorted=1,
        )
        values = op.Cast(top, to=TensorProto.BFLOAT16)
        indices = op.Identity(top_1)
        return values, indices
    values_2 = constant([dim % rank(input)], dtype="int64")
    count = op.Gather(op.Shape(input), values_2)
    top, top_1 = op.TopK(input, count, axis=dim, largest=int(descending), sorted=1)
    values = op.Identity(top)
    indices = op.Identity(top_1)
    return values, indices


@torch_fallback(CONTRACT, "aten::sort.default")
def translation_default(input, dim=-1, descending=False):
    # aten::sort(input, dim, descending), with stable=None
    # The mapped overload's own translation (a refusal falls back to this
    # overload's translation of torch's).
    return translation.__wrapped__(input, None, dim, descending)


# The other overloads the mapping exports (source.overloads), by their key in the
# dynamo exporter's table.
OVERLOADS = {"aten::sort.default": translation_default}
# Their schemas as the build validated them (see SCHEMA).
OVERLOAD_SCHEMAS = {
    "aten::sort.default": "aten::sort(Tensor self, int dim=-1, bool descending=False) -> (Tensor values, Tensor indices)",
}
