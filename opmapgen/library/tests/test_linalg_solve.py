"""Parity test of linalg_solve: aten::linalg_solve -> ONNX com.microsoft::Inverse + Unsqueeze + MatMul + Squeeze, with both exporters.

Generated from mappings/aten/linalg_solve.yaml by `opmapgen build`; do not edit.
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
        "kwargs": {"left": True},
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
    "vector": {
        "args": (
            TensorInput(
                shape=[3, 3],
                dtype="float32",
                values=[4.0, 1.0, 0.5, 1.0, 3.0, -1.0, 0.2, -0.5, 5.0],
            ),
            TensorInput(shape=[3], dtype="float32", low=-3.0, high=3.0),
        ),
        "kwargs": {"left": True},
    },
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "reference": {
        "cases": (),
        "kind": "fails",
        "reason": "ours: the portable body of com.microsoft::Inverse (mappings/aten/linalg_inv.yaml), which the reference runs, cannot take an empty (0 x 0) matrix below opset 14, where Reshape has no allowzero: it flattens the batch with opset 9's Reshape, which reads a 0 in the shape as \"copy this dimension\" (ONNX Runtime runs its own kernel and inverts it); from opset 14 the body's Reshape keeps empty dims (allowzero)",
        "link": "docs/runtime-limits.md#reference-opinfo-samples",
        "below_opset": 14,
        "opinfo": ("float32", "float64"),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_linalg_solve(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::linalg_solve",
        **CASES[case],
        mapping="linalg_solve",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "linalg_solve.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::linalg_solve", {}))
def test_linalg_solve_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::linalg_solve",
        mapping="linalg_solve",
        dtype=dtype,
        dtypes=("float32", "float64"),
        opsets={"torchscript": (13, 17), "dynamo": (18,)},
        runtime_limits=RUNTIME_LIMITS,
        export=export,
    )
