"""l1_loss for the dynamo exporter: aten::l1_loss -> ONNX Cast + Sub + Abs + Identity + ReduceSum + Size + Div + Squeeze, opsets 18 to 23.

Generated from mappings/aten/l1_loss.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnx import TensorProto
from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    check_inputs,
    dtype_name,
    onnx_dtype_of,
    torch_fallback,
)

TARGET = "aten::l1_loss.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::l1_loss(Tensor self, Tensor target, int reduction=1) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "l1_loss",
    "mappings/aten/l1_loss.yaml",
    dtypes=("float16", "float32", "float64"),
    reasons={
        "bfloat16": "torch's TorchScript symbolic of the broadcast before the loss gives a bfloat16 ConstantOfShape, which ONNX takes only from opset 20 (an invalid model below it)",
        "complex": "ONNX has no complex tensors",
        "integer": "torch's l1_loss takes floating inputs only",
    },
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, target, reduction=1):
    check_inputs(CONTRACT, input=input, target=target)
    CONTRACT.require(
        reduction in (0, 1, 2),
        "reduction must be 0 (none), 1 (mean) or 2 (sum)",
        reduction=reduction,
    )
    if dtype_name(input) == "float16":
        loss = op.Abs(
            op.Sub(
                op.Cast(input, to=TensorProto.FLOAT),
                op.Cast(target, to=TensorProto.FLOAT),
            ),
        )
        if reduction == 0:
            reduced = op.Identity(loss)
        elif reduction == 1:
            reduced = op.Squeeze(
                op.Div(
                    op.ReduceSum(loss, keepdims=1),
                    op.Cast(op.Size(loss), to=TensorProto.FLOAT),
                ),
            )
        else:
            reduced = op.ReduceSum(loss, keepdims=0)
        return op.Cast(reduced, to=TensorProto.FLOAT16)
    loss = op.Abs(op.Sub(input, target))
    if reduction == 0:
        return op.Identity(loss)
    elif reduction == 1:
        return op.Squeeze(
            op.Div(
                op.ReduceSum(loss, keepdims=1),
                op.Cast(op.Size(loss), to=onnx_dtype_of(input)),
            ),
        )
    else:
        return op.ReduceSum(loss, keepdims=0)
