"""sinc: aten::sinc -> ONNX Mul + Equal + Sin + Div + Where + Cast, opsets 11 to 20.

Generated from mappings/aten/sinc.yaml by `opmapgen build`; do not edit.

Source schema: aten::sinc(Tensor self) -> Tensor

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

SOURCE_OP = "aten::sinc"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(11, 21)
CONTRACT = Contract(
    "sinc",
    "mappings/aten/sinc.yaml",
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
        "bfloat16": "ONNX Runtime has no bfloat16 Sin kernel on the CPU",
        "complex": "ONNX has no complex tensors for Sin",
    },
    scalar_typed_ops=("Mul", "Equal", "Div"),
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
        p_c = g.op(
            "Constant",
            value_t=torch.tensor(3.141592653589793, dtype=dtype_of(input)),
        )
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(input)))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(input)))
        p = g.op("Mul", input, p_c)
        return g.op(
            "Where",
            g.op("Equal", input, zero),
            one,
            g.op("Div", g.op("Sin", p), p),
        )
    if dtype_name(input) == "float16":
        p_c = g.op(
            "Constant",
            value_t=torch.tensor(3.141592653589793, dtype=torch.float32),
        )
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float32))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float32))
        x = g.op("Cast", input, to_i=TensorProto.FLOAT)
        p = g.op("Mul", x, p_c)
        return g.op(
            "Cast",
            g.op("Where", g.op("Equal", x, zero), one, g.op("Div", g.op("Sin", p), p)),
            to_i=TensorProto.FLOAT16,
        )
    if is_integer(input) or dtype_name(input) == "bool":
        p_c = g.op(
            "Constant",
            value_t=torch.tensor(3.141592653589793, dtype=torch.float32),
        )
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float32))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float32))
        x = g.op("Cast", input, to_i=TensorProto.FLOAT)
        p = g.op("Mul", x, p_c)
        return g.op(
            "Where",
            g.op("Equal", x, zero),
            one,
            g.op("Div", g.op("Sin", p), p),
        )
    CONTRACT.no_variant(input=input)
