"""upsample_bilinear2d_aa: aten::_upsample_bilinear2d_aa.vec -> ONNX Cast + Resize + Shape + Slice + Concat, opsets 18 to 20.

Generated from mappings/aten/upsample_bilinear2d_aa.yaml by `opmapgen build`; do not edit.

Source schema: aten::_upsample_bilinear2d_aa.vec(Tensor input, SymInt[]? output_size, bool align_corners, float[]? scale_factors) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    float32_ceil,
    parse_args,
    present,
    torch_fallback,
)

SOURCE_OP = "aten::_upsample_bilinear2d_aa"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(18, 21)
CONTRACT = Contract(
    "upsample_bilinear2d_aa",
    "mappings/aten/upsample_bilinear2d_aa.yaml",
    dtypes=("float32",),
    reasons={
        "uint8": "torch resizes uint8 in fixed point, rounding between the two passes of its separable filter: ONNX Runtime's Resize is one off on some pixels (1 of 144 of a 3x17x13 image shrunk to 8x6)",
        "float64": "ONNX Runtime has no float64 Resize (NOT_IMPLEMENTED), and computing in float32 would round where torch does not",
    },
)


@parse_args("v", "is", "b", "fs")
def _symbolic(g, input, output_size, align_corners, scale_factors):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(
        not align_corners,
        "ONNX Resize's antialiasing cannot follow align_corners=True: torch then samples at (i + 0.5) * (in - 1) / (out - 1) - 0.5 and widens its filter by that ratio, which no coordinate_transformation_mode gives",
        align_corners=align_corners,
    )
    if present(scale_factors):
        none = g.op("Constant", value_t=torch.tensor([], dtype=torch.float32))
        values = g.op(
            "Constant",
            value_t=torch.tensor(
                [
                    1.0,
                    1.0,
                    float32_ceil(scale_factors[0]),
                    float32_ceil(scale_factors[1]),
                ],
                dtype=torch.float64,
            ),
        )
        scales = g.op("Cast", values, to_i=TensorProto.FLOAT)
        return g.op(
            "Resize",
            input,
            none,
            scales,
            mode_s="linear",
            antialias_i=1,
            exclude_outside_i=1,
            coordinate_transformation_mode_s="half_pixel",
        )
    none = g.op("Constant", value_t=torch.tensor([], dtype=torch.float32))
    zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    two_list = g.op("Constant", value_t=torch.tensor([2], dtype=torch.int64))
    output_size_value = g.op(
        "Constant",
        value_t=torch.tensor(output_size, dtype=torch.int64),
    )
    sizes = g.op(
        "Concat",
        g.op("Slice", g.op("Shape", input), zero_list, two_list),
        output_size_value,
        axis_i=0,
    )
    return g.op(
        "Resize",
        input,
        none,
        none,
        sizes,
        mode_s="linear",
        antialias_i=1,
        exclude_outside_i=1,
        coordinate_transformation_mode_s="half_pixel",
    )


@torch_fallback(CONTRACT, SOURCE_OP)
def symbolic(g, *args):
    # The TorchScript exporter sends every overload of aten::_upsample_bilinear2d_aa here.
    if len(args) != 4:
        CONTRACT.refuse(
            "only aten::_upsample_bilinear2d_aa.vec(Tensor input, SymInt[]? output_size, bool align_corners, float[]? scale_factors) is mapped, not aten::_upsample_bilinear2d_aa (another number of args)",
            args=len(args),
        )
    return _symbolic(g, *args)
