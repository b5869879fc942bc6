"""dist: aten::dist -> ONNX Cast + Sub + Abs + Equal + Not + ReduceSum + ReduceMax + ReduceMin + Mul + Sqrt + Pow + Squeeze, opsets 13 to 20.

Generated from mappings/aten/dist.yaml by `opmapgen build`; do not edit.

Source schema: aten::dist(Tensor self, Tensor other, Scalar p=2) -> Tensor

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
    is_floating,
    onnx_dtype_of,
    parse_args,
    promote,
    torch_fallback,
)

SOURCE_OP = "aten::dist"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "dist",
    "mappings/aten/dist.yaml",
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
    scalar_typed_ops=("Sub", "Equal", "Mul", "Pow"),
    promote=("input", "other"),
    variants=('dtype(input) in ("float16", "bfloat16")', "floating(input)"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v", "f")
def symbolic(g, input, other, p):
    check_inputs(CONTRACT, input=input, other=other)
    # torch's type promotion: one dtype for these, as torch.result_type gives it
    input, other = promote(g, CONTRACT, input=input, other=other)
    CONTRACT.require(
        is_floating(input),
        "torch's dist takes floating inputs only (an integer or bool input only with a floating other, which it is promoted to)",
        input=input,
    )
    if dtype_name(input) in ("float16", "bfloat16"):
        d = g.op(
            "Abs",
            g.op(
                "Sub",
                g.op("Cast", input, to_i=TensorProto.FLOAT),
                g.op("Cast", other, to_i=TensorProto.FLOAT),
            ),
        )
        if p == 0:
            zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float32))
            norm = g.op(
                "ReduceSum",
                g.op(
                    "Cast",
                    g.op("Not", g.op("Equal", d, zero)),
                    to_i=TensorProto.FLOAT,
                ),
                keepdims_i=1,
            )
        elif p > 1e308:
            norm = g.op("ReduceMax", d, keepdims_i=1)
        elif p < -1e308:
            norm = g.op("ReduceMin", d, keepdims_i=1)
        elif p == 1:
            norm = g.op("ReduceSum", d, keepdims_i=1)
        elif p == 2:
            norm = g.op("Sqrt", g.op("ReduceSum", g.op("Mul", d, d), keepdims_i=1))
        else:
            p_value = g.op("Constant", value_t=torch.tensor(p, dtype=torch.float64))
            scalar = g.op("Constant", value_t=torch.tensor(1 / p, dtype=torch.float64))
            norm = g.op(
                "Pow",
                g.op(
                    "ReduceSum",
                    g.op("Pow", d, g.op("Cast", p_value, to_i=TensorProto.FLOAT)),
                    keepdims_i=1,
                ),
                g.op("Cast", scalar, to_i=TensorProto.FLOAT),
            )
        return g.op("Cast", g.op("Squeeze", norm), to_i=onnx_dtype_of(input))
    if is_floating(input):
        d = g.op("Abs", g.op("Sub", input, other))
        if p == 0:
            zero = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(input)))
            norm = g.op(
                "ReduceSum",
                g.op(
                    "Cast",
                    g.op("Not", g.op("Equal", d, zero)),
                    to_i=onnx_dtype_of(input),
                ),
                keepdims_i=1,
            )
        elif p > 1e308:
            norm = g.op("ReduceMax", d, keepdims_i=1)
        elif p < -1e308:
            norm = g.op("ReduceMin", d, keepdims_i=1)
        elif p == 1:
            norm = g.op("ReduceSum", d, keepdims_i=1)
        elif p == 2:
            norm = g.op("Sqrt", g.op("ReduceSum", g.op("Mul", d, d), keepdims_i=1))
        else:
            p_value = g.op("Constant", value_t=torch.tensor(p, dtype=torch.float64))
            scalar = g.op("Constant", value_t=torch.tensor(1 / p, dtype=torch.float64))
            norm = g.op(
                "Pow",
                g.op(
                    "ReduceSum",
                    g.op("Pow", d, g.op("Cast", p_value, to_i=onnx_dtype_of(input))),
                    keepdims_i=1,
                ),
                g.op("Cast", scalar, to_i=onnx_dtype_of(input)),
            )
        return g.op("Squeeze", norm)
    CONTRACT.no_variant(input=input)
