"""Parity test of linalg_matrix_rank: aten::linalg_matrix_rank.atol_rtol_tensor -> ONNX Cast + Shape + Slice + Expand + Gather + Max + Reshape + Mul + Concat + Identity + Greater + Where + Range + Unsqueeze + GreaterOrEqual + Transpose + Mod + Add + Div + Sub + Pad + Equal + ArgMax + GatherElements + ReduceSum + Abs + Sqrt + Less + MatMul + TopK + Min, with both exporters.

Generated from mappings/aten/linalg_matrix_rank.yaml by `opmapgen build`; do not edit.
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
                shape=[6, 3],
                dtype="float32",
                values=[
                    0.3,
                    -1.2,
                    0.8,
                    1.1,
                    0.4,
                    -0.7,
                    -0.5,
                    0.9,
                    1.3,
                    0.2,
                    -1.0,
                    0.6,
                    0.7,
                    0.1,
                    -0.4,
                    -1.3,
                    0.5,
                    1.0,
                ],
            ),
        ),
        "kwargs": {"atol": None, "rtol": None, "hermitian": False},
    },
    "float64": {
        "args": (
            TensorInput(
                shape=[6, 3],
                dtype="float64",
                values=[
                    0.3,
                    -1.2,
                    0.8,
                    1.1,
                    0.4,
                    -0.7,
                    -0.5,
                    0.9,
                    1.3,
                    0.2,
                    -1.0,
                    0.6,
                    0.7,
                    0.1,
                    -0.4,
                    -1.3,
                    0.5,
                    1.0,
                ],
            ),
        ),
        "kwargs": {"atol": None, "rtol": None, "hermitian": False},
    },
    "atol": {
        "args": (
            TensorInput(
                shape=[4, 4],
                dtype="float32",
                values=[
                    0.0,
                    2.0,
                    0.0,
                    0.0,
                    4.0,
                    0.0,
                    0.0,
                    0.0,
                    0.0,
                    0.0,
                    0.0,
                    0.5,
                    0.0,
                    0.0,
                    1.0,
                    0.0,
                ],
            ),
        ),
        "kwargs": {
            "atol": TensorInput(dtype="float32", values=[0.75]),
            "rtol": None,
            "hermitian": False,
        },
    },
    "atol_batch": {
        "args": (
            TensorInput(
                shape=[2, 4, 4],
                dtype="float32",
                values=[
                    0.0,
                    2.0,
                    0.0,
                    0.0,
                    4.0,
                    0.0,
                    0.0,
                    0.0,
                    0.0,
                    0.0,
                    0.0,
                    0.5,
                    0.0,
                    0.0,
                    1.0,
                    0.0,
                    3.0,
                    0.0,
                    0.0,
                    0.0,
                    0.0,
                    1.0,
                    0.0,
                    0.0,
                    0.0,
                    0.0,
                    0.25,
                    0.0,
                    0.0,
                    0.0,
                    0.0,
                    2.0,
                ],
            ),
        ),
        "kwargs": {
            "atol": TensorInput(shape=[2], dtype="float32", values=[0.75, 1.5]),
            "rtol": None,
            "hermitian": False,
        },
    },
    "rtol": {
        "args": (
            TensorInput(
                shape=[4, 4],
                dtype="float32",
                values=[
                    0.0,
                    2.0,
                    0.0,
                    0.0,
                    4.0,
                    0.0,
                    0.0,
                    0.0,
                    0.0,
                    0.0,
                    0.0,
                    0.5,
                    0.0,
                    0.0,
                    1.0,
                    0.0,
                ],
            ),
        ),
        "kwargs": {
            "atol": TensorInput(dtype="float32", values=[0.0]),
            "rtol": TensorInput(dtype="float64", values=[0.2]),
            "hermitian": False,
        },
    },
    "wide_batch": {
        "args": (TensorInput(shape=[3, 2, 5], dtype="float32", low=-1.0, high=1.0),),
        "kwargs": {"atol": None, "rtol": None, "hermitian": False},
    },
    "hermitian": {
        "args": (
            TensorInput(
                shape=[2, 3, 3],
                dtype="float32",
                values=[
                    2.0,
                    1.0,
                    1.0,
                    1.0,
                    2.0,
                    1.0,
                    1.0,
                    1.0,
                    2.0,
                    1.0,
                    1.0,
                    1.0,
                    1.0,
                    1.0,
                    1.0,
                    1.0,
                    1.0,
                    1.0,
                ],
            ),
        ),
        "kwargs": {"atol": None, "rtol": None, "hermitian": True},
    },
    "zeros": {
        "args": (
            TensorInput(
                shape=[2, 3],
                dtype="float32",
                values=[0.0, 0.0, 0.0, 0.0, 0.0, 0.0],
            ),
        ),
        "kwargs": {"atol": None, "rtol": None, "hermitian": False},
    },
    "one_by_one": {
        "args": (TensorInput(shape=[1, 1], dtype="float32", values=[-3.0]),),
        "kwargs": {"atol": None, "rtol": None, "hermitian": False},
    },
    "empty": {
        "args": (TensorInput(shape=[2, 0, 3], dtype="float32", low=0.0, high=1.0),),
        "kwargs": {"atol": None, "rtol": None, "hermitian": False},
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 14), ("torchscript", 17), ("dynamo", 18)],
)
def test_linalg_matrix_rank(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::linalg_matrix_rank.atol_rtol_tensor",
        **CASES[case],
        mapping="linalg_matrix_rank",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "linalg_matrix_rank.onnx",
    )


@pytest.mark.parametrize(
    "dtype",
    dtype_params("aten::linalg_matrix_rank.atol_rtol_tensor", {}),
)
def test_linalg_matrix_rank_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::linalg_matrix_rank.atol_rtol_tensor",
        mapping="linalg_matrix_rank",
        dtype=dtype,
        dtypes=("float32", "float64"),
        opsets={"torchscript": (14, 17, 20), "dynamo": (18,)},
        delegates=True,
        export=export,
    )
