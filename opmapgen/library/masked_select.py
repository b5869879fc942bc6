"""masked_select: aten::masked_select -> ONNX Shape + Expand + Cast + Reshape + Compress, opsets 11 to 20.

Generated from mappings/aten/masked_select.yaml by `opmapgen build`; do not edit.

Source schema: aten::masked_select(Tensor self, Tensor mask) -> Tensor

Overrides torch's own symbolic for aten::masked_select at opsets 11-20:
while registered, every TorchScript export of the op at those opsets uses this mapping.
Why: torch's symbolic expands only the mask to the input's shape, so an input that broadcasts against a larger mask (torch.masked_select(x[4], mask[2, 3, 4])) exports a GatherND model that ONNX Runtime refuses

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_name,
    onnx_dtype_of,
    parse_args,
    torch_fallback,
)

SOURCE_OP = "aten::masked_select"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(11, 21)
CONTRACT = Contract(
    "masked_select",
    "mappings/aten/masked_select.yaml",
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
    torch_wrong={
        "bfloat16": "an invalid model: ONNX Shape takes bfloat16 from opset 13",
    },
    torch_wrong_below={"bfloat16": 13},
    variants=('dtype(input) != "bfloat16"', "opset >= 13"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v")
def symbolic(g, input, mask):
    check_inputs(CONTRACT, input=input, mask=mask)
    opset = g.opset
    if dtype_name(input) != "bfloat16":
        minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
        x = g.op("Expand", input, g.op("Shape", mask))
        keep = g.op(
            "Expand",
            g.op("Cast", mask, to_i=TensorProto.BOOL),
            g.op("Shape", x),
        )
        return g.op(
            "Compress",
            g.op("Reshape", x, minus_one_list),
            g.op("Reshape", keep, minus_one_list),
            axis_i=0,
        )
    if opset >= 13:
        minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
        x = g.op(
            "Expand",
            g.op("Cast", input, to_i=TensorProto.FLOAT),
            g.op("Shape", mask),
        )
        keep = g.op(
            "Expand",
            g.op("Cast", mask, to_i=TensorProto.BOOL),
            g.op("Shape", x),
        )
        return g.op(
            "Cast",
            g.op(
                "Compress",
                g.op("Reshape", x, minus_one_list),
                g.op("Reshape", keep, minus_one_list),
                axis_i=0,
            ),
            to_i=onnx_dtype_of(input),
        )
    CONTRACT.no_variant(input=input, opset=opset)
