"""Parity test of linalg_cholesky_ex: aten::linalg_cholesky_ex -> ONNX Shape + Gather + Range + Unsqueeze + Mul + Reshape + GreaterOrEqual + Where + IsNaN + ReduceSum + Cast + Less + Add + Slice + Squeeze + MatMul + Sub + Equal + And + Sqrt + Div + Not + Identity + LessOrEqual, with both exporters.

Generated from mappings/aten/linalg_cholesky_ex.yaml by `opmapgen build`; do not edit.
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
        "kwargs": {"upper": False, "check_errors": False},
    },
    "upper": {
        "args": (
            TensorInput(
                shape=[1, 3, 3],
                dtype="float32",
                values=[4.0, 2.0, 0.6, 2.0, 5.0, 1.5, 0.6, 1.5, 3.0],
            ),
        ),
        "kwargs": {"upper": True, "check_errors": False},
    },
    "lower_triangle_only": {
        "args": (
            TensorInput(
                shape=[3, 3],
                dtype="float64",
                values=[4.0, 100.0, -7.0, 2.0, 5.0, 9.0, 0.6, 1.5, 3.0],
            ),
        ),
        "kwargs": {"upper": False, "check_errors": False},
    },
    "upper_triangle_only": {
        "args": (
            TensorInput(
                shape=[1, 1, 3, 3],
                dtype="float32",
                values=[4.0, 2.0, 0.6, 100.0, 5.0, 1.5, -7.0, 9.0, 3.0],
            ),
        ),
        "kwargs": {"upper": True, "check_errors": False},
    },
    "one_by_one": {
        "args": (TensorInput(shape=[1, 1], dtype="float32", values=[2.25]),),
        "kwargs": {"upper": False, "check_errors": False},
    },
    "one_by_one_negative": {
        "args": (TensorInput(shape=[1, 1], dtype="float32", values=[-2.25]),),
        "kwargs": {"upper": False, "check_errors": False},
    },
    "zero_one_by_one": {
        "args": (TensorInput(shape=[1, 1, 1], dtype="float32", values=[0.0]),),
        "kwargs": {"upper": True, "check_errors": False},
    },
    "not_positive_definite": {
        "args": (
            TensorInput(
                shape=[3, 3, 3],
                dtype="float32",
                values=[
                    4.0,
                    2.0,
                    0.6,
                    2.0,
                    5.0,
                    1.5,
                    0.6,
                    1.5,
                    3.0,
                    4.0,
                    2.0,
                    0.6,
                    2.0,
                    5.0,
                    1.5,
                    0.6,
                    1.5,
                    -3.0,
                    4.0,
                    2.0,
                    0.6,
                    2.0,
                    1.0,
                    1.5,
                    0.6,
                    1.5,
                    3.0,
                ],
            ),
        ),
        "kwargs": {"upper": False, "check_errors": False},
    },
    "not_positive_definite_upper": {
        "args": (
            TensorInput(
                shape=[3, 3, 3],
                dtype="float64",
                values=[
                    4.0,
                    2.0,
                    0.6,
                    2.0,
                    5.0,
                    1.5,
                    0.6,
                    1.5,
                    3.0,
                    4.0,
                    2.0,
                    0.6,
                    2.0,
                    5.0,
                    1.5,
                    0.6,
                    1.5,
                    -3.0,
                    4.0,
                    2.0,
                    0.6,
                    2.0,
                    1.0,
                    1.5,
                    0.6,
                    1.5,
                    3.0,
                ],
            ),
        ),
        "kwargs": {"upper": True, "check_errors": False},
    },
    "nan_pivot": {
        "args": (
            TensorInput(
                shape=[3, 3],
                dtype="float32",
                values=[4.0, 2.0, 0.6, 2.0, float("nan"), 1.5, 0.6, 1.5, 3.0],
            ),
        ),
        "kwargs": {"upper": False, "check_errors": False},
    },
    "semi_definite": {
        "args": (
            TensorInput(
                shape=[3, 3],
                dtype="float64",
                values=[1.0, 2.0, 3.0, 2.0, 4.0, 6.0, 3.0, 6.0, 9.0],
            ),
        ),
        "kwargs": {"upper": False, "check_errors": False},
    },
    "batched": {
        "args": (
            TensorInput(
                shape=[2, 3, 2, 2],
                dtype="float32",
                values=[
                    4.0,
                    2.0,
                    2.0,
                    5.0,
                    9.0,
                    -3.0,
                    -3.0,
                    2.0,
                    1.0,
                    0.5,
                    0.5,
                    1.0,
                    2.0,
                    0.0,
                    0.0,
                    2.0,
                    3.0,
                    1.0,
                    1.0,
                    3.0,
                    1.0,
                    0.0,
                    0.0,
                    1.0,
                ],
            ),
        ),
        "kwargs": {"upper": False, "check_errors": False},
    },
    "empty_batch": {
        "args": (TensorInput(shape=[0, 3, 3], dtype="float32", low=0.0, high=1.0),),
        "kwargs": {"upper": False, "check_errors": False},
    },
    "empty_matrix": {
        "args": (TensorInput(shape=[2, 0, 0], dtype="float64", low=0.0, high=1.0),),
        "kwargs": {"upper": False, "check_errors": False},
    },
    "check_errors": {
        "args": (
            TensorInput(
                shape=[3, 3],
                dtype="float32",
                values=[4.0, 2.0, 0.6, 2.0, 5.0, 1.5, 0.6, 1.5, 3.0],
            ),
        ),
        "kwargs": {"upper": False, "check_errors": True},
    },
    "check_errors_upper": {
        "args": (
            TensorInput(
                shape=[1, 1, 3, 3],
                dtype="float32",
                values=[4.0, 2.0, 0.6, 2.0, 5.0, 1.5, 0.6, 1.5, 3.0],
            ),
        ),
        "kwargs": {"upper": True, "check_errors": True},
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_linalg_cholesky_ex(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::linalg_cholesky_ex",
        **CASES[case],
        mapping="linalg_cholesky_ex",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "linalg_cholesky_ex.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::linalg_cholesky_ex", {}))
def test_linalg_cholesky_ex_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::linalg_cholesky_ex",
        mapping="linalg_cholesky_ex",
        dtype=dtype,
        dtypes=("float32", "float64"),
        opsets={"torchscript": (13, 17), "dynamo": (18,)},
        export=export,
    )
