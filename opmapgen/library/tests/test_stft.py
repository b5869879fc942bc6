"""Parity test of stft: aten::stft -> ONNX Unsqueeze + Cast + CastLike + Expand + Shape + Gather + Sub + Div + Concat + Pad + STFT + Transpose + Sqrt + Identity + Squeeze, with both exporters.

Generated from mappings/aten/stft.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[2, 40], dtype="float32", low=-2.0, high=2.0),
            16,
            4,
            None,
            TensorInput(shape=[16], dtype="float32", low=0.0, high=1.0),
            False,
            None,
            True,
            None,
        ),
    },
    "one_signal_normalized": {
        "args": (
            TensorInput(shape=[37], dtype="float32", low=-2.0, high=2.0),
            12,
            3,
            10,
            TensorInput(shape=[10], dtype="float32", low=0.0, high=1.0),
            True,
            None,
            True,
            None,
        ),
    },
    "two_sided_float64": {
        "args": (
            TensorInput(shape=[3, 30], dtype="float64", low=-2.0, high=2.0),
            8,
            None,
            None,
            TensorInput(shape=[8], dtype="float64", low=0.0, high=1.0),
            False,
            False,
            True,
            None,
        ),
    },
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": {
        "cases": ("two_sided_float64",),
        "kind": "fails",
        "reason": 'OpenVINO\'s FFT ops take float32, float16 and bfloat16 only: its ONNX frontend refuses a float64 STFT ("input_et == element::f32 || input_et == element::f16")',
        "link": "docs/runtime-limits.md#openvino-dft-float64",
        "opinfo": ("float64",),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [
        ("torchscript", 17),
        ("torchscript", 20),
        pytest.param(
            "dynamo",
            18,
            marks=pytest.mark.skip(
                reason="the dynamo exporter decomposes stft into unfold, a product with the window and _fft_r2c, which torch's own translations (onnxscript's torch_lib) export on the same real views",
            ),
        ),
    ],
)
def test_stft(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::stft",
        **CASES[case],
        mapping="stft",
        opset=opset,
        rtol=0.0001,
        atol=0.0001,
        export=export,
        exporter=exporter,
        path=tmp_path / "stft.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::stft", {}))
def test_stft_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::stft",
        mapping="stft",
        dtype=dtype,
        dtypes=("float32", "float64"),
        opsets={"torchscript": (17, 20), "dynamo": ()},
        tolerance={
            "float32": (
                0.0001,
                0.001,
                "ONNX Runtime's float32 DFT of a length that is no power of 2 is off by about 1e-5 of the spectrum's largest magnitude (as in fft_fft), and its STFT computes the same way",
            ),
        },
        delegates=True,
        runtime_limits=RUNTIME_LIMITS,
        export=export,
    )
