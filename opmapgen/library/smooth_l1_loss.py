"""smooth_l1_loss: aten::smooth_l1_loss -> ONNX Cast + Sub + Abs + Identity + Less + Mul + Div + Where + ReduceSum + Size + Squeeze, opsets 13 to 20.

Generated from mappings/aten/smooth_l1_loss.yaml by `opmapgen build`; do not edit.

Source schema: aten::smooth_l1_loss(Tensor self, Tensor target, int reduction=1, float beta=1.) -> Tensor

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
    onnx_dtype_of,
    parse_args,
    torch_fallback,
)

SOURCE_OP = "aten::smooth_l1_loss"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "smooth_l1_loss",
    "mappings/aten/smooth_l1_loss.yaml",
    dtypes=("float16", "float32", "float64"),
    reasons={
        "bfloat16": "torch's TorchScript symbolic of the broadcast before the loss gives a bfloat16 ConstantOfShape, which ONNX takes only from opset 20 (an invalid model below it)",
        "complex": "ONNX has no complex tensors",
        "integer": "torch's smooth_l1_loss takes floating inputs only",
    },
    scalar_typed_ops=("Sub", "Less", "Mul", "Div"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v", "i", "f")
def symbolic(g, input, target, reduction, beta):
    check_inputs(CONTRACT, input=input, target=target)
    CONTRACT.require(
        reduction in (0, 1, 2),
        "reduction must be 0 (none), 1 (mean) or 2 (sum)",
        reduction=reduction,
    )
    CONTRACT.require(
        beta >= 0,
        "beta must not be negative (torch refuses it too)",
        beta=beta,
    )
    if dtype_name(input) == "float16":
        d = g.op(
            "Abs",
            g.op(
                "Sub",
                g.op("Cast", input, to_i=TensorProto.FLOAT),
                g.op("Cast", target, to_i=TensorProto.FLOAT),
            ),
        )
        if beta == 0:
            loss = g.op("Identity", d)
        else:
            beta_value = g.op(
                "Constant",
                value_t=torch.tensor(beta, dtype=torch.float32),
            )
            half = g.op("Constant", value_t=torch.tensor(0.5, dtype=torch.float32))
            scalar = g.op(
                "Constant",
                value_t=torch.tensor(0.5 * beta, dtype=torch.float32),
            )
            loss = g.op(
                "Where",
                g.op("Less", d, beta_value),
                g.op("Div", g.op("Mul", g.op("Mul", half, d), d), beta_value),
                g.op("Sub", d, scalar),
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
    d = g.op("Abs", g.op("Sub", input, target))
    if beta == 0:
        loss = g.op("Identity", d)
    else:
        beta_value = g.op("Constant", value_t=torch.tensor(beta, dtype=dtype_of(input)))
        half = g.op("Constant", value_t=torch.tensor(0.5, dtype=dtype_of(input)))
        scalar = g.op(
            "Constant",
            value_t=torch.tensor(0.5 * beta, dtype=dtype_of(input)),
        )
        loss = g.op(
            "Where",
            g.op("Less", d, beta_value),
            g.op("Div", g.op("Mul", g.op("Mul", half, d), d), beta_value),
            g.op("Sub", d, scalar),
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
