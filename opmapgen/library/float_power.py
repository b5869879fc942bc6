"""float_power: aten::float_power.Tensor_Tensor -> ONNX Cast + Reshape + Pow + Squeeze, opsets 9 to 20.

Generated from mappings/aten/float_power.yaml by `opmapgen build`; do not edit.

Source schema: aten::float_power.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    parse_args,
    present,
    rank,
    torch_fallback,
)

SOURCE_OP = "aten::float_power"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(9, 21)
CONTRACT = Contract(
    "float_power",
    "mappings/aten/float_power.yaml",
    dtypes=(
        "float16",
        "float32",
        "float64",
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
        "bool",
    ),
    reasons={
        "bfloat16": "ONNX Cast takes bfloat16 only from opset 13, and this mapping starts at 9",
        "complex": "ONNX has no complex tensors for Pow",
    },
    scalar_typed_ops=("Pow",),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v")
def symbolic(g, input, exponent):
    check_inputs(CONTRACT, input=input, exponent=exponent)
    CONTRACT.require(
        present(rank(input)) and present(rank(exponent)),
        "the ranks of input and exponent must be known at export",
        input=input,
        exponent=exponent,
    )
    x = g.op("Cast", input, to_i=TensorProto.DOUBLE)
    y = g.op("Cast", exponent, to_i=TensorProto.DOUBLE)
    if rank(input) == 0 and rank(exponent) == 0:
        one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        return g.op(
            "Squeeze",
            g.op("Pow", g.op("Reshape", x, one_list), g.op("Reshape", y, one_list)),
        )
    else:
        return g.op("Pow", x, y)
