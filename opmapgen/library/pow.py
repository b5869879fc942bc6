"""pow: aten::pow.Tensor_Tensor -> ONNX Pow + Cast + Identity + Mul + Add + Mod + Equal + Where + Div + Sub + Less, opsets 10 to 20.

Generated from mappings/aten/pow.yaml by `opmapgen build`; do not edit.

Source schema: aten::pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor

Overrides torch's own symbolic for aten::pow at opsets 10-20:
while registered, every TorchScript export of the op at those opsets uses this mapping.
Why: torch's conversions compute integer pow with ONNX Pow, which ONNX Runtime computes in double: int64 results beyond 2^53 come out wrong (3 ** 39 is 11 too small), overflowing int32 and int64 results come out as the type's minimum where torch wraps, and the TorchScript exporter gives an invalid graph for int8, int16 and uint8; torch's translation does not promote mixed dtypes (float16 ** float32 comes out float16, float32 ** float64 an invalid model)

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_name,
    onnx_dtype_of,
    parse_args,
    promote,
    torch_fallback,
)

SOURCE_OP = "aten::pow"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(10, 21)
CONTRACT = Contract(
    "pow",
    "mappings/aten/pow.yaml",
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
    scalar_typed_ops=("Pow", "Mul", "Add", "Mod", "Equal", "Div", "Sub", "Less"),
    torch_wrong={"bfloat16": "an invalid model: ONNX Pow takes bfloat16 from opset 13"},
    torch_wrong_below={"bfloat16": 13},
    promote=("input", "exponent"),
    promote_kind="BOOL_TO_LONG",
    promoted=(
        "float16",
        "float32",
        "float64",
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
    ),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v")
def symbolic(g, input, exponent):
    check_inputs(CONTRACT, input=input, exponent=exponent)
    # torch's type promotion: one dtype for these, as torch.result_type gives it
    input, exponent = promote(g, CONTRACT, input=input, exponent=exponent)
    if dtype_name(input) in ("float32", "float64"):
        return g.op("Pow", input, exponent)
    if dtype_name(input) == "float16":
        return g.op(
            "Cast",
            g.op(
                "Pow",
                g.op("Cast", input, to_i=TensorProto.FLOAT),
                g.op("Cast", exponent, to_i=TensorProto.FLOAT),
            ),
            to_i=TensorProto.FLOAT16,
        )
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
    one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
    two = g.op("Constant", value_t=torch.tensor(2, dtype=torch.int64))
    minus_one = g.op("Constant", value_t=torch.tensor(-1, dtype=torch.int64))
    base = g.op("Cast", input, to_i=TensorProto.INT64)
    e = g.op("Cast", exponent, to_i=TensorProto.INT64)
    power = g.op("Identity", base)
    rest = g.op("Identity", e)
    acc = g.op("Add", g.op("Mul", base, zero), one)
    for _ in range(63):
        acc = g.op(
            "Where",
            g.op("Equal", g.op("Mod", rest, two), one),
            g.op("Mul", acc, power),
            acc,
        )
        power = g.op("Mul", power, power)
        rest = g.op("Div", rest, two)
    negative = g.op(
        "Where",
        g.op("Equal", base, one),
        one,
        g.op(
            "Where",
            g.op("Equal", base, minus_one),
            g.op("Sub", one, g.op("Mul", two, g.op("Mod", e, two))),
            zero,
        ),
    )
    exact = g.op("Where", g.op("Less", e, zero), negative, acc)
    return g.op("Cast", exact, to_i=onnx_dtype_of(input))
