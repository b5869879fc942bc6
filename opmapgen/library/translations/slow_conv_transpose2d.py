"""slow_conv_transpose2d for the dynamo exporter: aten::slow_conv_transpose2d -> ONNX ConvTranspose, opsets 18 to 23.

Generated from mappings/aten/slow_conv_transpose2d.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import absent, check_inputs, torch_fallback

TARGET = "aten::slow_conv_transpose2d.default"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "slow_conv_transpose2d",
    "mappings/aten/slow_conv_transpose2d.yaml",
    dtypes=("float32",),
    reasons={"float64": "ONNX Runtime has no double ConvTranspose kernel on the CPU"},
)


@torch_fallback(CONTRACT, TARGET)
def translation(
    input,
    weight,
    kernel_size,
    bias=None,
    stride=[1, 1],
    padding=[0, 0],
    output_padding=[0, 0],
    dilation=[1, 1],
):
    check_inputs(CONTRACT, input=input, weight=weight, bias=bias)
    if absent(bias):
        return op.ConvTranspose(
            input,
            weight,
            kernel_shape=kernel_size,
            strides=stride,
            pads=[padding[0], padding[1], padding[0], padding[1]],
            dilations=dilation,
            output_padding=output_padding,
        )
    return op.ConvTranspose(
        input,
        weight,
        bias,
        kernel_shape=kernel_size,
        strides=stride,
        pads=[padding[0], padding[1], padding[0], padding[1]],
        dilations=dilation,
        output_padding=output_padding,
    )
