"""Parity test of acosh: aten::acosh -> ONNX Acosh.

Generated from mappings/aten/acosh.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.parity import TensorInput, check_parity

from .. import custom_opsets, registered


@pytest.mark.parametrize("opset", [9, 17])
def test_acosh(opset, tmp_path):
    with registered():
        check_parity(
            source="aten::acosh",
            args=(
                TensorInput(shape=[1, 3, 10, 10], dtype="float32", low=1.0, high=6.0),
            ),
            target_ops=("Acosh",),
            opset=opset,
            rtol=1e-05,
            atol=1e-06,
            custom_opsets=custom_opsets(),
            path=tmp_path / "acosh.onnx",
        )
