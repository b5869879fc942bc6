"""What the OpInfo-driven parity tests cost, per case and per export.

    .venv/bin/python bench/parity.py [--dtypes float32,int64,float64] [--out FILE]

Runs `check_opinfo` for every ATen mapping of `generated/` in each dtype, in one process, as
the generated tests do, and splits the time: TorchScript exports, dynamo exports, and the rest
(onnx.checker, ONNX Runtime sessions, runs and comparisons, eager). A case is one sample through
one exporter at one opset; samples of the same ranks share an export. Prints a table and
writes bench/parity.json.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import warnings
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dtypes", default="float32,int64,float64")
    parser.add_argument("--out", default=str(HERE / "parity.json"))
    args = parser.parse_args()
    warnings.simplefilter("ignore")
    import generated
    from opmapgen.runtime.opinfo import check_opinfo, dtype_params, opinfos

    started = time.perf_counter()
    opinfos("aten::add")  # torch's OpInfo database: imported once per test process
    op_db_seconds = time.perf_counter() - started
    spent = {"torchscript": 0.0, "dynamo": 0.0}
    counts = {"torchscript": 0, "dynamo": 0}

    def timed_export(*a, dynamo, **k):
        exporter = "dynamo" if dynamo else "torchscript"
        begin = time.perf_counter()
        try:
            return generated.export(*a, dynamo=dynamo, **k)
        finally:
            spent[exporter] += time.perf_counter() - begin
            counts[exporter] += 1

    rows = []
    for module_name, source, *_ in generated.MAPPINGS:
        if not source.startswith("aten::"):
            continue
        module = getattr(generated, module_name)
        supported = {p.values[0] for p in dtype_params(source, {})}
        for dtype in [d for d in args.dtypes.split(",") if d in supported]:
            before = dict(spent), dict(counts)
            begin = time.perf_counter()
            try:
                tally = check_opinfo(
                    source=source, mapping=module_name, dtype=dtype,
                    dtypes=module.CONTRACT.dtypes, opsets=(module.OPSETS.start, 17, 20),
                    dynamo_opsets=(18,), export=timed_export,
                )  # fmt: skip
                cases, outcome = (
                    tally.cases,
                    f"{tally.matched} matched, {tally.refused} refused",
                )
            except AssertionError as error:
                cases, outcome = 0, str(error).splitlines()[0][:60]
            rows.append(
                {
                    "mapping": module_name,
                    "dtype": dtype,
                    "cases": cases,
                    "outcome": outcome,
                    "seconds": time.perf_counter() - begin,
                    **{f"{e}_exports": counts[e] - before[1][e] for e in counts},
                    **{f"{e}_seconds": spent[e] - before[0][e] for e in spent},
                }
            )
            print(_row(rows[-1]), flush=True)
    total = {
        key: sum(r[key] for r in rows)
        for key in ("cases", "seconds", "torchscript_exports", "dynamo_exports",
                    "torchscript_seconds", "dynamo_seconds")
    }  # fmt: skip
    rest = total["seconds"] - total["torchscript_seconds"] - total["dynamo_seconds"]
    summary = {
        "op_db_import_seconds": round(op_db_seconds, 2),
        "cases": total["cases"],
        "seconds": round(total["seconds"], 2),
        "cases_per_second": round(total["cases"] / total["seconds"], 1),
        "ms_per_torchscript_export": _ms(total["torchscript_seconds"], total["torchscript_exports"]),
        "ms_per_dynamo_export": _ms(total["dynamo_seconds"], total["dynamo_exports"]),
        "ms_per_case_check_session_compare": _ms(rest, total["cases"]),
        "dynamo_export_over_torchscript_export": round(
            _ms(total["dynamo_seconds"], total["dynamo_exports"])
            / _ms(total["torchscript_seconds"], total["torchscript_exports"]),
            1,
        ),
    }  # fmt: skip
    print()
    for key, value in summary.items():
        print(f"{key:40} {value}")
    Path(args.out).write_text(
        json.dumps({"summary": summary, "rows": rows}, indent=1) + "\n"
    )
    return 0


def _ms(seconds: float, count: int) -> float:
    return round(1000 * seconds / count, 1) if count else 0.0


def _row(row: dict) -> str:
    return (
        f"{row['mapping']:12} {row['dtype']:8} {row['cases']:5} cases {row['seconds']:6.2f} s "
        f"({row['torchscript_exports']} TorchScript exports {row['torchscript_seconds']:.2f} s, "
        f"{row['dynamo_exports']} dynamo {row['dynamo_seconds']:.2f} s): {row['outcome']}"
    )


if __name__ == "__main__":
    sys.exit(main())
