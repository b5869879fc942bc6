"""abs: aten::abs -> ONNX Gather + Abs + Max + Min + Div + Mul + Add + Sqrt + IsInf + Or + IsNaN + Equal + Where, opsets 11 to 20.

Generated from mappings/aten/abs.yaml by `opmapgen build`; do not edit.

Source schema: aten::abs(Tensor self) -> Tensor

Overrides torch's own symbolic for aten::abs at opsets 11-20:
while registered, every TorchScript export of the op at those opsets uses this mapping.
Why: torch's own symbolic (Abs) would take a complex tensor's real view for a real tensor and give the parts' absolute values; real tensors still go to it

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import check_inputs, dtype_of, parse_args, torch_fallback

SOURCE_OP = "aten::abs"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(11, 21)
CONTRACT = Contract(
    "abs",
    "mappings/aten/abs.yaml",
    dtypes=("complex64", "complex128"),
    reasons={
        "complex32": "torch's TorchScript exporter cannot type complex32 (ComplexHalf)",
    },
    torch_wrong={"bfloat16": "an invalid model: ONNX Abs takes bfloat16 from opset 13"},
    torch_wrong_below={"bfloat16": 13},
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, input):
    check_inputs(CONTRACT, input=input)
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
    one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
    one_2 = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(input)))
    zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(input)))
    nan = g.op("Constant", value_t=torch.tensor(float("nan"), dtype=dtype_of(input)))
    inf = g.op("Constant", value_t=torch.tensor(float("inf"), dtype=dtype_of(input)))
    re = g.op("Gather", input, zero, axis_i=-1)
    im = g.op("Gather", input, one, axis_i=-1)
    a = g.op("Abs", re)
    b = g.op("Abs", im)
    larger = g.op("Max", a, b)
    ratio = g.op("Div", g.op("Min", a, b), larger)
    magnitude = g.op(
        "Mul",
        larger,
        g.op("Sqrt", g.op("Add", one_2, g.op("Mul", ratio, ratio))),
    )
    return g.op(
        "Where",
        g.op("Or", g.op("IsInf", re), g.op("IsInf", im)),
        inf,
        g.op(
            "Where",
            g.op("Or", g.op("IsNaN", re), g.op("IsNaN", im)),
            nan,
            g.op("Where", g.op("Equal", larger, zero_2), zero_2, magnitude),
        ),
    )
