"""Parity test of bicubic_resize: impls.resize:bicubic_resize -> ONNX Resize.

Generated from mappings/functions/bicubic_resize.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.parity import TensorInput, check_parity

from .. import bicubic_resize, custom_opsets, registered


@pytest.mark.parametrize("opset", [11, 17])
def test_bicubic_resize(opset, tmp_path):
    with registered():
        check_parity(
            source=bicubic_resize,
            args=(
                TensorInput(shape=[1, 3, 8, 8], dtype="float32", low=0.0, high=1.0),
                TensorInput(dtype="float32", values=[1.0, 1.0, 3.0, 3.0]),
            ),
            target_ops=("Resize",),
            opset=opset,
            rtol=0.0001,
            atol=1e-05,
            custom_opsets=custom_opsets(),
            path=tmp_path / "bicubic_resize.onnx",
        )
