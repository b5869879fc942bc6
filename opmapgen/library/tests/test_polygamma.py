"""Parity test of polygamma: aten::polygamma -> ONNX Cast + Less + Sub + Where + Add + Div + Mul + Log + Ceil + Floor + Cos + Sin + Equal + Identity + Neg + Pow + Round + Greater + Not + And, with both exporters.

Generated from mappings/aten/polygamma.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (2, TensorInput(shape=[3, 4], dtype="float32", low=-6.0, high=12.0)),
    },
    "digamma": {
        "args": (0, TensorInput(shape=[3, 4], dtype="float32", low=-6.0, high=12.0)),
    },
    "trigamma": {
        "args": (1, TensorInput(shape=[3, 4], dtype="float32", low=-6.0, high=12.0)),
    },
    "n3_edges": {
        "args": (
            3,
            TensorInput(
                shape=[10],
                dtype="float32",
                values=[
                    0.0,
                    -1.0,
                    -2.5,
                    0.3,
                    0.001,
                    5.0,
                    -13437.7,
                    float("inf"),
                    float("-inf"),
                    float("nan"),
                ],
            ),
        ),
    },
    "n4_float64": {
        "args": (4, TensorInput(shape=[3, 4], dtype="float64", low=-6.0, high=12.0)),
    },
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": (
        {
            "cases": ("n3_edges",),
            "kind": "differs",
            "reason": "OpenVINO computes the float64 steps in float32 and turns their infinities into ±3.4e38 (FLT_MAX), so the poles (x = 0 and -1) and polygamma(3, -inf), inf in torch, come out 3.4e38",
            "link": "docs/runtime-limits.md#openvino-float64-infinity",
            "opinfo": ("bool",),
        },
        {
            "cases": (),
            "kind": "differs",
            "reason": "OpenVINO computes the float64 steps in float32 and turns their infinities into ±3.4e38 (FLT_MAX), so the poles (x = 0 and -1), inf in torch, come out 3.4e38 (integer samples: on AVX-512 kernels; with AVX2 ones they run as torch does)",
            "link": "docs/runtime-limits.md#openvino-float64-infinity",
            "isa": ("avx512_core",),
            "opinfo": ("uint8", "int8", "int16"),
        },
        {
            "cases": (),
            "kind": "differs",
            "reason": "OpenVINO computes the float64 steps in float32: near the poles the reflection loses the digits float64 keeps (digamma(-0.9996829) is -3153.71 in OpenVINO, -3153.19 in torch's float32), and for n = 4 a pole's infinity comes out 3.4e38 (OpInfo's float32 and float64 samples, on AVX2 kernels)",
            "link": "docs/runtime-limits.md#openvino-float64-precision",
            "isa": ("avx2", "avx512_amd"),
            "opinfo": ("float32", "float64"),
        },
    ),
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 11), ("torchscript", 17), ("dynamo", 18)],
)
def test_polygamma(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::polygamma",
        **CASES[case],
        mapping="polygamma",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "polygamma.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::polygamma", {}))
def test_polygamma_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::polygamma",
        mapping="polygamma",
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
        opsets={"torchscript": (11, 17), "dynamo": (18,)},
        tolerance={
            "float32": (
                1e-05,
                0.0001,
                "torch's float32 polygamma(n >= 2) sums the Hurwitz zeta terms in float32; next to x = -0.5 they cancel (for n = 4 at x = -0.498, -32.5 against +31.5 leaves -0.83) and its result is up to 5e-5 off torch's own float64 value, which this one matches",
            ),
        },
        runtime_limits=RUNTIME_LIMITS,
        export=export,
    )
