"""Parity test of complex: aten::complex -> ONNX Add + Shape + Expand + Unsqueeze + Concat, with both exporters.

Generated from mappings/aten/complex.yaml by `opmapgen build`; do not edit.
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
            TensorInput(shape=[4], dtype="float32", low=-3.0, high=3.0),
        ),
    },
    "float64": {
        "args": (
            TensorInput(shape=[2, 1], dtype="float64", low=-3.0, high=3.0),
            TensorInput(shape=[2, 3], dtype="float64", low=-3.0, high=3.0),
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
                reason="torch's dynamo exporter translates complex itself (onnxscript's torch_lib), on the same real views",
            ),
        ),
    ],
)
def test_complex(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::complex",
        **CASES[case],
        mapping="complex",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "complex.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::complex", {}))
def test_complex_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::complex",
        mapping="complex",
        dtype=dtype,
        dtypes=("float32", "float64"),
        opsets={"torchscript": (13, 17), "dynamo": ()},
        export=export,
    )
