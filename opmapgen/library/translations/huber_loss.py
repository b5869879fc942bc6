"""huber_loss for the dynamo exporter: aten::huber_loss -> ONNX Cast + Sub + Abs + Less + Mul + Where + Identity + ReduceSum + Size + Div + Squeeze, opsets 18 to 23.

Generated from mappings/aten/huber_loss.yaml by `opmapgen build`; do not edit.

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
    unpromoted_dtype,
)

TARGET = "aten::huber_loss.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::huber_loss(Tensor self, Tensor target, int reduction=1, float delta=1.) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "huber_loss",
    "mappings/aten/huber_loss.yaml",
    dtypes=("float16", "float32", "float64"),
    reasons={
        "bfloat16": "torch's TorchScript symbolic of the broadcast before the loss gives a bfloat16 ConstantOfShape, which ONNX takes only from opset 20 (an invalid model below it)",
        "complex": "ONNX has no complex tensors",
        "integer": "torch's huber_loss takes floating inputs only",
    },
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, target, reduction=1, delta=1.0):
    check_inputs(CONTRACT, input=input, target=target)
    CONTRACT.require(
        reduction in (0, 1, 2),
        "reduction must be 0 (none), 1 (mean) or 2 (sum)",
        reduction=reduction,
    )
    CONTRACT.require(
        delta > 0,
        "delta must be positive (torch refuses it too)",
        delta=delta,
    )
    CONTRACT.require(
        unpromoted_dtype(input) == dtype_name(input),
        "an input narrower than the target, which the dynamo exporter casts to the target's dtype before the op, is not mapped",
        torch_wrong="a result in the target's dtype where torch answers in the input's (huber_loss of a float16 input and a float32 target is float16): the dynamo exporter casts the input to the target's dtype first, as huber_loss's meta function promotes",
        input=input,
    )
    if dtype_name(input) == "float16":
        delta_value = constant(delta, dtype="float32")
        half = constant(0.5, dtype="float32")
        scalar = constant(0.5 * delta, dtype="float32")
        d = op.Abs(
            op.Sub(
                op.Cast(input, to=TensorProto.FLOAT),
                op.Cast(target, to=TensorProto.FLOAT),
            ),
        )
        loss = op.Where(
            op.Less(d, delta_value),
            op.Mul(op.Mul(half, d), d),
            op.Mul(delta_value, op.Sub(d, scalar)),
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
    delta_value = constant(delta, like=input)
    half = constant(0.5, like=input)
    scalar = constant(0.5 * delta, like=input)
    d = op.Abs(op.Sub(input, target))
    loss = op.Where(
        op.Less(d, delta_value),
        op.Mul(op.Mul(half, d), d),
        op.Mul(delta_value, op.Sub(d, scalar)),
    )
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
