"""A rebuild that changes nothing stops before torch; anything that could change the output
takes the full path."""

from __future__ import annotations

import shutil

import pytest
import yaml
from conftest import REPO, build, tree_hashes

from opmapgen.codegen import stamp


@pytest.fixture
def project(tmp_path):
    shutil.copytree(REPO / "mappings" / "aten", tmp_path / "mappings")
    return tmp_path


def test_no_op_rebuild_does_not_import_torch(project):
    count = len(list((project / "mappings").glob("*.yaml")))
    first = build(project)
    assert first.returncode == 0 and "torch imported" in first.stderr
    assert f"wrote generated/ ({count} mappings)" in first.stdout
    hashes = tree_hashes(project / "generated")
    again = build(project)
    assert again.returncode == 0, again.stderr
    assert "torch not imported" in again.stderr
    assert "onnx not imported" in again.stderr and "yaml not imported" in again.stderr
    assert again.stdout == f"opmapgen: generated/ is current ({count} mappings)\n"
    assert tree_hashes(project / "generated") == hashes


def test_an_edited_spec_rebuilds(project):
    assert build(project).returncode == 0
    spec = project / "mappings" / "asinh.yaml"
    data = yaml.safe_load(spec.read_text())
    data["test"]["rtol"] = 1.0e-4
    spec.write_text(yaml.safe_dump(data, sort_keys=False))
    again = build(project)
    assert "torch imported" in again.stderr and "1 changed" in again.stdout
    assert "rtol=0.0001" in (project / "generated/tests/test_asinh.py").read_text()


def test_an_edited_output_file_is_restored(project):
    assert build(project).returncode == 0
    module = project / "generated" / "asinh.py"
    original = module.read_text()
    module.write_text(original + "# edited by hand\n")
    again = build(project)
    assert "torch imported" in again.stderr and "1 changed" in again.stdout
    assert module.read_text() == original


def test_a_broken_spec_is_reported_after_a_good_build(project):
    assert build(project).returncode == 0
    (project / "mappings" / "broken.yaml").write_text("name: broken\n")
    again = build(project)
    assert (
        again.returncode == 1
        and "broken.yaml:1:1: missing key 'source'" in again.stderr
    )


def test_check_uses_the_stamp_and_another_command_does_not(project):
    assert build(project).returncode == 0
    assert "torch not imported" in build(project, "--check").stderr
    other = build(
        project, "mappings", "-o", "generated"
    )  # the same command, spelled out
    assert "torch not imported" in other.stderr
    elsewhere = build(project, "-o", "other")
    assert "torch imported" in elsewhere.stderr


def test_fingerprint_covers_specs_libraries_and_opmapgen(project, monkeypatch):
    root = project / "mappings"
    key = stamp.fingerprint(root, "opmapgen build")
    assert stamp.fingerprint(root, "opmapgen build") == key
    assert stamp.fingerprint(root, "opmapgen build -o x") != key
    monkeypatch.setattr(stamp, "version", lambda name: "0" if name == "torch" else "1")
    assert stamp.fingerprint(root, "opmapgen build") != key
    monkeypatch.undo()
    (root / "new.yaml").write_text("name: new\n")
    assert stamp.fingerprint(root, "opmapgen build") != key


def test_library_namespaces_are_fingerprinted(tmp_path):
    spec = "name: x\nsource:\n  op: torchvision::roi_align\n"
    (tmp_path / "x.yaml").write_text(spec)
    key = stamp.fingerprint(tmp_path, "c")
    (tmp_path / "x.yaml").write_text(spec.replace("torchvision", "nosuchlibrary"))
    assert stamp.fingerprint(tmp_path, "c") != key
    assert "not installed" in stamp.library_identity("nosuchlibrary")
    assert stamp.library_identity("torchvision").split()[0] == stamp.version(
        "torchvision"
    )


def test_warnings_are_repeated_by_a_no_op_build(project):
    (project / "mappings" / "frob.yaml").write_text(
        "name: frob\n"
        "source: {op: nosuchlibrary::frob, args: [v], names: [input]}\n"
        "target: {op: Neg, opset: 9, inputs: [input]}\n"
        "test: {inputs: [{shape: [2]}]}\n"
    )
    first = build(project)
    # Shipped specs may warn too (an override of torch's symbolic): only frob's are asked for.
    warnings = [
        line for line in first.stderr.splitlines() if "warning:" in line and "frob" in line
    ]
    assert warnings == [
        (
            "mappings/frob.yaml:2:14: warning: cannot check nosuchlibrary::frob: the Python package "
            "'nosuchlibrary' is not installed; install it to check the spec against the op schema"
        )
    ]
    again = build(project)
    assert "torch not imported" in again.stderr
    assert [
        line for line in again.stderr.splitlines() if "warning:" in line and "frob" in line
    ] == warnings
