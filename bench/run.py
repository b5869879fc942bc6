"""opmapgen's speed targets, each measured as a ratio against its baseline in the same run.

    .venv/bin/python bench/run.py [--repeats 9] [--only builds|import|export ...]

Builds a synthetic corpus of 1,000 specs (unary ATen ops, each mapped at one opset), then
times, alternating each case with its baseline so that load on this shared machine hits both:

  cold build       `opmapgen build` with no output and no stamp   vs `python -c "import torch"`
                   (torch's op schemas cached by an earlier build, as after any first build)
  first build      the same with no schema cache, so it imports torch (reported, no target)
  no-op rebuild    `opmapgen build` again, nothing changed        vs `python -c "import torch"`
  import           `python -c "import generated"` (1,000 mappings, a user's package, which
                   imports the library too), then `import opmapgen.library` (the library
                   alone) vs `python -c "import torch"`, and the time each takes once torch
                   is imported
  export           torch.onnx.export(dynamo=False) of asinh through the generated mapping
                   vs the same export through a hand-written symbolic, in one process in
                   alternating blocks; graphs byte-compared

Runs Python as a user's does, writing bytecode (PYTHONDONTWRITEBYTECODE is dropped), and
imports `generated` once untimed so that its bytecode exists, as torch's does.
Prints a table and writes bench/results.json (with --only, only where --out is given). Medians
of the repeats; ratios are median(case) / median(baseline).
"""

from __future__ import annotations

import argparse
import json
import os
import pickle
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
SPECS = 1000
TARGETS = {
    "cold build": 1.0,
    "first build": None,
    "no-op rebuild": 0.15,
    "import generated": 1.05,
    "import library": 1.05,
    "export": 1.02,
}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeats", type=int, default=9)
    parser.add_argument(
        "--only",
        nargs="+",
        choices=("builds", "import", "export"),
        help="run these cases only (the import cases build the package once, untimed)",
    )
    parser.add_argument("--out", help="where to write the results (bench/results.json)")
    args = parser.parse_args()
    only = set(args.only or ("builds", "import", "export"))
    out = args.out or (None if args.only else str(HERE / "results.json"))
    # Python's default: bytecode compiled once and reused, as torch's own was at install.
    # A sandbox's PYTHONDONTWRITEBYTECODE would recompile opmapgen and the generated
    # package in every timed run and measure the compiler instead.
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    with tempfile.TemporaryDirectory(prefix="opmapgen-bench-") as folder:
        work = Path(folder)
        count = write_corpus(work / "mappings")
        rows = []
        if "builds" in only:
            rows += time_builds(work, args.repeats)
        elif "import" in only:
            run(opmapgen("build", "-o", "generated"), work)
        if "import" in only:
            rows += [
                time_import(
                    work,
                    args.repeats,
                    "import generated",
                    f"{count} mappings",
                    "generated",
                ),
                time_import(
                    work,
                    args.repeats,
                    "import library",
                    "the library",
                    "opmapgen.library",
                ),
            ]
        if "export" in only:
            rows.append(time_export(args.repeats))
    results = {
        "machine": machine(),
        "specs": count,
        "repeats": args.repeats,
        "cases": rows,
    }
    print_table(results)
    if out:
        Path(out).write_text(json.dumps(results, indent=2) + "\n")
        print(f"\nwrote {out}")
    return 0


def write_corpus(folder: Path) -> int:
    """1,000 valid specs: unary ATen ops `(Tensor self) -> Tensor`, one opset each."""
    import torch

    ops = sorted(
        {
            s.name
            for s in torch._C._jit_get_all_schemas()
            if s.name.startswith("aten::")
            and not s.name[6:].startswith("_")
            and not s.name.endswith("_")
            and s.overload_name == ""
            and [str(a.type) for a in s.arguments] == ["Tensor"]
            and s.arguments[0].name == "self"
            and [str(r.type) for r in s.returns] == ["Tensor"]
        }
    )
    folder.mkdir(parents=True)
    written = 0
    for op in ops:
        for opset in range(9, 21):
            if written == SPECS:
                return written
            name = f"{op[6:]}_{opset}"
            opt_out = (
                "opt_out: {dynamo: a synthetic spec below the dynamo build opset}\n"
                if opset < 18
                else ""
            )
            (folder / f"{name}.yaml").write_text(
                f"name: {name}\n"
                f"source: {{op: {op}, args: [v]}}\n"
                f"target: {{op: Neg, opset: {opset}, max_opset: {opset}, inputs: [input]}}\n"
                "test: {inputs: [{shape: [2, 3], low: -1.0, high: 1.0}]}\n" + opt_out
            )
            written += 1
    return written


def run(command: list[str], cwd: Path, output: list[str] | None = None) -> float:
    start = time.perf_counter()
    done = subprocess.run(command, cwd=cwd, check=True, capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if output is not None:
        output.append(done.stdout + done.stderr)
    return elapsed


def written_in(output: str) -> float:
    """The seconds `opmapgen build -v` says it spent writing files."""
    return float(re.search(r"written in ([0-9.]+) s", output).group(1))


def opmapgen(*args: str) -> list[str]:
    return [sys.executable, "-m", "opmapgen", *args]


IMPORT_TORCH = [sys.executable, "-c", "import torch"]


def time_builds(work: Path, repeats: int) -> list[dict]:
    first, cold, noop, torch_times = [], [], [], []
    cold_output: list[str] = []
    cache = work / "schema-cache"
    os.environ["OPMAPGEN_CACHE_DIR"] = str(cache)  # not the user's: this run's own
    for i in range(repeats):
        torch_times.append(run(IMPORT_TORCH, work))
        shutil.rmtree(cache, ignore_errors=True)
        first.append(run(opmapgen("build", "-o", f"first_{i}"), work))
        out = f"generated_{i}"
        cold.append(run(opmapgen("build", "-v", "-o", out), work, cold_output))
        noop.append(run(opmapgen("build", "-o", out), work))
    (work / "generated_0").rename(work / "generated")  # for the import case
    cold_row = case(
        "cold build",
        "opmapgen build, no output, no stamp",
        cold,
        "import torch",
        torch_times,
    )
    # The kernel's time to create the output's files swings tenfold from minute to
    # minute on this kind of VM; the build reports it so the table can show it apart.
    writes = [written_in(text) for text in cold_output]
    cold_row["write_runs"] = [round(t, 4) for t in writes]
    cold_row["write_seconds"] = round(statistics.median(writes), 4)
    return [
        cold_row,
        case(
            "first build",
            "the same, no schema cache (imports torch)",
            first,
            "import torch",
            torch_times,
        ),
        case(
            "no-op rebuild",
            "opmapgen build, nothing changed",
            noop,
            "import torch",
            torch_times,
        ),
    ]


def time_import(work: Path, repeats: int, name: str, what: str, module: str) -> dict:
    imports, torch_times = [], []
    run([sys.executable, "-c", f"import {module}"], work)  # compiles it, untimed
    for i in range(repeats):
        # Each first in turn, so that neither always follows the other.
        for which in (0, 1) if i % 2 == 0 else (1, 0):
            if which == 0:
                torch_times.append(run(IMPORT_TORCH, work))
            else:
                imports.append(run([sys.executable, "-c", f"import {module}"], work))
    row = case(
        name,
        f"import {module} ({what})",
        imports,
        "import torch",
        torch_times,
    )
    # What opmapgen itself adds, free of the noise in two 2-second process launches.
    after_torch = [
        float(
            subprocess.run(
                [sys.executable, "-c", AFTER_TORCH.format(module=module)],
                cwd=work,
                check=True,
                capture_output=True,
                text=True,
            ).stdout
        )
        for _ in range(repeats)
    ]
    row["after_torch_seconds"] = round(statistics.median(after_torch), 4)
    return row


AFTER_TORCH = """
import time, torch
start = time.perf_counter()
import {module}
print(time.perf_counter() - start)
"""


EXPORT = """
import io, pickle, statistics, sys, time, torch
from torch.onnx import register_custom_op_symbolic, unregister_custom_op_symbolic
from torch.onnx.symbolic_helper import parse_args
from opmapgen import library

@parse_args("v")
def asinh(g, input):  # the symbolic one would write by hand
    return g.op("Asinh", input)

def hand_written(on):
    for opset in range(9, 21):
        if on:
            register_custom_op_symbolic("aten::asinh", asinh, opset)
        else:
            unregister_custom_op_symbolic("aten::asinh", opset)

class Model(torch.nn.Module):
    def forward(self, x):
        return torch.asinh(x) * 2

model, x = Model().eval(), torch.rand(1, 3, 32, 32)

def export():
    buffer = io.BytesIO()
    torch.onnx.export(model, (x,), buffer, dynamo=False, opset_version=17)
    return buffer.getvalue()

times, graphs = {{"generated": [], "hand": []}}, {{}}
for block in range({blocks}):
    for variant in ("generated", "hand"):
        if variant == "hand":
            library.unregister()
            hand_written(True)
        graphs[variant] = export()  # warm-up: lazy imports, the mapping's module
        runs = []
        for _ in range({runs}):
            start = time.perf_counter()
            export()
            runs.append(time.perf_counter() - start)
        times[variant].append(statistics.median(runs))
        if variant == "hand":
            hand_written(False)
            library.register()
sys.stdout.buffer.write(pickle.dumps((times, graphs)))
"""


def time_export(repeats: int) -> dict:
    """Both variants in one process, in alternating blocks of exports, so that what the
    machine is doing meanwhile hits both alike; a block's time is its median export."""
    code = EXPORT.format(blocks=4 * repeats, runs=25)
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=REPO, check=True, capture_output=True
    ).stdout
    times, graphs = pickle.loads(out)  # written by our own child process
    row = case(
        "export",
        "asinh model via the generated mapping",
        times["generated"],
        "via a hand-written symbolic",
        times["hand"],
    )
    row["identical_graph"] = graphs["generated"] == graphs["hand"]
    return row


def case(name, what, times, baseline_name, baseline_times) -> dict:
    median, baseline = statistics.median(times), statistics.median(baseline_times)
    return {
        "case": name,
        "what": what,
        "seconds": round(median, 4),
        "runs": [round(t, 4) for t in times],
        "baseline": baseline_name,
        "baseline_seconds": round(baseline, 4),
        "baseline_runs": [round(t, 4) for t in baseline_times],
        "ratio": round(median / baseline, 3),
        "target": TARGETS[name],
        "met": None if TARGETS[name] is None else median / baseline <= TARGETS[name],
    }


def machine() -> dict:
    import torch

    return {
        "platform": platform.platform(),
        "processor": platform.processor() or platform.machine(),
        "cpus": os.cpu_count(),
        "python": platform.python_version(),
        "torch": torch.__version__,
    }


def print_table(results: dict) -> None:
    header = ["case", "seconds", "baseline", "base s", "ratio", "target", "met"]
    rows = [
        [
            r["case"],
            f"{r['seconds']:.3f}",
            r["baseline"],
            f"{r['baseline_seconds']:.3f}",
            f"{r['ratio']:.2f}x",
            "-" if r["target"] is None else f"<= {r['target']:.2f}x",
            ("-" if r["met"] is None else "yes" if r["met"] else "NO")
            + (
                ""
                if "identical_graph" not in r
                else (
                    ", graph identical" if r["identical_graph"] else ", GRAPH DIFFERS"
                )
            ),
        ]
        for r in results["cases"]
    ]
    widths = [max(len(str(x)) for x in column) for column in zip(header, *rows)]
    for row in [header, *rows]:
        print("  ".join(str(x).ljust(w) for x, w in zip(row, widths)).rstrip())
    m = results["machine"]
    print(
        f"\n{results['specs']} specs, median of {results['repeats']} runs; "
        f"{m['platform']}, {m['cpus']} CPUs, Python {m['python']}, torch {m['torch']}"
    )
    for r in results["cases"]:
        if "write_seconds" in r:
            print(
                f"{r['case']}: {r['write_seconds']:.3f} s of it writing the files "
                f"(runs: {', '.join(f'{t:.2f}' for t in r['write_runs'])} s)"
            )
        if "after_torch_seconds" in r:
            print(
                f"{r['case']}: {r['after_torch_seconds'] * 1000:.1f} ms "
                "in a process that has already imported torch"
            )


if __name__ == "__main__":
    sys.exit(main())
