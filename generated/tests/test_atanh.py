"""Parity test of atanh: aten::atanh -> ONNX Atanh.

Generated from mappings/aten/atanh.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.parity import TensorInput, check_parity

from .. import custom_opsets, registered


@pytest.mark.parametrize("opset", [9, 17])
def test_atanh(opset, tmp_path):
    with registered():
        check_parity(
            source="aten::atanh",
            args=(
                TensorInput(
                    shape=[1, 3, 10, 10],
                    dtype="float32",
                    low=-0.95,
                    high=0.95,
                ),
            ),
            target_ops=("Atanh",),
            opset=opset,
            rtol=1e-05,
            atol=1e-06,
            custom_opsets=custom_opsets(),
            path=tmp_path / "atanh.onnx",
        )
