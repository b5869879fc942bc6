"""native_batch_norm: aten::native_batch_norm -> ONNX Cast + Identity + CastLike + Add + Sqrt + Div + Mul + Neg + Sub + Unsqueeze + Slice + Size + Shape + Gather + ReduceSum + Reshape, opsets 15 to 20.

Generated from mappings/aten/native_batch_norm.yaml by `opmapgen build`; do not edit.

Source schema: aten::native_batch_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool training, float momentum, float eps) -> (Tensor, Tensor, Tensor)

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
    present,
    rank,
    torch_fallback,
)

SOURCE_OP = "aten::native_batch_norm"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(15, 21)
CONTRACT = Contract(
    "native_batch_norm",
    "mappings/aten/native_batch_norm.yaml",
    dtypes=("float16", "float32", "float64"),
    reasons={
        "bfloat16": "the formula computes float16 in float32 and casts back; that path is not written for bfloat16 yet",
    },
    scalar_typed_ops=("Add", "Div", "Mul", "Sub"),
    variants=("not training", "training"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v", "v", "v", "v", "b", "f", "f")
def symbolic(
    g,
    input,
    weight,
    bias,
    running_mean,
    running_var,
    training,
    momentum,
    eps,
):
    check_inputs(
        CONTRACT,
        input=input,
        weight=weight,
        bias=bias,
        running_mean=running_mean,
        running_var=running_var,
    )
    CONTRACT.require(
        training or (present(running_mean) and present(running_var)),
        "in evaluation (training=False) torch needs running_mean and running_var",
        training=training,
        running_mean=running_mean,
        running_var=running_var,
    )
    CONTRACT.require(
        not training or (absent(running_mean) and absent(running_var)),
        "training with running stats is not mapped: torch updates running_mean and running_var in place, which an exported model cannot do (training without them is)",
        training=training,
        running_mean=running_mean,
        running_var=running_var,
    )
    CONTRACT.require(
        present(rank(input)) and rank(input) >= 2 and rank(input) <= 5,
        "inputs of rank 2 to 5 are mapped, and their rank must be known at export",
        input=input,
    )
    if not training:
        eps_value = g.op("Constant", value_t=torch.tensor(eps, dtype=torch.float64))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        if dtype_name(input) == "float16":
            xf = g.op("Cast", input, to_i=TensorProto.FLOAT)
        else:
            xf = g.op("Identity", input)
        if dtype_name(input) == "float16":
            mean = g.op("Cast", running_mean, to_i=TensorProto.FLOAT)
        else:
            mean = g.op("Identity", running_mean)
        if dtype_name(input) == "float16":
            var = g.op("Cast", running_var, to_i=TensorProto.FLOAT)
        else:
            var = g.op("Identity", running_var)
        invstd_sqrt = g.op("Sqrt", g.op("Add", var, g.op("CastLike", eps_value, xf)))
        invstd = g.op("Div", g.op("CastLike", one, invstd_sqrt), invstd_sqrt)
        if absent(weight):
            alpha = g.op("Identity", invstd)
        elif dtype_name(input) == "float16":
            alpha = g.op("Mul", g.op("Cast", weight, to_i=TensorProto.FLOAT), invstd)
        else:
            alpha = g.op("Mul", weight, invstd)
        if absent(bias):
            beta = g.op("Neg", g.op("Mul", mean, alpha))
        elif dtype_name(input) == "float16":
            beta = g.op(
                "Sub",
                g.op("Cast", bias, to_i=TensorProto.FLOAT),
                g.op("Mul", mean, alpha),
            )
        else:
            beta = g.op("Sub", bias, g.op("Mul", mean, alpha))
        if rank(input) == 2:
            scaled = g.op("Add", g.op("Mul", xf, alpha), beta)
        elif rank(input) == 3:
            one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
            scaled = g.op(
                "Add",
                g.op("Mul", xf, g.op("Unsqueeze", alpha, one_list)),
                g.op("Unsqueeze", beta, one_list),
            )
        elif rank(input) == 4:
            values = g.op("Constant", value_t=torch.tensor([1, 2], dtype=torch.int64))
            scaled = g.op(
                "Add",
                g.op("Mul", xf, g.op("Unsqueeze", alpha, values)),
                g.op("Unsqueeze", beta, values),
            )
        else:
            values_2 = g.op(
                "Constant",
                value_t=torch.tensor([1, 2, 3], dtype=torch.int64),
            )
            scaled = g.op(
                "Add",
                g.op("Mul", xf, g.op("Unsqueeze", alpha, values_2)),
                g.op("Unsqueeze", beta, values_2),
            )
        if dtype_name(input) == "float16":
            out = g.op("Cast", scaled, to_i=TensorProto.FLOAT16)
        else:
            out = g.op("Identity", scaled)
        save_mean = g.op("Slice", running_mean, zero_list, zero_list)
        save_invstd = g.op("Slice", running_var, zero_list, zero_list)
        return out, save_mean, save_invstd
    if training:
        one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
        eps_value = g.op("Constant", value_t=torch.tensor(eps, dtype=torch.float64))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        if dtype_name(input) == "float16":
            xf = g.op("Cast", input, to_i=TensorProto.FLOAT)
        else:
            xf = g.op("Identity", input)
        if rank(input) == 2:
            zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
            axes = g.op("Identity", zero_list)
        elif rank(input) == 3:
            values = g.op("Constant", value_t=torch.tensor([0, 2], dtype=torch.int64))
            axes = g.op("Identity", values)
        elif rank(input) == 4:
            values_2 = g.op(
                "Constant",
                value_t=torch.tensor([0, 2, 3], dtype=torch.int64),
            )
            axes = g.op("Identity", values_2)
        else:
            values_3 = g.op(
                "Constant",
                value_t=torch.tensor([0, 2, 3, 4], dtype=torch.int64),
            )
            axes = g.op("Identity", values_3)
        count = g.op(
            "CastLike",
            g.op(
                "Div",
                g.op("Size", input),
                g.op("Gather", g.op("Shape", input), one_list),
            ),
            xf,
        )
        batch_mean = g.op("Div", g.op("ReduceSum", xf, axes, keepdims_i=1), count)
        centered = g.op("Sub", xf, batch_mean)
        batch_var = g.op(
            "Div",
            g.op("ReduceSum", g.op("Mul", centered, centered), axes, keepdims_i=1),
            count,
        )
        mean = g.op("Reshape", batch_mean, minus_one_list)
        invstd_sqrt = g.op(
            "Sqrt",
            g.op(
                "Add",
                g.op("Reshape", batch_var, minus_one_list),
                g.op("CastLike", eps_value, xf),
            ),
        )
        invstd = g.op("Div", g.op("CastLike", one, invstd_sqrt), invstd_sqrt)
        if absent(weight):
            alpha = g.op("Identity", invstd)
        elif dtype_name(input) == "float16":
            alpha = g.op("Mul", g.op("Cast", weight, to_i=TensorProto.FLOAT), invstd)
        else:
            alpha = g.op("Mul", weight, invstd)
        if absent(bias):
            beta = g.op("Neg", g.op("Mul", mean, alpha))
        elif dtype_name(input) == "float16":
            beta = g.op(
                "Sub",
                g.op("Cast", bias, to_i=TensorProto.FLOAT),
                g.op("Mul", mean, alpha),
            )
        else:
            beta = g.op("Sub", bias, g.op("Mul", mean, alpha))
        if rank(input) == 2:
            scaled = g.op("Add", g.op("Mul", xf, alpha), beta)
        elif rank(input) == 3:
            one_list_2 = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
            scaled = g.op(
                "Add",
                g.op("Mul", xf, g.op("Unsqueeze", alpha, one_list_2)),
                g.op("Unsqueeze", beta, one_list_2),
            )
        elif rank(input) == 4:
            values_4 = g.op("Constant", value_t=torch.tensor([1, 2], dtype=torch.int64))
            scaled = g.op(
                "Add",
                g.op("Mul", xf, g.op("Unsqueeze", alpha, values_4)),
                g.op("Unsqueeze", beta, values_4),
            )
        else:
            values_5 = g.op(
                "Constant",
                value_t=torch.tensor([1, 2, 3], dtype=torch.int64),
            )
            scaled = g.op(
                "Add",
                g.op("Mul", xf, g.op("Unsqueeze", alpha, values_5)),
                g.op("Unsqueeze", beta, values_5),
            )
        if dtype_name(input) == "float16":
            out = g.op("Cast", scaled, to_i=TensorProto.FLOAT16)
        else:
            out = g.op("Identity", scaled)
        if dtype_name(input) == "float16":
            save_mean = g.op("Cast", mean, to_i=TensorProto.FLOAT16)
        else:
            save_mean = g.op("Identity", mean)
        if dtype_name(input) == "float16":
            save_invstd = g.op("Cast", invstd, to_i=TensorProto.FLOAT16)
        else:
            save_invstd = g.op("Identity", invstd)
        return out, save_mean, save_invstd
    CONTRACT.no_variant(training=training)
