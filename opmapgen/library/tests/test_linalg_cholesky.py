"""Parity test of linalg_cholesky: aten::linalg_cholesky -> ONNX Shape + Gather + Range + Mul + Reshape + Less + Where + Add + Slice + Squeeze + Unsqueeze + MatMul + Sub + Sqrt + Equal + Div + Cast + Identity, with both exporters.

Generated from mappings/aten/linalg_cholesky.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(
                shape=[3, 3],
                dtype="float32",
                values=[4.0, 2.0, 0.6, 2.0, 5.0, 1.5, 0.6, 1.5, 3.0],
            ),
        ),
        "kwargs": {"upper": False},
    },
    "upper": {
        "args": (
            TensorInput(
                shape=[1, 3, 3],
                dtype="float32",
                values=[4.0, 2.0, 0.6, 2.0, 5.0, 1.5, 0.6, 1.5, 3.0],
            ),
        ),
        "kwargs": {"upper": True},
    },
    "lower_triangle_only": {
        "args": (
            TensorInput(
                shape=[3, 3],
                dtype="float64",
                values=[4.0, 100.0, -7.0, 2.0, 5.0, 9.0, 0.6, 1.5, 3.0],
            ),
        ),
        "kwargs": {"upper": False},
    },
    "upper_triangle_only": {
        "args": (
            TensorInput(
                shape=[1, 1, 3, 3],
                dtype="float32",
                values=[4.0, 2.0, 0.6, 100.0, 5.0, 1.5, -7.0, 9.0, 3.0],
            ),
        ),
        "kwargs": {"upper": True},
    },
    "one_by_one": {
        "args": (TensorInput(shape=[1, 1], dtype="float32", values=[2.25]),),
        "kwargs": {"upper": False},
    },
    "empty_batch": {
        "args": (TensorInput(shape=[0, 3, 3], dtype="float32", low=0.0, high=1.0),),
        "kwargs": {"upper": False},
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_linalg_cholesky(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::linalg_cholesky",
        **CASES[case],
        mapping="linalg_cholesky",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "linalg_cholesky.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::linalg_cholesky", {}))
def test_linalg_cholesky_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::linalg_cholesky",
        mapping="linalg_cholesky",
        dtype=dtype,
        dtypes=("float32", "float64"),
        opsets={"torchscript": (13, 17), "dynamo": (18,)},
        export=export,
    )
