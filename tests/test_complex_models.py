"""Models whose middle computes with complex tensors (FFTs and what follows them), exported by
the TorchScript exporter, which has no complex tensors: the library exports them on real views
(a trailing dimension of 2, as torch's dynamo exporter does) and the models match eager in ONNX
Runtime. A complex value that reaches an op no mapping exports for complex inputs, or the
model's output, is refused, naming the mapping whose result it is."""

from __future__ import annotations

import io

import numpy as np
import onnxruntime
import pytest
import torch

from opmapgen import library
from opmapgen.runtime.contract import refusal

OPSET = 17


class Spectrum(torch.nn.Module):
    """A magnitude spectrum front end: windowed frames, rfft, abs."""

    def __init__(self, size: int):
        super().__init__()
        self.register_buffer("window", torch.hann_window(size))

    def forward(self, frames):
        return torch.fft.rfft(frames * self.window).abs()


class PowerSpectrogram(torch.nn.Module):
    """A spectrogram front end: torch.stft (centered, reflect-padded), then |X|^2."""

    def __init__(self, n_fft: int, hop: int):
        super().__init__()
        self.n_fft, self.hop = n_fft, hop
        self.register_buffer("window", torch.hann_window(n_fft))

    def forward(self, audio):
        spectrum = torch.stft(
            audio, self.n_fft, hop_length=self.hop, window=self.window,
            return_complex=True,
        )  # fmt: skip
        return spectrum.abs().pow(2)


class FourierMixing(torch.nn.Module):
    """FNet's token mixing: the real part of a 2-d FFT over tokens and features."""

    def forward(self, hidden):
        return torch.fft.fft(torch.fft.fft(hidden, dim=-1), dim=-2).real


class SpectralFilter(torch.nn.Module):
    """A global filter (GFNet-style): rfft over the sequence, times learned complex
    weights, irfft back to the sequence's length."""

    def __init__(self, length: int, channels: int):
        super().__init__()
        self.length = length
        self.weight = torch.nn.Parameter(torch.randn(length // 2 + 1, channels, 2) * 0.1)

    def forward(self, x):
        spectrum = torch.fft.rfft(x, dim=1, norm="ortho")
        filtered = spectrum * torch.view_as_complex(self.weight)
        return torch.fft.irfft(filtered, n=self.length, dim=1, norm="ortho")


class GlobalFilter(torch.nn.Module):
    """GFNet's global filter layer: rfft2 over the image, times learned complex weights,
    irfft2 back to its size."""

    def __init__(self, height: int, width: int, channels: int):
        super().__init__()
        self.size = (height, width)
        shape = (height, width // 2 + 1, channels, 2)
        self.weight = torch.nn.Parameter(torch.randn(*shape) * 0.02)

    def forward(self, x):
        spectrum = torch.fft.rfft2(x, dim=(1, 2), norm="ortho")
        spectrum = spectrum * torch.view_as_complex(self.weight)
        return torch.fft.irfft2(spectrum, s=self.size, dim=(1, 2), norm="ortho")


def models():
    torch.manual_seed(0)
    return {
        "spectrum": (Spectrum(24), (torch.randn(2, 5, 24),)),
        "power_spectrogram": (PowerSpectrogram(64, 16), (torch.randn(2, 400),)),
        "fourier_mixing": (FourierMixing(), (torch.randn(2, 6, 8),)),
        "spectral_filter": (SpectralFilter(10, 4), (torch.randn(2, 10, 4),)),
        "global_filter": (GlobalFilter(6, 7, 3), (torch.randn(2, 6, 7, 3),)),
    }


@pytest.mark.parametrize(
    "name",
    ["spectrum", "power_spectrogram", "fourier_mixing", "spectral_filter", "global_filter"],
)
def test_a_complex_middle_exports_with_torchscript_and_matches_eager(name):
    model, args = models()[name]
    model.eval()
    library.unregister()
    try:
        with pytest.raises(Exception):  # noqa: B017 - torch has no FFT symbolic at all
            torch.onnx.export(model, args, io.BytesIO(), dynamo=False, opset_version=OPSET)
    finally:
        library.register()
    f = io.BytesIO()
    library.export(model, args, f, dynamo=False, opset_version=OPSET)
    session = onnxruntime.InferenceSession(f.getvalue())
    feeds = {i.name: a.numpy() for i, a in zip(session.get_inputs(), args)}
    (actual,) = session.run(None, feeds)
    with torch.no_grad():
        expected = model(*args).numpy()
    assert actual.dtype == expected.dtype and actual.shape == expected.shape
    np.testing.assert_allclose(actual, expected, rtol=1e-4, atol=1e-4)


class Unmapped(torch.nn.Module):
    """An FFT whose complex result goes to exp, which no mapping exports for complex."""

    def forward(self, x):
        return torch.view_as_real(torch.fft.fft(x).exp())


class ComplexOut(torch.nn.Module):
    def forward(self, x):
        return torch.fft.rfft(x)


@pytest.mark.parametrize(
    "model, said",
    [
        (Unmapped(), "goes to aten::exp, which no mapping exports for complex inputs"),
        (ComplexOut(), "a model output"),
    ],
    ids=["unmapped_consumer", "model_output"],
)
def test_a_complex_result_no_mapping_takes_is_refused_naming_the_producer(model, said):
    with pytest.raises(Exception) as raised:
        library.export(
            model, (torch.randn(3, 8),), io.BytesIO(), dynamo=False, opset_version=OPSET
        )
    refused = refusal(raised.value)
    assert refused is not None, raised.value
    assert refused.spec.endswith(".yaml") and refused.mapping.startswith("fft_")
    assert said in str(refused)


def test_fnet_exports_with_torchscript_and_matches_eager():
    """transformers' FNet mixes tokens with torch.fft.fftn(x, dim=(1, 2)).real, which torch's
    TorchScript exporter has no symbolic for; the library exports it."""
    transformers = pytest.importorskip("transformers")
    config = transformers.FNetConfig(
        vocab_size=128, hidden_size=32, num_hidden_layers=2, intermediate_size=64,
        max_position_embeddings=64, type_vocab_size=2,
    )  # fmt: skip
    torch.manual_seed(0)
    model = Hidden(transformers.FNetModel(config)).eval()
    ids = torch.randint(0, 128, (2, 12))
    library.unregister()
    try:
        with pytest.raises(Exception, match="aten::fft_fftn"):
            torch.onnx.export(model, (ids,), io.BytesIO(), dynamo=False, opset_version=OPSET)
    finally:
        library.register()
    f = io.BytesIO()
    library.export(model, (ids,), f, dynamo=False, opset_version=OPSET)
    session = onnxruntime.InferenceSession(f.getvalue())
    (actual,) = session.run(None, {session.get_inputs()[0].name: ids.numpy()})
    with torch.no_grad():
        expected = model(ids).numpy()
    np.testing.assert_allclose(actual, expected, rtol=1e-4, atol=1e-4)


class Hidden(torch.nn.Module):
    """Token ids in, the last hidden state out."""

    def __init__(self, model):
        super().__init__()
        self.model = model

    def forward(self, ids):
        return self.model(input_ids=ids).last_hidden_state
