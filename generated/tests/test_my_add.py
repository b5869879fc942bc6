"""Parity test of my_add: impls.my_add:my_add -> ONNX Mul + Add, with both exporters.

Generated from mappings/functions/my_add.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export, my_add


@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 9), ("torchscript", 17), ("dynamo", 18)],
)
def test_my_add(exporter, opset, tmp_path):
    check_parity(
        source=my_add,
        args=(
            TensorInput(shape=[1, 3, 10, 10], dtype="float32", low=-1.0, high=1.0),
            TensorInput(shape=[1, 3, 10, 10], dtype="float32", low=-1.0, high=1.0),
        ),
        mapping="my_add",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "my_add.onnx",
    )
