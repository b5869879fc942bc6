"""Parity test of lu_solve: aten::lu_solve -> ONNX Shape + Gather + Range + Unsqueeze + Cast + Sub + Greater + Equal + Where + LessOrEqual + IsNaN + ReduceSum + Add + Identity + Mul + Reshape + Slice + Squeeze + MatMul + Div, with both exporters.

Generated from mappings/aten/lu_solve.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[3, 2], dtype="float32", low=-2.0, high=2.0),
            TensorInput(
                shape=[3, 3],
                dtype="float32",
                values=[4.0, 1.0, 0.5, 0.25, 3.0, -1.0, 0.2, -0.5, 5.0],
            ),
            TensorInput(shape=[3], dtype="int32", values=[1, 3, 3]),
        ),
    },
    "float64": {
        "args": (
            TensorInput(shape=[2, 4, 3], dtype="float64", low=-2.0, high=2.0),
            TensorInput(shape=[2, 4, 4], dtype="float64", low=-2.0, high=2.0),
            TensorInput(shape=[2, 4], dtype="int32", values=[4, 2, 4, 4, 1, 3, 3, 4]),
        ),
    },
    "broadcast": {
        "args": (
            TensorInput(shape=[3, 2, 4], dtype="float32", low=-2.0, high=2.0),
            TensorInput(
                shape=[2, 1, 2, 2],
                dtype="float32",
                values=[4.0, 1.0, 0.5, 3.0, -2.0, 0.5, 0.25, 5.0],
            ),
            TensorInput(shape=[2, 1, 2], dtype="int32", values=[2, 2, 1, 2]),
        ),
    },
    "one_by_one": {
        "args": (
            TensorInput(shape=[1, 3], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[1, 1], dtype="float32", values=[-2.5]),
            TensorInput(shape=[1], dtype="int32", values=[1]),
        ),
    },
    "empty_batch": {
        "args": (
            TensorInput(shape=[0, 3, 2], dtype="float32", low=-2.0, high=2.0),
            TensorInput(
                shape=[3, 3],
                dtype="float32",
                values=[4.0, 1.0, 0.5, 0.25, 3.0, -1.0, 0.2, -0.5, 5.0],
            ),
            TensorInput(shape=[3], dtype="int32", values=[1, 3, 3]),
        ),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_lu_solve(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::lu_solve",
        **CASES[case],
        mapping="lu_solve",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "lu_solve.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::lu_solve", {}))
def test_lu_solve_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::lu_solve",
        mapping="lu_solve",
        dtype=dtype,
        dtypes=("float32", "float64", "int32"),
        by_input={
            "input": ("float32", "float64"),
            "LU_data": ("float32", "float64"),
            "LU_pivots": ("int32",),
        },
        opsets={"torchscript": (13, 17), "dynamo": (18,)},
        export=export,
    )
