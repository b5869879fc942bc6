"""mT: aten::mT -> ONNX Transpose, opsets 9 to 20.

Generated from mappings/aten/mT.yaml by `opmapgen build`; do not edit.

Source schema: aten::mT(Tensor(a) self) -> Tensor(a)

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_name,
    parse_args,
    present,
    rank,
    torch_fallback,
)

SOURCE_OP = "aten::mT"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(9, 21)
CONTRACT = Contract(
    "mT",
    "mappings/aten/mT.yaml",
    dtypes=(
        "float16",
        "float32",
        "float64",
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
        "bool",
    ),
    reasons={
        "bfloat16": "ONNX Transpose takes bfloat16 only from opset 13, and this mapping starts at 9",
        "complex": "ONNX Runtime has no complex Transpose kernel",
    },
    variants=(
        "rank(input) == 2",
        "rank(input) == 3",
        "rank(input) == 4",
        "rank(input) == 5",
        "rank(input) == 6",
    ),
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
    CONTRACT.require(
        present(rank(input)) and rank(input) >= 2 and rank(input) <= 6,
        "the input's rank must be known at export and between 2 and 6",
        input=input,
    )
    if rank(input) == 2:
        return g.op("Transpose", input, perm_i=[1, 0])
    if rank(input) == 3:
        return g.op("Transpose", input, perm_i=[0, 2, 1])
    if rank(input) == 4:
        return g.op("Transpose", input, perm_i=[0, 1, 3, 2])
    if rank(input) == 5:
        return g.op("Transpose", input, perm_i=[0, 1, 2, 4, 3])
    if rank(input) == 6:
        return g.op("Transpose", input, perm_i=[0, 1, 2, 3, 5, 4])
    CONTRACT.no_variant(input=input)
