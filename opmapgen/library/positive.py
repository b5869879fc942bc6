"""positive: aten::positive -> ONNX Identity, opsets 9 to 20.

Generated from mappings/aten/positive.yaml by `opmapgen build`; do not edit.

Source schema: aten::positive(Tensor(a) self) -> Tensor(a)

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_name,
    parse_args,
    present,
    torch_fallback,
)

SOURCE_OP = "aten::positive"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(9, 21)
CONTRACT = Contract(
    "positive",
    "mappings/aten/positive.yaml",
    dtypes=(
        "float16",
        "float32",
        "float64",
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
    ),
    reasons={
        "bfloat16": "ONNX Identity takes bfloat16 only from opset 13, and this mapping starts at 9",
        "bool": "torch does not take bool inputs to positive",
    },
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, input):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(
        present(dtype_name(input)),
        "the input's dtype must be known at export and one the dtype contract can check (complex32 is neither)",
        input=input,
    )
    return g.op("Identity", input)
