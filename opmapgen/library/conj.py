"""conj: aten::_conj -> ONNX Mul, opsets 9 to 20.

Generated from mappings/aten/conj.yaml by `opmapgen build`; do not edit.

Source schema: aten::_conj(Tensor(a) self) -> Tensor(a)

Overrides torch's own symbolic for aten::_conj at opsets 9-20:
while registered, every TorchScript export of the op at those opsets uses this mapping.
Why: torch's own symbolic returns the input, which for a complex tensor's real view leaves the imaginary part as it was; real tensors still go to it

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import check_inputs, dtype_of, parse_args, torch_fallback

SOURCE_OP = "aten::_conj"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(9, 21)
CONTRACT = Contract(
    "conj",
    "mappings/aten/conj.yaml",
    dtypes=("complex64", "complex128"),
    reasons={
        "complex32": "torch's TorchScript exporter cannot type complex32 (ComplexHalf)",
    },
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, input):
    check_inputs(CONTRACT, input=input)
    flip = g.op("Constant", value_t=torch.tensor([1.0, -1.0], dtype=dtype_of(input)))
    return g.op("Mul", input, flip)
