"""cumulative_trapezoid: aten::cumulative_trapezoid.x -> ONNX Cast + Slice + Add + Div + Mul + CumSum + Unsqueeze + Sub + Identity, opsets 13 to 20.

Generated from mappings/aten/cumulative_trapezoid.yaml by `opmapgen build`; do not edit.

Source schema: aten::cumulative_trapezoid.x(Tensor y, Tensor x, *, int dim=-1) -> Tensor

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
    is_integer,
    onnx_dtype_of,
    parse_args,
    present,
    rank,
    torch_fallback,
)

SOURCE_OP = "aten::cumulative_trapezoid"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "cumulative_trapezoid",
    "mappings/aten/cumulative_trapezoid.yaml",
    dtypes=(
        "float16",
        "float32",
        "float64",
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
    ),
    reasons={
        "bfloat16": "the formula computes float16 in float32 and casts back; that path is not written for bfloat16 yet",
        "complex": "ONNX has no complex tensors",
        "bool": "torch's cumulative_trapezoid refuses bool inputs",
    },
    scalar_typed_ops=("Add", "Div", "Mul", "Sub"),
    variants=(
        "integer(y) and rank(x) == 0",
        "integer(y) and dtype(x) == dtype(y)",
        'dtype(y) == "float16" and rank(x) == 0',
        'dtype(y) == "float16" and dtype(x) == dtype(y)',
        'floating(y) and dtype(y) != "float16" and rank(x) == 0',
        'floating(y) and dtype(y) != "float16" and dtype(x) == dtype(y)',
    ),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v", "i")
def symbolic(g, y, x, dim):
    check_inputs(CONTRACT, y=y, x=x)
    CONTRACT.require(
        present(rank(y))
        and rank(y) >= 1
        and present(rank(x))
        and rank(x) in (0, 1, rank(y)),
        "y must have a known rank of at least 1, and x be 1-D or of y's rank (torch slices other ranks of x along y's dim)",
        y=y,
        x=x,
    )
    if is_integer(y) and rank(x) == 0:
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
        values = g.op(
            "Constant",
            value_t=torch.tensor([dim % rank(y)], dtype=torch.int64),
        )
        one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        values_2 = g.op(
            "Constant",
            value_t=torch.tensor([9223372036854775807], dtype=torch.int64),
        )
        two = g.op("Constant", value_t=torch.tensor(2, dtype=torch.float32))
        scalar = g.op(
            "Constant",
            value_t=torch.tensor(dim % rank(y), dtype=torch.int64),
        )
        yi = g.op("Cast", y, to_i=TensorProto.INT64)
        sides = g.op(
            "Cast",
            g.op(
                "Cast",
                g.op(
                    "Cast",
                    g.op(
                        "Add",
                        g.op("Slice", yi, zero_list, minus_one_list, values),
                        g.op("Slice", yi, one_list, values_2, values),
                    ),
                    to_i=onnx_dtype_of(y),
                ),
                to_i=TensorProto.INT64,
            ),
            to_i=TensorProto.FLOAT,
        )
        return g.op(
            "CumSum",
            g.op(
                "Mul",
                g.op("Div", g.op("Cast", x, to_i=TensorProto.FLOAT), two),
                sides,
            ),
            scalar,
        )
    if is_integer(y) and dtype_name(x) == dtype_name(y):
        one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        values = g.op(
            "Constant",
            value_t=torch.tensor([9223372036854775807], dtype=torch.int64),
        )
        values_2 = g.op(
            "Constant",
            value_t=torch.tensor([dim % rank(y) - rank(y)], dtype=torch.int64),
        )
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
        values_3 = g.op(
            "Constant",
            value_t=torch.tensor([dim % rank(y)], dtype=torch.int64),
        )
        scalar_2 = g.op(
            "Constant",
            value_t=torch.tensor(dim % rank(y), dtype=torch.int64),
        )
        two = g.op("Constant", value_t=torch.tensor(2, dtype=torch.float32))
        if rank(x) == 1 and dim % rank(y) != rank(y) - 1:
            scalar = g.op(
                "Constant",
                value_t=torch.tensor(
                    list(range(1, rank(y) - dim % rank(y))),
                    dtype=torch.int64,
                ),
            )
            points = g.op("Unsqueeze", g.op("Cast", x, to_i=TensorProto.INT64), scalar)
        else:
            points = g.op("Cast", x, to_i=TensorProto.INT64)
        yi = g.op("Cast", y, to_i=TensorProto.INT64)
        dx = g.op(
            "Cast",
            g.op(
                "Cast",
                g.op(
                    "Sub",
                    g.op("Slice", points, one_list, values, values_2),
                    g.op("Slice", points, zero_list, minus_one_list, values_2),
                ),
                to_i=onnx_dtype_of(y),
            ),
            to_i=TensorProto.INT64,
        )
        sides = g.op(
            "Cast",
            g.op(
                "Cast",
                g.op(
                    "Add",
                    g.op("Slice", yi, zero_list, minus_one_list, values_3),
                    g.op("Slice", yi, one_list, values, values_3),
                ),
                to_i=onnx_dtype_of(y),
            ),
            to_i=TensorProto.INT64,
        )
        result_cast_3 = g.op(
            "Cast",
            g.op(
                "CumSum",
                g.op(
                    "Cast",
                    g.op("Cast", g.op("Mul", sides, dx), to_i=onnx_dtype_of(y)),
                    to_i=TensorProto.INT64,
                ),
                scalar_2,
            ),
            to_i=TensorProto.FLOAT,
        )
        return g.op("Div", result_cast_3, two)
    if dtype_name(y) == "float16" and rank(x) == 0:
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
        values = g.op(
            "Constant",
            value_t=torch.tensor([dim % rank(y)], dtype=torch.int64),
        )
        one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        values_2 = g.op(
            "Constant",
            value_t=torch.tensor([9223372036854775807], dtype=torch.int64),
        )
        two = g.op("Constant", value_t=torch.tensor(2, dtype=torch.float32))
        scalar = g.op(
            "Constant",
            value_t=torch.tensor(dim % rank(y), dtype=torch.int64),
        )
        yf = g.op("Cast", y, to_i=TensorProto.FLOAT)
        sides = g.op(
            "Cast",
            g.op(
                "Cast",
                g.op(
                    "Add",
                    g.op("Slice", yf, zero_list, minus_one_list, values),
                    g.op("Slice", yf, one_list, values_2, values),
                ),
                to_i=TensorProto.FLOAT16,
            ),
            to_i=TensorProto.FLOAT,
        )
        result_cast_3 = g.op(
            "Cast",
            g.op(
                "Cast",
                g.op(
                    "Mul",
                    g.op("Div", g.op("Cast", x, to_i=TensorProto.FLOAT), two),
                    sides,
                ),
                to_i=TensorProto.FLOAT16,
            ),
            to_i=TensorProto.FLOAT,
        )
        return g.op(
            "Cast",
            g.op("CumSum", result_cast_3, scalar),
            to_i=TensorProto.FLOAT16,
        )
    if dtype_name(y) == "float16" and dtype_name(x) == dtype_name(y):
        one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        values = g.op(
            "Constant",
            value_t=torch.tensor([9223372036854775807], dtype=torch.int64),
        )
        values_2 = g.op(
            "Constant",
            value_t=torch.tensor([dim % rank(y) - rank(y)], dtype=torch.int64),
        )
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
        values_3 = g.op(
            "Constant",
            value_t=torch.tensor([dim % rank(y)], dtype=torch.int64),
        )
        scalar_2 = g.op(
            "Constant",
            value_t=torch.tensor(dim % rank(y), dtype=torch.int64),
        )
        two = g.op("Constant", value_t=torch.tensor(2, dtype=torch.float32))
        if rank(x) == 1 and dim % rank(y) != rank(y) - 1:
            scalar = g.op(
                "Constant",
                value_t=torch.tensor(
                    list(range(1, rank(y) - dim % rank(y))),
                    dtype=torch.int64,
                ),
            )
            points = g.op("Unsqueeze", g.op("Cast", x, to_i=TensorProto.FLOAT), scalar)
        else:
            points = g.op("Cast", x, to_i=TensorProto.FLOAT)
        yf = g.op("Cast", y, to_i=TensorProto.FLOAT)
        dx = g.op(
            "Cast",
            g.op(
                "Cast",
                g.op(
                    "Sub",
                    g.op("Slice", points, one_list, values, values_2),
                    g.op("Slice", points, zero_list, minus_one_list, values_2),
                ),
                to_i=TensorProto.FLOAT16,
            ),
            to_i=TensorProto.FLOAT,
        )
        sides = g.op(
            "Cast",
            g.op(
                "Cast",
                g.op(
                    "Add",
                    g.op("Slice", yf, zero_list, minus_one_list, values_3),
                    g.op("Slice", yf, one_list, values, values_3),
                ),
                to_i=TensorProto.FLOAT16,
            ),
            to_i=TensorProto.FLOAT,
        )
        result_cast_3 = g.op(
            "Cast",
            g.op(
                "CumSum",
                g.op(
                    "Cast",
                    g.op("Cast", g.op("Mul", sides, dx), to_i=TensorProto.FLOAT16),
                    to_i=TensorProto.FLOAT,
                ),
                scalar_2,
            ),
            to_i=TensorProto.FLOAT16,
        )
        return g.op(
            "Cast",
            g.op("Div", g.op("Cast", result_cast_3, to_i=TensorProto.FLOAT), two),
            to_i=TensorProto.FLOAT16,
        )
    if is_floating(y) and dtype_name(y) != "float16" and rank(x) == 0:
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
        values = g.op(
            "Constant",
            value_t=torch.tensor([dim % rank(y)], dtype=torch.int64),
        )
        one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        values_2 = g.op(
            "Constant",
            value_t=torch.tensor([9223372036854775807], dtype=torch.int64),
        )
        two = g.op("Constant", value_t=torch.tensor(2, dtype=dtype_of(y)))
        scalar = g.op(
            "Constant",
            value_t=torch.tensor(dim % rank(y), dtype=torch.int64),
        )
        sides = g.op(
            "Add",
            g.op("Slice", y, zero_list, minus_one_list, values),
            g.op("Slice", y, one_list, values_2, values),
        )
        return g.op(
            "CumSum",
            g.op(
                "Mul",
                g.op("Div", g.op("Cast", x, to_i=onnx_dtype_of(y)), two),
                sides,
            ),
            scalar,
        )
    if is_floating(y) and dtype_name(y) != "float16" and dtype_name(x) == dtype_name(y):
        one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        values = g.op(
            "Constant",
            value_t=torch.tensor([9223372036854775807], dtype=torch.int64),
        )
        values_2 = g.op(
            "Constant",
            value_t=torch.tensor([dim % rank(y) - rank(y)], dtype=torch.int64),
        )
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
        values_3 = g.op(
            "Constant",
            value_t=torch.tensor([dim % rank(y)], dtype=torch.int64),
        )
        scalar_2 = g.op(
            "Constant",
            value_t=torch.tensor(dim % rank(y), dtype=torch.int64),
        )
        two = g.op("Constant", value_t=torch.tensor(2, dtype=dtype_of(y)))
        if rank(x) == 1 and dim % rank(y) != rank(y) - 1:
            scalar = g.op(
                "Constant",
                value_t=torch.tensor(
                    list(range(1, rank(y) - dim % rank(y))),
                    dtype=torch.int64,
                ),
            )
            points = g.op("Unsqueeze", x, scalar)
        else:
            points = g.op("Identity", x)
        dx = g.op(
            "Sub",
            g.op("Slice", points, one_list, values, values_2),
            g.op("Slice", points, zero_list, minus_one_list, values_2),
        )
        sides = g.op(
            "Add",
            g.op("Slice", y, zero_list, minus_one_list, values_3),
            g.op("Slice", y, one_list, values, values_3),
        )
        return g.op("Div", g.op("CumSum", g.op("Mul", sides, dx), scalar_2), two)
    CONTRACT.no_variant(y=y, x=x)
