"""renorm for the dynamo exporter: aten::renorm -> ONNX Cast + Identity + Shape + Slice + ReduceProd + Concat + Reshape + Abs + Transpose + Mul + ReduceSum + Sqrt + Equal + Not + ArgMax + GatherElements + Where + Pow + CastLike + Greater + Add + Div, opsets 18 to 23.

Generated from mappings/aten/renorm.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnx import TensorProto
from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    check_inputs,
    constant,
    dtype_name,
    present,
    rank,
    torch_fallback,
)

TARGET = "aten::renorm.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::renorm(Tensor self, Scalar p, int dim, Scalar maxnorm) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "renorm",
    "mappings/aten/renorm.yaml",
    dtypes=("float16", "float32", "float64"),
    reasons={
        "bfloat16": "the formula computes float16 in float32 and casts back; that path is not written for bfloat16 yet",
        "complex": "ONNX has no complex tensors",
        "integer": "torch's renorm takes floating inputs only",
    },
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, p, dim, maxnorm):
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
    zero_list = constant([0], dtype="int64")
    values = constant([dim % rank(input)], dtype="int64")
    values_2 = constant([dim % rank(input) + 1], dtype="int64")
    values_3 = constant([9223372036854775807], dtype="int64")
    minus_one_list = constant([-1], dtype="int64")
    maxnorm_value = constant(maxnorm, dtype="float64")
    factor_c = constant(1e-07, dtype="float64")
    one = constant(1, dtype="int64")
    if dtype_name(input) == "float16":
        x = op.Cast(input, to=TensorProto.FLOAT)
    else:
        x = op.Identity(input)
    shape = op.Shape(input)
    before = op.ReduceProd(op.Slice(shape, zero_list, values), keepdims=1)
    size = op.Slice(shape, values, values_2)
    after = op.ReduceProd(op.Slice(shape, values_2, values_3), keepdims=1)
    x3 = op.Reshape(x, op.Concat(before, size, after, axis=0))
    a = op.Abs(x3)
    rows = op.Reshape(
        op.Transpose(a, perm=[1, 0, 2]),
        op.Concat(size, minus_one_list, axis=0),
    )
    if p == 2:
        values_4 = constant([0, 2], dtype="int64")
        norm = op.Sqrt(op.ReduceSum(op.Mul(a, a), values_4, keepdims=1))
    elif p == 1:
        values_5 = constant([0, 2], dtype="int64")
        norm = op.ReduceSum(a, values_5, keepdims=1)
    elif p > 1e308:
        values_6 = constant([0, 2], dtype="int64")
        one_list = constant([1], dtype="int64")
        norm = op.Where(
            op.Not(
                op.Equal(
                    op.ReduceSum(a, values_6, keepdims=1),
                    op.ReduceSum(a, values_6, keepdims=1),
                ),
            ),
            op.ReduceSum(a, values_6, keepdims=1),
            op.Reshape(
                op.GatherElements(rows, op.ArgMax(rows, axis=1, keepdims=1), axis=1),
                op.Concat(one_list, size, one_list, axis=0),
            ),
        )
    else:
        p_value = constant(p, dtype="float64")
        values_7 = constant([0, 2], dtype="int64")
        scalar = constant(1 / p, dtype="float64")
        norm = op.Pow(
            op.ReduceSum(
                op.Pow(a, op.Cast(p_value, to=TensorProto.DOUBLE)),
                values_7,
                keepdims=1,
            ),
            op.Cast(scalar, to=TensorProto.DOUBLE),
        )
    limit = op.CastLike(op.Cast(maxnorm_value, to=TensorProto.DOUBLE), norm)
    factor = op.Where(
        op.Greater(norm, limit),
        op.Div(
            limit,
            op.Add(norm, op.CastLike(op.Cast(factor_c, to=TensorProto.DOUBLE), norm)),
        ),
        op.CastLike(op.Cast(one, to=TensorProto.DOUBLE), norm),
    )
    if dtype_name(input) == "float16":
        return op.Cast(
            op.Reshape(
                op.Mul(
                    x3,
                    op.Cast(
                        op.Cast(factor, to=TensorProto.FLOAT16),
                        to=TensorProto.FLOAT,
                    ),
                ),
                shape,
            ),
            to=TensorProto.FLOAT16,
        )
    else:
        return op.Reshape(op.Mul(x3, factor), shape)
