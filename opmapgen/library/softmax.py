"""softmax: aten::softmax.int -> ONNX Cast + Identity + Unsqueeze + Softmax + Squeeze, opsets 13 to 20.

Generated from mappings/aten/softmax.yaml by `opmapgen build`; do not edit.

Source schema: aten::softmax.int(Tensor self, int dim, ScalarType? dtype=None) -> Tensor

Overrides torch's own symbolic for aten::softmax at opsets 13-20:
while registered, every TorchScript export of the op at those opsets uses this mapping.
Why: torch's symbolic (opset 13 on) ignores a constant dtype= (float16 scores stay float16 where torch computes in float32), applies Softmax to integer inputs (an invalid graph) and fails on 0-dim inputs

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    absent,
    check_inputs,
    dtype_name,
    is_floating,
    onnx_dtype,
    parse_args,
    present,
    rank,
    torch_fallback,
)

SOURCE_OP = "aten::softmax"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "softmax",
    "mappings/aten/softmax.yaml",
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
    reasons={"bfloat16": "ONNX Runtime has no bfloat16 Softmax kernel on the CPU"},
    torch_wrong={
        "bfloat16": "an invalid model for a 0-dim input (ONNX Softmax needs a dimension)",
        "bool": "an invalid model: ONNX Softmax takes no bool",
    },
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "i", "i")
def symbolic(g, input, dim, dtype):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(
        present(rank(input)),
        "the input's rank must be known at export",
        input=input,
    )
    CONTRACT.require(
        is_floating(input) or present(dtype),
        "torch computes softmax of integers only with dtype= (a floating dtype)",
        torch_wrong="an invalid model, a Softmax of integers",
        input=input,
        dtype=dtype,
    )
    if present(dtype):
        x = g.op("Cast", input, to_i=onnx_dtype(dtype))
    elif is_floating(input):
        x = g.op("Identity", input)
    else:
        CONTRACT.refuse(
            "no choice of formula 'x' takes these args (choices: dtype is not None; floating(input))",
            dtype=dtype,
            input=input,
        )
    if rank(input) == 0:
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        return g.op(
            "Squeeze",
            g.op("Softmax", g.op("Unsqueeze", x, zero_list), axis_i=0),
            zero_list,
        )
    elif (absent(dtype) and dtype_name(input) == "float16") or (
        present(dtype) and dtype_name(dtype) == "float16"
    ):
        return g.op(
            "Cast",
            g.op("Softmax", g.op("Cast", x, to_i=TensorProto.FLOAT), axis_i=dim),
            to_i=TensorProto.FLOAT16,
        )
    else:
        return g.op("Softmax", x, axis_i=dim)
