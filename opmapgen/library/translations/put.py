"""put for the dynamo exporter: aten::put -> ONNX Reshape + Cast + ScatterElements + Shape, opsets 18 to 23.

Generated from mappings/aten/put.yaml by `opmapgen build`; do not edit.

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

TARGET = "aten::put.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::put(Tensor self, Tensor index, Tensor source, bool accumulate=False) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "put",
    "mappings/aten/put.yaml",
    dtypes=(
        "bool",
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
        "float16",
        "float32",
        "float64",
    ),
    by_input={"index": ("int64",)},
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, index, source, accumulate=False):
    check_inputs(CONTRACT, input=input, index=index, source=source)
    CONTRACT.require(
        dtype_name(source) == dtype_name(input),
        "source must have self's dtype (torch requires it too)",
        source=source,
        input=input,
    )
    CONTRACT.require(
        present(rank(input)) and rank(input) > 0,
        "a 0-dim self is not mapped: torch's tracer records the result as 1-D where eager gives 0-dim, which makes the model invalid; reshape self to 1-D first",
        input=input,
    )
    minus_one_list = constant([-1], dtype="int64")
    flat = op.Reshape(input, minus_one_list)
    positions = op.Reshape(index, minus_one_list)
    values = op.Reshape(source, minus_one_list)
    if accumulate and dtype_name(input) == "float16":
        scattered = op.Cast(
            op.ScatterElements(
                op.Cast(flat, to=TensorProto.FLOAT),
                positions,
                op.Cast(values, to=TensorProto.FLOAT),
                axis=0,
                reduction="add",
            ),
            to=TensorProto.FLOAT16,
        )
    elif accumulate:
        scattered = op.ScatterElements(flat, positions, values, axis=0, reduction="add")
    else:
        scattered = op.ScatterElements(flat, positions, values, axis=0)
    return op.Reshape(scattered, op.Shape(input))
