"""bicubic_resize: impls.resize:bicubic_resize -> ONNX Resize, opsets 11 to 20.

Generated from mappings/own_code/bicubic_resize.yaml by `opmapgen build`; do not edit.

No translation for the dynamo exporter: forward reads the scales as Python floats (scales.tolist()), a data-dependent size that torch.export cannot trace
"""

import torch
from impls.resize import bicubic_resize as implementation
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import check_inputs, check_opset, parse_args

OPSETS = range(11, 21)
CONTRACT = Contract(
    "bicubic_resize",
    "mappings/own_code/bicubic_resize.yaml",
    dtypes=("float32",),
)


class BicubicResizeFunction(torch.autograd.Function):
    """Runs impls.resize:bicubic_resize; exports as ONNX Resize."""

    @staticmethod
    def forward(ctx, input, scales):
        return implementation(input, scales)

    @staticmethod
    @parse_args("v", "v")
    def symbolic(g, input, scales):
        check_opset(g, OPSETS, "bicubic_resize")
        check_inputs(CONTRACT, input=input, scales=scales)
        roi = g.op("Constant", value_t=torch.tensor([], dtype=torch.float32))
        return g.op(
            "Resize",
            input,
            roi,
            scales,
            mode_s="cubic",
            coordinate_transformation_mode_s="pytorch_half_pixel",
            cubic_coeff_a_f=-0.75,
            nearest_mode_s="floor",
        )


bicubic_resize = BicubicResizeFunction.apply


class BicubicResize(torch.nn.Module):
    """`bicubic_resize` as a module."""

    def forward(self, input, scales):
        return bicubic_resize(input, scales)
