"""cdist: aten::cdist -> ONNX Unsqueeze + Sub + Abs + ReduceMax + Equal + Not + Cast + ReduceSum + Mul + Sqrt + Pow, opsets 13 to 20.

Generated from mappings/aten/cdist.yaml by `opmapgen build`; do not edit.

Source schema: aten::cdist(Tensor x1, Tensor x2, float p=2., int? compute_mode=None) -> Tensor

Overrides torch's own symbolic for aten::cdist at opsets 13-20:
while registered, every TorchScript export of the op at those opsets uses this mapping.
Why: torch's symbolic computes p=inf as a p-th power sum (wrong values), and misses the batch broadcasting of inputs of different ranks (wrong shapes, or no export for empty batches)

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
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
    scalar_typed_ops=("Sub", "Equal", "Mul", "Pow"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v", "f", "i")
def symbolic(g, x1, x2, p, compute_mode):
    check_inputs(CONTRACT, x1=x1, x2=x2)
    opset = g.opset
    CONTRACT.require(
        present(rank(x1)) and present(rank(x2)) and (rank(x1) >= 2) and (rank(x2) >= 2),
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
                g.op("Pow", g.op("Abs", d), g.op("Cast", p_value, to_i=11)),
                minus_one_list_4,
                keepdims_i=0,
            ),
            g.op("Cast", scalar, to_i=11),
        )
