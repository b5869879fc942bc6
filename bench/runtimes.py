"""Which runtimes agree with eager on each mapping of the library: the groundwork of issue 32.

    nice .venv/bin/python bench/runtimes.py [-j 2] [-k NAME,...] [--runtime a,b]

For every mapping, the spec test cases its generated test (opmapgen/library/tests/test_<name>.py)
passes to `check_parity` are exported as the test exports them (each exporter, every opset the
test uses; `parity.export_case`, the test's own first half), and each model runs in every
installed runtime (`opmapgen.runtime.runtimes`) and is compared with eager at the test's
tolerances and rules (a runtime's narrowed dtypes at the narrower dtype's, noted, and eager
in the narrower dtype accepted), and each disagreement is marked declared where the spec's
`runtimes:` covers the case. Writes
bench/runtimes.json (mapping → runtime → agree / fail-to-run with the reasons / differs with the
cases and their largest errors) and bench/runtimes.md, the summary.

Kept in bench/ beside parity.py: like it, it measures the library and writes a results file
that is committed, run by hand when the library or a runtime changes; it checks nothing in CI.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import inspect
import itertools
import json
import multiprocessing
import signal
import sys
import tempfile
import time
import warnings
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
TESTS = HERE.parent / "opmapgen" / "library" / "tests"
# Seconds one case (an export, or one runtime's run) may take before it is reported as a
# failure; and one module's whole survey, before it is given up on.
CASE_TIMEOUT = 120
MODULE_TIMEOUT = 600.0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("-j", "--jobs", type=int, default=1)
    parser.add_argument("-k", "--mappings", help="comma-separated test module names")
    parser.add_argument("--runtime", default="all", help="comma-separated, or all")
    parser.add_argument("--out", default=str(HERE / "runtimes.json"))
    args = parser.parse_args()
    from opmapgen.runtime import runtimes

    names = [d.NAME for d in runtimes.chosen(args.runtime)]
    modules = sorted(p.stem.removeprefix("test_") for p in TESTS.glob("test_*.py"))
    if args.mappings:
        modules = [m for m in modules if m in args.mappings.split(",")]
    started = time.perf_counter()
    results = {}
    out = Path(args.out)
    # multiprocessing.Pool, not ProcessPoolExecutor: the latter's max_tasks_per_child hangs
    # on Python 3.11 once it replaces a worker. A worker is replaced now and then because
    # each generated package registers its mappings process-wide.
    with multiprocessing.get_context("spawn").Pool(
        args.jobs, maxtasksperchild=8
    ) as pool:
        pending = {m: pool.apply_async(_survey, ((m, names),)) for m in modules}
        for module, result in _collect(pending, names):
            results[module] = result
            print(
                f"{len(results)}/{len(modules)} {module}", file=sys.stderr, flush=True
            )
            out.write_text(json.dumps(results, indent=1, sort_keys=True) + "\n")
        pool.terminate()  # a worker still stuck in a module given up on
    seconds = time.perf_counter() - started
    out.write_text(json.dumps(results, indent=1, sort_keys=True) + "\n")
    summary = markdown(results, names, seconds)
    out.with_suffix(".md").write_text(summary)
    print(summary)
    return 0


def _collect(pending: dict, names: list[str]):
    """(module, result) as each finishes. When no module has finished for MODULE_TIMEOUT
    seconds, the oldest unfinished one (the pool takes them in order, so it is running) is
    reported as not surveyed rather than waited on: a case stuck in C code, where
    CASE_TIMEOUT's alarm cannot interrupt it, must not hang the whole survey."""
    progress = time.monotonic()
    while pending:
        time.sleep(0.5)
        for module in [m for m, r in pending.items() if r.ready()]:
            progress = time.monotonic()
            yield pending.pop(module).get()
        if pending and time.monotonic() - progress > MODULE_TIMEOUT:
            progress = time.monotonic()
            module = next(iter(pending))
            del pending[module]
            reason = (
                f"not surveyed: its survey did not finish in {MODULE_TIMEOUT:.0f} s"
            )
            verdicts = {n: {"verdict": "not surveyed", "ran": 0} for n in names}
            yield (
                module,
                {"cases": 0, "export_failed": [{"case": "*", "reason": reason}]}
                | verdicts,
            )


def _survey(job: tuple[str, list[str]]) -> tuple[str, dict]:
    return job[0], survey(*job)


class CaseTimeout(Exception):
    pass


def _alarm(signum, frame):
    raise CaseTimeout(f"did not finish in {CASE_TIMEOUT} s")


@contextlib.contextmanager
def _time_limit():
    """Interrupts a case (its export, or a runtime running in this process) stuck past
    CASE_TIMEOUT; OpenVINO's worker process has a timeout of its own."""
    previous = signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(CASE_TIMEOUT)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def survey(module: str, names: list[str]) -> dict:
    """One test module's cases through every runtime: {mapping: {runtime: verdict}}, and
    under "export", the cases that did not export (which no runtime is blamed for)."""
    warnings.simplefilter("ignore")
    try:
        calls = _calls(module)
    except Exception as error:  # noqa: BLE001 - one module's trouble ends only its survey
        return {
            "cases": 0,
            "export_failed": [{"case": "*", "reason": _line(error)}],
        } | {n: {"verdict": "not surveyed", "ran": 0} for n in names}
    outcomes: dict[str, list] = {n: [] for n in names}
    failed_exports = []
    for case, kwargs in calls:
        try:
            with _time_limit():
                exported = _export(kwargs)
        except Exception as error:  # noqa: BLE001 - reported, not raised
            failed_exports.append({"case": case, "reason": _line(error)})
            continue
        if exported is None:
            continue
        for name in names:
            try:
                with _time_limit():
                    outcome = _run(name, exported, kwargs)
            except CaseTimeout as error:
                outcome = {"status": "fail", "reason": f"{name} {error} on this input"}
            outcomes[name].append((case, outcome))
    verdicts = {n: _verdict(outcomes[n]) for n in names}
    return {"cases": len(calls), "export_failed": failed_exports, **verdicts}


def _calls(module: str) -> list[tuple[str, dict]]:
    """Every check_parity call of the module's parity tests: (case id, its arguments)."""
    tests = importlib.import_module(f"opmapgen.library.tests.test_{module}")
    calls: list[tuple[str, dict]] = []
    found: list[dict] = []
    tests.check_parity = lambda **kwargs: found.append(kwargs)
    for name, function in vars(tests).items():
        if not name.startswith("test_") or name.endswith("_opinfo"):
            continue
        if "tmp_path" not in inspect.signature(function).parameters:
            continue
        for params in _parameters(function):
            found.clear()
            with tempfile.TemporaryDirectory() as folder:
                function(**params, tmp_path=Path(folder))
                for kwargs in found:
                    case = "-".join(str(v) for v in params.values())
                    calls.append((f"{name}[{case}]", kwargs))
    return calls


def _parameters(function) -> list[dict]:
    """Each combination of the test's pytest.mark.parametrize values, by argument name."""
    axes = []
    for mark in getattr(function, "pytestmark", []):
        if mark.name != "parametrize":
            continue
        names, values = mark.args[0], mark.args[1]
        names = (
            [n.strip() for n in names.split(",")] if isinstance(names, str) else names
        )
        rows = [_row(v, len(names)) for v in values if not _skipped(v)]
        axes.append([dict(zip(names, r)) for r in rows])
    return [
        dict(itertools.chain(*(c.items() for c in combo)))
        for combo in itertools.product(*axes)
    ]


def _skipped(value) -> bool:
    """A pytest.param the test skips (an exporter left to torch, an overload another mapping
    answers): pytest never runs it, so the survey must not either; its export would fail
    for the reason the skip gives, and be blamed on no runtime."""
    for mark in getattr(value, "marks", ()):
        if mark.name == "skip":
            return True
        if mark.name == "skipif" and mark.args and all(mark.args):
            return True
    return False


def _row(value, width: int) -> tuple:
    """A parametrize value as a row of `width` values (a pytest.param is one already)."""
    if hasattr(value, "marks") and hasattr(value, "values"):
        return tuple(value.values)
    return tuple(value) if width > 1 else (value,)


def _export(kwargs: dict):
    from opmapgen.runtime.parity import export_case

    if kwargs.get("runtime", "onnxruntime") is None:
        return None  # a custom op with no kernel: the test only checks the graph
    wanted = inspect.signature(export_case).parameters
    given = {k: v for k, v in kwargs.items() if k in wanted and k != "path"}
    with tempfile.TemporaryDirectory() as folder:
        return export_case(**given, path=Path(folder) / "model.onnx")


def _run(name: str, exported, kwargs: dict) -> dict:
    """One runtime's outcome on one exported case, and whether the spec declares it."""
    outcome = _outcome(name, exported, kwargs)
    if outcome["status"] != "agree" and _declared(name, exported, kwargs):
        outcome["declared"] = True
    return outcome


def _outcome(name: str, exported, kwargs: dict) -> dict:
    from opmapgen.runtime import parity, runtimes

    declared = runtimes.runtime(name)
    try:
        actual = declared.run(exported.proto, exported.feeds)
    except runtimes.RuntimeFailure as error:
        return {"status": "fail", "reason": str(error)}
    rtol, atol = kwargs["rtol"], kwargs["atol"]
    try:
        outcome = _compare(declared, actual, exported.expected, rtol, atol)
    except Exception as error:  # noqa: BLE001 - outputs numpy cannot set beside eager's
        return {"status": "differs", "problem": f"not comparable: {_line(error)}"}
    if outcome["status"] == "differs" and declared.NARROWS:
        try:  # the parity test's own verdict: it also accepts eager in the narrower dtype
            parity.check_in(declared, exported, rtol, atol, "survey")
        except AssertionError:
            return outcome
        outcome |= {"status": "agree", "as_narrowed": outcome.pop("problem")}
    return outcome


def _declared(name: str, exported, kwargs: dict) -> bool:
    """Whether the spec's `runtimes:` declares this case in runtime `name`."""
    from opmapgen.runtime.parity import limits_here

    limits = limits_here(
        kwargs.get("runtime_limits"), kwargs.get("case", "spec"), kwargs["opset"],
        exported.exporter,
    )  # fmt: skip
    return name in limits


def _compare(declared, actual, expected, rtol: float, atol: float) -> dict:
    import numpy as np

    from opmapgen.runtime import runtimes
    from opmapgen.runtime.parity import tolerances_for

    if len(actual) != len(expected):
        return {
            "status": "differs",
            "problem": f"{len(actual)} outputs, eager {len(expected)}",
        }
    worst, narrowed, problems = 0.0, set(), []
    for index, (got, want) in enumerate(zip(actual, expected)):
        want = want.detach().numpy()
        got = np.asarray(got)
        dtype = str(want.dtype)
        # the parity test's tolerances, for half precision
        r, a = tolerances_for(dtype, rtol, atol)
        r, a, narrow = runtimes.tolerances(declared, dtype, r, a)
        if narrow:
            narrowed.add(f"{dtype}->{narrow}")
        if got.shape != want.shape:
            problems.append(
                f"output {index}: shape {list(got.shape)}, eager {list(want.shape)}"
            )
            continue
        kind = (
            np.complex128
            if np.iscomplexobj(want) or np.iscomplexobj(got)
            else np.float64
        )
        g, w = got.astype(kind), want.astype(kind)
        close = np.isclose(g, w, rtol=r, atol=a, equal_nan=True)
        if want.size:
            both = np.isfinite(g) & np.isfinite(w)
            error = np.abs(g - w)[both].max(initial=0.0)
            worst = max(worst, float(error if close.all() or both.all() else np.inf))
        if not close.all():
            problems.append(
                f"output {index}: {int((~close).sum())} of {close.size} values off, "
                f"max abs error {worst:.3g} (rtol {r}, atol {a})"
            )
    record = {"status": "differs" if problems else "agree", "max_abs_error": worst}
    if narrowed:
        record["narrowed"] = sorted(narrowed)
    return record | ({"problem": "; ".join(problems)} if problems else {})


def _verdict(outcomes: list[tuple[str, dict]]) -> dict:
    """A mapping's verdict in one runtime: fail-to-run where any case failed, differs where
    any gave other numbers, agree otherwise."""
    failed = {case: o["reason"] for case, o in outcomes if o["status"] == "fail"}
    differs = {case: o["problem"] for case, o in outcomes if o["status"] == "differs"}
    narrowed = sorted({n for _, o in outcomes for n in o.get("narrowed", [])})
    verdict = {
        "verdict": "fail-to-run" if failed else "differs" if differs else "agree"
    }
    undeclared = sorted(
        case for case, o in outcomes if o["status"] != "agree" and not o.get("declared")
    )
    if failed or differs:
        verdict["undeclared"] = undeclared
    verdict |= {"ran": len(outcomes)} | ({"narrowed": narrowed} if narrowed else {})
    if failed:
        verdict["reasons"] = sorted(set(failed.values()))[:5]
        verdict["failed_cases"] = sorted(failed)
    if differs:
        verdict["differs"] = differs
    return verdict


def markdown(results: dict, names: list[str], seconds: float) -> str:
    from opmapgen.runtime import cpu

    lines = [
        "# Runtime survey (bench/runtimes.py)",
        "",
        (
            f"{len(results)} mappings, {sum(r['cases'] for r in results.values())} spec "
            f"test cases (case x exporter x opset), {seconds / 60:.0f} min, on a CPU "
            f"with {cpu.isa()} kernels (OpenVINO answers by it)."
        ),
        "",
        "A mapping that fails or differs in some case is counted there; *undeclared*",
        "counts those with a case their spec's `runtimes:` does not declare (which the",
        "parity tests fail on).",
        "",
        "| runtime | agree | fail to run | differs | undeclared |",
        "|---|---|---|---|---|",
    ]
    for name in names:
        counts = {
            v: sorted(m for m, r in results.items() if r[name]["verdict"] == v)
            for v in ("agree", "fail-to-run", "differs")
        }
        undeclared = [m for m, r in results.items() if r[name].get("undeclared")]
        lines.append(
            f"| {name} | {len(counts['agree'])} | {len(counts['fail-to-run'])} | "
            f"{len(counts['differs'])} | {len(undeclared)} |"
        )
    for name in names:
        for verdict in ("fail-to-run", "differs"):
            found = sorted(
                m for m, r in results.items() if r[name]["verdict"] == verdict
            )
            if found:
                lines += [
                    "",
                    f"**{name}, {verdict}:** "
                    + ", ".join(
                        f"`{m}`" + ("" if results[m][name].get("undeclared") else "*")
                        for m in found
                    ),
                ]
    lines += ["", "(* every such case is declared in the spec)"]
    exports = sorted(m for m, r in results.items() if r["export_failed"])
    if exports:
        lines += [
            "",
            "**cases that did not export (no runtime blamed):** "
            + ", ".join(f"`{m}`" for m in exports),
        ]
    return "\n".join(lines) + "\n"


def _line(error: BaseException) -> str:
    lines = str(error).strip().splitlines()
    return f"{type(error).__name__}: {lines[0] if lines else ''}"[:300]


if __name__ == "__main__":
    sys.exit(main())
