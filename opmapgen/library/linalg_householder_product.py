"""linalg_householder_product: aten::linalg_householder_product -> ONNX Identity + Shape + Gather + Squeeze + Range + Unsqueeze + Equal + Cast + Expand + Slice + Sub + Greater + Where + MatMul + Mul, opsets 13 to 20.

Generated from mappings/aten/linalg_householder_product.yaml by `opmapgen build`; do not edit.

Source schema: aten::linalg_householder_product(Tensor input, Tensor tau) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_name,
    dtype_of,
    element_count,
    onnx_dtype_of,
    parse_args,
    present,
    torch_fallback,
    traced_sizes,
)

SOURCE_OP = "aten::linalg_householder_product"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "linalg_householder_product",
    "mappings/aten/linalg_householder_product.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "torch does not take float16 inputs to linalg_householder_product on the CPU",
        "bfloat16": "torch does not take bfloat16 inputs to linalg_householder_product on the CPU",
        "complex": "not mapped yet (complex numbers are a separate family)",
    },
    scalar_typed_ops=("Equal", "Sub", "Greater", "MatMul", "Mul"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v")
def symbolic(g, input, tau):
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
        return g.op("Identity", input)
    minus_two_list = g.op("Constant", value_t=torch.tensor([-2], dtype=torch.int64))
    minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
    one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
    values = g.op(
        "Constant",
        value_t=torch.tensor([9223372036854775807], dtype=torch.int64),
    )
    zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(input)))
    one_2 = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(input)))
    shape = g.op("Shape", input)
    m = g.op("Gather", shape, minus_two_list)
    n = g.op("Gather", shape, minus_one_list)
    rows = g.op(
        "Unsqueeze",
        g.op("Range", zero, g.op("Squeeze", m), one),
        minus_one_list,
    )
    product = g.op(
        "Expand",
        g.op(
            "Cast",
            g.op("Equal", rows, g.op("Range", zero, g.op("Squeeze", n), one)),
            to_i=onnx_dtype_of(input),
        ),
        shape,
    )
    i = g.op("Sub", g.op("Slice", g.op("Shape", tau), minus_one_list, values), one)
    for _ in range(traced_sizes(tau)[-1]):
        reflector = g.op(
            "Where",
            g.op("Equal", rows, i),
            one_2,
            g.op(
                "Where",
                g.op("Greater", rows, i),
                g.op("Gather", input, i, axis_i=-1),
                zero_2,
            ),
        )
        scale = g.op("Unsqueeze", g.op("Gather", tau, i, axis_i=-1), minus_one_list)
        each_reflector_mul_2 = g.op(
            "Mul",
            reflector,
            g.op(
                "Mul",
                scale,
                g.op(
                    "MatMul",
                    g.op(
                        "Unsqueeze",
                        g.op("Squeeze", reflector, minus_one_list),
                        minus_two_list,
                    ),
                    product,
                ),
            ),
        )
        product = g.op("Sub", product, each_reflector_mul_2)
        i = g.op("Sub", i, one)
    return g.op("Identity", product)
