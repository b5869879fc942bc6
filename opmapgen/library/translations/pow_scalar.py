"""pow_scalar for the dynamo exporter: aten::pow.Scalar -> ONNX Cast + Identity + Mul + Add + Mod + Equal + Where + Div + Sub + Less, opsets 18 to 23.

Generated from mappings/aten/pow_scalar.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnx import TensorProto
from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    check_inputs,
    constant,
    onnx_dtype_of,
    promote,
    torch_fallback,
)

TARGET = "aten::pow.Scalar"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::pow.Scalar(Scalar self, Tensor exponent) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "pow_scalar",
    "mappings/aten/pow_scalar.yaml",
    dtypes=("uint8", "int8", "int16", "int32", "int64"),
    promote=("input", "exponent"),
    promote_kind="BOOL_TO_LONG",
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, exponent):
    check_inputs(CONTRACT, input=input, exponent=exponent)
    # torch's type promotion: one dtype for these, as torch.result_type gives it
    input, exponent = promote(CONTRACT, input=input, exponent=exponent)
    zero = constant(0, dtype="int64")
    one = constant(1, dtype="int64")
    two = constant(2, dtype="int64")
    minus_one = constant(-1, dtype="int64")
    base = op.Cast(input, to=TensorProto.INT64)
    e = op.Cast(exponent, to=TensorProto.INT64)
    power = op.Identity(base)
    rest = op.Identity(e)
    acc = op.Add(op.Mul(base, zero), one)
    for _ in range(63):
        acc = op.Where(op.Equal(op.Mod(rest, two), one), op.Mul(acc, power), acc)
        power = op.Mul(power, power)
        rest = op.Div(rest, two)
    negative = op.Where(
        op.Equal(base, one),
        one,
        op.Where(
            op.Equal(base, minus_one),
            op.Sub(one, op.Mul(two, op.Mod(e, two))),
            zero,
        ),
    )
    exact = op.Where(op.Less(e, zero), negative, acc)
    return op.Cast(exact, to=onnx_dtype_of(exponent))
