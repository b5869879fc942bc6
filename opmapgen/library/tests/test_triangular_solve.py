"""Parity test of triangular_solve: aten::triangular_solve -> ONNX Shape + Gather + Range + Unsqueeze + Less + Equal + Cast + Where + LessOrEqual + Greater + GreaterOrEqual + Einsum + Identity + Mul + Reshape + Sub + Add + IsNaN + ReduceSum + Slice + MatMul + Div, with both exporters.

Generated from mappings/aten/triangular_solve.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[3, 2], dtype="float32", low=-3.0, high=3.0),
            TensorInput(
                shape=[3, 3],
                dtype="float32",
                values=[2.0, 0.5, 1.0, 100.0, -1.5, 0.25, -7.0, 9.0, 4.0],
            ),
        ),
    },
    "lower": {
        "args": (
            TensorInput(shape=[2, 4, 3], dtype="float64", low=-3.0, high=3.0),
            TensorInput(
                shape=[4, 4],
                dtype="float64",
                values=[
                    2.0,
                    100.0,
                    -7.0,
                    -3.0,
                    0.5,
                    -1.5,
                    9.0,
                    8.0,
                    1.0,
                    0.25,
                    4.0,
                    float("-inf"),
                    0.75,
                    -2.0,
                    0.5,
                    0.5,
                ],
            ),
            False,
        ),
    },
    "upper_transposed": {
        "args": (
            TensorInput(shape=[3, 4], dtype="float32", low=-3.0, high=3.0),
            TensorInput(
                shape=[3, 3],
                dtype="float32",
                values=[2.0, 0.5, 1.0, float("inf"), -1.5, 0.25, -7.0, 9.0, 4.0],
            ),
        ),
        "kwargs": {"transpose": True},
    },
    "lower_transposed": {
        "args": (
            TensorInput(shape=[2, 3, 1], dtype="float32", low=-3.0, high=3.0),
            TensorInput(
                shape=[2, 3, 3],
                dtype="float32",
                values=[
                    2.0,
                    100.0,
                    -7.0,
                    0.5,
                    -1.5,
                    9.0,
                    1.0,
                    0.25,
                    4.0,
                    3.0,
                    1e30,
                    5.0,
                    -1.0,
                    2.0,
                    -6.0,
                    0.5,
                    1.5,
                    -2.5,
                ],
            ),
            False,
            True,
        ),
    },
    "unit_upper": {
        "args": (
            TensorInput(shape=[3, 2], dtype="float64", low=-3.0, high=3.0),
            TensorInput(
                shape=[3, 3],
                dtype="float64",
                values=[
                    float("nan"),
                    0.5,
                    1.0,
                    100.0,
                    float("nan"),
                    -1.5,
                    -7.0,
                    9.0,
                    float("nan"),
                ],
            ),
        ),
        "kwargs": {"unitriangular": True},
    },
    "unit_lower_transposed": {
        "args": (
            TensorInput(shape=[3, 2], dtype="float32", low=-3.0, high=3.0),
            TensorInput(
                shape=[3, 3],
                dtype="float32",
                values=[
                    float("nan"),
                    100.0,
                    -7.0,
                    0.5,
                    float("nan"),
                    9.0,
                    1.0,
                    0.25,
                    float("nan"),
                ],
            ),
            False,
            True,
            True,
        ),
    },
    "broadcast": {
        "args": (
            TensorInput(shape=[4, 3, 2], dtype="float32", low=-3.0, high=3.0),
            TensorInput(shape=[2, 1, 3, 3], dtype="float32", low=1.0, high=2.0),
        ),
    },
    "one_by_one": {
        "args": (
            TensorInput(shape=[1, 3], dtype="float32", low=-3.0, high=3.0),
            TensorInput(shape=[1, 1], dtype="float32", values=[-4.0]),
        ),
    },
    "empty_batch": {
        "args": (
            TensorInput(shape=[2, 0, 3, 2], dtype="float32", low=-3.0, high=3.0),
            TensorInput(
                shape=[3, 3],
                dtype="float32",
                values=[2.0, 0.5, 1.0, 100.0, -1.5, 0.25, -7.0, 9.0, 4.0],
            ),
        ),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_triangular_solve(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::triangular_solve",
        **CASES[case],
        mapping="triangular_solve",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "triangular_solve.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::triangular_solve", {}))
def test_triangular_solve_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::triangular_solve",
        mapping="triangular_solve",
        dtype=dtype,
        dtypes=("float32", "float64"),
        opsets={"torchscript": (13, 17), "dynamo": (18,)},
        export=export,
    )
