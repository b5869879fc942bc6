"""pdist: aten::pdist -> ONNX Unsqueeze + Sub + Abs + ReduceMax + Shape + Gather + Range + Greater + Reshape + Compress + Equal + Not + Cast + ReduceSum + Mul + Sqrt + Pow, opsets 13 to 20.

Generated from mappings/aten/pdist.yaml by `opmapgen build`; do not edit.

Source schema: aten::pdist(Tensor self, float p=2.) -> Tensor

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
    rank,
    torch_fallback,
)

SOURCE_OP = "aten::pdist"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "pdist",
    "mappings/aten/pdist.yaml",
    dtypes=("float32", "float64"),
    scalar_typed_ops=("Sub", "Greater", "Equal", "Mul", "Pow"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "f")
def symbolic(g, input, p):
    check_inputs(CONTRACT, input=input)
    opset = g.opset
    CONTRACT.require(rank(input) == 2, "pdist takes a 2-D input", input=input)
    if opset <= 17 and p > 1.7976931348623157e308:
        one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
        d = g.op(
            "Sub",
            g.op("Unsqueeze", input, one_list),
            g.op("Unsqueeze", input, zero_list),
        )
        full = g.op("ReduceMax", g.op("Abs", d), axes_i=[-1], keepdims_i=0)
        positions = g.op("Range", zero, g.op("Gather", g.op("Shape", input), zero), one)
        upper = g.op(
            "Greater",
            g.op("Unsqueeze", positions, zero_list),
            g.op("Unsqueeze", positions, one_list),
        )
        return g.op(
            "Compress",
            g.op("Reshape", full, minus_one_list),
            g.op("Reshape", upper, minus_one_list),
            axis_i=0,
        )
    if opset >= 18 and p > 1.7976931348623157e308:
        one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        d = g.op(
            "Sub",
            g.op("Unsqueeze", input, one_list),
            g.op("Unsqueeze", input, zero_list),
        )
        full = g.op("ReduceMax", g.op("Abs", d), minus_one_list, keepdims_i=0)
        positions = g.op("Range", zero, g.op("Gather", g.op("Shape", input), zero), one)
        upper = g.op(
            "Greater",
            g.op("Unsqueeze", positions, zero_list),
            g.op("Unsqueeze", positions, one_list),
        )
        return g.op(
            "Compress",
            g.op("Reshape", full, minus_one_list),
            g.op("Reshape", upper, minus_one_list),
            axis_i=0,
        )
    one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
    zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
    one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
    minus_one_list_5 = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
    d = g.op(
        "Sub",
        g.op("Unsqueeze", input, one_list),
        g.op("Unsqueeze", input, zero_list),
    )
    if p == 0:
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(input)))
        minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
        full = g.op(
            "ReduceSum",
            g.op(
                "Cast",
                g.op("Not", g.op("Equal", d, zero)),
                to_i=onnx_dtype_of(input),
            ),
            minus_one_list,
            keepdims_i=0,
        )
    elif p == 1:
        minus_one_list_2 = g.op(
            "Constant",
            value_t=torch.tensor([-1], dtype=torch.int64),
        )
        full = g.op("ReduceSum", g.op("Abs", d), minus_one_list_2, keepdims_i=0)
    elif p == 2:
        minus_one_list_3 = g.op(
            "Constant",
            value_t=torch.tensor([-1], dtype=torch.int64),
        )
        full = g.op(
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
        full = g.op(
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
    positions = g.op("Range", zero_2, g.op("Gather", g.op("Shape", input), zero_2), one)
    upper = g.op(
        "Greater",
        g.op("Unsqueeze", positions, zero_list),
        g.op("Unsqueeze", positions, one_list),
    )
    return g.op(
        "Compress",
        g.op("Reshape", full, minus_one_list_5),
        g.op("Reshape", upper, minus_one_list_5),
        axis_i=0,
    )
