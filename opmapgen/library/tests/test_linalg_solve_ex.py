"""Parity test of linalg_solve_ex: aten::linalg_solve_ex -> ONNX Identity + Shape + Gather + Range + Unsqueeze + Cast + Einsum + IsNaN + Where + ReduceSum + Add + Mul + Reshape + Less + Slice + Squeeze + Abs + ArgMax + Max + Equal + Div + Greater + And + Sub + LessOrEqual + MatMul, with both exporters.

Generated from mappings/aten/linalg_solve_ex.yaml by `opmapgen build`; do not edit.
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
                shape=[2, 3, 3],
                dtype="float32",
                values=[
                    4.0,
                    1.0,
                    0.5,
                    1.0,
                    3.0,
                    -1.0,
                    0.2,
                    -0.5,
                    5.0,
                    2.0,
                    -1.0,
                    0.0,
                    -1.0,
                    2.0,
                    -1.0,
                    0.0,
                    -1.0,
                    2.0,
                ],
            ),
            TensorInput(shape=[2, 3, 2], dtype="float32", low=-3.0, high=3.0),
        ),
    },
    "right": {
        "args": (
            TensorInput(
                shape=[2, 3, 3],
                dtype="float32",
                values=[
                    4.0,
                    1.0,
                    0.5,
                    1.0,
                    3.0,
                    -1.0,
                    0.2,
                    -0.5,
                    5.0,
                    2.0,
                    -1.0,
                    0.0,
                    -1.0,
                    2.0,
                    -1.0,
                    0.0,
                    -1.0,
                    2.0,
                ],
            ),
            TensorInput(shape=[2, 4, 3], dtype="float32", low=-3.0, high=3.0),
        ),
        "kwargs": {"left": False},
    },
    "right_broadcast": {
        "args": (
            TensorInput(
                shape=[2, 1, 2, 2],
                dtype="float32",
                values=[4.0, 1.0, 0.5, 3.0, -2.0, 0.5, 0.25, 5.0],
            ),
            TensorInput(shape=[3, 4, 2], dtype="float32", low=-2.0, high=2.0),
        ),
        "kwargs": {"left": False},
    },
    "float64": {
        "args": (
            TensorInput(shape=[4, 4], dtype="float64", low=-2.0, high=2.0),
            TensorInput(shape=[4, 3], dtype="float64", low=-2.0, high=2.0),
        ),
    },
    "broadcast": {
        "args": (
            TensorInput(
                shape=[2, 1, 2, 2],
                dtype="float64",
                values=[4.0, 1.0, 0.5, 3.0, -2.0, 0.5, 0.25, 5.0],
            ),
            TensorInput(shape=[3, 2, 4], dtype="float64", low=-2.0, high=2.0),
        ),
    },
    "vector": {
        "args": (
            TensorInput(
                shape=[2, 3, 3],
                dtype="float32",
                values=[
                    4.0,
                    1.0,
                    0.5,
                    1.0,
                    3.0,
                    -1.0,
                    0.2,
                    -0.5,
                    5.0,
                    2.0,
                    -1.0,
                    0.0,
                    -1.0,
                    2.0,
                    -1.0,
                    0.0,
                    -1.0,
                    2.0,
                ],
            ),
            TensorInput(shape=[3], dtype="float32", low=-3.0, high=3.0),
        ),
    },
    "vectors": {
        "args": (
            TensorInput(
                shape=[2, 3, 3],
                dtype="float32",
                values=[
                    4.0,
                    1.0,
                    0.5,
                    1.0,
                    3.0,
                    -1.0,
                    0.2,
                    -0.5,
                    5.0,
                    2.0,
                    -1.0,
                    0.0,
                    -1.0,
                    2.0,
                    -1.0,
                    0.0,
                    -1.0,
                    2.0,
                ],
            ),
            TensorInput(shape=[2, 3], dtype="float32", low=-3.0, high=3.0),
        ),
    },
    "rank_minus_one_matrix": {
        "args": (
            TensorInput(shape=[4, 3, 3], dtype="float64", low=-2.0, high=2.0),
            TensorInput(shape=[3, 2], dtype="float64", low=-3.0, high=3.0),
        ),
    },
    "one_by_one": {
        "args": (
            TensorInput(shape=[1, 1], dtype="float32", values=[-2.5]),
            TensorInput(shape=[1, 3], dtype="float32", low=-2.0, high=2.0),
        ),
    },
    "singular": {
        "args": (
            TensorInput(
                shape=[3, 3],
                dtype="float32",
                values=[1.0, 0.0, 3.0, 2.0, 0.0, 6.0, 1.0, 0.0, 1.0],
            ),
            TensorInput(
                shape=[3, 2],
                dtype="float32",
                values=[1.0, 2.0, 3.0, 4.0, 5.0, 6.0],
            ),
        ),
    },
    "singular_right": {
        "args": (
            TensorInput(
                shape=[3, 3],
                dtype="float32",
                values=[1.0, 0.0, 3.0, 2.0, 0.0, 6.0, 1.0, 0.0, 1.0],
            ),
            TensorInput(
                shape=[2, 3],
                dtype="float32",
                values=[1.0, 2.0, 3.0, 4.0, 5.0, 6.0],
            ),
        ),
        "kwargs": {"left": False},
    },
    "rank_one": {
        "args": (
            TensorInput(
                shape=[2, 3, 3],
                dtype="float64",
                values=[
                    1.0,
                    2.0,
                    3.0,
                    2.0,
                    4.0,
                    6.0,
                    -1.0,
                    -2.0,
                    -3.0,
                    4.0,
                    1.0,
                    0.5,
                    1.0,
                    3.0,
                    -1.0,
                    0.2,
                    -0.5,
                    5.0,
                ],
            ),
            TensorInput(
                shape=[3, 2],
                dtype="float64",
                values=[1.0, 2.0, 3.0, 4.0, 5.0, 6.0],
            ),
        ),
    },
    "zero_one_by_one": {
        "args": (
            TensorInput(shape=[1, 1, 1], dtype="float32", values=[0.0]),
            TensorInput(shape=[1, 1, 1], dtype="float32", values=[2.0]),
        ),
    },
    "empty_batch": {
        "args": (
            TensorInput(shape=[0, 3, 3], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[0, 3, 2], dtype="float32", low=-2.0, high=2.0),
        ),
    },
    "empty_matrix": {
        "args": (
            TensorInput(shape=[2, 0, 0], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[2, 0, 3], dtype="float32", low=-2.0, high=2.0),
        ),
    },
    "no_columns": {
        "args": (
            TensorInput(
                shape=[3, 3],
                dtype="float32",
                values=[4.0, 1.0, 0.5, 1.0, 3.0, -1.0, 0.2, -0.5, 5.0],
            ),
            TensorInput(shape=[3, 0], dtype="float32", low=-2.0, high=2.0),
        ),
    },
    "large": {
        "args": (
            TensorInput(shape=[16, 16], dtype="float64", low=-1.0, high=1.0),
            TensorInput(shape=[16, 2], dtype="float64", low=-1.0, high=1.0),
        ),
    },
    "check_errors": {
        "args": (
            TensorInput(
                shape=[2, 3, 3],
                dtype="float32",
                values=[
                    4.0,
                    1.0,
                    0.5,
                    1.0,
                    3.0,
                    -1.0,
                    0.2,
                    -0.5,
                    5.0,
                    2.0,
                    -1.0,
                    0.0,
                    -1.0,
                    2.0,
                    -1.0,
                    0.0,
                    -1.0,
                    2.0,
                ],
            ),
            TensorInput(shape=[2, 3, 2], dtype="float32", low=-3.0, high=3.0),
        ),
        "kwargs": {"check_errors": True},
        "refused": "check_errors=True is not mapped",
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_linalg_solve_ex(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::linalg_solve_ex",
        **CASES[case],
        mapping="linalg_solve_ex",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "linalg_solve_ex.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::linalg_solve_ex", {}))
def test_linalg_solve_ex_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::linalg_solve_ex",
        mapping="linalg_solve_ex",
        dtype=dtype,
        dtypes=("float32", "float64"),
        opsets={"torchscript": (13, 17), "dynamo": (18,)},
        export=export,
    )
