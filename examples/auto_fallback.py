"""Held-out real architectures that torch's dynamo exporter cannot export, exported with
`opmapgen.export(..., exporter="auto", verify=True)`.

Each model is built at a tiny config with random weights (nothing is downloaded), in eval mode,
with a fixed seed. For each one the script records

- what torch's TorchScript exporter does on its own (`torch.onnx.export(..., dynamo=False)`,
  before the library is imported), run in ONNX Runtime and compared with eager;
- what `opmapgen.export(model, args, exporter="auto", verify=True)` does with the library
  imported: why the dynamo exporter stopped (the `why`), which exporter wrote the model, the
  largest difference from eager, and the time taken; where "auto" raised without falling back,
  also `exporter="torchscript"` with the library;

and prints a Markdown table (docs/auto-fallback.md holds one). Needs the `models` extra
(transformers). Run it from a clone:

    python examples/auto_fallback.py                 # every model
    python examples/auto_fallback.py sam encodec     # some of them
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import re
import sys
import time
import warnings
from collections.abc import Callable
from dataclasses import dataclass

import torch

SEED = 0


# --- the models --------------------------------------------------------------------------------


class Outputs(torch.nn.Module):
    """A transformers model called with keyword arguments, returning the named outputs as a
    tuple of tensors (what both exporters and ONNX Runtime see as the graph's outputs)."""

    def __init__(self, model, inputs: tuple[str, ...], outputs: tuple[str, ...]):
        super().__init__()
        self.model = model
        self.inputs = inputs
        self.outputs = outputs

    def forward(self, *args):
        out = self.model(**dict(zip(self.inputs, args)))
        # "name[-1]": the last of a tuple output (a per-layer one)
        return tuple(
            out[name[:-4]][-1] if name.endswith("[-1]") else out[name]
            for name in self.outputs
        )


def _transformers():
    import transformers

    return transformers


def longformer():
    t = _transformers()
    config = t.LongformerConfig(
        vocab_size=128, hidden_size=32, num_hidden_layers=2, num_attention_heads=4,
        intermediate_size=64, attention_window=4, max_position_embeddings=64,
    )  # fmt: skip
    model = t.LongformerModel(config)
    ids = torch.randint(3, 128, (2, 16))
    mask = torch.ones(2, 16, dtype=torch.long)
    mask[1, 12:] = 0  # the second sequence padded
    # Global attention on the first token, as for a classification head.
    global_mask = torch.zeros(2, 16, dtype=torch.long)
    global_mask[:, 0] = 1
    names = ("input_ids", "attention_mask", "global_attention_mask")
    outputs = ("last_hidden_state", "pooler_output")
    return Outputs(model, names, outputs), (ids, mask, global_mask)


def layoutlmv3():
    t = _transformers()
    config = t.LayoutLMv3Config(
        vocab_size=128, hidden_size=48, num_hidden_layers=2, num_attention_heads=4,
        intermediate_size=64, max_position_embeddings=64, max_2d_position_embeddings=128,
        coordinate_size=8, shape_size=8, input_size=32, patch_size=16,
    )  # fmt: skip
    model = t.LayoutLMv3Model(config)
    ids = torch.randint(3, 128, (1, 8))
    corners = torch.randint(0, 64, (1, 8, 2))
    bbox = torch.cat([corners, corners + torch.randint(0, 64, (1, 8, 2))], dim=-1)
    pixels = torch.randn(1, 3, 32, 32)
    args = (ids, bbox, torch.ones(1, 8, dtype=torch.long), pixels)
    names = ("input_ids", "bbox", "attention_mask", "pixel_values")
    return Outputs(model, names, ("last_hidden_state",)), args


def mask2former():
    t = _transformers()
    backbone = t.SwinConfig(
        image_size=64, patch_size=4, embed_dim=16, depths=[1, 1, 1, 1],
        num_heads=[1, 1, 2, 2], window_size=2,
        out_features=["stage1", "stage2", "stage3", "stage4"],
    )  # fmt: skip
    config = t.Mask2FormerConfig(
        backbone_config=backbone, feature_size=32, mask_feature_size=32, hidden_dim=32,
        encoder_feedforward_dim=64, dim_feedforward=64, encoder_layers=1, decoder_layers=2,
        num_attention_heads=4, num_queries=8, num_labels=5,
    )  # fmt: skip
    # The model without the segmentation head, whose loss needs scipy: the pixel decoder's
    # features, the queries, and the mask logits the last decoder layer predicts.
    model = t.Mask2FormerModel(config)
    names = (
        "pixel_decoder_last_hidden_state", "transformer_decoder_last_hidden_state",
        "masks_queries_logits[-1]",
    )  # fmt: skip
    return Outputs(model, ("pixel_values",), names), (torch.randn(1, 3, 64, 64),)


def sam():
    t = _transformers()
    config = t.SamConfig(
        vision_config=t.SamVisionConfig(
            hidden_size=32, output_channels=16, num_hidden_layers=2, num_attention_heads=2,
            image_size=64, patch_size=8, window_size=4, global_attn_indexes=[1],
            num_pos_feats=8, mlp_dim=64, initializer_range=0.02,  # not 1e-10: outputs ~0
        ),
        prompt_encoder_config=t.SamPromptEncoderConfig(
            hidden_size=16, image_size=64, patch_size=8, mask_input_channels=4,
        ),
        mask_decoder_config=t.SamMaskDecoderConfig(
            hidden_size=16, mlp_dim=32, num_attention_heads=2, iou_head_hidden_dim=16,
        ),
    )  # fmt: skip
    model = t.SamModel(config)
    # From the config, parts start at zero (the mask decoder's output is all zeros): every
    # weight perturbed, so that the comparison with eager means something.
    with torch.no_grad():
        for parameter in model.parameters():
            parameter.add_(torch.randn_like(parameter) * 0.05)
    pixels = torch.randn(1, 3, 64, 64)
    points = torch.rand(1, 1, 2, 2) * 64  # one image, one prompt of two points
    labels = torch.ones(1, 1, 2, dtype=torch.long)
    names = ("pixel_values", "input_points", "input_labels")
    return Outputs(model, names, ("iou_scores", "pred_masks")), (pixels, points, labels)


def encodec():
    t = _transformers()
    config = t.EncodecConfig(
        target_bandwidths=[8.0, 16.0], sampling_rate=8000, hidden_size=16, num_filters=4,
        upsampling_ratios=[4, 2], num_lstm_layers=1, codebook_size=16,
    )  # fmt: skip
    model = t.EncodecModel(config)
    # The codebooks start at zero (every frame gets code 0): random ones.
    with torch.no_grad():
        for layer in model.quantizer.layers:
            layer.codebook.embed.normal_(0.0, 0.02)
    names = ("audio_codes", "audio_values")
    return Outputs(model, ("input_values",), names), (torch.randn(1, 1, 400),)


class PackedLSTM(torch.nn.Module):
    """Token ids of several lengths, embedded, packed (pack_padded_sequence) through a
    two-layer bidirectional LSTM, unpacked, and classified per token."""

    def __init__(self):
        super().__init__()
        self.embed = torch.nn.Embedding(64, 16, padding_idx=0)
        self.lstm = torch.nn.LSTM(
            16, 24, num_layers=2, batch_first=True, bidirectional=True
        )
        self.head = torch.nn.Linear(48, 5)

    def forward(self, ids, lengths):
        packed = torch.nn.utils.rnn.pack_padded_sequence(
            self.embed(ids), lengths, batch_first=True, enforce_sorted=False
        )
        out, _ = self.lstm(packed)
        padded, _ = torch.nn.utils.rnn.pad_packed_sequence(
            out, batch_first=True, total_length=ids.shape[1]
        )
        return self.head(padded)


def packed_lstm():
    lengths = torch.tensor([7, 3, 5])
    ids = torch.randint(1, 64, (3, 7)) * (torch.arange(7) < lengths[:, None])
    return PackedLSTM(), (ids, lengths)


MODELS: dict[str, Callable[[], tuple[torch.nn.Module, tuple]]] = {
    "longformer": longformer,
    "layoutlmv3": layoutlmv3,
    "mask2former": mask2former,
    "sam": sam,
    "encodec": encodec,
    "packed_lstm": packed_lstm,
}
TITLES = {
    "longformer": "Longformer",
    "layoutlmv3": "LayoutLMv3",
    "mask2former": "Mask2Former (Swin)",
    "sam": "SAM",
    "encodec": "EnCodec",
    "packed_lstm": "packed-sequence LSTM",
}


def build(name: str) -> tuple[torch.nn.Module, tuple]:
    """The model `name` (eval mode, random weights from a fixed seed) and its inputs."""
    torch.manual_seed(SEED)
    model, args = MODELS[name]()
    return model.eval(), args


# --- measuring ---------------------------------------------------------------------------------


@dataclass
class Row:
    name: str
    build_s: float = 0.0
    alone: str = ""  # the TorchScript exporter without the library
    dynamo: str = ""  # why "auto" left the dynamo exporter (or that it did not)
    exporter: str = ""
    opset: int | None = None
    max_abs_error: float | None = None
    result: str = ""
    export_s: float = 0.0
    # Where "auto" stopped before falling back: exporter="torchscript" with the library.
    torchscript: str = ""


@contextlib.contextmanager
def quiet():
    """torch's exporters print progress and C++ warnings: kept off the table (Python's
    warnings are the caller's to catch)."""
    sys.stdout.flush()
    sys.stderr.flush()
    saved = [os.dup(1), os.dup(2)]
    with open(os.devnull, "w") as null:
        os.dup2(null.fileno(), 1)
        os.dup2(null.fileno(), 2)
        try:
            yield
        finally:
            sys.stdout.flush()
            sys.stderr.flush()
            os.dup2(saved[0], 1)
            os.dup2(saved[1], 2)
            os.close(saved[0])
            os.close(saved[1])


def short(error: BaseException) -> str:
    """An error in one line: a missing op named, a mismatch measured, else the error's
    first line."""
    text = re.sub(r"\x1b\[[0-9;]*m", "", str(error))
    missing = re.search(r"operator '([\w:.]+)' to ONNX opset version (\d+)", text)
    if missing:
        return f"no symbolic for {missing.group(1)} (opset {missing.group(2)})"
    largest = re.search(r"Greatest absolute difference: (\S+)", text)
    if largest:
        output = re.match(r"output \d+", text)
        where = f"{output.group(0)}: " if output else ""
        count = re.search(r"Mismatched elements: (\d+ / \d+)", text)
        count = f", {count.group(1)} elements" if count else ""
        return f"mismatch ({where}max abs error {float(largest.group(1)):.2g}{count})"
    kernel = re.search(r"Could not find an implementation for (\w+\(\d+\))", text)
    if kernel:
        return f"ONNX Runtime has no {kernel.group(1)} kernel for its input types"
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    line = lines[0] if lines else ""
    return f"{type(error).__name__}: {line[:160]}"


def compare(proto_bytes: bytes, model, args) -> float:
    """Run the model in ONNX Runtime on `args`; the largest absolute difference from eager
    (AssertionError where values, dtypes or shapes differ, as `verify=True` checks)."""
    import onnxruntime

    session = onnxruntime.InferenceSession(
        proto_bytes, providers=["CPUExecutionProvider"]
    )
    names = [i.name for i in session.get_inputs()]
    assert len(names) == len(args), (
        f"the model takes {len(names)} inputs, not {len(args)}"
    )
    feeds = dict(zip(names, (a.numpy() for a in args)))
    actual = session.run(None, feeds)
    with torch.no_grad():
        expected = model(*args)
    expected = expected if isinstance(expected, tuple) else (expected,)
    assert len(actual) == len(expected), f"{len(actual)} outputs, eager {len(expected)}"
    largest = 0.0
    for index, (got, want) in enumerate(zip(actual, expected)):
        got = torch.from_numpy(got)
        try:
            torch.testing.assert_close(got, want, equal_nan=True)
        except AssertionError as error:
            raise AssertionError(f"output {index}: {error}") from None
        if want.is_floating_point() and want.numel():
            largest = max(largest, (got.double() - want.double()).abs().max().item())
    return largest


def alone(name: str) -> str:
    """torch.onnx.export(..., dynamo=False) on its own, checked against eager."""
    model, args = build(name)
    f = io.BytesIO()
    try:
        with quiet(), warnings.catch_warnings():
            warnings.simplefilter("ignore")
            torch.onnx.export(model, args, f, dynamo=False)
    except Exception as error:  # noqa: BLE001 - the point is to report it
        return f"fails: {short(error)}"
    try:
        error = compare(f.getvalue(), model, args)
    except Exception as mismatch:  # noqa: BLE001
        return f"exports; {short(mismatch)}"
    return f"exports, matches ({error:.1e})"


def dynamo_stop(error: BaseException) -> str:
    """Where the dynamo exporter stopped, from the error it raised."""
    text = re.sub(r"\x1b\[[0-9;]*m", "", str(error))
    step = re.search(r"step (\d)/3", text)
    where = f"step {step.group(1)}/3 ({STEPS.get(step.group(1), '')}): " if step else ""
    cause = error.__cause__
    return where + (short(cause) if cause is not None else short(error))


STEPS = {"1": "torch.export", "2": "decomposition", "3": "translation"}


def verified(name: str, exporter: str) -> tuple:
    """opmapgen.export(model, args, exporter=exporter, verify=True) on a fresh build:
    (result or the error it raised, the warnings it gave, build s, export + verify s)."""
    import opmapgen

    start = time.perf_counter()
    model, args = build(name)
    built = time.perf_counter() - start
    start = time.perf_counter()
    with quiet(), warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            result = opmapgen.export(model, args, exporter=exporter, verify=True)
        except Exception as error:  # noqa: BLE001 - the point is to report it
            result = error
    return result, [str(w.message) for w in caught], built, time.perf_counter() - start


def auto(name: str, row: Row) -> None:
    """opmapgen.export(model, args, exporter="auto", verify=True) with the library."""
    import opmapgen

    result, caught, row.build_s, row.export_s = verified(name, "auto")
    # The fallback says why in a warning: kept for a model that then fails to verify.
    fallback = [w for w in caught if w.startswith("opmapgen.export: ")]
    if not isinstance(result, Exception):
        row.dynamo = result.why
        row.exporter = result.exporter
        row.max_abs_error = result.max_abs_error
        row.opset = next(
            o.version
            for o in result.model_proto.opset_import
            if o.domain in ("", "ai.onnx")
        )
        row.result = "matches"
        return
    row.result = f"fails: {short(result)}"
    if fallback:
        row.exporter = "torchscript"
        row.dynamo = (
            fallback[0].removeprefix("opmapgen.export: ").split("; exported")[0]
        )
    elif isinstance(result, opmapgen.VerificationError):
        row.exporter, row.dynamo = "dynamo", "torch.export captured the model"
    else:
        # The dynamo exporter failed, and not in torch.export: "auto" did not fall back.
        row.exporter = "none (no fallback)"
        row.dynamo = dynamo_stop(result)
        row.result = "fails: the dynamo exporter's error"
        forced, _, _, _ = verified(name, "torchscript")
        row.torchscript = (
            f"fails: {short(forced)}"
            if isinstance(forced, Exception)
            else f"matches ({forced.max_abs_error:.1e})"
        )


def table(rows: list[Row]) -> str:
    header = (
        "| model | dynamo exporter | TorchScript exporter alone | auto: exporter | opset "
        '| auto: result | max abs error | build s | auto s | exporter="torchscript" |'
    )
    lines = [header, "|---|---|---|---|---|---|---|---|---|---|"]
    for row in rows:
        error = "" if row.max_abs_error is None else f"{row.max_abs_error:.1e}"
        cells = [
            TITLES[row.name], clip(row.dynamo), row.alone or "(not run)", row.exporter,
            str(row.opset or ""), row.result, error, f"{row.build_s:.1f}",
            f"{row.export_s:.1f}", row.torchscript or "(as auto)",
        ]  # fmt: skip
        lines.append("| " + " | ".join(c.replace("|", "\\|") for c in cells) + " |")
    return "\n".join(lines)


def clip(text: str, width: int = 140) -> str:
    text = re.sub(r" \(unhinted: [^()]*(\([^()]*\))?[^()]*\)\.?", "", text)
    text = re.sub(r"\s+\(Size-like symbols: none\)", "", text)
    return text if len(text) <= width else text[: width - 1] + "…"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("models", nargs="*", help=f"some of: {', '.join(MODELS)}")
    parser.add_argument(
        "--no-alone", action="store_true", help="skip the TorchScript-alone column"
    )
    options = parser.parse_args(argv)
    names = options.models or list(MODELS)
    unknown = sorted(set(names) - set(MODELS))
    if unknown:
        parser.error(f"no model {', '.join(unknown)}: choose from {', '.join(MODELS)}")
    torch.set_num_threads(min(2, torch.get_num_threads()))
    rows = [Row(name) for name in names]
    # Without the library first: importing it registers its mappings for the process.
    if not options.no_alone:
        assert "opmapgen.library" not in sys.modules
        for row in rows:
            row.alone = alone(row.name)
            print(f"{row.name}: alone: {row.alone}", file=sys.stderr, flush=True)
    import opmapgen.library  # noqa: F401 - registers the library's mappings

    for row in rows:
        auto(row.name, row)
        print(
            f"{row.name}: auto: {row.exporter} {row.result}",
            file=sys.stderr,
            flush=True,
        )
    print(f"torch {torch.__version__}, transformers {_transformers().__version__}\n")
    print(table(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
