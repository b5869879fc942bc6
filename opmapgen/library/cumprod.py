"""cumprod: aten::cumprod -> ONNX Cast + Identity + Unsqueeze + Shape + Gather + Range + GreaterOrEqual + CastLike + Where + ReduceProd, opsets 15 to 20.

Generated from mappings/aten/cumprod.yaml by `opmapgen build`; do not edit.

Source schema: aten::cumprod(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_name,
    is_floating,
    onnx_dtype,
    parse_args,
    present,
    rank,
    torch_fallback,
)

SOURCE_OP = "aten::cumprod"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(15, 21)
CONTRACT = Contract(
    "cumprod",
    "mappings/aten/cumprod.yaml",
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
    },
    scalar_typed_ops=("GreaterOrEqual",),
    scalar_typed_inputs=(),
    variants=("opset <= 17", "opset >= 18"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "i", "i")
def symbolic(g, input, dim, dtype):
    check_inputs(CONTRACT, input=input)
    opset = g.opset
    CONTRACT.require(
        present(rank(input)) and rank(input) > 0,
        "a 0-dim input is not mapped (its cumprod is the input itself)",
        input=input,
    )
    if opset <= 17:
        values = g.op(
            "Constant",
            value_t=torch.tensor([dim % rank(input)], dtype=torch.int64),
        )
        scalar = g.op(
            "Constant",
            value_t=torch.tensor(dim % rank(input), dtype=torch.int64),
        )
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        if present(dtype) and dtype_name(dtype) in ("float16", "bfloat16", "float32"):
            x = g.op("Cast", input, to_i=TensorProto.FLOAT)
        elif present(dtype) and dtype_name(dtype) == "float64":
            x = g.op("Cast", input, to_i=TensorProto.DOUBLE)
        elif present(dtype):
            x = g.op("Cast", input, to_i=TensorProto.INT64)
        elif dtype_name(input) == "float16":
            x = g.op("Cast", input, to_i=TensorProto.FLOAT)
        elif is_floating(input):
            x = g.op("Identity", input)
        else:
            x = g.op("Cast", input, to_i=TensorProto.INT64)
        expanded = g.op("Unsqueeze", x, values)
        positions = g.op("Range", zero, g.op("Gather", g.op("Shape", x), scalar), one)
        lower = g.op(
            "GreaterOrEqual",
            g.op("Unsqueeze", positions, one_list),
            g.op("Unsqueeze", positions, zero_list),
        )
        if dim % rank(input) == rank(input) - 1:
            mask = g.op("Identity", lower)
        else:
            scalar_2 = g.op(
                "Constant",
                value_t=torch.tensor(
                    list(range(2, rank(input) + 1 - dim % rank(input))),
                    dtype=torch.int64,
                ),
            )
            mask = g.op("Unsqueeze", lower, scalar_2)
        product = g.op(
            "ReduceProd",
            g.op("Where", mask, expanded, g.op("CastLike", one, expanded)),
            axes_i=[dim % rank(input) + 1],
            keepdims_i=0,
        )
        if present(dtype):
            return g.op("Cast", product, to_i=onnx_dtype(dtype))
        elif dtype_name(input) == "float16":
            return g.op("Cast", product, to_i=TensorProto.FLOAT16)
        else:
            return g.op("Identity", product)
    if opset >= 18:
        values = g.op(
            "Constant",
            value_t=torch.tensor([dim % rank(input)], dtype=torch.int64),
        )
        scalar = g.op(
            "Constant",
            value_t=torch.tensor(dim % rank(input), dtype=torch.int64),
        )
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        values_2 = g.op(
            "Constant",
            value_t=torch.tensor([dim % rank(input) + 1], dtype=torch.int64),
        )
        if present(dtype) and dtype_name(dtype) in ("float16", "bfloat16", "float32"):
            x = g.op("Cast", input, to_i=TensorProto.FLOAT)
        elif present(dtype) and dtype_name(dtype) == "float64":
            x = g.op("Cast", input, to_i=TensorProto.DOUBLE)
        elif present(dtype):
            x = g.op("Cast", input, to_i=TensorProto.INT64)
        elif dtype_name(input) == "float16":
            x = g.op("Cast", input, to_i=TensorProto.FLOAT)
        elif is_floating(input):
            x = g.op("Identity", input)
        else:
            x = g.op("Cast", input, to_i=TensorProto.INT64)
        expanded = g.op("Unsqueeze", x, values)
        positions = g.op("Range", zero, g.op("Gather", g.op("Shape", x), scalar), one)
        lower = g.op(
            "GreaterOrEqual",
            g.op("Unsqueeze", positions, one_list),
            g.op("Unsqueeze", positions, zero_list),
        )
        if dim % rank(input) == rank(input) - 1:
            mask = g.op("Identity", lower)
        else:
            scalar_2 = g.op(
                "Constant",
                value_t=torch.tensor(
                    list(range(2, rank(input) + 1 - dim % rank(input))),
                    dtype=torch.int64,
                ),
            )
            mask = g.op("Unsqueeze", lower, scalar_2)
        product = g.op(
            "ReduceProd",
            g.op("Where", mask, expanded, g.op("CastLike", one, expanded)),
            values_2,
            keepdims_i=0,
        )
        if present(dtype):
            return g.op("Cast", product, to_i=onnx_dtype(dtype))
        elif dtype_name(input) == "float16":
            return g.op("Cast", product, to_i=TensorProto.FLOAT16)
        else:
            return g.op("Identity", product)
    CONTRACT.no_variant(opset=opset)
