"""Real architectures and modules (small configs, random weights, nothing downloaded) exported
to ONNX, run in ONNX Runtime and compared with eager.

First, models only the library exports: transformers' decoders call
`torch.diff(position_ids, prepend=...)` in their masking code and sum bool masks with cumsum
(both stop or break torch's own TorchScript export); Mixtral's router loss counts experts with
`torch.histc`. Then models torch exports alone, with each exporter: the library must never make
one of them fail, turn invalid or change its numbers. Needs the `models` extra (transformers,
timm, kornia).
"""

from __future__ import annotations

import contextlib
import io
import math
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np
import onnx
import onnxruntime
import pytest
import torch

# Raised when torch.export cannot trace the model, the dynamo exporter's first step.
from torch.onnx._internal.exporter._errors import TorchExportError

from opmapgen import library
from opmapgen.runtime.contract import USES, refusal

transformers = pytest.importorskip("transformers")

SMALL = {
    "vocab_size": 128,
    "hidden_size": 32,
    "intermediate_size": 64,
    "num_hidden_layers": 2,
    "num_attention_heads": 4,
    "num_key_value_heads": 2,
    "max_position_embeddings": 64,
}
CONFIGS = {
    "llama": lambda: transformers.LlamaConfig(**SMALL),
    "mistral": lambda: transformers.MistralConfig(**SMALL),
    "qwen2": lambda: transformers.Qwen2Config(**SMALL),
    # Its rotary embedding repeats frequencies with repeat_interleave(2, dim=-1), whose
    # TorchScript symbolic rewrites the shared -1 constant; its rotate_half stacks at -1.
    "cohere": lambda: transformers.CohereConfig(**SMALL),
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
    library.export(model, (ids, positions), f, opset_version=17, dynamo=False)
    session = onnxruntime.InferenceSession(f.getvalue())
    feeds = {i.name: v.numpy() for i, v in zip(session.get_inputs(), (ids, positions))}
    actual = session.run(None, feeds)
    with torch.no_grad():
        expected = model(ids, positions)
    expected = expected if isinstance(expected, tuple) else (expected,)
    assert len(actual) == len(expected)
    for got, want in zip(actual, expected):
        np.testing.assert_allclose(got, want.numpy(), rtol=1e-4, atol=1e-5)


# Mixture-of-experts decoders in transformers 5's default configuration: their experts run
# through `grouped_mm` (the `experts_implementation` default), which calls
# `aten::_grouped_mm` in eager and under the TorchScript trace, and its own
# `transformers::grouped_mm_fallback` under torch.export (the dynamo exporter's capture).
MOE = {
    "qwen2_moe": lambda: transformers.Qwen2MoeConfig(
        **SMALL,
        num_experts=4,
        num_experts_per_tok=2,
        moe_intermediate_size=32,
        shared_expert_intermediate_size=32,
    ),
    "mixtral": lambda: transformers.MixtralConfig(
        **SMALL, num_local_experts=4, num_experts_per_tok=2
    ),
}
MOE_OP = {False: "grouped_mm", True: "grouped_mm_fallback"}  # by `dynamo`


@pytest.mark.parametrize("exporter", ["torchscript", "dynamo"])
@pytest.mark.parametrize("name", MOE)
def test_moe_decoder_exports_in_its_default_configuration(name, exporter):
    """Torch alone stops at the experts' grouped matrix product; the library exports it,
    and the model matches eager."""
    config = MOE[name]()
    config.use_cache = False
    torch.manual_seed(0)
    decoder = transformers.AutoModelForCausalLM.from_config(config).eval()
    assert decoder.get_experts_implementation() == {"": "grouped_mm"}
    model, args = Decoder(decoder).eval(), decoder_inputs()
    with torch.no_grad():
        expected = (model(*args),)
    options = EXPORTERS[exporter]
    case = Case(lambda: (model, args), **DECODER)
    with library_unregistered():
        alone = attempt(torch.onnx.export, model, args, expected, case, **options)
    assert alone.stage == "export", f"torch alone: {alone}"
    before = Counter(USES)
    with_library = attempt(library.export, model, args, expected, case, **options)
    assert with_library.matches, f"with the library: {with_library}"
    assert MOE_OP[options["dynamo"]] in USES - before


class Homography(torch.nn.Module):
    """kornia's direct linear transform: the homography that maps points1 onto points2."""

    def __init__(self, solver: str):
        super().__init__()
        self.solver = solver

    def forward(self, points1, points2):
        from kornia.geometry.homography import find_homography_dlt

        return find_homography_dlt(points1, points2, solver=self.solver)


@pytest.mark.parametrize("exporter", ["torchscript", "dynamo"])
@pytest.mark.parametrize("solver", ["lu", "svd"])
def test_kornia_homography_exports_and_matches_eager(solver, exporter):
    """Torch alone stops at the solve (`linalg_solve_ex`, or the SVD); the library exports
    kornia's DLT, whose point normalization assigns into slices of a transform
    (`t[..., 0, 0] = scale`, which the library's index_put leaves to torch), and the model
    matches eager."""
    kornia = pytest.importorskip("kornia")
    torch.manual_seed(0)
    points1 = torch.rand(2, 8, 2)
    truth = torch.tensor([[1.1, 0.1, 0.2], [-0.05, 0.9, 0.1], [0.01, 0.02, 1.0]])
    points2 = kornia.geometry.transform_points(truth.expand(2, 3, 3), points1)
    points2 = points2 + 0.001 * torch.randn(2, 8, 2)
    model, args = Homography(solver).eval(), (points1, points2)
    with torch.no_grad():
        expected = (model(*args),)
    options = EXPORTERS[exporter]
    case = Case(lambda: (model, args), rtol=1e-4, atol=1e-5)
    with library_unregistered():
        alone = attempt(torch.onnx.export, model, args, expected, case, **options)
    assert alone.stage == "export", f"torch alone: {alone}"
    with_library = attempt(library.export, model, args, expected, case, **options)
    assert with_library.matches, f"with the library: {with_library}"


def test_mamba2_exports_at_opset_17_and_matches_eager():
    """Mamba2's SSD permutes its chunked states with x.permute(0, -2, -1, 1), which torch's
    TorchScript symbolic writes into an invalid Transpose; its repeat_interleave passes a
    traced output_size. Torch alone: a model ONNX Runtime refuses; the library: eager's
    numbers."""
    config = transformers.Mamba2Config(
        vocab_size=128, hidden_size=64, num_hidden_layers=2, num_heads=8, head_dim=16,
        state_size=16, n_groups=1, chunk_size=4, expand=2, use_cache=False,
    )  # fmt: skip
    torch.manual_seed(0)
    backbone = transformers.AutoModelForCausalLM.from_config(config).eval()
    model = Logits(backbone).eval()
    ids = torch.randint(0, 128, (2, 8))
    with torch.no_grad():
        expected = (model(ids),)
    case = Case(lambda: (model, (ids,)), **DECODER)
    options = EXPORTERS["torchscript"]
    with library_unregistered():
        alone = attempt(torch.onnx.export, model, (ids,), expected, case, **options)
    assert alone.stage == "onnxruntime" and "perm" in str(alone.error), str(alone)
    with_library = attempt(library.export, model, (ids,), expected, case, **options)
    assert with_library.matches, str(with_library)


class Logits(torch.nn.Module):
    """Token ids in, logits out (for models without position ids)."""

    def __init__(self, model):
        super().__init__()
        self.model = model

    def forward(self, ids):
        return self.model(input_ids=ids, use_cache=False).logits


def test_timm_volo_exports_at_opset_17_and_matches_eager():
    """VOLO's outlook attention folds patches back with F.fold (aten::col2im), which ONNX
    has only from opset 18."""
    pytest.importorskip("timm")
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
    library.export(model, (image,), f, opset_version=17, dynamo=False)
    session = onnxruntime.InferenceSession(f.getvalue())
    (actual,) = session.run(None, {session.get_inputs()[0].name: image.numpy()})
    with torch.no_grad():
        expected = model(image)
    np.testing.assert_allclose(actual, expected.numpy(), rtol=1e-4, atol=1e-4)


# Models torch exports alone, with each exporter. The library must leave every one as right
# as it was: an export that works without it must still work with it, match eager and be at
# least as accurate; one that fails or mismatches without it must match with it, or stop at
# export (a mapping's refusal, or torch's own conversion failing): never a wrong model.

EXPORTERS = {
    "torchscript": {"dynamo": False, "opset_version": 17},
    # torch's default opset (20 in torch 2.14), as a model exported with no options gets;
    # quiet, since its progress lines would fill a failure's captured output.
    "dynamo": {"dynamo": True, "verbose": False},
}


@dataclass(frozen=True)
class Case:
    build: Callable[[], tuple[torch.nn.Module, tuple[torch.Tensor, ...]]]
    rtol: float
    atol: float  # also the floor below which a drift of the library's export is noise
    # What neither torch nor the library exports but the model needs, given to both
    # exports as a user would: TorchScript symbolics (ATen name -> symbolic) and dynamo
    # translations (op overload -> onnxscript function).
    symbolics: dict[str, Callable] = field(default_factory=dict)
    translations: Callable[[], dict] = dict


def llama():
    config = transformers.LlamaConfig(**SMALL, use_cache=False)
    model = transformers.AutoModelForCausalLM.from_config(config).eval()
    return Decoder(model).eval(), decoder_inputs()


def qwen3_moe():
    """Qwen3-MoE with transformers 5's default experts, `grouped_mm`: its experts' weights
    multiply each expert's rows, sorted by expert with `torch.sort` and counted with
    `torch.histc`. Eager and TorchScript run `aten::_grouped_mm` on the CPU; under
    torch.export (not bfloat16) transformers calls its own `transformers::grouped_mm_fallback`
    instead, and sorted rows are gathered by `perm // top_k`, a floor division of int64."""
    config = transformers.Qwen3MoeConfig(
        **SMALL,
        num_experts=4,
        num_experts_per_tok=2,
        moe_intermediate_size=32,
        use_cache=False,
    )
    model = transformers.AutoModelForCausalLM.from_config(config).eval()
    assert model.get_experts_implementation() == {"": "grouped_mm"}
    return Decoder(model).eval(), decoder_inputs()


def decoder_inputs():
    return torch.randint(0, 128, (2, 8)), torch.arange(8).repeat(2, 1)


def grouped_mm_symbolic(g, mat_a, mat_b, offs, bias=None, out_dtype=None):
    """`aten::_grouped_mm(mat_a (M, K), mat_b (G, K, N), offs (G,))`: rows `offs[i-1]` to
    `offs[i]` of mat_a times mat_b[i], concatenated; neither torch nor the library exports
    it. transformers passes neither bias nor out_dtype."""
    ends = g.op("Cast", offs, to_i=onnx.TensorProto.INT64)
    start = g.op("Constant", value_t=torch.tensor(0))
    one = g.op("Constant", value_t=torch.tensor(1))
    rows = []
    for group in range(mat_b.type().sizes()[0]):
        index = g.op("Constant", value_t=torch.tensor(group))
        end = g.op("Gather", ends, index)
        part = g.op("Gather", mat_a, g.op("Range", start, end, one), axis_i=0)
        rows.append(g.op("MatMul", part, g.op("Gather", mat_b, index, axis_i=0)))
        start = end
    return g.op("Concat", *rows, axis_i=0)


def grouped_mm_translation(mat_a, mat_b, offs):
    """The same for the dynamo exporter, as `transformers::grouped_mm_fallback`."""
    from onnxscript import opset18 as op

    ends = op.Cast(offs, to=onnx.TensorProto.INT64)
    start, one = op.Constant(value_int=0), op.Constant(value_int=1)
    rows = []
    for group in range(mat_b.shape[0]):
        index = op.Constant(value_int=group)
        end = op.Gather(ends, index)
        part = op.Gather(mat_a, op.Range(start, end, one), axis=0)
        rows.append(op.MatMul(part, op.Gather(mat_b, index, axis=0)))
        start = end
    return op.Concat(*rows, axis=0)


class Detections(torch.nn.Module):
    """An image in; its boxes, scores and labels out (torchvision gives a dict per image)."""

    def __init__(self, model):
        super().__init__()
        self.model = model

    def forward(self, image):
        (found,) = self.model([image])
        return found["boxes"], found["scores"], found["labels"]


def ssdlite():
    detection = pytest.importorskip("torchvision.models.detection")
    # The 20 best detections: further down the list, candidates whose scores differ by
    # float32 rounding swap places between eager and ONNX Runtime.
    model = detection.ssdlite320_mobilenet_v3_large(
        weights=None, weights_backbone=None, num_classes=3, detections_per_img=20
    )
    # Untrained, the backbone's activations vanish layer by layer and every score is the
    # same 1/3, ranked by ties: its batch norms learn the statistics of random images
    # first (normalized to [-1, 1], as the model's transform gives them to it).
    for module in model.modules():
        if isinstance(module, torch.nn.BatchNorm2d):
            module.momentum = None  # a plain average
    model.backbone.train()
    with torch.no_grad():
        model.backbone(torch.rand(2, 3, 320, 320) * 2 - 1)
    return Detections(model.eval()).eval(), (torch.rand(3, 128, 128),)


def vit():
    timm = pytest.importorskip("timm")
    model = timm.create_model(
        "vit_tiny_patch16_224", pretrained=False, img_size=64, num_classes=10
    )
    return model.eval(), (torch.randn(1, 3, 64, 64),)


class Function(torch.nn.Module):
    """A function (kornia's transforms are functions) as a module."""

    def __init__(self, function, *args):
        super().__init__()
        self.function, self.args = function, args

    def forward(self, x):
        return self.function(x, *self.args)


def kornia_function(path: str, *args):
    def build():
        module = pytest.importorskip("kornia")
        for name in path.split("."):
            module = getattr(module, name)
        return Function(module, *args).eval(), (torch.rand(1, 3, 32, 32),)

    return build


class Buckets(torch.nn.Module):
    """Bins a float feature by fixed boundaries, then embeds the bin."""

    def __init__(self):
        super().__init__()
        self.register_buffer("boundaries", torch.linspace(-2, 2, 15))
        self.embedding = torch.nn.Embedding(16, 8)

    def forward(self, x):
        buckets = torch.bucketize(x, self.boundaries)
        return buckets, self.embedding(buckets)


def buckets():
    return Buckets().eval(), (torch.randn(4, 64),)


class Nearest(torch.nn.Module):
    """Each point's nearest neighbour in another cloud: its distance and index."""

    def forward(self, points, others):
        distances = torch.cdist(points, others)
        return distances.min(-1).values, distances.argmin(-1)


def nearest():
    # Two clouds in a 100-unit box. torch's cdist computes these sizes (over 25 points)
    # as |a|² + |b|² - 2ab with a matrix product, which loses digits to cancellation.
    return Nearest().eval(), (torch.rand(1, 512, 3) * 100, torch.rand(1, 256, 3) * 100)


DECODER = {"rtol": 1e-4, "atol": 1e-5}
IMAGE = {"rtol": 1e-5, "atol": 1e-5}
CASES = {
    "llama": Case(llama, **DECODER),
    # A user's own symbolic and translation of the grouped matmul, as written before the
    # library mapped it (transformers' own exporter brings such): the library's mappings
    # shadow them while it is registered, and torch alone exports with them.
    "qwen3_moe": Case(
        qwen3_moe,
        **DECODER,
        symbolics={"aten::_grouped_mm": grouped_mm_symbolic},
        translations=lambda: {
            torch.ops.transformers.grouped_mm_fallback.default: grouped_mm_translation
        },
    ),
    # A deep convolutional network: its scores differ by 2e-5 and its boxes (in pixels of
    # 320) by 5e-4 between eager and ONNX Runtime.
    "ssdlite": Case(ssdlite, rtol=1e-3, atol=1e-3),
    "vit_tiny": Case(vit, rtol=1e-4, atol=1e-5),
    "kornia_rgb_to_hsv": Case(kornia_function("color.rgb_to_hsv"), **IMAGE),
    "kornia_hsv_to_rgb": Case(kornia_function("color.hsv_to_rgb"), **IMAGE),
    "kornia_rgb_to_hls": Case(kornia_function("color.rgb_to_hls"), **IMAGE),
    "kornia_hls_to_rgb": Case(kornia_function("color.hls_to_rgb"), **IMAGE),
    "kornia_rgb_to_ycbcr": Case(kornia_function("color.rgb_to_ycbcr"), **IMAGE),
    # a* and b* are differences of cube roots times 500 and 200: float32 rounding of the
    # roots leaves 6e-5 near zero.
    "kornia_rgb_to_lab": Case(
        kornia_function("color.rgb_to_lab"), rtol=1e-5, atol=1e-4
    ),
    "kornia_adjust_hue": Case(kornia_function("enhance.adjust_hue", 0.3), **IMAGE),
    "kornia_equalize": Case(kornia_function("enhance.equalize"), **IMAGE),
    "kornia_equalize_clahe": Case(kornia_function("enhance.equalize_clahe"), **IMAGE),
    "bucketize": Case(buckets, **IMAGE),
    "cdist_nearest": Case(nearest, rtol=1e-5, atol=1e-5),
}


@dataclass
class Outcome:
    """One export run in ONNX Runtime and compared with eager."""

    error: BaseException | None = None
    stage: str = ""  # where it failed: "export" or "onnxruntime"
    matches: bool = False
    diff: float = math.inf  # the largest |ONNX Runtime - eager| over all outputs
    note: str = ""

    def __str__(self):
        if self.error is not None:
            refused = refusal(self.error)
            if refused is not None:
                return f"refused by mapping {refused.mapping!r}: {refused}"
            return f"fails in {self.stage}: {headline(self.error)}"
        verdict = "matches eager" if self.matches else "DIFFERS from eager"
        return f"{verdict} ({self.note or f'max |difference| {self.diff:.2g}'})"


def headline(error: BaseException) -> str:
    return f"{type(error).__name__}: {''.join(str(error).strip().splitlines()[:1])}"


def attempt(export, model, args, expected, case: Case, **options) -> Outcome:
    f = io.BytesIO()
    try:
        export(model, args, f, **options)
    except Exception as error:  # noqa: BLE001 (any failure is an outcome to judge)
        return Outcome(error, "export")
    try:
        session = onnxruntime.InferenceSession(f.getvalue())
        feeds = {i.name: v.numpy() for i, v in zip(session.get_inputs(), args)}
        actual = session.run(None, feeds)
    except Exception as error:  # noqa: BLE001 (an invalid model is an outcome too)
        return Outcome(error, "onnxruntime")
    shapes = [a.shape for a in actual]
    if shapes != [tuple(e.shape) for e in expected]:
        return Outcome(note=f"outputs of shapes {shapes}")
    outcome = Outcome(matches=True, diff=0.0)
    for got, want in zip(actual, expected):
        want = want.numpy()
        if want.size:
            difference = np.abs(got.astype(np.float64) - want.astype(np.float64))
            outcome.diff = max(outcome.diff, float(difference.max()))
        if want.dtype.kind == "f":
            outcome.matches &= np.allclose(got, want, rtol=case.rtol, atol=case.atol)
        else:  # indices, labels: exactly
            outcome.matches &= np.array_equal(got, want)
    return outcome


@contextlib.contextmanager
def symbolics_registered(symbolics: dict[str, Callable], opset: int):
    for name, symbolic in symbolics.items():
        torch.onnx.register_custom_op_symbolic(name, symbolic, opset)
    try:
        yield
    finally:
        for name in symbolics:
            torch.onnx.unregister_custom_op_symbolic(name, opset)


@contextlib.contextmanager
def library_unregistered():
    """The library out for a block (importing it put it in)."""
    library.unregister()
    try:
        yield
    finally:
        library.register()


@pytest.mark.parametrize("exporter", EXPORTERS)
@pytest.mark.parametrize("name", CASES)
def test_library_keeps_what_torch_exports_alone(name, exporter):
    """Export without the library, then with it; both run in ONNX Runtime against eager."""
    case = CASES[name]
    torch.manual_seed(0)
    model, args = case.build()
    with torch.no_grad():
        expected = model(*args)
    expected = expected if isinstance(expected, tuple) else (expected,)
    options = dict(EXPORTERS[exporter])
    symbolics = case.symbolics
    if options["dynamo"]:
        symbolics = {}
        if translations := case.translations():
            options["custom_translation_table"] = translations
    # The user's symbolics go in while the library is out, so that registering the library
    # shadows them, as it would a user's, and leaves them as they were.
    opset = options.get("opset_version")
    with library_unregistered(), symbolics_registered(symbolics, opset):
        alone = attempt(torch.onnx.export, model, args, expected, case, **options)
        if isinstance(alone.error, TorchExportError):
            # torch.export cannot trace the model: the library, which translates what it
            # traced, never takes part.
            cause = alone.error.__cause__ or alone.error
            pytest.skip(f"torch.export cannot trace {name}: {headline(cause)}")
        before = Counter(USES)
        with library.registered():
            with_library = attempt(
                library.export, model, args, expected, case, **options
            )
    used = sorted(USES - before)
    story = (
        f"{name} with the {exporter} exporter: torch alone {alone}; with the library "
        f"{with_library} (mappings used: {', '.join(used) or 'none'})"
    )
    if alone.matches:
        assert with_library.matches, f"harm: {story}"
        assert with_library.diff <= max(2 * alone.diff, case.atol), f"drift: {story}"
    else:
        # torch alone gets it wrong: the library may mend it or stop at an export error
        # (one of its refusals, or torch's own conversion failing on the way), but must
        # never write a model that runs and gives other numbers than eager.
        assert with_library.matches or with_library.stage == "export", story
