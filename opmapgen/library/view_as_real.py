"""view_as_real: aten::view_as_real -> ONNX Identity, opsets 9 to 20.

Generated from mappings/aten/view_as_real.yaml by `opmapgen build`; do not edit.

Source schema: aten::view_as_real(Tensor(a) self) -> Tensor(a)

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import check_inputs, parse_args, torch_fallback

SOURCE_OP = "aten::view_as_real"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(9, 21)
CONTRACT = Contract(
    "view_as_real",
    "mappings/aten/view_as_real.yaml",
    dtypes=("complex64", "complex128"),
    reasons={
        "complex32": "torch's TorchScript exporter cannot type complex32 (ComplexHalf)",
    },
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, input):
    check_inputs(CONTRACT, input=input)
    return g.op("Identity", input)
