"""nanmedian: aten::nanmedian -> ONNX Reshape + Cast + Equal + Not + CastLike + Where + Identity + Shape + TopK + ReduceSum + Sub + Div + Concat + Gather + Squeeze, opsets 15 to 20.

Generated from mappings/aten/nanmedian.yaml by `opmapgen build`; do not edit.

Source schema: aten::nanmedian(Tensor self) -> Tensor

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

SOURCE_OP = "aten::nanmedian"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(15, 21)
CONTRACT = Contract(
    "nanmedian",
    "mappings/aten/nanmedian.yaml",
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
    scalar_typed_ops=("Equal", "Sub", "Div", "Concat"),
)


@parse_args("v")
def _symbolic(g, input):
    check_inputs(CONTRACT, input=input)
    inf = g.op("Constant", value_t=torch.tensor(float("inf"), dtype=torch.float64))
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
    missing = g.op("Not", g.op("Equal", flat, flat))
    if is_floating(input):
        numbers = g.op("Where", missing, g.op("CastLike", inf, flat), flat)
    else:
        numbers = g.op("Identity", flat)
    ascending, _ = g.op(
        "TopK",
        numbers,
        g.op("Shape", flat),
        axis_i=0,
        largest_i=0,
        sorted_i=1,
        outputs=2,
    )
    counted = g.op(
        "Sub",
        g.op("Shape", flat),
        g.op("ReduceSum", g.op("Cast", missing, to_i=TensorProto.INT64), keepdims_i=1),
    )
    middle = g.op("Div", g.op("Sub", counted, one), two)
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
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        picked = g.op(
            "Where",
            g.op("Equal", counted, zero),
            g.op("CastLike", nan, value),
            value,
        )
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
    # The TorchScript exporter sends every overload of aten::nanmedian here.
    if len(args) != 1:
        CONTRACT.refuse(
            "only aten::nanmedian(Tensor self) is mapped, not aten::nanmedian.dim (another number of args)",
            args=len(args),
        )
    return _symbolic(g, *args)
