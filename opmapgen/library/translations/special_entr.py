"""special_entr for the dynamo exporter: aten::special_entr -> ONNX Greater + Neg + Log + Mul + Equal + Where + Cast, opsets 18 to 23.

Generated from mappings/aten/special_entr.yaml by `opmapgen build`; do not edit.

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

TARGET = "aten::special_entr.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::special_entr(Tensor self) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "special_entr",
    "mappings/aten/special_entr.yaml",
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
    },
    variants=(
        'dtype(input) in ("float32", "float64")',
        'dtype(input) == "float16"',
        'integer(input) or dtype(input) == "bool"',
    ),
)


@torch_fallback(CONTRACT, TARGET)
def translation(input):
    check_inputs(CONTRACT, input=input)
    if dtype_name(input) in ("float32", "float64"):
        zero = constant(0, like=input)
        inf = constant(float("inf"), like=input)
        return op.Where(
            op.Greater(input, zero),
            op.Mul(op.Neg(input), op.Log(input)),
            op.Where(op.Equal(input, zero), zero, op.Mul(input, inf)),
        )
    if dtype_name(input) == "float16":
        zero = constant(0, dtype="float32")
        inf = constant(float("inf"), dtype="float32")
        x = op.Cast(input, to=TensorProto.FLOAT)
        return op.Cast(
            op.Where(
                op.Greater(x, zero),
                op.Mul(op.Neg(x), op.Log(x)),
                op.Where(op.Equal(x, zero), zero, op.Mul(x, inf)),
            ),
            to=TensorProto.FLOAT16,
        )
    if is_integer(input) or dtype_name(input) == "bool":
        zero = constant(0, dtype="float32")
        inf = constant(float("inf"), dtype="float32")
        x = op.Cast(input, to=TensorProto.FLOAT)
        return op.Where(
            op.Greater(x, zero),
            op.Mul(op.Neg(x), op.Log(x)),
            op.Where(op.Equal(x, zero), zero, op.Mul(x, inf)),
        )
    CONTRACT.no_variant(input=input)
