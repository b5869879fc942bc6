"""addcdiv for the dynamo exporter: aten::addcdiv -> ONNX Cast + Mul + Div + Add + Identity, opsets 18 to 23.

Generated from mappings/aten/addcdiv.yaml by `opmapgen build`; do not edit.

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

TARGET = "aten::addcdiv.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::addcdiv(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "addcdiv",
    "mappings/aten/addcdiv.yaml",
    dtypes=("float16", "float32", "float64"),
    reasons={
        "integer": "torch refuses integer addcdiv (integer division with addcdiv is no longer supported)",
        "bool": "torch refuses bool addcdiv (integer division with addcdiv is no longer supported)",
        "bfloat16": "the formula computes float16 in float32 and casts back; that path is not written for bfloat16 yet",
        "complex": "ONNX has no complex tensors",
    },
    promote=("input", "tensor1", "tensor2"),
    promote_kind="INT_TO_FLOAT",
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, tensor1, tensor2, value=1):
    check_inputs(CONTRACT, input=input, tensor1=tensor1, tensor2=tensor2)
    # torch's type promotion: one dtype for these, as torch.result_type gives it
    input, tensor1, tensor2 = promote(
        CONTRACT,
        input=input,
        tensor1=tensor1,
        tensor2=tensor2,
    )
    if dtype_name(input) == "float16":
        value_value = constant(value, dtype="float32")
        t = op.Cast(
            op.Add(
                op.Div(
                    op.Mul(value_value, op.Cast(tensor1, to=TensorProto.FLOAT)),
                    op.Cast(tensor2, to=TensorProto.FLOAT),
                ),
                op.Cast(input, to=TensorProto.FLOAT),
            ),
            to=TensorProto.FLOAT16,
        )
        return op.Identity(t)
    value_value = constant(value, like=tensor1)
    return op.Add(input, op.Div(op.Mul(value_value, tensor1), tensor2))
