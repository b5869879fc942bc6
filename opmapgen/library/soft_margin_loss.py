"""soft_margin_loss: aten::soft_margin_loss -> ONNX Cast + Mul + Neg + Exp + Add + Equal + Greater + Log + Sub + Div + Where + Identity + ReduceSum + Size + Squeeze, opsets 13 to 20.

Generated from mappings/aten/soft_margin_loss.yaml by `opmapgen build`; do not edit.

Source schema: aten::soft_margin_loss(Tensor self, Tensor target, int reduction=1) -> Tensor

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
    is_floating,
    onnx_dtype_of,
    parse_args,
    rank,
    torch_fallback,
)

SOURCE_OP = "aten::soft_margin_loss"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
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
    scalar_typed_ops=("Mul", "Add", "Equal", "Greater", "Sub", "Div"),
    variants=('dtype(input) == "float16"', 'dtype(input) in ("float32", "float64")'),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v", "i")
def symbolic(g, input, target, reduction):
    check_inputs(CONTRACT, input=input, target=target)
    CONTRACT.require(
        reduction in (0, 1, 2),
        "reduction must be 0 (none), 1 (mean) or 2 (sum)",
        reduction=reduction,
    )
    if dtype_name(input) == "float16":
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float32))
        if dtype_name(target) in ("float32", "float64") and (
            rank(target) != 0 or rank(input) == 0
        ):
            p = g.op(
                "Cast",
                g.op(
                    "Cast",
                    g.op(
                        "Mul",
                        g.op("Cast", input, to_i=onnx_dtype_of(target)),
                        target,
                    ),
                    to_i=TensorProto.FLOAT16,
                ),
                to_i=TensorProto.FLOAT,
            )
        elif dtype_name(target) == "float16" or rank(target) == 0:
            p = g.op(
                "Cast",
                g.op(
                    "Cast",
                    g.op(
                        "Mul",
                        g.op("Cast", input, to_i=TensorProto.FLOAT),
                        g.op("Cast", target, to_i=TensorProto.FLOAT),
                    ),
                    to_i=TensorProto.FLOAT16,
                ),
                to_i=TensorProto.FLOAT,
            )
        else:
            p = g.op(
                "Cast",
                g.op(
                    "Cast",
                    g.op(
                        "Mul",
                        g.op("Cast", input, to_i=TensorProto.FLOAT),
                        g.op(
                            "Cast",
                            g.op("Cast", target, to_i=TensorProto.FLOAT16),
                            to_i=TensorProto.FLOAT,
                        ),
                    ),
                    to_i=TensorProto.FLOAT16,
                ),
                to_i=TensorProto.FLOAT,
            )
        u = g.op(
            "Cast",
            g.op("Cast", g.op("Exp", g.op("Neg", p)), to_i=TensorProto.FLOAT16),
            to_i=TensorProto.FLOAT,
        )
        v = g.op("Add", one, u)
        loss_where_2 = g.op(
            "Where",
            g.op("Equal", v, one),
            u,
            g.op(
                "Where",
                g.op("Greater", u, one),
                g.op("Log", v),
                g.op("Div", g.op("Mul", g.op("Log", v), u), g.op("Sub", v, one)),
            ),
        )
        loss = g.op(
            "Cast",
            g.op("Cast", loss_where_2, to_i=TensorProto.FLOAT16),
            to_i=TensorProto.FLOAT,
        )
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
    if dtype_name(input) in ("float32", "float64"):
        one = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(input)))
        if dtype_name(target) == dtype_name(input):
            p = g.op("Mul", input, target)
        elif is_floating(target) and rank(input) == 0 and rank(target) != 0:
            p = g.op(
                "Cast",
                g.op("Mul", g.op("Cast", input, to_i=onnx_dtype_of(target)), target),
                to_i=onnx_dtype_of(input),
            )
        elif dtype_name(target) == "float64" and (
            rank(target) != 0 or rank(input) == 0
        ):
            p = g.op(
                "Cast",
                g.op("Mul", g.op("Cast", input, to_i=TensorProto.DOUBLE), target),
                to_i=onnx_dtype_of(input),
            )
        else:
            p = g.op("Mul", input, g.op("Cast", target, to_i=onnx_dtype_of(input)))
        u = g.op("Exp", g.op("Neg", p))
        v = g.op("Add", one, u)
        loss = g.op(
            "Where",
            g.op("Equal", v, one),
            u,
            g.op(
                "Where",
                g.op("Greater", u, one),
                g.op("Log", v),
                g.op("Div", g.op("Mul", g.op("Log", v), u), g.op("Sub", v, one)),
            ),
        )
        if reduction == 0:
            reduced = g.op("Identity", loss)
        elif reduction == 1:
            reduced = g.op(
                "Squeeze",
                g.op(
                    "Div",
                    g.op("ReduceSum", loss, keepdims_i=1),
                    g.op("Cast", g.op("Size", loss), to_i=onnx_dtype_of(input)),
                ),
            )
        else:
            reduced = g.op("ReduceSum", loss, keepdims_i=0)
        if is_floating(target) and dtype_name(target) != dtype_name(input):
            return g.op("Cast", reduced, to_i=onnx_dtype_of(input))
        else:
            return g.op("Identity", reduced)
    CONTRACT.no_variant(input=input)
