"""The ledger of proven tests (opmapgen/runtime/proven.py, through the suite's pytest plugin):
real pytest runs of a small project that uses it, and the suite's own rules."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from conftest import REPO

from opmapgen.runtime import proven

# A project whose tests read a library file; test_other.py is named by no rule.
PROJECT = {
    "pytest.ini": """
        [pytest]
        addopts = -ra -p opmapgen.runtime.pytest_plugin
        proven_ledger = proven.json
        proven_inputs =
            test_lib*.py: lib/*.py
        """,
    "lib/value.py": "VALUE = 2\n",
    "test_lib.py": """
        from lib.value import VALUE

        def test_value():
            assert VALUE == 2

        def test_broken():
            assert VALUE == 3
        """,
    "test_other.py": """
        def test_other():
            pass
        """,
}


@pytest.fixture
def project(tmp_path: Path) -> Path:
    for name, text in PROJECT.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text).lstrip())
    return tmp_path


def run(project: Path, *args: str, env: dict[str, str] | None = None) -> dict:
    """Run pytest in `project`; return its outcomes by test name, and its output."""
    report = project / "report.json"
    code = f"""
import json, sys, pytest
outcomes = {{}}
class Outcomes:
    def pytest_runtest_logreport(self, report):
        if report.when == "call" or report.outcome != "passed":
            outcomes[report.nodeid.split("::")[-1]] = report.outcome
code = pytest.main(sys.argv[1:], plugins=[Outcomes()])
json.dump(outcomes, open({str(report)!r}, "w"))
sys.exit(code)
"""
    result = subprocess.run(
        [sys.executable, "-c", code, "-p", "no:cacheprovider", *args],
        check=False,
        cwd=project,
        env={**os.environ, "PYTHONPATH": str(REPO), **(env or {})},
        capture_output=True,
        text=True,
        timeout=120,
    )
    outcomes = json.loads(report.read_text()) if report.exists() else {}
    return {"outcomes": outcomes, "output": result.stdout + result.stderr}


def test_a_passing_test_is_recorded_then_skipped_as_proven(project):
    first = run(project, "--record-proven")
    assert first["outcomes"] == {
        "test_value": "passed",
        "test_broken": "failed",
        "test_other": "passed",
    }
    ledger = json.loads((project / "proven.json").read_text())
    # Only the passing test of a file a rule names.
    assert list(ledger["files"]) == ["test_lib.py"]
    assert ledger["files"]["test_lib.py"]["tests"] == ["test_value"]

    second = run(project)
    assert second["outcomes"] == {
        "test_value": "skipped",
        "test_broken": "failed",
        "test_other": "passed",
    }
    # Counted apart from skips, and not listed one by one.
    assert "1 proven" in second["output"]
    assert "SKIPPED" not in second["output"]
    assert "proven: 1 tests skipped as proven by proven.json" in second["output"]


def test_a_changed_input_or_test_file_runs_again(project):
    run(project, "--record-proven")
    (project / "lib/value.py").write_text("VALUE = 3\n")
    # It runs, so now it fails.
    assert run(project)["outcomes"]["test_value"] == "failed"
    (project / "lib/value.py").write_text("VALUE = 2\n")
    assert run(project)["outcomes"]["test_value"] == "skipped"
    with (project / "test_lib.py").open("a") as f:
        f.write("\n# an edit\n")
    assert run(project)["outcomes"]["test_value"] == "passed"


def test_rerun_proven_runs_everything_and_a_failure_leaves_the_ledger(project):
    run(project, "--record-proven")
    assert run(project, "--rerun-proven")["outcomes"]["test_value"] == "passed"
    # A test that fails in a recording run is taken out of the ledger.
    text = (project / "test_lib.py").read_text().replace("VALUE == 2", "VALUE == 4")
    (project / "test_lib.py").write_text(text)
    run(project, "--record-proven")
    assert json.loads((project / "proven.json").read_text())["files"] == {}


def test_a_recording_keeps_what_it_skipped_and_what_it_did_not_collect(project):
    run(project, "--record-proven")
    shutil.copy(project / "test_lib.py", project / "test_lib2.py")
    again = run(project, "--record-proven", "test_lib2.py")
    assert again["outcomes"]["test_value"] == "passed"
    files = json.loads((project / "proven.json").read_text())["files"]
    assert (
        files["test_lib.py"]["tests"]
        == files["test_lib2.py"]["tests"]
        == ["test_value"]
    )
    run(project, "--record-proven")
    files = json.loads((project / "proven.json").read_text())["files"]
    assert sorted(files) == ["test_lib.py", "test_lib2.py"]


def test_xdist_workers_skip_and_the_controller_records(project):
    first = run(project, "--record-proven", "-n", "2")
    assert first["outcomes"]["test_value"] == "passed"
    assert "proven: wrote 1 tests to proven.json" in first["output"]
    again = run(project, "-n", "2")
    assert again["outcomes"]["test_value"] == "skipped"
    assert "1 proven" in again["output"]


def test_another_environment_proves_nothing(project):
    run(project, "--record-proven")
    other = run(project, env={"OPMAPGEN_RUNTIMES": "onnxruntime"})
    assert other["outcomes"]["test_value"] == "passed"
    assert "$OPMAPGEN_RUNTIMES absent -> onnxruntime" in other["output"]


@pytest.mark.parametrize(
    ("rule", "message"),
    [
        ("test_lib*.py lib/*.py", "is not `TESTS: INPUT ...`"),
        (
            "test_lib*.py: lib/valeu.py",
            "'lib/valeu.py' (for 'test_lib*.py') names no file",
        ),
    ],
)
def test_a_bad_rule_stops_the_run(project, rule, message):
    ini = (project / "pytest.ini").read_text().replace("test_lib*.py: lib/*.py", rule)
    (project / "pytest.ini").write_text(ini)
    result = run(project)
    assert result["outcomes"] == {}
    assert message in result["output"]


@pytest.fixture(scope="module")
def suite_rules() -> list[proven.Rule]:
    """The suite's own rules, read from pyproject.toml as pytest reads them."""
    import tomllib

    ini = tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["pytest"]
    return proven.parse_rules(ini["ini_options"]["proven_inputs"])


def test_every_mapping_test_depends_on_every_mapping_and_the_runtime(
    tmp_path, suite_rules
):
    """Any mapping can take part in another's export, so the library's parity tests are
    fingerprinted over the whole library and runtime: an edit to one mapping's module or to
    the runtime runs every mapping's tests again; docs do not."""
    for part in ("opmapgen", "mappings", "tests/conftest.py", "pyproject.toml", "docs"):
        copy = shutil.copytree if (REPO / part).is_dir() else shutil.copy
        (tmp_path / part).parent.mkdir(parents=True, exist_ok=True)
        copy(REPO / part, tmp_path / part)
    tests = sorted(
        p.relative_to(tmp_path).as_posix()
        for p in (tmp_path / "opmapgen/library/tests").glob("test_*.py")
    ) + ["tests/test_do_no_harm.py"]
    (tmp_path / "tests/test_do_no_harm.py").write_text("")

    def fingerprints() -> dict[str, str | None]:
        ledger = proven.Ledger(tmp_path, tmp_path / "proven.json", suite_rules, env={})
        return {t: ledger.fingerprint(t) for t in tests}

    before = fingerprints()
    assert None not in before.values()
    library_modules = sorted((tmp_path / "opmapgen/library").glob("*.py"))
    edits = [
        library_modules[-1],
        tmp_path / "opmapgen/library/translations" / library_modules[-1].name,
        tmp_path / "opmapgen/runtime/parity.py",
    ]
    for edited in edits:
        original = edited.read_bytes()
        edited.write_bytes(original + b"\n")
        after = fingerprints()
        assert all(after[t] != before[t] for t in tests), edited
        edited.write_bytes(original)
    assert fingerprints() == before
    (tmp_path / "docs/an-edit.md").write_text("no test reads this\n")
    assert fingerprints() == before
    spec = next((tmp_path / "mappings").rglob("*.yaml"))
    spec.write_text(spec.read_text() + "\n")
    after = fingerprints()
    assert after["tests/test_do_no_harm.py"] != before["tests/test_do_no_harm.py"]


def test_the_environment_names_the_versions_and_the_cpu():
    import onnxruntime
    import torch

    from opmapgen.runtime import cpu

    env = proven.environment()
    # The distribution's version: a CPU-only build's local label (`+cpu`) stays in it.
    assert torch.__version__.split("+")[0] == env["torch"].split("+")[0]
    assert env["onnxruntime"] == onnxruntime.__version__
    assert env["isa"] == cpu.isa()
    rules = [proven.Rule("tests/test_proven.py", ("pyproject.toml",))]
    here, other = (
        proven.Ledger(REPO, REPO / "tests/proven.json", rules, env=e)
        for e in (env, {**env, "torch": "0.0"})
    )
    test = "tests/test_proven.py"
    assert here.fingerprint(test) != other.fingerprint(test)
