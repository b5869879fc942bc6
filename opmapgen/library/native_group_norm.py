"""native_group_norm: aten::native_group_norm -> ONNX Cast + Identity + Reshape + ReduceSum + CastLike + Div + Sub + Mul + Add + Sqrt + Unsqueeze + Shape, opsets 15 to 20.

Generated from mappings/aten/native_group_norm.yaml by `opmapgen build`; do not edit.

Source schema: aten::native_group_norm(Tensor input, Tensor? weight, Tensor? bias, SymInt N, SymInt C, SymInt HxW, int group, float eps) -> (Tensor, Tensor, Tensor)

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
    torch_fallback,
)

SOURCE_OP = "aten::native_group_norm"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(15, 21)
CONTRACT = Contract(
    "native_group_norm",
    "mappings/aten/native_group_norm.yaml",
    dtypes=("float16", "float32", "float64"),
    reasons={
        "bfloat16": "the formula computes float16 in float32 and casts back; that path is not written for bfloat16 yet",
    },
    scalar_typed_ops=("Div", "Sub", "Mul", "Add"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v", "v", "i", "i", "i", "i", "f")
def symbolic(g, input, weight, bias, N, C, HxW, group, eps):
    check_inputs(CONTRACT, input=input, weight=weight, bias=bias)
    N_group_list = g.op(
        "Constant",
        value_t=torch.tensor([N, group, C // group * HxW], dtype=torch.int64),
    )
    two_list = g.op("Constant", value_t=torch.tensor([2], dtype=torch.int64))
    scalar = g.op(
        "Constant",
        value_t=torch.tensor(C // group * HxW, dtype=torch.float64),
    )
    eps_value = g.op("Constant", value_t=torch.tensor(eps, dtype=torch.float64))
    one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
    N_C_HxW_list = g.op(
        "Constant",
        value_t=torch.tensor([N, C, HxW], dtype=torch.int64),
    )
    if dtype_name(input) == "float16":
        xf = g.op("Cast", input, to_i=TensorProto.FLOAT)
    else:
        xf = g.op("Identity", input)
    x = g.op("Reshape", xf, N_group_list, allowzero_i=1)
    mean = g.op(
        "Div",
        g.op("ReduceSum", x, two_list, keepdims_i=1),
        g.op("CastLike", scalar, x),
    )
    centered = g.op("Sub", x, mean)
    var = g.op(
        "Div",
        g.op("ReduceSum", g.op("Mul", centered, centered), two_list, keepdims_i=1),
        g.op("CastLike", scalar, x),
    )
    rstd_sqrt = g.op("Sqrt", g.op("Add", var, g.op("CastLike", eps_value, x)))
    rstd = g.op("Div", g.op("CastLike", one, rstd_sqrt), rstd_sqrt)
    normed = g.op("Reshape", g.op("Mul", centered, rstd), N_C_HxW_list, allowzero_i=1)
    if absent(weight):
        scaled = g.op("Identity", normed)
    elif dtype_name(input) == "float16":
        one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        scaled = g.op(
            "Mul",
            normed,
            g.op("Unsqueeze", g.op("Cast", weight, to_i=TensorProto.FLOAT), one_list),
        )
    else:
        one_list_2 = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        scaled = g.op("Mul", normed, g.op("Unsqueeze", weight, one_list_2))
    if absent(bias):
        shifted = g.op("Identity", scaled)
    elif dtype_name(input) == "float16":
        one_list_3 = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        shifted = g.op(
            "Add",
            scaled,
            g.op("Unsqueeze", g.op("Cast", bias, to_i=TensorProto.FLOAT), one_list_3),
        )
    else:
        one_list_4 = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        shifted = g.op("Add", scaled, g.op("Unsqueeze", bias, one_list_4))
    if dtype_name(input) == "float16":
        out = g.op(
            "Cast",
            g.op("Reshape", shifted, g.op("Shape", input), allowzero_i=1),
            to_i=TensorProto.FLOAT16,
        )
    else:
        out = g.op("Reshape", shifted, g.op("Shape", input), allowzero_i=1)
    if dtype_name(input) == "float16":
        N_group_list_2 = g.op(
            "Constant",
            value_t=torch.tensor([N, group], dtype=torch.int64),
        )
        mean_out = g.op(
            "Cast",
            g.op("Reshape", mean, N_group_list_2, allowzero_i=1),
            to_i=TensorProto.FLOAT16,
        )
    else:
        N_group_list_3 = g.op(
            "Constant",
            value_t=torch.tensor([N, group], dtype=torch.int64),
        )
        mean_out = g.op("Reshape", mean, N_group_list_3, allowzero_i=1)
    if dtype_name(input) == "float16":
        N_group_list_4 = g.op(
            "Constant",
            value_t=torch.tensor([N, group], dtype=torch.int64),
        )
        rstd_out = g.op(
            "Cast",
            g.op("Reshape", rstd, N_group_list_4, allowzero_i=1),
            to_i=TensorProto.FLOAT16,
        )
    else:
        N_group_list_5 = g.op(
            "Constant",
            value_t=torch.tensor([N, group], dtype=torch.int64),
        )
        rstd_out = g.op("Reshape", rstd, N_group_list_5, allowzero_i=1)
    return out, mean_out, rstd_out
