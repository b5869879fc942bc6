"""sum_to_size: aten::sum_to_size -> ONNX Reshape + Range + Equal + NonZero + Add + Concat + Cast + ReduceSum, opsets 14 to 20.

Generated from mappings/aten/sum_to_size.yaml by `opmapgen build`; do not edit.

Source schema: aten::sum_to_size(Tensor self, SymInt[] size) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_name,
    parse_args,
    present,
    rank,
    torch_fallback,
)

SOURCE_OP = "aten::sum_to_size"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(14, 21)
CONTRACT = Contract(
    "sum_to_size",
    "mappings/aten/sum_to_size.yaml",
    dtypes=("float16", "float32", "float64"),
    reasons={
        "bfloat16": "ONNX Runtime has no bfloat16 ReduceSum kernel on the CPU",
        "integer": "torch answers int64 when it sums and the input's own dtype when size equals the input's shape, which the export cannot tell apart when the shape is only known at run time",
        "bool": "torch answers int64 when it sums and bool when size equals the input's shape, which the export cannot tell apart when the shape is only known at run time",
    },
    scalar_typed_ops=("Equal", "Add", "Concat"),
    scalar_typed_inputs=(),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "is")
def symbolic(g, input, size):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(
        present(rank(input)) and rank(input) >= len(size),
        "the input's rank must be known at export and at least len(size)",
        input=input,
        size=size,
    )
    size_value = g.op("Constant", value_t=torch.tensor(size, dtype=torch.int64))
    minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
    scalar = g.op(
        "Constant",
        value_t=torch.tensor(rank(input) - len(size), dtype=torch.int64),
    )
    one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
    target = g.op("Reshape", size_value, minus_one_list)
    axes = g.op(
        "Concat",
        g.op("Range", zero, scalar, one),
        g.op(
            "Add",
            g.op(
                "Reshape",
                g.op("NonZero", g.op("Equal", target, one)),
                minus_one_list,
            ),
            scalar,
        ),
        axis_i=0,
    )
    if dtype_name(input) == "float16":
        return g.op(
            "Cast",
            g.op(
                "Reshape",
                g.op(
                    "ReduceSum",
                    g.op("Cast", input, to_i=TensorProto.FLOAT),
                    axes,
                    keepdims_i=1,
                    noop_with_empty_axes_i=1,
                ),
                target,
                allowzero_i=1,
            ),
            to_i=TensorProto.FLOAT16,
        )
    else:
        return g.op(
            "Reshape",
            g.op("ReduceSum", input, axes, keepdims_i=1, noop_with_empty_axes_i=1),
            target,
            allowzero_i=1,
        )
