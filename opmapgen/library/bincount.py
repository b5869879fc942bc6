"""bincount: aten::bincount -> ONNX Cast + Concat + ReduceMax + Add + Max + Less + Sub + Where + ConstantOfShape + ScatterElements, opsets 16 to 20.

Generated from mappings/aten/bincount.yaml by `opmapgen build`; do not edit.

Source schema: aten::bincount(Tensor self, Tensor? weights=None, SymInt minlength=0) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    absent,
    check_inputs,
    dtype_name,
    parse_args,
    rank,
    torch_fallback,
)

SOURCE_OP = "aten::bincount"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(16, 21)
CONTRACT = Contract(
    "bincount",
    "mappings/aten/bincount.yaml",
    dtypes=(
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
        "float16",
        "bfloat16",
        "float32",
        "float64",
        "bool",
    ),
    by_input={"input": ("uint8", "int8", "int16", "int32", "int64")},
    scalar_typed_ops=("Concat", "Add", "Max", "Less", "Sub"),
    scalar_typed_inputs=("input",),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v", "i")
def symbolic(g, input, weights, minlength):
    check_inputs(CONTRACT, input=input, weights=weights)
    CONTRACT.require(rank(input) == 1, "torch counts 1-D inputs only", input=input)
    CONTRACT.require(
        absent(weights) or rank(weights) == 1,
        "the weights must be 1-D, as the input",
        weights=weights,
    )
    minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
    one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
    minlength_list = g.op(
        "Constant",
        value_t=torch.tensor([minlength], dtype=torch.int64),
    )
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
    x = g.op("Cast", input, to_i=TensorProto.INT64)
    top = g.op("ReduceMax", g.op("Concat", x, minus_one_list, axis_i=0), keepdims_i=1)
    length = g.op("Max", g.op("Add", top, one), minlength_list)
    index = g.op("Where", g.op("Less", x, zero), g.op("Sub", x, length), x)
    if absent(weights):
        one_2 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        return g.op(
            "ScatterElements",
            g.op("Cast", g.op("ConstantOfShape", length), to_i=TensorProto.INT64),
            index,
            g.op("Add", g.op("Sub", x, x), one_2),
            axis_i=0,
            reduction_s="add",
        )
    elif dtype_name(weights) == "float32":
        return g.op(
            "ScatterElements",
            g.op("ConstantOfShape", length),
            index,
            weights,
            axis_i=0,
            reduction_s="add",
        )
    else:
        return g.op(
            "ScatterElements",
            g.op("Cast", g.op("ConstantOfShape", length), to_i=TensorProto.DOUBLE),
            index,
            g.op("Cast", weights, to_i=TensorProto.DOUBLE),
            axis_i=0,
            reduction_s="add",
        )
