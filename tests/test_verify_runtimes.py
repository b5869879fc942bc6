"""`opmapgen verify --runtime`: a small float64 model checked in ONNX Runtime, ONNX's reference
implementation and OpenVINO, one line each (OpenVINO's float32 narrowing said); an unknown or
missing runtime is a user error naming what is installed and how to install the rest."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from conftest import FIXTURES

from opmapgen.runtime import cpu, runtimes

SMALL = [
    f"{FIXTURES / 'verify' / 'small.py'}:Small",
    *("--input-shape", "2,3,8", "--input-dtype", "float64"),
]


def verify(*args: str, cwd) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "opmapgen", "verify", *SMALL, *args],
        cwd=cwd, capture_output=True, text=True, timeout=600, check=False,
    )  # fmt: skip


def test_each_runtime_gets_its_line(tmp_path):
    named = [
        n for n in ("onnxruntime", "reference", "openvino") if n in runtimes.installed()
    ]
    if "openvino" not in named:
        pytest.skip("openvino is not installed")
    result = verify("--runtime", ",".join(named), cwd=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    lines = [line for line in result.stdout.splitlines() if "matches eager" in line]
    # OpenVINO's answers depend on the CPU's instruction set: its line names it
    labels = [runtimes.label(runtimes.runtime(name)) for name in named]
    assert f"openvino on {cpu.isa()}" in labels
    for exporter in ("torchscript exporter at opset 17", "dynamo exporter at opset 18"):
        for label in labels:
            assert any(f"{exporter}, {label}: matches eager" in line for line in lines)
    openvino = [line for line in lines if ", openvino on " in line]
    assert openvino and all("computes float64 in float32" in line for line in openvino)
    assert not any("computes" in line for line in lines if ", openvino on " not in line)


def test_json_holds_each_runtime_and_the_default_is_unchanged(tmp_path):
    result = verify(
        "--exporter", "dynamo", "--runtime", "reference", "--json", cwd=tmp_path
    )
    (verdict,) = json.loads(result.stdout)
    assert verdict["ok"], verdict
    assert [r["runtime"] for r in verdict["runtimes"]] == ["reference"]
    plain = verify("--exporter", "dynamo", "--json", cwd=tmp_path)
    (verdict,) = json.loads(plain.stdout)
    assert verdict["ok"] and "runtimes" not in verdict
    assert verdict["status"] == "match"


def test_an_unknown_runtime_is_a_user_error_naming_the_installed_ones(tmp_path):
    result = verify("--runtime", "onnxruntime,tensorrt", cwd=tmp_path)
    assert result.returncode == 1
    assert (
        "error: --runtime onnxruntime,tensorrt: no runtime 'tensorrt'" in result.stderr
    )
    assert f"installed: {', '.join(runtimes.installed())}" in result.stderr
    assert "Traceback" not in result.stderr
