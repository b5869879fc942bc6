"""`opmapgen sweep`: OpInfo samples through torch's own conversion, or the library's."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from conftest import FIXTURES, REPO


def sweep(*args: str, cwd) -> subprocess.CompletedProcess:
    # A process of its own: --with-library imports the `generated` of its folder.
    return subprocess.run(
        [sys.executable, "-m", "opmapgen", "sweep", *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=600,
        env={**os.environ, "PYTHONPATH": str(REPO)},
    )


def test_sweep_of_a_correct_conversion_passes(tmp_path):
    done = sweep("neg", "--dtype", "float32", "--json", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    (record,) = json.loads(done.stdout)
    assert record["op"] == "aten::neg" and record["dtype"] == "float32"
    assert record["wrong"] == 0 and record["matched"] == record["cases"] > 0


def test_sweep_finds_a_wrong_mapping_in_the_library(tmp_path):
    build = subprocess.run(
        [sys.executable, "-m", "opmapgen", "build", str(FIXTURES / "broken"), "-o",
         "generated", "-q"],
        cwd=tmp_path, capture_output=True, text=True,
    )  # fmt: skip
    assert build.returncode == 0, build.stderr
    args = ("asinh", "--dtype", "float32", "--exporter", "torchscript", "--opset", "9")
    done = sweep(*args, cwd=tmp_path)
    assert done.returncode == 0, done.stderr  # torch's own Asinh is right
    done = sweep(*args, "--with-library", cwd=tmp_path)
    assert done.returncode == 1
    row = done.stdout.splitlines()[1].split()
    assert row[:2] == ["aten::asinh", "float32"] and row[5] != "0"
    assert "output 0 differs from torch" in done.stdout
    assert "wrong results from aten::asinh" in done.stderr
    assert "aten::asinh float32 ..." in done.stderr  # progress, on stderr


def test_sweep_says_when_torch_has_no_opinfo(tmp_path):
    done = sweep("aten::no_such_op", cwd=tmp_path)
    assert done.returncode == 1 and "nothing to sweep" in done.stderr
    assert "aten::no_such_op: torch" in done.stderr and "has no OpInfo" in done.stderr
