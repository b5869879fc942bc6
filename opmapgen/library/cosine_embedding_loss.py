"""cosine_embedding_loss: aten::cosine_embedding_loss -> ONNX Cast + Unsqueeze + Mul + ReduceSum + Add + Sqrt + Div + Sub + Less + Where + Equal + Squeeze + Size, opsets 13 to 20.

Generated from mappings/aten/cosine_embedding_loss.yaml by `opmapgen build`; do not edit.

Source schema: aten::cosine_embedding_loss(Tensor input1, Tensor input2, Tensor target, float margin=0., int reduction=1) -> Tensor

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
    torch_fallback,
)

SOURCE_OP = "aten::cosine_embedding_loss"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "cosine_embedding_loss",
    "mappings/aten/cosine_embedding_loss.yaml",
    dtypes=(
        "float16",
        "float32",
        "float64",
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
        "bool",
    ),
    reasons={
        "bfloat16": "the formula computes float16 in float32 and casts back; that path is not written for bfloat16 yet",
        "complex": "ONNX has no complex tensors",
    },
    scalar_typed_ops=("Mul", "Add", "Div", "Sub", "Less", "Equal"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v", "v", "f", "i")
def symbolic(g, input1, input2, target, margin, reduction):
    check_inputs(CONTRACT, input1=input1, input2=input2, target=target)
    CONTRACT.require(
        reduction in (0, 1, 2),
        "reduction must be 0 (none), 1 (mean) or 2 (sum)",
        reduction=reduction,
    )
    CONTRACT.require(
        dtype_name(input1) == dtype_name(input2),
        "input1 and input2 of different dtypes are not mapped; cast both to the dtype torch promotes them to first",
        input1=input1,
        input2=input2,
    )
    if dtype_name(input1) == "float16":
        minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
        m1_c = g.op("Constant", value_t=torch.tensor(1e-12, dtype=torch.float32))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float32))
        margin_value = g.op(
            "Constant",
            value_t=torch.tensor(margin, dtype=torch.float64),
        )
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float32))
        one_2 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float64))
        minus_one = g.op("Constant", value_t=torch.tensor(-1, dtype=torch.float64))
        x1 = g.op("Cast", input1, to_i=TensorProto.FLOAT)
        x2 = g.op("Cast", input2, to_i=TensorProto.FLOAT)
        t = g.op(
            "Unsqueeze",
            g.op("Cast", target, to_i=TensorProto.DOUBLE),
            minus_one_list,
        )
        prod_cast_3 = g.op(
            "Cast",
            g.op(
                "ReduceSum",
                g.op(
                    "Cast",
                    g.op("Cast", g.op("Mul", x1, x2), to_i=TensorProto.FLOAT16),
                    to_i=TensorProto.FLOAT,
                ),
                minus_one_list,
                keepdims_i=1,
            ),
            to_i=TensorProto.FLOAT16,
        )
        prod = g.op("Cast", prod_cast_3, to_i=TensorProto.FLOAT)
        s1_cast_3 = g.op(
            "Cast",
            g.op(
                "ReduceSum",
                g.op(
                    "Cast",
                    g.op("Cast", g.op("Mul", x1, x1), to_i=TensorProto.FLOAT16),
                    to_i=TensorProto.FLOAT,
                ),
                minus_one_list,
                keepdims_i=1,
            ),
            to_i=TensorProto.FLOAT16,
        )
        s1 = g.op("Cast", s1_cast_3, to_i=TensorProto.FLOAT)
        s2_cast_3 = g.op(
            "Cast",
            g.op(
                "ReduceSum",
                g.op(
                    "Cast",
                    g.op("Cast", g.op("Mul", x2, x2), to_i=TensorProto.FLOAT16),
                    to_i=TensorProto.FLOAT,
                ),
                minus_one_list,
                keepdims_i=1,
            ),
            to_i=TensorProto.FLOAT16,
        )
        s2 = g.op("Cast", s2_cast_3, to_i=TensorProto.FLOAT)
        m1 = g.op(
            "Cast",
            g.op("Cast", g.op("Add", s1, m1_c), to_i=TensorProto.FLOAT16),
            to_i=TensorProto.FLOAT,
        )
        m2 = g.op(
            "Cast",
            g.op("Cast", g.op("Add", s2, m1_c), to_i=TensorProto.FLOAT16),
            to_i=TensorProto.FLOAT,
        )
        denom_cast_3 = g.op(
            "Cast",
            g.op(
                "Sqrt",
                g.op(
                    "Cast",
                    g.op("Cast", g.op("Mul", m1, m2), to_i=TensorProto.FLOAT16),
                    to_i=TensorProto.FLOAT,
                ),
            ),
            to_i=TensorProto.FLOAT16,
        )
        denom = g.op("Cast", denom_cast_3, to_i=TensorProto.FLOAT)
        cos = g.op(
            "Cast",
            g.op("Cast", g.op("Div", prod, denom), to_i=TensorProto.FLOAT16),
            to_i=TensorProto.FLOAT,
        )
        pos = g.op(
            "Cast",
            g.op("Cast", g.op("Sub", one, cos), to_i=TensorProto.FLOAT16),
            to_i=TensorProto.FLOAT,
        )
        shifted = g.op(
            "Cast",
            g.op(
                "Cast",
                g.op(
                    "Sub",
                    cos,
                    g.op(
                        "Cast",
                        g.op("Cast", margin_value, to_i=TensorProto.FLOAT16),
                        to_i=TensorProto.FLOAT,
                    ),
                ),
                to_i=TensorProto.FLOAT16,
            ),
            to_i=TensorProto.FLOAT,
        )
        neg = g.op("Where", g.op("Less", shifted, zero), zero, shifted)
        loss = g.op(
            "Cast",
            g.op(
                "Cast",
                g.op(
                    "Add",
                    g.op("Where", g.op("Equal", t, one_2), pos, zero),
                    g.op("Where", g.op("Equal", t, minus_one), neg, zero),
                ),
                to_i=TensorProto.FLOAT16,
            ),
            to_i=TensorProto.FLOAT,
        )
        if reduction == 0:
            minus_one_list_2 = g.op(
                "Constant",
                value_t=torch.tensor([-1], dtype=torch.int64),
            )
            reduced = g.op("Squeeze", loss, minus_one_list_2)
        elif reduction == 1:
            reduced = g.op(
                "Squeeze",
                g.op(
                    "Div",
                    g.op("ReduceSum", loss, keepdims_i=1),
                    g.op("Cast", g.op("Size", loss), to_i=TensorProto.FLOAT),
                ),
            )
        else:
            reduced = g.op("ReduceSum", loss, keepdims_i=0)
        return g.op("Cast", reduced, to_i=TensorProto.FLOAT16)
    if is_integer(input1) or dtype_name(input1) == "bool":
        minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
        m1_c = g.op("Constant", value_t=torch.tensor(1e-12, dtype=torch.float32))
        margin_value = g.op(
            "Constant",
            value_t=torch.tensor(margin, dtype=torch.float32),
        )
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float32))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float64))
        one_2 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float32))
        minus_one = g.op("Constant", value_t=torch.tensor(-1, dtype=torch.float64))
        a = g.op("Cast", input1, to_i=TensorProto.INT64)
        b = g.op("Cast", input2, to_i=TensorProto.INT64)
        t = g.op(
            "Unsqueeze",
            g.op("Cast", target, to_i=TensorProto.DOUBLE),
            minus_one_list,
        )
        prod = g.op(
            "Cast",
            g.op(
                "ReduceSum",
                g.op(
                    "Cast",
                    g.op("Cast", g.op("Mul", a, b), to_i=onnx_dtype_of(input1)),
                    to_i=TensorProto.INT64,
                ),
                minus_one_list,
                keepdims_i=1,
            ),
            to_i=TensorProto.FLOAT,
        )
        m1_cast_3 = g.op(
            "Cast",
            g.op(
                "ReduceSum",
                g.op(
                    "Cast",
                    g.op("Cast", g.op("Mul", a, a), to_i=onnx_dtype_of(input1)),
                    to_i=TensorProto.INT64,
                ),
                minus_one_list,
                keepdims_i=1,
            ),
            to_i=TensorProto.FLOAT,
        )
        m1 = g.op("Add", m1_cast_3, m1_c)
        m2_cast_3 = g.op(
            "Cast",
            g.op(
                "ReduceSum",
                g.op(
                    "Cast",
                    g.op("Cast", g.op("Mul", b, b), to_i=onnx_dtype_of(input1)),
                    to_i=TensorProto.INT64,
                ),
                minus_one_list,
                keepdims_i=1,
            ),
            to_i=TensorProto.FLOAT,
        )
        m2 = g.op("Add", m2_cast_3, m1_c)
        cos = g.op("Div", prod, g.op("Sqrt", g.op("Mul", m1, m2)))
        shifted = g.op("Sub", cos, margin_value)
        neg = g.op("Where", g.op("Less", shifted, zero), zero, shifted)
        loss = g.op(
            "Add",
            g.op("Where", g.op("Equal", t, one), g.op("Sub", one_2, cos), zero),
            g.op("Where", g.op("Equal", t, minus_one), neg, zero),
        )
        if reduction == 0:
            minus_one_list_2 = g.op(
                "Constant",
                value_t=torch.tensor([-1], dtype=torch.int64),
            )
            return g.op("Squeeze", loss, minus_one_list_2)
        elif reduction == 1:
            return g.op(
                "Squeeze",
                g.op(
                    "Div",
                    g.op("ReduceSum", loss, keepdims_i=1),
                    g.op("Cast", g.op("Size", loss), to_i=TensorProto.FLOAT),
                ),
            )
        else:
            return g.op("ReduceSum", loss, keepdims_i=0)
    minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
    m1_c = g.op("Constant", value_t=torch.tensor(1e-12, dtype=dtype_of(input1)))
    m2_c = g.op("Constant", value_t=torch.tensor(1e-12, dtype=dtype_of(input2)))
    margin_value = g.op(
        "Constant",
        value_t=torch.tensor(margin, dtype=dtype_of(input1)),
    )
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(input1)))
    one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float64))
    one_2 = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(input1)))
    minus_one = g.op("Constant", value_t=torch.tensor(-1, dtype=torch.float64))
    t = g.op("Unsqueeze", g.op("Cast", target, to_i=TensorProto.DOUBLE), minus_one_list)
    prod = g.op("ReduceSum", g.op("Mul", input1, input2), minus_one_list, keepdims_i=1)
    m1 = g.op(
        "Add",
        g.op("ReduceSum", g.op("Mul", input1, input1), minus_one_list, keepdims_i=1),
        m1_c,
    )
    m2 = g.op(
        "Add",
        g.op("ReduceSum", g.op("Mul", input2, input2), minus_one_list, keepdims_i=1),
        m2_c,
    )
    cos = g.op("Div", prod, g.op("Sqrt", g.op("Mul", m1, m2)))
    shifted = g.op("Sub", cos, margin_value)
    neg = g.op("Where", g.op("Less", shifted, zero), zero, shifted)
    loss = g.op(
        "Add",
        g.op("Where", g.op("Equal", t, one), g.op("Sub", one_2, cos), zero),
        g.op("Where", g.op("Equal", t, minus_one), neg, zero),
    )
    if reduction == 0:
        minus_one_list_2 = g.op(
            "Constant",
            value_t=torch.tensor([-1], dtype=torch.int64),
        )
        return g.op("Squeeze", loss, minus_one_list_2)
    elif reduction == 1:
        return g.op(
            "Squeeze",
            g.op(
                "Div",
                g.op("ReduceSum", loss, keepdims_i=1),
                g.op("Cast", g.op("Size", loss), to_i=onnx_dtype_of(input1)),
            ),
        )
    else:
        return g.op("ReduceSum", loss, keepdims_i=0)
