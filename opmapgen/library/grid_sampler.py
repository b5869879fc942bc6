"""grid_sampler: aten::grid_sampler -> ONNX Cast + Identity + GridSample, opsets 16 to 20.

Generated from mappings/aten/grid_sampler.yaml by `opmapgen build`; do not edit.

Source schema: aten::grid_sampler(Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners) -> Tensor

Overrides torch's own symbolic for aten::grid_sampler at opsets 16-20:
while registered, every TorchScript export of the op at those opsets uses this mapping.
Why: torch's translation gives a float64 model ONNX Runtime refuses below opset 20 and float16 numbers other than torch's kernel's; torch's symbolic passes on a float64 grid with a float32 input (from its linspace, which ignores dtype=), a model ONNX Runtime refuses

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_name,
    onnx_dtype_of,
    parse_args,
    rank,
    torch_fallback,
)

SOURCE_OP = "aten::grid_sampler"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(16, 21)
CONTRACT = Contract(
    "grid_sampler",
    "mappings/aten/grid_sampler.yaml",
    dtypes=("float32", "float64"),
    torch_wrong={
        "bfloat16": "an invalid model: ONNX GridSample takes bfloat16 from opset 22",
        "float16": "wrong numbers: its float16 GridSample differs from torch's kernel, which rounds each step to float16, by up to 0.07 in a third of the outputs",
        "float64": "a model ONNX Runtime refuses: it has no double GridSample kernel before opset 20",
    },
    torch_wrong_below={"bfloat16": 22, "float64": 20},
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
    CONTRACT.require(
        rank(input) == 4,
        "only 4-D inputs (2-D sampling) are mapped",
        input=input,
    )
    if opset >= 20 and interpolation_mode == 0 and padding_mode == 0:
        if dtype_name(grid) != dtype_name(input):
            sampling_grid = g.op("Cast", grid, to_i=onnx_dtype_of(input))
        else:
            sampling_grid = g.op("Identity", grid)
        return g.op(
            "GridSample",
            input,
            sampling_grid,
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
        if dtype_name(grid) != dtype_name(input):
            sampling_grid = g.op("Cast", grid, to_i=onnx_dtype_of(input))
        else:
            sampling_grid = g.op("Identity", grid)
        return g.op(
            "GridSample",
            input,
            sampling_grid,
            align_corners_i=int(align_corners),
            mode_s="bilinear",
            padding_mode_s="zeros",
        )
    if opset >= 20 and interpolation_mode == 0 and padding_mode == 1:
        if dtype_name(grid) != dtype_name(input):
            sampling_grid = g.op("Cast", grid, to_i=onnx_dtype_of(input))
        else:
            sampling_grid = g.op("Identity", grid)
        return g.op(
            "GridSample",
            input,
            sampling_grid,
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
        if dtype_name(grid) != dtype_name(input):
            sampling_grid = g.op("Cast", grid, to_i=onnx_dtype_of(input))
        else:
            sampling_grid = g.op("Identity", grid)
        return g.op(
            "GridSample",
            input,
            sampling_grid,
            align_corners_i=int(align_corners),
            mode_s="bilinear",
            padding_mode_s="border",
        )
    if opset >= 20 and interpolation_mode == 0 and padding_mode == 2:
        if dtype_name(grid) != dtype_name(input):
            sampling_grid = g.op("Cast", grid, to_i=onnx_dtype_of(input))
        else:
            sampling_grid = g.op("Identity", grid)
        return g.op(
            "GridSample",
            input,
            sampling_grid,
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
        if dtype_name(grid) != dtype_name(input):
            sampling_grid = g.op("Cast", grid, to_i=onnx_dtype_of(input))
        else:
            sampling_grid = g.op("Identity", grid)
        return g.op(
            "GridSample",
            input,
            sampling_grid,
            align_corners_i=int(align_corners),
            mode_s="bilinear",
            padding_mode_s="reflection",
        )
    if opset >= 20 and interpolation_mode == 1 and padding_mode == 0:
        if dtype_name(grid) != dtype_name(input):
            sampling_grid = g.op("Cast", grid, to_i=onnx_dtype_of(input))
        else:
            sampling_grid = g.op("Identity", grid)
        return g.op(
            "GridSample",
            input,
            sampling_grid,
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
        if dtype_name(grid) != dtype_name(input):
            sampling_grid = g.op("Cast", grid, to_i=onnx_dtype_of(input))
        else:
            sampling_grid = g.op("Identity", grid)
        return g.op(
            "GridSample",
            input,
            sampling_grid,
            align_corners_i=int(align_corners),
            mode_s="nearest",
            padding_mode_s="zeros",
        )
    if opset >= 20 and interpolation_mode == 1 and padding_mode == 1:
        if dtype_name(grid) != dtype_name(input):
            sampling_grid = g.op("Cast", grid, to_i=onnx_dtype_of(input))
        else:
            sampling_grid = g.op("Identity", grid)
        return g.op(
            "GridSample",
            input,
            sampling_grid,
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
        if dtype_name(grid) != dtype_name(input):
            sampling_grid = g.op("Cast", grid, to_i=onnx_dtype_of(input))
        else:
            sampling_grid = g.op("Identity", grid)
        return g.op(
            "GridSample",
            input,
            sampling_grid,
            align_corners_i=int(align_corners),
            mode_s="nearest",
            padding_mode_s="border",
        )
    if opset >= 20 and interpolation_mode == 1 and padding_mode == 2:
        if dtype_name(grid) != dtype_name(input):
            sampling_grid = g.op("Cast", grid, to_i=onnx_dtype_of(input))
        else:
            sampling_grid = g.op("Identity", grid)
        return g.op(
            "GridSample",
            input,
            sampling_grid,
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
        if dtype_name(grid) != dtype_name(input):
            sampling_grid = g.op("Cast", grid, to_i=onnx_dtype_of(input))
        else:
            sampling_grid = g.op("Identity", grid)
        return g.op(
            "GridSample",
            input,
            sampling_grid,
            align_corners_i=int(align_corners),
            mode_s="nearest",
            padding_mode_s="reflection",
        )
    if opset >= 20 and interpolation_mode == 2 and padding_mode == 0:
        if dtype_name(grid) != dtype_name(input):
            sampling_grid = g.op("Cast", grid, to_i=onnx_dtype_of(input))
        else:
            sampling_grid = g.op("Identity", grid)
        return g.op(
            "GridSample",
            input,
            sampling_grid,
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
        if dtype_name(grid) != dtype_name(input):
            sampling_grid = g.op("Cast", grid, to_i=onnx_dtype_of(input))
        else:
            sampling_grid = g.op("Identity", grid)
        return g.op(
            "GridSample",
            input,
            sampling_grid,
            align_corners_i=int(align_corners),
            mode_s="bicubic",
            padding_mode_s="zeros",
        )
    if opset >= 20 and interpolation_mode == 2 and padding_mode == 1:
        if dtype_name(grid) != dtype_name(input):
            sampling_grid = g.op("Cast", grid, to_i=onnx_dtype_of(input))
        else:
            sampling_grid = g.op("Identity", grid)
        return g.op(
            "GridSample",
            input,
            sampling_grid,
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
        if dtype_name(grid) != dtype_name(input):
            sampling_grid = g.op("Cast", grid, to_i=onnx_dtype_of(input))
        else:
            sampling_grid = g.op("Identity", grid)
        return g.op(
            "GridSample",
            input,
            sampling_grid,
            align_corners_i=int(align_corners),
            mode_s="bicubic",
            padding_mode_s="border",
        )
    if opset >= 20 and interpolation_mode == 2 and padding_mode == 2:
        if dtype_name(grid) != dtype_name(input):
            sampling_grid = g.op("Cast", grid, to_i=onnx_dtype_of(input))
        else:
            sampling_grid = g.op("Identity", grid)
        return g.op(
            "GridSample",
            input,
            sampling_grid,
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
        if dtype_name(grid) != dtype_name(input):
            sampling_grid = g.op("Cast", grid, to_i=onnx_dtype_of(input))
        else:
            sampling_grid = g.op("Identity", grid)
        return g.op(
            "GridSample",
            input,
            sampling_grid,
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
