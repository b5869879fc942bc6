"""affine_grid_generator: aten::affine_grid_generator -> ONNX Identity + Gather + Range + Sub + Cast + Div + Mul + Less + Where + Greater + Transpose + Unsqueeze + Slice + Reshape + Add + Max, opsets 13 to 19.

Generated from mappings/aten/affine_grid_generator.yaml by `opmapgen build`; do not edit.

Source schema: aten::affine_grid_generator(Tensor theta, SymInt[] size, bool align_corners) -> Tensor

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
    onnx_dtype_of,
    parse_args,
    torch_below,
    torch_fallback,
)

SOURCE_OP = "aten::affine_grid_generator"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 20)
CONTRACT = Contract(
    "affine_grid_generator",
    "mappings/aten/affine_grid_generator.yaml",
    dtypes=("float16", "float32", "float64"),
    reasons={
        "bfloat16": "not verified (torch has no OpInfo for the op, and spec test inputs take no bfloat16)",
    },
    scalar_typed_ops=("Sub", "Div", "Mul", "Less", "Greater", "Add", "Max"),
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
    if dtype_name(theta) == "float16" and torch_below("2.15"):
        size_value = g.op("Constant", value_t=torch.tensor(size, dtype=torch.int64))
        two = g.op("Constant", value_t=torch.tensor(2, dtype=torch.int64))
        three = g.op("Constant", value_t=torch.tensor(3, dtype=torch.int64))
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        two_2 = g.op("Constant", value_t=torch.tensor(2, dtype=torch.float32))
        one_2 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float32))
        one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        two_list = g.op("Constant", value_t=torch.tensor([2], dtype=torch.int64))
        values = g.op(
            "Constant",
            value_t=torch.tensor([1, 1, -1, 1], dtype=torch.int64),
        )
        values_2 = g.op(
            "Constant",
            value_t=torch.tensor([1, -1, 1, 1], dtype=torch.int64),
        )
        three_list = g.op("Constant", value_t=torch.tensor([3], dtype=torch.int64))
        dims = g.op("Identity", size_value)
        h = g.op("Gather", dims, two)
        w = g.op("Gather", dims, three)
        wi = g.op("Range", zero, w, one)
        hi = g.op("Range", zero, h, one)
        wstep_cast_3 = g.op(
            "Cast",
            g.op(
                "Div",
                two_2,
                g.op(
                    "Cast",
                    g.op("Cast", g.op("Sub", w, one), to_i=TensorProto.FLOAT16),
                    to_i=TensorProto.FLOAT,
                ),
            ),
            to_i=TensorProto.FLOAT16,
        )
        wstep = g.op("Cast", wstep_cast_3, to_i=TensorProto.FLOAT)
        hstep_cast_3 = g.op(
            "Cast",
            g.op(
                "Div",
                two_2,
                g.op(
                    "Cast",
                    g.op("Cast", g.op("Sub", h, one), to_i=TensorProto.FLOAT16),
                    to_i=TensorProto.FLOAT,
                ),
            ),
            to_i=TensorProto.FLOAT16,
        )
        hstep = g.op("Cast", hstep_cast_3, to_i=TensorProto.FLOAT)
        wlow_cast_4 = g.op(
            "Cast",
            g.op(
                "Cast",
                g.op(
                    "Mul",
                    wstep,
                    g.op(
                        "Cast",
                        g.op("Cast", wi, to_i=TensorProto.FLOAT16),
                        to_i=TensorProto.FLOAT,
                    ),
                ),
                to_i=TensorProto.FLOAT16,
            ),
            to_i=TensorProto.FLOAT,
        )
        wlow = g.op(
            "Cast",
            g.op("Cast", g.op("Sub", wlow_cast_4, one_2), to_i=TensorProto.FLOAT16),
            to_i=TensorProto.FLOAT,
        )
        whigh_mul = g.op(
            "Mul",
            wstep,
            g.op(
                "Cast",
                g.op(
                    "Cast",
                    g.op("Sub", g.op("Sub", w, one), wi),
                    to_i=TensorProto.FLOAT16,
                ),
                to_i=TensorProto.FLOAT,
            ),
        )
        whigh = g.op(
            "Cast",
            g.op(
                "Cast",
                g.op(
                    "Sub",
                    one_2,
                    g.op(
                        "Cast",
                        g.op("Cast", whigh_mul, to_i=TensorProto.FLOAT16),
                        to_i=TensorProto.FLOAT,
                    ),
                ),
                to_i=TensorProto.FLOAT16,
            ),
            to_i=TensorProto.FLOAT,
        )
        hlow_cast_4 = g.op(
            "Cast",
            g.op(
                "Cast",
                g.op(
                    "Mul",
                    hstep,
                    g.op(
                        "Cast",
                        g.op("Cast", hi, to_i=TensorProto.FLOAT16),
                        to_i=TensorProto.FLOAT,
                    ),
                ),
                to_i=TensorProto.FLOAT16,
            ),
            to_i=TensorProto.FLOAT,
        )
        hlow = g.op(
            "Cast",
            g.op("Cast", g.op("Sub", hlow_cast_4, one_2), to_i=TensorProto.FLOAT16),
            to_i=TensorProto.FLOAT,
        )
        hhigh_mul = g.op(
            "Mul",
            hstep,
            g.op(
                "Cast",
                g.op(
                    "Cast",
                    g.op("Sub", g.op("Sub", h, one), hi),
                    to_i=TensorProto.FLOAT16,
                ),
                to_i=TensorProto.FLOAT,
            ),
        )
        hhigh = g.op(
            "Cast",
            g.op(
                "Cast",
                g.op(
                    "Sub",
                    one_2,
                    g.op(
                        "Cast",
                        g.op("Cast", hhigh_mul, to_i=TensorProto.FLOAT16),
                        to_i=TensorProto.FLOAT,
                    ),
                ),
                to_i=TensorProto.FLOAT16,
            ),
            to_i=TensorProto.FLOAT,
        )
        wline = g.op("Where", g.op("Less", wi, g.op("Div", w, two)), wlow, whigh)
        hline = g.op("Where", g.op("Less", hi, g.op("Div", h, two)), hlow, hhigh)
        if align_corners:
            one_3 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
            zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float32))
            xs = g.op("Where", g.op("Greater", w, one_3), wline, zero_2)
        else:
            one_4 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
            zero_3 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float32))
            xs_cast_3 = g.op(
                "Cast",
                g.op(
                    "Cast",
                    g.op(
                        "Mul",
                        wline,
                        g.op("Cast", g.op("Sub", w, one_4), to_i=TensorProto.FLOAT),
                    ),
                    to_i=TensorProto.FLOAT16,
                ),
                to_i=TensorProto.FLOAT,
            )
            xs = g.op(
                "Where",
                g.op("Greater", w, one_4),
                g.op(
                    "Cast",
                    g.op(
                        "Cast",
                        g.op("Div", xs_cast_3, g.op("Cast", w, to_i=TensorProto.FLOAT)),
                        to_i=TensorProto.FLOAT16,
                    ),
                    to_i=TensorProto.FLOAT,
                ),
                zero_3,
            )
        if align_corners:
            one_5 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
            zero_4 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float32))
            ys = g.op("Where", g.op("Greater", h, one_5), hline, zero_4)
        else:
            one_6 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
            zero_5 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float32))
            ys_cast_3 = g.op(
                "Cast",
                g.op(
                    "Cast",
                    g.op(
                        "Mul",
                        hline,
                        g.op("Cast", g.op("Sub", h, one_6), to_i=TensorProto.FLOAT),
                    ),
                    to_i=TensorProto.FLOAT16,
                ),
                to_i=TensorProto.FLOAT,
            )
            ys = g.op(
                "Where",
                g.op("Greater", h, one_6),
                g.op(
                    "Cast",
                    g.op(
                        "Cast",
                        g.op("Div", ys_cast_3, g.op("Cast", h, to_i=TensorProto.FLOAT)),
                        to_i=TensorProto.FLOAT16,
                    ),
                    to_i=TensorProto.FLOAT,
                ),
                zero_5,
            )
        columns = g.op(
            "Unsqueeze",
            g.op(
                "Transpose",
                g.op("Cast", theta, to_i=TensorProto.FLOAT),
                perm_i=[0, 2, 1],
            ),
            one_list,
        )
        grid = g.op(
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
        return g.op("Cast", grid, to_i=TensorProto.FLOAT16)
    if dtype_name(theta) == "float16":
        size_value = g.op("Constant", value_t=torch.tensor(size, dtype=torch.int64))
        two = g.op("Constant", value_t=torch.tensor(2, dtype=torch.int64))
        three = g.op("Constant", value_t=torch.tensor(3, dtype=torch.int64))
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        two_2 = g.op("Constant", value_t=torch.tensor(2, dtype=torch.float32))
        one_2 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float32))
        one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        two_list = g.op("Constant", value_t=torch.tensor([2], dtype=torch.int64))
        values = g.op(
            "Constant",
            value_t=torch.tensor([1, 1, -1, 1], dtype=torch.int64),
        )
        values_2 = g.op(
            "Constant",
            value_t=torch.tensor([1, -1, 1, 1], dtype=torch.int64),
        )
        three_list = g.op("Constant", value_t=torch.tensor([3], dtype=torch.int64))
        dims = g.op("Identity", size_value)
        h = g.op("Gather", dims, two)
        w = g.op("Gather", dims, three)
        wi = g.op("Range", zero, w, one)
        hi = g.op("Range", zero, h, one)
        wstep = g.op(
            "Div",
            two_2,
            g.op("Cast", g.op("Sub", w, one), to_i=TensorProto.FLOAT),
        )
        hstep = g.op(
            "Div",
            two_2,
            g.op("Cast", g.op("Sub", h, one), to_i=TensorProto.FLOAT),
        )
        wlow = g.op(
            "Sub",
            g.op("Mul", wstep, g.op("Cast", wi, to_i=TensorProto.FLOAT)),
            one_2,
        )
        whigh = g.op(
            "Sub",
            one_2,
            g.op(
                "Mul",
                wstep,
                g.op(
                    "Cast",
                    g.op("Sub", g.op("Sub", w, one), wi),
                    to_i=TensorProto.FLOAT,
                ),
            ),
        )
        hlow = g.op(
            "Sub",
            g.op("Mul", hstep, g.op("Cast", hi, to_i=TensorProto.FLOAT)),
            one_2,
        )
        hhigh = g.op(
            "Sub",
            one_2,
            g.op(
                "Mul",
                hstep,
                g.op(
                    "Cast",
                    g.op("Sub", g.op("Sub", h, one), hi),
                    to_i=TensorProto.FLOAT,
                ),
            ),
        )
        wline = g.op(
            "Cast",
            g.op(
                "Cast",
                g.op("Where", g.op("Less", wi, g.op("Div", w, two)), wlow, whigh),
                to_i=TensorProto.FLOAT16,
            ),
            to_i=TensorProto.FLOAT,
        )
        hline = g.op(
            "Cast",
            g.op(
                "Cast",
                g.op("Where", g.op("Less", hi, g.op("Div", h, two)), hlow, hhigh),
                to_i=TensorProto.FLOAT16,
            ),
            to_i=TensorProto.FLOAT,
        )
        if align_corners:
            one_3 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
            zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float32))
            xs = g.op("Where", g.op("Greater", w, one_3), wline, zero_2)
        else:
            one_4 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
            zero_3 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float32))
            xs_cast_3 = g.op(
                "Cast",
                g.op(
                    "Cast",
                    g.op(
                        "Mul",
                        wline,
                        g.op("Cast", g.op("Sub", w, one_4), to_i=TensorProto.FLOAT),
                    ),
                    to_i=TensorProto.FLOAT16,
                ),
                to_i=TensorProto.FLOAT,
            )
            xs = g.op(
                "Where",
                g.op("Greater", w, one_4),
                g.op(
                    "Cast",
                    g.op(
                        "Cast",
                        g.op("Div", xs_cast_3, g.op("Cast", w, to_i=TensorProto.FLOAT)),
                        to_i=TensorProto.FLOAT16,
                    ),
                    to_i=TensorProto.FLOAT,
                ),
                zero_3,
            )
        if align_corners:
            one_5 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
            zero_4 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float32))
            ys = g.op("Where", g.op("Greater", h, one_5), hline, zero_4)
        else:
            one_6 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
            zero_5 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float32))
            ys_cast_3 = g.op(
                "Cast",
                g.op(
                    "Cast",
                    g.op(
                        "Mul",
                        hline,
                        g.op("Cast", g.op("Sub", h, one_6), to_i=TensorProto.FLOAT),
                    ),
                    to_i=TensorProto.FLOAT16,
                ),
                to_i=TensorProto.FLOAT,
            )
            ys = g.op(
                "Where",
                g.op("Greater", h, one_6),
                g.op(
                    "Cast",
                    g.op(
                        "Cast",
                        g.op("Div", ys_cast_3, g.op("Cast", h, to_i=TensorProto.FLOAT)),
                        to_i=TensorProto.FLOAT16,
                    ),
                    to_i=TensorProto.FLOAT,
                ),
                zero_5,
            )
        columns = g.op(
            "Unsqueeze",
            g.op(
                "Transpose",
                g.op("Cast", theta, to_i=TensorProto.FLOAT),
                perm_i=[0, 2, 1],
            ),
            one_list,
        )
        grid = g.op(
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
        return g.op("Cast", grid, to_i=TensorProto.FLOAT16)
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
