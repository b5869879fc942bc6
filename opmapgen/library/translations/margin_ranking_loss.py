"""margin_ranking_loss for the dynamo exporter: aten::margin_ranking_loss -> ONNX Cast + Neg + Sub + Mul + Sum + Less + Where + Identity + ReduceSum + Size + Div + Squeeze, opsets 18 to 23.

Generated from mappings/aten/margin_ranking_loss.yaml by `opmapgen build`; do not edit.

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
    promote,
    torch_fallback,
)

TARGET = "aten::margin_ranking_loss.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::margin_ranking_loss(Tensor input1, Tensor input2, Tensor target, float margin=0., int reduction=1) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "margin_ranking_loss",
    "mappings/aten/margin_ranking_loss.yaml",
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
        "bfloat16": "the formula computes float16 in float32 and casts back; that path is not written for bfloat16 yet",
        "bool": "torch's margin_ranking_loss takes no bool inputs",
    },
    promote=("input1", "input2", "target"),
)


@torch_fallback(CONTRACT, TARGET)
def translation(input1, input2, target, margin=0.0, reduction=1):
    check_inputs(CONTRACT, input1=input1, input2=input2, target=target)
    # torch's type promotion: one dtype for these, as torch.result_type gives it
    input1, input2, target = promote(
        CONTRACT,
        input1=input1,
        input2=input2,
        target=target,
    )
    CONTRACT.require(
        reduction in (0, 1, 2),
        "reduction must be 0 (none), 1 (mean) or 2 (sum)",
        reduction=reduction,
    )
    if dtype_name(input1) == "float16":
        margin_value = constant(margin, dtype="float32")
        zero = constant(0, dtype="float32")
        u = op.Sum(
            op.Mul(
                op.Neg(op.Cast(target, to=TensorProto.FLOAT)),
                op.Sub(
                    op.Cast(input1, to=TensorProto.FLOAT),
                    op.Cast(input2, to=TensorProto.FLOAT),
                ),
            ),
            margin_value,
        )
        loss = op.Where(op.Less(u, zero), zero, u)
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
    if is_integer(input1):
        zero = constant(0, dtype="int64")
        margin_value = constant(margin, dtype="float32")
        zero_2 = constant(0, dtype="float32")
        wide = op.Mul(
            op.Sub(zero, op.Cast(target, to=TensorProto.INT64)),
            op.Sub(
                op.Cast(input1, to=TensorProto.INT64),
                op.Cast(input2, to=TensorProto.INT64),
            ),
        )
        u = op.Sum(
            op.Cast(op.Cast(wide, to=onnx_dtype_of(input1)), to=TensorProto.FLOAT),
            margin_value,
        )
        loss = op.Where(op.Less(u, zero_2), zero_2, u)
        if reduction == 0:
            return op.Identity(loss)
        elif reduction == 1:
            return op.Squeeze(
                op.Div(
                    op.ReduceSum(loss, keepdims=1),
                    op.Cast(op.Size(loss), to=TensorProto.FLOAT),
                ),
            )
        else:
            return op.ReduceSum(loss, keepdims=0)
    margin_value = constant(margin, like=target)
    zero = constant(0, like=target)
    u = op.Sum(op.Mul(op.Neg(target), op.Sub(input1, input2)), margin_value)
    loss = op.Where(op.Less(u, zero), zero, u)
    if reduction == 0:
        return op.Identity(loss)
    elif reduction == 1:
        return op.Squeeze(
            op.Div(
                op.ReduceSum(loss, keepdims=1),
                op.Cast(op.Size(loss), to=onnx_dtype_of(input1)),
            ),
        )
    else:
        return op.ReduceSum(loss, keepdims=0)
