"""Parity test of exp2: aten::exp2 -> ONNX Pow, with both exporters.

Generated from mappings/aten/exp2.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export


@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 9), ("torchscript", 17), ("dynamo", 18)],
)
def test_exp2(exporter, opset, tmp_path):
    check_parity(
        source="aten::exp2",
        args=(TensorInput(shape=[2, 3, 8], dtype="float32", low=-4.0, high=4.0),),
        target_ops=("Pow",),
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "exp2.onnx",
    )
