"""special_xlog1py for the dynamo exporter: aten::special_xlog1py -> ONNX Add + Equal + Log + Sub + Div + Mul + Where + Not + Cast, opsets 18 to 23.

Generated from mappings/aten/special_xlog1py.yaml by `opmapgen build`; do not edit.

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
    promote,
    torch_fallback,
)

TARGET = "aten::special_xlog1py.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::special_xlog1py(Tensor self, Tensor other) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "special_xlog1py",
    "mappings/aten/special_xlog1py.yaml",
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
        "uint16",
        "uint32",
        "uint64",
    ),
    reasons={
        "bfloat16": "ONNX Cast takes bfloat16 only from opset 13, and this mapping starts at 11",
    },
    promote=("input", "other"),
    promote_kind="INT_TO_FLOAT",
    promoted=("float16", "float32", "float64"),
    variants=('dtype(input) in ("float32", "float64")', 'dtype(input) == "float16"'),
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, other):
    check_inputs(CONTRACT, input=input, other=other)
    # torch's type promotion: one dtype for these, as torch.result_type gives it
    input, other = promote(CONTRACT, input=input, other=other)
    if dtype_name(input) in ("float32", "float64"):
        one = constant(1, like=other)
        inf = constant(float("inf"), like=other)
        zero = constant(0, like=input)
        u = op.Add(one, other)
        log1p = op.Where(
            op.Equal(u, one),
            other,
            op.Where(
                op.Equal(other, inf),
                other,
                op.Mul(op.Log(u), op.Div(other, op.Sub(u, one))),
            ),
        )
        return op.Where(
            op.Not(op.Equal(other, other)),
            other,
            op.Where(op.Equal(input, zero), zero, op.Mul(input, log1p)),
        )
    if dtype_name(input) == "float16":
        one = constant(1, dtype="float32")
        inf = constant(float("inf"), dtype="float32")
        zero = constant(0, dtype="float32")
        x = op.Cast(input, to=TensorProto.FLOAT)
        y = op.Cast(other, to=TensorProto.FLOAT)
        u = op.Add(one, y)
        log1p = op.Where(
            op.Equal(u, one),
            y,
            op.Where(op.Equal(y, inf), y, op.Mul(op.Log(u), op.Div(y, op.Sub(u, one)))),
        )
        return op.Cast(
            op.Where(
                op.Not(op.Equal(y, y)),
                y,
                op.Where(op.Equal(x, zero), zero, op.Mul(x, log1p)),
            ),
            to=TensorProto.FLOAT16,
        )
    CONTRACT.no_variant(input=input)
