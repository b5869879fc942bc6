"""div_mode: aten::div.Tensor_mode -> ONNX Cast + Div + Mul + IsInf + Sub + Where + Less + Ceil + Floor + Identity + Mod + Equal + Not + And + Greater + Add, opsets 11 to 20.

Generated from mappings/aten/div_mode.yaml by `opmapgen build`; do not edit.

Source schema: aten::div.Tensor_mode(Tensor self, Tensor other, *, str? rounding_mode) -> Tensor

Overrides torch's own symbolic for aten::div at opsets 11-20:
while registered, every TorchScript export of the op at those opsets uses this mapping.
Why: torch's TorchScript symbolic truncates float quotients (rounding_mode="trunc") through int64, so inf, NaN and quotients beyond 2^63 come out wrong, silently; the other overload, a / b, stays torch's

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    absent,
    check_inputs,
    dtype_name,
    dtype_of,
    is_floating,
    onnx_dtype_of,
    parse_args,
    promote,
    torch_fallback,
)

SOURCE_OP = "aten::div"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(11, 21)
CONTRACT = Contract(
    "div_mode",
    "mappings/aten/div_mode.yaml",
    dtypes=(
        "float16",
        "float32",
        "float64",
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
    ),
    reasons={
        "bfloat16": "ONNX Cast takes bfloat16 only from opset 13, and this mapping starts at 11",
    },
    scalar_typed_ops=("Div", "Mul", "Sub", "Less", "Mod", "Equal", "Greater", "Add"),
    torch_wrong={"bfloat16": "an invalid model: ONNX Div takes bfloat16 from opset 13"},
    torch_wrong_below={"bfloat16": 13},
    promote=("input", "other"),
)


@parse_args("v", "v", "s")
def _symbolic(g, input, other, rounding_mode):
    check_inputs(CONTRACT, input=input, other=other)
    # torch's type promotion: one dtype for these, as torch.result_type gives it
    input, other = promote(g, CONTRACT, input=input, other=other)
    CONTRACT.require(
        absent(rounding_mode) or rounding_mode in ("trunc", "floor"),
        'rounding_mode must be None, "trunc" or "floor"',
        rounding_mode=rounding_mode,
    )
    CONTRACT.require(
        rounding_mode != "floor" or dtype_name(input) != "float16",
        "rounding_mode=\"floor\" of float16 differs by one from torch's float16 kernel in rare elements (as floor_divide's does); cast to float32 first",
        torch_wrong="floor quotients one off from torch's in some of OpInfo's large float16 samples",
        rounding_mode=rounding_mode,
        input=input,
    )
    if rounding_mode == "trunc" and dtype_name(input) == "float16":
        scaled_c = g.op("Constant", value_t=torch.tensor(8193.0, dtype=torch.float32))
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float32))
        exact = g.op(
            "Div",
            g.op("Cast", input, to_i=TensorProto.FLOAT),
            g.op("Cast", other, to_i=TensorProto.FLOAT),
        )
        scaled = g.op("Mul", exact, scaled_c)
        quotient = g.op(
            "Where",
            g.op("IsInf", exact),
            exact,
            g.op("Sub", scaled, g.op("Sub", scaled, exact)),
        )
        return g.op(
            "Cast",
            g.op(
                "Where",
                g.op("Less", quotient, zero),
                g.op("Ceil", quotient),
                g.op("Floor", quotient),
            ),
            to_i=TensorProto.FLOAT16,
        )
    if rounding_mode == "trunc" and is_floating(input):
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(input)))
        quotient = g.op("Div", input, other)
        return g.op(
            "Where",
            g.op("Less", quotient, zero),
            g.op("Ceil", quotient),
            g.op("Floor", quotient),
        )
    if rounding_mode == "floor" and is_floating(input):
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
        return g.op(
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
    if rounding_mode == "trunc":
        return g.op(
            "Cast",
            g.op(
                "Div",
                g.op("Cast", input, to_i=TensorProto.INT64),
                g.op("Cast", other, to_i=TensorProto.INT64),
            ),
            to_i=onnx_dtype_of(input),
        )
    if rounding_mode == "floor":
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
                g.op(
                    "Not",
                    g.op("Equal", g.op("Less", left, zero), g.op("Less", b, zero)),
                ),
            ),
            g.op("Sub", truncated, one),
            truncated,
        )
        return g.op("Cast", result_where, to_i=onnx_dtype_of(input))
    if is_floating(input):
        return g.op("Div", input, other)
    return g.op(
        "Div",
        g.op("Cast", input, to_i=TensorProto.FLOAT),
        g.op("Cast", other, to_i=TensorProto.FLOAT),
    )


@torch_fallback(CONTRACT, SOURCE_OP)
def symbolic(g, *args):
    # The TorchScript exporter sends every overload of aten::div here.
    if len(args) != 3:
        CONTRACT.refuse(
            "only aten::div.Tensor_mode(Tensor self, Tensor other, *, str? rounding_mode) is mapped, not aten::div.Scalar or aten::div.Tensor (another number of args)",
            args=len(args),
        )
    return _symbolic(g, *args)
