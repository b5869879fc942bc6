"""soft_margin_loss for the dynamo exporter: aten::soft_margin_loss -> ONNX Cast + Mul + Neg + Exp + Add + Equal + Greater + Log + Sub + Div + Where + Identity + ReduceSum + Size + Squeeze, opsets 18 to 23.

Generated from mappings/aten/soft_margin_loss.yaml by `opmapgen build`; do not edit.

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
    rank,
    torch_fallback,
)

TARGET = "aten::soft_margin_loss.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::soft_margin_loss(Tensor self, Tensor target, int reduction=1) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "soft_margin_loss",
    "mappings/aten/soft_margin_loss.yaml",
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
    variants=('dtype(input) == "float16"', 'dtype(input) in ("float32", "float64")'),
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
        one = constant(1, dtype="float32")
        if dtype_name(target) in ("float32", "float64") and (
            rank(target) != 0 or rank(input) == 0
        ):
            p = op.Cast(
                op.Cast(
                    op.Mul(op.Cast(input, to=onnx_dtype_of(target)), target),
                    to=TensorProto.FLOAT16,
                ),
                to=TensorProto.FLOAT,
            )
        elif dtype_name(target) == "float16" or rank(target) == 0:
            p = op.Cast(
                op.Cast(
                    op.Mul(
                        op.Cast(input, to=TensorProto.FLOAT),
                        op.Cast(target, to=TensorProto.FLOAT),
                    ),
                    to=TensorProto.FLOAT16,
                ),
                to=TensorProto.FLOAT,
            )
        else:
            p = op.Cast(
                op.Cast(
                    op.Mul(
                        op.Cast(input, to=TensorProto.FLOAT),
                        op.Cast(
                            op.Cast(target, to=TensorProto.FLOAT16),
                            to=TensorProto.FLOAT,
                        ),
                    ),
                    to=TensorProto.FLOAT16,
                ),
                to=TensorProto.FLOAT,
            )
        u = op.Cast(
            op.Cast(op.Exp(op.Neg(p)), to=TensorProto.FLOAT16),
            to=TensorProto.FLOAT,
        )
        v = op.Add(one, u)
        loss_where_2 = op.Where(
            op.Equal(v, one),
            u,
            op.Where(
                op.Greater(u, one),
                op.Log(v),
                op.Div(op.Mul(op.Log(v), u), op.Sub(v, one)),
            ),
        )
        loss = op.Cast(
            op.Cast(loss_where_2, to=TensorProto.FLOAT16),
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
        one = constant(1, like=input)
        if dtype_name(target) == dtype_name(input):
            p = op.Mul(input, target)
        elif is_floating(target) and rank(input) == 0 and rank(target) != 0:
            p = op.Cast(
                op.Mul(op.Cast(input, to=onnx_dtype_of(target)), target),
                to=onnx_dtype_of(input),
            )
        elif dtype_name(target) == "float64" and (
            rank(target) != 0 or rank(input) == 0
        ):
            p = op.Cast(
                op.Mul(op.Cast(input, to=TensorProto.DOUBLE), target),
                to=onnx_dtype_of(input),
            )
        else:
            p = op.Mul(input, op.Cast(target, to=onnx_dtype_of(input)))
        u = op.Exp(op.Neg(p))
        v = op.Add(one, u)
        loss = op.Where(
            op.Equal(v, one),
            u,
            op.Where(
                op.Greater(u, one),
                op.Log(v),
                op.Div(op.Mul(op.Log(v), u), op.Sub(v, one)),
            ),
        )
        if reduction == 0:
            reduced = op.Identity(loss)
        elif reduction == 1:
            reduced = op.Squeeze(
                op.Div(
                    op.ReduceSum(loss, keepdims=1),
                    op.Cast(op.Size(loss), to=onnx_dtype_of(input)),
                ),
            )
        else:
            reduced = op.ReduceSum(loss, keepdims=0)
        if is_floating(target) and dtype_name(target) != dtype_name(input):
            return op.Cast(reduced, to=onnx_dtype_of(input))
        else:
            return op.Identity(reduced)
    CONTRACT.no_variant(input=input)
