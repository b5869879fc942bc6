"""Detection transformers exported with the library, from small configs with random weights:
real exports, real ONNX Runtime sessions, compared with eager.

Deformable DETR's deformable attention meets a wrong conversion of torch's (a float64 grid
for GridSample), which fails without the library and matches eager with it. An RT-DETR
detector differs from eager with both exporters at transformers' random initialization:
not an export error but a tie in its query selection, shown here."""

from __future__ import annotations

import contextlib
import io

import numpy as np
import onnxruntime
import pytest
import torch

from opmapgen import library


@contextlib.contextmanager
def library_unregistered():
    """torch alone for a block (importing the library registered it)."""
    library.unregister()
    try:
        yield
    finally:
        library.register()


def run_torchscript(export, model, args, opset=17) -> list[np.ndarray]:
    f = io.BytesIO()
    export(model, args, f, dynamo=False, opset_version=opset)
    return run(f.getvalue(), args)


def run_dynamo(export, model, args) -> list[np.ndarray]:
    program = export(model, args, dynamo=True, verbose=False)
    return run(program.model_proto.SerializeToString(), args)


def run(model: bytes, args) -> list[np.ndarray]:
    session = onnxruntime.InferenceSession(model)
    feeds = {i.name: a.numpy() for i, a in zip(session.get_inputs(), args)}
    return session.run(None, feeds)


def deformable_detr():
    transformers = pytest.importorskip("transformers")

    config = transformers.DeformableDetrConfig(
        d_model=32,
        encoder_layers=1,
        decoder_layers=1,
        encoder_attention_heads=2,
        decoder_attention_heads=2,
        encoder_ffn_dim=32,
        decoder_ffn_dim=32,
        num_queries=10,
        num_feature_levels=3,
        use_pretrained_backbone=False,
        use_timm_backbone=False,
        backbone_config={
            "model_type": "resnet",
            "embedding_size": 8,
            "hidden_sizes": [8, 16, 32, 64],
            "depths": [1, 1, 1, 1],
            "out_features": ["stage2", "stage3", "stage4"],
        },
    )
    return transformers.DeformableDetrModel(config).eval()


class LastHidden(torch.nn.Module):
    def __init__(self, model):
        super().__init__()
        self.model = model

    def forward(self, pixel_values):
        return self.model(pixel_values=pixel_values).last_hidden_state


def detr():
    return LastHidden(deformable_detr()).eval(), (torch.rand(1, 3, 64, 64),)


def test_deformable_detr():
    """Its deformable attention's reference points come from `torch.linspace` over each
    feature map's traced size, which torch's TorchScript symbolic computes in float64: torch
    alone writes a GridSample of a float32 input and a float64 grid, which ONNX Runtime has no
    kernel for (tests/test_torch_wrong.py has the minimal case). The grid_sampler mapping
    casts the grid to the input's dtype, which eager's grid has."""
    torch.manual_seed(0)
    model, args = detr()
    with torch.no_grad():
        expected = model(*args)
    with library_unregistered(), pytest.raises(Exception, match="GridSample"):
        run_torchscript(torch.onnx.export, model, args)
    (actual,) = run_torchscript(library.export, model, args)
    assert actual.dtype == np.float32
    np.testing.assert_allclose(actual, expected.numpy(), rtol=1e-4, atol=1e-5)


def rt_detr():
    transformers = pytest.importorskip("transformers")

    config = transformers.RTDetrConfig(
        d_model=32,
        encoder_hidden_dim=32,
        encoder_ffn_dim=32,
        encoder_layers=1,
        decoder_layers=1,
        encoder_attention_heads=2,
        decoder_attention_heads=2,
        decoder_ffn_dim=32,
        num_queries=10,
        encoder_in_channels=[16, 32, 64],
        decoder_in_channels=[32, 32, 32],
        feat_strides=[8, 16, 32],
        num_feature_levels=3,
        use_pretrained_backbone=False,
        use_timm_backbone=False,
        backbone_config={
            "model_type": "rt_detr_resnet",
            "embedding_size": 8,
            "hidden_sizes": [8, 16, 32, 64],
            "depths": [1, 1, 1, 1],
            "out_features": ["stage2", "stage3", "stage4"],
        },
    )
    return transformers.RTDetrForObjectDetection(config).eval()


class Detections(torch.nn.Module):
    def __init__(self, model):
        super().__init__()
        self.model = model

    def forward(self, pixel_values):
        out = self.model(pixel_values=pixel_values)
        return out.logits, out.pred_boxes


def test_rt_detr_query_selection_ties_at_random_init():
    """At transformers' random initialization, this RT-DETR gives every one of its 84
    positions the same class scores, so the top-10 query selection (`torch.topk`) picks
    among ties: torch's CPU topk and ONNX TopK (lower index first) order ties differently,
    and the boxes of other anchors come out (0.875 apart), with both exporters alike. With
    every weight moved off its initial value the scores differ, and both exporters match
    eager: no export error."""
    torch.manual_seed(0)
    detector = rt_detr()
    scores = []
    hook = detector.model.enc_score_head.register_forward_hook(
        lambda module, args, out: scores.append(out.max(-1).values)
    )
    image = torch.rand(1, 3, 64, 64)
    with torch.no_grad():
        detector(pixel_values=image)
    hook.remove()
    assert scores[0].unique().numel() == 1  # every position ties
    with torch.no_grad():
        for parameter in detector.parameters():
            parameter.add_(torch.randn_like(parameter) * 0.2)
    model = Detections(detector).eval()
    with torch.no_grad():
        expected = model(image)
    for actual in (
        run_torchscript(library.export, model, (image,)),
        run_dynamo(library.export, model, (image,)),
    ):
        for got, want in zip(actual, expected):
            np.testing.assert_allclose(got, want.numpy(), rtol=1e-4, atol=1e-5)
