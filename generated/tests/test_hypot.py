"""Parity test of hypot: aten::hypot -> ONNX Mul + Mul + Add + Sqrt.

Generated from mappings/aten/hypot.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.parity import TensorInput, check_parity

from .. import custom_opsets, registered


@pytest.mark.parametrize("opset", [9, 17])
def test_hypot(opset, tmp_path):
    with registered():
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
            custom_opsets=custom_opsets(),
            path=tmp_path / "hypot.onnx",
        )
