"""Parity test of svd: aten::svd -> ONNX Shape + Slice + Min + Cast + Concat + Expand + Gather + Max + Reshape + Sub + Pad + Greater + Transpose + Where + Range + Unsqueeze + Equal + Less + Mul + ReduceSum + ArgMax + Sqrt + Div + GreaterOrEqual + Add + Mod + GatherElements + Abs + MatMul + TopK + Sign, with both exporters.

Generated from mappings/aten/svd.yaml by `opmapgen build`; do not edit.
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
            True,
            True,
        ),
    },
    "one_by_one": {
        "args": (TensorInput(shape=[1, 1], dtype="float32", values=[-3.0]), True, True),
    },
    "tall_batch": {
        "args": (
            TensorInput(shape=[2, 3, 6, 3], dtype="float32", low=-2.0, high=2.0),
            True,
            True,
        ),
    },
    "wide": {
        "args": (
            TensorInput(shape=[2, 3, 7], dtype="float32", low=-2.0, high=2.0),
            True,
            True,
        ),
    },
    "row": {
        "args": (
            TensorInput(shape=[1, 5], dtype="float32", low=-2.0, high=2.0),
            True,
            True,
        ),
    },
    "column": {
        "args": (
            TensorInput(shape=[4, 1], dtype="float32", low=-2.0, high=2.0),
            True,
            True,
        ),
    },
    "float64_odd": {
        "args": (
            TensorInput(shape=[3, 5, 5], dtype="float64", low=-2.0, high=2.0),
            True,
            True,
        ),
    },
    "float64_wide": {
        "args": (
            TensorInput(shape=[2, 4, 9], dtype="float64", low=-2.0, high=2.0),
            True,
            True,
        ),
    },
    "some_false": {
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
            False,
            True,
        ),
    },
    "some_false_tall": {
        "args": (
            TensorInput(shape=[5, 3], dtype="float32", low=-2.0, high=2.0),
            False,
            True,
        ),
        "refused": "some=False is not mapped for a matrix that is not square",
    },
    "no_uv_tall": {
        "args": (
            TensorInput(shape=[2, 6, 3], dtype="float32", low=-2.0, high=2.0),
            True,
            False,
        ),
    },
    "no_uv_wide_full": {
        "args": (
            TensorInput(shape=[3, 7], dtype="float64", low=-2.0, high=2.0),
            False,
            False,
        ),
    },
    "rank_deficient": {
        "args": (
            TensorInput(
                shape=[4, 3],
                dtype="float32",
                values=[1.0, 2.0, 3.0, 2.0, 4.0, 6.0, 1.0, 0.0, 1.0, 2.0, 2.0, 4.0],
            ),
            True,
            False,
        ),
    },
    "empty_batch": {
        "args": (
            TensorInput(shape=[0, 3, 4], dtype="float32", low=0.0, high=1.0),
            True,
            True,
        ),
    },
    "no_columns": {
        "args": (
            TensorInput(shape=[2, 3, 0], dtype="float32", low=0.0, high=1.0),
            True,
            True,
        ),
    },
    "no_columns_no_uv": {
        "args": (
            TensorInput(shape=[2, 3, 0], dtype="float32", low=0.0, high=1.0),
            True,
            False,
        ),
    },
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": {
        "cases": ("tall_batch",),
        "kind": "differs",
        "reason": "OpenVINO computes the float64 graph in float32: entries of the left singular vectors come out beyond torch.testing's float32 tolerance from eager's (ONNX Runtime and the reference match eager), as linalg_svd's",
        "link": "docs/runtime-limits.md#openvino-float64-precision",
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [
        ("torchscript", 14),
        ("torchscript", 17),
        pytest.param(
            "dynamo",
            18,
            marks=pytest.mark.skip(
                reason="the dynamo exporter decomposes torch.svd (CompositeImplicitAutograd) into linalg_svd (or linalg_svdvals and zeros for compute_uv=False), which mappings/aten/linalg_svd.yaml and linalg_svdvals.yaml map: it exports through them already",
            ),
        ),
    ],
)
def test_svd(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::svd",
        **CASES[case],
        mapping="svd",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "svd.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
        reference="opmapgen.runtime.references:signed_svd_v",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::svd", {}))
def test_svd_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::svd",
        mapping="svd",
        dtype=dtype,
        dtypes=("float32", "float64"),
        opsets={"torchscript": (14, 17, 20), "dynamo": ()},
        reference="opmapgen.runtime.references:signed_svd_v",
        export=export,
    )
