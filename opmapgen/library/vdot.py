"""vdot: aten::vdot -> ONNX Cast + MatMul, opsets 9 to 20.

Generated from mappings/aten/vdot.yaml by `opmapgen build`; do not edit.

Source schema: aten::vdot(Tensor self, Tensor other) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_name,
    onnx_dtype_of,
    parse_args,
    torch_fallback,
)

SOURCE_OP = "aten::vdot"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(9, 21)
CONTRACT = Contract(
    "vdot",
    "mappings/aten/vdot.yaml",
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
        "bfloat16": "ONNX Runtime has no bfloat16 MatMul kernel on the CPU",
        "bool": "torch does not take bool inputs to vdot",
    },
    scalar_typed_ops=("MatMul",),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v")
def symbolic(g, input, other):
    check_inputs(CONTRACT, input=input, other=other)
    CONTRACT.require(
        dtype_name(input) == dtype_name(other),
        "inputs of different dtypes are not mapped (torch refuses them too)",
        input=input,
        other=other,
    )
    if dtype_name(input) in ("int8", "int16", "uint8"):
        return g.op(
            "Cast",
            g.op(
                "MatMul",
                g.op("Cast", input, to_i=TensorProto.INT32),
                g.op("Cast", other, to_i=TensorProto.INT32),
            ),
            to_i=onnx_dtype_of(input),
        )
    else:
        return g.op("MatMul", input, other)
