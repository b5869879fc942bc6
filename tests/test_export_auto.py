"""`opmapgen.export(..., exporter="auto")`: the dynamo exporter, and where torch.export cannot
capture the model, the TorchScript exporter with the same mappings; `verify=True` compares the
model with eager in the same call."""

from __future__ import annotations

import io
import sys

import onnx
import pytest
import torch
from conftest import FIXTURES

import opmapgen
from opmapgen import library
from opmapgen.cli import main


class PackedLSTM(torch.nn.Module):
    """Sequences of several lengths through an LSTM, packed: torch.export cannot capture
    PackedSequence; the TorchScript exporter can. lgamma, which only the library converts,
    makes the model need the mappings too."""

    def __init__(self):
        super().__init__()
        self.lstm = torch.nn.LSTM(4, 8, batch_first=True)

    def forward(self, x, lengths):
        packed = torch.nn.utils.rnn.pack_padded_sequence(
            x, lengths, batch_first=True, enforce_sorted=False
        )
        out, _ = self.lstm(packed)
        padded, _ = torch.nn.utils.rnn.pad_packed_sequence(
            out, batch_first=True, total_length=x.shape[1]
        )
        return torch.lgamma(padded.abs() + 0.5)


class Lgamma(torch.nn.Module):
    def forward(self, x):
        return torch.lgamma(x) * 2


@torch.library.custom_op("opmapgen_test::unconverted", mutates_args=())
def unconverted(x: torch.Tensor) -> torch.Tensor:
    return x.clone()


@unconverted.register_fake
def _(x):
    return torch.empty_like(x)


def packed_inputs():
    torch.manual_seed(0)
    return torch.randn(3, 5, 4), torch.tensor([5, 3, 2])


def test_auto_falls_back_when_torch_export_cannot_capture(tmp_path):
    model = PackedLSTM().eval()
    path = tmp_path / "packed.onnx"
    with pytest.warns(UserWarning, match="torch.export cannot capture the model"):
        result = opmapgen.export(
            model, packed_inputs(), path, mappings=library, exporter="auto",
            opset_version=17, verify=True,
        )  # fmt: skip
    assert result.exporter == "torchscript"
    assert "torch.export cannot capture the model" in result.why
    assert result.program is None and result.max_abs_error is not None
    assert "exported by the torchscript exporter" in str(result)
    onnx.checker.check_model(onnx.load(path), full_check=True)


def test_auto_keeps_the_dynamo_exporter_when_it_captures():
    model = Lgamma().eval()
    result = opmapgen.export(
        model, (torch.rand(2, 3) + 0.1,), mappings=library, exporter="auto",
        verify=True,
    )  # fmt: skip
    assert result.exporter == "dynamo" and result.program is not None
    assert result.why == "torch.export captured the model"
    assert result.max_abs_error < 1e-4
    assert {n.op_type for n in result.model_proto.graph.node} >= {"Log"}


def test_auto_does_not_hide_a_conversion_failure():
    # torch.export captures a custom op that nothing converts: not the fallback's to mend.
    class Unconverted(torch.nn.Module):
        def forward(self, x):
            return torch.ops.opmapgen_test.unconverted(x)

    with pytest.raises(Exception, match="unconverted") as raised:
        opmapgen.export(
            Unconverted(), (torch.rand(3),), io.BytesIO(), mappings=library,
            exporter="auto",
        )  # fmt: skip
    assert type(raised.value).__name__ == "ConversionError"


def test_auto_says_when_the_fallback_cannot_take_the_opset():
    with pytest.raises(RuntimeError, match="opsets up to 20, not 21"):
        opmapgen.export(
            PackedLSTM(), packed_inputs(), io.BytesIO(), mappings=library,
            exporter="auto", opset_version=21,
        )  # fmt: skip


def test_exporter_names_are_checked():
    with pytest.raises(ValueError, match="write one of dynamo, torchscript, auto"):
        opmapgen.export(Lgamma(), (torch.rand(2),), mappings=library, exporter="jit")
    with pytest.raises(TypeError, match="not both"):
        opmapgen.export(
            Lgamma(), (torch.rand(2),), mappings=library, exporter="auto",
            dynamo=False,
        )  # fmt: skip


@pytest.mark.parametrize("exporter", ["torchscript", "dynamo"])
def test_verify_finds_a_wrong_model(tmp_path, monkeypatch, exporter):
    # The broken fixture maps aten::asinh to Sinh.
    monkeypatch.chdir(tmp_path)
    monkeypatch.syspath_prepend(str(tmp_path))
    assert main(["build", str(FIXTURES / "broken"), "-o", "broken_pkg", "-q"]) == 0
    import broken_pkg

    class Asinh(torch.nn.Module):
        def forward(self, x):
            return torch.asinh(x)

    try:
        with pytest.raises(opmapgen.VerificationError, match="output 0"):
            opmapgen.export(
                Asinh(), (torch.rand(2, 3) + 0.5,), mappings=broken_pkg,
                exporter=exporter, opset_version=17, verify=True,
            )  # fmt: skip
    finally:
        broken_pkg.unregister()
        sys.modules.pop("broken_pkg", None)
