"""angle: aten::angle -> ONNX Equal + Not + Less + Cast + Mul + Where, opsets 11 to 20.

Generated from mappings/aten/angle.yaml by `opmapgen build`; do not edit.

Source schema: aten::angle(Tensor self) -> Tensor

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
    onnx_dtype_of,
    parse_args,
    torch_fallback,
)

SOURCE_OP = "aten::angle"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(11, 21)
CONTRACT = Contract(
    "angle",
    "mappings/aten/angle.yaml",
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
        "complex": "ONNX has no complex tensors",
    },
    scalar_typed_ops=("Equal", "Less", "Mul"),
    variants=("floating(input)", 'integer(input) or dtype(input) == "bool"'),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, input):
    check_inputs(CONTRACT, input=input)
    if is_floating(input):
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(input)))
        result_c = g.op(
            "Constant",
            value_t=torch.tensor(3.141592653589793, dtype=dtype_of(input)),
        )
        return g.op(
            "Where",
            g.op("Not", g.op("Equal", input, input)),
            input,
            g.op(
                "Mul",
                g.op("Cast", g.op("Less", input, zero), to_i=onnx_dtype_of(input)),
                result_c,
            ),
        )
    if is_integer(input) or dtype_name(input) == "bool":
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float32))
        result_c = g.op(
            "Constant",
            value_t=torch.tensor(3.141592653589793, dtype=torch.float32),
        )
        x = g.op("Cast", input, to_i=TensorProto.FLOAT)
        return g.op(
            "Mul",
            g.op("Cast", g.op("Less", x, zero), to_i=TensorProto.FLOAT),
            result_c,
        )
    CONTRACT.no_variant(input=input)
