"""Parity test of my_add: impls.my_add:my_add -> ONNX Mul + Add, with both exporters.

Generated from mappings/own_code/my_add.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export, my_add

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[1, 3, 10, 10], dtype="float32", low=-1.0, high=1.0),
            TensorInput(shape=[1, 3, 10, 10], dtype="float32", low=-1.0, high=1.0),
        ),
    },
    "float64": {
        "args": (
            TensorInput(shape=[2, 5], dtype="float64", low=-1.0, high=1.0),
            TensorInput(shape=[2, 5], dtype="float64", low=-1.0, high=1.0),
        ),
    },
    "int64": {
        "args": (
            TensorInput(shape=[2, 5], dtype="int64", low=-100.0, high=100.0),
            TensorInput(shape=[2, 5], dtype="int64", low=-100.0, high=100.0),
        ),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 9), ("torchscript", 17), ("dynamo", 18)],
)
def test_my_add(case, exporter, opset, tmp_path):
    check_parity(
        source=my_add,
        **CASES[case],
        mapping="my_add",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "my_add.onnx",
    )
