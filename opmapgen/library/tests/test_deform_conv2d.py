"""Parity test of deform_conv2d: torchvision::deform_conv2d -> ONNX DeformConv, with both exporters.

Generated from mappings/torchvision/deform_conv2d.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

pytest.importorskip("torchvision")

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[2, 4, 7, 7], dtype="float32", low=-1.0, high=1.0),
            TensorInput(shape=[6, 2, 3, 3], dtype="float32", low=-0.5, high=0.5),
            TensorInput(shape=[2, 36, 7, 7], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[2, 18, 7, 7], dtype="float32", low=0.0, high=1.0),
            TensorInput(shape=[6], dtype="float32", low=-0.5, high=0.5),
            1,
            1,
            1,
            1,
            1,
            1,
            2,
            2,
            True,
        ),
    },
    "no_mask": {
        "args": (
            TensorInput(shape=[2, 4, 7, 7], dtype="float32", low=-1.0, high=1.0),
            TensorInput(shape=[6, 2, 3, 3], dtype="float32", low=-0.5, high=0.5),
            TensorInput(shape=[2, 36, 7, 7], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[2, 18, 7, 7], dtype="float32", low=0.0, high=1.0),
            TensorInput(shape=[6], dtype="float32", low=-0.5, high=0.5),
            1,
            1,
            1,
            1,
            1,
            1,
            2,
            2,
            False,
        ),
    },
    "strided": {
        "args": (
            TensorInput(shape=[1, 4, 9, 9], dtype="float32", low=-1.0, high=1.0),
            TensorInput(shape=[6, 4, 3, 3], dtype="float32", low=-0.5, high=0.5),
            TensorInput(shape=[1, 18, 3, 3], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[1, 9, 3, 3], dtype="float32", low=0.0, high=1.0),
            TensorInput(shape=[6], dtype="float32", low=-0.5, high=0.5),
            2,
            2,
            0,
            0,
            2,
            2,
            1,
            1,
            True,
        ),
    },
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": {
        "cases": ("spec", "no_mask", "strided"),
        "kind": "fails",
        "reason": "OpenVINO's ONNX frontend has no conversion rule for DeformConv (ONNX opset 19) and refuses the model, though OpenVINO has a DeformableConvolution op of its own",
        "link": "docs/runtime-limits.md#openvino-deformconv",
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 19), ("torchscript", 20), ("dynamo", 19), ("dynamo", 20)],
)
def test_deform_conv2d(case, exporter, opset, tmp_path):
    check_parity(
        source="torchvision::deform_conv2d",
        **CASES[case],
        mapping="deform_conv2d",
        opset=opset,
        rtol=0.0001,
        atol=0.0001,
        export=export,
        exporter=exporter,
        path=tmp_path / "deform_conv2d.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )
