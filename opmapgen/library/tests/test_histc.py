"""Parity test of histc: aten::histc -> ONNX Reshape + ReduceMin + ReduceMax + Equal + Sub + Where + Cast + Add + GreaterOrEqual + LessOrEqual + And + Mul + Div + Floor + Min + Unsqueeze + Range + ReduceSum, with both exporters.

Generated from mappings/aten/histc.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[4, 5], dtype="float32", low=-2.0, high=2.0),
            7,
            -1.0,
            1.5,
        ),
    },
    "data_range": {
        "args": (
            TensorInput(shape=[4, 5], dtype="float32", low=-2.0, high=2.0),
            4,
            0,
            0,
        ),
    },
    "equal_range": {
        "args": (
            TensorInput(shape=[4, 5], dtype="float32", low=-2.0, high=2.0),
            4,
            0.5,
            0.5,
        ),
    },
    "bin_edge": {
        "args": (
            TensorInput(dtype="float64", values=[0.0, 5e-06, 1e-05, 1.2e-05]),
            1000,
            0.0,
            1e-05,
        ),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_histc(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::histc",
        **CASES[case],
        mapping="histc",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "histc.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::histc", {}))
def test_histc_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::histc",
        mapping="histc",
        dtype=dtype,
        dtypes=("float32", "float64"),
        opsets={"torchscript": (13, 17, 20), "dynamo": (18,)},
        export=export,
    )
