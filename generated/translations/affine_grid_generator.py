"""affine_grid_generator for the dynamo exporter: aten::affine_grid_generator -> ONNX Identity + Gather + Cast + Range + Mul + Sub + Add + Max + Div + Transpose + Unsqueeze + Slice + Reshape, opsets 18 to 19.

Generated from mappings/aten/affine_grid_generator.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    check_inputs,
    constant,
    onnx_dtype_of,
    torch_fallback,
)

TARGET = "aten::affine_grid_generator.default"
OPSETS = range(18, 20)
CONTRACT = Contract(
    "affine_grid_generator",
    "mappings/aten/affine_grid_generator.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "torch's CPU kernel rounds the coordinates and the products in float16 along the way; this composition differs from it by up to 2 float16 ulps (checked: also when it computes in float32 and rounds the coordinates as torch does)",
        "bfloat16": "not verified (torch has no OpInfo for the op, and spec test inputs take no bfloat16)",
    },
)


@torch_fallback(CONTRACT, TARGET)
def translation(theta, size, align_corners):
    check_inputs(CONTRACT, theta=theta)
    CONTRACT.require(
        len(size) == 4,
        "only 4-D sizes [N, C, H, W] (2-D affine grids) are mapped; export a 5-D (volumetric) grid at opset 20, where torch exports it as ONNX AffineGrid",
        size=size,
    )
    size_value = constant(size, dtype="int64")
    two = constant(2, dtype="int64")
    three = constant(3, dtype="int64")
    one_list = constant([1], dtype="int64")
    zero_list = constant([0], dtype="int64")
    two_list = constant([2], dtype="int64")
    values = constant([1, 1, -1, 1], dtype="int64")
    values_2 = constant([1, -1, 1, 1], dtype="int64")
    three_list = constant([3], dtype="int64")
    dims = op.Identity(size_value)
    h = op.Gather(dims, two)
    w = op.Gather(dims, three)
    hf = op.Cast(h, to=onnx_dtype_of(theta))
    wf = op.Cast(w, to=onnx_dtype_of(theta))
    if align_corners:
        zero = constant(0, dtype="int64")
        one = constant(1, dtype="int64")
        two_2 = constant(2, like=theta)
        one_2 = constant(1, like=theta)
        zero_2 = constant(0, like=theta)
        xs = op.Div(
            op.Sub(
                op.Mul(op.Cast(op.Range(zero, w, one), to=onnx_dtype_of(theta)), two_2),
                op.Sub(wf, one_2),
            ),
            op.Max(op.Sub(wf, one_2), op.Add(op.Mul(wf, zero_2), one_2)),
        )
    else:
        zero_3 = constant(0, dtype="int64")
        one_3 = constant(1, dtype="int64")
        two_3 = constant(2, like=theta)
        one_4 = constant(1, like=theta)
        xs = op.Div(
            op.Sub(
                op.Mul(
                    op.Cast(op.Range(zero_3, w, one_3), to=onnx_dtype_of(theta)),
                    two_3,
                ),
                op.Sub(wf, one_4),
            ),
            wf,
        )
    if align_corners:
        zero_4 = constant(0, dtype="int64")
        one_5 = constant(1, dtype="int64")
        two_4 = constant(2, like=theta)
        one_6 = constant(1, like=theta)
        zero_5 = constant(0, like=theta)
        ys = op.Div(
            op.Sub(
                op.Mul(
                    op.Cast(op.Range(zero_4, h, one_5), to=onnx_dtype_of(theta)),
                    two_4,
                ),
                op.Sub(hf, one_6),
            ),
            op.Max(op.Sub(hf, one_6), op.Add(op.Mul(hf, zero_5), one_6)),
        )
    else:
        zero_6 = constant(0, dtype="int64")
        one_7 = constant(1, dtype="int64")
        two_5 = constant(2, like=theta)
        one_8 = constant(1, like=theta)
        ys = op.Div(
            op.Sub(
                op.Mul(
                    op.Cast(op.Range(zero_6, h, one_7), to=onnx_dtype_of(theta)),
                    two_5,
                ),
                op.Sub(hf, one_8),
            ),
            hf,
        )
    columns = op.Unsqueeze(op.Transpose(theta, perm=[0, 2, 1]), one_list)
    return op.Add(
        op.Add(
            op.Mul(
                op.Slice(columns, zero_list, one_list, two_list),
                op.Reshape(xs, values),
            ),
            op.Mul(
                op.Slice(columns, one_list, two_list, two_list),
                op.Reshape(ys, values_2),
            ),
        ),
        op.Slice(columns, two_list, three_list, two_list),
    )
