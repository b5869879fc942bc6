"""poisson_nll_loss: aten::poisson_nll_loss -> ONNX Cast + Exp + Mul + Sub + Add + Log + LessOrEqual + Where + Identity + ReduceSum + Size + Div + Squeeze + Sum, opsets 13 to 20.

Generated from mappings/aten/poisson_nll_loss.yaml by `opmapgen build`; do not edit.

Source schema: aten::poisson_nll_loss(Tensor input, Tensor target, bool log_input, bool full, float eps, int reduction) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_name,
    dtype_of,
    is_integer,
    onnx_dtype_of,
    parse_args,
    torch_fallback,
    unpromoted_dtype,
)

SOURCE_OP = "aten::poisson_nll_loss"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
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
    scalar_typed_ops=("Mul", "Sub", "Add", "LessOrEqual", "Div"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v", "b", "b", "f", "i")
def symbolic(g, input, target, log_input, full, eps, reduction):
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
        eps_value = g.op("Constant", value_t=torch.tensor(eps, dtype=torch.float64))
        eps16 = g.op(
            "Cast",
            g.op("Cast", eps_value, to_i=TensorProto.FLOAT16),
            to_i=TensorProto.FLOAT,
        )
        if log_input:
            base = g.op(
                "Sub",
                g.op(
                    "Cast",
                    g.op("Cast", g.op("Exp", input), to_i=TensorProto.FLOAT16),
                    to_i=TensorProto.FLOAT,
                ),
                g.op("Mul", target, input),
            )
        else:
            base_cast_5 = g.op(
                "Cast",
                g.op(
                    "Log",
                    g.op(
                        "Cast",
                        g.op(
                            "Cast",
                            g.op("Add", input, eps16),
                            to_i=TensorProto.FLOAT16,
                        ),
                        to_i=TensorProto.FLOAT,
                    ),
                ),
                to_i=TensorProto.FLOAT16,
            )
            base = g.op(
                "Sub",
                input,
                g.op("Mul", target, g.op("Cast", base_cast_5, to_i=TensorProto.FLOAT)),
            )
        if full:
            one = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(target)))
            loss_c = g.op(
                "Constant",
                value_t=torch.tensor(6.283185307179586, dtype=dtype_of(target)),
            )
            half = g.op("Constant", value_t=torch.tensor(0.5, dtype=dtype_of(target)))
            zero = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(target)))
            loss_where = g.op(
                "Where",
                g.op("LessOrEqual", target, one),
                zero,
                g.op(
                    "Add",
                    g.op("Sub", g.op("Mul", target, g.op("Log", target)), target),
                    g.op("Mul", half, g.op("Log", g.op("Mul", loss_c, target))),
                ),
            )
            loss = g.op("Add", base, loss_where)
        else:
            loss = g.op("Identity", base)
        if reduction == 0:
            return g.op("Identity", loss)
        elif reduction == 1:
            return g.op(
                "Squeeze",
                g.op(
                    "Div",
                    g.op("ReduceSum", loss, keepdims_i=1),
                    g.op("Cast", g.op("Size", loss), to_i=TensorProto.FLOAT),
                ),
            )
        else:
            return g.op("ReduceSum", loss, keepdims_i=0)
    if unpromoted_dtype(input) == "float32" and dtype_name(input) == "float64":
        x = g.op("Cast", input, to_i=TensorProto.FLOAT)
        if log_input:
            base = g.op(
                "Sub",
                g.op("Cast", g.op("Exp", x), to_i=TensorProto.DOUBLE),
                g.op("Mul", target, input),
            )
        else:
            eps_value = g.op("Constant", value_t=torch.tensor(eps, dtype=torch.float64))
            base_mul_2 = g.op(
                "Mul",
                target,
                g.op(
                    "Cast",
                    g.op(
                        "Log",
                        g.op("Sum", x, g.op("Cast", eps_value, to_i=TensorProto.FLOAT)),
                    ),
                    to_i=TensorProto.DOUBLE,
                ),
            )
            base = g.op("Sub", input, base_mul_2)
        if full:
            one = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(target)))
            loss_c = g.op(
                "Constant",
                value_t=torch.tensor(6.283185307179586, dtype=dtype_of(target)),
            )
            half = g.op("Constant", value_t=torch.tensor(0.5, dtype=dtype_of(target)))
            zero = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(target)))
            loss_where = g.op(
                "Where",
                g.op("LessOrEqual", target, one),
                zero,
                g.op(
                    "Add",
                    g.op("Sub", g.op("Mul", target, g.op("Log", target)), target),
                    g.op("Mul", half, g.op("Log", g.op("Mul", loss_c, target))),
                ),
            )
            loss = g.op("Add", base, loss_where)
        else:
            loss = g.op("Identity", base)
        if reduction == 0:
            return g.op("Identity", loss)
        elif reduction == 1:
            return g.op(
                "Squeeze",
                g.op(
                    "Div",
                    g.op("ReduceSum", loss, keepdims_i=1),
                    g.op("Cast", g.op("Size", loss), to_i=TensorProto.DOUBLE),
                ),
            )
        else:
            return g.op("ReduceSum", loss, keepdims_i=0)
    if dtype_name(input) == "float16":
        eps_value = g.op("Constant", value_t=torch.tensor(eps, dtype=torch.float64))
        second_c = g.op(
            "Constant",
            value_t=torch.tensor(6.283185307179586, dtype=torch.float32),
        )
        half = g.op("Constant", value_t=torch.tensor(0.5, dtype=torch.float32))
        x = g.op("Cast", input, to_i=TensorProto.FLOAT)
        y = g.op("Cast", target, to_i=TensorProto.FLOAT)
        eps16 = g.op(
            "Cast",
            g.op("Cast", eps_value, to_i=TensorProto.FLOAT16),
            to_i=TensorProto.FLOAT,
        )
        if log_input:
            base_cast_5 = g.op(
                "Cast",
                g.op(
                    "Sub",
                    g.op(
                        "Cast",
                        g.op("Cast", g.op("Exp", x), to_i=TensorProto.FLOAT16),
                        to_i=TensorProto.FLOAT,
                    ),
                    g.op(
                        "Cast",
                        g.op("Cast", g.op("Mul", y, x), to_i=TensorProto.FLOAT16),
                        to_i=TensorProto.FLOAT,
                    ),
                ),
                to_i=TensorProto.FLOAT16,
            )
            base = g.op("Cast", base_cast_5, to_i=TensorProto.FLOAT)
        else:
            base_cast_8 = g.op(
                "Cast",
                g.op(
                    "Log",
                    g.op(
                        "Cast",
                        g.op("Cast", g.op("Add", x, eps16), to_i=TensorProto.FLOAT16),
                        to_i=TensorProto.FLOAT,
                    ),
                ),
                to_i=TensorProto.FLOAT16,
            )
            base_sub_2 = g.op(
                "Sub",
                x,
                g.op(
                    "Cast",
                    g.op(
                        "Cast",
                        g.op(
                            "Mul",
                            y,
                            g.op("Cast", base_cast_8, to_i=TensorProto.FLOAT),
                        ),
                        to_i=TensorProto.FLOAT16,
                    ),
                    to_i=TensorProto.FLOAT,
                ),
            )
            base = g.op(
                "Cast",
                g.op("Cast", base_sub_2, to_i=TensorProto.FLOAT16),
                to_i=TensorProto.FLOAT,
            )
        ylogy_cast_3 = g.op(
            "Cast",
            g.op(
                "Mul",
                y,
                g.op(
                    "Cast",
                    g.op("Cast", g.op("Log", y), to_i=TensorProto.FLOAT16),
                    to_i=TensorProto.FLOAT,
                ),
            ),
            to_i=TensorProto.FLOAT16,
        )
        ylogy = g.op("Cast", ylogy_cast_3, to_i=TensorProto.FLOAT)
        first = g.op(
            "Cast",
            g.op("Cast", g.op("Sub", ylogy, y), to_i=TensorProto.FLOAT16),
            to_i=TensorProto.FLOAT,
        )
        second_cast_3 = g.op(
            "Cast",
            g.op(
                "Log",
                g.op(
                    "Cast",
                    g.op("Cast", g.op("Mul", second_c, y), to_i=TensorProto.FLOAT16),
                    to_i=TensorProto.FLOAT,
                ),
            ),
            to_i=TensorProto.FLOAT16,
        )
        second = g.op(
            "Cast",
            g.op(
                "Cast",
                g.op("Mul", half, g.op("Cast", second_cast_3, to_i=TensorProto.FLOAT)),
                to_i=TensorProto.FLOAT16,
            ),
            to_i=TensorProto.FLOAT,
        )
        stirling = g.op(
            "Cast",
            g.op("Cast", g.op("Add", first, second), to_i=TensorProto.FLOAT16),
            to_i=TensorProto.FLOAT,
        )
        if full:
            one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float32))
            zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float32))
            loss = g.op(
                "Cast",
                g.op(
                    "Cast",
                    g.op(
                        "Add",
                        base,
                        g.op("Where", g.op("LessOrEqual", y, one), zero, stirling),
                    ),
                    to_i=TensorProto.FLOAT16,
                ),
                to_i=TensorProto.FLOAT,
            )
        else:
            loss = g.op("Identity", base)
        if reduction == 0:
            reduced = g.op("Identity", loss)
        elif reduction == 1:
            reduced = g.op(
                "Squeeze",
                g.op(
                    "Div",
                    g.op("ReduceSum", loss, keepdims_i=1),
                    g.op("Cast", g.op("Size", loss), to_i=TensorProto.FLOAT),
                ),
            )
        else:
            reduced = g.op("ReduceSum", loss, keepdims_i=0)
        return g.op("Cast", reduced, to_i=TensorProto.FLOAT16)
    if is_integer(input):
        x = g.op("Cast", input, to_i=TensorProto.FLOAT)
        y = g.op("Cast", target, to_i=TensorProto.FLOAT)
        if log_input:
            base = g.op(
                "Sub",
                g.op("Exp", x),
                g.op(
                    "Cast",
                    g.op(
                        "Cast",
                        g.op(
                            "Mul",
                            g.op("Cast", target, to_i=TensorProto.INT64),
                            g.op("Cast", input, to_i=TensorProto.INT64),
                        ),
                        to_i=onnx_dtype_of(input),
                    ),
                    to_i=TensorProto.FLOAT,
                ),
            )
        else:
            eps_value = g.op("Constant", value_t=torch.tensor(eps, dtype=torch.float32))
            base = g.op(
                "Sub",
                x,
                g.op("Mul", y, g.op("Log", g.op("Sum", x, eps_value))),
            )
        if full:
            one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float32))
            loss_c = g.op(
                "Constant",
                value_t=torch.tensor(6.283185307179586, dtype=torch.float32),
            )
            half = g.op("Constant", value_t=torch.tensor(0.5, dtype=torch.float32))
            zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float32))
            loss_where = g.op(
                "Where",
                g.op("LessOrEqual", y, one),
                zero,
                g.op(
                    "Add",
                    g.op("Sub", g.op("Mul", y, g.op("Log", y)), y),
                    g.op("Mul", half, g.op("Log", g.op("Mul", loss_c, y))),
                ),
            )
            loss = g.op("Add", base, loss_where)
        else:
            loss = g.op("Identity", base)
        if reduction == 0:
            return g.op("Identity", loss)
        elif reduction == 1:
            return g.op(
                "Squeeze",
                g.op(
                    "Div",
                    g.op("ReduceSum", loss, keepdims_i=1),
                    g.op("Cast", g.op("Size", loss), to_i=TensorProto.FLOAT),
                ),
            )
        else:
            return g.op("ReduceSum", loss, keepdims_i=0)
    if log_input:
        base = g.op("Sub", g.op("Exp", input), g.op("Mul", target, input))
    else:
        eps_value = g.op("Constant", value_t=torch.tensor(eps, dtype=dtype_of(input)))
        base = g.op(
            "Sub",
            input,
            g.op("Mul", target, g.op("Log", g.op("Sum", input, eps_value))),
        )
    if full:
        one = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(target)))
        loss_c = g.op(
            "Constant",
            value_t=torch.tensor(6.283185307179586, dtype=dtype_of(target)),
        )
        half = g.op("Constant", value_t=torch.tensor(0.5, dtype=dtype_of(target)))
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(target)))
        loss_where = g.op(
            "Where",
            g.op("LessOrEqual", target, one),
            zero,
            g.op(
                "Add",
                g.op("Sub", g.op("Mul", target, g.op("Log", target)), target),
                g.op("Mul", half, g.op("Log", g.op("Mul", loss_c, target))),
            ),
        )
        loss = g.op("Add", base, loss_where)
    else:
        loss = g.op("Identity", base)
    if reduction == 0:
        return g.op("Identity", loss)
    elif reduction == 1:
        return g.op(
            "Squeeze",
            g.op(
                "Div",
                g.op("ReduceSum", loss, keepdims_i=1),
                g.op("Cast", g.op("Size", loss), to_i=onnx_dtype_of(input)),
            ),
        )
    else:
        return g.op("ReduceSum", loss, keepdims_i=0)
