"""Parity test of deform_conv2d_custom: torchvision::deform_conv2d -> ONNX opmapgen::DeformConv2d, with both exporters.

Generated from mappings/own_code/deform_conv2d_custom.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

pytest.importorskip("torchvision")

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[2, 4, 9, 9], dtype="float32", low=-1.0, high=1.0),
            TensorInput(shape=[6, 2, 3, 3], dtype="float32", low=-0.5, high=0.5),
            TensorInput(shape=[2, 36, 4, 4], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[2, 18, 4, 4], dtype="float32", low=0.0, high=1.0),
            TensorInput(shape=[6], dtype="float32", low=-0.5, high=0.5),
            2,
            2,
            1,
            1,
            2,
            2,
            2,
            2,
            True,
        ),
    },
    "no_mask": {
        "args": (
            TensorInput(shape=[2, 4, 9, 9], dtype="float32", low=-1.0, high=1.0),
            TensorInput(shape=[6, 2, 3, 3], dtype="float32", low=-0.5, high=0.5),
            TensorInput(shape=[2, 36, 4, 4], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[2, 1], dtype="float32", low=0.0, high=1.0),
            TensorInput(shape=[6], dtype="float32", low=-0.5, high=0.5),
            2,
            2,
            1,
            1,
            2,
            2,
            2,
            2,
            False,
        ),
    },
    "wide_offsets": {
        "args": (
            TensorInput(shape=[1, 3, 5, 7], dtype="float32", low=-1.0, high=1.0),
            TensorInput(shape=[2, 3, 3, 2], dtype="float32", low=-0.5, high=0.5),
            TensorInput(shape=[1, 12, 3, 6], dtype="float32", low=-6.0, high=6.0),
            TensorInput(shape=[1, 6, 3, 6], dtype="float32", low=0.0, high=1.0),
            TensorInput(shape=[2], dtype="float32", low=-0.5, high=0.5),
            1,
            1,
            0,
            0,
            1,
            1,
            1,
            1,
            True,
        ),
    },
    "float64": {
        "args": (
            TensorInput(shape=[2, 4, 9, 9], dtype="float64", low=-1.0, high=1.0),
            TensorInput(shape=[6, 2, 3, 3], dtype="float64", low=-0.5, high=0.5),
            TensorInput(shape=[2, 36, 4, 4], dtype="float64", low=-2.0, high=2.0),
            TensorInput(shape=[2, 18, 4, 4], dtype="float64", low=0.0, high=1.0),
            TensorInput(shape=[6], dtype="float64", low=-0.5, high=0.5),
            2,
            2,
            1,
            1,
            2,
            2,
            2,
            2,
            True,
        ),
    },
}


@pytest.mark.parametrize("runtime", ["onnxruntime", "onnx-reference"])
@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [
        ("torchscript", 9),
        ("torchscript", 10),
        ("torchscript", 11),
        ("torchscript", 12),
        ("torchscript", 18),
        ("dynamo", 18),
    ],
)
def test_deform_conv2d_custom(case, exporter, opset, runtime, tmp_path):
    if runtime == "onnxruntime" and opset < 11:
        pytest.skip(
            "no body below opset 11 (body.since), and ONNX Runtime has no kernel for opmapgen::DeformConv2d",
        )
    check_parity(
        source="torchvision::deform_conv2d",
        **CASES[case],
        mapping="deform_conv2d_custom",
        opset=opset,
        rtol=0.0001,
        atol=0.0001,
        export=export,
        exporter=exporter,
        path=tmp_path / "deform_conv2d_custom.onnx",
        runtime=runtime,
        kernels={"opmapgen::DeformConv2d": "impls.deform_conv:deform_conv2d"},
    )
