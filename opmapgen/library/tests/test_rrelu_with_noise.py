"""Parity test of rrelu_with_noise: aten::rrelu_with_noise -> ONNX LeakyRelu + Greater + Mul + Where, with both exporters.

Generated from mappings/aten/rrelu_with_noise.yaml by `opmapgen build`; do not edit.
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
            TensorInput(shape=[3, 4], dtype="float32", low=0.0, high=0.0),
            0.1,
            0.3,
            False,
        ),
    },
    "float64_defaults": {
        "args": (
            TensorInput(shape=[2, 5], dtype="float64", low=-3.0, high=3.0),
            TensorInput(shape=[2, 5], dtype="float64", low=0.0, high=0.0),
            0.125,
            0.3333333333333333,
            False,
        ),
    },
    "float16": {
        "args": (
            TensorInput(shape=[2, 5], dtype="float16", low=-3.0, high=3.0),
            TensorInput(shape=[2, 5], dtype="float16", low=0.0, high=0.0),
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
        ("torchscript", 9),
        ("torchscript", 17),
        pytest.param(
            "dynamo",
            18,
            marks=pytest.mark.skip(
                reason="torch.export functionalizes rrelu_with_noise (it writes noise in place) into aten::rrelu_with_noise_functional before any translation runs, so a translation keyed by rrelu_with_noise is never called; the rrelu_with_noise_functional spec maps that op",
            ),
        ),
    ],
)
def test_rrelu_with_noise(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::rrelu_with_noise",
        **CASES[case],
        mapping="rrelu_with_noise",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "rrelu_with_noise.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::rrelu_with_noise", {}))
def test_rrelu_with_noise_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::rrelu_with_noise",
        mapping="rrelu_with_noise",
        dtype=dtype,
        dtypes=("float16", "float32", "float64"),
        opsets={"torchscript": (9, 17), "dynamo": ()},
        export=export,
    )
