"""real: aten::real -> ONNX Gather + Identity, opsets 9 to 20.

Generated from mappings/aten/real.yaml by `opmapgen build`; do not edit.

Source schema: aten::real(Tensor(a) self) -> Tensor(a)

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_name,
    parse_args,
    present,
    torch_fallback,
)

SOURCE_OP = "aten::real"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(9, 21)
CONTRACT = Contract(
    "real",
    "mappings/aten/real.yaml",
    dtypes=(
        "complex64",
        "complex128",
        "float16",
        "bfloat16",
        "float32",
        "float64",
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
        "bool",
    ),
    dtype_opsets={"bfloat16": 13},
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, input):
    opset = g.opset
    check_inputs(CONTRACT, input=input, opset=opset)
    CONTRACT.require(
        present(dtype_name(input)),
        "the input's dtype is one the TorchScript exporter cannot name (complex32, or not known at export); torch's ONNX shape inference fails on it",
        input=input,
    )
    if dtype_name(input) in ("complex64", "complex128"):
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        return g.op("Gather", input, zero, axis_i=-1)
    return g.op("Identity", input)
