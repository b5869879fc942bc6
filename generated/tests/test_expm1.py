"""Parity test of expm1: aten::expm1 -> ONNX Exp + Sub.

Generated from mappings/aten/expm1.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.parity import TensorInput, check_parity

from .. import custom_opsets, registered


@pytest.mark.parametrize("opset", [9, 17])
def test_expm1(opset, tmp_path):
    with registered():
        check_parity(
            source="aten::expm1",
            args=(TensorInput(shape=[2, 3, 8], dtype="float32", low=-2.0, high=2.0),),
            target_ops=("Exp", "Sub"),
            opset=opset,
            rtol=1e-05,
            atol=1e-06,
            custom_opsets=custom_opsets(),
            path=tmp_path / "expm1.onnx",
        )
