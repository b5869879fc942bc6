"""norm_except_dim: aten::norm_except_dim -> ONNX Cast + Shape + Slice + ReduceProd + Abs + Reshape + Concat + Mul + ReduceSum + Sqrt + Pow + Identity + Add, opsets 13 to 20.

Generated from mappings/aten/norm_except_dim.yaml by `opmapgen build`; do not edit.

Source schema: aten::norm_except_dim(Tensor v, int pow=2, int dim=0) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_name,
    parse_args,
    present,
    rank,
    torch_fallback,
)

SOURCE_OP = "aten::norm_except_dim"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "norm_except_dim",
    "mappings/aten/norm_except_dim.yaml",
    dtypes=("float16", "float32", "float64"),
    reasons={
        "bfloat16": "the formula computes float16 in float32 and casts back; that path is not written for bfloat16 yet",
        "complex": "ONNX has no complex tensors",
        "integer": "torch's norm takes floating inputs only",
    },
    scalar_typed_ops=("Concat", "Mul", "Pow", "Add"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "i", "i")
def symbolic(g, v, pow, dim):
    check_inputs(CONTRACT, v=v)
    CONTRACT.require(pow > 0, "only pow > 0 is mapped", pow=pow)
    CONTRACT.require(
        present(rank(v)) and rank(v) >= 1,
        "v must have a known rank of at least 1",
        v=v,
    )
    if dtype_name(v) == "float16":
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        values = g.op(
            "Constant",
            value_t=torch.tensor([dim % rank(v)], dtype=torch.int64),
        )
        values_2 = g.op(
            "Constant",
            value_t=torch.tensor([dim % rank(v) + 1], dtype=torch.int64),
        )
        values_3 = g.op(
            "Constant",
            value_t=torch.tensor([9223372036854775807], dtype=torch.int64),
        )
        x = g.op("Cast", v, to_i=TensorProto.FLOAT)
        shape = g.op("Shape", v)
        before = g.op(
            "ReduceProd",
            g.op("Slice", shape, zero_list, values),
            keepdims_i=1,
        )
        size = g.op("Slice", shape, values, values_2)
        after = g.op(
            "ReduceProd",
            g.op("Slice", shape, values_2, values_3),
            keepdims_i=1,
        )
        if dim == -1:
            values_4 = g.op(
                "Constant",
                value_t=torch.tensor([1, -1, 1], dtype=torch.int64),
            )
            a = g.op("Reshape", g.op("Abs", x), values_4)
        else:
            a = g.op(
                "Reshape",
                g.op("Abs", x),
                g.op("Concat", before, size, after, axis_i=0),
            )
        if pow == 2:
            values_5 = g.op("Constant", value_t=torch.tensor([0, 2], dtype=torch.int64))
            norm = g.op(
                "Sqrt",
                g.op("ReduceSum", g.op("Mul", a, a), values_5, keepdims_i=1),
            )
        elif pow == 1:
            values_6 = g.op("Constant", value_t=torch.tensor([0, 2], dtype=torch.int64))
            norm = g.op("ReduceSum", a, values_6, keepdims_i=1)
        else:
            pow_value = g.op("Constant", value_t=torch.tensor(pow, dtype=torch.int64))
            values_7 = g.op("Constant", value_t=torch.tensor([0, 2], dtype=torch.int64))
            scalar = g.op(
                "Constant",
                value_t=torch.tensor(1 / pow, dtype=torch.float64),
            )
            norm = g.op(
                "Pow",
                g.op(
                    "ReduceSum",
                    g.op("Pow", a, g.op("Cast", pow_value, to_i=TensorProto.DOUBLE)),
                    values_7,
                    keepdims_i=1,
                ),
                g.op("Cast", scalar, to_i=TensorProto.DOUBLE),
            )
        if dim == -1 and pow == 2:
            total = g.op("Sqrt", g.op("ReduceSum", g.op("Mul", a, a), keepdims_i=1))
        elif dim == -1 and pow == 1:
            total = g.op("ReduceSum", a, keepdims_i=1)
        elif dim == -1:
            pow_value_2 = g.op("Constant", value_t=torch.tensor(pow, dtype=torch.int64))
            scalar_2 = g.op(
                "Constant",
                value_t=torch.tensor(1 / pow, dtype=torch.float64),
            )
            total = g.op(
                "Pow",
                g.op(
                    "ReduceSum",
                    g.op("Pow", a, g.op("Cast", pow_value_2, to_i=TensorProto.DOUBLE)),
                    keepdims_i=1,
                ),
                g.op("Cast", scalar_2, to_i=TensorProto.DOUBLE),
            )
        else:
            total = g.op("Identity", norm)
        if dim == -1:
            zero_list_2 = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
            return g.op(
                "Cast",
                g.op("Reshape", total, g.op("Slice", shape, zero_list_2, zero_list_2)),
                to_i=TensorProto.FLOAT16,
            )
        else:
            zero_list_3 = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
            values_8 = g.op(
                "Constant",
                value_t=torch.tensor([dim % rank(v)], dtype=torch.int64),
            )
            zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
            one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
            values_9 = g.op(
                "Constant",
                value_t=torch.tensor([dim % rank(v) + 1], dtype=torch.int64),
            )
            values_10 = g.op(
                "Constant",
                value_t=torch.tensor([9223372036854775807], dtype=torch.int64),
            )
            result_reshape_2 = g.op(
                "Reshape",
                total,
                g.op(
                    "Concat",
                    g.op(
                        "Add",
                        g.op("Mul", g.op("Slice", shape, zero_list_3, values_8), zero),
                        one,
                    ),
                    size,
                    g.op(
                        "Add",
                        g.op("Mul", g.op("Slice", shape, values_9, values_10), zero),
                        one,
                    ),
                    axis_i=0,
                ),
            )
            return g.op("Cast", result_reshape_2, to_i=TensorProto.FLOAT16)
    zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    values = g.op("Constant", value_t=torch.tensor([dim % rank(v)], dtype=torch.int64))
    values_2 = g.op(
        "Constant",
        value_t=torch.tensor([dim % rank(v) + 1], dtype=torch.int64),
    )
    values_3 = g.op(
        "Constant",
        value_t=torch.tensor([9223372036854775807], dtype=torch.int64),
    )
    shape = g.op("Shape", v)
    before = g.op("ReduceProd", g.op("Slice", shape, zero_list, values), keepdims_i=1)
    size = g.op("Slice", shape, values, values_2)
    after = g.op("ReduceProd", g.op("Slice", shape, values_2, values_3), keepdims_i=1)
    if dim == -1:
        values_4 = g.op("Constant", value_t=torch.tensor([1, -1, 1], dtype=torch.int64))
        a = g.op("Reshape", g.op("Abs", v), values_4)
    else:
        a = g.op(
            "Reshape",
            g.op("Abs", v),
            g.op("Concat", before, size, after, axis_i=0),
        )
    if pow == 2:
        values_5 = g.op("Constant", value_t=torch.tensor([0, 2], dtype=torch.int64))
        norm = g.op(
            "Sqrt",
            g.op("ReduceSum", g.op("Mul", a, a), values_5, keepdims_i=1),
        )
    elif pow == 1:
        values_6 = g.op("Constant", value_t=torch.tensor([0, 2], dtype=torch.int64))
        norm = g.op("ReduceSum", a, values_6, keepdims_i=1)
    else:
        pow_value = g.op("Constant", value_t=torch.tensor(pow, dtype=torch.int64))
        values_7 = g.op("Constant", value_t=torch.tensor([0, 2], dtype=torch.int64))
        scalar = g.op("Constant", value_t=torch.tensor(1 / pow, dtype=torch.float64))
        norm = g.op(
            "Pow",
            g.op(
                "ReduceSum",
                g.op("Pow", a, g.op("Cast", pow_value, to_i=TensorProto.DOUBLE)),
                values_7,
                keepdims_i=1,
            ),
            g.op("Cast", scalar, to_i=TensorProto.DOUBLE),
        )
    if dim == -1 and pow == 2:
        total = g.op("Sqrt", g.op("ReduceSum", g.op("Mul", a, a), keepdims_i=1))
    elif dim == -1 and pow == 1:
        total = g.op("ReduceSum", a, keepdims_i=1)
    elif dim == -1:
        pow_value_2 = g.op("Constant", value_t=torch.tensor(pow, dtype=torch.int64))
        scalar_2 = g.op("Constant", value_t=torch.tensor(1 / pow, dtype=torch.float64))
        total = g.op(
            "Pow",
            g.op(
                "ReduceSum",
                g.op("Pow", a, g.op("Cast", pow_value_2, to_i=TensorProto.DOUBLE)),
                keepdims_i=1,
            ),
            g.op("Cast", scalar_2, to_i=TensorProto.DOUBLE),
        )
    else:
        total = g.op("Identity", norm)
    if dim == -1:
        zero_list_2 = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        return g.op("Reshape", total, g.op("Slice", shape, zero_list_2, zero_list_2))
    else:
        zero_list_3 = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        values_8 = g.op(
            "Constant",
            value_t=torch.tensor([dim % rank(v)], dtype=torch.int64),
        )
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        values_9 = g.op(
            "Constant",
            value_t=torch.tensor([dim % rank(v) + 1], dtype=torch.int64),
        )
        values_10 = g.op(
            "Constant",
            value_t=torch.tensor([9223372036854775807], dtype=torch.int64),
        )
        return g.op(
            "Reshape",
            total,
            g.op(
                "Concat",
                g.op(
                    "Add",
                    g.op("Mul", g.op("Slice", shape, zero_list_3, values_8), zero),
                    one,
                ),
                size,
                g.op(
                    "Add",
                    g.op("Mul", g.op("Slice", shape, values_9, values_10), zero),
                    one,
                ),
                axis_i=0,
            ),
        )
