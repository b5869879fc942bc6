"""special_ndtr: aten::special_ndtr -> ONNX Mul + Erf + Add + Cast, opsets 9 to 20.

Generated from mappings/aten/special_ndtr.yaml by `opmapgen build`; do not edit.

Source schema: aten::special_ndtr(Tensor self) -> Tensor

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

SOURCE_OP = "aten::special_ndtr"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(9, 21)
CONTRACT = Contract(
    "special_ndtr",
    "mappings/aten/special_ndtr.yaml",
    dtypes=("float16", "float32", "uint8", "int8", "int16", "int32", "int64", "bool"),
    reasons={
        "float64": "ONNX Runtime has no double Erf kernel, and erf in float32 is not float64-accurate",
        "bfloat16": "ONNX Runtime has no bfloat16 Erf kernel on the CPU",
    },
    variants=(
        'dtype(input) == "float32"',
        'dtype(input) == "float16"',
        'integer(input) or dtype(input) == "bool"',
    ),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, input):
    check_inputs(CONTRACT, input=input)
    if dtype_name(input) == "float32":
        result_c = g.op(
            "Constant",
            value_t=torch.tensor(0.7071067811865476, dtype=dtype_of(input)),
        )
        one = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(input)))
        half = g.op("Constant", value_t=torch.tensor(0.5, dtype=dtype_of(input)))
        return g.op(
            "Mul",
            half,
            g.op("Add", one, g.op("Erf", g.op("Mul", input, result_c))),
        )
    if dtype_name(input) == "float16":
        z_c = g.op(
            "Constant",
            value_t=torch.tensor(0.7071067811865476, dtype=torch.float32),
        )
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float32))
        half = g.op("Constant", value_t=torch.tensor(0.5, dtype=torch.float32))
        z = g.op(
            "Cast",
            g.op(
                "Cast",
                g.op("Mul", g.op("Cast", input, to_i=TensorProto.FLOAT), z_c),
                to_i=TensorProto.FLOAT16,
            ),
            to_i=TensorProto.FLOAT,
        )
        e = g.op(
            "Cast",
            g.op("Cast", g.op("Erf", z), to_i=TensorProto.FLOAT16),
            to_i=TensorProto.FLOAT,
        )
        return g.op(
            "Cast",
            g.op(
                "Mul",
                g.op(
                    "Cast",
                    g.op("Cast", g.op("Add", one, e), to_i=TensorProto.FLOAT16),
                    to_i=TensorProto.FLOAT,
                ),
                half,
            ),
            to_i=TensorProto.FLOAT16,
        )
    if is_integer(input) or dtype_name(input) == "bool":
        result_c = g.op(
            "Constant",
            value_t=torch.tensor(0.7071067811865476, dtype=torch.float32),
        )
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float32))
        half = g.op("Constant", value_t=torch.tensor(0.5, dtype=torch.float32))
        return g.op(
            "Mul",
            half,
            g.op(
                "Add",
                one,
                g.op(
                    "Erf",
                    g.op("Mul", g.op("Cast", input, to_i=TensorProto.FLOAT), result_c),
                ),
            ),
        )
    CONTRACT.no_variant(input=input)
