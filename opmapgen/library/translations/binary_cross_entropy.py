"""binary_cross_entropy for the dynamo exporter: aten::binary_cross_entropy -> ONNX Cast + Sub + Equal + Neg + Log + Mul + Div + Where + Less + Identity + ReduceSum + Size + Squeeze, opsets 18 to 23.

Generated from mappings/aten/binary_cross_entropy.yaml by `opmapgen build`; do not edit.

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
    present,
    torch_fallback,
)

TARGET = "aten::binary_cross_entropy.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::binary_cross_entropy(Tensor self, Tensor target, Tensor? weight=None, int reduction=1) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "binary_cross_entropy",
    "mappings/aten/binary_cross_entropy.yaml",
    dtypes=("float16", "float32", "float64"),
    reasons={
        "bfloat16": "with a weight, torch's TorchScript export broadcasts it with a bfloat16 Expand, which ONNX Runtime has no CPU kernel for",
        "complex": "ONNX has no complex tensors",
        "integer": "torch's binary_cross_entropy takes floating inputs only",
    },
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, target, weight=None, reduction=1):
    check_inputs(CONTRACT, input=input, target=target, weight=weight)
    CONTRACT.require(
        reduction in (0, 1, 2),
        "reduction must be 0 (none), 1 (mean) or 2 (sum)",
        reduction=reduction,
    )
    if dtype_name(input) == "float16":
        one = constant(1, dtype="float32")
        raw_c = constant(-100, dtype="float32")
        x = op.Cast(input, to=TensorProto.FLOAT)
        y = op.Cast(target, to=TensorProto.FLOAT)
        v = op.Sub(one, x)
        log1m = op.Where(
            op.Equal(v, one),
            op.Neg(x),
            op.Div(op.Mul(op.Log(v), op.Neg(x)), op.Sub(v, one)),
        )
        logx = op.Log(x)
        raw = op.Sub(
            op.Mul(op.Sub(y, one), op.Where(op.Less(log1m, raw_c), raw_c, log1m)),
            op.Mul(y, op.Where(op.Less(logx, raw_c), raw_c, logx)),
        )
        if present(weight):
            loss = op.Mul(raw, op.Cast(weight, to=TensorProto.FLOAT))
        else:
            loss = op.Identity(raw)
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
    one = constant(1, like=input)
    one_2 = constant(1, like=target)
    raw_c = constant(-100, like=input)
    v = op.Sub(one, input)
    log1m = op.Where(
        op.Equal(v, one),
        op.Neg(input),
        op.Div(op.Mul(op.Log(v), op.Neg(input)), op.Sub(v, one)),
    )
    logx = op.Log(input)
    raw = op.Sub(
        op.Mul(op.Sub(target, one_2), op.Where(op.Less(log1m, raw_c), raw_c, log1m)),
        op.Mul(target, op.Where(op.Less(logx, raw_c), raw_c, logx)),
    )
    if present(weight):
        loss = op.Mul(raw, weight)
    else:
        loss = op.Identity(raw)
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
