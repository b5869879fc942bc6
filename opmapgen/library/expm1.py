"""expm1: aten::expm1 -> ONNX Cast + Exp + Sub, opsets 9 to 20.

Generated from mappings/aten/expm1.yaml by `opmapgen build`; do not edit.

Source schema: aten::expm1(Tensor self) -> Tensor

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

SOURCE_OP = "aten::expm1"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(9, 21)
CONTRACT = Contract(
    "expm1",
    "mappings/aten/expm1.yaml",
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
    reasons={"bfloat16": "ONNX Runtime has no bfloat16 Exp kernel on the CPU"},
    scalar_typed_ops=("Sub",),
    variants=(
        'dtype(input) == "float16"',
        "floating(input)",
        'integer(input) or dtype(input) == "bool"',
    ),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, input):
    check_inputs(CONTRACT, input=input)
    if dtype_name(input) == "float16":
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float32))
        return g.op(
            "Cast",
            g.op("Sub", g.op("Exp", g.op("Cast", input, to_i=TensorProto.FLOAT)), one),
            to_i=TensorProto.FLOAT16,
        )
    if is_floating(input):
        one = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(input)))
        return g.op("Sub", g.op("Exp", input), one)
    if is_integer(input) or dtype_name(input) == "bool":
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float32))
        return g.op(
            "Sub",
            g.op("Exp", g.op("Cast", input, to_i=TensorProto.FLOAT)),
            one,
        )
    CONTRACT.no_variant(input=input)
