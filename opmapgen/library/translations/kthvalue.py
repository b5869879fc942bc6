"""kthvalue for the dynamo exporter: aten::kthvalue -> ONNX Identity + Shape + Size + TopK + Slice + Squeeze + Cast, opsets 18 to 23.

Generated from mappings/aten/kthvalue.yaml by `opmapgen build`; do not edit.

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

TARGET = "aten::kthvalue.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::kthvalue(Tensor self, SymInt k, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "kthvalue",
    "mappings/aten/kthvalue.yaml",
    dtypes=(
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
def translation(input, k, dim=-1, keepdim=False):
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
    if dtype_name(input) != "bfloat16":
        k_list = constant([k], dtype="int64")
        smallest, ranked = op.TopK(input, k_list, axis=dim, largest=0, sorted=1)
        if keepdim:
            values_2 = constant([k - 1], dtype="int64")
            k_list_2 = constant([k], dtype="int64")
            dim_list = constant([dim], dtype="int64")
            values = op.Slice(smallest, values_2, k_list_2, dim_list)
        else:
            values_3 = constant([k - 1], dtype="int64")
            k_list_3 = constant([k], dtype="int64")
            dim_list_2 = constant([dim], dtype="int64")
            values = op.Squeeze(
                op.Slice(smallest, values_3, k_list_3, dim_list_2),
                dim_list_2,
            )
        if keepdim:
            values_4 = constant([k - 1], dtype="int64")
            k_list_4 = constant([k], dtype="int64")
            dim_list_3 = constant([dim], dtype="int64")
            indices = op.Slice(ranked, values_4, k_list_4, dim_list_3)
        else:
            values_5 = constant([k - 1], dtype="int64")
            k_list_5 = constant([k], dtype="int64")
            dim_list_4 = constant([dim], dtype="int64")
            indices = op.Squeeze(
                op.Slice(ranked, values_5, k_list_5, dim_list_4),
                dim_list_4,
            )
        return values, indices
    k_list = constant([k], dtype="int64")
    smallest, ranked = op.TopK(
        op.Cast(input, to=TensorProto.FLOAT),
        k_list,
        axis=dim,
        largest=0,
        sorted=1,
    )
    if keepdim:
        values_2 = constant([k - 1], dtype="int64")
        k_list_2 = constant([k], dtype="int64")
        dim_list = constant([dim], dtype="int64")
        kth_float = op.Slice(smallest, values_2, k_list_2, dim_list)
    else:
        values_3 = constant([k - 1], dtype="int64")
        k_list_3 = constant([k], dtype="int64")
        dim_list_2 = constant([dim], dtype="int64")
        kth_float = op.Squeeze(
            op.Slice(smallest, values_3, k_list_3, dim_list_2),
            dim_list_2,
        )
    values = op.Cast(kth_float, to=TensorProto.BFLOAT16)
    if keepdim:
        values_4 = constant([k - 1], dtype="int64")
        k_list_4 = constant([k], dtype="int64")
        dim_list_3 = constant([dim], dtype="int64")
        indices = op.Slice(ranked, values_4, k_list_4, dim_list_3)
    else:
        values_5 = constant([k - 1], dtype="int64")
        k_list_5 = constant([k], dtype="int64")
        dim_list_4 = constant([dim], dtype="int64")
        indices = op.Squeeze(
            op.Slice(ranked, values_5, k_list_5, dim_list_4),
            dim_list_4,
        )
    return values, indices
