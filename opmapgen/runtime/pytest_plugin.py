"""A pytest plugin for the suite (`-p opmapgen.runtime.pytest_plugin`, in pyproject.toml's
addopts): the ledger of proven tests, and the processes' long-lived objects kept out of the
garbage collector's full passes.

**Proven tests** (`opmapgen.runtime.proven`): a test that passed in a recorded run, with the
same fingerprint as now, is counted as proven (a skip reported apart) instead of run.
`--record-proven` writes the ledger, `--rerun-proven` runs every test. Each test's report
carries the mappings it called (`contract.TOUCHED`), from xdist's workers too, for the rules
that read them (`proven_uses`).

**Frozen objects.** A test process holds torch, ONNX and onnxscript, and from its first
OpInfo test torch's OpInfo database: over half a million objects, none of them ever garbage.
Each full pass of Python's cyclic collector walks them all, and exports allocate enough to
start one every few exports (a dynamo export's decomposition alone overrides 11,000 kernels).
`gc.freeze` moves what exists into a generation the collector never walks: after collection,
and again once the OpInfo database is loaded. Reference counting still frees a frozen object
that dies; only a cycle among frozen objects would be kept, for the life of the test process.
"""

from __future__ import annotations

import gc
import sys
from pathlib import Path

import pytest

from . import proven
from .contract import TOUCHED

_USES = "opmapgen_uses"  # a report's user property: the mappings the test called
_OP_DB = "torch.testing._internal.common_methods_invocations"
_frozen_with_op_db = False


def pytest_addoption(parser) -> None:
    parser.addini(
        "proven_ledger", "the ledger of proven tests, from the root", default=""
    )
    parser.addini(
        "proven_inputs",
        "`TESTS: INPUT ...` globs from the root: what the outcome of a test file's tests "
        "depends on besides the file; a test file no line names always runs",
        type="linelist",
        default=[],
    )
    parser.addini(
        "proven_uses",
        "`TESTS: PATTERN ...` from the root, `{}` for a mapping's name: the files of each "
        "mapping a test calls, which its outcome depends on (TESTS as in proven_inputs)",
        type="linelist",
        default=[],
    )
    group = parser.getgroup("opmapgen")
    group.addoption(
        "--record-proven",
        action="store_true",
        help="write the tests that pass to the ledger of proven tests (proven_ledger)",
    )
    group.addoption(
        "--rerun-proven",
        action="store_true",
        help="run the tests the ledger proves too",
    )


def pytest_configure(config) -> None:
    name = config.getini("proven_ledger")
    if name:
        root = Path(config.rootpath)
        try:
            rules = proven.parse_rules(
                config.getini("proven_inputs"), config.getini("proven_uses")
            )
            ledger = proven.Ledger(root, root / name, rules)
        except ValueError as e:
            raise pytest.UsageError(str(e)) from None
        config.pluginmanager.register(_Proven(config, ledger), "opmapgen-proven")


class _Proven:
    """Skips what the ledger proves; in the process that reports the run (pytest's own, or
    xdist's controller), counts outcomes, records them and sums up."""

    def __init__(self, config, ledger: proven.Ledger):
        self.ledger = ledger
        self.rerun = config.getoption("rerun_proven")
        self.record = config.getoption("record_proven")
        self.reports = not hasattr(config, "workerinput")
        self.seen: set[str] = set()
        self.passed: set[str] = set()
        self.failed: set[str] = set()
        self.uses: dict[str, set[str]] = {}
        self.seconds: dict[str, float] = {}
        self.recorded: int | None = None
        # Named when the run starts: files edited while it runs were not what it proved.
        self.head = proven.head(ledger.root) if self.reports and self.record else ""

    def pytest_collection_modifyitems(self, items) -> None:
        if self.rerun:
            return
        reason = (
            f"proven: passed with the same inputs in the run recorded in "
            f"{self.ledger.name} at {self.ledger.recorded_at}"
        )
        for item in items:
            if self.ledger.proven(item.nodeid):
                item.add_marker(pytest.mark.skip(reason=reason))

    @pytest.hookimpl(tryfirst=True)
    def pytest_runtest_setup(self, item) -> None:
        TOUCHED.clear()

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_makereport(self, item, call):
        outcome = yield
        if call.when != "setup":  # the setup's exports, if any, are the test's too
            outcome.get_result().user_properties.append((_USES, sorted(TOUCHED)))

    def pytest_runtest_logreport(self, report) -> None:
        if not self.reports:
            return
        for key, value in report.user_properties:
            if key == _USES:
                self.uses.setdefault(report.nodeid, set()).update(value)
        self.seconds[report.nodeid] = (
            self.seconds.get(report.nodeid, 0) + report.duration
        )
        self.seen.add(report.nodeid)
        if report.failed:
            self.failed.add(report.nodeid)
        elif (
            report.when == "call" and report.passed and not hasattr(report, "wasxfail")
        ):
            self.passed.add(report.nodeid)

    def pytest_report_teststatus(self, report):
        # Its own category: counted as "proven" in the last line, and left out of -ra's
        # list of skips, which would name every proven test function.
        if report.skipped and not self.rerun and self.ledger.proven(report.nodeid):
            return "proven", "p", "PROVEN"
        return None

    def _skipped(self) -> set[str]:
        if self.rerun:
            return set()
        return {n for n in self.seen - self.failed if self.ledger.proven(n)}

    def pytest_sessionfinish(self) -> None:
        if self.reports and self.record:
            self.recorded = self.ledger.write(
                self.seen,
                self.passed - self.failed,
                self._skipped(),
                self.head,
                self.uses,
                self.seconds,
            )

    def pytest_terminal_summary(self, terminalreporter) -> None:
        write, name = terminalreporter.write_line, self.ledger.name
        if not self.rerun:
            write(
                f"proven: {len(self._skipped())} tests skipped as proven by {name} "
                f"(recorded at {self.ledger.recorded_at or 'no run'}); "
                f"{len(self.ledger.changed())} of its test files changed since and ran"
            )
            if why := self.ledger.why_not():
                write(f"proven: {name} was {why}")
        if self.recorded is not None:
            write(f"proven: wrote {self.recorded} tests to {name}")


def _freeze() -> None:
    gc.collect()
    gc.freeze()


def pytest_collection_finish(session) -> None:
    _freeze()


def pytest_runtest_logfinish(nodeid, location) -> None:
    global _frozen_with_op_db
    if not _frozen_with_op_db and _OP_DB in sys.modules:
        _frozen_with_op_db = True
        _freeze()
