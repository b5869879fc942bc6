"""cdist for the dynamo exporter: aten::cdist -> ONNX Unsqueeze + Sub + Abs + ReduceMax + Mul + ReduceSum + Shape + ConstantOfShape + Cast + Add + Concat + Transpose + MatMul + Less + Where + Sqrt + Identity + Slice + Greater + Or + Equal + Not + Pow, opsets 18 to 23.

Generated from mappings/aten/cdist.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnx import TensorProto
from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    check_inputs,
    constant,
    export_opset,
    onnx_dtype_of,
    present,
    rank,
    torch_fallback,
)

TARGET = "aten::cdist.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = (
    "aten::cdist(Tensor x1, Tensor x2, float p=2., int? compute_mode=None) -> Tensor"
)
OPSETS = range(18, 24)
CONTRACT = Contract("cdist", "mappings/aten/cdist.yaml", dtypes=("float32", "float64"))


@torch_fallback(CONTRACT, TARGET)
def translation(x1, x2, p=2.0, compute_mode=None):
    check_inputs(CONTRACT, x1=x1, x2=x2)
    opset = export_opset()
    CONTRACT.require(
        present(rank(x1)) and present(rank(x2)) and rank(x1) >= 2 and rank(x2) >= 2,
        "cdist takes inputs of known rank, at least 2",
        x1=x1,
        x2=x2,
    )
    if opset >= 18 and p > 1.7976931348623157e308:
        minus_two_list = constant([-2], dtype="int64")
        minus_three_list = constant([-3], dtype="int64")
        minus_one_list = constant([-1], dtype="int64")
        d = op.Sub(op.Unsqueeze(x1, minus_two_list), op.Unsqueeze(x2, minus_three_list))
        return op.ReduceMax(op.Abs(d), minus_one_list, keepdims=0)
    if p == 2 and compute_mode != 2 and rank(x2) <= 6:
        minus_one_list = constant([-1], dtype="int64")
        minus_two = constant(-2, like=x1)
        one = constant(1, like=x1)
        one_2 = constant(1, like=x2)
        zero = constant(0, like=x1)
        minus_two_list = constant([-2], dtype="int64")
        minus_three_list = constant([-3], dtype="int64")
        x1_norm = op.ReduceSum(op.Mul(x1, x1), minus_one_list, keepdims=1)
        x2_norm = op.ReduceSum(op.Mul(x2, x2), minus_one_list, keepdims=1)
        x1_ = op.Concat(
            op.Mul(x1, minus_two),
            x1_norm,
            op.Add(
                op.Cast(op.ConstantOfShape(op.Shape(x1_norm)), to=onnx_dtype_of(x1)),
                one,
            ),
            axis=-1,
        )
        x2_ = op.Concat(
            x2,
            op.Add(
                op.Cast(op.ConstantOfShape(op.Shape(x2_norm)), to=onnx_dtype_of(x2)),
                one_2,
            ),
            x2_norm,
            axis=-1,
        )
        if rank(x2) == 2:
            x2_t = op.Transpose(x2_, perm=[1, 0])
        elif rank(x2) == 3:
            x2_t = op.Transpose(x2_, perm=[0, 2, 1])
        elif rank(x2) == 4:
            x2_t = op.Transpose(x2_, perm=[0, 1, 3, 2])
        elif rank(x2) == 5:
            x2_t = op.Transpose(x2_, perm=[0, 1, 2, 4, 3])
        elif rank(x2) == 6:
            x2_t = op.Transpose(x2_, perm=[0, 1, 2, 3, 5, 4])
        else:
            CONTRACT.refuse(
                "no choice of formula 'x2_t' takes these args (choices: rank(x2) == 2; rank(x2) == 3; rank(x2) == 4; rank(x2) == 5; rank(x2) == 6)",
                x2=x2,
            )
        squared = op.MatMul(x1_, x2_t)
        product = op.Sqrt(op.Where(op.Less(squared, zero), zero, squared))
        d = op.Sub(op.Unsqueeze(x1, minus_two_list), op.Unsqueeze(x2, minus_three_list))
        if compute_mode == 1:
            return op.Identity(product)
        else:
            minus_two_list_2 = constant([-2], dtype="int64")
            minus_one_list_2 = constant([-1], dtype="int64")
            result_c = constant(25, dtype="int64")
            return op.Where(
                op.Or(
                    op.Greater(
                        op.Slice(op.Shape(x1), minus_two_list_2, minus_one_list_2),
                        result_c,
                    ),
                    op.Greater(
                        op.Slice(op.Shape(x2), minus_two_list_2, minus_one_list_2),
                        result_c,
                    ),
                ),
                product,
                op.Sqrt(op.ReduceSum(op.Mul(d, d), minus_one_list_2, keepdims=0)),
            )
    minus_two_list = constant([-2], dtype="int64")
    minus_three_list = constant([-3], dtype="int64")
    d = op.Sub(op.Unsqueeze(x1, minus_two_list), op.Unsqueeze(x2, minus_three_list))
    if p == 0:
        zero = constant(0, like=x1)
        minus_one_list = constant([-1], dtype="int64")
        return op.ReduceSum(
            op.Cast(op.Not(op.Equal(d, zero)), to=onnx_dtype_of(x1)),
            minus_one_list,
            keepdims=0,
        )
    elif p == 1:
        minus_one_list_2 = constant([-1], dtype="int64")
        return op.ReduceSum(op.Abs(d), minus_one_list_2, keepdims=0)
    elif p == 2:
        minus_one_list_3 = constant([-1], dtype="int64")
        return op.Sqrt(op.ReduceSum(op.Mul(d, d), minus_one_list_3, keepdims=0))
    else:
        p_value = constant(p, dtype="float64")
        minus_one_list_4 = constant([-1], dtype="int64")
        scalar = constant(1 / p, dtype="float64")
        return op.Pow(
            op.ReduceSum(
                op.Pow(op.Abs(d), op.Cast(p_value, to=TensorProto.DOUBLE)),
                minus_one_list_4,
                keepdims=0,
            ),
            op.Cast(scalar, to=TensorProto.DOUBLE),
        )
