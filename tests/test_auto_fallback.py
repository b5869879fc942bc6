"""`opmapgen.export(..., exporter="auto", verify=True)` on held-out real architectures that
torch's dynamo exporter cannot export (issue 30, point 5): tiny configs, random weights, the
models of examples/auto_fallback.py (docs/auto-fallback.md holds its table).

Where torch.export cannot capture the model, "auto" must fall back to the TorchScript exporter
and the model must match eager in ONNX Runtime (`verify=True`: values, dtypes and shapes, at
torch.testing.assert_close's tolerances). The models it does not export yet are here too, as
strict expected failures naming why: each turns into a failure when that changes.
"""

from __future__ import annotations

import warnings

import pytest
import torch

pytest.importorskip("transformers")

import opmapgen
from examples.auto_fallback import build
from opmapgen import library  # registers the library's mappings

# Models the dynamo exporter stops on before converting any op, which "auto" exports with the
# TorchScript exporter: name → why, as the fallback says it.
CAPTURE = "torch.export cannot capture the model"
DECOMPOSE = "the dynamo exporter cannot decompose the model torch.export captured"
FALLS_BACK = {
    # pack_padded_sequence: the packed batch sizes become a shape (zeros(): ... FakeTensor).
    "packed_lstm": CAPTURE,
    # _pad1d: `if length <= max(padding_left, padding_right)` on tensors (data-dependent).
    "encodec": CAPTURE,
    # `if is_global_attn:` (`.any().item()`) is data-dependent. It matches through the
    # library's as_strided (torch's own gathers from a transposed view as if it were
    # contiguous), whose sizes the TorchScript exporter reads from the traced shapes.
    "longformer": CAPTURE,
    # torch.export captures these; the dynamo exporter's decomposition step (2/3) stops on
    # "Cannot view a tensor with shape ... and strides ...": SDPA's decomposition gives
    # another layout than eager's kernel (pytorch/pytorch#136543, #141107).
    "layoutlmv3": DECOMPOSE,
    "sam": DECOMPOSE,
    "mask2former": DECOMPOSE,
}


@pytest.mark.parametrize("name", list(FALLS_BACK))
def test_auto_falls_back_and_matches_eager(name):
    model, args = build(name)
    # Caught by hand, not with pytest.warns: that would turn the error of a model that does
    # not export into its own "DID NOT WARN".
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        result = opmapgen.export(
            model, args, mappings=library, exporter="auto", verify=True
        )
    assert any(
        "exported with the TorchScript exporter" in str(w.message) for w in caught
    )
    assert result.exporter == "torchscript"
    assert result.why.startswith(FALLS_BACK[name]), result.why
    assert result.program is None
    # verify=True raised VerificationError had ONNX Runtime differed from eager.
    assert result.max_abs_error is not None


def test_models_are_deterministic():
    # The same seed builds the same weights and inputs: the checks above are repeatable.
    (first, args), (second, again) = build("packed_lstm"), build("packed_lstm")
    assert all(torch.equal(a, b) for a, b in zip(args, again))
    with torch.no_grad():
        assert torch.equal(first(*args), second(*again))
