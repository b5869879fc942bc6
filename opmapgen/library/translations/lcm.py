"""lcm for the dynamo exporter: aten::lcm -> ONNX Identity + Cast + Equal + Where + Mod + Div + Mul + Abs + Sub + Add + Less + Not + And + Neg + Or, opsets 18 to 23.

Generated from mappings/aten/lcm.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnx import TensorProto
from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    check_inputs,
    constant,
    dtype_name,
    onnx_dtype_of,
    promote,
    torch_fallback,
)

TARGET = "aten::lcm.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::lcm(Tensor self, Tensor other) -> Tensor"
OPSETS = range(18, 24)
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


@torch_fallback(CONTRACT, TARGET)
def translation(input, other):
    check_inputs(CONTRACT, input=input, other=other)
    # torch's type promotion: one dtype for these, as torch.result_type gives it
    input, other = promote(CONTRACT, input=input, other=other)
    if dtype_name(input) == "uint8":
        zero = constant(0, like=input)
        one = constant(1, like=input)
        zero_2 = constant(0, dtype="int32")
        one_2 = constant(1, dtype="int32")
        lcm32_c = constant(256, dtype="int32")
        a = op.Identity(input)
        b = op.Cast(other, to=onnx_dtype_of(input))
        for _ in range(12):
            done = op.Equal(a, zero)
            divisor = op.Where(done, one, a)
            a = op.Mod(b, divisor)
            b = op.Where(done, b, divisor)
        g_2 = op.Cast(b, to=TensorProto.INT32)
        lcm32_abs = op.Abs(
            op.Mul(
                op.Div(
                    op.Cast(input, to=TensorProto.INT32),
                    op.Where(op.Equal(g_2, zero_2), one_2, g_2),
                ),
                op.Cast(other, to=TensorProto.INT32),
            ),
        )
        lcm32 = op.Add(op.Mod(op.Sub(lcm32_abs, zero_2), lcm32_c), zero_2)
        return op.Cast(lcm32, to=TensorProto.UINT8)
    if dtype_name(input) == "int8":
        zero = constant(0, dtype="int32")
        a_c = constant(-128, dtype="int32")
        one = constant(1, dtype="int32")
        lcm32_c = constant(256, dtype="int32")
        x = op.Cast(input, to=TensorProto.INT32)
        y = op.Cast(other, to=TensorProto.INT32)
        a = op.Where(op.And(op.Less(x, zero), op.Not(op.Equal(x, a_c))), op.Neg(x), x)
        b = op.Where(op.And(op.Less(y, zero), op.Not(op.Equal(y, a_c))), op.Neg(y), y)
        for _ in range(10):
            done = op.Equal(a, zero)
            divisor = op.Where(done, one, a)
            a = op.Mod(b, divisor, fmod=1)
            b = op.Where(done, b, divisor)
        lcm32_abs = op.Abs(op.Mul(op.Div(x, op.Where(op.Equal(b, zero), one, b)), y))
        lcm32 = op.Add(op.Mod(op.Sub(lcm32_abs, a_c), lcm32_c), a_c)
        return op.Cast(lcm32, to=TensorProto.INT8)
    if dtype_name(input) == "int16":
        zero = constant(0, dtype="int32")
        a_c = constant(-32768, dtype="int32")
        one = constant(1, dtype="int32")
        lcm32_c = constant(65536, dtype="int32")
        x = op.Cast(input, to=TensorProto.INT32)
        y = op.Cast(other, to=TensorProto.INT32)
        a = op.Where(op.And(op.Less(x, zero), op.Not(op.Equal(x, a_c))), op.Neg(x), x)
        b = op.Where(op.And(op.Less(y, zero), op.Not(op.Equal(y, a_c))), op.Neg(y), y)
        for _ in range(22):
            done = op.Equal(a, zero)
            divisor = op.Where(done, one, a)
            a = op.Mod(b, divisor, fmod=1)
            b = op.Where(done, b, divisor)
        lcm32_abs = op.Abs(op.Mul(op.Div(x, op.Where(op.Equal(b, zero), one, b)), y))
        lcm32 = op.Add(op.Mod(op.Sub(lcm32_abs, a_c), lcm32_c), a_c)
        return op.Cast(lcm32, to=TensorProto.INT16)
    if dtype_name(input) == "int32":
        zero = constant(0, like=input)
        a_c = constant(-2147483648, like=input)
        one = constant(1, like=input)
        minus_one = constant(-1, like=input)
        y = op.Cast(other, to=onnx_dtype_of(input))
        a = op.Where(
            op.And(op.Less(input, zero), op.Not(op.Equal(input, a_c))),
            op.Neg(input),
            input,
        )
        b = op.Where(op.And(op.Less(y, zero), op.Not(op.Equal(y, a_c))), op.Neg(y), y)
        for _ in range(45):
            done = op.Equal(a, zero)
            divisor = op.Where(done, one, a)
            a = op.Mod(b, divisor, fmod=1)
            b = op.Where(done, b, divisor)
        product_where_2 = op.Where(
            op.Equal(b, minus_one),
            op.Neg(input),
            op.Div(
                input,
                op.Where(op.Or(op.Equal(b, zero), op.Equal(b, minus_one)), one, b),
            ),
        )
        product = op.Mul(product_where_2, y)
        return op.Where(op.Less(product, zero), op.Neg(product), product)
    if dtype_name(input) == "int64":
        zero = constant(0, like=input)
        a_c = constant(-9223372036854775808, like=input)
        one = constant(1, like=input)
        minus_one = constant(-1, like=input)
        y = op.Cast(other, to=onnx_dtype_of(input))
        a = op.Where(
            op.And(op.Less(input, zero), op.Not(op.Equal(input, a_c))),
            op.Neg(input),
            input,
        )
        b = op.Where(op.And(op.Less(y, zero), op.Not(op.Equal(y, a_c))), op.Neg(y), y)
        for _ in range(91):
            done = op.Equal(a, zero)
            divisor = op.Where(done, one, a)
            a = op.Mod(b, divisor, fmod=1)
            b = op.Where(done, b, divisor)
        product_where_2 = op.Where(
            op.Equal(b, minus_one),
            op.Neg(input),
            op.Div(
                input,
                op.Where(op.Or(op.Equal(b, zero), op.Equal(b, minus_one)), one, b),
            ),
        )
        product = op.Mul(product_where_2, y)
        return op.Where(op.Less(product, zero), op.Neg(product), product)
    CONTRACT.no_variant(input=input)
