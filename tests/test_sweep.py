"""`opmapgen sweep`: OpInfo samples through torch's own conversion, or the library's."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
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


@pytest.fixture(scope="module")
def broken_library(tmp_path_factory):
    """A folder whose `generated` maps aten::asinh to Sinh (wrong numbers) and aten::atanh
    to Atanh (right): what `sweep --compare` imports."""
    folder = tmp_path_factory.mktemp("broken")
    build = subprocess.run(
        [sys.executable, "-m", "opmapgen", "build", str(FIXTURES / "broken"), "-o",
         "generated", "-q"],
        cwd=folder, capture_output=True, text=True, check=False,
        env={**os.environ, "PYTHONPATH": str(REPO)},
    )  # fmt: skip
    assert build.returncode == 0, build.stderr
    return folder


def test_compare_finds_harm_done_by_the_library(broken_library):
    args = ("asinh", "--compare", "--exporter", "torchscript", "--dtype", "float32")
    done = sweep(*args, cwd=broken_library)
    assert done.returncode == 1, done.stderr
    header, *rows = done.stdout.splitlines()
    assert header.split() == ["OP", "EXPORTER", "FORM", "WITHOUT", "WITH", "VERDICT"]
    assert rows and all("HARM: the library's model is wrong" in row for row in rows)
    assert "torch.asinh(x)  [x: float32[3, 4]]" in rows[0]
    assert "the library does harm" in done.stderr and "aten::asinh" in done.stderr


def test_compare_passes_a_library_that_fixes_what_torch_cannot_export(broken_library):
    args = ("atanh", "--compare", "--exporter", "torchscript", "--dtype", "float32")
    done = sweep(*args, "--opinfo", "--json", cwd=broken_library)
    assert done.returncode == 0, done.stderr
    records = json.loads(done.stdout)
    forms = [r for r in records if r["kind"] == "form"]
    assert forms and all(r["op"] == "aten::atanh" for r in forms)
    # torch has no TorchScript symbolic for atanh at opset 17; the mapping exports it.
    assert {r["verdict"] for r in forms} == {"fixed"}
    assert all(
        r["without"]["status"] == "refused" and not r["without"]["ours"] for r in forms
    )
    assert all(r["with"]["status"] == "ok" for r in forms)
    (opinfo,) = [r for r in records if r["kind"] == "opinfo"]
    assert opinfo["verdict"] == "fixed" and opinfo["with"]["wrong"] == 0
    assert opinfo["with"]["matched"] == opinfo["with"]["cases"] > 0


def test_compare_says_when_an_op_has_no_calling_form(tmp_path):
    done = sweep("aten::no_such_op", "--compare", cwd=tmp_path)
    assert done.returncode == 1
    assert "aten::no_such_op: no calling form" in done.stderr
    assert "nothing to compare" in done.stderr


def test_compare_and_with_library_exclude_each_other(tmp_path):
    done = sweep("atanh", "--compare", "--with-library", cwd=tmp_path)
    assert done.returncode == 2 and "not allowed with" in done.stderr
