"""What the generated parity tests cost, per case and per export, before and after the test
runners' caches, side by side in one run.

    .venv/bin/python bench/parity.py [--mappings acosh,cumsum] [--dtypes float32,int64]
                                     [--out FILE]

Calls the generated test functions of opmapgen/library/tests (the spec's cases, `test_<name>`,
and the OpInfo samples, `test_<name>_opinfo`, with the arguments the suite gives them), in one
process, each twice: with the test runners' savings switched off ("before": torch's CIA op
listing made, `py_impl`'s annotations built and the CIA kernels overridden through
`py_impl` in every dynamo export, the package translations added to every export's registry, every output compared by torch.testing, the
dynamo exporter's batch calling the op once per sample) and on ("after": once per process,
outputs equal to eager's bit for bit not compared again, one call per group of samples of
the same shapes and args), in alternating order so that neither side always gets a warm
start. (OpInfo's sample iterators no longer read the stack's source lines either way.) The
time is split: TorchScript exports, dynamo exports, and the rest (onnx.checker, the runtimes'
sessions, compiles, runs and comparisons, eager). A case is one call
through one exporter at one opset (an OpInfo sample, or a spec case). Every test's verdict
(passed, failed with its message, xfailed, skipped) and case count must be the same both
ways; the run says so. Prints a table and writes bench/parity.json.
"""

from __future__ import annotations

import argparse
import functools
import importlib
import json
import sys
import tempfile
import time
import warnings
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
MODES = ("before", "after")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mappings", default="", help="comma-separated; all if empty")
    parser.add_argument("--dtypes", default="", help="OpInfo dtypes; all if empty")
    parser.add_argument("--out", default=str(HERE / "parity.json"))
    args = parser.parse_args()
    warnings.simplefilter("ignore")
    import pytest

    from opmapgen import library
    from opmapgen.runtime import opinfo

    begin = time.perf_counter()
    opinfo.opinfos(
        "aten::add"
    )  # torch's OpInfo database: imported once per test process
    op_db_seconds = time.perf_counter() - begin
    wanted = {m for m in args.mappings.split(",") if m}
    dtypes = {d for d in args.dtypes.split(",") if d}
    clock = _Clock()
    tallies: list = []
    run_opinfo = opinfo.run_opinfo

    def counted(**kwargs):
        tallies.append(run_opinfo(**kwargs))
        return tallies[-1]

    opinfo.run_opinfo = counted
    rows = []
    for name, *_ in library.MAPPINGS:
        if wanted and name not in wanted:
            continue
        module = importlib.import_module(f"{library.__name__}.tests.test_{name}")
        module.export = clock.timed(module.export)
        for test, params in _calls(module, name, dtypes):
            row = {"test": test.__name__, "params": _label(params)}
            for index, mode in enumerate(_order(len(rows))):
                _set_caches(mode == "after")
                clock.reset()
                tallies.clear()
                started = time.perf_counter()
                verdict = _verdict(test, params, pytest)
                row[mode] = {
                    "verdict": verdict,
                    "cases": sum(t.cases for t in tallies) if tallies else int(
                        verdict == "passed"
                    ),
                    "seconds": time.perf_counter() - started,
                    **clock.spent(),
                }  # fmt: skip
            rows.append(row)
            print(_row(row), flush=True)
    _set_caches(True)
    summary = {"op_db_import_seconds": round(op_db_seconds, 2), "tests": len(rows)}
    for mode in MODES:
        summary[mode] = _summary([r[mode] for r in rows])
    summary["speedup"] = round(
        summary["after"]["cases_per_second"]
        / max(summary["before"]["cases_per_second"], 1e-9),
        2,
    )
    differ = [r for r in rows if _outcome(r["before"]) != _outcome(r["after"])]
    summary["verdicts_identical"] = not differ
    print()
    print(json.dumps(summary, indent=1))
    for row in differ:
        print("DIFFERS:", row["test"], row["params"], row["before"], row["after"])
    Path(args.out).write_text(
        json.dumps({"summary": summary, "rows": rows}, indent=1) + "\n"
    )
    return 1 if differ else 0


class _Clock:
    """Time spent exporting, by exporter."""

    def __init__(self):
        self.reset()

    def reset(self) -> None:
        self.seconds = {"torchscript": 0.0, "dynamo": 0.0}
        self.count = {"torchscript": 0, "dynamo": 0}

    def timed(self, export):
        @functools.wraps(export)  # the parity runner finds the package by __module__
        def timed_export(*a, **k):
            exporter = "dynamo" if k.get("dynamo", True) else "torchscript"
            begin = time.perf_counter()
            try:
                return export(*a, **k)
            finally:
                self.seconds[exporter] += time.perf_counter() - begin
                self.count[exporter] += 1

        return timed_export

    def spent(self) -> dict:
        return {
            **{f"{e}_exports": n for e, n in self.count.items()},
            **{f"{e}_seconds": s for e, s in self.seconds.items()},
        }


def _set_caches(on: bool) -> None:
    from opmapgen.runtime import opinfo
    from opmapgen.runtime.exporters import _test_caches, dynamo

    _test_caches.switch(on)
    dynamo.reuse_registry = on
    opinfo.exact_first = on
    opinfo.call_per_group = on


def _order(index: int) -> tuple[str, ...]:
    return MODES if index % 2 == 0 else MODES[::-1]


def _calls(module, name: str, dtypes: set[str]):
    """Each generated test of the mapping with each of its parameter sets."""
    for test_name in (f"test_{name}", f"test_{name}_opinfo"):
        test = getattr(module, test_name, None)
        if test is None:
            continue
        combos = [{}]
        for mark in getattr(test, "pytestmark", []):
            if mark.name != "parametrize":
                continue
            names, values = mark.args[0], mark.args[1]
            names = (
                [n.strip() for n in names.split(",")]
                if isinstance(names, str)
                else list(names)
            )
            combos = [
                {**c, **dict(zip(names, _values(v, len(names))))}
                | ({"_marks": c.get("_marks", ()) + tuple(getattr(v, "marks", ()))})
                for c in combos
                for v in values
            ]  # fmt: skip
        for combo in combos:
            if dtypes and combo.get("dtype", next(iter(dtypes))) not in dtypes:
                continue
            yield test, combo


def _values(value, count: int) -> tuple:
    value = getattr(value, "values", value)  # a pytest.param
    return (
        tuple(value)
        if count > 1
        else (value[0] if isinstance(value, tuple) else value,)
    )


def _label(params: dict) -> str:
    return ",".join(str(v) for k, v in params.items() if k != "_marks")


def _verdict(test, params: dict, pytest) -> str:
    marks = params.get("_marks", ())
    for mark in marks:
        if mark.name == "skip":
            return f"skipped: {mark.kwargs.get('reason', '')}"
    kwargs = {k: v for k, v in params.items() if k != "_marks"}
    strict_xfail = any(m.name == "xfail" for m in marks)
    try:
        with tempfile.TemporaryDirectory() as folder:
            if "tmp_path" in test.__code__.co_varnames:
                kwargs["tmp_path"] = Path(folder)
            test(**kwargs)
    except pytest.skip.Exception as skipped:
        return f"skipped: {skipped}"
    except pytest.xfail.Exception as xfailed:
        return f"xfailed: {xfailed}"
    except Exception as error:  # noqa: BLE001 - the verdict is the message
        return ("xfailed (strict): " if strict_xfail else "failed: ") + str(error)
    return "XPASS (strict): failed" if strict_xfail else "passed"


def _outcome(side: dict) -> tuple:
    return side["verdict"], side["cases"]


def _summary(sides: list[dict]) -> dict:
    total = {
        key: sum(s[key] for s in sides)
        for key in ("cases", "seconds", "torchscript_exports", "dynamo_exports",
                    "torchscript_seconds", "dynamo_seconds")
    }  # fmt: skip
    rest = total["seconds"] - total["torchscript_seconds"] - total["dynamo_seconds"]
    return {
        "cases": total["cases"],
        "seconds": round(total["seconds"], 2),
        "cases_per_second": round(total["cases"] / max(total["seconds"], 1e-9), 1),
        "torchscript_exports": total["torchscript_exports"],
        "dynamo_exports": total["dynamo_exports"],
        "ms_per_torchscript_export": _ms(total["torchscript_seconds"], total["torchscript_exports"]),
        "ms_per_dynamo_export": _ms(total["dynamo_seconds"], total["dynamo_exports"]),
        "dynamo_seconds": round(total["dynamo_seconds"], 2),
        "ms_per_case_check_session_compare": _ms(rest, total["cases"]),
    }  # fmt: skip


def _ms(seconds: float, count: int) -> float:
    return round(1000 * seconds / count, 1) if count else 0.0


def _row(row: dict) -> str:
    before, after = row["before"], row["after"]
    return (
        f"{row['test']:34} {row['params']:22} {after['cases']:5} cases "
        f"{before['seconds']:6.2f} s -> {after['seconds']:6.2f} s "
        f"(dynamo {before['dynamo_exports']} exports {before['dynamo_seconds']:.2f} s -> "
        f"{after['dynamo_seconds']:.2f} s): {after['verdict'].splitlines()[0][:50]}"
    )


if __name__ == "__main__":
    sys.exit(main())
