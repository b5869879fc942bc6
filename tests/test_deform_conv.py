"""torchvision's DeformConv2d through the two deform_conv2d mappings: the standard ONNX
DeformConv from opset 19 (run in ONNX Runtime) and the custom-domain op below it: run with
the spec's NumPy kernel in onnx.reference, and from opset 11, where the op has a body in
standard ONNX, in plain ONNX Runtime with no kernel (the body; the other runtimes parity
runs run it too)."""

from __future__ import annotations

import pytest

torchvision = pytest.importorskip("torchvision")

import generated
from opmapgen.library.tests.test_deform_conv2d import RUNTIME_LIMITS as LIBRARY_LIMITS
from opmapgen.runtime.parity import TensorInput, check_parity

# (stride, padding, dilation, weight groups, offset groups, with mask)
CONFIGS = [
    (1, 0, 1, 1, 1, False),
    (1, 1, 1, 1, 1, True),
    (2, 1, 1, 1, 1, True),
    (1, 2, 2, 1, 1, False),
    (1, 1, 1, 2, 1, True),
    (1, 1, 1, 1, 2, True),
    (2, 2, 2, 2, 2, False),
]
CHANNELS, OUT_CHANNELS, KERNEL, SIZE, BATCH = 4, 6, 3, 9, 2


def deform_model(stride, padding, dilation, groups):
    import torch

    torch.manual_seed(0)
    conv = torchvision.ops.DeformConv2d(
        CHANNELS,
        OUT_CHANNELS,
        KERNEL,
        stride=stride,
        padding=padding,
        dilation=dilation,
        groups=groups,
    )
    return conv.eval()


@pytest.mark.parametrize(
    "exporter, opset, mapping, runtime",
    [
        ("torchscript", 19, "deform_conv2d", "onnxruntime"),
        ("torchscript", 10, "deform_conv2d_custom", "onnx-reference"),
        ("torchscript", 11, "deform_conv2d_custom", "onnxruntime"),
        ("torchscript", 17, "deform_conv2d_custom", "onnxruntime"),
        ("dynamo", 19, "deform_conv2d", "onnxruntime"),
        ("dynamo", 18, "deform_conv2d_custom", "onnx-reference"),
        ("dynamo", 18, "deform_conv2d_custom", "onnxruntime"),
    ],
)
@pytest.mark.parametrize(
    "stride, padding, dilation, groups, offset_groups, with_mask",
    CONFIGS,
    ids=[
        f"s{c[0]}-p{c[1]}-d{c[2]}-g{c[3]}-og{c[4]}-{'mask' if c[5] else 'nomask'}"
        for c in CONFIGS
    ],
)
def test_deform_conv2d_module(
    stride,
    padding,
    dilation,
    groups,
    offset_groups,
    with_mask,
    exporter,
    opset,
    mapping,
    runtime,
    tmp_path,
):
    model = deform_model(stride, padding, dilation, groups)
    out = (SIZE + 2 * padding - dilation * (KERNEL - 1) - 1) // stride + 1
    taps = KERNEL * KERNEL
    args = [
        TensorInput(shape=[BATCH, CHANNELS, SIZE, SIZE], low=-1.0, high=1.0),
        TensorInput(
            shape=[BATCH, 2 * offset_groups * taps, out, out], low=-2.0, high=2.0
        ),
    ]
    if with_mask:
        args.append(TensorInput(shape=[BATCH, offset_groups * taps, out, out]))
    proto = check_parity(
        source=model,
        args=args,
        mapping=mapping,
        opset=opset,
        rtol=1e-4,
        atol=1e-4,
        export=generated.export,
        exporter=exporter,
        path=tmp_path / "deform.onnx",
        runtime=runtime,
        kernels={"opmapgen::DeformConv2d": "impls.deform_conv:deform_conv2d"},
        # what the specs declare (OpenVINO has no DeformConv)
        runtime_limits=LIBRARY_LIMITS if mapping == "deform_conv2d" else None,
    )
    (node,) = [n for n in proto.graph.node if n.op_type.startswith("DeformConv")]
    inputs = [name for name in node.input if name]
    if mapping == "deform_conv2d":
        assert len(inputs) == (5 if with_mask else 4)  # the mask only when it is used
    else:
        assert len(inputs) == 5  # a body takes every input: a scalar 1 for no mask
    # From opset 11 the custom op's body comes with the model; below it, nothing does.
    bodies = [f.name for f in proto.functions]
    assert bodies == (
        ["DeformConv2d"] if mapping.endswith("custom") and opset >= 11 else []
    )


def test_an_export_for_openvino_from_opset_11_is_the_body_inlined(tmp_path):
    """From opset 11 the custom op has a body, which reads the op's strides, pads and
    dilations without Constant's value_ints (OpenVINO reads those only in models of opset
    13 on): an export for OpenVINO at 11 is the body inlined, which OpenVINO runs as eager
    does."""
    import numpy as np
    import torch

    from opmapgen.runtime import runtimes

    model = deform_model(2, 2, 2, 2)
    x = torch.rand(1, CHANNELS, SIZE, SIZE)
    offset = torch.randn(1, 18, 5, 5)  # (9 + 2 * 2 - 2 * 2 - 1) // 2 + 1 = 5
    path = tmp_path / "d11.onnx"
    generated.export(
        model, (x, offset), path, opset_version=11, dynamo=False, runtime="openvino"
    )
    import onnx

    proto = onnx.load(path)
    assert not proto.functions  # inlined: standard ops only
    assert not [n.op_type for n in proto.graph.node if n.domain]
    if "openvino" not in runtimes.installed():
        pytest.skip("openvino is not installed")
    feeds = {i.name: t.numpy() for i, t in zip(proto.graph.input, (x, offset))}
    (out,) = runtimes.runtime("openvino").run(proto, feeds)
    want = model(x, offset).detach().numpy()
    np.testing.assert_allclose(out, want, rtol=1e-4, atol=1e-4)
