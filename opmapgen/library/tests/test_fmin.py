"""Parity test of fmin: aten::fmin -> ONNX Equal + Not + Min + Where + Cast + And, with both exporters.

Generated from mappings/aten/fmin.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[3, 4], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[3, 4], dtype="float32", low=-2.0, high=2.0),
        ),
    },
    "nans": {
        "args": (
            TensorInput(
                shape=[4],
                dtype="float32",
                values=[float("nan"), 1.0, float("nan"), float("-inf")],
            ),
            TensorInput(
                shape=[4],
                dtype="float32",
                values=[2.0, float("nan"), float("nan"), 3.0],
            ),
        ),
    },
    "int8_broadcast": {
        "args": (
            TensorInput(shape=[3, 4], dtype="int8", low=-100.0, high=100.0),
            TensorInput(shape=[4], dtype="int8", low=-100.0, high=100.0),
        ),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 12), ("torchscript", 17), ("dynamo", 18)],
)
def test_fmin(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::fmin",
        **CASES[case],
        mapping="fmin",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "fmin.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::fmin", {}))
def test_fmin_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::fmin",
        mapping="fmin",
        dtype=dtype,
        dtypes=(
            "float16",
            "float32",
            "float64",
            "uint8",
            "int8",
            "int16",
            "int32",
            "int64",
            "bool",
        ),
        opsets={"torchscript": (12, 17), "dynamo": (18,)},
        export=export,
    )
