"""Parity test of diagonal_scatter: aten::diagonal_scatter -> ONNX Shape + Gather + Range + Unsqueeze + Sub + Reshape + Equal + Identity + Cast + Slice + Concat + Where + And + Not + Or, with both exporters.

Generated from mappings/aten/diagonal_scatter.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[4, 5], dtype="float32", low=-4.0, high=4.0),
            TensorInput(shape=[4], dtype="float32", low=10.0, high=20.0),
            1,
            0,
            1,
        ),
    },
    "below_swapped": {
        "args": (
            TensorInput(shape=[4, 5], dtype="int64", low=-9.0, high=9.0),
            TensorInput(shape=[3], dtype="int64", low=10.0, high=20.0),
            -2,
            -1,
            0,
        ),
    },
    "main": {
        "args": (
            TensorInput(shape=[3, 3], dtype="float32", low=-4.0, high=4.0),
            TensorInput(shape=[3], dtype="float32", low=10.0, high=20.0),
            0,
            1,
            -2,
        ),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_diagonal_scatter(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::diagonal_scatter",
        **CASES[case],
        mapping="diagonal_scatter",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "diagonal_scatter.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::diagonal_scatter", {}))
def test_diagonal_scatter_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::diagonal_scatter",
        mapping="diagonal_scatter",
        dtype=dtype,
        dtypes=(
            "float16",
            "float32",
            "float64",
            "uint8",
            "int8",
            "int32",
            "int64",
            "bool",
        ),
        opsets={"torchscript": (13, 17), "dynamo": (18,)},
        export=export,
    )
