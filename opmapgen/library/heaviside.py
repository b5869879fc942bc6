"""heaviside: aten::heaviside -> ONNX Or + Equal + Cast + Greater + Where, opsets 11 to 20.

Generated from mappings/aten/heaviside.yaml by `opmapgen build`; do not edit.

Source schema: aten::heaviside(Tensor self, Tensor values) -> Tensor

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
    onnx_dtype_of,
    parse_args,
    promote,
    torch_fallback,
)

SOURCE_OP = "aten::heaviside"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(11, 21)
CONTRACT = Contract(
    "heaviside",
    "mappings/aten/heaviside.yaml",
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
        "bfloat16": "ONNX Runtime has no bfloat16 Equal or Greater kernel on the CPU",
    },
    scalar_typed_ops=("Equal", "Greater"),
    scalar_typed_inputs=("input",),
    promote=("input", "values"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v")
def symbolic(g, input, values):
    check_inputs(CONTRACT, input=input, values=values)
    # torch's type promotion: one dtype for these, as torch.result_type gives it
    input, values = promote(g, CONTRACT, input=input, values=values)
    if dtype_name(input) == "bool":
        return g.op("Or", input, values)
    if dtype_name(input) == "int16":
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(input)))
        r = g.op(
            "Where",
            g.op("Equal", input, zero),
            g.op("Cast", values, to_i=TensorProto.INT32),
            g.op("Cast", g.op("Greater", input, zero), to_i=TensorProto.INT32),
        )
        return g.op("Cast", r, to_i=onnx_dtype_of(input))
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(input)))
    return g.op(
        "Where",
        g.op("Equal", input, zero),
        values,
        g.op("Cast", g.op("Greater", input, zero), to_i=onnx_dtype_of(input)),
    )
