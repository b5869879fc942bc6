"""linalg_householder_product for the dynamo exporter: aten::linalg_householder_product -> ONNX Identity + Shape + Gather + Squeeze + Range + Unsqueeze + Equal + Cast + Expand + Slice + Sub + Greater + Where + MatMul + Mul, opsets 18 to 23.

Generated from mappings/aten/linalg_householder_product.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    check_inputs,
    constant,
    dtype_name,
    element_count,
    onnx_dtype_of,
    present,
    torch_fallback,
    traced_sizes,
)

TARGET = "aten::linalg_householder_product.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::linalg_householder_product(Tensor input, Tensor tau) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "linalg_householder_product",
    "mappings/aten/linalg_householder_product.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "torch does not take float16 inputs to linalg_householder_product on the CPU",
        "bfloat16": "torch does not take bfloat16 inputs to linalg_householder_product on the CPU",
        "complex": "not mapped yet (complex numbers are a separate family)",
    },
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, tau):
    check_inputs(CONTRACT, input=input, tau=tau)
    CONTRACT.require(
        present(traced_sizes(input)) and present(traced_sizes(tau)),
        "the sizes of the input and of tau must be known at export (one round per reflector): export with static shapes (the sizes are read whole, so a dynamic batch dim is refused too)",
        input=input,
        tau=tau,
    )
    CONTRACT.require(
        dtype_name(input) == dtype_name(tau),
        "tau must have the input's dtype (torch refuses other dtypes too)",
        input=input,
        tau=tau,
    )
    if element_count(input) == 0:
        return op.Identity(input)
    minus_two_list = constant([-2], dtype="int64")
    minus_one_list = constant([-1], dtype="int64")
    zero = constant(0, dtype="int64")
    one = constant(1, dtype="int64")
    values = constant([9223372036854775807], dtype="int64")
    zero_2 = constant(0, like=input)
    one_2 = constant(1, like=input)
    shape = op.Shape(input)
    m = op.Gather(shape, minus_two_list)
    n = op.Gather(shape, minus_one_list)
    rows = op.Unsqueeze(op.Range(zero, op.Squeeze(m), one), minus_one_list)
    product = op.Expand(
        op.Cast(
            op.Equal(rows, op.Range(zero, op.Squeeze(n), one)),
            to=onnx_dtype_of(input),
        ),
        shape,
    )
    i = op.Sub(op.Slice(op.Shape(tau), minus_one_list, values), one)
    for _ in range(traced_sizes(tau)[-1]):
        reflector = op.Where(
            op.Equal(rows, i),
            one_2,
            op.Where(op.Greater(rows, i), op.Gather(input, i, axis=-1), zero_2),
        )
        scale = op.Unsqueeze(op.Gather(tau, i, axis=-1), minus_one_list)
        each_reflector_mul_2 = op.Mul(
            reflector,
            op.Mul(
                scale,
                op.MatMul(
                    op.Unsqueeze(op.Squeeze(reflector, minus_one_list), minus_two_list),
                    product,
                ),
            ),
        )
        product = op.Sub(product, each_reflector_mul_2)
        i = op.Sub(i, one)
    return op.Identity(product)
