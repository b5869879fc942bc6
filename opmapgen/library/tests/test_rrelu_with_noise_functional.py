"""Parity test of rrelu_with_noise_functional: aten::rrelu_with_noise_functional -> ONNX LeakyRelu + Identity + Greater + Mul + Where, with both exporters.

Generated from mappings/aten/rrelu_with_noise_functional.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[3, 4], dtype="float32", low=-3.0, high=3.0),
            TensorInput(shape=[3, 4], dtype="float32", low=0.1, high=0.3),
            0.1,
            0.3,
            False,
        ),
    },
    "float64_defaults": {
        "args": (
            TensorInput(shape=[2, 5], dtype="float64", low=-3.0, high=3.0),
            TensorInput(shape=[2, 5], dtype="float64", low=0.0, high=1.0),
            0.125,
            0.3333333333333333,
            False,
        ),
    },
    "float16": {
        "args": (
            TensorInput(shape=[2, 5], dtype="float16", low=-3.0, high=3.0),
            TensorInput(shape=[2, 5], dtype="float16", low=0.0, high=1.0),
            0.1,
            0.3,
            False,
        ),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [
        pytest.param(
            "torchscript",
            18,
            marks=pytest.mark.skip(
                reason="only torch.export's functionalization produces this op (from rrelu_with_noise, which the rrelu_with_noise spec maps for the TorchScript exporter); a traced model never holds it",
            ),
        ),
        ("dynamo", 18),
    ],
)
def test_rrelu_with_noise_functional(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::rrelu_with_noise_functional",
        **CASES[case],
        mapping="rrelu_with_noise_functional",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "rrelu_with_noise_functional.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::rrelu_with_noise_functional", {}))
def test_rrelu_with_noise_functional_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::rrelu_with_noise_functional",
        mapping="rrelu_with_noise_functional",
        dtype=dtype,
        dtypes=("float16", "float32", "float64"),
        opsets={"torchscript": (), "dynamo": (18,)},
        export=export,
    )
