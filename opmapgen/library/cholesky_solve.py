"""cholesky_solve: aten::cholesky_solve -> ONNX Trilu + Shape + Slice + ReduceProd + Concat + Reshape + Transpose + MatMul + com.microsoft::Inverse, opsets 14 to 20.

Generated from mappings/aten/cholesky_solve.yaml by `opmapgen build`; do not edit.

Source schema: aten::cholesky_solve(Tensor self, Tensor input2, bool upper=False) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    absent,
    check_inputs,
    parse_args,
    present,
    rank,
    torch_fallback,
    typed_like,
)

SOURCE_OP = "aten::cholesky_solve"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(14, 21)
CONTRACT = Contract(
    "cholesky_solve",
    "mappings/aten/cholesky_solve.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "torch does not take float16 inputs to cholesky_solve on the CPU",
        "complex": "com.microsoft::Inverse takes no complex inputs",
    },
    scalar_typed_ops=("Concat", "MatMul"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v", "b")
def symbolic(g, input, input2, upper):
    check_inputs(CONTRACT, input=input, input2=input2)
    CONTRACT.require(
        present(rank(input2)) and rank(input2) >= 2,
        "the factor must be a batch of matrices of known rank",
        input2=input2,
    )
    CONTRACT.require(
        absent(rank(input)) or rank(input) >= 2,
        "torch requires B of at least 2 dims",
        input=input,
    )
    if upper:
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        minus_two_list = g.op("Constant", value_t=torch.tensor([-2], dtype=torch.int64))
        values = g.op(
            "Constant",
            value_t=torch.tensor([9223372036854775807], dtype=torch.int64),
        )
        factor = g.op("Trilu", input2, upper_i=1)
        shape = g.op("Shape", input2)
        flat = g.op(
            "Reshape",
            factor,
            g.op(
                "Concat",
                g.op(
                    "ReduceProd",
                    g.op("Slice", shape, zero_list, minus_two_list),
                    keepdims_i=1,
                ),
                g.op("Slice", shape, minus_two_list, values),
                axis_i=0,
            ),
            allowzero_i=1,
        )
        result_inverse = typed_like(
            g.op(
                "com.microsoft::Inverse",
                g.op(
                    "Reshape",
                    g.op("MatMul", g.op("Transpose", flat, perm_i=[0, 2, 1]), flat),
                    shape,
                    allowzero_i=1,
                ),
            ),
            0,
        )
        return g.op("MatMul", result_inverse, input)
    zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    minus_two_list = g.op("Constant", value_t=torch.tensor([-2], dtype=torch.int64))
    values = g.op(
        "Constant",
        value_t=torch.tensor([9223372036854775807], dtype=torch.int64),
    )
    factor = g.op("Trilu", input2, upper_i=0)
    shape = g.op("Shape", input2)
    flat = g.op(
        "Reshape",
        factor,
        g.op(
            "Concat",
            g.op(
                "ReduceProd",
                g.op("Slice", shape, zero_list, minus_two_list),
                keepdims_i=1,
            ),
            g.op("Slice", shape, minus_two_list, values),
            axis_i=0,
        ),
        allowzero_i=1,
    )
    result_inverse = typed_like(
        g.op(
            "com.microsoft::Inverse",
            g.op(
                "Reshape",
                g.op("MatMul", flat, g.op("Transpose", flat, perm_i=[0, 2, 1])),
                shape,
                allowzero_i=1,
            ),
        ),
        0,
    )
    return g.op("MatMul", result_inverse, input)
