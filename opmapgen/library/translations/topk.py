"""topk for the dynamo exporter: aten::topk -> ONNX Identity + Shape + Size + Cast + Reshape + TopK, opsets 18 to 23.

Generated from mappings/aten/topk.yaml by `opmapgen build`; do not edit.

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
    export_opset,
    onnx_dtype_of,
    present,
    rank,
    torch_fallback,
)

TARGET = "aten::topk.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::topk(Tensor self, SymInt k, int dim=-1, bool largest=True, bool sorted=True) -> (Tensor values, Tensor indices)"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "topk",
    "mappings/aten/topk.yaml",
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
    variants=(
        'rank(input) == 0 and dtype(input) != "bfloat16"',
        'dtype(input) != "bfloat16"',
        "opset >= 13 and rank(input) == 0",
        "opset >= 13",
    ),
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, k, dim=-1, largest=True, sorted=True):
    check_inputs(CONTRACT, input=input, k=k)
    opset = export_opset()
    CONTRACT.require(
        present(rank(input)),
        "the rank of the input must be known at export",
        input=input,
    )
    if rank(input) == 0 and dtype_name(input) != "bfloat16":
        values = op.Identity(input)
        indices = op.Size(op.Shape(input))
        return values, indices
    if dtype_name(input) != "bfloat16":
        one_list = constant([1], dtype="int64")
        top, top_1 = op.TopK(
            input,
            op.Reshape(op.Cast(k, to=TensorProto.INT64), one_list),
            axis=dim,
            largest=int(largest),
            sorted=1,
        )
        values = op.Identity(top)
        indices = op.Identity(top_1)
        return values, indices
    if opset >= 13 and rank(input) == 0:
        values = op.Identity(input)
        indices = op.Size(op.Shape(input))
        return values, indices
    if opset >= 13:
        one_list = constant([1], dtype="int64")
        top, top_1 = op.TopK(
            op.Cast(input, to=TensorProto.FLOAT),
            op.Reshape(op.Cast(k, to=TensorProto.INT64), one_list),
            axis=dim,
            largest=int(largest),
            sorted=1,
        )
        values = op.Cast(top, to=onnx_dtype_of(input))
        indices = op.Identity(top_1)
        return values, indices
    CONTRACT.no_variant(input=input, opset=opset)
