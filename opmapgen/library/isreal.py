"""isreal: aten::isreal -> ONNX Shape + ConstantOfShape + Cast + Not, opsets 9 to 20.

Generated from mappings/aten/isreal.yaml by `opmapgen build`; do not edit.

Source schema: aten::isreal(Tensor self) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_name,
    parse_args,
    present,
    torch_fallback,
)

SOURCE_OP = "aten::isreal"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(9, 21)
CONTRACT = Contract(
    "isreal",
    "mappings/aten/isreal.yaml",
    dtypes=(
        "float16",
        "bfloat16",
        "float32",
        "float64",
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
        "bool",
    ),
    reasons={"complex": "ONNX has no complex tensors"},
    variants=('dtype(input) != "bfloat16"', "opset >= 13"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, input):
    check_inputs(CONTRACT, input=input)
    opset = g.opset
    CONTRACT.require(
        present(dtype_name(input)),
        "the input's dtype is one the TorchScript exporter cannot name (complex32, or not known at export); torch's ONNX shape inference fails on it",
        input=input,
    )
    if dtype_name(input) != "bfloat16":
        return g.op(
            "Not",
            g.op(
                "Cast",
                g.op("ConstantOfShape", g.op("Shape", input)),
                to_i=TensorProto.BOOL,
            ),
        )
    if opset >= 13:
        return g.op(
            "Not",
            g.op(
                "Cast",
                g.op("ConstantOfShape", g.op("Shape", input)),
                to_i=TensorProto.BOOL,
            ),
        )
    CONTRACT.no_variant(input=input, opset=opset)
