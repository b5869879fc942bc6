"""hinge_embedding_loss: aten::hinge_embedding_loss -> ONNX Cast + Equal + Not + Sub + Less + Where + Add + Identity + ReduceSum + Size + Div + Squeeze, opsets 13 to 20.

Generated from mappings/aten/hinge_embedding_loss.yaml by `opmapgen build`; do not edit.

Source schema: aten::hinge_embedding_loss(Tensor self, Tensor target, float margin=1., int reduction=1) -> Tensor

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
)

SOURCE_OP = "aten::hinge_embedding_loss"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
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
    scalar_typed_ops=("Equal", "Sub", "Less", "Add", "Div"),
    variants=(
        'dtype(input) == "float16"',
        'dtype(input) in ("float32", "float64")',
        "integer(input)",
    ),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v", "f", "i")
def symbolic(g, input, target, margin, reduction):
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
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float64))
        margin_value = g.op(
            "Constant",
            value_t=torch.tensor(margin, dtype=torch.float64),
        )
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float32))
        x = g.op("Cast", input, to_i=TensorProto.FLOAT)
        t = g.op("Cast", target, to_i=TensorProto.DOUBLE)
        keep_margin = g.op("Not", g.op("Equal", t, one))
        if dtype_name(target) == "uint8":
            keep_self_c = g.op(
                "Constant",
                value_t=torch.tensor(255, dtype=torch.float64),
            )
            keep_self = g.op("Not", g.op("Equal", t, keep_self_c))
        else:
            minus_one = g.op("Constant", value_t=torch.tensor(-1, dtype=torch.float64))
            keep_self = g.op("Not", g.op("Equal", t, minus_one))
        m = g.op(
            "Cast",
            g.op(
                "Cast",
                g.op(
                    "Sub",
                    g.op(
                        "Cast",
                        g.op("Cast", margin_value, to_i=TensorProto.FLOAT16),
                        to_i=TensorProto.FLOAT,
                    ),
                    x,
                ),
                to_i=TensorProto.FLOAT16,
            ),
            to_i=TensorProto.FLOAT,
        )
        clamped = g.op("Where", g.op("Less", m, zero), zero, m)
        loss = g.op(
            "Cast",
            g.op(
                "Cast",
                g.op(
                    "Add",
                    g.op("Where", keep_margin, clamped, zero),
                    g.op("Where", keep_self, x, zero),
                ),
                to_i=TensorProto.FLOAT16,
            ),
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
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float64))
        margin_value = g.op(
            "Constant",
            value_t=torch.tensor(margin, dtype=dtype_of(input)),
        )
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(input)))
        t = g.op("Cast", target, to_i=TensorProto.DOUBLE)
        keep_margin = g.op("Not", g.op("Equal", t, one))
        if dtype_name(target) == "uint8":
            keep_self_c = g.op(
                "Constant",
                value_t=torch.tensor(255, dtype=torch.float64),
            )
            keep_self = g.op("Not", g.op("Equal", t, keep_self_c))
        else:
            minus_one = g.op("Constant", value_t=torch.tensor(-1, dtype=torch.float64))
            keep_self = g.op("Not", g.op("Equal", t, minus_one))
        clamped = g.op(
            "Where",
            g.op("Less", g.op("Sub", margin_value, input), zero),
            zero,
            g.op("Sub", margin_value, input),
        )
        loss = g.op(
            "Add",
            g.op("Where", keep_margin, clamped, zero),
            g.op("Where", keep_self, input, zero),
        )
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
    if is_integer(input):
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float64))
        margin_value = g.op(
            "Constant",
            value_t=torch.tensor(margin, dtype=torch.float64),
        )
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        x = g.op("Cast", input, to_i=TensorProto.INT64)
        t = g.op("Cast", target, to_i=TensorProto.DOUBLE)
        keep_margin = g.op("Not", g.op("Equal", t, one))
        if dtype_name(target) == "uint8":
            keep_self_c = g.op(
                "Constant",
                value_t=torch.tensor(255, dtype=torch.float64),
            )
            keep_self = g.op("Not", g.op("Equal", t, keep_self_c))
        else:
            minus_one = g.op("Constant", value_t=torch.tensor(-1, dtype=torch.float64))
            keep_self = g.op("Not", g.op("Equal", t, minus_one))
        m = g.op(
            "Cast",
            g.op(
                "Cast",
                g.op("Sub", g.op("Cast", margin_value, to_i=TensorProto.INT64), x),
                to_i=onnx_dtype_of(input),
            ),
            to_i=TensorProto.INT64,
        )
        clamped = g.op("Where", g.op("Less", m, zero), zero, m)
        loss = g.op(
            "Cast",
            g.op(
                "Add",
                g.op("Where", keep_margin, clamped, zero),
                g.op("Where", keep_self, x, zero),
            ),
            to_i=onnx_dtype_of(input),
        )
        if reduction == 0:
            return g.op("Identity", loss)
        else:
            return g.op(
                "ReduceSum",
                g.op("Cast", loss, to_i=TensorProto.INT64),
                keepdims_i=0,
            )
    CONTRACT.no_variant(input=input)
