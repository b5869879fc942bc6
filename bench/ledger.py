"""What an edit to one mapping costs the suite, from the ledger of proven tests.

    .venv/bin/python bench/ledger.py [--ledger tests/proven.json] [--out FILE]

The ledger (opmapgen/runtime/proven.py) records, per test that passed, the mappings it called
and how long it took. An edit to one mapping's spec (its generated modules, its spec) runs
again the tests that called it, and proves the others; an edit to the runtime or the registry
runs them all. For each mapping this sums the recorded seconds of the tests an edit of it
runs again, and compares that with all of them: the speedup an edit of one spec gets from the
ledger, in the seconds of the recorded run (one worker's time per test, so both sides are
measured in the same run). Prints the distribution and writes it, per mapping, to FILE
(default bench/ledger.json).
"""

from __future__ import annotations

import argparse
import json
import statistics
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--ledger", default=str(HERE.parent / "tests/proven.json"))
    parser.add_argument("--out", default=str(HERE / "ledger.json"))
    args = parser.parse_args()
    ledger = json.loads(Path(args.ledger).read_text())
    tests = {}  # nodeid -> (seconds, mappings called)
    for file, entry in ledger["files"].items():
        for name in entry["tests"]:
            tests[f"{file}::{name}"] = (
                entry.get("seconds", {}).get(name, 0.0),
                set(entry.get("uses", {}).get(name, ())),
            )
    if not any(seconds for seconds, _ in tests.values()):
        raise SystemExit(f"{args.ledger} records no times: record it with this version")
    total = sum(seconds for seconds, _ in tests.values())
    mappings = sorted({m for _, called in tests.values() for m in called})
    rows = {}
    for mapping in mappings:
        again = [(s, n) for n, (s, called) in tests.items() if mapping in called]
        rows[mapping] = {
            "tests": len(again),
            "seconds": round(sum(s for s, _ in again), 1),
        }
    costs = sorted(r["seconds"] for r in rows.values())
    median = statistics.median(costs)
    summary = {
        "recorded_at": ledger.get("recorded_at"),
        "tests": len(tests),
        "seconds_all": round(total, 1),
        "mappings": len(rows),
        "seconds_per_edit": {
            "median": round(median, 1),
            "p90": round(costs[int(0.9 * (len(costs) - 1))], 1),
            "max": costs[-1],
        },
        "speedup_median_edit": round(total / max(median, 1e-9), 1),
        "speedup_p90_edit": round(
            total / max(costs[int(0.9 * (len(costs) - 1))], 1e-9), 1
        ),
    }
    print(json.dumps(summary, indent=1))
    widest = sorted(rows.items(), key=lambda kv: -kv[1]["seconds"])[:10]
    print("\nmost costly to edit (tests run again, seconds):")
    for mapping, row in widest:
        print(f"  {mapping:32} {row['tests']:5} {row['seconds']:8.1f}")
    Path(args.out).write_text(
        json.dumps({"summary": summary, "mappings": rows}, indent=1) + "\n"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
