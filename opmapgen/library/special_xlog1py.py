"""special_xlog1py: aten::special_xlog1py -> ONNX Add + Equal + Log + Sub + Div + Mul + Where + Not + Cast, opsets 11 to 20.

Generated from mappings/aten/special_xlog1py.yaml by `opmapgen build`; do not edit.

Source schema: aten::special_xlog1py(Tensor self, Tensor other) -> Tensor

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
    parse_args,
    promote,
    torch_fallback,
)

SOURCE_OP = "aten::special_xlog1py"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(11, 21)
CONTRACT = Contract(
    "special_xlog1py",
    "mappings/aten/special_xlog1py.yaml",
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
        "uint16",
        "uint32",
        "uint64",
    ),
    reasons={
        "bfloat16": "ONNX Cast takes bfloat16 only from opset 13, and this mapping starts at 11",
    },
    scalar_typed_ops=("Add", "Equal", "Sub", "Div", "Mul"),
    promote=("input", "other"),
    promote_kind="INT_TO_FLOAT",
    promoted=("float16", "float32", "float64"),
    variants=('dtype(input) in ("float32", "float64")', 'dtype(input) == "float16"'),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v")
def symbolic(g, input, other):
    check_inputs(CONTRACT, input=input, other=other)
    # torch's type promotion: one dtype for these, as torch.result_type gives it
    input, other = promote(g, CONTRACT, input=input, other=other)
    if dtype_name(input) in ("float32", "float64"):
        one = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(other)))
        inf = g.op(
            "Constant",
            value_t=torch.tensor(float("inf"), dtype=dtype_of(other)),
        )
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(input)))
        u = g.op("Add", one, other)
        log1p = g.op(
            "Where",
            g.op("Equal", u, one),
            other,
            g.op(
                "Where",
                g.op("Equal", other, inf),
                other,
                g.op("Mul", g.op("Log", u), g.op("Div", other, g.op("Sub", u, one))),
            ),
        )
        return g.op(
            "Where",
            g.op("Not", g.op("Equal", other, other)),
            other,
            g.op("Where", g.op("Equal", input, zero), zero, g.op("Mul", input, log1p)),
        )
    if dtype_name(input) == "float16":
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float32))
        inf = g.op("Constant", value_t=torch.tensor(float("inf"), dtype=torch.float32))
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float32))
        x = g.op("Cast", input, to_i=TensorProto.FLOAT)
        y = g.op("Cast", other, to_i=TensorProto.FLOAT)
        u = g.op("Add", one, y)
        log1p = g.op(
            "Where",
            g.op("Equal", u, one),
            y,
            g.op(
                "Where",
                g.op("Equal", y, inf),
                y,
                g.op("Mul", g.op("Log", u), g.op("Div", y, g.op("Sub", u, one))),
            ),
        )
        return g.op(
            "Cast",
            g.op(
                "Where",
                g.op("Not", g.op("Equal", y, y)),
                y,
                g.op("Where", g.op("Equal", x, zero), zero, g.op("Mul", x, log1p)),
            ),
            to_i=TensorProto.FLOAT16,
        )
    CONTRACT.no_variant(input=input)
