"""Parity test of mode: aten::mode -> ONNX Identity + Shape + Size + Cast + Gather + TopK + Mul + Add + CumSum + Sub + Slice + Equal + Not + Concat + Where + Min + ArgMax + ReduceSum + Squeeze, with both exporters.

Generated from mappings/aten/mode.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[4, 12], dtype="int64", low=0.0, high=3.0),
            -1,
            False,
        ),
    },
    "dim0_keepdim": {
        "args": (TensorInput(shape=[9, 5], dtype="int32", low=-2.0, high=2.0), 0, True),
    },
    "batched_3d": {
        "args": (
            TensorInput(shape=[2, 7, 3], dtype="int8", low=-1.0, high=1.0),
            1,
            False,
        ),
    },
    "float_ties": {
        "args": (
            TensorInput(
                shape=[4, 6],
                dtype="float32",
                values=[
                    2.0,
                    1.0,
                    2.0,
                    1.0,
                    5.0,
                    5.0,
                    1.0,
                    1.0,
                    2.0,
                    2.0,
                    3.0,
                    1.0,
                    2.0,
                    3.0,
                    3.0,
                    0.5,
                    -0.0,
                    0.0,
                    7.0,
                    0.0,
                    -0.0,
                    7.0,
                    7.0,
                    8.0,
                ],
            ),
            -1,
            False,
        ),
    },
    "all_distinct": {
        "args": (
            TensorInput(shape=[3, 16], dtype="float64", low=-5.0, high=5.0),
            1,
            True,
        ),
    },
    "zeros_signed": {
        "args": (
            TensorInput(
                shape=[2, 4],
                dtype="float32",
                values=[0.0, -0.0, 0.0, -0.0, -0.0, 0.0, 0.0, -0.0],
            ),
            -1,
            False,
        ),
    },
    "bool": {
        "args": (TensorInput(shape=[5, 9], dtype="bool", low=0.0, high=1.0), -1, False),
    },
    "uint8": {
        "args": (
            TensorInput(shape=[3, 16], dtype="uint8", low=250.0, high=255.0),
            -1,
            False,
        ),
    },
    "int32_extremes": {
        "args": (
            TensorInput(
                shape=[2, 4],
                dtype="int32",
                values=[-2147483648, 2147483647, -2147483648, 2147483647, 0, 0, 0, 5],
            ),
            -1,
            False,
        ),
    },
    "float16": {
        "args": (
            TensorInput(
                shape=[2, 4],
                dtype="float16",
                values=[1.5, -2.0, 1.5, 0.25, -2.0, 65504.0, 65504.0, 0.25],
            ),
            -1,
            False,
        ),
    },
    "inf": {
        "args": (
            TensorInput(
                shape=[2, 4],
                dtype="float32",
                values=[
                    float("inf"),
                    float("-inf"),
                    float("inf"),
                    1.0,
                    float("-inf"),
                    float("-inf"),
                    float("inf"),
                    2.0,
                ],
            ),
            -1,
            False,
        ),
    },
    "nan_rows": {
        "args": (
            TensorInput(
                shape=[3, 4],
                dtype="float32",
                values=[
                    float("nan"),
                    float("nan"),
                    float("nan"),
                    float("nan"),
                    1.0,
                    float("nan"),
                    float("nan"),
                    2.0,
                    3.0,
                    2.0,
                    float("nan"),
                    5.0,
                ],
            ),
            -1,
            False,
        ),
    },
    "single": {
        "args": (
            TensorInput(shape=[3, 1], dtype="float32", values=[2.5, -1.0, 4.0]),
            1,
            False,
        ),
    },
    "empty_batch": {
        "args": (
            TensorInput(shape=[0, 5], dtype="float32", low=0.0, high=1.0),
            1,
            False,
        ),
    },
    "scalar": {"args": (TensorInput(shape=[], dtype="float32", values=[3.0]), 0, True)},
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": (
        {
            "cases": ("spec", "dim0_keepdim", "bool", "uint8"),
            "kind": "differs",
            "reason": "OpenVINO's TopK does not put the lower index first among equal values, which the ONNX specification asks for: the index picked as the last occurrence of the mode value is another occurrence of it",
            "link": "docs/runtime-limits.md#openvino-topk-order",
        },
        {
            "cases": ("nan_rows",),
            "kind": "differs",
            "reason": "OpenVINO's TopK leaves NaN where its comparisons, all false, happen to put it (below +inf, or first), where ONNX Runtime, the reference and torch order NaN above +inf, and its NaNs in another order: the index picked differs",
            "link": "docs/runtime-limits.md#openvino-topk-order",
        },
        {
            "cases": ("batched_3d",),
            "kind": "differs",
            "reason": "OpenVINO's compiled model gives 0 for the values and indices of the second batch row of this [2, 7, 3] int8 input (dim 1), where ONNX Runtime and the reference give eager's; with the graph's intermediate values also made outputs it gives the right values, so the fault lies in how OpenVINO compiles the graph (not isolated further); its TopK's order of ties changes the first row's indices too",
            "link": None,
        },
    ),
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_mode(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::mode",
        **CASES[case],
        mapping="mode",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "mode.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
        reference="opmapgen.runtime.references:last_mode",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::mode", {}))
def test_mode_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::mode",
        mapping="mode",
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
        opsets={"torchscript": (13, 17), "dynamo": (18,)},
        reference="opmapgen.runtime.references:last_mode",
        export=export,
    )
