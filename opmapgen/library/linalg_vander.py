"""linalg_vander: aten::linalg_vander -> ONNX Cast + Reshape + Shape + Squeeze + Range + Sub + Less + Unsqueeze + Where + ReduceProd + Identity, opsets 15 to 20.

Generated from mappings/aten/linalg_vander.yaml by `opmapgen build`; do not edit.

Source schema: aten::linalg_vander(Tensor x, *, SymInt? N=None) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    absent,
    check_inputs,
    dtype_of,
    is_floating,
    is_integer,
    parse_args,
    present,
    rank,
    torch_fallback,
)

SOURCE_OP = "aten::linalg_vander"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(15, 21)
CONTRACT = Contract(
    "linalg_vander",
    "mappings/aten/linalg_vander.yaml",
    dtypes=("float32", "float64", "uint8", "int8", "int16", "int32", "int64"),
    reasons={
        "float16": "torch does not take float16 inputs to linalg.vander",
        "bfloat16": "torch does not take bfloat16 inputs to linalg.vander",
        "bool": "torch does not take bool inputs to linalg.vander",
    },
    scalar_typed_ops=("Sub", "Less"),
    scalar_typed_inputs=(),
    variants=(
        "opset <= 17 and integer(x)",
        "opset <= 17 and floating(x)",
        "opset >= 18 and integer(x)",
        "opset >= 18 and floating(x)",
    ),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "i")
def symbolic(g, x, N):
    check_inputs(CONTRACT, x=x)
    opset = g.opset
    CONTRACT.require(present(rank(x)), "the input's rank must be known at export", x=x)
    if opset <= 17 and is_integer(x):
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        values = g.op("Constant", value_t=torch.tensor([1, -1], dtype=torch.int64))
        values_2 = g.op("Constant", value_t=torch.tensor([-1, 1], dtype=torch.int64))
        values_3 = g.op("Constant", value_t=torch.tensor([-1, -2], dtype=torch.int64))
        if rank(x) == 0:
            one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
            flat = g.op("Reshape", g.op("Cast", x, to_i=TensorProto.INT64), one_list)
        else:
            flat = g.op("Cast", x, to_i=TensorProto.INT64)
        if absent(N):
            count = g.op("Shape", flat, start_i=-1)
        else:
            N_value = g.op("Constant", value_t=torch.tensor(N, dtype=torch.int64))
            one_list_2 = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
            count = g.op("Reshape", N_value, one_list_2)
        powers = g.op("Range", zero, g.op("Squeeze", count, zero_list), one)
        factors = g.op(
            "Range",
            zero,
            g.op("Sub", g.op("Squeeze", count, zero_list), one),
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
        one_2 = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(x)))
        if rank(x) == 0:
            one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
            flat = g.op("Reshape", x, one_list)
        else:
            flat = g.op("Identity", x)
        if absent(N):
            count = g.op("Shape", flat, start_i=-1)
        else:
            N_value = g.op("Constant", value_t=torch.tensor(N, dtype=torch.int64))
            one_list_2 = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
            count = g.op("Reshape", N_value, one_list_2)
        powers = g.op("Range", zero, g.op("Squeeze", count, zero_list), one)
        factors = g.op(
            "Range",
            zero,
            g.op("Sub", g.op("Squeeze", count, zero_list), one),
            one,
        )
        mask = g.op(
            "Less",
            g.op("Reshape", factors, values),
            g.op("Reshape", powers, values_2),
        )
        return g.op(
            "ReduceProd",
            g.op("Where", mask, g.op("Unsqueeze", flat, values_3), one_2),
            axes_i=[-1],
            keepdims_i=0,
        )
    if opset >= 18 and is_integer(x):
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        values = g.op("Constant", value_t=torch.tensor([1, -1], dtype=torch.int64))
        values_2 = g.op("Constant", value_t=torch.tensor([-1, 1], dtype=torch.int64))
        values_3 = g.op("Constant", value_t=torch.tensor([-1, -2], dtype=torch.int64))
        minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
        if rank(x) == 0:
            one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
            flat = g.op("Reshape", g.op("Cast", x, to_i=TensorProto.INT64), one_list)
        else:
            flat = g.op("Cast", x, to_i=TensorProto.INT64)
        if absent(N):
            count = g.op("Shape", flat, start_i=-1)
        else:
            N_value = g.op("Constant", value_t=torch.tensor(N, dtype=torch.int64))
            one_list_2 = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
            count = g.op("Reshape", N_value, one_list_2)
        powers = g.op("Range", zero, g.op("Squeeze", count, zero_list), one)
        factors = g.op(
            "Range",
            zero,
            g.op("Sub", g.op("Squeeze", count, zero_list), one),
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
        one_2 = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(x)))
        minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
        if rank(x) == 0:
            one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
            flat = g.op("Reshape", x, one_list)
        else:
            flat = g.op("Identity", x)
        if absent(N):
            count = g.op("Shape", flat, start_i=-1)
        else:
            N_value = g.op("Constant", value_t=torch.tensor(N, dtype=torch.int64))
            one_list_2 = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
            count = g.op("Reshape", N_value, one_list_2)
        powers = g.op("Range", zero, g.op("Squeeze", count, zero_list), one)
        factors = g.op(
            "Range",
            zero,
            g.op("Sub", g.op("Squeeze", count, zero_list), one),
            one,
        )
        mask = g.op(
            "Less",
            g.op("Reshape", factors, values),
            g.op("Reshape", powers, values_2),
        )
        return g.op(
            "ReduceProd",
            g.op("Where", mask, g.op("Unsqueeze", flat, values_3), one_2),
            minus_one_list,
            keepdims_i=0,
        )
    CONTRACT.no_variant(opset=opset, x=x)
