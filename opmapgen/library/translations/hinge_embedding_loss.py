"""hinge_embedding_loss for the dynamo exporter: aten::hinge_embedding_loss -> ONNX Cast + Equal + Not + Sub + Less + Where + Add + Identity + ReduceSum + Size + Div + Squeeze, opsets 18 to 23.

Generated from mappings/aten/hinge_embedding_loss.yaml by `opmapgen build`; do not edit.

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
    is_integer,
    onnx_dtype_of,
    torch_fallback,
)

TARGET = "aten::hinge_embedding_loss.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::hinge_embedding_loss(Tensor self, Tensor target, float margin=1., int reduction=1) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "hinge_embedding_loss",
    "mappings/aten/hinge_embedding_loss.yaml",
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
    reasons={
        "bfloat16": "the formula computes float16 in float32 and casts back; that path is not written for bfloat16 yet",
        "complex": "ONNX has no complex tensors",
    },
    variants=(
        'dtype(input) == "float16"',
        'dtype(input) in ("float32", "float64")',
        "integer(input)",
    ),
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, target, margin=1.0, reduction=1):
    check_inputs(CONTRACT, input=input, target=target)
    CONTRACT.require(
        reduction in (0, 1, 2),
        "reduction must be 0 (none), 1 (mean) or 2 (sum)",
        reduction=reduction,
    )
    CONTRACT.require(
        dtype_name(input) != "bool",
        "a bool input is not mapped (torch refuses it too; it cannot subtract a bool from the margin)",
        input=input,
    )
    CONTRACT.require(
        reduction != 1 or not is_integer(input),
        "the mean of an integer input is not mapped (torch refuses it too; mean takes floating dtypes)",
        reduction=reduction,
        input=input,
    )
    if dtype_name(input) == "float16":
        one = constant(1, dtype="float64")
        margin_value = constant(margin, dtype="float64")
        zero = constant(0, dtype="float32")
        x = op.Cast(input, to=TensorProto.FLOAT)
        t = op.Cast(target, to=TensorProto.DOUBLE)
        keep_margin = op.Not(op.Equal(t, one))
        if dtype_name(target) == "uint8":
            keep_self_c = constant(255, dtype="float64")
            keep_self = op.Not(op.Equal(t, keep_self_c))
        else:
            minus_one = constant(-1, dtype="float64")
            keep_self = op.Not(op.Equal(t, minus_one))
        m = op.Cast(
            op.Cast(
                op.Sub(
                    op.Cast(
                        op.Cast(margin_value, to=TensorProto.FLOAT16),
                        to=TensorProto.FLOAT,
                    ),
                    x,
                ),
                to=TensorProto.FLOAT16,
            ),
            to=TensorProto.FLOAT,
        )
        clamped = op.Where(op.Less(m, zero), zero, m)
        loss = op.Cast(
            op.Cast(
                op.Add(
                    op.Where(keep_margin, clamped, zero),
                    op.Where(keep_self, x, zero),
                ),
                to=TensorProto.FLOAT16,
            ),
            to=TensorProto.FLOAT,
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
    if dtype_name(input) in ("float32", "float64"):
        one = constant(1, dtype="float64")
        margin_value = constant(margin, like=input)
        zero = constant(0, like=input)
        t = op.Cast(target, to=TensorProto.DOUBLE)
        keep_margin = op.Not(op.Equal(t, one))
        if dtype_name(target) == "uint8":
            keep_self_c = constant(255, dtype="float64")
            keep_self = op.Not(op.Equal(t, keep_self_c))
        else:
            minus_one = constant(-1, dtype="float64")
            keep_self = op.Not(op.Equal(t, minus_one))
        clamped = op.Where(
            op.Less(op.Sub(margin_value, input), zero),
            zero,
            op.Sub(margin_value, input),
        )
        loss = op.Add(
            op.Where(keep_margin, clamped, zero),
            op.Where(keep_self, input, zero),
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
    if is_integer(input):
        one = constant(1, dtype="float64")
        margin_value = constant(margin, dtype="float64")
        zero = constant(0, dtype="int64")
        x = op.Cast(input, to=TensorProto.INT64)
        t = op.Cast(target, to=TensorProto.DOUBLE)
        keep_margin = op.Not(op.Equal(t, one))
        if dtype_name(target) == "uint8":
            keep_self_c = constant(255, dtype="float64")
            keep_self = op.Not(op.Equal(t, keep_self_c))
        else:
            minus_one = constant(-1, dtype="float64")
            keep_self = op.Not(op.Equal(t, minus_one))
        m = op.Cast(
            op.Cast(
                op.Sub(op.Cast(margin_value, to=TensorProto.INT64), x),
                to=onnx_dtype_of(input),
            ),
            to=TensorProto.INT64,
        )
        clamped = op.Where(op.Less(m, zero), zero, m)
        loss = op.Cast(
            op.Add(op.Where(keep_margin, clamped, zero), op.Where(keep_self, x, zero)),
            to=onnx_dtype_of(input),
        )
        if reduction == 0:
            return op.Identity(loss)
        else:
            return op.ReduceSum(op.Cast(loss, to=TensorProto.INT64), keepdims=0)
    CONTRACT.no_variant(input=input)
