"""Parity test of fft_rfftn: aten::fft_rfftn -> ONNX Unsqueeze + Shape + Gather + Identity + DFT + Div + Add + Reshape + Slice + Mul + CastLike + Sqrt, with both exporters.

Generated from mappings/aten/fft_rfftn.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[2, 5, 6], dtype="float32", low=-2.0, high=2.0),
            None,
            [-2, -1],
            None,
        ),
    },
    "ortho": {
        "args": (
            TensorInput(shape=[4, 7], dtype="float32", low=-2.0, high=2.0),
            None,
            [-2, -1],
            "ortho",
        ),
    },
    "sized_forward": {
        "args": (
            TensorInput(shape=[3, 4, 5], dtype="float64", low=-2.0, high=2.0),
            [6, 3],
            [2, 0],
            "forward",
        ),
    },
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": {
        "cases": ("sized_forward",),
        "kind": "fails",
        "reason": 'OpenVINO\'s FFT ops take float32, float16 and bfloat16 only: its ONNX frontend refuses a float64 DFT ("FFT op input element type must be f32, f16, or bf16")',
        "link": "docs/runtime-limits.md#openvino-dft-float64",
        "opinfo": ("float64",),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [
        ("torchscript", 17),
        ("torchscript", 19),
        pytest.param(
            "dynamo",
            18,
            marks=pytest.mark.skip(
                reason="the dynamo exporter decomposes fft_rfftn into _fft_r2c, which torch's own translation (onnxscript's torch_lib) exports with DFT on the same real views",
            ),
        ),
    ],
)
def test_fft_rfftn(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::fft_rfftn",
        **CASES[case],
        mapping="fft_rfftn",
        opset=opset,
        rtol=0.0001,
        atol=0.0001,
        export=export,
        exporter=exporter,
        path=tmp_path / "fft_rfftn.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::fft_rfftn", {}))
def test_fft_rfftn_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::fft_rfftn",
        mapping="fft_rfftn",
        dtype=dtype,
        dtypes=("float32", "float64"),
        opsets={"torchscript": (17,), "dynamo": ()},
        tolerance={
            "float32": (
                0.0001,
                0.001,
                "ONNX Runtime's float32 DFT of a length that is no power of 2 is off by about 1e-5 of the spectrum's largest magnitude (as in fft_fft)",
            ),
        },
        runtime_limits=RUNTIME_LIMITS,
        export=export,
    )
