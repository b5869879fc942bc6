"""xlogy for the dynamo exporter: aten::xlogy.Tensor -> ONNX Log + Mul + Equal + Not + Where + Cast, opsets 18 to 23.

Generated from mappings/aten/xlogy.yaml by `opmapgen build`; do not edit.

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
    is_floating,
    is_integer,
    promote,
    torch_fallback,
)

TARGET = "aten::xlogy.Tensor"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::xlogy.Tensor(Tensor self, Tensor other) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "xlogy",
    "mappings/aten/xlogy.yaml",
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
    reasons={"bfloat16": "ONNX Runtime has no bfloat16 Log kernel on the CPU"},
    promote=("input", "other"),
    promote_kind="INT_TO_FLOAT",
    promoted=("float16", "float32", "float64"),
    variants=("floating(input)", 'integer(input) or dtype(input) == "bool"'),
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, other):
    check_inputs(CONTRACT, input=input, other=other)
    # torch's type promotion: one dtype for these, as torch.result_type gives it
    input, other = promote(CONTRACT, input=input, other=other)
    if is_floating(input):
        zero = constant(0, like=input)
        product = op.Mul(input, op.Log(other))
        return op.Where(
            op.Not(op.Equal(other, other)),
            other,
            op.Where(op.Equal(input, zero), zero, product),
        )
    if is_integer(input) or dtype_name(input) == "bool":
        zero = constant(0, dtype="float32")
        x = op.Cast(input, to=TensorProto.FLOAT)
        y = op.Cast(other, to=TensorProto.FLOAT)
        return op.Where(
            op.Not(op.Equal(y, y)),
            y,
            op.Where(op.Equal(x, zero), zero, op.Mul(x, op.Log(y))),
        )
    CONTRACT.no_variant(input=input)
