"""xlogy: aten::xlogy.Tensor -> ONNX Log + Mul + Equal + Not + Where + Cast, opsets 11 to 20.

Generated from mappings/aten/xlogy.yaml by `opmapgen build`; do not edit.

Source schema: aten::xlogy.Tensor(Tensor self, Tensor other) -> Tensor

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
    promote,
    torch_fallback,
)

SOURCE_OP = "aten::xlogy"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(11, 21)
CONTRACT = Contract(
    "xlogy",
    "mappings/aten/xlogy.yaml",
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
    reasons={"bfloat16": "ONNX Runtime has no bfloat16 Log kernel on the CPU"},
    scalar_typed_ops=("Mul", "Equal"),
    promote=("input", "other"),
    promote_kind="INT_TO_FLOAT",
    promoted=("float16", "float32", "float64"),
    variants=("floating(input)", 'integer(input) or dtype(input) == "bool"'),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v")
def symbolic(g, input, other):
    check_inputs(CONTRACT, input=input, other=other)
    # torch's type promotion: one dtype for these, as torch.result_type gives it
    input, other = promote(g, CONTRACT, input=input, other=other)
    if is_floating(input):
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(input)))
        product = g.op("Mul", input, g.op("Log", other))
        return g.op(
            "Where",
            g.op("Not", g.op("Equal", other, other)),
            other,
            g.op("Where", g.op("Equal", input, zero), zero, product),
        )
    if is_integer(input) or dtype_name(input) == "bool":
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float32))
        x = g.op("Cast", input, to_i=TensorProto.FLOAT)
        y = g.op("Cast", other, to_i=TensorProto.FLOAT)
        return g.op(
            "Where",
            g.op("Not", g.op("Equal", y, y)),
            y,
            g.op("Where", g.op("Equal", x, zero), zero, g.op("Mul", x, g.op("Log", y))),
        )
    CONTRACT.no_variant(input=input)
