"""exp2: aten::exp2 -> ONNX Pow + Cast, opsets 9 to 20.

Generated from mappings/aten/exp2.yaml by `opmapgen build`; do not edit.

Source schema: aten::exp2(Tensor self) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_name,
    dtype_of,
    is_floating,
    is_integer,
    parse_args,
    torch_fallback,
)

SOURCE_OP = "aten::exp2"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(9, 21)
CONTRACT = Contract(
    "exp2",
    "mappings/aten/exp2.yaml",
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
    reasons={"bfloat16": "ONNX Runtime has no bfloat16 Pow kernel on the CPU"},
    scalar_typed_ops=("Pow",),
    variants=("floating(input)", 'integer(input) or dtype(input) == "bool"'),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, input):
    check_inputs(CONTRACT, input=input)
    if is_floating(input):
        two = g.op("Constant", value_t=torch.tensor(2, dtype=dtype_of(input)))
        return g.op("Pow", two, input)
    if is_integer(input) or dtype_name(input) == "bool":
        two = g.op("Constant", value_t=torch.tensor(2, dtype=torch.float32))
        return g.op("Pow", two, g.op("Cast", input, to_i=TensorProto.FLOAT))
    CONTRACT.no_variant(input=input)
