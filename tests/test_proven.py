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
            test_uses.py: lib/registry.py
        proven_uses =
            test_uses.py: maps/{}.py
        """,
    "lib/value.py": "VALUE = 2\n",
    "lib/registry.py": "",
    # Two "mappings": a test that calls one enters it as the exporters' wrappers do.
    "maps/one.py": "VALUE = 1\n",
    "maps/two.py": "VALUE = 2\n",
    "test_uses.py": """
        import importlib

        from opmapgen.runtime.contract import TOUCHED

        def call(name):
            TOUCHED.add(name)
            return importlib.import_module(f"maps.{name}").VALUE

        def test_one():
            assert call("one") == 1

        def test_two():
            assert call("two") == 2
        """,
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
        "test_one": "passed",
        "test_two": "passed",
    }
    ledger = json.loads((project / "proven.json").read_text())
    # Only the passing tests of files a rule names.
    assert sorted(ledger["files"]) == ["test_lib.py", "test_uses.py"]
    assert ledger["files"]["test_lib.py"]["tests"] == ["test_value"]

    second = run(project)
    assert second["outcomes"] == {
        "test_value": "skipped",
        "test_broken": "failed",
        "test_other": "passed",
        "test_one": "skipped",
        "test_two": "skipped",
    }
    # Counted apart from skips, and not listed one by one.
    assert "3 proven" in second["output"]
    assert "SKIPPED" not in second["output"]
    assert "proven: 3 tests skipped as proven by proven.json" in second["output"]


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
    assert "test_lib.py" not in json.loads((project / "proven.json").read_text())["files"]


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
    assert sorted(files) == ["test_lib.py", "test_lib2.py", "test_uses.py"]


def test_xdist_workers_skip_and_the_controller_records(project):
    first = run(project, "--record-proven", "-n", "2")
    assert first["outcomes"]["test_value"] == "passed"
    assert "proven: wrote 3 tests to proven.json" in first["output"]
    # The workers' reports carried the mappings each test called.
    uses = json.loads((project / "proven.json").read_text())["files"]["test_uses.py"]
    assert uses["uses"] == {"test_one": ["one"], "test_two": ["two"]}
    # With how long each took: what a change that runs it again costs.
    assert sorted(uses["seconds"]) == ["test_one", "test_two"]
    assert all(t >= 0 for t in uses["seconds"].values())
    again = run(project, "-n", "2")
    assert again["outcomes"]["test_value"] == "skipped"
    assert "3 proven" in again["output"]


def test_an_edit_to_a_mapping_runs_the_tests_that_called_it(project):
    run(project, "--record-proven")
    (project / "maps/two.py").write_text("VALUE = 3\n")
    after = run(project, "--record-proven")["outcomes"]
    assert after["test_one"] == "skipped"
    assert after["test_two"] == "failed"
    # The failure left the ledger; the other test stays proven by the old digest of one.
    ledger = json.loads((project / "proven.json").read_text())["files"]["test_uses.py"]
    assert ledger["tests"] == ["test_one"] and list(ledger["digests"]) == ["one"]
    (project / "maps/two.py").write_text("VALUE = 2\n")
    assert run(project)["outcomes"]["test_two"] == "passed"
    # A mapping added or removed changes the registry: everything runs again.
    (project / "lib/registry.py").write_text("THREE = 3\n")
    assert run(project)["outcomes"]["test_one"] == "passed"


def test_a_test_not_run_stays_only_while_the_mappings_it_called_are_unchanged(project):
    run(project, "--record-proven")
    (project / "maps/one.py").write_text("VALUE = 1  # edited\n")
    # A recording of another file keeps test_two (unchanged), and drops test_one, whose
    # mapping changed since it passed.
    run(project, "--record-proven", "test_lib.py")
    ledger = json.loads((project / "proven.json").read_text())["files"]["test_uses.py"]
    assert ledger["tests"] == ["test_two"]
    assert run(project)["outcomes"]["test_one"] == "passed"


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
        ("test_uses.py: maps/one.py", "write `{}` where the mapping's name goes"),
        ("test_other.py: maps/{}.py", "'test_other.py' is named by no proven_inputs"),
    ],
)
def test_a_bad_rule_stops_the_run(project, rule, message):
    ini = (project / "pytest.ini").read_text()
    if "{}" in rule or rule.startswith("test_uses"):
        ini = ini.replace("test_uses.py: maps/{}.py", rule)
    else:
        ini = ini.replace("test_lib*.py: lib/*.py", rule)
    (project / "pytest.ini").write_text(ini)
    result = run(project)
    assert result["outcomes"] == {}
    assert message in result["output"]


@pytest.fixture(scope="module")
def suite_rules() -> list[proven.Rule]:
    """The suite's own rules, read from pyproject.toml as pytest reads them."""
    import tomllib

    ini = tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["pytest"]
    options = ini["ini_options"]
    return proven.parse_rules(options["proven_inputs"], options.get("proven_uses", []))


def test_a_mapping_test_depends_on_the_runtime_the_registry_and_what_it_called(
    tmp_path, suite_rules
):
    """The library's parity tests and do-no-harm are fingerprinted over the runtime and the
    registry (an edit there runs them all again), and each test over the mappings it called
    (an edit to another mapping's module or spec does not); docs over nothing."""
    for part in ("opmapgen", "mappings", "tests/conftest.py", "pyproject.toml", "docs"):
        copy = shutil.copytree if (REPO / part).is_dir() else shutil.copy
        (tmp_path / part).parent.mkdir(parents=True, exist_ok=True)
        copy(REPO / part, tmp_path / part)
    harm = "tests/test_do_no_harm.py"
    tests = sorted(
        p.relative_to(tmp_path).as_posix()
        for p in (tmp_path / "opmapgen/library/tests").glob("test_*.py")
    ) + [harm]
    (tmp_path / harm).write_text("")
    library = tmp_path / "opmapgen/library"
    mapping = sorted(library.glob("*.py"))[-1].stem
    test = f"opmapgen/library/tests/test_{mapping}.py"

    def fingerprints() -> dict[str, str | None]:
        ledger = proven.Ledger(tmp_path, tmp_path / "proven.json", suite_rules, env={})
        return {t: ledger.fingerprint(t) for t in tests} | {
            "uses": ledger.use_digest(test, mapping),
            "harm uses": ledger.use_digest(harm, mapping),
        }

    def edit(path: Path) -> dict[str, str | None]:
        original = path.read_bytes()
        path.write_bytes(original + b"\n")
        try:
            return fingerprints()
        finally:
            path.write_bytes(original)

    before = fingerprints()
    assert None not in before.values()
    for edited in (library / "__init__.py", tmp_path / "opmapgen/runtime/parity.py"):
        after = edit(edited)
        assert all(after[t] != before[t] for t in tests), edited
    for edited in (library / f"{mapping}.py", library / f"translations/{mapping}.py"):
        after = edit(edited)
        # The tests' files are as they were; what calls the mapping is not.
        assert after["uses"] != before["uses"], edited
        assert after["harm uses"] != before["harm uses"], edited
        assert all(after[t] == before[t] for t in tests), edited
    (spec,) = (tmp_path / "mappings").glob(f"*/{mapping}.yaml")
    after = edit(spec)
    assert after["harm uses"] != before["harm uses"]
    assert {k: v for k, v in after.items() if k != "harm uses"} == {
        k: v for k, v in before.items() if k != "harm uses"
    }
    assert fingerprints() == before
    (tmp_path / "docs/an-edit.md").write_text("no test reads this\n")
    assert fingerprints() == before


def test_an_export_records_every_mapping_it_entered():
    """What the ledger's per-test digests rest on: an export through the library adds each
    mapping whose symbolic or translation it entered to TOUCHED, a refused one included."""
    import io

    import torch

    from opmapgen import library
    from opmapgen.runtime.contract import TOUCHED

    class Model(torch.nn.Module):
        def forward(self, x, n):
            return torch.acosh(x), torch.cosh(n)

    args = (torch.rand(3) + 1, torch.arange(3).to(torch.complex64))
    for dynamo in (False, True):
        TOUCHED.clear()
        with pytest.raises(Exception):  # noqa: B017 (whichever of torch's errors)
            library.export(Model(), args, io.BytesIO(), dynamo=dynamo)
        assert {"acosh", "cosh"} <= TOUCHED, dynamo
    TOUCHED.clear()
    library.export(Model(), (args[0], args[0]), io.BytesIO(), dynamo=False)
    assert {"acosh", "cosh"} <= TOUCHED


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
