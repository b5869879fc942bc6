"""margin_ranking_loss: aten::margin_ranking_loss -> ONNX Cast + Neg + Sub + Mul + Sum + Less + Where + Identity + ReduceSum + Size + Div + Squeeze, opsets 13 to 20.

Generated from mappings/aten/margin_ranking_loss.yaml by `opmapgen build`; do not edit.

Source schema: aten::margin_ranking_loss(Tensor input1, Tensor input2, Tensor target, float margin=0., int reduction=1) -> Tensor

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
    promote,
    torch_fallback,
)

SOURCE_OP = "aten::margin_ranking_loss"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
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
    scalar_typed_ops=("Sub", "Mul", "Less", "Div"),
    promote=("input1", "input2", "target"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v", "v", "f", "i")
def symbolic(g, input1, input2, target, margin, reduction):
    check_inputs(CONTRACT, input1=input1, input2=input2, target=target)
    # torch's type promotion: one dtype for these, as torch.result_type gives it
    input1, input2, target = promote(
        g,
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
        margin_value = g.op(
            "Constant",
            value_t=torch.tensor(margin, dtype=torch.float32),
        )
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float32))
        u = g.op(
            "Sum",
            g.op(
                "Mul",
                g.op("Neg", g.op("Cast", target, to_i=TensorProto.FLOAT)),
                g.op(
                    "Sub",
                    g.op("Cast", input1, to_i=TensorProto.FLOAT),
                    g.op("Cast", input2, to_i=TensorProto.FLOAT),
                ),
            ),
            margin_value,
        )
        loss = g.op("Where", g.op("Less", u, zero), zero, u)
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
    if is_integer(input1):
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        margin_value = g.op(
            "Constant",
            value_t=torch.tensor(margin, dtype=torch.float32),
        )
        zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float32))
        wide = g.op(
            "Mul",
            g.op("Sub", zero, g.op("Cast", target, to_i=TensorProto.INT64)),
            g.op(
                "Sub",
                g.op("Cast", input1, to_i=TensorProto.INT64),
                g.op("Cast", input2, to_i=TensorProto.INT64),
            ),
        )
        u = g.op(
            "Sum",
            g.op(
                "Cast",
                g.op("Cast", wide, to_i=onnx_dtype_of(input1)),
                to_i=TensorProto.FLOAT,
            ),
            margin_value,
        )
        loss = g.op("Where", g.op("Less", u, zero_2), zero_2, u)
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
    margin_value = g.op(
        "Constant",
        value_t=torch.tensor(margin, dtype=dtype_of(target)),
    )
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(target)))
    u = g.op(
        "Sum",
        g.op("Mul", g.op("Neg", target), g.op("Sub", input1, input2)),
        margin_value,
    )
    loss = g.op("Where", g.op("Less", u, zero), zero, u)
    if reduction == 0:
        return g.op("Identity", loss)
    elif reduction == 1:
        return g.op(
            "Squeeze",
            g.op(
                "Div",
                g.op("ReduceSum", loss, keepdims_i=1),
                g.op("Cast", g.op("Size", loss), to_i=onnx_dtype_of(input1)),
            ),
        )
    else:
        return g.op("ReduceSum", loss, keepdims_i=0)
