"""remainder: aten::remainder.Tensor -> ONNX Identity + Mod + Equal + Not + Less + And + Add + Where + Cast, opsets 11 to 20.

Generated from mappings/aten/remainder.yaml by `opmapgen build`; do not edit.

Source schema: aten::remainder.Tensor(Tensor self, Tensor other) -> Tensor

Overrides torch's own symbolic for aten::remainder at opsets 11-20:
while registered, every TorchScript export of the op at those opsets uses this mapping.
Why: torch's TorchScript symbolic computes float remainders as a - floor(a / b) * b, which loses every digit once a / b is large (remainder(1e10, 3.3))

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_name,
    dtype_of,
    onnx_dtype_of,
    parse_args,
    promote,
    torch_fallback,
)

SOURCE_OP = "aten::remainder"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(11, 21)
CONTRACT = Contract(
    "remainder",
    "mappings/aten/remainder.yaml",
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
        "bfloat16": "ONNX Cast takes bfloat16 only from opset 13, and this mapping starts at 11",
    },
    scalar_typed_ops=("Mod", "Equal", "Less", "Add"),
    torch_wrong={"bfloat16": "an invalid model: ONNX Div takes bfloat16 from opset 13"},
    torch_wrong_below={"bfloat16": 13},
    promote=("input", "other"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v")
def symbolic(g, input, other):
    check_inputs(CONTRACT, input=input, other=other)
    # torch's type promotion: one dtype for these, as torch.result_type gives it
    input, other = promote(g, CONTRACT, input=input, other=other)
    if dtype_name(input) in ("float32", "float64"):
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(input)))
        zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(other)))
        a = g.op("Identity", input)
        b = g.op("Identity", other)
        left = g.op("Mod", a, b, fmod_i=1)
        remainder = g.op(
            "Where",
            g.op(
                "And",
                g.op("Not", g.op("Equal", left, zero)),
                g.op(
                    "Not",
                    g.op("Equal", g.op("Less", b, zero_2), g.op("Less", left, zero)),
                ),
            ),
            g.op("Add", left, b),
            left,
        )
        return g.op("Identity", remainder)
    if dtype_name(input) == "float16":
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float32))
        a = g.op("Cast", input, to_i=TensorProto.FLOAT)
        b = g.op("Cast", other, to_i=TensorProto.FLOAT)
        left = g.op("Mod", a, b, fmod_i=1)
        remainder = g.op(
            "Where",
            g.op(
                "And",
                g.op("Not", g.op("Equal", left, zero)),
                g.op(
                    "Not",
                    g.op("Equal", g.op("Less", b, zero), g.op("Less", left, zero)),
                ),
            ),
            g.op("Add", left, b),
            left,
        )
        return g.op("Cast", remainder, to_i=TensorProto.FLOAT16)
    return g.op(
        "Cast",
        g.op(
            "Mod",
            g.op("Cast", input, to_i=TensorProto.INT64),
            g.op("Cast", other, to_i=TensorProto.INT64),
            fmod_i=0,
        ),
        to_i=onnx_dtype_of(input),
    )
