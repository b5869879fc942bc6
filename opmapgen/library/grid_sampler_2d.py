"""grid_sampler_2d: aten::grid_sampler_2d -> ONNX GridSample, opsets 16 to 20.

Generated from mappings/aten/grid_sampler_2d.yaml by `opmapgen build`; do not edit.

Source schema: aten::grid_sampler_2d(Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_name,
    parse_args,
    torch_fallback,
)

SOURCE_OP = "aten::grid_sampler_2d"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(16, 21)
CONTRACT = Contract(
    "grid_sampler_2d",
    "mappings/aten/grid_sampler_2d.yaml",
    dtypes=("float32", "float64"),
    variants=(
        "opset >= 20 and interpolation_mode == 0 and padding_mode == 0",
        'opset <= 19 and interpolation_mode == 0 and padding_mode == 0 and dtype(input) != "float64"',
        "opset >= 20 and interpolation_mode == 0 and padding_mode == 1",
        'opset <= 19 and interpolation_mode == 0 and padding_mode == 1 and dtype(input) != "float64"',
        "opset >= 20 and interpolation_mode == 0 and padding_mode == 2",
        'opset <= 19 and interpolation_mode == 0 and padding_mode == 2 and dtype(input) != "float64"',
        "opset >= 20 and interpolation_mode == 1 and padding_mode == 0",
        'opset <= 19 and interpolation_mode == 1 and padding_mode == 0 and dtype(input) != "float64"',
        "opset >= 20 and interpolation_mode == 1 and padding_mode == 1",
        'opset <= 19 and interpolation_mode == 1 and padding_mode == 1 and dtype(input) != "float64"',
        "opset >= 20 and interpolation_mode == 1 and padding_mode == 2",
        'opset <= 19 and interpolation_mode == 1 and padding_mode == 2 and dtype(input) != "float64"',
        "opset >= 20 and interpolation_mode == 2 and padding_mode == 0",
        'opset <= 19 and interpolation_mode == 2 and padding_mode == 0 and dtype(input) != "float64"',
        "opset >= 20 and interpolation_mode == 2 and padding_mode == 1",
        'opset <= 19 and interpolation_mode == 2 and padding_mode == 1 and dtype(input) != "float64"',
        "opset >= 20 and interpolation_mode == 2 and padding_mode == 2",
        'opset <= 19 and interpolation_mode == 2 and padding_mode == 2 and dtype(input) != "float64"',
    ),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v", "i", "i", "b")
def symbolic(g, input, grid, interpolation_mode, padding_mode, align_corners):
    check_inputs(CONTRACT, input=input, grid=grid)
    opset = g.opset
    if opset >= 20 and interpolation_mode == 0 and padding_mode == 0:
        return g.op(
            "GridSample",
            input,
            grid,
            align_corners_i=int(align_corners),
            mode_s="linear",
            padding_mode_s="zeros",
        )
    if (
        opset <= 19
        and interpolation_mode == 0
        and padding_mode == 0
        and dtype_name(input) != "float64"
    ):
        return g.op(
            "GridSample",
            input,
            grid,
            align_corners_i=int(align_corners),
            mode_s="bilinear",
            padding_mode_s="zeros",
        )
    if opset >= 20 and interpolation_mode == 0 and padding_mode == 1:
        return g.op(
            "GridSample",
            input,
            grid,
            align_corners_i=int(align_corners),
            mode_s="linear",
            padding_mode_s="border",
        )
    if (
        opset <= 19
        and interpolation_mode == 0
        and padding_mode == 1
        and dtype_name(input) != "float64"
    ):
        return g.op(
            "GridSample",
            input,
            grid,
            align_corners_i=int(align_corners),
            mode_s="bilinear",
            padding_mode_s="border",
        )
    if opset >= 20 and interpolation_mode == 0 and padding_mode == 2:
        return g.op(
            "GridSample",
            input,
            grid,
            align_corners_i=int(align_corners),
            mode_s="linear",
            padding_mode_s="reflection",
        )
    if (
        opset <= 19
        and interpolation_mode == 0
        and padding_mode == 2
        and dtype_name(input) != "float64"
    ):
        return g.op(
            "GridSample",
            input,
            grid,
            align_corners_i=int(align_corners),
            mode_s="bilinear",
            padding_mode_s="reflection",
        )
    if opset >= 20 and interpolation_mode == 1 and padding_mode == 0:
        return g.op(
            "GridSample",
            input,
            grid,
            align_corners_i=int(align_corners),
            mode_s="nearest",
            padding_mode_s="zeros",
        )
    if (
        opset <= 19
        and interpolation_mode == 1
        and padding_mode == 0
        and dtype_name(input) != "float64"
    ):
        return g.op(
            "GridSample",
            input,
            grid,
            align_corners_i=int(align_corners),
            mode_s="nearest",
            padding_mode_s="zeros",
        )
    if opset >= 20 and interpolation_mode == 1 and padding_mode == 1:
        return g.op(
            "GridSample",
            input,
            grid,
            align_corners_i=int(align_corners),
            mode_s="nearest",
            padding_mode_s="border",
        )
    if (
        opset <= 19
        and interpolation_mode == 1
        and padding_mode == 1
        and dtype_name(input) != "float64"
    ):
        return g.op(
            "GridSample",
            input,
            grid,
            align_corners_i=int(align_corners),
            mode_s="nearest",
            padding_mode_s="border",
        )
    if opset >= 20 and interpolation_mode == 1 and padding_mode == 2:
        return g.op(
            "GridSample",
            input,
            grid,
            align_corners_i=int(align_corners),
            mode_s="nearest",
            padding_mode_s="reflection",
        )
    if (
        opset <= 19
        and interpolation_mode == 1
        and padding_mode == 2
        and dtype_name(input) != "float64"
    ):
        return g.op(
            "GridSample",
            input,
            grid,
            align_corners_i=int(align_corners),
            mode_s="nearest",
            padding_mode_s="reflection",
        )
    if opset >= 20 and interpolation_mode == 2 and padding_mode == 0:
        return g.op(
            "GridSample",
            input,
            grid,
            align_corners_i=int(align_corners),
            mode_s="cubic",
            padding_mode_s="zeros",
        )
    if (
        opset <= 19
        and interpolation_mode == 2
        and padding_mode == 0
        and dtype_name(input) != "float64"
    ):
        return g.op(
            "GridSample",
            input,
            grid,
            align_corners_i=int(align_corners),
            mode_s="bicubic",
            padding_mode_s="zeros",
        )
    if opset >= 20 and interpolation_mode == 2 and padding_mode == 1:
        return g.op(
            "GridSample",
            input,
            grid,
            align_corners_i=int(align_corners),
            mode_s="cubic",
            padding_mode_s="border",
        )
    if (
        opset <= 19
        and interpolation_mode == 2
        and padding_mode == 1
        and dtype_name(input) != "float64"
    ):
        return g.op(
            "GridSample",
            input,
            grid,
            align_corners_i=int(align_corners),
            mode_s="bicubic",
            padding_mode_s="border",
        )
    if opset >= 20 and interpolation_mode == 2 and padding_mode == 2:
        return g.op(
            "GridSample",
            input,
            grid,
            align_corners_i=int(align_corners),
            mode_s="cubic",
            padding_mode_s="reflection",
        )
    if (
        opset <= 19
        and interpolation_mode == 2
        and padding_mode == 2
        and dtype_name(input) != "float64"
    ):
        return g.op(
            "GridSample",
            input,
            grid,
            align_corners_i=int(align_corners),
            mode_s="bicubic",
            padding_mode_s="reflection",
        )
    CONTRACT.no_variant(
        opset=opset,
        interpolation_mode=interpolation_mode,
        padding_mode=padding_mode,
        input=input,
    )
