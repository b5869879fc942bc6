"""rrelu_with_noise: aten::rrelu_with_noise -> ONNX LeakyRelu + Greater + Mul + Where, opsets 9 to 20.

Generated from mappings/aten/rrelu_with_noise.yaml by `opmapgen build`; do not edit.

Source schema: aten::rrelu_with_noise(Tensor self, Tensor(b!) noise, Scalar lower=0.125, Scalar upper=0.33333333333333331, bool training=False, Generator? generator=None) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_name,
    dtype_of,
    parse_args,
    torch_fallback,
)

SOURCE_OP = "aten::rrelu_with_noise"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(9, 21)
CONTRACT = Contract(
    "rrelu_with_noise",
    "mappings/aten/rrelu_with_noise.yaml",
    dtypes=("float16", "float32", "float64"),
    reasons={
        "bfloat16": "ONNX Runtime has no bfloat16 LeakyRelu kernel on the CPU",
        "integer": "torch has no leaky_relu of integers",
    },
    scalar_typed_ops=("Greater", "Mul"),
    scalar_typed_inputs=("input",),
    variants=('dtype(input) in ("float16", "float32")', 'dtype(input) == "float64"'),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v", "f", "f", "b", "none")
def symbolic(g, input, noise, lower, upper, training, generator):
    check_inputs(CONTRACT, input=input, noise=noise)
    CONTRACT.require(
        not training,
        "only evaluation (training=False) is mapped: in training the negative slopes are random and torch writes them into noise in place, which an exported model cannot reproduce",
        training=training,
    )
    if dtype_name(input) in ("float16", "float32"):
        return g.op("LeakyRelu", input, alpha_f=(lower + upper) / 2)
    if dtype_name(input) == "float64":
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(input)))
        scalar = g.op(
            "Constant",
            value_t=torch.tensor((lower + upper) / 2, dtype=dtype_of(input)),
        )
        return g.op(
            "Where",
            g.op("Greater", input, zero),
            input,
            g.op("Mul", input, scalar),
        )
    CONTRACT.no_variant(input=input)
