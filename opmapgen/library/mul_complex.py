"""mul_complex: aten::mul.Tensor -> ONNX Gather + Mul + Sub + Add + Concat, opsets 9 to 20.

Generated from mappings/aten/mul_complex.yaml by `opmapgen build`; do not edit.

Source schema: aten::mul.Tensor(Tensor self, Tensor other) -> Tensor

Overrides torch's own symbolic for aten::mul at opsets 9-20:
while registered, every TorchScript export of the op at those opsets uses this mapping.
Why: torch's own symbolic (Mul) would take a complex tensor's real view for a real tensor and multiply the parts elementwise; products of real tensors still go to it

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import check_inputs, parse_args, promote, torch_fallback

SOURCE_OP = "aten::mul"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(9, 21)
CONTRACT = Contract(
    "mul_complex",
    "mappings/aten/mul_complex.yaml",
    dtypes=("complex64", "complex128"),
    reasons={
        "complex32": "torch's TorchScript exporter cannot type complex32 (ComplexHalf)",
    },
    torch_wrong={"bfloat16": "an invalid model: ONNX Mul takes bfloat16 from opset 13"},
    torch_wrong_below={"bfloat16": 13},
    promote=("input", "other"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v")
def symbolic(g, input, other):
    check_inputs(CONTRACT, input=input, other=other)
    # torch's type promotion: one dtype for these, as torch.result_type gives it
    input, other = promote(g, CONTRACT, input=input, other=other)
    zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
    a = g.op("Gather", input, zero_list, axis_i=-1)
    b = g.op("Gather", input, one_list, axis_i=-1)
    c = g.op("Gather", other, zero_list, axis_i=-1)
    d = g.op("Gather", other, one_list, axis_i=-1)
    return g.op(
        "Concat",
        g.op("Sub", g.op("Mul", a, c), g.op("Mul", b, d)),
        g.op("Add", g.op("Mul", a, d), g.op("Mul", b, c)),
        axis_i=-1,
    )
