"""Parity test of cosh: aten::cosh -> ONNX Cosh.

Generated from mappings/aten/cosh.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.parity import TensorInput, check_parity

from .. import custom_opsets, registered


@pytest.mark.parametrize("opset", [9, 17])
def test_cosh(opset, tmp_path):
    with registered():
        check_parity(
            source="aten::cosh",
            args=(TensorInput(shape=[2, 3, 8], dtype="float32", low=-3.0, high=3.0),),
            target_ops=("Cosh",),
            opset=opset,
            rtol=1e-05,
            atol=1e-06,
            custom_opsets=custom_opsets(),
            path=tmp_path / "cosh.onnx",
        )
