"""gather for the dynamo exporter: aten::gather -> ONNX Identity + Cast + Reshape + Gather + Shape + ConstantOfShape + GatherElements, opsets 18 to 23.

Generated from mappings/aten/gather.yaml by `opmapgen build`; do not edit.

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
    onnx_dtype_of,
    present,
    rank,
    torch_fallback,
)

TARGET = "aten::gather.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::gather(Tensor self, int dim, Tensor index, *, bool sparse_grad=False) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "gather",
    "mappings/aten/gather.yaml",
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
    reasons={
        "complex": "torch's exporters do not export complex tensors (the TorchScript exporter fails on their type)",
    },
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, dim, index, sparse_grad=False):
    check_inputs(CONTRACT, input=input, index=index)
    CONTRACT.require(
        present(rank(input)) and present(rank(index)),
        "the ranks of input and index must be known at export",
        input=input,
        index=index,
    )
    if dtype_name(index) in ("int32", "int64"):
        idx = op.Identity(index)
    else:
        idx = op.Cast(index, to=TensorProto.INT64)
    if (rank(input) == 0 and rank(index) <= 1) or (
        rank(input) == 1 and rank(index) == 0
    ):
        minus_one_list = constant([-1], dtype="int64")
        return op.Gather(op.Reshape(input, minus_one_list), idx, axis=0)
    elif rank(index) != rank(input):
        return op.Cast(op.ConstantOfShape(op.Shape(index)), to=onnx_dtype_of(input))
    else:
        return op.GatherElements(input, idx, axis=dim)
