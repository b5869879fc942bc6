"""A non-editable install carries the templates, so `opmapgen build` works from any folder,
and the library with its specs."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
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


def test_the_sdist_and_the_wheel_built_from_it_carry_the_library(tmp_path):
    """A release builds an sdist, and pip builds the wheel from it: both hold the library,
    its specs and its tests; neither holds this repository's own-code examples."""
    subprocess.run(
        [sys.executable, "-m", "hatchling", "build", "-t", "sdist", "-d",
         str(tmp_path / "sdist")],
        cwd=REPO, check=True, capture_output=True, timeout=600,
    )  # fmt: skip
    (sdist,) = (tmp_path / "sdist").glob("opmapgen-*.tar.gz")
    with tarfile.open(sdist) as archive:
        in_sdist = {n.split("/", 1)[1] for n in archive.getnames() if "/" in n}
    assert "opmapgen/library/__init__.py" in in_sdist
    assert "mappings/aten/lgamma.yaml" in in_sdist
    assert not any(n.startswith(("generated/", "impls/", "csrc/")) for n in in_sdist)
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w",
         str(tmp_path / "wheels"), str(sdist)],
        check=True, capture_output=True, timeout=600,
    )  # fmt: skip
    (wheel,) = (tmp_path / "wheels").glob("opmapgen-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    library = REPO / "opmapgen" / "library"
    shipped = {
        p.relative_to(REPO).as_posix()
        for p in library.rglob("*")
        if p.is_file() and "__pycache__" not in p.parts
    }
    assert shipped <= names, sorted(shipped - names)[:5]
    specs = {
        f"opmapgen/library/{p.relative_to(REPO).as_posix()}"
        for folder in ("aten", "torchvision")
        for p in (REPO / "mappings" / folder).glob("*.yaml")
    }
    assert specs <= names, sorted(specs - names)[:5]
    assert "opmapgen/library/docs/spec.schema.json" in names
    assert "opmapgen/library/docs/runtime-limits.md" in names  # what specs link to
    assert not any(n.startswith(("generated/", "impls/")) for n in names)
    assert not any("own_code" in n for n in names)
