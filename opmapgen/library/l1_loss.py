"""l1_loss: aten::l1_loss -> ONNX Cast + Sub + Abs + Identity + ReduceSum + Size + Div + Squeeze, opsets 13 to 20.

Generated from mappings/aten/l1_loss.yaml by `opmapgen build`; do not edit.

Source schema: aten::l1_loss(Tensor self, Tensor target, int reduction=1) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_name,
    onnx_dtype_of,
    parse_args,
    torch_fallback,
)

SOURCE_OP = "aten::l1_loss"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "l1_loss",
    "mappings/aten/l1_loss.yaml",
    dtypes=("float16", "float32", "float64"),
    reasons={
        "bfloat16": "torch's TorchScript symbolic of the broadcast before the loss gives a bfloat16 ConstantOfShape, which ONNX takes only from opset 20 (an invalid model below it)",
        "complex": "ONNX has no complex tensors",
        "integer": "torch's l1_loss takes floating inputs only",
    },
    scalar_typed_ops=("Sub", "Div"),
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
        loss = g.op(
            "Abs",
            g.op(
                "Sub",
                g.op("Cast", input, to_i=TensorProto.FLOAT),
                g.op("Cast", target, to_i=TensorProto.FLOAT),
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
                    g.op("Cast", g.op("Size", loss), to_i=TensorProto.FLOAT),
                ),
            )
        else:
            reduced = g.op("ReduceSum", loss, keepdims_i=0)
        return g.op("Cast", reduced, to_i=TensorProto.FLOAT16)
    loss = g.op("Abs", g.op("Sub", input, target))
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
