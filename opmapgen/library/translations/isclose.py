"""isclose for the dynamo exporter: aten::isclose -> ONNX Sub + Abs + Mul + Sum + Less + Greater + Not + And + Equal + Or + Identity + Cast, opsets 18 to 23.

Generated from mappings/aten/isclose.yaml by `opmapgen build`; do not edit.

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
    is_integer,
    torch_fallback,
)

TARGET = "aten::isclose.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::isclose(Tensor self, Tensor other, float rtol=1.0000000000000001e-05, float atol=1e-08, bool equal_nan=False) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "isclose",
    "mappings/aten/isclose.yaml",
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
        "bfloat16": "the formula computes float16 in float32 and casts back; that path is not written for bfloat16 yet",
        "complex": "ONNX has no complex tensors",
    },
    variants=(
        'dtype(input) in ("float32", "float64")',
        'dtype(input) == "float16"',
        'integer(input) or dtype(input) == "bool"',
    ),
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, other, rtol=1e-05, atol=1e-08, equal_nan=False):
    check_inputs(CONTRACT, input=input, other=other)
    if dtype_name(input) in ("float32", "float64"):
        rtol_value = constant(rtol, like=other)
        atol_value = constant(atol, like=other)
        inf = constant(float("inf"), like=input)
        err = op.Abs(op.Sub(input, other))
        allowed = op.Sum(op.Abs(op.Mul(rtol_value, other)), atol_value)
        near = op.And(op.Less(err, inf), op.Not(op.Greater(err, allowed)))
        close = op.Or(op.Equal(input, other), near)
        if equal_nan:
            return op.Or(
                close,
                op.And(op.Not(op.Equal(input, input)), op.Not(op.Equal(other, other))),
            )
        else:
            return op.Identity(close)
    if dtype_name(input) == "float16":
        rtol_value = constant(rtol, dtype="float32")
        atol_value = constant(atol, dtype="float32")
        inf = constant(float("inf"), dtype="float32")
        a = op.Cast(input, to=TensorProto.FLOAT)
        b = op.Cast(other, to=TensorProto.FLOAT)
        err_cast_3 = op.Cast(
            op.Abs(
                op.Cast(
                    op.Cast(op.Sub(a, b), to=TensorProto.FLOAT16),
                    to=TensorProto.FLOAT,
                ),
            ),
            to=TensorProto.FLOAT16,
        )
        err = op.Cast(err_cast_3, to=TensorProto.FLOAT)
        scaled_cast_3 = op.Cast(
            op.Abs(
                op.Cast(
                    op.Cast(op.Mul(b, rtol_value), to=TensorProto.FLOAT16),
                    to=TensorProto.FLOAT,
                ),
            ),
            to=TensorProto.FLOAT16,
        )
        scaled = op.Cast(scaled_cast_3, to=TensorProto.FLOAT)
        allowed = op.Cast(
            op.Cast(op.Sum(scaled, atol_value), to=TensorProto.FLOAT16),
            to=TensorProto.FLOAT,
        )
        near = op.And(op.Less(err, inf), op.Not(op.Greater(err, allowed)))
        close = op.Or(op.Equal(a, b), near)
        if equal_nan:
            return op.Or(close, op.And(op.Not(op.Equal(a, a)), op.Not(op.Equal(b, b))))
        else:
            return op.Identity(close)
    if is_integer(input) or dtype_name(input) == "bool":
        same = op.Equal(input, other)
        a = op.Cast(input, to=TensorProto.FLOAT)
        b = op.Cast(other, to=TensorProto.FLOAT)
        if atol == 0 and rtol == 0:
            return op.Identity(same)
        else:
            rtol_value = constant(rtol, dtype="float32")
            atol_value = constant(atol, dtype="float32")
            result_not = op.Not(
                op.Greater(
                    op.Abs(op.Sub(a, b)),
                    op.Sum(op.Abs(op.Mul(b, rtol_value)), atol_value),
                ),
            )
            return op.Or(same, result_not)
    CONTRACT.no_variant(input=input)
