"""deform_conv2d for the dynamo exporter: torchvision::deform_conv2d -> ONNX DeformConv, opsets 19 to 23.

Generated from mappings/torchvision/deform_conv2d.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnxscript import opset19 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import check_inputs, torch_fallback

TARGET = "torchvision::deform_conv2d.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "torchvision::deform_conv2d(Tensor input, Tensor weight, Tensor offset, Tensor mask, Tensor bias, SymInt stride_h, SymInt stride_w, SymInt pad_h, SymInt pad_w, SymInt dilation_h, SymInt dilation_w, SymInt groups, SymInt offset_groups, bool use_mask) -> Tensor"
OPSETS = range(19, 24)
CONTRACT = Contract(
    "deform_conv2d",
    "mappings/torchvision/deform_conv2d.yaml",
    dtypes=("float32",),
    runtime_refusals={
        "openvino": "OpenVINO's ONNX frontend has no conversion rule for DeformConv (ONNX opset 19) and refuses the model, though OpenVINO has a DeformableConvolution op of its own (the spec's runtimes.openvino; see docs/runtime-limits.md#openvino-deformconv)",
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
