"""addmv for the dynamo exporter: aten::addmv -> ONNX Cast + MatMul + Mul + Identity + Add, opsets 18 to 23.

Generated from mappings/aten/addmv.yaml by `opmapgen build`; do not edit.

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
    torch_fallback,
)

TARGET = "aten::addmv.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::addmv(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "addmv",
    "mappings/aten/addmv.yaml",
    dtypes=(
        "float16",
        "float32",
        "float64",
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
    ),
    reasons={
        "bfloat16": "ONNX Runtime has no bfloat16 MatMul kernel on the CPU",
        "bool": "torch does not take bool inputs to addmv",
    },
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, mat, vec, beta=1, alpha=1):
    check_inputs(CONTRACT, input=input, mat=mat, vec=vec)
    CONTRACT.require(
        dtype_name(input) == dtype_name(mat) and dtype_name(input) == dtype_name(vec),
        "inputs of different dtypes are not mapped (torch refuses them too)",
        input=input,
        mat=mat,
        vec=vec,
    )
    if dtype_name(input) in ("int8", "int16", "uint8"):
        alpha_value = constant(alpha, dtype="int32")
        product = op.Mul(
            alpha_value,
            op.MatMul(
                op.Cast(mat, to=TensorProto.INT32),
                op.Cast(vec, to=TensorProto.INT32),
            ),
        )
        if beta == 0:
            sum = op.Identity(product)
        else:
            beta_value = constant(beta, dtype="int32")
            sum = op.Add(
                op.Mul(beta_value, op.Cast(input, to=TensorProto.INT32)),
                product,
            )
        return op.Cast(sum, to=onnx_dtype_of(input))
    alpha_value = constant(alpha, like=mat)
    product = op.Mul(alpha_value, op.MatMul(mat, vec))
    if beta == 0:
        return op.Identity(product)
    else:
        beta_value = constant(beta, like=input)
        return op.Add(op.Mul(beta_value, input), product)
