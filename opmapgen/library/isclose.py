"""isclose: aten::isclose -> ONNX Sub + Abs + Mul + Sum + Less + Greater + Not + And + Equal + Or + Identity + Cast, opsets 11 to 20.

Generated from mappings/aten/isclose.yaml by `opmapgen build`; do not edit.

Source schema: aten::isclose(Tensor self, Tensor other, float rtol=1.0000000000000001e-05, float atol=1e-08, bool equal_nan=False) -> Tensor

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
    is_integer,
    parse_args,
    torch_fallback,
)

SOURCE_OP = "aten::isclose"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(11, 21)
CONTRACT = Contract(
    "isclose",
    "mappings/aten/isclose.yaml",
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
        "bfloat16": "the formula computes float16 in float32 and casts back; that path is not written for bfloat16 yet",
        "complex": "ONNX has no complex tensors",
    },
    scalar_typed_ops=("Sub", "Mul", "Less", "Greater", "Equal"),
    variants=(
        'dtype(input) in ("float32", "float64")',
        'dtype(input) == "float16"',
        'integer(input) or dtype(input) == "bool"',
    ),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v", "f", "f", "b")
def symbolic(g, input, other, rtol, atol, equal_nan):
    check_inputs(CONTRACT, input=input, other=other)
    if dtype_name(input) in ("float32", "float64"):
        rtol_value = g.op("Constant", value_t=torch.tensor(rtol, dtype=dtype_of(other)))
        atol_value = g.op("Constant", value_t=torch.tensor(atol, dtype=dtype_of(other)))
        inf = g.op(
            "Constant",
            value_t=torch.tensor(float("inf"), dtype=dtype_of(input)),
        )
        err = g.op("Abs", g.op("Sub", input, other))
        allowed = g.op("Sum", g.op("Abs", g.op("Mul", rtol_value, other)), atol_value)
        near = g.op(
            "And",
            g.op("Less", err, inf),
            g.op("Not", g.op("Greater", err, allowed)),
        )
        close = g.op("Or", g.op("Equal", input, other), near)
        if equal_nan:
            return g.op(
                "Or",
                close,
                g.op(
                    "And",
                    g.op("Not", g.op("Equal", input, input)),
                    g.op("Not", g.op("Equal", other, other)),
                ),
            )
        else:
            return g.op("Identity", close)
    if dtype_name(input) == "float16":
        rtol_value = g.op("Constant", value_t=torch.tensor(rtol, dtype=torch.float32))
        atol_value = g.op("Constant", value_t=torch.tensor(atol, dtype=torch.float32))
        inf = g.op("Constant", value_t=torch.tensor(float("inf"), dtype=torch.float32))
        a = g.op("Cast", input, to_i=TensorProto.FLOAT)
        b = g.op("Cast", other, to_i=TensorProto.FLOAT)
        err_cast_3 = g.op(
            "Cast",
            g.op(
                "Abs",
                g.op(
                    "Cast",
                    g.op("Cast", g.op("Sub", a, b), to_i=TensorProto.FLOAT16),
                    to_i=TensorProto.FLOAT,
                ),
            ),
            to_i=TensorProto.FLOAT16,
        )
        err = g.op("Cast", err_cast_3, to_i=TensorProto.FLOAT)
        scaled_cast_3 = g.op(
            "Cast",
            g.op(
                "Abs",
                g.op(
                    "Cast",
                    g.op("Cast", g.op("Mul", b, rtol_value), to_i=TensorProto.FLOAT16),
                    to_i=TensorProto.FLOAT,
                ),
            ),
            to_i=TensorProto.FLOAT16,
        )
        scaled = g.op("Cast", scaled_cast_3, to_i=TensorProto.FLOAT)
        allowed = g.op(
            "Cast",
            g.op("Cast", g.op("Sum", scaled, atol_value), to_i=TensorProto.FLOAT16),
            to_i=TensorProto.FLOAT,
        )
        near = g.op(
            "And",
            g.op("Less", err, inf),
            g.op("Not", g.op("Greater", err, allowed)),
        )
        close = g.op("Or", g.op("Equal", a, b), near)
        if equal_nan:
            return g.op(
                "Or",
                close,
                g.op(
                    "And",
                    g.op("Not", g.op("Equal", a, a)),
                    g.op("Not", g.op("Equal", b, b)),
                ),
            )
        else:
            return g.op("Identity", close)
    if is_integer(input) or dtype_name(input) == "bool":
        same = g.op("Equal", input, other)
        a = g.op("Cast", input, to_i=TensorProto.FLOAT)
        b = g.op("Cast", other, to_i=TensorProto.FLOAT)
        if atol == 0 and rtol == 0:
            return g.op("Identity", same)
        else:
            rtol_value = g.op(
                "Constant",
                value_t=torch.tensor(rtol, dtype=torch.float32),
            )
            atol_value = g.op(
                "Constant",
                value_t=torch.tensor(atol, dtype=torch.float32),
            )
            result_not = g.op(
                "Not",
                g.op(
                    "Greater",
                    g.op("Abs", g.op("Sub", a, b)),
                    g.op("Sum", g.op("Abs", g.op("Mul", b, rtol_value)), atol_value),
                ),
            )
            return g.op("Or", same, result_not)
    CONTRACT.no_variant(input=input)
