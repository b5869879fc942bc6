"""binary_cross_entropy: aten::binary_cross_entropy -> ONNX Cast + Sub + Equal + Neg + Log + Mul + Div + Where + Less + Identity + ReduceSum + Size + Squeeze, opsets 13 to 20.

Generated from mappings/aten/binary_cross_entropy.yaml by `opmapgen build`; do not edit.

Source schema: aten::binary_cross_entropy(Tensor self, Tensor target, Tensor? weight=None, int reduction=1) -> Tensor

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
    present,
    torch_fallback,
)

SOURCE_OP = "aten::binary_cross_entropy"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "binary_cross_entropy",
    "mappings/aten/binary_cross_entropy.yaml",
    dtypes=("float16", "float32", "float64"),
    reasons={
        "bfloat16": "with a weight, torch's TorchScript export broadcasts it with a bfloat16 Expand, which ONNX Runtime has no CPU kernel for",
        "complex": "ONNX has no complex tensors",
        "integer": "torch's binary_cross_entropy takes floating inputs only",
    },
    scalar_typed_ops=("Sub", "Equal", "Mul", "Div", "Less"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v", "v", "i")
def symbolic(g, input, target, weight, reduction):
    check_inputs(CONTRACT, input=input, target=target, weight=weight)
    CONTRACT.require(
        reduction in (0, 1, 2),
        "reduction must be 0 (none), 1 (mean) or 2 (sum)",
        reduction=reduction,
    )
    if dtype_name(input) == "float16":
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float32))
        raw_c = g.op("Constant", value_t=torch.tensor(-100, dtype=torch.float32))
        x = g.op("Cast", input, to_i=TensorProto.FLOAT)
        y = g.op("Cast", target, to_i=TensorProto.FLOAT)
        v = g.op("Sub", one, x)
        log1m = g.op(
            "Where",
            g.op("Equal", v, one),
            g.op("Neg", x),
            g.op(
                "Div",
                g.op("Mul", g.op("Log", v), g.op("Neg", x)),
                g.op("Sub", v, one),
            ),
        )
        logx = g.op("Log", x)
        raw = g.op(
            "Sub",
            g.op(
                "Mul",
                g.op("Sub", y, one),
                g.op("Where", g.op("Less", log1m, raw_c), raw_c, log1m),
            ),
            g.op("Mul", y, g.op("Where", g.op("Less", logx, raw_c), raw_c, logx)),
        )
        if present(weight):
            loss = g.op("Mul", raw, g.op("Cast", weight, to_i=TensorProto.FLOAT))
        else:
            loss = g.op("Identity", raw)
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
    one = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(input)))
    one_2 = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(target)))
    raw_c = g.op("Constant", value_t=torch.tensor(-100, dtype=dtype_of(input)))
    v = g.op("Sub", one, input)
    log1m = g.op(
        "Where",
        g.op("Equal", v, one),
        g.op("Neg", input),
        g.op(
            "Div",
            g.op("Mul", g.op("Log", v), g.op("Neg", input)),
            g.op("Sub", v, one),
        ),
    )
    logx = g.op("Log", input)
    raw = g.op(
        "Sub",
        g.op(
            "Mul",
            g.op("Sub", target, one_2),
            g.op("Where", g.op("Less", log1m, raw_c), raw_c, log1m),
        ),
        g.op("Mul", target, g.op("Where", g.op("Less", logx, raw_c), raw_c, logx)),
    )
    if present(weight):
        loss = g.op("Mul", raw, weight)
    else:
        loss = g.op("Identity", raw)
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
