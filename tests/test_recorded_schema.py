"""A library op's schema recorded in its spec (`source.schema`): a build without the op's
package checks the spec against it and writes the same files as a build with it, with no
warning (mappings/transformers/grouped_mm_fallback.yaml, whose package is an extra)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys

import pytest
from conftest import REPO, tree_hashes

SPEC = REPO / "mappings" / "transformers" / "grouped_mm_fallback.yaml"
# `opmapgen build` with transformers absent as in a venv without it: its import fails and
# importlib finds no spec for it.
WITHOUT = (
    "import sys; sys.modules['transformers'] = None\n"
    "from opmapgen.cli import main\n"
    "sys.exit(main(['build', *sys.argv[1:]]))\n"
)
WITH = "import sys\nfrom opmapgen.cli import main\nsys.exit(main(['build', *sys.argv[1:]]))\n"


def _build(code: str, folder, env) -> subprocess.CompletedProcess:
    folder.mkdir()
    shutil.copy(SPEC, folder / SPEC.name)
    return subprocess.run(
        [sys.executable, "-c", code, SPEC.name, "-o", "generated"],
        check=False,
        cwd=folder,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )


def test_a_build_without_the_package_writes_what_a_build_with_it_writes(tmp_path):
    pytest.importorskip("transformers.integrations.moe")
    env = {**os.environ, "OPMAPGEN_CACHE_DIR": ""}
    without = _build(WITHOUT, tmp_path / "without", env)
    assert without.returncode == 0, without.stderr
    with_package = _build(WITH, tmp_path / "with", env)
    assert with_package.returncode == 0, with_package.stderr
    # The same words both ways (a copy of a library spec warns that it overrides the
    # library's), none saying the spec could not be checked.
    assert without.stderr == with_package.stderr
    assert "cannot check" not in without.stderr
    built = tree_hashes(tmp_path / "with" / "generated")
    assert built and tree_hashes(tmp_path / "without" / "generated") == built
