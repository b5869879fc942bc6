"""lcm: aten::lcm -> ONNX Identity + Cast + Equal + Where + Mod + Div + Mul + Abs + Sub + Add + Less + Not + And + Neg + Or, opsets 11 to 20.

Generated from mappings/aten/lcm.yaml by `opmapgen build`; do not edit.

Source schema: aten::lcm(Tensor self, Tensor other) -> Tensor

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

SOURCE_OP = "aten::lcm"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(11, 21)
CONTRACT = Contract(
    "lcm",
    "mappings/aten/lcm.yaml",
    dtypes=("uint8", "int8", "int16", "int32", "int64"),
    promote=("input", "other"),
    variants=(
        'dtype(input) == "uint8"',
        'dtype(input) == "int8"',
        'dtype(input) == "int16"',
        'dtype(input) == "int32"',
        'dtype(input) == "int64"',
    ),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v")
def symbolic(g, input, other):
    check_inputs(CONTRACT, input=input, other=other)
    # torch's type promotion: one dtype for these, as torch.result_type gives it
    input, other = promote(g, CONTRACT, input=input, other=other)
    if dtype_name(input) == "uint8":
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(input)))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(input)))
        zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int32))
        one_2 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int32))
        lcm32_c = g.op("Constant", value_t=torch.tensor(256, dtype=torch.int32))
        a = g.op("Identity", input)
        b = g.op("Cast", other, to_i=onnx_dtype_of(input))
        for _ in range(12):
            done = g.op("Equal", a, zero)
            divisor = g.op("Where", done, one, a)
            a = g.op("Mod", b, divisor)
            b = g.op("Where", done, b, divisor)
        g_2 = g.op("Cast", b, to_i=TensorProto.INT32)
        lcm32_abs = g.op(
            "Abs",
            g.op(
                "Mul",
                g.op(
                    "Div",
                    g.op("Cast", input, to_i=TensorProto.INT32),
                    g.op("Where", g.op("Equal", g_2, zero_2), one_2, g_2),
                ),
                g.op("Cast", other, to_i=TensorProto.INT32),
            ),
        )
        lcm32 = g.op(
            "Add",
            g.op("Mod", g.op("Sub", lcm32_abs, zero_2), lcm32_c),
            zero_2,
        )
        return g.op("Cast", lcm32, to_i=TensorProto.UINT8)
    if dtype_name(input) == "int8":
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int32))
        a_c = g.op("Constant", value_t=torch.tensor(-128, dtype=torch.int32))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int32))
        lcm32_c = g.op("Constant", value_t=torch.tensor(256, dtype=torch.int32))
        x = g.op("Cast", input, to_i=TensorProto.INT32)
        y = g.op("Cast", other, to_i=TensorProto.INT32)
        a = g.op(
            "Where",
            g.op("And", g.op("Less", x, zero), g.op("Not", g.op("Equal", x, a_c))),
            g.op("Neg", x),
            x,
        )
        b = g.op(
            "Where",
            g.op("And", g.op("Less", y, zero), g.op("Not", g.op("Equal", y, a_c))),
            g.op("Neg", y),
            y,
        )
        for _ in range(10):
            done = g.op("Equal", a, zero)
            divisor = g.op("Where", done, one, a)
            a = g.op("Mod", b, divisor, fmod_i=1)
            b = g.op("Where", done, b, divisor)
        lcm32_abs = g.op(
            "Abs",
            g.op(
                "Mul",
                g.op("Div", x, g.op("Where", g.op("Equal", b, zero), one, b)),
                y,
            ),
        )
        lcm32 = g.op("Add", g.op("Mod", g.op("Sub", lcm32_abs, a_c), lcm32_c), a_c)
        return g.op("Cast", lcm32, to_i=TensorProto.INT8)
    if dtype_name(input) == "int16":
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int32))
        a_c = g.op("Constant", value_t=torch.tensor(-32768, dtype=torch.int32))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int32))
        lcm32_c = g.op("Constant", value_t=torch.tensor(65536, dtype=torch.int32))
        x = g.op("Cast", input, to_i=TensorProto.INT32)
        y = g.op("Cast", other, to_i=TensorProto.INT32)
        a = g.op(
            "Where",
            g.op("And", g.op("Less", x, zero), g.op("Not", g.op("Equal", x, a_c))),
            g.op("Neg", x),
            x,
        )
        b = g.op(
            "Where",
            g.op("And", g.op("Less", y, zero), g.op("Not", g.op("Equal", y, a_c))),
            g.op("Neg", y),
            y,
        )
        for _ in range(22):
            done = g.op("Equal", a, zero)
            divisor = g.op("Where", done, one, a)
            a = g.op("Mod", b, divisor, fmod_i=1)
            b = g.op("Where", done, b, divisor)
        lcm32_abs = g.op(
            "Abs",
            g.op(
                "Mul",
                g.op("Div", x, g.op("Where", g.op("Equal", b, zero), one, b)),
                y,
            ),
        )
        lcm32 = g.op("Add", g.op("Mod", g.op("Sub", lcm32_abs, a_c), lcm32_c), a_c)
        return g.op("Cast", lcm32, to_i=TensorProto.INT16)
    if dtype_name(input) == "int32":
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(input)))
        a_c = g.op("Constant", value_t=torch.tensor(-2147483648, dtype=dtype_of(input)))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(input)))
        minus_one = g.op("Constant", value_t=torch.tensor(-1, dtype=dtype_of(input)))
        y = g.op("Cast", other, to_i=onnx_dtype_of(input))
        a = g.op(
            "Where",
            g.op(
                "And",
                g.op("Less", input, zero),
                g.op("Not", g.op("Equal", input, a_c)),
            ),
            g.op("Neg", input),
            input,
        )
        b = g.op(
            "Where",
            g.op("And", g.op("Less", y, zero), g.op("Not", g.op("Equal", y, a_c))),
            g.op("Neg", y),
            y,
        )
        for _ in range(45):
            done = g.op("Equal", a, zero)
            divisor = g.op("Where", done, one, a)
            a = g.op("Mod", b, divisor, fmod_i=1)
            b = g.op("Where", done, b, divisor)
        product_where_2 = g.op(
            "Where",
            g.op("Equal", b, minus_one),
            g.op("Neg", input),
            g.op(
                "Div",
                input,
                g.op(
                    "Where",
                    g.op("Or", g.op("Equal", b, zero), g.op("Equal", b, minus_one)),
                    one,
                    b,
                ),
            ),
        )
        product = g.op("Mul", product_where_2, y)
        return g.op("Where", g.op("Less", product, zero), g.op("Neg", product), product)
    if dtype_name(input) == "int64":
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(input)))
        a_c = g.op(
            "Constant",
            value_t=torch.tensor(-9223372036854775808, dtype=dtype_of(input)),
        )
        one = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(input)))
        minus_one = g.op("Constant", value_t=torch.tensor(-1, dtype=dtype_of(input)))
        y = g.op("Cast", other, to_i=onnx_dtype_of(input))
        a = g.op(
            "Where",
            g.op(
                "And",
                g.op("Less", input, zero),
                g.op("Not", g.op("Equal", input, a_c)),
            ),
            g.op("Neg", input),
            input,
        )
        b = g.op(
            "Where",
            g.op("And", g.op("Less", y, zero), g.op("Not", g.op("Equal", y, a_c))),
            g.op("Neg", y),
            y,
        )
        for _ in range(91):
            done = g.op("Equal", a, zero)
            divisor = g.op("Where", done, one, a)
            a = g.op("Mod", b, divisor, fmod_i=1)
            b = g.op("Where", done, b, divisor)
        product_where_2 = g.op(
            "Where",
            g.op("Equal", b, minus_one),
            g.op("Neg", input),
            g.op(
                "Div",
                input,
                g.op(
                    "Where",
                    g.op("Or", g.op("Equal", b, zero), g.op("Equal", b, minus_one)),
                    one,
                    b,
                ),
            ),
        )
        product = g.op("Mul", product_where_2, y)
        return g.op("Where", g.op("Less", product, zero), g.op("Neg", product), product)
    CONTRACT.no_variant(input=input)
