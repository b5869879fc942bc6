"""histc: aten::histc -> ONNX Reshape + ReduceMin + ReduceMax + Equal + Sub + Where + Cast + Add + GreaterOrEqual + LessOrEqual + And + Mul + Div + Floor + Min + Unsqueeze + Range + ReduceSum, opsets 13 to 20.

Generated from mappings/aten/histc.yaml by `opmapgen build`; do not edit.

Source schema: aten::histc(Tensor self, int bins=100, Scalar min=0, Scalar max=0) -> Tensor

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
    torch_fallback,
)

SOURCE_OP = "aten::histc"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "histc",
    "mappings/aten/histc.yaml",
    dtypes=("float32", "float64"),
    scalar_typed_ops=(
        "Equal",
        "Sub",
        "Add",
        "GreaterOrEqual",
        "LessOrEqual",
        "Mul",
        "Div",
        "Min",
    ),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "i", "f", "f")
def symbolic(g, input, bins, min, max):
    check_inputs(CONTRACT, input=input)
    minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
    bins_value = g.op("Constant", value_t=torch.tensor(bins, dtype=dtype_of(input)))
    values = g.op("Constant", value_t=torch.tensor([bins - 1], dtype=torch.int64))
    one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
    bins_value_2 = g.op("Constant", value_t=torch.tensor(bins, dtype=torch.int64))
    one_3 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
    zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    x = g.op("Reshape", input, minus_one_list)
    data_low = g.op("ReduceMin", x, keepdims_i=1)
    data_high = g.op("ReduceMax", x, keepdims_i=1)
    if min == max:
        one = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(input)))
        low = g.op(
            "Where",
            g.op("Equal", data_low, data_high),
            g.op("Sub", data_low, one),
            data_low,
        )
    else:
        min_list = g.op("Constant", value_t=torch.tensor([min], dtype=torch.float64))
        low = g.op("Cast", min_list, to_i=onnx_dtype_of(input))
    if min == max:
        one_2 = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(input)))
        high = g.op(
            "Where",
            g.op("Equal", data_low, data_high),
            g.op("Add", data_high, one_2),
            data_high,
        )
    else:
        max_list = g.op("Constant", value_t=torch.tensor([max], dtype=torch.float64))
        high = g.op("Cast", max_list, to_i=onnx_dtype_of(input))
    inside = g.op("And", g.op("GreaterOrEqual", x, low), g.op("LessOrEqual", x, high))
    position = g.op(
        "Cast",
        g.op(
            "Floor",
            g.op(
                "Div",
                g.op("Mul", g.op("Sub", x, low), bins_value),
                g.op("Sub", high, low),
            ),
        ),
        to_i=TensorProto.INT64,
    )
    bin = g.op("Min", position, values)
    hits = g.op(
        "And",
        g.op(
            "Equal",
            g.op("Unsqueeze", bin, one_list),
            g.op("Range", zero, bins_value_2, one_3),
        ),
        g.op("Unsqueeze", inside, one_list),
    )
    return g.op(
        "ReduceSum",
        g.op("Cast", hits, to_i=onnx_dtype_of(input)),
        zero_list,
        keepdims_i=0,
    )
