"""triplet_margin_loss: aten::triplet_margin_loss -> ONNX Cast + Identity + Sub + Sum + Add + Mul + ReduceSum + Sqrt + Abs + Pow + Equal + Not + Or + Less + Where + CastLike + Squeeze + Size + Div, opsets 15 to 20.

Generated from mappings/aten/triplet_margin_loss.yaml by `opmapgen build`; do not edit.

Source schema: aten::triplet_margin_loss(Tensor anchor, Tensor positive, Tensor negative, float margin=1., float p=2., float eps=9.9999999999999995e-07, bool swap=False, int reduction=1) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_name,
    dtype_of,
    is_integer,
    onnx_dtype_of,
    parse_args,
    present,
    rank,
    torch_fallback,
)

SOURCE_OP = "aten::triplet_margin_loss"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(15, 21)
CONTRACT = Contract(
    "triplet_margin_loss",
    "mappings/aten/triplet_margin_loss.yaml",
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
        "bfloat16": "the formula computes float16 in float32 and casts back; that path is not written for bfloat16 yet",
        "complex": "ONNX has no complex tensors",
        "bool": "torch cannot subtract bool tensors",
    },
    scalar_typed_ops=("Sub", "Add", "Mul", "Pow", "Equal", "Less", "Div"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v", "v", "f", "f", "f", "b", "i")
def symbolic(g, anchor, positive, negative, margin, p, eps, swap, reduction):
    check_inputs(CONTRACT, anchor=anchor, positive=positive, negative=negative)
    CONTRACT.require(
        reduction in (0, 1, 2),
        "reduction must be 0 (none), 1 (mean) or 2 (sum)",
        reduction=reduction,
    )
    CONTRACT.require(p > 0 and p < 1e308, "only a finite p > 0 is mapped", p=p)
    CONTRACT.require(
        dtype_name(anchor) == dtype_name(positive)
        and dtype_name(anchor) == dtype_name(negative),
        "inputs of different dtypes are not mapped; cast them to the dtype torch promotes them to first",
        anchor=anchor,
        positive=positive,
        negative=negative,
    )
    CONTRACT.require(
        present(rank(anchor))
        and rank(anchor) == rank(positive)
        and rank(anchor) == rank(negative),
        "the three inputs must have the same, known rank (torch requires it too)",
        anchor=anchor,
        positive=positive,
        negative=negative,
    )
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
    if dtype_name(anchor) == "float16":
        a = g.op("Cast", anchor, to_i=TensorProto.FLOAT)
    elif is_integer(anchor):
        a = g.op("Cast", anchor, to_i=TensorProto.INT64)
    else:
        a = g.op("Identity", anchor)
    if dtype_name(anchor) == "float16":
        pos = g.op("Cast", positive, to_i=TensorProto.FLOAT)
    elif is_integer(anchor):
        pos = g.op("Cast", positive, to_i=TensorProto.INT64)
    else:
        pos = g.op("Identity", positive)
    if dtype_name(anchor) == "float16":
        neg = g.op("Cast", negative, to_i=TensorProto.FLOAT)
    elif is_integer(anchor):
        neg = g.op("Cast", negative, to_i=TensorProto.INT64)
    else:
        neg = g.op("Identity", negative)
    if dtype_name(anchor) == "float16":
        eps_value = g.op("Constant", value_t=torch.tensor(eps, dtype=torch.float32))
        dp_cast_3 = g.op(
            "Cast",
            g.op(
                "Sum",
                g.op(
                    "Cast",
                    g.op("Cast", g.op("Sub", a, pos), to_i=TensorProto.FLOAT16),
                    to_i=TensorProto.FLOAT,
                ),
                eps_value,
            ),
            to_i=TensorProto.FLOAT16,
        )
        dp = g.op("Cast", dp_cast_3, to_i=TensorProto.FLOAT)
    elif is_integer(anchor):
        eps_value_2 = g.op("Constant", value_t=torch.tensor(eps, dtype=torch.float32))
        dp = g.op(
            "Sum",
            g.op(
                "Cast",
                g.op("Cast", g.op("Sub", a, pos), to_i=onnx_dtype_of(anchor)),
                to_i=TensorProto.FLOAT,
            ),
            eps_value_2,
        )
    else:
        eps_value_3 = g.op(
            "Constant",
            value_t=torch.tensor(eps, dtype=dtype_of(anchor)),
        )
        dp = g.op("Sum", g.op("Sub", anchor, positive), eps_value_3)
    if dtype_name(anchor) == "float16":
        eps_value_4 = g.op("Constant", value_t=torch.tensor(eps, dtype=torch.float32))
        dn_cast_3 = g.op(
            "Cast",
            g.op(
                "Add",
                g.op(
                    "Cast",
                    g.op("Cast", g.op("Sub", a, neg), to_i=TensorProto.FLOAT16),
                    to_i=TensorProto.FLOAT,
                ),
                eps_value_4,
            ),
            to_i=TensorProto.FLOAT16,
        )
        dn = g.op("Cast", dn_cast_3, to_i=TensorProto.FLOAT)
    elif is_integer(anchor):
        eps_value_5 = g.op("Constant", value_t=torch.tensor(eps, dtype=torch.float32))
        dn = g.op(
            "Add",
            g.op(
                "Cast",
                g.op("Cast", g.op("Sub", a, neg), to_i=onnx_dtype_of(anchor)),
                to_i=TensorProto.FLOAT,
            ),
            eps_value_5,
        )
    else:
        eps_value_6 = g.op(
            "Constant",
            value_t=torch.tensor(eps, dtype=dtype_of(anchor)),
        )
        dn = g.op("Add", g.op("Sub", anchor, negative), eps_value_6)
    if not swap:
        ds = g.op("Identity", dn)
    elif dtype_name(anchor) == "float16":
        eps_value_7 = g.op("Constant", value_t=torch.tensor(eps, dtype=torch.float32))
        ds_cast_3 = g.op(
            "Cast",
            g.op(
                "Add",
                g.op(
                    "Cast",
                    g.op("Cast", g.op("Sub", pos, neg), to_i=TensorProto.FLOAT16),
                    to_i=TensorProto.FLOAT,
                ),
                eps_value_7,
            ),
            to_i=TensorProto.FLOAT16,
        )
        ds = g.op("Cast", ds_cast_3, to_i=TensorProto.FLOAT)
    elif is_integer(anchor):
        eps_value_8 = g.op("Constant", value_t=torch.tensor(eps, dtype=torch.float32))
        ds = g.op(
            "Add",
            g.op(
                "Cast",
                g.op("Cast", g.op("Sub", pos, neg), to_i=onnx_dtype_of(anchor)),
                to_i=TensorProto.FLOAT,
            ),
            eps_value_8,
        )
    else:
        eps_value_9 = g.op(
            "Constant",
            value_t=torch.tensor(eps, dtype=dtype_of(positive)),
        )
        ds = g.op("Add", g.op("Sub", positive, negative), eps_value_9)
    if p == 2:
        minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
        np = g.op(
            "Sqrt",
            g.op("ReduceSum", g.op("Mul", dp, dp), minus_one_list, keepdims_i=1),
        )
    elif p == 1:
        minus_one_list_2 = g.op(
            "Constant",
            value_t=torch.tensor([-1], dtype=torch.int64),
        )
        np = g.op("ReduceSum", g.op("Abs", dp), minus_one_list_2, keepdims_i=1)
    else:
        p_value = g.op("Constant", value_t=torch.tensor(p, dtype=torch.float64))
        minus_one_list_3 = g.op(
            "Constant",
            value_t=torch.tensor([-1], dtype=torch.int64),
        )
        scalar = g.op("Constant", value_t=torch.tensor(1 / p, dtype=torch.float64))
        np = g.op(
            "Pow",
            g.op(
                "ReduceSum",
                g.op(
                    "Pow",
                    g.op("Abs", dp),
                    g.op("Cast", p_value, to_i=TensorProto.DOUBLE),
                ),
                minus_one_list_3,
                keepdims_i=1,
            ),
            g.op("Cast", scalar, to_i=TensorProto.DOUBLE),
        )
    if p == 2:
        minus_one_list_4 = g.op(
            "Constant",
            value_t=torch.tensor([-1], dtype=torch.int64),
        )
        nn = g.op(
            "Sqrt",
            g.op("ReduceSum", g.op("Mul", dn, dn), minus_one_list_4, keepdims_i=1),
        )
    elif p == 1:
        minus_one_list_5 = g.op(
            "Constant",
            value_t=torch.tensor([-1], dtype=torch.int64),
        )
        nn = g.op("ReduceSum", g.op("Abs", dn), minus_one_list_5, keepdims_i=1)
    else:
        p_value_2 = g.op("Constant", value_t=torch.tensor(p, dtype=torch.float64))
        minus_one_list_6 = g.op(
            "Constant",
            value_t=torch.tensor([-1], dtype=torch.int64),
        )
        scalar_2 = g.op("Constant", value_t=torch.tensor(1 / p, dtype=torch.float64))
        nn = g.op(
            "Pow",
            g.op(
                "ReduceSum",
                g.op(
                    "Pow",
                    g.op("Abs", dn),
                    g.op("Cast", p_value_2, to_i=TensorProto.DOUBLE),
                ),
                minus_one_list_6,
                keepdims_i=1,
            ),
            g.op("Cast", scalar_2, to_i=TensorProto.DOUBLE),
        )
    if not swap:
        ns = g.op("Identity", nn)
    elif p == 2:
        minus_one_list_7 = g.op(
            "Constant",
            value_t=torch.tensor([-1], dtype=torch.int64),
        )
        ns = g.op(
            "Sqrt",
            g.op("ReduceSum", g.op("Mul", ds, ds), minus_one_list_7, keepdims_i=1),
        )
    elif p == 1:
        minus_one_list_8 = g.op(
            "Constant",
            value_t=torch.tensor([-1], dtype=torch.int64),
        )
        ns = g.op("ReduceSum", g.op("Abs", ds), minus_one_list_8, keepdims_i=1)
    else:
        p_value_3 = g.op("Constant", value_t=torch.tensor(p, dtype=torch.float64))
        minus_one_list_9 = g.op(
            "Constant",
            value_t=torch.tensor([-1], dtype=torch.int64),
        )
        scalar_3 = g.op("Constant", value_t=torch.tensor(1 / p, dtype=torch.float64))
        ns = g.op(
            "Pow",
            g.op(
                "ReduceSum",
                g.op(
                    "Pow",
                    g.op("Abs", ds),
                    g.op("Cast", p_value_3, to_i=TensorProto.DOUBLE),
                ),
                minus_one_list_9,
                keepdims_i=1,
            ),
            g.op("Cast", scalar_3, to_i=TensorProto.DOUBLE),
        )
    if dtype_name(anchor) == "float16":
        dist_pos = g.op(
            "Cast",
            g.op("Cast", np, to_i=TensorProto.FLOAT16),
            to_i=TensorProto.FLOAT,
        )
    else:
        dist_pos = g.op("Identity", np)
    if dtype_name(anchor) == "float16":
        dist_neg_own = g.op(
            "Cast",
            g.op("Cast", nn, to_i=TensorProto.FLOAT16),
            to_i=TensorProto.FLOAT,
        )
    else:
        dist_neg_own = g.op("Identity", nn)
    if dtype_name(anchor) == "float16":
        dist_swap = g.op(
            "Cast",
            g.op("Cast", ns, to_i=TensorProto.FLOAT16),
            to_i=TensorProto.FLOAT,
        )
    else:
        dist_swap = g.op("Identity", ns)
    if swap:
        dist_neg = g.op(
            "Where",
            g.op(
                "Or",
                g.op("Not", g.op("Equal", dist_neg_own, dist_neg_own)),
                g.op("Not", g.op("Equal", dist_swap, dist_swap)),
            ),
            g.op("Add", dist_neg_own, dist_swap),
            g.op(
                "Where",
                g.op("Less", dist_swap, dist_neg_own),
                dist_swap,
                dist_neg_own,
            ),
        )
    else:
        dist_neg = g.op("Identity", dist_neg_own)
    if dtype_name(anchor) == "float16":
        margin_value = g.op(
            "Constant",
            value_t=torch.tensor(margin, dtype=torch.float64),
        )
        shifted_cast_4 = g.op(
            "Cast",
            g.op(
                "Cast",
                g.op(
                    "Add",
                    g.op(
                        "Cast",
                        g.op("Cast", margin_value, to_i=TensorProto.FLOAT16),
                        to_i=TensorProto.FLOAT,
                    ),
                    dist_pos,
                ),
                to_i=TensorProto.FLOAT16,
            ),
            to_i=TensorProto.FLOAT,
        )
        shifted = g.op(
            "Cast",
            g.op(
                "Cast",
                g.op("Sub", shifted_cast_4, dist_neg),
                to_i=TensorProto.FLOAT16,
            ),
            to_i=TensorProto.FLOAT,
        )
    else:
        margin_value_2 = g.op(
            "Constant",
            value_t=torch.tensor(margin, dtype=torch.float64),
        )
        shifted = g.op(
            "Sub",
            g.op(
                "Add",
                g.op(
                    "CastLike",
                    g.op("Cast", margin_value_2, to_i=TensorProto.DOUBLE),
                    dist_pos,
                ),
                dist_pos,
            ),
            dist_neg,
        )
    loss = g.op(
        "Where",
        g.op("Less", shifted, g.op("CastLike", zero, shifted)),
        g.op("CastLike", zero, shifted),
        shifted,
    )
    if reduction == 0:
        minus_one_list_10 = g.op(
            "Constant",
            value_t=torch.tensor([-1], dtype=torch.int64),
        )
        reduced = g.op("Squeeze", loss, minus_one_list_10)
    elif reduction == 1:
        reduced = g.op(
            "Squeeze",
            g.op(
                "Div",
                g.op("ReduceSum", loss, keepdims_i=1),
                g.op("CastLike", g.op("Size", loss), loss),
            ),
        )
    else:
        reduced = g.op("ReduceSum", loss, keepdims_i=0)
    if dtype_name(anchor) == "float16":
        return g.op("Cast", reduced, to_i=TensorProto.FLOAT16)
    else:
        return g.op("Identity", reduced)
