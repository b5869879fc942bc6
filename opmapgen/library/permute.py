"""permute: aten::permute -> ONNX Identity + Transpose, opsets 9 to 20.

Generated from mappings/aten/permute.yaml by `opmapgen build`; do not edit.

Source schema: aten::permute(Tensor(a) self, int[] dims) -> Tensor(a)

Overrides torch's own symbolic for aten::permute at opsets 9-20:
while registered, every TorchScript export of the op at those opsets uses this mapping.
Why: torch's symbolic writes negative dims into Transpose's perm as given, an invalid model (x.permute(0, -2, -1, 1) in Mamba2's SSD)

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    parse_args,
    present,
    rank,
    torch_fallback,
    wrapped_dims,
)

SOURCE_OP = "aten::permute"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(9, 21)
CONTRACT = Contract(
    "permute",
    "mappings/aten/permute.yaml",
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
    reasons={"complex": "ONNX has no complex tensors"},
    torch_wrong={
        "bfloat16": "an invalid model: a bfloat16 Transpose, which ONNX takes from opset 13",
    },
    torch_wrong_below={"bfloat16": 13},
    dtype_opsets={"bfloat16": 13},
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "is")
def symbolic(g, input, dims):
    opset = g.opset
    check_inputs(CONTRACT, input=input, opset=opset)
    CONTRACT.require(
        present(rank(input)),
        "the rank of the input must be known at export",
        input=input,
    )
    if rank(input) == 0:
        return g.op("Identity", input)
    return g.op("Transpose", input, perm_i=wrapped_dims(dims, rank(input)))
