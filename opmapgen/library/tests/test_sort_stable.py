"""Parity test of sort_stable: aten::sort.stable -> ONNX Identity + Shape + Size + Gather + Cast + TopK, with both exporters.

Generated from mappings/aten/sort_stable.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (TensorInput(shape=[3, 40], dtype="int8", low=-2.0, high=2.0),),
        "kwargs": {"stable": True, "dim": -1, "descending": False},
    },
    "descending_dim0": {
        "args": (TensorInput(shape=[30, 4], dtype="int64", low=-2.0, high=2.0),),
        "kwargs": {"stable": True, "dim": 0, "descending": True},
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
                    float("nan"),
                    2.0,
                    -0.0,
                    0.0,
                    1.0,
                    3.0,
                    float("nan"),
                ],
            ),
        ),
        "kwargs": {"stable": True, "dim": -1, "descending": True},
    },
    "float16_ties": {
        "args": (
            TensorInput(
                shape=[2, 10],
                dtype="float16",
                values=[
                    1.5,
                    -2.0,
                    1.5,
                    0.0,
                    -2.0,
                    1.5,
                    0.0,
                    0.0,
                    7.0,
                    1.5,
                    0.5,
                    0.5,
                    -1.0,
                    0.5,
                    -1.0,
                    0.5,
                    0.5,
                    2.0,
                    -1.0,
                    0.5,
                ],
            ),
        ),
        "kwargs": {"stable": True, "dim": -1, "descending": False},
    },
    "bool": {
        "args": (TensorInput(shape=[4, 25], dtype="bool", low=0.0, high=1.0),),
        "kwargs": {"stable": True, "dim": -1, "descending": False},
    },
    "scalar": {
        "args": (TensorInput(shape=[], dtype="float32", values=[3.0]),),
        "kwargs": {"stable": True, "dim": 0, "descending": True},
    },
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": (
        {
            "cases": ("spec", "descending_dim0", "float16_ties"),
            "kind": "differs",
            "reason": "OpenVINO's TopK does not put the lower index first among equal values, which the ONNX specification asks for and torch's stable sort gives: the indices of ties differ",
            "link": "docs/runtime-limits.md#openvino-topk-order",
            "opinfo": ("uint8", "int8", "float16", "bfloat16"),
        },
        {
            "cases": ("nan_and_inf",),
            "kind": "differs",
            "reason": "OpenVINO's TopK leaves NaN where its comparisons, all false, happen to put it (below +inf, or first), where ONNX Runtime, the reference and torch order NaN above +inf",
            "link": "docs/runtime-limits.md#openvino-topk-order",
        },
        {
            "cases": ("bool",),
            "kind": "fails",
            "reason": 'OpenVINO refuses a TopK of uint8 whose values are cast to bool ("Default output not supported"), which is how bool sorts',
            "link": "docs/runtime-limits.md#openvino-topk-uint8-to-bool",
            "opinfo": ("bool",),
        },
    ),
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 11), ("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_sort_stable(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::sort.stable",
        **CASES[case],
        mapping="sort_stable",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "sort_stable.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
        reference="opmapgen.runtime.references:stable_sort",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::sort.stable", {}))
def test_sort_stable_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::sort.stable",
        mapping="sort_stable",
        dtype=dtype,
        dtypes=(
            "bool",
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
        opsets={"torchscript": (11, 13, 17), "dynamo": (18,)},
        dtype_opsets={"bfloat16": 13},
        reference="opmapgen.runtime.references:stable_sort",
        runtime_limits=RUNTIME_LIMITS,
        export=export,
    )
