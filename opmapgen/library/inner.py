"""inner: aten::inner -> ONNX Mul + Shape + Slice + Cast + ReduceProd + Concat + Reshape + Transpose + MatMul, opsets 14 to 20.

Generated from mappings/aten/inner.yaml by `opmapgen build`; do not edit.

Source schema: aten::inner(Tensor self, Tensor other) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_name,
    onnx_dtype_of,
    parse_args,
    present,
    rank,
    torch_fallback,
)

SOURCE_OP = "aten::inner"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(14, 21)
CONTRACT = Contract(
    "inner",
    "mappings/aten/inner.yaml",
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
        "bool": "torch does not take bool inputs to inner",
    },
    scalar_typed_ops=("Mul", "Concat", "MatMul"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v")
def symbolic(g, input, other):
    check_inputs(CONTRACT, input=input, other=other)
    CONTRACT.require(
        present(rank(input)) and present(rank(other)),
        "the ranks of both inputs must be known at export",
        input=input,
        other=other,
    )
    CONTRACT.require(
        dtype_name(input) == dtype_name(other),
        "inputs of different dtypes are not mapped; cast both to the dtype torch promotes them to first",
        input=input,
        other=other,
    )
    if rank(input) == 0 or rank(other) == 0:
        return g.op("Mul", input, other)
    if dtype_name(input) in ("int8", "int16", "uint8"):
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
        values = g.op(
            "Constant",
            value_t=torch.tensor([9223372036854775807], dtype=torch.int64),
        )
        left_shape = g.op("Shape", input)
        right_shape = g.op("Shape", other)
        left_lead = g.op("Slice", left_shape, zero_list, minus_one_list)
        right_lead = g.op("Slice", right_shape, zero_list, minus_one_list)
        depth = g.op("Slice", left_shape, minus_one_list, values)
        left = g.op(
            "Reshape",
            g.op("Cast", input, to_i=TensorProto.INT32),
            g.op(
                "Concat",
                g.op("ReduceProd", left_lead, keepdims_i=1),
                depth,
                axis_i=0,
            ),
            allowzero_i=1,
        )
        right = g.op(
            "Reshape",
            g.op("Cast", other, to_i=TensorProto.INT32),
            g.op(
                "Concat",
                g.op("ReduceProd", right_lead, keepdims_i=1),
                depth,
                axis_i=0,
            ),
            allowzero_i=1,
        )
        product = g.op(
            "Cast",
            g.op("MatMul", left, g.op("Transpose", right, perm_i=[1, 0])),
            to_i=onnx_dtype_of(input),
        )
        return g.op(
            "Reshape",
            product,
            g.op("Concat", left_lead, right_lead, axis_i=0),
            allowzero_i=1,
        )
    zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
    values = g.op(
        "Constant",
        value_t=torch.tensor([9223372036854775807], dtype=torch.int64),
    )
    left_shape = g.op("Shape", input)
    right_shape = g.op("Shape", other)
    left_lead = g.op("Slice", left_shape, zero_list, minus_one_list)
    right_lead = g.op("Slice", right_shape, zero_list, minus_one_list)
    depth = g.op("Slice", left_shape, minus_one_list, values)
    left = g.op(
        "Reshape",
        input,
        g.op("Concat", g.op("ReduceProd", left_lead, keepdims_i=1), depth, axis_i=0),
        allowzero_i=1,
    )
    right = g.op(
        "Reshape",
        other,
        g.op("Concat", g.op("ReduceProd", right_lead, keepdims_i=1), depth, axis_i=0),
        allowzero_i=1,
    )
    product = g.op("MatMul", left, g.op("Transpose", right, perm_i=[1, 0]))
    return g.op(
        "Reshape",
        product,
        g.op("Concat", left_lead, right_lead, axis_i=0),
        allowzero_i=1,
    )
