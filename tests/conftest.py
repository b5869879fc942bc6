"""Shared helpers: run the CLI in-process, write specs, hash output trees."""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from opmapgen.cli import main

REPO = Path(__file__).resolve().parents[1]
FIXTURES = Path(__file__).resolve().parent / "fixtures"


@pytest.fixture(autouse=True)
def no_schema_cache(monkeypatch):
    """Builds ask torch, as on a machine's first build: tests of the cache opt back in."""
    from opmapgen.validate import schema_cache

    monkeypatch.setenv("OPMAPGEN_CACHE_DIR", "")
    monkeypatch.setattr(schema_cache, "_cache", None)


@pytest.fixture
def cli(capsys, monkeypatch, tmp_path):
    """Run `opmapgen ARGS` in tmp_path; return (exit code, stdout, stderr)."""

    def run(*args: str, cwd: Path | None = None):
        monkeypatch.chdir(cwd or tmp_path)
        code = main(list(args))
        out, err = capsys.readouterr()
        return code, out, err

    return run


def write_spec(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(text).lstrip())
    return path


def tree_hashes(folder: Path) -> dict[str, str]:
    if not folder.exists():
        return {}
    return {
        p.relative_to(folder).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(folder.rglob("*"))
        if p.is_file() and "__pycache__" not in p.parts
    }


def run_python(
    code: str, cwd: Path, extra_path: Path | None = None
) -> subprocess.CompletedProcess:
    """Run code in a fresh interpreter (torch's symbolic registry is process-wide)."""
    env = dict(os.environ)
    if extra_path is not None:
        env["PYTHONPATH"] = os.pathsep.join(
            filter(None, [str(extra_path), env.get("PYTHONPATH")])
        )
    return subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )


def build(project: Path, *extra: str, env: dict[str, str] | None = None):
    """`opmapgen build` in a fresh process, reporting on stderr whether it imported torch,
    onnx and yaml."""
    code = (
        "import sys, runpy; sys.argv = ['opmapgen', 'build', *sys.argv[1:]]\n"
        "try:\n    runpy.run_module('opmapgen', run_name='__main__')\n"
        "except SystemExit as exit:\n    code = exit.code\n"
        "for name in ('torch', 'onnx', 'yaml'):\n"
        "    print(name, 'imported' if name in sys.modules else 'not imported', file=sys.stderr)\n"
        "sys.exit(code)\n"
    )
    return subprocess.run(
        [sys.executable, "-c", code, *extra],
        check=False,
        cwd=project,
        env={**os.environ, **(env or {})},
        capture_output=True,
        text=True,
        timeout=300,
    )
