"""affine_grid_generator: aten::affine_grid_generator -> ONNX Identity + Gather + Cast + Range + Mul + Sub + Add + Max + Div + Transpose + Unsqueeze + Slice + Reshape, opsets 13 to 19.

Generated from mappings/aten/affine_grid_generator.yaml by `opmapgen build`; do not edit.

Source schema: aten::affine_grid_generator(Tensor theta, SymInt[] size, bool align_corners) -> Tensor

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
    torch_fallback,
)

SOURCE_OP = "aten::affine_grid_generator"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 20)
CONTRACT = Contract(
    "affine_grid_generator",
    "mappings/aten/affine_grid_generator.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "torch's CPU kernel rounds the coordinates and the products in float16 along the way; this composition differs from it by up to 2 float16 ulps (checked: also when it computes in float32 and rounds the coordinates as torch does)",
        "bfloat16": "not verified (torch has no OpInfo for the op, and spec test inputs take no bfloat16)",
    },
    scalar_typed_ops=("Mul", "Sub", "Add", "Max", "Div"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "is", "b")
def symbolic(g, theta, size, align_corners):
    check_inputs(CONTRACT, theta=theta)
    CONTRACT.require(
        len(size) == 4,
        "only 4-D sizes [N, C, H, W] (2-D affine grids) are mapped; export a 5-D (volumetric) grid at opset 20, where torch exports it as ONNX AffineGrid",
        size=size,
    )
    size_value = g.op("Constant", value_t=torch.tensor(size, dtype=torch.int64))
    two = g.op("Constant", value_t=torch.tensor(2, dtype=torch.int64))
    three = g.op("Constant", value_t=torch.tensor(3, dtype=torch.int64))
    one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
    zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    two_list = g.op("Constant", value_t=torch.tensor([2], dtype=torch.int64))
    values = g.op("Constant", value_t=torch.tensor([1, 1, -1, 1], dtype=torch.int64))
    values_2 = g.op("Constant", value_t=torch.tensor([1, -1, 1, 1], dtype=torch.int64))
    three_list = g.op("Constant", value_t=torch.tensor([3], dtype=torch.int64))
    dims = g.op("Identity", size_value)
    h = g.op("Gather", dims, two)
    w = g.op("Gather", dims, three)
    hf = g.op("Cast", h, to_i=onnx_dtype_of(theta))
    wf = g.op("Cast", w, to_i=onnx_dtype_of(theta))
    if align_corners:
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        two_2 = g.op("Constant", value_t=torch.tensor(2, dtype=dtype_of(theta)))
        one_2 = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(theta)))
        zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(theta)))
        xs = g.op(
            "Div",
            g.op(
                "Sub",
                g.op(
                    "Mul",
                    g.op(
                        "Cast",
                        g.op("Range", zero, w, one),
                        to_i=onnx_dtype_of(theta),
                    ),
                    two_2,
                ),
                g.op("Sub", wf, one_2),
            ),
            g.op(
                "Max",
                g.op("Sub", wf, one_2),
                g.op("Add", g.op("Mul", wf, zero_2), one_2),
            ),
        )
    else:
        zero_3 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        one_3 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        two_3 = g.op("Constant", value_t=torch.tensor(2, dtype=dtype_of(theta)))
        one_4 = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(theta)))
        xs = g.op(
            "Div",
            g.op(
                "Sub",
                g.op(
                    "Mul",
                    g.op(
                        "Cast",
                        g.op("Range", zero_3, w, one_3),
                        to_i=onnx_dtype_of(theta),
                    ),
                    two_3,
                ),
                g.op("Sub", wf, one_4),
            ),
            wf,
        )
    if align_corners:
        zero_4 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        one_5 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        two_4 = g.op("Constant", value_t=torch.tensor(2, dtype=dtype_of(theta)))
        one_6 = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(theta)))
        zero_5 = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(theta)))
        ys = g.op(
            "Div",
            g.op(
                "Sub",
                g.op(
                    "Mul",
                    g.op(
                        "Cast",
                        g.op("Range", zero_4, h, one_5),
                        to_i=onnx_dtype_of(theta),
                    ),
                    two_4,
                ),
                g.op("Sub", hf, one_6),
            ),
            g.op(
                "Max",
                g.op("Sub", hf, one_6),
                g.op("Add", g.op("Mul", hf, zero_5), one_6),
            ),
        )
    else:
        zero_6 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        one_7 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        two_5 = g.op("Constant", value_t=torch.tensor(2, dtype=dtype_of(theta)))
        one_8 = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(theta)))
        ys = g.op(
            "Div",
            g.op(
                "Sub",
                g.op(
                    "Mul",
                    g.op(
                        "Cast",
                        g.op("Range", zero_6, h, one_7),
                        to_i=onnx_dtype_of(theta),
                    ),
                    two_5,
                ),
                g.op("Sub", hf, one_8),
            ),
            hf,
        )
    columns = g.op("Unsqueeze", g.op("Transpose", theta, perm_i=[0, 2, 1]), one_list)
    return g.op(
        "Add",
        g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Slice", columns, zero_list, one_list, two_list),
                g.op("Reshape", xs, values),
            ),
            g.op(
                "Mul",
                g.op("Slice", columns, one_list, two_list, two_list),
                g.op("Reshape", ys, values_2),
            ),
        ),
        g.op("Slice", columns, two_list, three_list, two_list),
    )
