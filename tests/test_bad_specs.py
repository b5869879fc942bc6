"""Malformed specs, one mistake each (tests/bad_specs/): each gets exactly the messages listed
in tests/bad_specs/expected.yaml, exit code 1, no traceback, nothing on stdout, and leaves the
working folder as it was, generated/ included.

A case is a file or a folder under tests/bad_specs/ (a folder holds the specs a mistake across
specs needs, and any Python they name), or one that GENERATED writes: a 10 MB file, bytes
that are not UTF-8, a thousand copies of a spec. Each runs as `opmapgen build CASE -o
generated` in a folder holding the case and a generated/ built from a good spec, with that
folder on sys.path, as `python -m opmapgen` has it. SUBPROCESS_CASES also run in a fresh
interpreter.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
import yaml
from conftest import REPO, tree_hashes

from opmapgen.cli import main

CASES = Path(__file__).resolve().parent / "bad_specs"
EXPECTED = yaml.safe_load((CASES / "expected.yaml").read_text(encoding="utf-8"))
# Builds the generated/ that every case must leave as it is.
GOOD_SPEC = REPO / "mappings" / "aten" / "asinh.yaml"
# What a YAML tag would run if the spec were loaded with yaml.unsafe_load.
PWNED = "opmapgen-pwned"

GOOD = """\
name: asinh
source:
  op: aten::asinh
  args: [v]
target:
  op: Asinh
  opset: 9
  inputs: [input]
test:
  inputs: [{shape: [2, 3]}]
"""
COPIES = 1000


def _copies(folder: Path) -> None:
    folder.mkdir()
    for i in range(COPIES):
        (folder / f"copy_{i:03}.yaml").write_text(GOOD)


def _ten_megabytes(path: Path) -> None:
    size = 10 << 20
    path.write_text(GOOD + "#" + "x" * (size - len(GOOD) - 2) + "\n")
    assert path.stat().st_size == size


# Cases that would be silly to commit, written into the working folder by the test.
GENERATED = {
    "file_10mb.yaml": _ten_megabytes,
    "not_utf8_latin1.yaml": lambda p: p.write_bytes(
        "# café, saved as Latin-1\n".encode("latin-1") + GOOD.encode()
    ),
    "not_utf8_utf16.yaml": lambda p: p.write_bytes(GOOD.encode("utf-16")),
    "control_character.yaml": lambda p: p.write_bytes(
        GOOD.replace("as", "as\0", 1).encode()
    ),
    # Composing it recursed once per level and crashed the interpreter.
    "deep_nesting.yaml": lambda p: p.write_text(
        "name: " + "[" * 100_000 + "]" * 100_000 + "\n"
    ),
    "copies_1000": _copies,
}
COMMITTED = sorted(p.name for p in CASES.iterdir() if p.name != "expected.yaml")
ALL_CASES = sorted([*COMMITTED, *GENERATED])
# Through a real interpreter: exit status and stderr end to end (and no crash that would
# take pytest down with it).
SUBPROCESS_CASES = [
    "tag_python_apply.yaml",
    "not_utf8_latin1.yaml",
    "file_10mb.yaml",
    "deep_nesting.yaml",
]


def expected_stderr(case: str) -> str:
    expected = EXPECTED[case]
    if isinstance(expected, str):
        return expected
    # copies_1000: the same lines for every copy but the first, then the summary.
    each = "".join(expected["each"].format(i=i) for i in range(1, COPIES))
    return each + expected["end"]


def snapshot(folder: Path) -> tuple[list[str], dict[str, str]]:
    """Every path under folder and every file's hash."""
    paths = sorted(
        p.relative_to(folder).as_posix()
        for p in folder.rglob("*")
        if "__pycache__" not in p.parts
    )
    return paths, tree_hashes(folder)


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    """A generated/ built from a good spec, for each case to copy."""
    folder = tmp_path_factory.mktemp("built")
    cwd = os.getcwd()
    os.chdir(folder)
    try:
        assert main(["build", str(GOOD_SPEC), "-o", "generated", "-q"]) == 0
    finally:
        os.chdir(cwd)
    assert (folder / "generated" / "asinh.py").exists()
    return folder


def workdir(built: Path, folder: Path, case: str) -> Path:
    """folder with a copy of the built output and of the case."""
    shutil.copytree(built, folder, dirs_exist_ok=True)
    (folder / "docs").mkdir(exist_ok=True)  # a project's docs, which links are checked in
    if case in GENERATED:
        GENERATED[case](folder / case)
    elif (CASES / case).is_dir():
        shutil.copytree(CASES / case, folder / case)
    else:
        shutil.copyfile(CASES / case, folder / case)
    return folder


def test_every_case_has_its_expected_messages():
    assert len(ALL_CASES) >= 45
    assert sorted(EXPECTED) == ALL_CASES


@pytest.mark.parametrize("case", ALL_CASES)
def test_bad_spec(case, built, tmp_path, cli, monkeypatch):
    work = workdir(built, tmp_path / "work", case)
    monkeypatch.syspath_prepend(str(work))
    before = snapshot(work)

    start = time.perf_counter()
    code, out, err = cli("build", case, "-o", "generated", "--color", "never", cwd=work)
    elapsed = time.perf_counter() - start

    assert "Traceback" not in out + err
    assert (code, out) == (1, "")
    assert err == expected_stderr(case)
    # generated/ included: nothing written, nothing left behind.
    assert snapshot(work) == before
    assert not (work / PWNED).exists()
    assert elapsed < 20  # the billion laughs and the 1,000 copies included


@pytest.fixture(scope="module")
def subprocess_runs(built, tmp_path_factory):
    """SUBPROCESS_CASES started at once, each in its own folder: case → (process, folder)."""
    env = {k: v for k, v in os.environ.items() if k not in ("FORCE_COLOR", "NO_COLOR")}
    runs = {}
    for case in SUBPROCESS_CASES:
        work = workdir(built, tmp_path_factory.mktemp("process"), case)
        before = snapshot(work)
        process = subprocess.Popen(
            [sys.executable, "-m", "opmapgen", "build", case, "-o", "generated"],
            cwd=work,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        runs[case] = process, work, before
    yield runs
    for process, _, _ in runs.values():
        if process.poll() is None:
            process.kill()
            process.wait()


@pytest.mark.parametrize("case", SUBPROCESS_CASES)
def test_bad_spec_in_a_fresh_interpreter(case, subprocess_runs):
    process, work, before = subprocess_runs[case]
    out, err = process.communicate(timeout=300)
    assert "Traceback" not in out + err
    assert (process.returncode, out) == (1, "")
    assert err == expected_stderr(case)
    assert snapshot(work) == before
    assert not (work / PWNED).exists()
