"""Builds at the same time, and builds killed part-way, leave a whole `generated/`."""

from __future__ import annotations

import shutil
import signal
import subprocess
import sys
import time

import pytest
from conftest import REPO, tree_hashes


def start_build(project, out="generated"):
    return subprocess.Popen(
        [sys.executable, "-m", "opmapgen", "build", "mappings", "-o", out],
        cwd=project,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )


def project_with(tmp_path, *specs):
    shutil.rmtree(tmp_path / "mappings", ignore_errors=True)
    (tmp_path / "mappings").mkdir()
    for spec in specs:
        shutil.copy(REPO / "mappings" / spec, tmp_path / "mappings")
    return tmp_path


def test_two_builds_at_once_leave_one_whole_output(tmp_path):
    project = project_with(
        tmp_path, "aten/asinh.yaml", "aten/hypot.yaml", "aten/sinh.yaml"
    )
    first, second = start_build(project), start_build(project)
    assert first.wait(timeout=300) == 0, first.stderr.read()
    assert second.wait(timeout=300) == 0, second.stderr.read()
    together = tree_hashes(project / "generated")
    shutil.rmtree(project / "generated")
    (project / ".generated.opmapgen-stamp").unlink()
    assert start_build(project).wait(timeout=300) == 0
    assert tree_hashes(project / "generated") == together
    assert not list(project.glob(".generated.opmapgen-new-*"))


def test_a_killed_build_leaves_the_previous_output_or_the_new_one(tmp_path):
    """Kill builds at several points; the output is always one whole tree, never a mix."""
    project = project_with(tmp_path, "aten/asinh.yaml", "aten/hypot.yaml")
    assert start_build(project).wait(timeout=300) == 0
    old = tree_hashes(project / "generated")
    shutil.copy(REPO / "mappings/aten/sinh.yaml", project / "mappings")
    spec = project / "mappings" / "asinh.yaml"
    spec.write_text(spec.read_text().replace("rtol: 1.0e-5", "rtol: 1.0e-4"))
    seen = set()
    for delay in (0.3, 0.8, 1.3, 1.8, 2.3, 2.8, 3.3):
        (project / ".generated.opmapgen-stamp").unlink(missing_ok=True)
        build = start_build(project)
        time.sleep(delay)
        build.send_signal(signal.SIGKILL)
        build.wait(timeout=60)
        now = tree_hashes(project / "generated")
        if now != old:
            seen.add("new")
            assert set(now) - set(old) == {
                "sinh.py",
                "translations/sinh.py",
                "tests/test_sinh.py",
            }
            # back to the old output for the next round
            shutil.copy(REPO / "mappings/aten/asinh.yaml", project / "mappings")
            (project / "mappings" / "sinh.yaml").unlink()
            assert start_build(project).wait(timeout=300) == 0
            assert tree_hashes(project / "generated") == old
            shutil.copy(REPO / "mappings/aten/sinh.yaml", project / "mappings")
            spec.write_text(spec.read_text().replace("rtol: 1.0e-5", "rtol: 1.0e-4"))
        else:
            seen.add("old")
    # The next build cleans up what the killed ones left and finishes the job.
    assert start_build(project).wait(timeout=300) == 0
    assert not list(project.glob(".generated.opmapgen-new-*"))
    assert "old" in seen  # at least one kill landed before the swap


def test_a_big_tree_is_written_whole_and_a_failed_write_keeps_the_old_one(tmp_path):
    """Trees of hundreds of files are written by several threads, a folder each."""
    from opmapgen.codegen.write import MARKER, read_tree, write_tree

    def tree(version):
        files = {"__init__.py": f'"""{MARKER}"""\nVERSION = {version}\n'}
        for folder, count in (("", 400), ("tests/", 400), ("translations/", 100)):
            for i in range(count):
                files[f"{folder}m{i}.py"] = f"X = {i * version}\n"
        return files

    out = tmp_path / "generated"
    write_tree(out, tree(1))
    assert read_tree(out) == {n: t.encode() for n, t in tree(1).items()}

    broken = tree(2)
    broken["tests/m7.py/inner.py"] = "a file below a file cannot be written\n"
    with pytest.raises(OSError):
        write_tree(out, broken)
    assert read_tree(out) == {n: t.encode() for n, t in tree(1).items()}
    assert not list(tmp_path.glob(".generated.opmapgen-new-*"))

    write_tree(out, tree(3))
    assert read_tree(out) == {n: t.encode() for n, t in tree(3).items()}
