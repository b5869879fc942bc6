"""dist for the dynamo exporter: aten::dist -> ONNX Cast + Sub + Abs + Equal + Not + ReduceSum + ReduceMax + ReduceMin + Mul + Sqrt + Pow + Squeeze, opsets 18 to 23.

Generated from mappings/aten/dist.yaml by `opmapgen build`; do not edit.

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
    onnx_dtype_of,
    promote,
    torch_fallback,
)

TARGET = "aten::dist.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::dist(Tensor self, Tensor other, Scalar p=2) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "dist",
    "mappings/aten/dist.yaml",
    dtypes=(
        "float16",
        "bfloat16",
        "float32",
        "float64",
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
        "bool",
    ),
    reasons={"complex": "ONNX has no complex tensors"},
    promote=("input", "other"),
    variants=('dtype(input) in ("float16", "bfloat16")', "floating(input)"),
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, other, p=2):
    check_inputs(CONTRACT, input=input, other=other)
    # torch's type promotion: one dtype for these, as torch.result_type gives it
    input, other = promote(CONTRACT, input=input, other=other)
    CONTRACT.require(
        is_floating(input),
        "torch's dist takes floating inputs only (an integer or bool input only with a floating other, which it is promoted to)",
        input=input,
    )
    if dtype_name(input) in ("float16", "bfloat16"):
        d = op.Abs(
            op.Sub(
                op.Cast(input, to=TensorProto.FLOAT),
                op.Cast(other, to=TensorProto.FLOAT),
            ),
        )
        if p == 0:
            zero = constant(0, dtype="float32")
            norm = op.ReduceSum(
                op.Cast(op.Not(op.Equal(d, zero)), to=TensorProto.FLOAT),
                keepdims=1,
            )
        elif p > 1e308:
            norm = op.ReduceMax(d, keepdims=1)
        elif p < -1e308:
            norm = op.ReduceMin(d, keepdims=1)
        elif p == 1:
            norm = op.ReduceSum(d, keepdims=1)
        elif p == 2:
            norm = op.Sqrt(op.ReduceSum(op.Mul(d, d), keepdims=1))
        else:
            p_value = constant(p, dtype="float64")
            scalar = constant(1 / p, dtype="float64")
            norm = op.Pow(
                op.ReduceSum(
                    op.Pow(d, op.Cast(p_value, to=TensorProto.FLOAT)),
                    keepdims=1,
                ),
                op.Cast(scalar, to=TensorProto.FLOAT),
            )
        return op.Cast(op.Squeeze(norm), to=onnx_dtype_of(input))
    if is_floating(input):
        d = op.Abs(op.Sub(input, other))
        if p == 0:
            zero = constant(0, like=input)
            norm = op.ReduceSum(
                op.Cast(op.Not(op.Equal(d, zero)), to=onnx_dtype_of(input)),
                keepdims=1,
            )
        elif p > 1e308:
            norm = op.ReduceMax(d, keepdims=1)
        elif p < -1e308:
            norm = op.ReduceMin(d, keepdims=1)
        elif p == 1:
            norm = op.ReduceSum(d, keepdims=1)
        elif p == 2:
            norm = op.Sqrt(op.ReduceSum(op.Mul(d, d), keepdims=1))
        else:
            p_value = constant(p, dtype="float64")
            scalar = constant(1 / p, dtype="float64")
            norm = op.Pow(
                op.ReduceSum(
                    op.Pow(d, op.Cast(p_value, to=onnx_dtype_of(input))),
                    keepdims=1,
                ),
                op.Cast(scalar, to=onnx_dtype_of(input)),
            )
        return op.Squeeze(norm)
    CONTRACT.no_variant(input=input)
