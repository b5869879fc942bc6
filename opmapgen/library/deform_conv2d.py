"""deform_conv2d: torchvision::deform_conv2d -> ONNX DeformConv, opsets 19 to 20.

Generated from mappings/torchvision/deform_conv2d.yaml by `opmapgen build`; do not edit.

Source schema: torchvision::deform_conv2d(Tensor input, Tensor weight, Tensor offset, Tensor mask, Tensor bias, SymInt stride_h, SymInt stride_w, SymInt pad_h, SymInt pad_w, SymInt dilation_h, SymInt dilation_w, SymInt groups, SymInt offset_groups, bool use_mask) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import check_inputs, given, parse_args, torch_fallback

SOURCE_OP = "torchvision::deform_conv2d"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(19, 21)
CONTRACT = Contract(
    "deform_conv2d",
    "mappings/torchvision/deform_conv2d.yaml",
    dtypes=("float32",),
    runtime_refusals={
        "openvino": "OpenVINO's ONNX frontend has no conversion rule for DeformConv (ONNX opset 19) and refuses the model, though OpenVINO has a DeformableConvolution op of its own (the spec's runtimes.openvino; see docs/runtime-limits.md#openvino-deformconv)",
    },
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v", "v", "v", "v", "i", "i", "i", "i", "i", "i", "i", "i", "b")
def symbolic(
    g,
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
    inputs = [input, weight, offset, bias, mask if use_mask else None]
    return g.op(
        "DeformConv",
        *given(g, inputs),
        strides_i=[stride_h, stride_w],
        pads_i=[pad_h, pad_w, pad_h, pad_w],
        dilations_i=[dilation_h, dilation_w],
        group_i=groups,
        offset_group_i=offset_groups,
    )
