"""median: aten::median -> ONNX Reshape + Cast + Shape + TopK + Sub + Div + CastLike + Concat + Gather + Equal + Not + ReduceMax + Greater + Where + Identity + Squeeze, opsets 15 to 20.

Generated from mappings/aten/median.yaml by `opmapgen build`; do not edit.

Source schema: aten::median(Tensor self) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_name,
    is_floating,
    is_integer,
    onnx_dtype_of,
    parse_args,
    torch_fallback,
)

SOURCE_OP = "aten::median"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(15, 21)
CONTRACT = Contract(
    "median",
    "mappings/aten/median.yaml",
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
    reasons={"bfloat16": "ONNX Runtime has no bfloat16 TopK kernel on the CPU"},
    scalar_typed_ops=("Sub", "Div", "Concat", "Equal", "Greater"),
)


@parse_args("v")
def _symbolic(g, input):
    check_inputs(CONTRACT, input=input)
    one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
    two = g.op("Constant", value_t=torch.tensor(2, dtype=torch.int64))
    values = g.op("Constant", value_t=torch.tensor([float("nan")], dtype=torch.float64))
    zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    nan = g.op("Constant", value_t=torch.tensor(float("nan"), dtype=torch.float64))
    if dtype_name(input) == "float16":
        minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
        flat = g.op(
            "Cast",
            g.op("Reshape", input, minus_one_list),
            to_i=TensorProto.FLOAT,
        )
    elif is_integer(input):
        minus_one_list_2 = g.op(
            "Constant",
            value_t=torch.tensor([-1], dtype=torch.int64),
        )
        flat = g.op(
            "Cast",
            g.op("Reshape", input, minus_one_list_2),
            to_i=TensorProto.INT64,
        )
    else:
        minus_one_list_3 = g.op(
            "Constant",
            value_t=torch.tensor([-1], dtype=torch.int64),
        )
        flat = g.op("Reshape", input, minus_one_list_3)
    count = g.op("Shape", flat)
    ascending, _ = g.op(
        "TopK",
        flat,
        count,
        axis_i=0,
        largest_i=0,
        sorted_i=1,
        outputs=2,
    )
    middle = g.op("Div", g.op("Sub", count, one), two)
    if is_floating(input):
        padded = g.op(
            "Concat",
            ascending,
            g.op("CastLike", values, ascending),
            axis_i=0,
        )
    else:
        padded = g.op(
            "Concat",
            ascending,
            g.op("CastLike", zero_list, ascending),
            axis_i=0,
        )
    value = g.op("Gather", padded, middle, axis_i=0)
    if is_floating(input):
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int32))
        picked_greater = g.op(
            "Greater",
            g.op(
                "ReduceMax",
                g.op(
                    "Cast",
                    g.op("Not", g.op("Equal", flat, flat)),
                    to_i=TensorProto.INT32,
                ),
                keepdims_i=1,
            ),
            zero,
        )
        picked = g.op("Where", picked_greater, g.op("CastLike", nan, value), value)
    else:
        picked = g.op("Identity", value)
    if dtype_name(input) == "float32" or dtype_name(input) == "float64":
        zero_list_2 = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        return g.op("Squeeze", picked, zero_list_2)
    else:
        zero_list_3 = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        return g.op(
            "Cast",
            g.op("Squeeze", picked, zero_list_3),
            to_i=onnx_dtype_of(input),
        )


@torch_fallback(CONTRACT, SOURCE_OP)
def symbolic(g, *args):
    # The TorchScript exporter sends every overload of aten::median here.
    if len(args) != 1:
        CONTRACT.refuse(
            "only aten::median(Tensor self) is mapped, not aten::median.dim (another number of args)",
            args=len(args),
        )
    return _symbolic(g, *args)
