"""Parity test of float_power_scalar: aten::float_power.Scalar -> ONNX Cast + Pow, with both exporters.

Generated from mappings/aten/float_power_scalar.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (0.7, TensorInput(shape=[3, 4], dtype="float32", low=-3.0, high=3.0)),
    },
    "int64": {
        "args": (2.5, TensorInput(shape=[3, 4], dtype="int64", low=-3.0, high=3.0)),
    },
    "negative_base": {
        "args": (
            -8.0,
            TensorInput(shape=[4], dtype="float32", values=[0.5, 3.0, 0.0, -1.0]),
        ),
    },
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": {
        "cases": (),
        "kind": "differs",
        "reason": "OpenVINO computes float64 in float32 and turns its infinities into ±3.4e38 (FLT_MAX), so inf ** inf, inf in torch's float64 result, comes out 3.4e38",
        "link": "docs/runtime-limits.md#openvino-float64-infinity",
        "opinfo": ("float16", "float32"),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [
        pytest.param(
            "torchscript",
            18,
            marks=pytest.mark.skip(
                reason="the TorchScript exporter sends every overload of aten::float_power to one symbolic, the `float_power` mapping's",
            ),
        ),
        ("dynamo", 18),
    ],
)
def test_float_power_scalar(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::float_power.Scalar",
        **CASES[case],
        mapping="float_power_scalar",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "float_power_scalar.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::float_power.Scalar", {}))
def test_float_power_scalar_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::float_power.Scalar",
        mapping="float_power_scalar",
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
            "bool",
        ),
        opsets={"torchscript": (), "dynamo": (18,)},
        delegates=True,
        runtime_limits=RUNTIME_LIMITS,
        export=export,
    )
