"""Parity test of div_mode: aten::div.Tensor_mode -> ONNX Cast + Div + Mul + IsInf + Sub + Where + Less + Ceil + Floor + Identity + Mod + Equal + Not + And + Greater + Add, with both exporters.

Generated from mappings/aten/div_mode.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[3, 4], dtype="float32", low=-9.0, high=9.0),
            TensorInput(shape=[3, 4], dtype="float32", low=0.5, high=4.0),
        ),
        "kwargs": {"rounding_mode": "trunc"},
    },
    "trunc_edges": {
        "args": (
            TensorInput(
                shape=[7],
                dtype="float32",
                values=[float("inf"), float("nan"), -0.5, 1e30, -7.0, 5.0, 0.0],
            ),
            TensorInput(
                shape=[7],
                dtype="float32",
                values=[2.0, 1.0, 4.0, 1e-10, 2.0, 0.0, 0.0],
            ),
        ),
        "kwargs": {"rounding_mode": "trunc"},
    },
    "floor": {
        "args": (
            TensorInput(
                shape=[8],
                dtype="float32",
                values=[-3.0, 3.0, 7.5, -0.5, 1.0, float("inf"), 0.0, 5.0],
            ),
            TensorInput(
                shape=[8],
                dtype="float32",
                values=[2.0, -2.0, 0.5, 4.0, 0.0, 2.0, -3.0, float("inf")],
            ),
        ),
        "kwargs": {"rounding_mode": "floor"},
    },
    "float16_trunc": {
        "args": (
            TensorInput(
                shape=[6],
                dtype="float16",
                values=[5.3555, -4.3047, -9.2031, 1.0, -1.0, 0.0],
            ),
            TensorInput(
                shape=[6],
                dtype="float16",
                values=[0.003, 0.0148, -0.5415, 0.0, 0.0, 0.0],
            ),
        ),
        "kwargs": {"rounding_mode": "trunc"},
    },
    "int_trunc": {
        "args": (
            TensorInput(shape=[6], dtype="int64", values=[-3, 3, -3, 3, 0, -7]),
            TensorInput(shape=[6], dtype="int64", values=[2, 2, -2, -2, -5, 7]),
        ),
        "kwargs": {"rounding_mode": "trunc"},
    },
    "int8_floor": {
        "args": (
            TensorInput(shape=[4], dtype="int8", values=[-128, -7, 7, 100]),
            TensorInput(shape=[4], dtype="int8", values=[-1, 2, -2, 3]),
        ),
        "kwargs": {"rounding_mode": "floor"},
    },
    "true_division": {
        "args": (
            TensorInput(shape=[4], dtype="int32", values=[7, -7, 1, 0]),
            TensorInput(shape=[4], dtype="int32", values=[2, 2, 3, 5]),
        ),
        "kwargs": {"rounding_mode": None},
    },
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": (
        {
            "cases": ("floor",),
            "kind": "differs",
            "reason": "OpenVINO's Mod with fmod=1 gives NaN for a finite dividend and an infinite divisor (fmod(5, inf) is 5), so 5 // inf, 0 in torch, comes out NaN",
            "link": "docs/runtime-limits.md#openvino-mod-fmod",
        },
        {
            "cases": (),
            "kind": "differs",
            "reason": "OpenVINO computes float64 in float32 and turns infinities into ±3.4e38 (FLT_MAX), so the quotient of two infinities, NaN in torch, comes out ±0.99999994 (FLT_MAX / FLT_MAX)",
            "link": "docs/runtime-limits.md#openvino-float64-infinity",
            "opinfo": ("float64",),
        },
    ),
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 11), ("torchscript", 17), ("dynamo", 18)],
)
def test_div_mode(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::div.Tensor_mode",
        **CASES[case],
        mapping="div_mode",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "div_mode.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::div.Tensor_mode", {}))
def test_div_mode_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::div.Tensor_mode",
        mapping="div_mode",
        dtype=dtype,
        dtypes=(
            "float16",
            "float32",
            "float64",
            "uint8",
            "int8",
            "int16",
            "int32",
            "int64",
        ),
        opsets={"torchscript": (11, 17), "dynamo": (18,)},
        delegates=True,
        runtime_limits=RUNTIME_LIMITS,
        export=export,
    )
