"""addbmm for the dynamo exporter: aten::addbmm -> ONNX Cast + MatMul + ReduceSum + Mul + Identity + Add, opsets 18 to 23.

Generated from mappings/aten/addbmm.yaml by `opmapgen build`; do not edit.

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

TARGET = "aten::addbmm.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::addbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "addbmm",
    "mappings/aten/addbmm.yaml",
    dtypes=("float32", "float64", "uint8", "int8", "int16", "int32", "int64"),
    reasons={
        "float16": "torch rounds the float16 result after adding each batch matrix's product; a graph without a loop over the batch dim cannot follow those roundings (rounding once is off by up to 0.03 on OpInfo's sums)",
        "bfloat16": "ONNX Runtime has no bfloat16 MatMul kernel on the CPU",
        "bool": "torch does not take bool inputs to addbmm",
    },
    torch_wrong={
        "float16": "wrong numbers: its MatMul, ReduceSum and Add in float16 round elsewhere than torch, which rounds the result after adding each batch matrix's product (0.023 off on a sum of 2 matrices)",
    },
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, batch1, batch2, beta=1, alpha=1):
    check_inputs(CONTRACT, input=input, batch1=batch1, batch2=batch2)
    CONTRACT.require(
        dtype_name(input) == dtype_name(batch1)
        and dtype_name(input) == dtype_name(batch2),
        "inputs of different dtypes are not mapped (torch refuses them too)",
        input=input,
        batch1=batch1,
        batch2=batch2,
    )
    if dtype_name(input) in ("int8", "int16", "uint8"):
        zero_list = constant([0], dtype="int64")
        alpha_value = constant(alpha, dtype="int32")
        product = op.Mul(
            alpha_value,
            op.ReduceSum(
                op.MatMul(
                    op.Cast(batch1, to=TensorProto.INT32),
                    op.Cast(batch2, to=TensorProto.INT32),
                ),
                zero_list,
                keepdims=0,
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
    zero_list = constant([0], dtype="int64")
    alpha_value = constant(alpha, like=batch1)
    product = op.Mul(
        alpha_value,
        op.ReduceSum(op.MatMul(batch1, batch2), zero_list, keepdims=0),
    )
    if beta == 0:
        return op.Identity(product)
    else:
        beta_value = constant(beta, like=input)
        return op.Add(op.Mul(beta_value, input), product)
