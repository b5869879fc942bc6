"""Parity test of asinh: aten::asinh -> ONNX Asinh.

Generated from mappings/aten/asinh.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.parity import TensorInput, check_parity

from .. import custom_opsets, registered


@pytest.mark.parametrize("opset", [9, 17])
def test_asinh(opset, tmp_path):
    with registered():
        check_parity(
            source="aten::asinh",
            args=(
                TensorInput(shape=[1, 3, 10, 10], dtype="float32", low=-4.0, high=4.0),
            ),
            target_ops=("Asinh",),
            opset=opset,
            rtol=1e-05,
            atol=1e-06,
            custom_opsets=custom_opsets(),
            path=tmp_path / "asinh.onnx",
        )
