"""Parity test of linalg_lu: aten::linalg_lu -> ONNX Identity + Shape + Gather + Slice + Min + Range + Unsqueeze + Squeeze + Mul + Reshape + IsNaN + Where + ReduceSum + Cast + Add + Less + Abs + ArgMax + Max + Equal + Div + Greater + And + Sub + LessOrEqual, with both exporters.

Generated from mappings/aten/linalg_lu.yaml by `opmapgen build`; do not edit.
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
        ),
    },
    "float64": {
        "args": (TensorInput(shape=[4, 4], dtype="float64", low=-2.0, high=2.0),),
    },
    "tall": {
        "args": (TensorInput(shape=[2, 6, 3], dtype="float32", low=-2.0, high=2.0),),
    },
    "wide": {"args": (TensorInput(shape=[3, 5], dtype="float64", low=-2.0, high=2.0),)},
    "batched": {
        "args": (TensorInput(shape=[2, 3, 5, 5], dtype="float32", low=-2.0, high=2.0),),
    },
    "singular": {
        "args": (
            TensorInput(
                shape=[3, 3],
                dtype="float32",
                values=[1.0, 0.0, 3.0, 2.0, 0.0, 6.0, 1.0, 0.0, 1.0],
            ),
        ),
    },
    "rank_one": {
        "args": (
            TensorInput(
                shape=[3, 3],
                dtype="float64",
                values=[1.0, 2.0, 3.0, 2.0, 4.0, 6.0, -1.0, -2.0, -3.0],
            ),
        ),
    },
    "ties": {
        "args": (
            TensorInput(
                shape=[4, 3],
                dtype="float32",
                values=[1.0, 2.0, 3.0, -1.0, 3.0, 1.0, 1.0, -1.0, 2.0, -1.0, 0.5, 4.0],
            ),
        ),
    },
    "swaps": {
        "args": (
            TensorInput(
                shape=[3, 3],
                dtype="float32",
                values=[0.0, 1.0, 0.0, 0.0, 0.0, 2.0, 3.0, 0.0, 0.0],
            ),
        ),
    },
    "one_by_one": {
        "args": (TensorInput(shape=[1, 1], dtype="float32", values=[-2.5]),),
    },
    "zero_one_by_one": {
        "args": (TensorInput(shape=[1, 1, 1], dtype="float32", values=[0.0]),),
    },
    "empty_batch": {
        "args": (TensorInput(shape=[0, 3, 3], dtype="float32", low=-2.0, high=2.0),),
    },
    "empty_matrix": {
        "args": (TensorInput(shape=[2, 0, 0], dtype="float32", low=-2.0, high=2.0),),
    },
    "large": {
        "args": (TensorInput(shape=[24, 24], dtype="float32", low=-1.0, high=1.0),),
    },
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": {
        "cases": ("empty_matrix",),
        "kind": "differs",
        "reason": "the dynamo exporter folds the row positions of a 0 x 0 matrix (Range(0, 0, 1)) to an empty constant, which OpenVINO's ONNX frontend reads as a scalar: P, compared with it, comes out [2, 1, 1] where torch gives [2, 0, 0]",
        "link": "docs/runtime-limits.md#openvino-empty-constant-is-a-scalar",
        "exporters": ("dynamo",),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_linalg_lu(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::linalg_lu",
        **CASES[case],
        mapping="linalg_lu",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "linalg_lu.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::linalg_lu", {}))
def test_linalg_lu_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::linalg_lu",
        mapping="linalg_lu",
        dtype=dtype,
        dtypes=("float32", "float64"),
        opsets={"torchscript": (13, 17), "dynamo": (18,)},
        export=export,
    )
