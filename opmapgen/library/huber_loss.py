"""huber_loss: aten::huber_loss -> ONNX Cast + Sub + Abs + Less + Mul + Where + Identity + ReduceSum + Size + Div + Squeeze, opsets 13 to 20.

Generated from mappings/aten/huber_loss.yaml by `opmapgen build`; do not edit.

Source schema: aten::huber_loss(Tensor self, Tensor target, int reduction=1, float delta=1.) -> Tensor

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
    unpromoted_dtype,
)

SOURCE_OP = "aten::huber_loss"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "huber_loss",
    "mappings/aten/huber_loss.yaml",
    dtypes=("float16", "float32", "float64"),
    reasons={
        "bfloat16": "torch's TorchScript symbolic of the broadcast before the loss gives a bfloat16 ConstantOfShape, which ONNX takes only from opset 20 (an invalid model below it)",
        "complex": "ONNX has no complex tensors",
        "integer": "torch's huber_loss takes floating inputs only",
    },
    scalar_typed_ops=("Sub", "Less", "Mul", "Div"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v", "i", "f")
def symbolic(g, input, target, reduction, delta):
    check_inputs(CONTRACT, input=input, target=target)
    CONTRACT.require(
        reduction in (0, 1, 2),
        "reduction must be 0 (none), 1 (mean) or 2 (sum)",
        reduction=reduction,
    )
    CONTRACT.require(
        delta > 0,
        "delta must be positive (torch refuses it too)",
        delta=delta,
    )
    CONTRACT.require(
        unpromoted_dtype(input) == dtype_name(input),
        "an input narrower than the target, which the dynamo exporter casts to the target's dtype before the op, is not mapped",
        torch_wrong="a result in the target's dtype where torch answers in the input's (huber_loss of a float16 input and a float32 target is float16): the dynamo exporter casts the input to the target's dtype first, as huber_loss's meta function promotes",
        input=input,
    )
    if dtype_name(input) == "float16":
        delta_value = g.op("Constant", value_t=torch.tensor(delta, dtype=torch.float32))
        half = g.op("Constant", value_t=torch.tensor(0.5, dtype=torch.float32))
        scalar = g.op(
            "Constant",
            value_t=torch.tensor(0.5 * delta, dtype=torch.float32),
        )
        d = g.op(
            "Abs",
            g.op(
                "Sub",
                g.op("Cast", input, to_i=TensorProto.FLOAT),
                g.op("Cast", target, to_i=TensorProto.FLOAT),
            ),
        )
        loss = g.op(
            "Where",
            g.op("Less", d, delta_value),
            g.op("Mul", g.op("Mul", half, d), d),
            g.op("Mul", delta_value, g.op("Sub", d, scalar)),
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
    delta_value = g.op("Constant", value_t=torch.tensor(delta, dtype=dtype_of(input)))
    half = g.op("Constant", value_t=torch.tensor(0.5, dtype=dtype_of(input)))
    scalar = g.op("Constant", value_t=torch.tensor(0.5 * delta, dtype=dtype_of(input)))
    d = g.op("Abs", g.op("Sub", input, target))
    loss = g.op(
        "Where",
        g.op("Less", d, delta_value),
        g.op("Mul", g.op("Mul", half, d), d),
        g.op("Mul", delta_value, g.op("Sub", d, scalar)),
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
