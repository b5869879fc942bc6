"""Parity test of fft_ifft: aten::fft_ifft -> ONNX Shape + Gather + Identity + DFT + CastLike + Sqrt + Mul + Unsqueeze, with both exporters.

Generated from mappings/aten/fft_ifft.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[3, 8], dtype="complex64", low=-2.0, high=2.0),
            None,
            -1,
            None,
        ),
    },
    "real": {
        "args": (
            TensorInput(shape=[4, 6], dtype="float32", low=-2.0, high=2.0),
            None,
            -1,
            None,
        ),
    },
    "dim0_padded_ortho": {
        "args": (
            TensorInput(shape=[3, 8], dtype="complex64", low=-2.0, high=2.0),
            5,
            0,
            "ortho",
        ),
    },
    "trimmed_forward": {
        "args": (
            TensorInput(shape=[2, 3, 8], dtype="complex128", low=-2.0, high=2.0),
            6,
            1,
            "forward",
        ),
    },
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": {
        "cases": ("trimmed_forward",),
        "kind": "fails",
        "reason": 'OpenVINO\'s FFT ops take float32, float16 and bfloat16 only: its ONNX frontend refuses a float64 DFT ("FFT op input element type must be f32, f16, or bf16")',
        "link": "docs/runtime-limits.md#openvino-dft-float64",
        "opinfo": ("float64", "complex128"),
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
                reason="the dynamo exporter decomposes fft_ifft into _fft_r2c or _fft_c2c, which torch's own translations (onnxscript's torch_lib) export with DFT on the same real views",
            ),
        ),
    ],
)
def test_fft_ifft(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::fft_ifft",
        **CASES[case],
        mapping="fft_ifft",
        opset=opset,
        rtol=0.0001,
        atol=0.0001,
        export=export,
        exporter=exporter,
        path=tmp_path / "fft_ifft.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::fft_ifft", {}))
def test_fft_ifft_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::fft_ifft",
        mapping="fft_ifft",
        dtype=dtype,
        dtypes=("complex64", "complex128", "float32", "float64"),
        opsets={"torchscript": (17,), "dynamo": ()},
        tolerance={
            "float32": (
                0.0001,
                0.001,
                "ONNX Runtime's float32 DFT of a length that is no power of 2 is off by about 1e-5 of the spectrum's largest magnitude (7.6e-4 at length 31 with magnitudes up to 97, 3.9e-3 at 127 with 222; torch's pocketfft 7e-6 and 5e-5, against numpy's float64 FFT)",
            ),
            "complex64": (
                0.0001,
                0.001,
                "ONNX Runtime's float32 DFT, as for float32 inputs",
            ),
        },
        runtime_limits=RUNTIME_LIMITS,
        export=export,
    )
