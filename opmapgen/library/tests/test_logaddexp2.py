"""Parity test of logaddexp2: aten::logaddexp2 -> ONNX Max + Sub + Abs + Neg + Pow + Add + Log + Mul + Equal + Not + And + Where, with both exporters.

Generated from mappings/aten/logaddexp2.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[3, 4], dtype="float32", low=-5.0, high=5.0),
            TensorInput(shape=[3, 4], dtype="float32", low=-5.0, high=5.0),
        ),
    },
    "far_apart": {
        "args": (
            TensorInput(
                shape=[6],
                dtype="float32",
                values=[100.0, -100.0, 0.0, 88.0, float("inf"), float("-inf")],
            ),
            TensorInput(
                shape=[6],
                dtype="float32",
                values=[90.0, -110.0, -1000.0, 89.0, float("inf"), float("-inf")],
            ),
        ),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 11), ("torchscript", 17), ("dynamo", 18)],
)
def test_logaddexp2(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::logaddexp2",
        **CASES[case],
        mapping="logaddexp2",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "logaddexp2.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::logaddexp2", {}))
def test_logaddexp2_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::logaddexp2",
        mapping="logaddexp2",
        dtype=dtype,
        dtypes=("float16", "float32", "float64"),
        opsets={"torchscript": (11, 17), "dynamo": (18,)},
        export=export,
    )
