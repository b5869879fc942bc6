"""copysign: aten::copysign.Tensor -> ONNX Cast + Abs + Less + Neg + Where, opsets 9 to 20.

Generated from mappings/aten/copysign.yaml by `opmapgen build`; do not edit.

Source schema: aten::copysign.Tensor(Tensor self, Tensor other) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import check_inputs, parse_args, promote, torch_fallback

SOURCE_OP = "aten::copysign"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(9, 21)
CONTRACT = Contract(
    "copysign",
    "mappings/aten/copysign.yaml",
    dtypes=("uint8", "int8", "int16", "int32", "int64", "bool"),
    reasons={
        "float16": "ONNX has no op below opset 26 (BitCast) that reads the sign bit of a NaN, which x86 sets on the NaNs it computes",
        "float32": "ONNX has no op below opset 26 (BitCast) that reads the sign bit of a NaN, which x86 sets on the NaNs it computes",
        "float64": "ONNX has no op below opset 26 (BitCast) that reads the sign bit of a NaN, which x86 sets on the NaNs it computes",
        "bfloat16": "ONNX has no op below opset 26 (BitCast) that reads the sign bit of a NaN, which x86 sets on the NaNs it computes",
    },
    promote=("input", "other"),
    promote_kind="INT_TO_FLOAT",
    promoted=("float32",),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v")
def symbolic(g, input, other):
    check_inputs(CONTRACT, input=input, other=other)
    # torch's type promotion: one dtype for these, as torch.result_type gives it
    input, other = promote(g, CONTRACT, input=input, other=other)
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float32))
    x = g.op("Abs", g.op("Cast", input, to_i=TensorProto.FLOAT))
    return g.op(
        "Where",
        g.op("Less", g.op("Cast", other, to_i=TensorProto.FLOAT), zero),
        g.op("Neg", x),
        x,
    )
