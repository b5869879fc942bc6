"""acosh: aten::acosh -> ONNX Acosh + Greater + Log + Add + Mul + Sub + Sqrt + Where + Cast, opsets 9 to 20.

Generated from mappings/aten/acosh.yaml by `opmapgen build`; do not edit.

Source schema: aten::acosh(Tensor self) -> Tensor

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

SOURCE_OP = "aten::acosh"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(9, 21)
CONTRACT = Contract(
    "acosh",
    "mappings/aten/acosh.yaml",
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
    reasons={"bfloat16": "ONNX Runtime has no bfloat16 Acosh kernel on the CPU"},
    scalar_typed_ops=("Greater", "Add", "Mul", "Sub"),
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
        return g.op("Acosh", input)
    if dtype_name(input) == "float64":
        result_c = g.op(
            "Constant",
            value_t=torch.tensor(100000000.0, dtype=dtype_of(input)),
        )
        result_c_2 = g.op(
            "Constant",
            value_t=torch.tensor(0.6931471805599453, dtype=dtype_of(input)),
        )
        one = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(input)))
        result_log_2 = g.op(
            "Log",
            g.op(
                "Add",
                input,
                g.op("Sqrt", g.op("Sub", g.op("Mul", input, input), one)),
            ),
        )
        return g.op(
            "Where",
            g.op("Greater", input, result_c),
            g.op("Add", g.op("Log", input), result_c_2),
            result_log_2,
        )
    if is_integer(input) or dtype_name(input) == "bool":
        return g.op("Acosh", g.op("Cast", input, to_i=TensorProto.FLOAT))
    CONTRACT.no_variant(input=input)
