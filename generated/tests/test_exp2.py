"""Parity test of exp2: aten::exp2 -> ONNX Pow.

Generated from mappings/aten/exp2.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.parity import TensorInput, check_parity

from .. import custom_opsets, registered


@pytest.mark.parametrize("opset", [9, 17])
def test_exp2(opset, tmp_path):
    with registered():
        check_parity(
            source="aten::exp2",
            args=(TensorInput(shape=[2, 3, 8], dtype="float32", low=-4.0, high=4.0),),
            target_ops=("Pow",),
            opset=opset,
            rtol=1e-05,
            atol=1e-06,
            custom_opsets=custom_opsets(),
            path=tmp_path / "exp2.onnx",
        )
