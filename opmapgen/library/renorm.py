"""renorm: aten::renorm -> ONNX Cast + Identity + Shape + Slice + ReduceProd + Concat + Reshape + Abs + Transpose + Mul + ReduceSum + Sqrt + Equal + Not + ArgMax + GatherElements + Where + Pow + CastLike + Greater + Add + Div, opsets 15 to 20.

Generated from mappings/aten/renorm.yaml by `opmapgen build`; do not edit.

Source schema: aten::renorm(Tensor self, Scalar p, int dim, Scalar maxnorm) -> Tensor

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

SOURCE_OP = "aten::renorm"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(15, 21)
CONTRACT = Contract(
    "renorm",
    "mappings/aten/renorm.yaml",
    dtypes=("float16", "float32", "float64"),
    reasons={
        "bfloat16": "the formula computes float16 in float32 and casts back; that path is not written for bfloat16 yet",
        "complex": "ONNX has no complex tensors",
        "integer": "torch's renorm takes floating inputs only",
    },
    scalar_typed_ops=("Concat", "Mul", "Equal", "Pow", "Greater", "Add", "Div"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "f", "i", "f")
def symbolic(g, input, p, dim, maxnorm):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(
        present(rank(input)) and rank(input) >= 2,
        "the input must have a known rank of at least 2 (torch requires it too)",
        input=input,
    )
    CONTRACT.require(p > 0, "only p > 0 is mapped (torch refuses p <= 0 too)", p=p)
    CONTRACT.require(
        maxnorm >= 0,
        "maxnorm must not be negative (torch refuses it too)",
        maxnorm=maxnorm,
    )
    zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    values = g.op(
        "Constant",
        value_t=torch.tensor([dim % rank(input)], dtype=torch.int64),
    )
    values_2 = g.op(
        "Constant",
        value_t=torch.tensor([dim % rank(input) + 1], dtype=torch.int64),
    )
    values_3 = g.op(
        "Constant",
        value_t=torch.tensor([9223372036854775807], dtype=torch.int64),
    )
    minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
    maxnorm_value = g.op("Constant", value_t=torch.tensor(maxnorm, dtype=torch.float64))
    factor_c = g.op("Constant", value_t=torch.tensor(1e-07, dtype=torch.float64))
    one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
    if dtype_name(input) == "float16":
        x = g.op("Cast", input, to_i=TensorProto.FLOAT)
    else:
        x = g.op("Identity", input)
    shape = g.op("Shape", input)
    before = g.op("ReduceProd", g.op("Slice", shape, zero_list, values), keepdims_i=1)
    size = g.op("Slice", shape, values, values_2)
    after = g.op("ReduceProd", g.op("Slice", shape, values_2, values_3), keepdims_i=1)
    x3 = g.op("Reshape", x, g.op("Concat", before, size, after, axis_i=0))
    a = g.op("Abs", x3)
    rows = g.op(
        "Reshape",
        g.op("Transpose", a, perm_i=[1, 0, 2]),
        g.op("Concat", size, minus_one_list, axis_i=0),
    )
    if p == 2:
        values_4 = g.op("Constant", value_t=torch.tensor([0, 2], dtype=torch.int64))
        norm = g.op(
            "Sqrt",
            g.op("ReduceSum", g.op("Mul", a, a), values_4, keepdims_i=1),
        )
    elif p == 1:
        values_5 = g.op("Constant", value_t=torch.tensor([0, 2], dtype=torch.int64))
        norm = g.op("ReduceSum", a, values_5, keepdims_i=1)
    elif p > 1e308:
        values_6 = g.op("Constant", value_t=torch.tensor([0, 2], dtype=torch.int64))
        one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        norm = g.op(
            "Where",
            g.op(
                "Not",
                g.op(
                    "Equal",
                    g.op("ReduceSum", a, values_6, keepdims_i=1),
                    g.op("ReduceSum", a, values_6, keepdims_i=1),
                ),
            ),
            g.op("ReduceSum", a, values_6, keepdims_i=1),
            g.op(
                "Reshape",
                g.op(
                    "GatherElements",
                    rows,
                    g.op("ArgMax", rows, axis_i=1, keepdims_i=1),
                    axis_i=1,
                ),
                g.op("Concat", one_list, size, one_list, axis_i=0),
            ),
        )
    else:
        p_value = g.op("Constant", value_t=torch.tensor(p, dtype=torch.float64))
        values_7 = g.op("Constant", value_t=torch.tensor([0, 2], dtype=torch.int64))
        scalar = g.op("Constant", value_t=torch.tensor(1 / p, dtype=torch.float64))
        norm = g.op(
            "Pow",
            g.op(
                "ReduceSum",
                g.op("Pow", a, g.op("Cast", p_value, to_i=TensorProto.DOUBLE)),
                values_7,
                keepdims_i=1,
            ),
            g.op("Cast", scalar, to_i=TensorProto.DOUBLE),
        )
    limit = g.op("CastLike", g.op("Cast", maxnorm_value, to_i=TensorProto.DOUBLE), norm)
    factor = g.op(
        "Where",
        g.op("Greater", norm, limit),
        g.op(
            "Div",
            limit,
            g.op(
                "Add",
                norm,
                g.op("CastLike", g.op("Cast", factor_c, to_i=TensorProto.DOUBLE), norm),
            ),
        ),
        g.op("CastLike", g.op("Cast", one, to_i=TensorProto.DOUBLE), norm),
    )
    if dtype_name(input) == "float16":
        return g.op(
            "Cast",
            g.op(
                "Reshape",
                g.op(
                    "Mul",
                    x3,
                    g.op(
                        "Cast",
                        g.op("Cast", factor, to_i=TensorProto.FLOAT16),
                        to_i=TensorProto.FLOAT,
                    ),
                ),
                shape,
            ),
            to_i=TensorProto.FLOAT16,
        )
    else:
        return g.op("Reshape", g.op("Mul", x3, factor), shape)
