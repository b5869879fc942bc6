"""fmax: aten::fmax -> ONNX Equal + Not + Max + Where + Cast + Or, opsets 12 to 20.

Generated from mappings/aten/fmax.yaml by `opmapgen build`; do not edit.

Source schema: aten::fmax(Tensor self, Tensor other) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_name,
    is_floating,
    is_integer,
    onnx_dtype_of,
    parse_args,
    promote,
    torch_fallback,
)

SOURCE_OP = "aten::fmax"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(12, 21)
CONTRACT = Contract(
    "fmax",
    "mappings/aten/fmax.yaml",
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
    reasons={"bfloat16": "ONNX Runtime has no bfloat16 Max or Equal kernel on the CPU"},
    scalar_typed_ops=("Equal", "Max"),
    promote=("input", "other"),
    variants=(
        "floating(input)",
        'dtype(input) == "int16"',
        "integer(input)",
        'dtype(input) == "bool"',
    ),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v")
def symbolic(g, input, other):
    check_inputs(CONTRACT, input=input, other=other)
    # torch's type promotion: one dtype for these, as torch.result_type gives it
    input, other = promote(g, CONTRACT, input=input, other=other)
    if is_floating(input):
        return g.op(
            "Where",
            g.op("Not", g.op("Equal", input, input)),
            other,
            g.op(
                "Where",
                g.op("Not", g.op("Equal", other, other)),
                input,
                g.op("Max", input, other),
            ),
        )
    if dtype_name(input) == "int16":
        return g.op(
            "Cast",
            g.op(
                "Max",
                g.op("Cast", input, to_i=TensorProto.INT32),
                g.op("Cast", other, to_i=TensorProto.INT32),
            ),
            to_i=onnx_dtype_of(input),
        )
    if is_integer(input):
        return g.op("Max", input, other)
    if dtype_name(input) == "bool":
        return g.op("Or", input, other)
    CONTRACT.no_variant(input=input)
