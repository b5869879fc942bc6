"""msort for the dynamo exporter: aten::msort -> ONNX Identity + Cast + Shape + Slice + TopK, opsets 18 to 23.

Generated from mappings/aten/msort.yaml by `opmapgen build`; do not edit.

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

TARGET = "aten::msort.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::msort(Tensor self) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "msort",
    "mappings/aten/msort.yaml",
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
)


@torch_fallback(CONTRACT, TARGET)
def translation(input):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(
        present(rank(input)),
        "the rank of the input must be known at export",
        input=input,
    )
    if rank(input) == 0:
        return op.Identity(input)
    if dtype_name(input) == "bool":
        zero_list = constant([0], dtype="int64")
        one_list = constant([1], dtype="int64")
        result_top_k, _ = op.TopK(
            op.Cast(input, to=TensorProto.UINT8),
            op.Slice(op.Shape(input), zero_list, one_list),
            axis=0,
            largest=0,
            sorted=1,
        )
        return op.Cast(result_top_k, to=TensorProto.BOOL)
    if dtype_name(input) == "bfloat16":
        zero_list = constant([0], dtype="int64")
        one_list = constant([1], dtype="int64")
        result_top_k, _ = op.TopK(
            op.Cast(input, to=TensorProto.FLOAT),
            op.Slice(op.Shape(input), zero_list, one_list),
            axis=0,
            largest=0,
            sorted=1,
        )
        return op.Cast(result_top_k, to=TensorProto.BFLOAT16)
    zero_list = constant([0], dtype="int64")
    one_list = constant([1], dtype="int64")
    result, _ = op.TopK(
        input,
        op.Slice(op.Shape(input), zero_list, one_list),
        axis=0,
        largest=0,
        sorted=1,
    )
    return result
