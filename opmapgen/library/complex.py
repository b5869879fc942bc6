"""complex: aten::complex -> ONNX Add + Shape + Expand + Unsqueeze + Concat, opsets 13 to 20.

Generated from mappings/aten/complex.yaml by `opmapgen build`; do not edit.

Source schema: aten::complex(Tensor real, Tensor imag) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import check_inputs, parse_args, torch_fallback

SOURCE_OP = "aten::complex"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "complex",
    "mappings/aten/complex.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "torch's TorchScript exporter cannot type complex32 (ComplexHalf), the result",
    },
    scalar_typed_ops=("Add", "Concat"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v")
def symbolic(g, real, imag):
    check_inputs(CONTRACT, real=real, imag=imag)
    minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
    shape = g.op("Shape", g.op("Add", real, imag))
    return g.op(
        "Concat",
        g.op("Unsqueeze", g.op("Expand", real, shape), minus_one_list),
        g.op("Unsqueeze", g.op("Expand", imag, shape), minus_one_list),
        axis_i=-1,
    )
