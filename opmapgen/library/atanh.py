"""atanh: aten::atanh -> ONNX Atanh + Add + Sub + Div + Log + Mul + Cast, opsets 9 to 20.

Generated from mappings/aten/atanh.yaml by `opmapgen build`; do not edit.

Source schema: aten::atanh(Tensor self) -> Tensor

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
    is_integer,
    parse_args,
    torch_fallback,
)

SOURCE_OP = "aten::atanh"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(9, 21)
CONTRACT = Contract(
    "atanh",
    "mappings/aten/atanh.yaml",
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
    reasons={"bfloat16": "ONNX Runtime has no bfloat16 Atanh kernel on the CPU"},
    scalar_typed_ops=("Add", "Sub", "Div", "Mul"),
    variants=(
        'dtype(input) in ("float16", "float32")',
        'dtype(input) == "float64"',
        'integer(input) or dtype(input) == "bool"',
    ),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, input):
    check_inputs(CONTRACT, input=input)
    if dtype_name(input) in ("float16", "float32"):
        return g.op("Atanh", input)
    if dtype_name(input) == "float64":
        one = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(input)))
        half = g.op("Constant", value_t=torch.tensor(0.5, dtype=dtype_of(input)))
        return g.op(
            "Mul",
            half,
            g.op("Log", g.op("Div", g.op("Add", one, input), g.op("Sub", one, input))),
        )
    if is_integer(input) or dtype_name(input) == "bool":
        return g.op("Atanh", g.op("Cast", input, to_i=TensorProto.FLOAT))
    CONTRACT.no_variant(input=input)
