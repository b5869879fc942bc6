"""vander: aten::vander -> ONNX Cast + Shape + Reshape + Squeeze + Range + Identity + Sub + Max + Less + Unsqueeze + Where + ReduceProd, opsets 13 to 20.

Generated from mappings/aten/vander.yaml by `opmapgen build`; do not edit.

Source schema: aten::vander(Tensor x, int? N=None, bool increasing=False) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    absent,
    check_inputs,
    dtype_name,
    dtype_of,
    is_floating,
    is_integer,
    parse_args,
    rank,
    torch_fallback,
)

SOURCE_OP = "aten::vander"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "vander",
    "mappings/aten/vander.yaml",
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
    reasons={"bfloat16": "ONNX Runtime has no bfloat16 ReduceProd kernel on the CPU"},
    scalar_typed_ops=("Sub", "Max", "Less"),
    scalar_typed_inputs=(),
    variants=(
        'opset <= 17 and (integer(x) or dtype(x) == "bool")',
        "opset <= 17 and floating(x)",
        'opset >= 18 and (integer(x) or dtype(x) == "bool")',
        "opset >= 18 and floating(x)",
    ),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "i", "b")
def symbolic(g, x, N, increasing):
    check_inputs(CONTRACT, x=x)
    opset = g.opset
    CONTRACT.require(rank(x) == 1, "x must be 1-D, of known rank", x=x)
    if opset <= 17 and (is_integer(x) or dtype_name(x) == "bool"):
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        values = g.op("Constant", value_t=torch.tensor([1, -1], dtype=torch.int64))
        values_2 = g.op("Constant", value_t=torch.tensor([-1, 1], dtype=torch.int64))
        values_3 = g.op("Constant", value_t=torch.tensor([-1, -2], dtype=torch.int64))
        flat = g.op("Cast", x, to_i=TensorProto.INT64)
        if absent(N):
            count = g.op("Shape", flat)
        else:
            N_value = g.op("Constant", value_t=torch.tensor(N, dtype=torch.int64))
            one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
            count = g.op("Reshape", N_value, one_list)
        steps = g.op("Range", zero, g.op("Squeeze", count, zero_list), one)
        if increasing:
            powers = g.op("Identity", steps)
        else:
            zero_list_2 = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
            one_2 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
            powers = g.op(
                "Sub",
                g.op("Sub", g.op("Squeeze", count, zero_list_2), one_2),
                steps,
            )
        factors = g.op(
            "Range",
            zero,
            g.op("Max", g.op("Sub", g.op("Squeeze", count, zero_list), one), zero),
            one,
        )
        mask = g.op(
            "Less",
            g.op("Reshape", factors, values),
            g.op("Reshape", powers, values_2),
        )
        return g.op(
            "ReduceProd",
            g.op("Where", mask, g.op("Unsqueeze", flat, values_3), one),
            axes_i=[-1],
            keepdims_i=0,
        )
    if opset <= 17 and is_floating(x):
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        values = g.op("Constant", value_t=torch.tensor([1, -1], dtype=torch.int64))
        values_2 = g.op("Constant", value_t=torch.tensor([-1, 1], dtype=torch.int64))
        values_3 = g.op("Constant", value_t=torch.tensor([-1, -2], dtype=torch.int64))
        one_3 = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(x)))
        if absent(N):
            count = g.op("Shape", x)
        else:
            N_value = g.op("Constant", value_t=torch.tensor(N, dtype=torch.int64))
            one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
            count = g.op("Reshape", N_value, one_list)
        steps = g.op("Range", zero, g.op("Squeeze", count, zero_list), one)
        if increasing:
            powers = g.op("Identity", steps)
        else:
            zero_list_2 = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
            one_2 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
            powers = g.op(
                "Sub",
                g.op("Sub", g.op("Squeeze", count, zero_list_2), one_2),
                steps,
            )
        factors = g.op(
            "Range",
            zero,
            g.op("Max", g.op("Sub", g.op("Squeeze", count, zero_list), one), zero),
            one,
        )
        mask = g.op(
            "Less",
            g.op("Reshape", factors, values),
            g.op("Reshape", powers, values_2),
        )
        return g.op(
            "ReduceProd",
            g.op("Where", mask, g.op("Unsqueeze", x, values_3), one_3),
            axes_i=[-1],
            keepdims_i=0,
        )
    if opset >= 18 and (is_integer(x) or dtype_name(x) == "bool"):
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        values = g.op("Constant", value_t=torch.tensor([1, -1], dtype=torch.int64))
        values_2 = g.op("Constant", value_t=torch.tensor([-1, 1], dtype=torch.int64))
        values_3 = g.op("Constant", value_t=torch.tensor([-1, -2], dtype=torch.int64))
        minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
        flat = g.op("Cast", x, to_i=TensorProto.INT64)
        if absent(N):
            count = g.op("Shape", flat)
        else:
            N_value = g.op("Constant", value_t=torch.tensor(N, dtype=torch.int64))
            one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
            count = g.op("Reshape", N_value, one_list)
        steps = g.op("Range", zero, g.op("Squeeze", count, zero_list), one)
        if increasing:
            powers = g.op("Identity", steps)
        else:
            zero_list_2 = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
            one_2 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
            powers = g.op(
                "Sub",
                g.op("Sub", g.op("Squeeze", count, zero_list_2), one_2),
                steps,
            )
        factors = g.op(
            "Range",
            zero,
            g.op("Max", g.op("Sub", g.op("Squeeze", count, zero_list), one), zero),
            one,
        )
        mask = g.op(
            "Less",
            g.op("Reshape", factors, values),
            g.op("Reshape", powers, values_2),
        )
        return g.op(
            "ReduceProd",
            g.op("Where", mask, g.op("Unsqueeze", flat, values_3), one),
            minus_one_list,
            keepdims_i=0,
        )
    if opset >= 18 and is_floating(x):
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        values = g.op("Constant", value_t=torch.tensor([1, -1], dtype=torch.int64))
        values_2 = g.op("Constant", value_t=torch.tensor([-1, 1], dtype=torch.int64))
        values_3 = g.op("Constant", value_t=torch.tensor([-1, -2], dtype=torch.int64))
        one_3 = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(x)))
        minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
        if absent(N):
            count = g.op("Shape", x)
        else:
            N_value = g.op("Constant", value_t=torch.tensor(N, dtype=torch.int64))
            one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
            count = g.op("Reshape", N_value, one_list)
        steps = g.op("Range", zero, g.op("Squeeze", count, zero_list), one)
        if increasing:
            powers = g.op("Identity", steps)
        else:
            zero_list_2 = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
            one_2 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
            powers = g.op(
                "Sub",
                g.op("Sub", g.op("Squeeze", count, zero_list_2), one_2),
                steps,
            )
        factors = g.op(
            "Range",
            zero,
            g.op("Max", g.op("Sub", g.op("Squeeze", count, zero_list), one), zero),
            one,
        )
        mask = g.op(
            "Less",
            g.op("Reshape", factors, values),
            g.op("Reshape", powers, values_2),
        )
        return g.op(
            "ReduceProd",
            g.op("Where", mask, g.op("Unsqueeze", x, values_3), one_3),
            minus_one_list,
            keepdims_i=0,
        )
    CONTRACT.no_variant(opset=opset, x=x)
