"""`opmapgen verify` on a transformers decoder from a small config (random weights, nothing
downloaded): a clean verdict with the shipped mappings, an invalid model traced back to
torch's own cumsum symbolic, and a wrong test mapping found by comparing each op's output.

Each run is a process of its own: a generated package registers its mappings when imported,
process-wide.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys

import pytest
from conftest import FIXTURES, REPO

pytest.importorskip("transformers")

DECODER = [
    f"{FIXTURES / 'verify' / 'models.py'}:llama",
    *("--input-shape", "2,8", "--input-shape", "2,8"),
    *("--input-dtype", "int64", "--input-dtype", "int64"),
]


def verify(*args: str, cwd) -> tuple[int, list[dict], str]:
    result = subprocess.run(
        [sys.executable, "-m", "opmapgen", "verify", *DECODER, "--json", *args],
        cwd=cwd, capture_output=True, text=True, timeout=600, check=False,
    )  # fmt: skip
    return result.returncode, json.loads(result.stdout or "[]"), result.stderr


def build(specs, package: str, cwd) -> None:
    command = [sys.executable, "-m", "opmapgen", "build", str(specs), "-o", package]
    subprocess.run([*command, "-q"], cwd=cwd, check=True, timeout=600)


def test_a_decoder_verifies_clean_with_both_exporters():
    code, verdicts, err = verify("--exporter", "both", cwd=REPO)
    assert code == 0, err
    assert [v["exporter"] for v in verdicts] == ["torchscript", "dynamo"]
    for verdict in verdicts:
        assert verdict["status"] == "match", verdict
        (output,) = verdict["outputs"]
        assert output["dtype"] == "float32" and output["shape"] == [2, 8, 128]


def test_an_invalid_model_is_traced_to_torchs_cumsum_symbolic(tmp_path):
    """With diff mapped and nothing else, the decoder's mask code reaches torch's own
    cumsum symbolic, which emits CumSum on a bool tensor: onnx.checker refuses it."""
    (tmp_path / "specs").mkdir()
    shutil.copy(REPO / "mappings/aten/diff.yaml", tmp_path / "specs")
    build(tmp_path / "specs", "diff_only", tmp_path)
    code, (verdict,), err = verify(
        "--exporter",
        "torchscript",
        "--mappings",
        "diff_only",
        "--no-library",
        cwd=tmp_path,
    )
    assert code == 1, err
    assert verdict["status"] == "invalid model", verdict
    culprit = verdict["culprit"]
    assert culprit["op_type"] == "CumSum"
    assert culprit["source_op"] == "aten::cumsum"
    assert culprit["converted_by"] == "torch's built-in symbolic"
    assert culprit["input_dtypes"] == ["bool"]
    assert "override torch's conversion of aten::cumsum" in verdict["next_step"]


def test_a_wrong_mapping_is_found_by_comparing_each_op(tmp_path):
    """A test spec maps aten::rsqrt 5 % too large (beside diff and cumsum, which the
    TorchScript export needs): the logits differ, and with each exporter the first ONNX
    node whose output differs from eager's value of its op is the mapping's."""
    specs = tmp_path / "specs"
    specs.mkdir()
    for name in ("diff", "cumsum"):
        shutil.copy(REPO / f"mappings/aten/{name}.yaml", specs)
    shutil.copy(FIXTURES / "verify" / "wrong" / "rsqrt.yaml", specs)
    build(specs, "wrong_rsqrt", tmp_path)
    code, verdicts, err = verify("--mappings", "wrong_rsqrt", cwd=tmp_path)
    assert code == 1, err
    assert [v["exporter"] for v in verdicts] == ["torchscript", "dynamo"]
    for verdict in verdicts:
        assert verdict["status"] == "mismatch", verdict
        culprit = verdict["culprit"]
        assert culprit["source_op"] == "aten::rsqrt", verdict
        assert culprit["mapping"] == "rsqrt_wrong"
        assert culprit["spec"].endswith("rsqrt.yaml")
        assert "fix the mapping in" in verdict["next_step"]


def test_auto_reports_the_fallback_to_the_torchscript_exporter():
    # torch.export cannot capture a packed LSTM; the TorchScript exporter, with lgamma
    # from the library, exports it and the model matches.
    result = subprocess.run(
        [sys.executable, "-m", "opmapgen", "verify",
         f"{FIXTURES / 'verify' / 'models.py'}:packed_lstm", "--input-shape", "3,5,4",
         "--exporter", "auto"],
        cwd=REPO, capture_output=True, text=True, timeout=600, check=False,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert (
        "torchscript exporter at opset 17, since torch.export cannot capture the model"
        in (result.stdout)
    )
    assert "matches eager" in result.stdout + result.stderr
