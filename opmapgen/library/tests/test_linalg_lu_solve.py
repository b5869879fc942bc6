"""Parity test of linalg_lu_solve: aten::linalg_lu_solve -> ONNX Shape + Gather + Range + Unsqueeze + Cast + Sub + Greater + Equal + Where + LessOrEqual + Einsum + IsNaN + ReduceSum + Add + Identity + Mul + Reshape + Slice + Squeeze + MatMul + Div, with both exporters.

Generated from mappings/aten/linalg_lu_solve.yaml by `opmapgen build`; do not edit.
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
                values=[4.0, 1.0, 0.5, 0.25, 3.0, -1.0, 0.2, -0.5, 5.0],
            ),
            TensorInput(shape=[3], dtype="int32", values=[1, 3, 3]),
            TensorInput(shape=[3, 2], dtype="float32", low=-2.0, high=2.0),
        ),
    },
    "adjoint": {
        "args": (
            TensorInput(
                shape=[3, 3],
                dtype="float32",
                values=[4.0, 1.0, 0.5, 0.25, 3.0, -1.0, 0.2, -0.5, 5.0],
            ),
            TensorInput(shape=[3], dtype="int32", values=[1, 3, 3]),
            TensorInput(shape=[3, 2], dtype="float32", low=-2.0, high=2.0),
        ),
        "kwargs": {"adjoint": True},
    },
    "right": {
        "args": (
            TensorInput(
                shape=[3, 3],
                dtype="float32",
                values=[4.0, 1.0, 0.5, 0.25, 3.0, -1.0, 0.2, -0.5, 5.0],
            ),
            TensorInput(shape=[3], dtype="int32", values=[2, 2, 3]),
            TensorInput(shape=[4, 3], dtype="float32", low=-2.0, high=2.0),
        ),
        "kwargs": {"left": False},
    },
    "right_adjoint": {
        "args": (
            TensorInput(
                shape=[3, 3],
                dtype="float64",
                values=[4.0, 1.0, 0.5, 0.25, 3.0, -1.0, 0.2, -0.5, 5.0],
            ),
            TensorInput(shape=[3], dtype="int32", values=[3, 2, 3]),
            TensorInput(shape=[2, 4, 3], dtype="float64", low=-2.0, high=2.0),
        ),
        "kwargs": {"left": False, "adjoint": True},
    },
    "broadcast": {
        "args": (
            TensorInput(
                shape=[2, 1, 2, 2],
                dtype="float64",
                values=[4.0, 1.0, 0.5, 3.0, -2.0, 0.5, 0.25, 5.0],
            ),
            TensorInput(shape=[2, 1, 2], dtype="int32", values=[2, 2, 1, 2]),
            TensorInput(shape=[3, 2, 4], dtype="float64", low=-2.0, high=2.0),
        ),
    },
    "broadcast_adjoint": {
        "args": (
            TensorInput(
                shape=[2, 1, 2, 2],
                dtype="float32",
                values=[4.0, 1.0, 0.5, 3.0, -2.0, 0.5, 0.25, 5.0],
            ),
            TensorInput(shape=[2, 1, 2], dtype="int32", values=[2, 2, 1, 2]),
            TensorInput(shape=[3, 2, 4], dtype="float32", low=-2.0, high=2.0),
        ),
        "kwargs": {"adjoint": True},
    },
    "broadcast_right": {
        "args": (
            TensorInput(
                shape=[2, 1, 2, 2],
                dtype="float32",
                values=[4.0, 1.0, 0.5, 3.0, -2.0, 0.5, 0.25, 5.0],
            ),
            TensorInput(shape=[2, 1, 2], dtype="int32", values=[2, 2, 1, 2]),
            TensorInput(shape=[3, 4, 2], dtype="float32", low=-2.0, high=2.0),
        ),
        "kwargs": {"left": False},
    },
    "one_by_one": {
        "args": (
            TensorInput(shape=[1, 1], dtype="float32", values=[-2.5]),
            TensorInput(shape=[1], dtype="int32", values=[1]),
            TensorInput(shape=[1, 3], dtype="float32", low=-2.0, high=2.0),
        ),
    },
    "empty_batch": {
        "args": (
            TensorInput(
                shape=[3, 3],
                dtype="float32",
                values=[4.0, 1.0, 0.5, 0.25, 3.0, -1.0, 0.2, -0.5, 5.0],
            ),
            TensorInput(shape=[3], dtype="int32", values=[1, 3, 3]),
            TensorInput(shape=[0, 3, 2], dtype="float32", low=-2.0, high=2.0),
        ),
    },
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": {
        "cases": (),
        "kind": "fails",
        "reason": "OpInfo's sample of a B with no columns ([1, 0]) with adjoint=True: the rows of the transposed U (an Einsum, which OpenVINO makes a Transpose and fuses into the MatMul) meet an empty operand, and OpenVINO's CPU plugin fails with \"object is not initialized\"",
        "link": "docs/runtime-limits.md#openvino-empty-matmul",
        "exporters": ("torchscript",),
        "opinfo": ("float32", "float64"),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_linalg_lu_solve(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::linalg_lu_solve",
        **CASES[case],
        mapping="linalg_lu_solve",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "linalg_lu_solve.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::linalg_lu_solve", {}))
def test_linalg_lu_solve_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::linalg_lu_solve",
        mapping="linalg_lu_solve",
        dtype=dtype,
        dtypes=("float32", "float64", "int32"),
        by_input={
            "LU": ("float32", "float64"),
            "pivots": ("int32",),
            "B": ("float32", "float64"),
        },
        opsets={"torchscript": (13, 17), "dynamo": (18,)},
        runtime_limits=RUNTIME_LIMITS,
        export=export,
    )
