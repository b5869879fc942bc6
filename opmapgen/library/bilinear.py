"""bilinear: aten::bilinear -> ONNX Cast + Unsqueeze + MatMul + Mul + ReduceSum + Add + Identity, opsets 13 to 20.

Generated from mappings/aten/bilinear.yaml by `opmapgen build`; do not edit.

Source schema: aten::bilinear(Tensor input1, Tensor input2, Tensor weight, Tensor? bias=None) -> Tensor

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
    onnx_dtype_of,
    parse_args,
    present,
    torch_fallback,
)

SOURCE_OP = "aten::bilinear"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "bilinear",
    "mappings/aten/bilinear.yaml",
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
        "bfloat16": "ONNX Runtime has no bfloat16 MatMul kernel on the CPU",
        "bool": "torch does not take bool inputs to bilinear",
    },
    scalar_typed_ops=("MatMul", "Mul", "Add"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v", "v", "v")
def symbolic(g, input1, input2, weight, bias):
    check_inputs(CONTRACT, input1=input1, input2=input2, weight=weight, bias=bias)
    CONTRACT.require(
        dtype_name(input1) == dtype_name(input2)
        and dtype_name(input1) == dtype_name(weight)
        and (absent(bias) or dtype_name(bias) == dtype_name(input1)),
        "inputs of different dtypes are not mapped (torch refuses them too)",
        input1=input1,
        input2=input2,
        weight=weight,
        bias=bias,
    )
    if dtype_name(input1) in ("int8", "int16", "uint8"):
        values = g.op("Constant", value_t=torch.tensor([-2, -3], dtype=torch.int64))
        values_2 = g.op("Constant", value_t=torch.tensor([-1, -2], dtype=torch.int64))
        left = g.op(
            "MatMul",
            g.op("Unsqueeze", g.op("Cast", input1, to_i=TensorProto.INT32), values),
            g.op("Cast", weight, to_i=TensorProto.INT32),
        )
        form = g.op(
            "ReduceSum",
            g.op(
                "Mul",
                left,
                g.op("Unsqueeze", g.op("Cast", input2, to_i=TensorProto.INT32), values),
            ),
            values_2,
            keepdims_i=0,
        )
        if present(bias):
            sum = g.op("Add", form, g.op("Cast", bias, to_i=TensorProto.INT32))
        else:
            sum = g.op("Identity", form)
        return g.op("Cast", sum, to_i=onnx_dtype_of(input1))
    if dtype_name(input1) == "float16":
        values = g.op("Constant", value_t=torch.tensor([-2, -3], dtype=torch.int64))
        values_2 = g.op("Constant", value_t=torch.tensor([-1, -2], dtype=torch.int64))
        left = g.op(
            "MatMul",
            g.op("Unsqueeze", g.op("Cast", input1, to_i=TensorProto.FLOAT), values),
            g.op("Cast", weight, to_i=TensorProto.FLOAT),
        )
        form = g.op(
            "ReduceSum",
            g.op(
                "Mul",
                left,
                g.op("Unsqueeze", g.op("Cast", input2, to_i=TensorProto.FLOAT), values),
            ),
            values_2,
            keepdims_i=0,
        )
        if present(bias):
            sum = g.op("Add", form, g.op("Cast", bias, to_i=TensorProto.FLOAT))
        else:
            sum = g.op("Identity", form)
        return g.op("Cast", sum, to_i=TensorProto.FLOAT16)
    values = g.op("Constant", value_t=torch.tensor([-2, -3], dtype=torch.int64))
    values_2 = g.op("Constant", value_t=torch.tensor([-1, -2], dtype=torch.int64))
    left = g.op("MatMul", g.op("Unsqueeze", input1, values), weight)
    form = g.op(
        "ReduceSum",
        g.op("Mul", left, g.op("Unsqueeze", input2, values)),
        values_2,
        keepdims_i=0,
    )
    if present(bias):
        return g.op("Add", form, bias)
    else:
        return g.op("Identity", form)
