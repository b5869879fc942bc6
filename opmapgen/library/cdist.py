"""cdist: aten::cdist -> ONNX Unsqueeze + Sub + Abs + ReduceMax + Mul + ReduceSum + Shape + ConstantOfShape + Cast + Add + Concat + Transpose + MatMul + Less + Where + Sqrt + Identity + Slice + Greater + Or + Equal + Not + Pow, opsets 13 to 20.

Generated from mappings/aten/cdist.yaml by `opmapgen build`; do not edit.

Source schema: aten::cdist(Tensor x1, Tensor x2, float p=2., int? compute_mode=None) -> Tensor

Overrides torch's own symbolic for aten::cdist at opsets 13-20:
while registered, every TorchScript export of the op at those opsets uses this mapping.
Why: torch's symbolic computes p=inf as a p-th power sum (wrong values), and misses the batch broadcasting of inputs of different ranks (wrong shapes, or no export for empty batches)

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_of,
    onnx_dtype_of,
    parse_args,
    present,
    rank,
    torch_fallback,
)

SOURCE_OP = "aten::cdist"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "cdist",
    "mappings/aten/cdist.yaml",
    dtypes=("float32", "float64"),
    scalar_typed_ops=(
        "Sub",
        "Mul",
        "Add",
        "Concat",
        "MatMul",
        "Less",
        "Greater",
        "Equal",
        "Pow",
    ),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v", "f", "i")
def symbolic(g, x1, x2, p, compute_mode):
    check_inputs(CONTRACT, x1=x1, x2=x2)
    opset = g.opset
    CONTRACT.require(
        present(rank(x1)) and present(rank(x2)) and rank(x1) >= 2 and rank(x2) >= 2,
        "cdist takes inputs of known rank, at least 2",
        x1=x1,
        x2=x2,
    )
    if opset <= 17 and p > 1.7976931348623157e308:
        minus_two_list = g.op("Constant", value_t=torch.tensor([-2], dtype=torch.int64))
        minus_three_list = g.op(
            "Constant",
            value_t=torch.tensor([-3], dtype=torch.int64),
        )
        d = g.op(
            "Sub",
            g.op("Unsqueeze", x1, minus_two_list),
            g.op("Unsqueeze", x2, minus_three_list),
        )
        return g.op("ReduceMax", g.op("Abs", d), axes_i=[-1], keepdims_i=0)
    if opset >= 18 and p > 1.7976931348623157e308:
        minus_two_list = g.op("Constant", value_t=torch.tensor([-2], dtype=torch.int64))
        minus_three_list = g.op(
            "Constant",
            value_t=torch.tensor([-3], dtype=torch.int64),
        )
        minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
        d = g.op(
            "Sub",
            g.op("Unsqueeze", x1, minus_two_list),
            g.op("Unsqueeze", x2, minus_three_list),
        )
        return g.op("ReduceMax", g.op("Abs", d), minus_one_list, keepdims_i=0)
    if p == 2 and compute_mode != 2 and rank(x2) <= 6:
        minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
        minus_two = g.op("Constant", value_t=torch.tensor(-2, dtype=dtype_of(x1)))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(x1)))
        one_2 = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(x2)))
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(x1)))
        minus_two_list = g.op("Constant", value_t=torch.tensor([-2], dtype=torch.int64))
        minus_three_list = g.op(
            "Constant",
            value_t=torch.tensor([-3], dtype=torch.int64),
        )
        x1_norm = g.op("ReduceSum", g.op("Mul", x1, x1), minus_one_list, keepdims_i=1)
        x2_norm = g.op("ReduceSum", g.op("Mul", x2, x2), minus_one_list, keepdims_i=1)
        x1_ = g.op(
            "Concat",
            g.op("Mul", x1, minus_two),
            x1_norm,
            g.op(
                "Add",
                g.op(
                    "Cast",
                    g.op("ConstantOfShape", g.op("Shape", x1_norm)),
                    to_i=onnx_dtype_of(x1),
                ),
                one,
            ),
            axis_i=-1,
        )
        x2_ = g.op(
            "Concat",
            x2,
            g.op(
                "Add",
                g.op(
                    "Cast",
                    g.op("ConstantOfShape", g.op("Shape", x2_norm)),
                    to_i=onnx_dtype_of(x2),
                ),
                one_2,
            ),
            x2_norm,
            axis_i=-1,
        )
        if rank(x2) == 2:
            x2_t = g.op("Transpose", x2_, perm_i=[1, 0])
        elif rank(x2) == 3:
            x2_t = g.op("Transpose", x2_, perm_i=[0, 2, 1])
        elif rank(x2) == 4:
            x2_t = g.op("Transpose", x2_, perm_i=[0, 1, 3, 2])
        elif rank(x2) == 5:
            x2_t = g.op("Transpose", x2_, perm_i=[0, 1, 2, 4, 3])
        elif rank(x2) == 6:
            x2_t = g.op("Transpose", x2_, perm_i=[0, 1, 2, 3, 5, 4])
        else:
            CONTRACT.refuse(
                "no choice of formula 'x2_t' takes these args (choices: rank(x2) == 2; rank(x2) == 3; rank(x2) == 4; rank(x2) == 5; rank(x2) == 6)",
                x2=x2,
            )
        squared = g.op("MatMul", x1_, x2_t)
        product = g.op(
            "Sqrt",
            g.op("Where", g.op("Less", squared, zero), zero, squared),
        )
        d = g.op(
            "Sub",
            g.op("Unsqueeze", x1, minus_two_list),
            g.op("Unsqueeze", x2, minus_three_list),
        )
        if compute_mode == 1:
            return g.op("Identity", product)
        else:
            minus_two_list_2 = g.op(
                "Constant",
                value_t=torch.tensor([-2], dtype=torch.int64),
            )
            minus_one_list_2 = g.op(
                "Constant",
                value_t=torch.tensor([-1], dtype=torch.int64),
            )
            result_c = g.op("Constant", value_t=torch.tensor(25, dtype=torch.int64))
            return g.op(
                "Where",
                g.op(
                    "Or",
                    g.op(
                        "Greater",
                        g.op(
                            "Slice",
                            g.op("Shape", x1),
                            minus_two_list_2,
                            minus_one_list_2,
                        ),
                        result_c,
                    ),
                    g.op(
                        "Greater",
                        g.op(
                            "Slice",
                            g.op("Shape", x2),
                            minus_two_list_2,
                            minus_one_list_2,
                        ),
                        result_c,
                    ),
                ),
                product,
                g.op(
                    "Sqrt",
                    g.op(
                        "ReduceSum",
                        g.op("Mul", d, d),
                        minus_one_list_2,
                        keepdims_i=0,
                    ),
                ),
            )
    minus_two_list = g.op("Constant", value_t=torch.tensor([-2], dtype=torch.int64))
    minus_three_list = g.op("Constant", value_t=torch.tensor([-3], dtype=torch.int64))
    d = g.op(
        "Sub",
        g.op("Unsqueeze", x1, minus_two_list),
        g.op("Unsqueeze", x2, minus_three_list),
    )
    if p == 0:
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(x1)))
        minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
        return g.op(
            "ReduceSum",
            g.op("Cast", g.op("Not", g.op("Equal", d, zero)), to_i=onnx_dtype_of(x1)),
            minus_one_list,
            keepdims_i=0,
        )
    elif p == 1:
        minus_one_list_2 = g.op(
            "Constant",
            value_t=torch.tensor([-1], dtype=torch.int64),
        )
        return g.op("ReduceSum", g.op("Abs", d), minus_one_list_2, keepdims_i=0)
    elif p == 2:
        minus_one_list_3 = g.op(
            "Constant",
            value_t=torch.tensor([-1], dtype=torch.int64),
        )
        return g.op(
            "Sqrt",
            g.op("ReduceSum", g.op("Mul", d, d), minus_one_list_3, keepdims_i=0),
        )
    else:
        p_value = g.op("Constant", value_t=torch.tensor(p, dtype=torch.float64))
        minus_one_list_4 = g.op(
            "Constant",
            value_t=torch.tensor([-1], dtype=torch.int64),
        )
        scalar = g.op("Constant", value_t=torch.tensor(1 / p, dtype=torch.float64))
        return g.op(
            "Pow",
            g.op(
                "ReduceSum",
                g.op(
                    "Pow",
                    g.op("Abs", d),
                    g.op("Cast", p_value, to_i=TensorProto.DOUBLE),
                ),
                minus_one_list_4,
                keepdims_i=0,
            ),
            g.op("Cast", scalar, to_i=TensorProto.DOUBLE),
        )
