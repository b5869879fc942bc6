"""Parity test of kthvalue: aten::kthvalue -> ONNX Identity + Shape + Size + TopK + Slice + Squeeze + Cast, with both exporters.

Generated from mappings/aten/kthvalue.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[3, 40], dtype="float32", low=-3.0, high=3.0),
            5,
            -1,
            False,
        ),
    },
    "dim0_keepdim": {
        "args": (
            TensorInput(shape=[30, 4], dtype="float64", low=-2.0, high=2.0),
            7,
            0,
            True,
        ),
    },
    "batched_3d": {
        "args": (
            TensorInput(shape=[2, 3, 9], dtype="float32", low=-2.0, high=2.0),
            2,
            1,
            False,
        ),
    },
    "first": {
        "args": (
            TensorInput(shape=[5, 6], dtype="int32", low=-1000000.0, high=1000000.0),
            1,
            1,
            False,
        ),
    },
    "nan_and_inf": {
        "args": (
            TensorInput(
                shape=[2, 6],
                dtype="float32",
                values=[
                    3.0,
                    float("nan"),
                    1.0,
                    float("inf"),
                    float("-inf"),
                    2.0,
                    -5.0,
                    0.5,
                    4.0,
                    1.5,
                    -1.0,
                    7.0,
                ],
            ),
            6,
            -1,
            False,
        ),
    },
    "inf_kth": {
        "args": (
            TensorInput(
                shape=[2, 6],
                dtype="float32",
                values=[
                    3.0,
                    float("nan"),
                    1.0,
                    float("inf"),
                    float("-inf"),
                    2.0,
                    -5.0,
                    0.5,
                    4.0,
                    1.5,
                    -1.0,
                    7.0,
                ],
            ),
            5,
            -1,
            False,
        ),
    },
    "single": {
        "args": (
            TensorInput(shape=[3, 1], dtype="float32", values=[2.5, -1.0, 4.0]),
            1,
            1,
            True,
        ),
    },
    "empty_batch": {
        "args": (
            TensorInput(shape=[0, 5], dtype="float32", low=0.0, high=1.0),
            2,
            1,
            False,
        ),
    },
    "scalar": {
        "args": (TensorInput(shape=[], dtype="float32", values=[3.0]), 1, 0, False),
    },
    "int8_unique": {
        "args": (
            TensorInput(
                shape=[2, 4],
                dtype="int8",
                values=[5, -3, 100, -128, 127, 0, 9, -7],
            ),
            3,
            -1,
            True,
        ),
    },
    "float16": {
        "args": (
            TensorInput(
                shape=[2, 4],
                dtype="float16",
                values=[1.5, -2.0, 0.25, 3.0, -0.5, 8.0, 6.5, -4.0],
            ),
            2,
            -1,
            False,
        ),
    },
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": {
        "cases": ("nan_and_inf", "inf_kth"),
        "kind": "differs",
        "reason": "OpenVINO's TopK leaves NaN where its comparisons, all false, happen to put it (below +inf, or first), where ONNX Runtime, the reference and torch order NaN above +inf",
        "link": "docs/runtime-limits.md#openvino-topk-order",
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_kthvalue(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::kthvalue",
        **CASES[case],
        mapping="kthvalue",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "kthvalue.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
        reference="opmapgen.runtime.references:stable_kthvalue",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::kthvalue", {}))
def test_kthvalue_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::kthvalue",
        mapping="kthvalue",
        dtype=dtype,
        dtypes=(
            "uint8",
            "int8",
            "int16",
            "int32",
            "int64",
            "float16",
            "bfloat16",
            "float32",
            "float64",
        ),
        opsets={"torchscript": (13, 17), "dynamo": (18,)},
        reference="opmapgen.runtime.references:stable_kthvalue",
        export=export,
    )
