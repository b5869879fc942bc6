"""topk for the dynamo exporter: aten::topk -> ONNX Identity + Shape + Size + Cast + Reshape + TopK, opsets 18 to 23.

Generated from mappings/aten/topk.yaml by `opmapgen build`; do not edit.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import check_inputs, constant, present, rank

TARGET = "aten::topk.default"
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
        "float32",
        "float64",
    ),
    reasons={
        "bfloat16": "ONNX Runtime has no bfloat16 TopK kernel, and the parity test cannot feed bfloat16 to ONNX Runtime from NumPy to check a float32 round trip",
    },
)


def translation(input, k, dim=-1, largest=True, sorted=True):
    check_inputs(CONTRACT, input=input, k=k)
    CONTRACT.require(
        present(rank(input)),
        "the rank of the input must be known at export",
        input=input,
    )
    if rank(input) == 0:
        values = op.Identity(input)
        indices = op.Size(op.Shape(input))
        return values, indices
    one_list = constant([1], dtype="int64")
    top, top_1 = op.TopK(
        input,
        op.Reshape(op.Cast(k, to=7), one_list),
        axis=dim,
        largest=int(largest),
        sorted=1,
    )
    values = op.Identity(top)
    indices = op.Identity(top_1)
    return values, indices
