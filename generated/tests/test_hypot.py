"""Parity test of hypot: aten::hypot -> ONNX Mul + Mul + Add + Sqrt, with both exporters.

Generated from mappings/aten/hypot.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export


@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 9), ("torchscript", 17), ("dynamo", 18)],
)
def test_hypot(exporter, opset, tmp_path):
    check_parity(
        source="aten::hypot",
        args=(
            TensorInput(shape=[2, 3, 8], dtype="float32", low=-3.0, high=3.0),
            TensorInput(shape=[2, 3, 8], dtype="float32", low=-3.0, high=3.0),
        ),
        target_ops=("Mul", "Mul", "Add", "Sqrt"),
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "hypot.onnx",
    )
