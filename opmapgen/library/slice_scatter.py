"""slice_scatter: aten::slice_scatter -> ONNX Shape + Gather + Mul + Add + Less + Where + ConstantOfShape + Cast + CumSum + Sub + Identity + ScatterElements, opsets 11 to 20.

Generated from mappings/aten/slice_scatter.yaml by `opmapgen build`; do not edit.

Source schema: aten::slice_scatter(Tensor self, Tensor src, int dim=0, SymInt? start=None, SymInt? end=None, SymInt step=1) -> Tensor

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
    torch_fallback,
)

SOURCE_OP = "aten::slice_scatter"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(11, 21)
CONTRACT = Contract(
    "slice_scatter",
    "mappings/aten/slice_scatter.yaml",
    dtypes=(
        "float16",
        "bfloat16",
        "float32",
        "float64",
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
        "bool",
    ),
    reasons={"complex": "ONNX has no complex tensors"},
    scalar_typed_ops=("Mul", "Add", "Less", "Sub"),
    scalar_typed_inputs=(),
    dtype_opsets={"bfloat16": 13},
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v", "i", "i", "i", "i")
def symbolic(g, input, src, dim, start, end, step):
    opset = g.opset
    check_inputs(CONTRACT, input=input, src=src, opset=opset)
    dim_value = g.op("Constant", value_t=torch.tensor(dim, dtype=torch.int64))
    one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
    step_value = g.op("Constant", value_t=torch.tensor(step, dtype=torch.int64))
    size = g.op("Gather", g.op("Shape", input), dim_value)
    if absent(start):
        dim_value_2 = g.op("Constant", value_t=torch.tensor(dim, dtype=torch.int64))
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        first = g.op("Mul", g.op("Gather", g.op("Shape", input), dim_value_2), zero)
    elif start < 0:
        start_value = g.op("Constant", value_t=torch.tensor(start, dtype=torch.int64))
        zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        first = g.op(
            "Where",
            g.op("Less", g.op("Add", size, start_value), zero_2),
            g.op("Mul", size, zero_2),
            g.op("Add", size, start_value),
        )
    else:
        zero_3 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        start_value_2 = g.op("Constant", value_t=torch.tensor(start, dtype=torch.int64))
        first = g.op("Add", g.op("Mul", size, zero_3), start_value_2)
    steps_cum_sum = g.op(
        "CumSum",
        g.op(
            "Add",
            g.op(
                "Cast",
                g.op("ConstantOfShape", g.op("Shape", src)),
                to_i=TensorProto.INT64,
            ),
            one,
        ),
        dim_value,
    )
    steps = g.op("Sub", steps_cum_sum, one)
    if dtype_name(src) == dtype_name(input):
        written = g.op("Identity", src)
    else:
        written = g.op("Cast", src, to_i=onnx_dtype_of(input))
    return g.op(
        "ScatterElements",
        input,
        g.op("Add", g.op("Mul", steps, step_value), first),
        written,
        axis_i=dim,
    )
