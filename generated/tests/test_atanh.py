"""Parity test of atanh: aten::atanh -> ONNX Atanh, with both exporters.

Generated from mappings/aten/atanh.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export


@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 9), ("torchscript", 17), ("dynamo", 18)],
)
def test_atanh(exporter, opset, tmp_path):
    check_parity(
        source="aten::atanh",
        args=(
            TensorInput(shape=[1, 3, 10, 10], dtype="float32", low=-0.95, high=0.95),
        ),
        target_ops=("Atanh",),
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "atanh.onnx",
    )
