"""bitwise_and: aten::bitwise_and.Tensor -> ONNX And + Cast + Identity + BitwiseAnd, opsets 9 to 20.

Generated from mappings/aten/bitwise_and.yaml by `opmapgen build`; do not edit.

Source schema: aten::bitwise_and.Tensor(Tensor self, Tensor other) -> Tensor

Overrides torch's own symbolic for aten::bitwise_and at opsets 18-20:
while registered, every TorchScript export of the op at those opsets uses this mapping.
"""

from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import check_inputs, dtype_name, onnx_dtype_of, rank
from torch.onnx.symbolic_helper import parse_args

SOURCE_OP = "aten::bitwise_and"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(9, 21)
CONTRACT = Contract(
    "bitwise_and",
    "mappings/aten/bitwise_and.yaml",
    dtypes=("bool", "uint8", "int8", "int16", "int32", "int64"),
)


@parse_args("v", "v")
def symbolic(g, input, other):
    check_inputs(CONTRACT, input=input, other=other)
    opset = g.opset
    CONTRACT.require(
        (dtype_name(input) == "bool") == (dtype_name(other) == "bool"),
        "a bool tensor with an integer one gives the integer dtype, which is not mapped; cast the bool one first",
        input=input,
        other=other,
    )
    CONTRACT.require(
        dtype_name(input) == dtype_name(other)
        or (rank(input) == 0) != (rank(other) == 0),
        "inputs of different dtypes are mapped only when one of them is 0-dim (a Python number), which then takes the other's dtype",
        input=input,
        other=other,
    )
    if dtype_name(input) == "bool":
        return g.op("And", input, other)
    if opset >= 18:
        if rank(input) == 0 and rank(other) != 0:
            a = g.op("Cast", input, to_i=onnx_dtype_of(other))
        else:
            a = g.op("Identity", input)
        if rank(other) == 0 and rank(input) != 0:
            b = g.op("Cast", other, to_i=onnx_dtype_of(input))
        else:
            b = g.op("Identity", other)
        return g.op("BitwiseAnd", a, b)
    CONTRACT.refuse(
        'no variant of the mapping takes these args (variants: dtype(input) == "bool"; opset >= 18)',
        input=input,
        opset=opset,
    )
