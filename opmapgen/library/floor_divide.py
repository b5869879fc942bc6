"""floor_divide: aten::floor_divide -> ONNX Identity + Mod + Sub + Div + Equal + Not + Less + And + Where + Floor + Greater + Add + Mul + Cast, opsets 11 to 20.

Generated from mappings/aten/floor_divide.yaml by `opmapgen build`; do not edit.

Source schema: aten::floor_divide(Tensor self, Tensor other) -> Tensor

Overrides torch's own symbolic for aten::floor_divide at opsets 11-20:
while registered, every TorchScript export of the op at those opsets uses this mapping.
Why: torch's TorchScript symbolic truncates integer quotients towards zero (floor_divide(-3, 2) exports as -1, torch gives -2) and differs from torch on float quotients near integers

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

SOURCE_OP = "aten::floor_divide"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(11, 21)
CONTRACT = Contract(
    "floor_divide",
    "mappings/aten/floor_divide.yaml",
    dtypes=("float32", "float64", "uint8", "int8", "int16", "int32", "int64"),
    reasons={
        "float16": "the quotient differs by one from torch's vectorized float16 kernel in about 2 of 100,000 elements (OpInfo's large samples), whether computed in float16 or float32; the cause is not found",
        "bfloat16": "ONNX Cast takes bfloat16 only from opset 13, and this mapping starts at 11",
    },
    scalar_typed_ops=("Mod", "Sub", "Div", "Equal", "Less", "Greater", "Add", "Mul"),
    torch_wrong={
        "float16": "quotients rounded towards zero, as its TorchScript symbolic divides and truncates (-5 // 2.5 exports as -1, torch gives -2)",
        "bfloat16": "quotients rounded towards zero, as its TorchScript symbolic divides and truncates (-5 // 2.5 exports as -1, torch gives -2)",
        "float64": "quotients rounded towards zero, as its TorchScript symbolic divides and truncates (-5 // 2.5 exports as -1, torch gives -2)",
    },
    promote=("input", "other"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v")
def symbolic(g, input, other):
    check_inputs(CONTRACT, input=input, other=other)
    # torch's type promotion: one dtype for these, as torch.result_type gives it
    input, other = promote(g, CONTRACT, input=input, other=other)
    if dtype_name(input) in ("float32", "float64"):
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(input)))
        zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(other)))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(input)))
        half = g.op("Constant", value_t=torch.tensor(0.5, dtype=dtype_of(input)))
        a = g.op("Identity", input)
        b = g.op("Identity", other)
        mod = g.op("Mod", a, b, fmod_i=1)
        div = g.op("Div", g.op("Sub", a, mod), b)
        adjusted = g.op(
            "Where",
            g.op(
                "And",
                g.op("Not", g.op("Equal", mod, zero)),
                g.op(
                    "Not",
                    g.op("Equal", g.op("Less", b, zero_2), g.op("Less", mod, zero)),
                ),
            ),
            g.op("Sub", div, one),
            div,
        )
        down = g.op("Floor", adjusted)
        rounded = g.op(
            "Where",
            g.op("Greater", g.op("Sub", adjusted, down), half),
            g.op("Add", down, one),
            down,
        )
        quotient = g.op(
            "Where",
            g.op("Equal", b, zero_2),
            g.op("Div", a, b),
            g.op(
                "Where",
                g.op("Equal", adjusted, zero),
                g.op("Mul", g.op("Div", a, b), zero),
                rounded,
            ),
        )
        return g.op("Identity", quotient)
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
    one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
    a = g.op("Cast", input, to_i=TensorProto.INT64)
    b = g.op("Cast", other, to_i=TensorProto.INT64)
    truncated = g.op("Div", a, b)
    left = g.op("Sub", a, g.op("Mul", truncated, b))
    result_where = g.op(
        "Where",
        g.op(
            "And",
            g.op("Not", g.op("Equal", left, zero)),
            g.op("Not", g.op("Equal", g.op("Less", left, zero), g.op("Less", b, zero))),
        ),
        g.op("Sub", truncated, one),
        truncated,
    )
    return g.op("Cast", result_where, to_i=onnx_dtype_of(input))
