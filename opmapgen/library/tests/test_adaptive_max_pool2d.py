"""Parity test of adaptive_max_pool2d: aten::adaptive_max_pool2d -> ONNX Cast + Identity + Shape + Slice + Squeeze + Range + Mul + Div + Unsqueeze + Add + Sub + ReduceMax + Min + Gather + Transpose + Concat + Reshape + Equal + Not + ArgMax + Where + ReduceSum + Greater, with both exporters.

Generated from mappings/aten/adaptive_max_pool2d.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[2, 3, 10, 9], dtype="float32", low=-3.0, high=3.0),
            [4, 5],
        ),
    },
    "dividing": {
        "args": (
            TensorInput(shape=[2, 3, 10, 9], dtype="float32", low=-3.0, high=3.0),
            [5, 3],
        ),
    },
    "global_max": {
        "args": (
            TensorInput(shape=[2, 3, 10, 9], dtype="float32", low=-3.0, high=3.0),
            [1, 1],
        ),
    },
    "upsampling": {
        "args": (
            TensorInput(shape=[1, 2, 3, 4], dtype="float64", low=-3.0, high=3.0),
            [5, 7],
        ),
    },
    "unbatched": {
        "args": (
            TensorInput(shape=[3, 7, 11], dtype="float32", low=-3.0, high=3.0),
            [3, 4],
        ),
    },
    "large_bins": {
        "args": (
            TensorInput(shape=[1, 2, 40, 33], dtype="float32", low=-3.0, high=3.0),
            [3, 2],
        ),
    },
    "ties": {
        "args": (
            TensorInput(
                shape=[1, 5, 6],
                dtype="float32",
                values=[
                    0.0,
                    2.0,
                    2.0,
                    0.0,
                    1.0,
                    2.0,
                    1.0,
                    2.0,
                    2.0,
                    0.0,
                    2.0,
                    0.0,
                    1.0,
                    1.0,
                    2.0,
                    0.0,
                    0.0,
                    2.0,
                    1.0,
                    2.0,
                    2.0,
                    1.0,
                    1.0,
                    2.0,
                    0.0,
                    0.0,
                    2.0,
                    0.0,
                    2.0,
                    1.0,
                ],
            ),
            [3, 4],
        ),
    },
    "nan_inf": {
        "args": (
            TensorInput(
                shape=[1, 1, 4, 4],
                dtype="float32",
                values=[
                    1.0,
                    float("nan"),
                    3.0,
                    float("nan"),
                    float("nan"),
                    2.0,
                    5.0,
                    5.0,
                    4.0,
                    4.0,
                    float("-inf"),
                    float("-inf"),
                    7.0,
                    7.0,
                    float("-inf"),
                    float("-inf"),
                ],
            ),
            [2, 3],
        ),
    },
    "signed_zero": {
        "args": (
            TensorInput(
                shape=[1, 2, 3],
                dtype="float32",
                values=[-0.0, 0.0, 0.0, -0.0, 0.0, -0.0],
            ),
            [2, 2],
        ),
    },
    "float16": {
        "args": (
            TensorInput(shape=[1, 3, 5, 6], dtype="float16", low=-2.0, high=2.0),
            [3, 4],
        ),
    },
    "empty_batch": {
        "args": (
            TensorInput(shape=[0, 3, 5, 6], dtype="float32", low=0.0, high=1.0),
            [2, 4],
        ),
    },
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": {
        "cases": ("empty_batch",),
        "kind": "fails",
        "reason": "OpenVINO crashes (SIGFPE) on a Gather whose data is empty (here the rows of an input with an empty batch dim), where ONNX Runtime and the reference give an empty result: a Gather of indices [1, 3] along axis 1 of a [0, 5] float32 input kills its process (OpenVINO's CPU plugin, AVX-512 kernels); there is no way to select the bins' elements without a Gather",
        "link": "docs/runtime-limits.md#openvino-gather-empty-data-crashes",
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_adaptive_max_pool2d(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::adaptive_max_pool2d",
        **CASES[case],
        mapping="adaptive_max_pool2d",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "adaptive_max_pool2d.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::adaptive_max_pool2d", {}))
def test_adaptive_max_pool2d_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::adaptive_max_pool2d",
        mapping="adaptive_max_pool2d",
        dtype=dtype,
        dtypes=("float16", "bfloat16", "float32", "float64"),
        opsets={"torchscript": (13, 17, 20), "dynamo": (18,)},
        export=export,
    )
