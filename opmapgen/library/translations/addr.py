"""addr for the dynamo exporter: aten::addr -> ONNX Reshape + And + Not + Identity + Or + Cast + Mul + Add, opsets 18 to 23.

Generated from mappings/aten/addr.yaml by `opmapgen build`; do not edit.

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

TARGET = "aten::addr.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::addr(Tensor self, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "addr",
    "mappings/aten/addr.yaml",
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
    reasons={"bfloat16": "ONNX Runtime has no bfloat16 Mul kernel on the CPU"},
    promote=("input", "vec1", "vec2"),
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, vec1, vec2, beta=1, alpha=1):
    check_inputs(CONTRACT, input=input, vec1=vec1, vec2=vec2)
    # torch's type promotion: one dtype for these, as torch.result_type gives it
    input, vec1, vec2 = promote(CONTRACT, input=input, vec1=vec1, vec2=vec2)
    if dtype_name(input) == "bool":
        values = constant([-1, 1], dtype="int64")
        values_2 = constant([1, -1], dtype="int64")
        outer = op.And(op.Reshape(vec1, values), op.Reshape(vec2, values_2))
        if alpha == 0:
            product = op.And(outer, op.Not(outer))
        else:
            product = op.Identity(outer)
        if beta == 0:
            return op.Identity(product)
        else:
            return op.Or(input, product)
    if dtype_name(input) in ("int8", "int16", "uint8"):
        values = constant([-1, 1], dtype="int64")
        values_2 = constant([1, -1], dtype="int64")
        alpha_value = constant(alpha, dtype="int32")
        outer = op.Mul(
            op.Reshape(op.Cast(vec1, to=TensorProto.INT32), values),
            op.Reshape(op.Cast(vec2, to=TensorProto.INT32), values_2),
        )
        product = op.Mul(alpha_value, outer)
        if beta == 0:
            sum = op.Identity(product)
        else:
            beta_value = constant(beta, dtype="int32")
            sum = op.Add(
                op.Mul(beta_value, op.Cast(input, to=TensorProto.INT32)),
                product,
            )
        return op.Cast(sum, to=onnx_dtype_of(input))
    values = constant([-1, 1], dtype="int64")
    alpha_value = constant(alpha, like=vec1)
    values_2 = constant([1, -1], dtype="int64")
    product = op.Mul(
        op.Mul(alpha_value, op.Reshape(vec1, values)),
        op.Reshape(vec2, values_2),
    )
    if beta == 0:
        return op.Identity(product)
    else:
        beta_value = constant(beta, like=input)
        return op.Add(op.Mul(beta_value, input), product)
