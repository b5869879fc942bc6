"""`opmapgen sweep`: PyTorch's OpInfo samples through torch's own conversion of ops, or
through the library's mappings, to find the inputs an exporter gets silently wrong.

A case is a sample exported by one exporter at one opset. It matches eager, or torch
refuses it (the export raises: clear, if unhelpful), or it is wrong: an invalid model,
one ONNX Runtime refuses or fails on, or numbers, dtype or shape that differ from eager.

`--compare` asks whether the library does harm: each calling form of the op (`x // 2`,
tools/calling_forms.py), and with `--opinfo` each dtype's OpInfo samples, is exported
without the library (`opmapgen.library`) and with it (runtime/harm.py), and the two are set side by side.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import os
import sys

from ..console import Console, table
from ..ir.exporters import EXPORTERS, TORCHSCRIPT


def run_sweep(args, console: Console) -> int:
    if args.compare:
        return run_compare(args, console)
    import torch

    from ..runtime.opinfo import opinfos, run_opinfo, supported_dtypes

    export = torch.onnx.export
    if args.with_library:
        export = _package().export
    exporters = EXPORTERS if args.exporter == "both" else (args.exporter,)
    opsets = _opsets(args)
    records = []
    for op in args.ops:
        source = op if "::" in op else f"aten::{op}"
        if not opinfos(source):
            console.warning(f"{source}: torch {torch.__version__} has no OpInfo for it")
            continue
        for dtype in args.dtype or supported_dtypes(source):
            console.progress(f"{source} {dtype}")
            with _stdout_to_stderr():
                tally = run_opinfo(
                    source=source,
                    mapping=None,
                    dtype=dtype,
                    claimed=True,
                    opsets={e: (opsets[e],) for e in exporters},
                    export=export,
                )
            records.append(
                {
                    "op": source,
                    "dtype": dtype,
                    "cases": tally.cases,
                    "matched": tally.matched,
                    "refused": len(tally.unsupported),
                    "wrong": len(tally.failures),
                    "first_wrong": tally.failures[0] if tally.failures else None,
                    "first_refused": tally.unsupported[0]
                    if tally.unsupported
                    else None,
                }
            )
    if not records:
        console.failed("nothing to sweep: no OP has an OpInfo")
        return 1
    if args.json:
        console.result(json.dumps(records, indent=2))
    else:
        rows = [
            [
                r["op"],
                r["dtype"],
                str(r["cases"]),
                str(r["matched"]),
                str(r["refused"]),
                str(r["wrong"]),
                _shorten(r["first_wrong"] or r["first_refused"] or ""),
            ]
            for r in records
        ]
        header = [
            "OP",
            "DTYPE",
            "CASES",
            "MATCHED",
            "REFUSED",
            "WRONG",
            "FIRST PROBLEM",
        ]
        console.result(table(console.out, header, rows, lambda row, i: _style(row, i)))
    wrong = sorted({r["op"] for r in records if r["wrong"]})
    if wrong:
        console.failed(
            f"wrong results from {', '.join(wrong)}: map them with a spec "
            "(`opmapgen new OP`; `override:` says why torch's is replaced)"
        )
        return 1
    return 0


def run_compare(args, console: Console) -> int:
    """Each calling form of each OP, without the library and with it, per exporter: one
    row each, with the verdict; exit 1 on any harm."""
    library = _package()

    from ..runtime import harm
    from .calling_forms import forms

    exporters = EXPORTERS if args.exporter == "both" else (args.exporter,)
    opsets = _opsets(args)
    records = []
    for op in args.ops:
        source = op if "::" in op else f"aten::{op}"
        chosen = [
            form
            for form in forms(source)
            if not args.dtype
            or any(_dtype(spec) in args.dtype for _, spec in form.inputs)
        ]
        if not chosen:
            console.warning(
                f"{source}: no calling form: give it a base call in "
                "opmapgen/tools/calling_forms.py (BASES)"
            )
        calls = [form.call() for form in chosen]
        for exporter in exporters if calls else ():
            console.progress(f"{source} {exporter}: {len(calls)} calling forms")
            with _stdout_to_stderr():
                results = harm.compare(calls, exporter, library, opsets[exporter])
            records += [_form_record(source, r) for r in results]
        if args.opinfo:
            records += _opinfo_records(source, args, exporters, opsets, console)
    if not records:
        console.failed("nothing to compare: no OP has a calling form eager accepts")
        return 1
    if args.json:
        console.result(json.dumps(records, indent=2))
    else:
        rows = [
            [
                r["op"], r["exporter"], _shorten(r["form"], 60), _short(r["without"]),
                _short(r["with"]), _shorten(_verdict(r), 90),
            ]
            for r in records
        ]  # fmt: skip
        header = ["OP", "EXPORTER", "FORM", "WITHOUT", "WITH", "VERDICT"]
        console.result(table(console.out, header, rows, _compare_style))
    harmful = [r for r in records if r["verdict"] == "harm"]
    if harmful:
        ops = sorted({r["op"] for r in harmful})
        console.failed(
            f"the library does harm: {len(harmful)} of {len(records)} rows "
            f"({', '.join(ops)}); each is worse with `import opmapgen.library` than without"
        )
        return 1
    return 0


def _form_record(op: str, result) -> dict:
    return {
        "op": op,
        "kind": "form",
        "form": result.call,
        "exporter": result.exporter,
        "opset": result.opset,
        "without": dataclasses.asdict(result.without),
        "with": dataclasses.asdict(result.with_library),
        "verdict": result.verdict,
        "reason": result.reason,
    }


def _opinfo_records(source, args, exporters, opsets, console) -> list[dict]:
    """Each dtype's OpInfo samples per exporter, without the library and with it: counts
    of cases that match, are refused or are wrong on each side. Samples are not paired
    across the sides, so the verdict is read from the counts: fewer matches or more wrong
    cases with the library is a harm."""
    import torch

    library = _package()

    from ..runtime import harm
    from ..runtime.opinfo import opinfos, run_opinfo, supported_dtypes

    if not opinfos(source):
        console.warning(f"{source}: torch {torch.__version__} has no OpInfo for it")
        return []
    records = []
    for dtype in args.dtype or supported_dtypes(source):
        for exporter in exporters:
            console.progress(f"{source} {dtype} {exporter}: OpInfo samples")
            tallies = []
            for export, state in (
                (torch.onnx.export, harm.unregistered(library)),
                (library.export, library.registered()),
            ):
                with state, _stdout_to_stderr():
                    tally = run_opinfo(
                        source=source, mapping=None, dtype=dtype, claimed=True,
                        opsets={exporter: (opsets[exporter],)},
                        export=export,
                    )  # fmt: skip
                tallies.append(
                    {
                        "cases": tally.cases,
                        "matched": tally.matched,
                        "refused": len(tally.unsupported),
                        "wrong": len(tally.failures),
                        "first_wrong": tally.failures[0] if tally.failures else None,
                    }
                )
            without, with_library = tallies
            if with_library["matched"] < without["matched"]:
                verdict, reason = "harm", "fewer samples match eager with the library"
            elif with_library["wrong"] > without["wrong"]:
                verdict = "harm"
                reason = f"more wrong with the library: {with_library['first_wrong']}"
            elif with_library["matched"] > without["matched"]:
                verdict, reason = "fixed", ""
            else:
                verdict, reason = "same", ""
            records.append(
                {
                    "op": source, "kind": "opinfo", "form": f"OpInfo samples, {dtype}",
                    "exporter": exporter, "opset": opsets[exporter], "without": without,
                    "with": with_library, "verdict": verdict, "reason": reason,
                }
            )  # fmt: skip
    return records


def _opsets(args) -> dict[str, int]:
    """The opset each exporter exports at: `--opset` the TorchScript exporter's, each
    other's where `harm.compare` exports with it."""
    from ..runtime import harm

    return {**harm.OPSETS, TORCHSCRIPT: args.opset}


def _dtype(spec: str) -> str:
    """The dtype of a calling form's input spec (`int64[3, 4] in [0, 3)`)."""
    return spec.partition("[")[0]


def _short(side: dict) -> str:
    """One side's outcome in a table cell."""
    if "status" not in side:  # OpInfo counts
        return f"{side['matched']}/{side['cases']} match, {side['wrong']} wrong"
    if side["status"] == "ok":
        return f"ok (err {side['abs_error']:.2g})" if side["abs_error"] else "ok"
    if side["status"] == "refused":
        return "refused (opmapgen)" if side["ours"] else "refused"
    detail = side["detail"]
    # "output 0 differs from torch: Tensor-likes are not close! ..." says it in two words;
    # "invalid ONNX: InferenceError: ..." before its first colon.
    what = "values differ" if "differs from torch" in detail else detail.split(": ")[0]
    return "wrong: " + _shorten(what, 40)


def _verdict(record: dict) -> str:
    reason = record["reason"]
    if record["verdict"] == "harm":
        return f"HARM: {reason}"
    if record["verdict"] == "refused":
        # The mapping's message without its "opmapgen mapping 'x' (spec): " prefix.
        return f"refused: {reason.partition('): ')[2] or reason}"
    return record["verdict"]


def _compare_style(row: list[str], column: int) -> tuple[str, ...]:
    if column == 5 and row[5].startswith("HARM"):
        return ("red", "bold")
    if column == 5 and row[5] == "fixed":
        return ("green",)
    return ()


@contextlib.contextmanager
def _stdout_to_stderr():
    """torch prints a failed export's graph to stdout from C++: keep stdout for the
    result (--json)."""
    sys.stdout.flush()
    saved = os.dup(1)
    os.dup2(2, 1)
    try:
        yield
    finally:
        sys.stdout.flush()
        os.dup2(saved, 1)
        os.close(saved)


def _style(row: list[str], column: int) -> tuple[str, ...]:
    if column == 5 and row[5] != "0":
        return ("red", "bold")
    return ()


def _shorten(text: str, width: int = 100) -> str:
    return text if len(text) <= width else text[: width - 3] + "..."


def _package():
    """The package whose mappings are swept: the project's `generated` in the current
    folder (with the library it brings), else the installed library."""
    import importlib

    from . import compose, trace

    name = compose.package_here()
    with trace.import_folder(os.getcwd()):
        return importlib.import_module(name)
