"""linalg_cholesky: aten::linalg_cholesky -> ONNX Shape + Gather + Range + Mul + Reshape + Less + Where + Add + Slice + Squeeze + Unsqueeze + MatMul + Sub + Sqrt + Equal + Div + Cast + Identity, opsets 13 to 20.

Generated from mappings/aten/linalg_cholesky.yaml by `opmapgen build`; do not edit.

Source schema: aten::linalg_cholesky(Tensor self, *, bool upper=False) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_of,
    onnx_dtype_of,
    parse_args,
    present,
    torch_fallback,
    traced_sizes,
)

SOURCE_OP = "aten::linalg_cholesky"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "linalg_cholesky",
    "mappings/aten/linalg_cholesky.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "torch does not take float16 inputs to linalg_cholesky on the CPU",
        "complex": "not mapped yet (complex numbers are a separate family)",
    },
    scalar_typed_ops=("Mul", "Less", "Add", "MatMul", "Sub", "Equal", "Div"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "b")
def symbolic(g, input, upper):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(
        present(traced_sizes(input)),
        "the matrices' size must be known at export (one round per column): export with static shapes (the sizes are read whole, so a dynamic batch dim is refused too)",
        input=input,
    )
    if not upper:
        minus_one = g.op("Constant", value_t=torch.tensor(-1, dtype=torch.int64))
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=dtype_of(input)))
        minus_two_list = g.op("Constant", value_t=torch.tensor([-2], dtype=torch.int64))
        minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
        zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(input)))
        positions = g.op(
            "Range",
            zero,
            g.op("Gather", g.op("Shape", input), minus_one),
            one,
        )
        j = g.op(
            "Reshape",
            g.op("Mul", g.op("Gather", g.op("Shape", input), minus_one), zero),
            one_list,
        )
        factor = g.op("Where", g.op("Less", positions, zero), input, zero_list)
        for _ in range(traced_sizes(input)[-1]):
            row = g.op(
                "Squeeze",
                g.op("Slice", factor, j, g.op("Add", j, one), minus_two_list),
                minus_two_list,
            )
            residual = g.op(
                "Sub",
                g.op(
                    "Squeeze",
                    g.op("Slice", input, j, g.op("Add", j, one), minus_one_list),
                    minus_one_list,
                ),
                g.op(
                    "Squeeze",
                    g.op("MatMul", factor, g.op("Unsqueeze", row, minus_one_list)),
                    minus_one_list,
                ),
            )
            root = g.op(
                "Sqrt",
                g.op("Slice", residual, j, g.op("Add", j, one), minus_one_list),
            )
            column = g.op(
                "Where",
                g.op("Less", positions, j),
                zero_2,
                g.op(
                    "Where",
                    g.op("Equal", positions, j),
                    root,
                    g.op("Div", residual, root),
                ),
            )
            factor = g.op(
                "Add",
                factor,
                g.op(
                    "Mul",
                    g.op("Unsqueeze", column, minus_one_list),
                    g.op(
                        "Cast",
                        g.op("Equal", positions, j),
                        to_i=onnx_dtype_of(input),
                    ),
                ),
            )
            j = g.op("Add", j, one)
        return g.op("Identity", factor)
    minus_one = g.op("Constant", value_t=torch.tensor(-1, dtype=torch.int64))
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
    one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
    one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
    zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=dtype_of(input)))
    minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
    minus_two_list = g.op("Constant", value_t=torch.tensor([-2], dtype=torch.int64))
    zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(input)))
    positions = g.op(
        "Range",
        zero,
        g.op("Gather", g.op("Shape", input), minus_one),
        one,
    )
    j = g.op(
        "Reshape",
        g.op("Mul", g.op("Gather", g.op("Shape", input), minus_one), zero),
        one_list,
    )
    factor = g.op("Where", g.op("Less", positions, zero), input, zero_list)
    for _ in range(traced_sizes(input)[-1]):
        column = g.op(
            "Squeeze",
            g.op("Slice", factor, j, g.op("Add", j, one), minus_one_list),
            minus_one_list,
        )
        residual = g.op(
            "Sub",
            g.op(
                "Squeeze",
                g.op("Slice", input, j, g.op("Add", j, one), minus_two_list),
                minus_two_list,
            ),
            g.op(
                "Squeeze",
                g.op("MatMul", g.op("Unsqueeze", column, minus_two_list), factor),
                minus_two_list,
            ),
        )
        root = g.op(
            "Sqrt",
            g.op("Slice", residual, j, g.op("Add", j, one), minus_one_list),
        )
        row = g.op(
            "Where",
            g.op("Less", positions, j),
            zero_2,
            g.op(
                "Where",
                g.op("Equal", positions, j),
                root,
                g.op("Div", residual, root),
            ),
        )
        factor = g.op(
            "Add",
            factor,
            g.op(
                "Mul",
                g.op(
                    "Unsqueeze",
                    g.op(
                        "Cast",
                        g.op("Equal", positions, j),
                        to_i=onnx_dtype_of(input),
                    ),
                    minus_one_list,
                ),
                g.op("Unsqueeze", row, minus_two_list),
            ),
        )
        j = g.op("Add", j, one)
    return g.op("Identity", factor)
