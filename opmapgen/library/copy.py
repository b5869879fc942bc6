"""copy: aten::copy -> ONNX Shape + Expand + Cast, opsets 13 to 20.

Generated from mappings/aten/copy.yaml by `opmapgen build`; do not edit.

Source schema: aten::copy(Tensor self, Tensor src, bool non_blocking=False) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    onnx_dtype_of,
    parse_args,
    torch_fallback,
)

SOURCE_OP = "aten::copy"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "copy",
    "mappings/aten/copy.yaml",
    dtypes=(
        "bool",
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
        "float16",
        "bfloat16",
        "float32",
        "float64",
    ),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v", "b")
def symbolic(g, input, src, non_blocking):
    check_inputs(CONTRACT, input=input, src=src)
    return g.op(
        "Cast",
        g.op("Expand", src, g.op("Shape", input)),
        to_i=onnx_dtype_of(input),
    )
