"""Real architectures from small configs (random weights, nothing downloaded) export with the
TorchScript exporter once `generated` is imported, run in ONNX Runtime and match eager.

transformers' decoders call `torch.diff(position_ids, prepend=...)` in their masking code and
sum bool masks with cumsum (both stop or break torch's own export); Mixtral's router loss
counts experts with `torch.histc`. Needs the `models` extra (transformers).
"""

from __future__ import annotations

import io

import numpy as np
import onnxruntime
import pytest
import torch

import generated

transformers = pytest.importorskip("transformers")

SMALL = dict(
    vocab_size=128,
    hidden_size=32,
    intermediate_size=64,
    num_hidden_layers=2,
    num_attention_heads=4,
    num_key_value_heads=2,
    max_position_embeddings=64,
)
CONFIGS = {
    "llama": lambda: transformers.LlamaConfig(**SMALL),
    "mistral": lambda: transformers.MistralConfig(**SMALL),
    "qwen2": lambda: transformers.Qwen2Config(**SMALL),
    "gpt2": lambda: transformers.GPT2Config(
        vocab_size=128, n_embd=32, n_layer=2, n_head=4, n_positions=64
    ),
    # The router's auxiliary loss counts tokens per expert with torch.histc.
    "mixtral": lambda: transformers.MixtralConfig(
        **SMALL,
        num_local_experts=4,
        num_experts_per_tok=2,
        experts_implementation="eager",
        output_router_logits=True,
    ),
}


class Decoder(torch.nn.Module):
    """Token ids and position ids in, logits (and the router loss, if any) out."""

    def __init__(self, model):
        super().__init__()
        self.model = model

    def forward(self, ids, positions):
        out = self.model(input_ids=ids, position_ids=positions)
        loss = getattr(out, "aux_loss", None)
        return out.logits if loss is None else (out.logits, loss)


@pytest.mark.parametrize("name", CONFIGS)
def test_decoder_exports_and_matches_eager(name):
    config = CONFIGS[name]()
    config.use_cache = False
    torch.manual_seed(0)
    model = Decoder(transformers.AutoModelForCausalLM.from_config(config).eval()).eval()
    ids = torch.randint(0, 128, (2, 8))
    positions = torch.arange(8).repeat(2, 1)
    f = io.BytesIO()
    generated.export(model, (ids, positions), f, opset_version=17, dynamo=False)
    session = onnxruntime.InferenceSession(f.getvalue())
    feeds = {i.name: v.numpy() for i, v in zip(session.get_inputs(), (ids, positions))}
    actual = session.run(None, feeds)
    with torch.no_grad():
        expected = model(ids, positions)
    expected = expected if isinstance(expected, tuple) else (expected,)
    assert len(actual) == len(expected)
    for got, want in zip(actual, expected):
        np.testing.assert_allclose(got, want.numpy(), rtol=1e-4, atol=1e-5)


def test_timm_volo_exports_at_opset_17_and_matches_eager():
    """VOLO's outlook attention folds patches back with F.fold (aten::col2im), which ONNX
    has only from opset 18."""
    timm = pytest.importorskip("timm")
    torch.manual_seed(0)
    from timm.models.volo import VOLO

    # volo_d1's layout, shrunk: the outlook attention stage, then the transformer stages.
    model = VOLO(
        layers=(1, 1, 1, 1),
        img_size=64,
        num_classes=10,
        embed_dims=(32, 64, 64, 64),
        num_heads=(1, 2, 2, 2),
    ).eval()
    image = torch.randn(1, 3, 64, 64)
    f = io.BytesIO()
    generated.export(model, (image,), f, opset_version=17, dynamo=False)
    session = onnxruntime.InferenceSession(f.getvalue())
    (actual,) = session.run(None, {session.get_inputs()[0].name: image.numpy()})
    with torch.no_grad():
        expected = model(image)
    np.testing.assert_allclose(actual, expected.numpy(), rtol=1e-4, atol=1e-4)
