"""Parity test of linalg_solve_triangular: aten::linalg_solve_triangular -> ONNX Identity + Cast + Shape + Gather + Range + Unsqueeze + Less + Equal + Where + LessOrEqual + Greater + GreaterOrEqual + Mul + Reshape + Sub + Add + IsNaN + ReduceSum + Slice + MatMul + Div, with both exporters.

Generated from mappings/aten/linalg_solve_triangular.yaml by `opmapgen build`; do not edit.
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
                values=[2.0, 100.0, -7.0, 0.5, -1.5, 9.0, 1.0, 0.25, 4.0],
            ),
            TensorInput(shape=[3, 2], dtype="float32", low=-3.0, high=3.0),
        ),
        "kwargs": {"upper": False},
    },
    "upper": {
        "args": (
            TensorInput(
                shape=[1, 4, 4],
                dtype="float64",
                values=[
                    2.0,
                    0.5,
                    1.0,
                    -3.0,
                    float("inf"),
                    -1.5,
                    0.25,
                    0.75,
                    100.0,
                    -7.0,
                    4.0,
                    -2.0,
                    8.0,
                    9.0,
                    float("-inf"),
                    0.5,
                ],
            ),
            TensorInput(shape=[1, 4, 3], dtype="float64", low=-3.0, high=3.0),
        ),
        "kwargs": {"upper": True},
    },
    "right_lower": {
        "args": (
            TensorInput(
                shape=[3, 3],
                dtype="float32",
                values=[2.0, 100.0, -7.0, 0.5, -1.5, 9.0, 1.0, 0.25, 4.0],
            ),
            TensorInput(shape=[4, 3], dtype="float32", low=-3.0, high=3.0),
        ),
        "kwargs": {"upper": False, "left": False},
    },
    "right_upper": {
        "args": (
            TensorInput(
                shape=[2, 3, 3],
                dtype="float32",
                values=[
                    2.0,
                    0.5,
                    1.0,
                    100.0,
                    -1.5,
                    0.25,
                    -7.0,
                    9.0,
                    4.0,
                    3.0,
                    -1.0,
                    0.5,
                    float("nan"),
                    1.5,
                    2.0,
                    6.0,
                    7.0,
                    -2.5,
                ],
            ),
            TensorInput(shape=[2, 5, 3], dtype="float32", low=-3.0, high=3.0),
        ),
        "kwargs": {"upper": True, "left": False},
    },
    "unit_lower": {
        "args": (
            TensorInput(
                shape=[3, 3],
                dtype="float32",
                values=[
                    float("nan"),
                    float("inf"),
                    -7.0,
                    0.5,
                    float("nan"),
                    1e30,
                    -2.0,
                    0.75,
                    float("nan"),
                ],
            ),
            TensorInput(shape=[3, 4], dtype="float32", low=-3.0, high=3.0),
        ),
        "kwargs": {"upper": False, "unitriangular": True},
    },
    "unit_upper_right": {
        "args": (
            TensorInput(
                shape=[3, 3],
                dtype="float64",
                values=[
                    float("nan"),
                    0.5,
                    1.0,
                    float("inf"),
                    float("nan"),
                    -1.5,
                    -7.0,
                    float("nan"),
                    float("nan"),
                ],
            ),
            TensorInput(shape=[2, 3], dtype="float64", low=-3.0, high=3.0),
        ),
        "kwargs": {"upper": True, "left": False, "unitriangular": True},
    },
    "broadcast": {
        "args": (
            TensorInput(shape=[2, 1, 3, 3], dtype="float32", low=1.0, high=2.0),
            TensorInput(shape=[4, 3, 2], dtype="float32", low=-3.0, high=3.0),
        ),
        "kwargs": {"upper": True},
    },
    "broadcast_right": {
        "args": (
            TensorInput(shape=[3, 3], dtype="float64", low=1.0, high=2.0),
            TensorInput(shape=[2, 2, 4, 3], dtype="float64", low=-3.0, high=3.0),
        ),
        "kwargs": {"upper": False, "left": False},
    },
    "promoted": {
        "args": (
            TensorInput(
                shape=[3, 3],
                dtype="float32",
                values=[2.0, 100.0, -7.0, 0.5, -1.5, 9.0, 1.0, 0.25, 4.0],
            ),
            TensorInput(shape=[3, 2], dtype="float64", low=-3.0, high=3.0),
        ),
        "kwargs": {"upper": False},
    },
    "promoted_right": {
        "args": (
            TensorInput(
                shape=[3, 3],
                dtype="float64",
                values=[2.0, 100.0, -7.0, 0.5, -1.5, 9.0, 1.0, 0.25, 4.0],
            ),
            TensorInput(shape=[2, 3], dtype="float32", low=-3.0, high=3.0),
        ),
        "kwargs": {"upper": True, "left": False},
    },
    "one_by_one": {
        "args": (
            TensorInput(shape=[1, 1], dtype="float32", values=[-4.0]),
            TensorInput(shape=[1, 3], dtype="float32", low=-3.0, high=3.0),
        ),
        "kwargs": {"upper": True},
    },
    "empty_batch": {
        "args": (
            TensorInput(
                shape=[3, 3],
                dtype="float32",
                values=[2.0, 100.0, -7.0, 0.5, -1.5, 9.0, 1.0, 0.25, 4.0],
            ),
            TensorInput(shape=[0, 3, 2], dtype="float32", low=-3.0, high=3.0),
        ),
        "kwargs": {"upper": False},
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_linalg_solve_triangular(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::linalg_solve_triangular",
        **CASES[case],
        mapping="linalg_solve_triangular",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "linalg_solve_triangular.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::linalg_solve_triangular", {}))
def test_linalg_solve_triangular_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::linalg_solve_triangular",
        mapping="linalg_solve_triangular",
        dtype=dtype,
        dtypes=("float32", "float64"),
        opsets={"torchscript": (13, 17), "dynamo": (18,)},
        export=export,
    )
