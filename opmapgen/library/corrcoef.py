"""corrcoef: aten::corrcoef -> ONNX Cast + Reshape + Unsqueeze + Shape + Slice + ReduceSum + Div + Sub + LessOrEqual + Where + Transpose + MatMul + EyeLike + Sqrt + Less + Greater + Squeeze + Identity, opsets 13 to 20.

Generated from mappings/aten/corrcoef.yaml by `opmapgen build`; do not edit.

Source schema: aten::corrcoef(Tensor self) -> Tensor

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

SOURCE_OP = "aten::corrcoef"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "corrcoef",
    "mappings/aten/corrcoef.yaml",
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
        "bool": "torch's corrcoef (cov) refuses bool inputs",
    },
    scalar_typed_ops=("Div", "Sub", "LessOrEqual", "MatMul", "Less", "Greater"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, input):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(
        present(rank(input)) and rank(input) <= 2,
        "the input must have a known rank of at most 2 (torch requires it too)",
        input=input,
    )
    if dtype_name(input) == "float16":
        one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        two_list = g.op("Constant", value_t=torch.tensor([2], dtype=torch.int64))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float32))
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float32))
        minus_one = g.op("Constant", value_t=torch.tensor(-1, dtype=torch.float32))
        if rank(input) == 0:
            values = g.op("Constant", value_t=torch.tensor([1, 1], dtype=torch.int64))
            m = g.op("Reshape", g.op("Cast", input, to_i=TensorProto.FLOAT), values)
        elif rank(input) == 1:
            zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
            m = g.op(
                "Unsqueeze",
                g.op("Cast", input, to_i=TensorProto.FLOAT),
                zero_list,
            )
        else:
            m = g.op("Cast", input, to_i=TensorProto.FLOAT)
        n = g.op(
            "Cast",
            g.op("Slice", g.op("Shape", m), one_list, two_list),
            to_i=TensorProto.FLOAT,
        )
        avg_cast_3 = g.op(
            "Cast",
            g.op(
                "Div",
                g.op(
                    "Cast",
                    g.op(
                        "Cast",
                        g.op("ReduceSum", m, one_list, keepdims_i=1),
                        to_i=TensorProto.FLOAT16,
                    ),
                    to_i=TensorProto.FLOAT,
                ),
                n,
            ),
            to_i=TensorProto.FLOAT16,
        )
        avg = g.op("Cast", avg_cast_3, to_i=TensorProto.FLOAT)
        centered = g.op(
            "Cast",
            g.op("Cast", g.op("Sub", m, avg), to_i=TensorProto.FLOAT16),
            to_i=TensorProto.FLOAT,
        )
        dof = g.op(
            "Where",
            g.op("LessOrEqual", g.op("Sub", n, one), zero),
            zero,
            g.op("Sub", n, one),
        )
        c_cast_2 = g.op(
            "Cast",
            g.op(
                "Cast",
                g.op("MatMul", centered, g.op("Transpose", centered, perm_i=[1, 0])),
                to_i=TensorProto.FLOAT16,
            ),
            to_i=TensorProto.FLOAT,
        )
        c = g.op(
            "Cast",
            g.op("Cast", g.op("Div", c_cast_2, dof), to_i=TensorProto.FLOAT16),
            to_i=TensorProto.FLOAT,
        )
        eye = g.op("Cast", g.op("EyeLike", c), to_i=TensorProto.BOOL)
        stddev = g.op(
            "Cast",
            g.op(
                "Cast",
                g.op(
                    "Sqrt",
                    g.op(
                        "ReduceSum",
                        g.op("Where", eye, c, zero),
                        one_list,
                        keepdims_i=1,
                    ),
                ),
                to_i=TensorProto.FLOAT16,
            ),
            to_i=TensorProto.FLOAT,
        )
        r_cast_3 = g.op(
            "Cast",
            g.op(
                "Div",
                g.op(
                    "Cast",
                    g.op("Cast", g.op("Div", c, stddev), to_i=TensorProto.FLOAT16),
                    to_i=TensorProto.FLOAT,
                ),
                g.op("Transpose", stddev, perm_i=[1, 0]),
            ),
            to_i=TensorProto.FLOAT16,
        )
        r = g.op("Cast", r_cast_3, to_i=TensorProto.FLOAT)
        return g.op(
            "Cast",
            g.op(
                "Squeeze",
                g.op(
                    "Where",
                    g.op("Less", r, minus_one),
                    minus_one,
                    g.op("Where", g.op("Greater", r, one), one, r),
                ),
            ),
            to_i=TensorProto.FLOAT16,
        )
    if is_integer(input):
        one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        two_list = g.op("Constant", value_t=torch.tensor([2], dtype=torch.int64))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float32))
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float32))
        minus_one = g.op("Constant", value_t=torch.tensor(-1, dtype=torch.float32))
        if rank(input) == 0:
            values = g.op("Constant", value_t=torch.tensor([1, 1], dtype=torch.int64))
            m = g.op("Reshape", g.op("Cast", input, to_i=TensorProto.INT64), values)
        elif rank(input) == 1:
            zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
            m = g.op(
                "Unsqueeze",
                g.op("Cast", input, to_i=TensorProto.INT64),
                zero_list,
            )
        else:
            m = g.op("Cast", input, to_i=TensorProto.INT64)
        n = g.op(
            "Cast",
            g.op("Slice", g.op("Shape", m), one_list, two_list),
            to_i=TensorProto.FLOAT,
        )
        avg = g.op(
            "Div",
            g.op(
                "Cast",
                g.op("ReduceSum", m, one_list, keepdims_i=1),
                to_i=TensorProto.FLOAT,
            ),
            n,
        )
        centered = g.op("Sub", g.op("Cast", m, to_i=TensorProto.FLOAT), avg)
        dof = g.op(
            "Where",
            g.op("LessOrEqual", g.op("Sub", n, one), zero),
            zero,
            g.op("Sub", n, one),
        )
        c = g.op(
            "Div",
            g.op("MatMul", centered, g.op("Transpose", centered, perm_i=[1, 0])),
            dof,
        )
        eye = g.op("Cast", g.op("EyeLike", c), to_i=TensorProto.BOOL)
        stddev = g.op(
            "Sqrt",
            g.op("ReduceSum", g.op("Where", eye, c, zero), one_list, keepdims_i=1),
        )
        r = g.op(
            "Div",
            g.op("Div", c, stddev),
            g.op("Transpose", stddev, perm_i=[1, 0]),
        )
        return g.op(
            "Squeeze",
            g.op(
                "Where",
                g.op("Less", r, minus_one),
                minus_one,
                g.op("Where", g.op("Greater", r, one), one, r),
            ),
        )
    one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
    two_list = g.op("Constant", value_t=torch.tensor([2], dtype=torch.int64))
    one = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(input)))
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(input)))
    minus_one = g.op("Constant", value_t=torch.tensor(-1, dtype=dtype_of(input)))
    if rank(input) == 0:
        values = g.op("Constant", value_t=torch.tensor([1, 1], dtype=torch.int64))
        m = g.op("Reshape", input, values)
    elif rank(input) == 1:
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        m = g.op("Unsqueeze", input, zero_list)
    else:
        m = g.op("Identity", input)
    n = g.op(
        "Cast",
        g.op("Slice", g.op("Shape", m), one_list, two_list),
        to_i=onnx_dtype_of(input),
    )
    avg = g.op("Div", g.op("ReduceSum", m, one_list, keepdims_i=1), n)
    centered = g.op("Sub", m, avg)
    dof = g.op(
        "Where",
        g.op("LessOrEqual", g.op("Sub", n, one), zero),
        zero,
        g.op("Sub", n, one),
    )
    c = g.op(
        "Div",
        g.op("MatMul", centered, g.op("Transpose", centered, perm_i=[1, 0])),
        dof,
    )
    eye = g.op("Cast", g.op("EyeLike", c), to_i=TensorProto.BOOL)
    stddev = g.op(
        "Sqrt",
        g.op("ReduceSum", g.op("Where", eye, c, zero), one_list, keepdims_i=1),
    )
    r = g.op("Div", g.op("Div", c, stddev), g.op("Transpose", stddev, perm_i=[1, 0]))
    return g.op(
        "Squeeze",
        g.op(
            "Where",
            g.op("Less", r, minus_one),
            minus_one,
            g.op("Where", g.op("Greater", r, one), one, r),
        ),
    )
