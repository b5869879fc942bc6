"""affine_grid_generator for the dynamo exporter: aten::affine_grid_generator -> ONNX Identity + Gather + Range + Sub + Cast + Div + Mul + Less + Where + Greater + Transpose + Unsqueeze + Slice + Reshape + Add + Max, opsets 18 to 19.

Generated from mappings/aten/affine_grid_generator.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnx import TensorProto
from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    check_inputs,
    constant,
    dtype_name,
    onnx_dtype_of,
    torch_below,
    torch_fallback,
)

TARGET = "aten::affine_grid_generator.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::affine_grid_generator(Tensor theta, SymInt[] size, bool align_corners) -> Tensor"
OPSETS = range(18, 20)
CONTRACT = Contract(
    "affine_grid_generator",
    "mappings/aten/affine_grid_generator.yaml",
    dtypes=("float16", "float32", "float64"),
    reasons={
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
    if dtype_name(theta) == "float16" and torch_below("2.15"):
        size_value = constant(size, dtype="int64")
        two = constant(2, dtype="int64")
        three = constant(3, dtype="int64")
        zero = constant(0, dtype="int64")
        one = constant(1, dtype="int64")
        two_2 = constant(2, dtype="float32")
        one_2 = constant(1, dtype="float32")
        one_list = constant([1], dtype="int64")
        zero_list = constant([0], dtype="int64")
        two_list = constant([2], dtype="int64")
        values = constant([1, 1, -1, 1], dtype="int64")
        values_2 = constant([1, -1, 1, 1], dtype="int64")
        three_list = constant([3], dtype="int64")
        dims = op.Identity(size_value)
        h = op.Gather(dims, two)
        w = op.Gather(dims, three)
        wi = op.Range(zero, w, one)
        hi = op.Range(zero, h, one)
        wstep_cast_3 = op.Cast(
            op.Div(
                two_2,
                op.Cast(
                    op.Cast(op.Sub(w, one), to=TensorProto.FLOAT16),
                    to=TensorProto.FLOAT,
                ),
            ),
            to=TensorProto.FLOAT16,
        )
        wstep = op.Cast(wstep_cast_3, to=TensorProto.FLOAT)
        hstep_cast_3 = op.Cast(
            op.Div(
                two_2,
                op.Cast(
                    op.Cast(op.Sub(h, one), to=TensorProto.FLOAT16),
                    to=TensorProto.FLOAT,
                ),
            ),
            to=TensorProto.FLOAT16,
        )
        hstep = op.Cast(hstep_cast_3, to=TensorProto.FLOAT)
        wlow_cast_4 = op.Cast(
            op.Cast(
                op.Mul(
                    wstep,
                    op.Cast(op.Cast(wi, to=TensorProto.FLOAT16), to=TensorProto.FLOAT),
                ),
                to=TensorProto.FLOAT16,
            ),
            to=TensorProto.FLOAT,
        )
        wlow = op.Cast(
            op.Cast(op.Sub(wlow_cast_4, one_2), to=TensorProto.FLOAT16),
            to=TensorProto.FLOAT,
        )
        whigh_mul = op.Mul(
            wstep,
            op.Cast(
                op.Cast(op.Sub(op.Sub(w, one), wi), to=TensorProto.FLOAT16),
                to=TensorProto.FLOAT,
            ),
        )
        whigh = op.Cast(
            op.Cast(
                op.Sub(
                    one_2,
                    op.Cast(
                        op.Cast(whigh_mul, to=TensorProto.FLOAT16),
                        to=TensorProto.FLOAT,
                    ),
                ),
                to=TensorProto.FLOAT16,
            ),
            to=TensorProto.FLOAT,
        )
        hlow_cast_4 = op.Cast(
            op.Cast(
                op.Mul(
                    hstep,
                    op.Cast(op.Cast(hi, to=TensorProto.FLOAT16), to=TensorProto.FLOAT),
                ),
                to=TensorProto.FLOAT16,
            ),
            to=TensorProto.FLOAT,
        )
        hlow = op.Cast(
            op.Cast(op.Sub(hlow_cast_4, one_2), to=TensorProto.FLOAT16),
            to=TensorProto.FLOAT,
        )
        hhigh_mul = op.Mul(
            hstep,
            op.Cast(
                op.Cast(op.Sub(op.Sub(h, one), hi), to=TensorProto.FLOAT16),
                to=TensorProto.FLOAT,
            ),
        )
        hhigh = op.Cast(
            op.Cast(
                op.Sub(
                    one_2,
                    op.Cast(
                        op.Cast(hhigh_mul, to=TensorProto.FLOAT16),
                        to=TensorProto.FLOAT,
                    ),
                ),
                to=TensorProto.FLOAT16,
            ),
            to=TensorProto.FLOAT,
        )
        wline = op.Where(op.Less(wi, op.Div(w, two)), wlow, whigh)
        hline = op.Where(op.Less(hi, op.Div(h, two)), hlow, hhigh)
        if align_corners:
            one_3 = constant(1, dtype="int64")
            zero_2 = constant(0, dtype="float32")
            xs = op.Where(op.Greater(w, one_3), wline, zero_2)
        else:
            one_4 = constant(1, dtype="int64")
            zero_3 = constant(0, dtype="float32")
            xs_cast_3 = op.Cast(
                op.Cast(
                    op.Mul(wline, op.Cast(op.Sub(w, one_4), to=TensorProto.FLOAT)),
                    to=TensorProto.FLOAT16,
                ),
                to=TensorProto.FLOAT,
            )
            xs = op.Where(
                op.Greater(w, one_4),
                op.Cast(
                    op.Cast(
                        op.Div(xs_cast_3, op.Cast(w, to=TensorProto.FLOAT)),
                        to=TensorProto.FLOAT16,
                    ),
                    to=TensorProto.FLOAT,
                ),
                zero_3,
            )
        if align_corners:
            one_5 = constant(1, dtype="int64")
            zero_4 = constant(0, dtype="float32")
            ys = op.Where(op.Greater(h, one_5), hline, zero_4)
        else:
            one_6 = constant(1, dtype="int64")
            zero_5 = constant(0, dtype="float32")
            ys_cast_3 = op.Cast(
                op.Cast(
                    op.Mul(hline, op.Cast(op.Sub(h, one_6), to=TensorProto.FLOAT)),
                    to=TensorProto.FLOAT16,
                ),
                to=TensorProto.FLOAT,
            )
            ys = op.Where(
                op.Greater(h, one_6),
                op.Cast(
                    op.Cast(
                        op.Div(ys_cast_3, op.Cast(h, to=TensorProto.FLOAT)),
                        to=TensorProto.FLOAT16,
                    ),
                    to=TensorProto.FLOAT,
                ),
                zero_5,
            )
        columns = op.Unsqueeze(
            op.Transpose(op.Cast(theta, to=TensorProto.FLOAT), perm=[0, 2, 1]),
            one_list,
        )
        grid = op.Add(
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
        return op.Cast(grid, to=TensorProto.FLOAT16)
    if dtype_name(theta) == "float16":
        size_value = constant(size, dtype="int64")
        two = constant(2, dtype="int64")
        three = constant(3, dtype="int64")
        zero = constant(0, dtype="int64")
        one = constant(1, dtype="int64")
        two_2 = constant(2, dtype="float32")
        one_2 = constant(1, dtype="float32")
        one_list = constant([1], dtype="int64")
        zero_list = constant([0], dtype="int64")
        two_list = constant([2], dtype="int64")
        values = constant([1, 1, -1, 1], dtype="int64")
        values_2 = constant([1, -1, 1, 1], dtype="int64")
        three_list = constant([3], dtype="int64")
        dims = op.Identity(size_value)
        h = op.Gather(dims, two)
        w = op.Gather(dims, three)
        wi = op.Range(zero, w, one)
        hi = op.Range(zero, h, one)
        wstep = op.Div(two_2, op.Cast(op.Sub(w, one), to=TensorProto.FLOAT))
        hstep = op.Div(two_2, op.Cast(op.Sub(h, one), to=TensorProto.FLOAT))
        wlow = op.Sub(op.Mul(wstep, op.Cast(wi, to=TensorProto.FLOAT)), one_2)
        whigh = op.Sub(
            one_2,
            op.Mul(wstep, op.Cast(op.Sub(op.Sub(w, one), wi), to=TensorProto.FLOAT)),
        )
        hlow = op.Sub(op.Mul(hstep, op.Cast(hi, to=TensorProto.FLOAT)), one_2)
        hhigh = op.Sub(
            one_2,
            op.Mul(hstep, op.Cast(op.Sub(op.Sub(h, one), hi), to=TensorProto.FLOAT)),
        )
        wline = op.Cast(
            op.Cast(
                op.Where(op.Less(wi, op.Div(w, two)), wlow, whigh),
                to=TensorProto.FLOAT16,
            ),
            to=TensorProto.FLOAT,
        )
        hline = op.Cast(
            op.Cast(
                op.Where(op.Less(hi, op.Div(h, two)), hlow, hhigh),
                to=TensorProto.FLOAT16,
            ),
            to=TensorProto.FLOAT,
        )
        if align_corners:
            one_3 = constant(1, dtype="int64")
            zero_2 = constant(0, dtype="float32")
            xs = op.Where(op.Greater(w, one_3), wline, zero_2)
        else:
            one_4 = constant(1, dtype="int64")
            zero_3 = constant(0, dtype="float32")
            xs_cast_3 = op.Cast(
                op.Cast(
                    op.Mul(wline, op.Cast(op.Sub(w, one_4), to=TensorProto.FLOAT)),
                    to=TensorProto.FLOAT16,
                ),
                to=TensorProto.FLOAT,
            )
            xs = op.Where(
                op.Greater(w, one_4),
                op.Cast(
                    op.Cast(
                        op.Div(xs_cast_3, op.Cast(w, to=TensorProto.FLOAT)),
                        to=TensorProto.FLOAT16,
                    ),
                    to=TensorProto.FLOAT,
                ),
                zero_3,
            )
        if align_corners:
            one_5 = constant(1, dtype="int64")
            zero_4 = constant(0, dtype="float32")
            ys = op.Where(op.Greater(h, one_5), hline, zero_4)
        else:
            one_6 = constant(1, dtype="int64")
            zero_5 = constant(0, dtype="float32")
            ys_cast_3 = op.Cast(
                op.Cast(
                    op.Mul(hline, op.Cast(op.Sub(h, one_6), to=TensorProto.FLOAT)),
                    to=TensorProto.FLOAT16,
                ),
                to=TensorProto.FLOAT,
            )
            ys = op.Where(
                op.Greater(h, one_6),
                op.Cast(
                    op.Cast(
                        op.Div(ys_cast_3, op.Cast(h, to=TensorProto.FLOAT)),
                        to=TensorProto.FLOAT16,
                    ),
                    to=TensorProto.FLOAT,
                ),
                zero_5,
            )
        columns = op.Unsqueeze(
            op.Transpose(op.Cast(theta, to=TensorProto.FLOAT), perm=[0, 2, 1]),
            one_list,
        )
        grid = op.Add(
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
        return op.Cast(grid, to=TensorProto.FLOAT16)
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
