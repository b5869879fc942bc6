"""rrelu_with_noise_functional for the dynamo exporter: aten::rrelu_with_noise_functional -> ONNX LeakyRelu + Identity + Greater + Mul + Where, opsets 18 to 23.

Generated from mappings/aten/rrelu_with_noise_functional.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    check_inputs,
    constant,
    dtype_name,
    torch_fallback,
)

TARGET = "aten::rrelu_with_noise_functional.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::rrelu_with_noise_functional(Tensor self, Tensor noise, Scalar lower=0.125, Scalar upper=0.33333333333333331, bool training=False, Generator? generator=None) -> (Tensor, Tensor noise_out)"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "rrelu_with_noise_functional",
    "mappings/aten/rrelu_with_noise_functional.yaml",
    dtypes=("float16", "float32", "float64"),
    reasons={
        "bfloat16": "ONNX Runtime has no bfloat16 LeakyRelu kernel on the CPU",
        "integer": "torch has no leaky_relu of integers",
    },
    variants=('dtype(input) in ("float16", "float32")', 'dtype(input) == "float64"'),
)


@torch_fallback(CONTRACT, TARGET)
def translation(
    input,
    noise,
    lower=0.125,
    upper=0.3333333333333333,
    training=False,
    generator=None,
):
    check_inputs(CONTRACT, input=input, noise=noise)
    CONTRACT.require(
        not training,
        "only evaluation (training=False) is mapped: in training the negative slopes are random, which an exported model cannot reproduce",
        training=training,
    )
    if dtype_name(input) in ("float16", "float32"):
        out = op.LeakyRelu(input, alpha=(lower + upper) / 2)
        noise_out = op.Identity(noise)
        return out, noise_out
    if dtype_name(input) == "float64":
        zero = constant(0, like=input)
        scalar = constant((lower + upper) / 2, like=input)
        out = op.Where(op.Greater(input, zero), input, op.Mul(input, scalar))
        noise_out = op.Identity(noise)
        return out, noise_out
    CONTRACT.no_variant(input=input)
