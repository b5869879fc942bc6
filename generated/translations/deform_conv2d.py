"""deform_conv2d for the dynamo exporter: torchvision::deform_conv2d -> ONNX DeformConv, opsets 19 to 20.

Generated from mappings/torchvision/deform_conv2d.yaml by `opmapgen build`; do not edit.
"""

from onnxscript import opset19 as op

TARGET = "torchvision::deform_conv2d.default"
OPSETS = range(19, 21)


def translation(
    input,
    weight,
    offset,
    mask,
    bias,
    stride_h,
    stride_w,
    pad_h,
    pad_w,
    dilation_h,
    dilation_w,
    groups,
    offset_groups,
    use_mask,
):
    return op.DeformConv(
        input,
        weight,
        offset,
        bias,
        mask if use_mask else None,
        strides=[stride_h, stride_w],
        pads=[pad_h, pad_w, pad_h, pad_w],
        dilations=[dilation_h, dilation_w],
        group=groups,
        offset_group=offset_groups,
    )
