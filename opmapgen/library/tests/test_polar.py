"""Parity test of polar: aten::polar -> ONNX Cos + Mul + Unsqueeze + Sin + Concat, with both exporters.

Generated from mappings/aten/polar.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[3, 4], dtype="float32", low=0.0, high=3.0),
            TensorInput(shape=[4], dtype="float32", low=-4.0, high=4.0),
        ),
    },
    "float64": {
        "args": (
            TensorInput(shape=[2, 1], dtype="float64", low=0.0, high=3.0),
            TensorInput(shape=[2, 3], dtype="float64", low=-4.0, high=4.0),
        ),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [
        ("torchscript", 13),
        ("torchscript", 17),
        pytest.param(
            "dynamo",
            18,
            marks=pytest.mark.skip(
                reason="torch's dynamo exporter translates polar itself (onnxscript's torch_lib), on the same real views",
            ),
        ),
    ],
)
def test_polar(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::polar",
        **CASES[case],
        mapping="polar",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "polar.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::polar", {}))
def test_polar_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::polar",
        mapping="polar",
        dtype=dtype,
        dtypes=("float32", "float64"),
        opsets={"torchscript": (13, 17), "dynamo": ()},
        export=export,
    )
