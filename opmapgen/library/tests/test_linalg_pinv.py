"""Parity test of linalg_pinv: aten::linalg_pinv.atol_rtol_tensor -> ONNX Shape + Cast + Slice + Concat + Expand + Gather + Min + Max + Reshape + Range + Unsqueeze + GreaterOrEqual + Transpose + Where + Identity + Sub + Pad + Greater + Equal + Less + Mul + ReduceSum + ArgMax + Sqrt + Div + Add + Mod + GatherElements + Abs + MatMul + TopK, with both exporters.

Generated from mappings/aten/linalg_pinv.yaml by `opmapgen build`; do not edit.
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
                shape=[4, 4],
                dtype="float32",
                values=[
                    4.0,
                    1.0,
                    -2.0,
                    2.0,
                    1.0,
                    2.0,
                    0.0,
                    1.0,
                    -2.0,
                    0.0,
                    3.0,
                    -2.0,
                    2.0,
                    1.0,
                    -2.0,
                    -1.0,
                ],
            ),
        ),
        "kwargs": {"atol": None, "rtol": None},
    },
    "one_by_one": {
        "args": (TensorInput(shape=[1, 1], dtype="float32", values=[-3.0]),),
        "kwargs": {"atol": None, "rtol": None},
    },
    "tall_batch": {
        "args": (TensorInput(shape=[2, 3, 6, 3], dtype="float32", low=-2.0, high=2.0),),
        "kwargs": {"atol": None, "rtol": None},
    },
    "wide": {
        "args": (TensorInput(shape=[2, 3, 7], dtype="float32", low=-2.0, high=2.0),),
        "kwargs": {"atol": None, "rtol": None},
    },
    "float64_odd": {
        "args": (TensorInput(shape=[3, 5, 5], dtype="float64", low=-2.0, high=2.0),),
        "kwargs": {"atol": None, "rtol": None},
    },
    "rank_deficient": {
        "args": (
            TensorInput(
                shape=[4, 3],
                dtype="float32",
                values=[1.0, 2.0, 3.0, 2.0, 4.0, 6.0, 1.0, 0.0, 1.0, 2.0, 2.0, 4.0],
            ),
        ),
        "kwargs": {"atol": None, "rtol": None},
    },
    "zeros": {
        "args": (
            TensorInput(
                shape=[2, 3],
                dtype="float32",
                values=[0.0, 0.0, 0.0, 0.0, 0.0, 0.0],
            ),
        ),
        "kwargs": {"atol": None, "rtol": None},
    },
    "hermitian": {
        "args": (TensorInput(shape=[2, 4, 4], dtype="float32", low=-2.0, high=2.0),),
        "kwargs": {"atol": None, "rtol": None, "hermitian": True},
    },
    "atol_cuts": {
        "args": (
            TensorInput(
                shape=[4, 3],
                dtype="float32",
                values=[3.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.01, 1.0, 1.0, 1.0],
            ),
        ),
        "kwargs": {"atol": TensorInput(dtype="float32", values=[0.7]), "rtol": None},
    },
    "rtol_by_matrix": {
        "args": (
            TensorInput(
                shape=[2, 2, 2],
                dtype="float32",
                values=[2.0, 0.0, 0.0, 0.5, 1.0, 0.0, 0.0, 0.5],
            ),
        ),
        "kwargs": {
            "atol": None,
            "rtol": TensorInput(shape=[2], dtype="float64", values=[0.3, 0.1]),
        },
    },
    "empty_batch": {
        "args": (TensorInput(shape=[0, 3, 4], dtype="float32", low=0.0, high=1.0),),
        "kwargs": {"atol": None, "rtol": None},
    },
    "no_columns": {
        "args": (TensorInput(shape=[2, 3, 0], dtype="float32", low=0.0, high=1.0),),
        "kwargs": {"atol": None, "rtol": None},
    },
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": (
        {
            "cases": ("empty_batch", "no_columns"),
            "kind": "differs",
            "reason": "OpenVINO reads a constant with no elements as a scalar: the dynamo exporter folds the empty result of an input of static shape to an empty initializer, which OpenVINO gives as shape [] instead of [..., 0]",
            "link": "docs/runtime-limits.md#openvino-empty-constant-is-a-scalar",
            "exporters": ("dynamo",),
        },
        {
            "cases": (),
            "kind": "fails",
            "reason": "OpInfo's samples of a matrix with no columns ([3, 0], [50, 0]), exported with dynamic sizes, take the general path: the products of the transposed singular vectors (a Transpose OpenVINO fuses into the MatMul) meet an empty operand, and OpenVINO's CPU plugin fails with \"object is not initialized\"",
            "link": "docs/runtime-limits.md#openvino-empty-matmul",
            "opinfo": ("float32", "float64"),
        },
        {
            "cases": (),
            "kind": "differs",
            "reason": "OpenVINO computes the float64 graph in float32: OpInfo's rank-deficient samples (a [3, 1] by [1, 3] product, ...) leave singular values that are zero in float64 at float32's rounding (1e-7 of the largest), above float64's default rtol (eps * max(m, n)), so they are kept and inverted (entries of 1e7 where eager's are of order 1)",
            "link": "docs/runtime-limits.md#openvino-float64-precision",
            "opinfo": ("float64",),
        },
    ),
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 14), ("torchscript", 17), ("dynamo", 18)],
)
def test_linalg_pinv(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::linalg_pinv.atol_rtol_tensor",
        **CASES[case],
        mapping="linalg_pinv",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "linalg_pinv.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize(
    "dtype",
    dtype_params("aten::linalg_pinv.atol_rtol_tensor", {}),
)
def test_linalg_pinv_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::linalg_pinv.atol_rtol_tensor",
        mapping="linalg_pinv",
        dtype=dtype,
        dtypes=("float32", "float64"),
        opsets={"torchscript": (14, 17, 20), "dynamo": (18,)},
        delegates=True,
        runtime_limits=RUNTIME_LIMITS,
        export=export,
    )
