"""Parity test of bicubic_resize: impls.resize:bicubic_resize -> ONNX Resize, with both exporters.

Generated from mappings/own_code/bicubic_resize.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import bicubic_resize, export


@pytest.mark.parametrize(
    ("exporter", "opset"),
    [
        ("torchscript", 11),
        ("torchscript", 17),
        pytest.param(
            "dynamo",
            18,
            marks=pytest.mark.skip(
                reason="forward reads the scales as Python floats (scales.tolist()), a data-dependent size that torch.export cannot trace",
            ),
        ),
    ],
)
def test_bicubic_resize(exporter, opset, tmp_path):
    check_parity(
        source=bicubic_resize,
        args=(
            TensorInput(shape=[1, 3, 8, 8], dtype="float32", low=0.0, high=1.0),
            TensorInput(dtype="float32", values=[1.0, 1.0, 3.0, 3.0]),
        ),
        mapping="bicubic_resize",
        opset=opset,
        rtol=0.0001,
        atol=1e-05,
        export=export,
        exporter=exporter,
        path=tmp_path / "bicubic_resize.onnx",
    )
