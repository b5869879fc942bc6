"""The examples run as a user runs them, and produce what they promise."""

from __future__ import annotations

import subprocess
import sys

import onnx
import pytest
from conftest import REPO


def run_example(path: str, *args: str) -> str:
    result = subprocess.run(
        [sys.executable, str(REPO / path), *args],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert result.returncode == 0, result.stderr
    return result.stdout


def test_srcnn_exports_once_and_runs_at_every_factor(tmp_path):
    output = run_example("examples/srcnn/srcnn.py", "--out", str(tmp_path))
    for factor in (2, 3, 4):
        assert (
            f"x{factor}: (1, 3, {32 * factor}, {32 * factor}) from one ONNX model"
            in output
        )
        png = (tmp_path / f"output_x{factor}.png").read_bytes()
        assert png.startswith(b"\x89PNG\r\n\x1a\n")
    model = onnx.load(tmp_path / "srcnn.onnx")
    assert [i.name for i in model.graph.input] == ["input", "factor"]
    (resize,) = [n for n in model.graph.node if n.op_type == "Resize"]
    assert (
        resize.input[2] == "factor"
    )  # scales come from the input, not a folded constant
    attributes = {a.name: onnx.helper.get_attribute_value(a) for a in resize.attribute}
    assert attributes["mode"] == b"cubic"
    assert attributes["coordinate_transformation_mode"] == b"pytorch_half_pixel"


@pytest.mark.parametrize("exporter, opset", [("dynamo", 18), ("torchscript", 17)])
def test_asinh_example(tmp_path, exporter, opset):
    output = run_example(
        "examples/export_asinh.py",
        "--exporter",
        exporter,
        "--opset",
        str(opset),
        "--out",
        str(tmp_path / "m.onnx"),
    )
    assert f"with the {exporter} exporter at opset {opset}; ONNX ops:" in output
    for op in ("Acosh", "Asinh", "Atanh"):
        assert op in output.partition("ONNX ops:")[2]


def test_before_after_example_fails_without_the_mappings_and_exports_with_them():
    lines = run_example("examples/before_after.py").splitlines()
    assert len(lines) == 4, lines
    for line in lines[0::2]:  # without: each exporter names the op it lacks
        assert "without the mappings: export fails:" in line and "lgamma" in line
    for line in lines[1::2]:
        assert "with the mappings:    exports; ONNX Runtime matches eager" in line
