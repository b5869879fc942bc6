"""upsample_bilinear2d_aa_sizes for the dynamo exporter: aten::_upsample_bilinear2d_aa -> ONNX Cast + Resize + Shape + Slice + Concat, opsets 18 to 23.

Generated from mappings/aten/upsample_bilinear2d_aa_sizes.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnx import TensorProto
from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    absent,
    check_inputs,
    constant,
    float32_ceil,
    present,
    torch_fallback,
)

TARGET = "aten::_upsample_bilinear2d_aa.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::_upsample_bilinear2d_aa(Tensor self, SymInt[2] output_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "upsample_bilinear2d_aa_sizes",
    "mappings/aten/upsample_bilinear2d_aa_sizes.yaml",
    dtypes=("float32",),
    reasons={
        "uint8": "torch resizes uint8 in fixed point, rounding between the two passes of its separable filter: ONNX Runtime's Resize is one off on some pixels (1 of 144 of a 3x17x13 image shrunk to 8x6)",
        "float64": "ONNX Runtime has no float64 Resize (NOT_IMPLEMENTED), and computing in float32 would round where torch does not",
    },
    torch_wrong={
        "uint8": "a Resize of the uint8 image, one off on some pixels, where torch rounds between the two passes of its separable filter (1 of 162 of OpInfo's 6x3x10x20 shrunk to 3x3)",
    },
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, output_size, align_corners, scales_h=None, scales_w=None):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(
        not align_corners,
        "ONNX Resize's antialiasing cannot follow align_corners=True: torch then samples at (i + 0.5) * (in - 1) / (out - 1) - 0.5 and widens its filter by that ratio, which no coordinate_transformation_mode gives",
        torch_wrong="Resize in align_corners mode, other numbers than eager (0.16 off on 17x13 to 8x6)",
        align_corners=align_corners,
    )
    CONTRACT.require(
        absent(scales_h) == absent(scales_w),
        "the scale factors of both dims, or neither",
        scales_h=scales_h,
        scales_w=scales_w,
    )
    if present(scales_h):
        none = constant([], dtype="float32")
        values = constant(
            [1.0, 1.0, float32_ceil(scales_h), float32_ceil(scales_w)],
            dtype="float64",
        )
        scales = op.Cast(values, to=TensorProto.FLOAT)
        return op.Resize(
            input,
            none,
            scales,
            mode="linear",
            antialias=1,
            exclude_outside=1,
            coordinate_transformation_mode="half_pixel",
        )
    none = constant([], dtype="float32")
    zero_list = constant([0], dtype="int64")
    two_list = constant([2], dtype="int64")
    output_size_value = constant(output_size, dtype="int64")
    sizes = op.Concat(
        op.Slice(op.Shape(input), zero_list, two_list),
        output_size_value,
        axis=0,
    )
    return op.Resize(
        input,
        none,
        none,
        sizes,
        mode="linear",
        antialias=1,
        exclude_outside=1,
        coordinate_transformation_mode="half_pixel",
    )
