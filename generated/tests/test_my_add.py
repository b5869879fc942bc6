"""Parity test of my_add: impls.my_add:my_add -> ONNX Mul + Add.

Generated from mappings/functions/my_add.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.parity import TensorInput, check_parity

from .. import custom_opsets, my_add, registered


@pytest.mark.parametrize("opset", [9, 17])
def test_my_add(opset, tmp_path):
    with registered():
        check_parity(
            source=my_add,
            args=(
                TensorInput(shape=[1, 3, 10, 10], dtype="float32", low=-1.0, high=1.0),
                TensorInput(shape=[1, 3, 10, 10], dtype="float32", low=-1.0, high=1.0),
            ),
            target_ops=("Mul", "Add"),
            opset=opset,
            rtol=1e-05,
            atol=1e-06,
            custom_opsets=custom_opsets(),
            path=tmp_path / "my_add.onnx",
        )
