"""deform_conv2d_custom for the dynamo exporter: torchvision::deform_conv2d -> ONNX opmapgen::DeformConv2d, opsets 18 to 18.

Generated from mappings/own_code/deform_conv2d_custom.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    check_inputs,
    constant,
    custom_op,
    torch_fallback,
)

TARGET = "torchvision::deform_conv2d.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "torchvision::deform_conv2d(Tensor input, Tensor weight, Tensor offset, Tensor mask, Tensor bias, SymInt stride_h, SymInt stride_w, SymInt pad_h, SymInt pad_w, SymInt dilation_h, SymInt dilation_w, SymInt groups, SymInt offset_groups, bool use_mask) -> Tensor"
OPSETS = range(18, 19)
CONTRACT = Contract(
    "deform_conv2d_custom",
    "mappings/own_code/deform_conv2d_custom.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "torchvision's float16 kernel accumulates in float16: the kernel's float64 sums differ from eager's by over 1% on small inputs",
    },
    torch_wrong={"float16": "an invalid model: ONNX DeformConv comes at opset 19"},
)
DeformConv2d = custom_op(
    "opmapgen",
    1,
    "DeformConv2d",
    inputs=5,
    attributes={
        "dilations": "ints",
        "group": "int",
        "offset_group": "int",
        "pads": "ints",
        "strides": "ints",
    },
)


@torch_fallback(CONTRACT, TARGET)
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
    check_inputs(
        CONTRACT,
        input=input,
        weight=weight,
        offset=offset,
        mask=mask,
        bias=bias,
    )
    unmasked = constant(1.0, like=input)
    return DeformConv2d(
        input,
        weight,
        offset,
        bias,
        mask if use_mask else unmasked,
        strides=[stride_h, stride_w],
        pads=[pad_h, pad_w, pad_h, pad_w],
        dilations=[dilation_h, dilation_w],
        group=groups,
        offset_group=offset_groups,
    )
