"""kron: aten::kron -> ONNX And + Mul + Shape + Reshape + Add + Concat + Slice, opsets 14 to 20.

Generated from mappings/aten/kron.yaml by `opmapgen build`; do not edit.

Source schema: aten::kron(Tensor self, Tensor other) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_name,
    parse_args,
    promote,
    rank,
    torch_fallback,
)

SOURCE_OP = "aten::kron"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(14, 21)
CONTRACT = Contract(
    "kron",
    "mappings/aten/kron.yaml",
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
    reasons={"bfloat16": "ONNX Runtime has no bfloat16 Mul kernel on the CPU"},
    scalar_typed_ops=("Mul", "Add", "Concat"),
    promote=("input", "other"),
    variants=(
        'rank(input) == 0 and rank(other) == 0 and dtype(input) == "bool"',
        'rank(input) == 0 and rank(other) == 0 and dtype(input) != "bool"',
        'dtype(input) == "bool"',
        'dtype(input) != "bool"',
    ),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v")
def symbolic(g, input, other):
    check_inputs(CONTRACT, input=input, other=other)
    # torch's type promotion: one dtype for these, as torch.result_type gives it
    input, other = promote(g, CONTRACT, input=input, other=other)
    if rank(input) == 0 and rank(other) == 0 and dtype_name(input) == "bool":
        return g.op("And", input, other)
    if rank(input) == 0 and rank(other) == 0 and dtype_name(input) != "bool":
        return g.op("Mul", input, other)
    if dtype_name(input) == "bool":
        values = g.op("Constant", value_t=torch.tensor([-1, 1], dtype=torch.int64))
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        values_2 = g.op(
            "Constant",
            value_t=torch.tensor([9223372036854775807], dtype=torch.int64),
        )
        two_list = g.op("Constant", value_t=torch.tensor([2], dtype=torch.int64))
        one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        left_dims = g.op("Reshape", g.op("Shape", input), values)
        right_dims = g.op("Reshape", g.op("Shape", other), values)
        left_shape = g.op(
            "Reshape",
            g.op(
                "Concat",
                left_dims,
                g.op("Add", g.op("Mul", left_dims, zero), one),
                axis_i=1,
            ),
            minus_one_list,
        )
        right_shape = g.op(
            "Reshape",
            g.op(
                "Concat",
                g.op("Add", g.op("Mul", right_dims, zero), one),
                right_dims,
                axis_i=1,
            ),
            minus_one_list,
        )
        product = g.op(
            "And",
            g.op("Reshape", input, left_shape, allowzero_i=1),
            g.op("Reshape", other, right_shape, allowzero_i=1),
        )
        dims = g.op("Shape", product)
        return g.op(
            "Reshape",
            product,
            g.op(
                "Mul",
                g.op("Slice", dims, zero_list, values_2, zero_list, two_list),
                g.op("Slice", dims, one_list, values_2, zero_list, two_list),
            ),
            allowzero_i=1,
        )
    if dtype_name(input) != "bool":
        values = g.op("Constant", value_t=torch.tensor([-1, 1], dtype=torch.int64))
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        values_2 = g.op(
            "Constant",
            value_t=torch.tensor([9223372036854775807], dtype=torch.int64),
        )
        two_list = g.op("Constant", value_t=torch.tensor([2], dtype=torch.int64))
        one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        left_dims = g.op("Reshape", g.op("Shape", input), values)
        right_dims = g.op("Reshape", g.op("Shape", other), values)
        left_shape = g.op(
            "Reshape",
            g.op(
                "Concat",
                left_dims,
                g.op("Add", g.op("Mul", left_dims, zero), one),
                axis_i=1,
            ),
            minus_one_list,
        )
        right_shape = g.op(
            "Reshape",
            g.op(
                "Concat",
                g.op("Add", g.op("Mul", right_dims, zero), one),
                right_dims,
                axis_i=1,
            ),
            minus_one_list,
        )
        product = g.op(
            "Mul",
            g.op("Reshape", input, left_shape, allowzero_i=1),
            g.op("Reshape", other, right_shape, allowzero_i=1),
        )
        dims = g.op("Shape", product)
        return g.op(
            "Reshape",
            product,
            g.op(
                "Mul",
                g.op("Slice", dims, zero_list, values_2, zero_list, two_list),
                g.op("Slice", dims, one_list, values_2, zero_list, two_list),
            ),
            allowzero_i=1,
        )
    CONTRACT.no_variant(input=input, other=other)
