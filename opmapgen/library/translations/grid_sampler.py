"""grid_sampler for the dynamo exporter: aten::grid_sampler -> ONNX Cast + Identity + GridSample, opsets 18 to 23.

Generated from mappings/aten/grid_sampler.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnxscript import opset18 as op
from onnxscript import opset20 as op20
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    check_inputs,
    dtype_name,
    export_opset,
    onnx_dtype_of,
    rank,
    torch_fallback,
)

TARGET = "aten::grid_sampler.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::grid_sampler(Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners) -> Tensor"
OPSETS = range(18, 24)
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


@torch_fallback(CONTRACT, TARGET)
def translation(input, grid, interpolation_mode, padding_mode, align_corners):
    check_inputs(CONTRACT, input=input, grid=grid)
    opset = export_opset()
    CONTRACT.require(
        rank(input) == 4,
        "only 4-D inputs (2-D sampling) are mapped",
        input=input,
    )
    if opset >= 20 and interpolation_mode == 0 and padding_mode == 0:
        if dtype_name(grid) != dtype_name(input):
            sampling_grid = op20.Cast(grid, to=onnx_dtype_of(input))
        else:
            sampling_grid = op20.Identity(grid)
        return op20.GridSample(
            input,
            sampling_grid,
            align_corners=int(align_corners),
            mode="linear",
            padding_mode="zeros",
        )
    if (
        opset <= 19
        and interpolation_mode == 0
        and padding_mode == 0
        and dtype_name(input) != "float64"
    ):
        if dtype_name(grid) != dtype_name(input):
            sampling_grid = op.Cast(grid, to=onnx_dtype_of(input))
        else:
            sampling_grid = op.Identity(grid)
        return op.GridSample(
            input,
            sampling_grid,
            align_corners=int(align_corners),
            mode="bilinear",
            padding_mode="zeros",
        )
    if opset >= 20 and interpolation_mode == 0 and padding_mode == 1:
        if dtype_name(grid) != dtype_name(input):
            sampling_grid = op20.Cast(grid, to=onnx_dtype_of(input))
        else:
            sampling_grid = op20.Identity(grid)
        return op20.GridSample(
            input,
            sampling_grid,
            align_corners=int(align_corners),
            mode="linear",
            padding_mode="border",
        )
    if (
        opset <= 19
        and interpolation_mode == 0
        and padding_mode == 1
        and dtype_name(input) != "float64"
    ):
        if dtype_name(grid) != dtype_name(input):
            sampling_grid = op.Cast(grid, to=onnx_dtype_of(input))
        else:
            sampling_grid = op.Identity(grid)
        return op.GridSample(
            input,
            sampling_grid,
            align_corners=int(align_corners),
            mode="bilinear",
            padding_mode="border",
        )
    if opset >= 20 and interpolation_mode == 0 and padding_mode == 2:
        if dtype_name(grid) != dtype_name(input):
            sampling_grid = op20.Cast(grid, to=onnx_dtype_of(input))
        else:
            sampling_grid = op20.Identity(grid)
        return op20.GridSample(
            input,
            sampling_grid,
            align_corners=int(align_corners),
            mode="linear",
            padding_mode="reflection",
        )
    if (
        opset <= 19
        and interpolation_mode == 0
        and padding_mode == 2
        and dtype_name(input) != "float64"
    ):
        if dtype_name(grid) != dtype_name(input):
            sampling_grid = op.Cast(grid, to=onnx_dtype_of(input))
        else:
            sampling_grid = op.Identity(grid)
        return op.GridSample(
            input,
            sampling_grid,
            align_corners=int(align_corners),
            mode="bilinear",
            padding_mode="reflection",
        )
    if opset >= 20 and interpolation_mode == 1 and padding_mode == 0:
        if dtype_name(grid) != dtype_name(input):
            sampling_grid = op20.Cast(grid, to=onnx_dtype_of(input))
        else:
            sampling_grid = op20.Identity(grid)
        return op20.GridSample(
            input,
            sampling_grid,
            align_corners=int(align_corners),
            mode="nearest",
            padding_mode="zeros",
        )
    if (
        opset <= 19
        and interpolation_mode == 1
        and padding_mode == 0
        and dtype_name(input) != "float64"
    ):
        if dtype_name(grid) != dtype_name(input):
            sampling_grid = op.Cast(grid, to=onnx_dtype_of(input))
        else:
            sampling_grid = op.Identity(grid)
        return op.GridSample(
            input,
            sampling_grid,
            align_corners=int(align_corners),
            mode="nearest",
            padding_mode="zeros",
        )
    if opset >= 20 and interpolation_mode == 1 and padding_mode == 1:
        if dtype_name(grid) != dtype_name(input):
            sampling_grid = op20.Cast(grid, to=onnx_dtype_of(input))
        else:
            sampling_grid = op20.Identity(grid)
        return op20.GridSample(
            input,
            sampling_grid,
            align_corners=int(align_corners),
            mode="nearest",
            padding_mode="border",
        )
    if (
        opset <= 19
        and interpolation_mode == 1
        and padding_mode == 1
        and dtype_name(input) != "float64"
    ):
        if dtype_name(grid) != dtype_name(input):
            sampling_grid = op.Cast(grid, to=onnx_dtype_of(input))
        else:
            sampling_grid = op.Identity(grid)
        return op.GridSample(
            input,
            sampling_grid,
            align_corners=int(align_corners),
            mode="nearest",
            padding_mode="border",
        )
    if opset >= 20 and interpolation_mode == 1 and padding_mode == 2:
        if dtype_name(grid) != dtype_name(input):
            sampling_grid = op20.Cast(grid, to=onnx_dtype_of(input))
        else:
            sampling_grid = op20.Identity(grid)
        return op20.GridSample(
            input,
            sampling_grid,
            align_corners=int(align_corners),
            mode="nearest",
            padding_mode="reflection",
        )
    if (
        opset <= 19
        and interpolation_mode == 1
        and padding_mode == 2
        and dtype_name(input) != "float64"
    ):
        if dtype_name(grid) != dtype_name(input):
            sampling_grid = op.Cast(grid, to=onnx_dtype_of(input))
        else:
            sampling_grid = op.Identity(grid)
        return op.GridSample(
            input,
            sampling_grid,
            align_corners=int(align_corners),
            mode="nearest",
            padding_mode="reflection",
        )
    if opset >= 20 and interpolation_mode == 2 and padding_mode == 0:
        if dtype_name(grid) != dtype_name(input):
            sampling_grid = op20.Cast(grid, to=onnx_dtype_of(input))
        else:
            sampling_grid = op20.Identity(grid)
        return op20.GridSample(
            input,
            sampling_grid,
            align_corners=int(align_corners),
            mode="cubic",
            padding_mode="zeros",
        )
    if (
        opset <= 19
        and interpolation_mode == 2
        and padding_mode == 0
        and dtype_name(input) != "float64"
    ):
        if dtype_name(grid) != dtype_name(input):
            sampling_grid = op.Cast(grid, to=onnx_dtype_of(input))
        else:
            sampling_grid = op.Identity(grid)
        return op.GridSample(
            input,
            sampling_grid,
            align_corners=int(align_corners),
            mode="bicubic",
            padding_mode="zeros",
        )
    if opset >= 20 and interpolation_mode == 2 and padding_mode == 1:
        if dtype_name(grid) != dtype_name(input):
            sampling_grid = op20.Cast(grid, to=onnx_dtype_of(input))
        else:
            sampling_grid = op20.Identity(grid)
        return op20.GridSample(
            input,
            sampling_grid,
            align_corners=int(align_corners),
            mode="cubic",
            padding_mode="border",
        )
    if (
        opset <= 19
        and interpolation_mode == 2
        and padding_mode == 1
        and dtype_name(input) != "float64"
    ):
        if dtype_name(grid) != dtype_name(input):
            sampling_grid = op.Cast(grid, to=onnx_dtype_of(input))
        else:
            sampling_grid = op.Identity(grid)
        return op.GridSample(
            input,
            sampling_grid,
            align_corners=int(align_corners),
            mode="bicubic",
            padding_mode="border",
        )
    if opset >= 20 and interpolation_mode == 2 and padding_mode == 2:
        if dtype_name(grid) != dtype_name(input):
            sampling_grid = op20.Cast(grid, to=onnx_dtype_of(input))
        else:
            sampling_grid = op20.Identity(grid)
        return op20.GridSample(
            input,
            sampling_grid,
            align_corners=int(align_corners),
            mode="cubic",
            padding_mode="reflection",
        )
    if (
        opset <= 19
        and interpolation_mode == 2
        and padding_mode == 2
        and dtype_name(input) != "float64"
    ):
        if dtype_name(grid) != dtype_name(input):
            sampling_grid = op.Cast(grid, to=onnx_dtype_of(input))
        else:
            sampling_grid = op.Identity(grid)
        return op.GridSample(
            input,
            sampling_grid,
            align_corners=int(align_corners),
            mode="bicubic",
            padding_mode="reflection",
        )
    CONTRACT.no_variant(
        opset=opset,
        interpolation_mode=interpolation_mode,
        padding_mode=padding_mode,
        input=input,
    )
