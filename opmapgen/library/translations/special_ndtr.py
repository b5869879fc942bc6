"""special_ndtr for the dynamo exporter: aten::special_ndtr -> ONNX Mul + Erf + Add + Cast, opsets 18 to 23.

Generated from mappings/aten/special_ndtr.yaml by `opmapgen build`; do not edit.

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

TARGET = "aten::special_ndtr.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::special_ndtr(Tensor self) -> Tensor"
OPSETS = range(18, 24)
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


@torch_fallback(CONTRACT, TARGET)
def translation(input):
    check_inputs(CONTRACT, input=input)
    if dtype_name(input) == "float32":
        result_c = constant(0.7071067811865476, like=input)
        one = constant(1, like=input)
        half = constant(0.5, like=input)
        return op.Mul(half, op.Add(one, op.Erf(op.Mul(input, result_c))))
    if dtype_name(input) == "float16":
        z_c = constant(0.7071067811865476, dtype="float32")
        one = constant(1, dtype="float32")
        half = constant(0.5, dtype="float32")
        z = op.Cast(
            op.Cast(
                op.Mul(op.Cast(input, to=TensorProto.FLOAT), z_c),
                to=TensorProto.FLOAT16,
            ),
            to=TensorProto.FLOAT,
        )
        e = op.Cast(op.Cast(op.Erf(z), to=TensorProto.FLOAT16), to=TensorProto.FLOAT)
        return op.Cast(
            op.Mul(
                op.Cast(
                    op.Cast(op.Add(one, e), to=TensorProto.FLOAT16),
                    to=TensorProto.FLOAT,
                ),
                half,
            ),
            to=TensorProto.FLOAT16,
        )
    if is_integer(input) or dtype_name(input) == "bool":
        result_c = constant(0.7071067811865476, dtype="float32")
        one = constant(1, dtype="float32")
        half = constant(0.5, dtype="float32")
        return op.Mul(
            half,
            op.Add(one, op.Erf(op.Mul(op.Cast(input, to=TensorProto.FLOAT), result_c))),
        )
    CONTRACT.no_variant(input=input)
