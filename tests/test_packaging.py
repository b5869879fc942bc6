"""A non-editable install carries the templates, so `opmapgen build` works from any folder."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile

from conftest import REPO


def test_wheel_ships_templates_and_builds_elsewhere(tmp_path):
    wheels = tmp_path / "wheels"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-deps",
            "-q",
            "-w",
            str(wheels),
            str(REPO),
        ],
        check=True,
        capture_output=True,
        timeout=600,
    )
    (wheel,) = wheels.glob("opmapgen-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    templates = sorted(p.name for p in (REPO / "templates").glob("*.j2"))
    assert (
        sorted(n.split("/")[-1] for n in names if n.startswith("opmapgen/templates/"))
        == templates
    )

    installed = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(installed)
    project = tmp_path / "project"
    shutil.copytree(REPO / "mappings", project / "mappings")
    env = {**os.environ, "PYTHONPATH": str(installed)}
    result = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys, opmapgen, opmapgen.cli; print(opmapgen.__file__, file=sys.stderr);"
            " sys.exit(opmapgen.cli.main(['build']))",
        ],
        cwd=project,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr
    assert result.stderr.startswith(
        str(installed)
    )  # the wheel's copy, not the checkout
    assert (project / "generated" / "asinh.py").is_file()
    assert (project / "generated" / "tests" / "test_asinh.py").is_file()
