"""`opmapgen sweep`: PyTorch's OpInfo samples through torch's own conversion of ops, or
through the library's mappings, to find the inputs an exporter gets silently wrong.

A case is a sample exported by one exporter at one opset. It matches eager, or torch
refuses it (the export raises: clear, if unhelpful), or it is wrong: an invalid model,
one ONNX Runtime refuses or fails on, or numbers, dtype or shape that differ from eager.
"""

from __future__ import annotations

import contextlib
import json
import os
import sys

from ..console import Console, table


def run_sweep(args, console: Console) -> int:
    import torch

    from ..runtime.opinfo import opinfos, run_opinfo, supported_dtypes

    export = torch.onnx.export
    if args.with_library:
        import generated  # registers the library's mappings

        export = generated.export
    exporters = (
        ("torchscript", "dynamo") if args.exporter == "both" else (args.exporter,)
    )
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
                    opsets=(args.opset,) if "torchscript" in exporters else (),
                    dynamo_opsets=(18,) if "dynamo" in exporters else (),
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
