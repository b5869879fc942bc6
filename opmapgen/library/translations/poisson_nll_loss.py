"""poisson_nll_loss for the dynamo exporter: aten::poisson_nll_loss -> ONNX Cast + Exp + Mul + Sub + Add + Log + LessOrEqual + Where + Identity + ReduceSum + Size + Div + Squeeze + Sum, opsets 18 to 23.

Generated from mappings/aten/poisson_nll_loss.yaml by `opmapgen build`; do not edit.

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
    unpromoted_dtype,
)

TARGET = "aten::poisson_nll_loss.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::poisson_nll_loss(Tensor input, Tensor target, bool log_input, bool full, float eps, int reduction) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "poisson_nll_loss",
    "mappings/aten/poisson_nll_loss.yaml",
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
        "bool": "torch's poisson_nll_loss takes no bool inputs",
    },
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, target, log_input, full, eps, reduction):
    check_inputs(CONTRACT, input=input, target=target)
    CONTRACT.require(
        reduction in (0, 1, 2),
        "reduction must be 0 (none), 1 (mean) or 2 (sum)",
        reduction=reduction,
    )
    CONTRACT.require(
        (
            unpromoted_dtype(input) not in ("float16", "bfloat16")
            or unpromoted_dtype(input) == dtype_name(input)
            or (unpromoted_dtype(input) == "float16" and dtype_name(input) == "float32")
        )
        and (
            not full
            or unpromoted_dtype(target) == dtype_name(target)
            or unpromoted_dtype(target) not in ("float16", "bfloat16", "float32")
        ),
        "a float16 input is mapped with a float16 or float32 target only, and a bfloat16 one with a bfloat16 target; with full, a float target narrower than the input is not mapped (torch computes the Stirling term in the target's dtype)",
        full=full,
        input=input,
        target=target,
    )
    if unpromoted_dtype(input) == "float16" and dtype_name(input) == "float32":
        eps_value = constant(eps, dtype="float64")
        eps16 = op.Cast(
            op.Cast(eps_value, to=TensorProto.FLOAT16),
            to=TensorProto.FLOAT,
        )
        if log_input:
            base = op.Sub(
                op.Cast(
                    op.Cast(op.Exp(input), to=TensorProto.FLOAT16),
                    to=TensorProto.FLOAT,
                ),
                op.Mul(target, input),
            )
        else:
            base_cast_5 = op.Cast(
                op.Log(
                    op.Cast(
                        op.Cast(op.Add(input, eps16), to=TensorProto.FLOAT16),
                        to=TensorProto.FLOAT,
                    ),
                ),
                to=TensorProto.FLOAT16,
            )
            base = op.Sub(
                input,
                op.Mul(target, op.Cast(base_cast_5, to=TensorProto.FLOAT)),
            )
        if full:
            one = constant(1, like=target)
            loss_c = constant(6.283185307179586, like=target)
            half = constant(0.5, like=target)
            zero = constant(0, like=target)
            loss_where = op.Where(
                op.LessOrEqual(target, one),
                zero,
                op.Add(
                    op.Sub(op.Mul(target, op.Log(target)), target),
                    op.Mul(half, op.Log(op.Mul(loss_c, target))),
                ),
            )
            loss = op.Add(base, loss_where)
        else:
            loss = op.Identity(base)
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
    if unpromoted_dtype(input) == "float32" and dtype_name(input) == "float64":
        x = op.Cast(input, to=TensorProto.FLOAT)
        if log_input:
            base = op.Sub(
                op.Cast(op.Exp(x), to=TensorProto.DOUBLE),
                op.Mul(target, input),
            )
        else:
            eps_value = constant(eps, dtype="float64")
            base_mul_2 = op.Mul(
                target,
                op.Cast(
                    op.Log(op.Sum(x, op.Cast(eps_value, to=TensorProto.FLOAT))),
                    to=TensorProto.DOUBLE,
                ),
            )
            base = op.Sub(input, base_mul_2)
        if full:
            one = constant(1, like=target)
            loss_c = constant(6.283185307179586, like=target)
            half = constant(0.5, like=target)
            zero = constant(0, like=target)
            loss_where = op.Where(
                op.LessOrEqual(target, one),
                zero,
                op.Add(
                    op.Sub(op.Mul(target, op.Log(target)), target),
                    op.Mul(half, op.Log(op.Mul(loss_c, target))),
                ),
            )
            loss = op.Add(base, loss_where)
        else:
            loss = op.Identity(base)
        if reduction == 0:
            return op.Identity(loss)
        elif reduction == 1:
            return op.Squeeze(
                op.Div(
                    op.ReduceSum(loss, keepdims=1),
                    op.Cast(op.Size(loss), to=TensorProto.DOUBLE),
                ),
            )
        else:
            return op.ReduceSum(loss, keepdims=0)
    if dtype_name(input) == "float16":
        eps_value = constant(eps, dtype="float64")
        second_c = constant(6.283185307179586, dtype="float32")
        half = constant(0.5, dtype="float32")
        x = op.Cast(input, to=TensorProto.FLOAT)
        y = op.Cast(target, to=TensorProto.FLOAT)
        eps16 = op.Cast(
            op.Cast(eps_value, to=TensorProto.FLOAT16),
            to=TensorProto.FLOAT,
        )
        if log_input:
            base_cast_5 = op.Cast(
                op.Sub(
                    op.Cast(
                        op.Cast(op.Exp(x), to=TensorProto.FLOAT16),
                        to=TensorProto.FLOAT,
                    ),
                    op.Cast(
                        op.Cast(op.Mul(y, x), to=TensorProto.FLOAT16),
                        to=TensorProto.FLOAT,
                    ),
                ),
                to=TensorProto.FLOAT16,
            )
            base = op.Cast(base_cast_5, to=TensorProto.FLOAT)
        else:
            base_cast_8 = op.Cast(
                op.Log(
                    op.Cast(
                        op.Cast(op.Add(x, eps16), to=TensorProto.FLOAT16),
                        to=TensorProto.FLOAT,
                    ),
                ),
                to=TensorProto.FLOAT16,
            )
            base_sub_2 = op.Sub(
                x,
                op.Cast(
                    op.Cast(
                        op.Mul(y, op.Cast(base_cast_8, to=TensorProto.FLOAT)),
                        to=TensorProto.FLOAT16,
                    ),
                    to=TensorProto.FLOAT,
                ),
            )
            base = op.Cast(
                op.Cast(base_sub_2, to=TensorProto.FLOAT16),
                to=TensorProto.FLOAT,
            )
        ylogy_cast_3 = op.Cast(
            op.Mul(
                y,
                op.Cast(
                    op.Cast(op.Log(y), to=TensorProto.FLOAT16),
                    to=TensorProto.FLOAT,
                ),
            ),
            to=TensorProto.FLOAT16,
        )
        ylogy = op.Cast(ylogy_cast_3, to=TensorProto.FLOAT)
        first = op.Cast(
            op.Cast(op.Sub(ylogy, y), to=TensorProto.FLOAT16),
            to=TensorProto.FLOAT,
        )
        second_cast_3 = op.Cast(
            op.Log(
                op.Cast(
                    op.Cast(op.Mul(second_c, y), to=TensorProto.FLOAT16),
                    to=TensorProto.FLOAT,
                ),
            ),
            to=TensorProto.FLOAT16,
        )
        second = op.Cast(
            op.Cast(
                op.Mul(half, op.Cast(second_cast_3, to=TensorProto.FLOAT)),
                to=TensorProto.FLOAT16,
            ),
            to=TensorProto.FLOAT,
        )
        stirling = op.Cast(
            op.Cast(op.Add(first, second), to=TensorProto.FLOAT16),
            to=TensorProto.FLOAT,
        )
        if full:
            one = constant(1, dtype="float32")
            zero = constant(0, dtype="float32")
            loss = op.Cast(
                op.Cast(
                    op.Add(base, op.Where(op.LessOrEqual(y, one), zero, stirling)),
                    to=TensorProto.FLOAT16,
                ),
                to=TensorProto.FLOAT,
            )
        else:
            loss = op.Identity(base)
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
    if is_integer(input):
        x = op.Cast(input, to=TensorProto.FLOAT)
        y = op.Cast(target, to=TensorProto.FLOAT)
        if log_input:
            base = op.Sub(
                op.Exp(x),
                op.Cast(
                    op.Cast(
                        op.Mul(
                            op.Cast(target, to=TensorProto.INT64),
                            op.Cast(input, to=TensorProto.INT64),
                        ),
                        to=onnx_dtype_of(input),
                    ),
                    to=TensorProto.FLOAT,
                ),
            )
        else:
            eps_value = constant(eps, dtype="float32")
            base = op.Sub(x, op.Mul(y, op.Log(op.Sum(x, eps_value))))
        if full:
            one = constant(1, dtype="float32")
            loss_c = constant(6.283185307179586, dtype="float32")
            half = constant(0.5, dtype="float32")
            zero = constant(0, dtype="float32")
            loss_where = op.Where(
                op.LessOrEqual(y, one),
                zero,
                op.Add(
                    op.Sub(op.Mul(y, op.Log(y)), y),
                    op.Mul(half, op.Log(op.Mul(loss_c, y))),
                ),
            )
            loss = op.Add(base, loss_where)
        else:
            loss = op.Identity(base)
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
    if log_input:
        base = op.Sub(op.Exp(input), op.Mul(target, input))
    else:
        eps_value = constant(eps, like=input)
        base = op.Sub(input, op.Mul(target, op.Log(op.Sum(input, eps_value))))
    if full:
        one = constant(1, like=target)
        loss_c = constant(6.283185307179586, like=target)
        half = constant(0.5, like=target)
        zero = constant(0, like=target)
        loss_where = op.Where(
            op.LessOrEqual(target, one),
            zero,
            op.Add(
                op.Sub(op.Mul(target, op.Log(target)), target),
                op.Mul(half, op.Log(op.Mul(loss_c, target))),
            ),
        )
        loss = op.Add(base, loss_where)
    else:
        loss = op.Identity(base)
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
