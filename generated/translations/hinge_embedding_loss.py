"""hinge_embedding_loss for the dynamo exporter: aten::hinge_embedding_loss -> ONNX Cast + Sub + Less + Where + Equal + Not + Add + Identity + ReduceSum + Size + Div + Squeeze, opsets 18 to 23.

Generated from mappings/aten/hinge_embedding_loss.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    check_inputs,
    constant,
    dtype_name,
    onnx_dtype_of,
    torch_fallback,
)

TARGET = "aten::hinge_embedding_loss.default"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "hinge_embedding_loss",
    "mappings/aten/hinge_embedding_loss.yaml",
    dtypes=("float16", "float32", "float64"),
    reasons={
        "bfloat16": "the formula computes float16 in float32 and casts back; that path is not written for bfloat16 yet",
        "complex": "ONNX has no complex tensors",
        "integer": "torch's hinge_embedding_loss takes floating inputs only",
    },
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, target, margin=1.0, reduction=1):
    check_inputs(CONTRACT, input=input, target=target)
    CONTRACT.require(
        reduction in (0, 1, 2),
        "reduction must be 0 (none), 1 (mean) or 2 (sum)",
        reduction=reduction,
    )
    if dtype_name(input) == "float16":
        margin_value = constant(margin, dtype="float64")
        zero = constant(0, dtype="float32")
        one = constant(1, dtype="float32")
        minus_one = constant(-1, dtype="float32")
        x = op.Cast(input, to=1)
        y = op.Cast(target, to=1)
        m = op.Cast(
            op.Cast(op.Sub(op.Cast(op.Cast(margin_value, to=10), to=1), x), to=10),
            to=1,
        )
        clamped = op.Where(op.Less(m, zero), zero, m)
        cast_4 = op.Cast(
            op.Add(
                op.Where(op.Not(op.Equal(y, one)), clamped, zero),
                op.Where(op.Not(op.Equal(y, minus_one)), x, zero),
            ),
            to=10,
        )
        loss = op.Cast(cast_4, to=1)
        if reduction == 0:
            reduced = op.Identity(loss)
        elif reduction == 1:
            reduced = op.Squeeze(
                op.Div(op.ReduceSum(loss, keepdims=1), op.Cast(op.Size(loss), to=1)),
            )
        else:
            reduced = op.ReduceSum(loss, keepdims=0)
        return op.Cast(reduced, to=10)
    margin_value = constant(margin, like=input)
    zero = constant(0, like=input)
    one = constant(1, like=target)
    minus_one = constant(-1, like=target)
    clamped = op.Where(
        op.Less(op.Sub(margin_value, input), zero),
        zero,
        op.Sub(margin_value, input),
    )
    loss = op.Add(
        op.Where(op.Not(op.Equal(target, one)), clamped, zero),
        op.Where(op.Not(op.Equal(target, minus_one)), input, zero),
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
