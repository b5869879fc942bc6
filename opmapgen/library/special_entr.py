"""special_entr: aten::special_entr -> ONNX Greater + Neg + Log + Mul + Equal + Where + Cast, opsets 11 to 20.

Generated from mappings/aten/special_entr.yaml by `opmapgen build`; do not edit.

Source schema: aten::special_entr(Tensor self) -> Tensor

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

SOURCE_OP = "aten::special_entr"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(11, 21)
CONTRACT = Contract(
    "special_entr",
    "mappings/aten/special_entr.yaml",
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
        "bfloat16": "ONNX Cast takes bfloat16 only from opset 13, and this mapping starts at 11",
    },
    scalar_typed_ops=("Greater", "Mul", "Equal"),
    variants=(
        'dtype(input) in ("float32", "float64")',
        'dtype(input) == "float16"',
        'integer(input) or dtype(input) == "bool"',
    ),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, input):
    check_inputs(CONTRACT, input=input)
    if dtype_name(input) in ("float32", "float64"):
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(input)))
        inf = g.op(
            "Constant",
            value_t=torch.tensor(float("inf"), dtype=dtype_of(input)),
        )
        return g.op(
            "Where",
            g.op("Greater", input, zero),
            g.op("Mul", g.op("Neg", input), g.op("Log", input)),
            g.op("Where", g.op("Equal", input, zero), zero, g.op("Mul", input, inf)),
        )
    if dtype_name(input) == "float16":
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float32))
        inf = g.op("Constant", value_t=torch.tensor(float("inf"), dtype=torch.float32))
        x = g.op("Cast", input, to_i=TensorProto.FLOAT)
        return g.op(
            "Cast",
            g.op(
                "Where",
                g.op("Greater", x, zero),
                g.op("Mul", g.op("Neg", x), g.op("Log", x)),
                g.op("Where", g.op("Equal", x, zero), zero, g.op("Mul", x, inf)),
            ),
            to_i=TensorProto.FLOAT16,
        )
    if is_integer(input) or dtype_name(input) == "bool":
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float32))
        inf = g.op("Constant", value_t=torch.tensor(float("inf"), dtype=torch.float32))
        x = g.op("Cast", input, to_i=TensorProto.FLOAT)
        return g.op(
            "Where",
            g.op("Greater", x, zero),
            g.op("Mul", g.op("Neg", x), g.op("Log", x)),
            g.op("Where", g.op("Equal", x, zero), zero, g.op("Mul", x, inf)),
        )
    CONTRACT.no_variant(input=input)
