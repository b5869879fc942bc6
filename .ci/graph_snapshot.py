#!/usr/bin/env python3
"""Are the graphs the mappings export the same as before a change? (issue 31, point 7)

    .ci/graph_snapshot.py write SNAPSHOT.json [--rev REV] [-k EXPR] [-j N]
    .ci/graph_snapshot.py compare BEFORE.json AFTER.json [--show N]
    .ci/graph_snapshot.py diff REV [-k EXPR] [-j N]      # REV's graphs against the work tree's

`write` runs the spec-case parity tests of every mapping (the library's,
`opmapgen/library/tests`, and this repository's own-code examples, `generated/tests`; not the
OpInfo samples) with this file loaded as a pytest plugin, which records the ONNX model each
test case exports, per test id, in a canonical form: nodes in graph order with their op,
domain, attributes and inputs, values renamed by where they are first made (inputs, then
initializers, then node outputs), initializer and constant values with their types, the
graph's input and output types and the opset imports; no node or value names, doc strings or
metadata. Renaming values, or writing the same ops from other generated code, leaves a graph
the same; another op, attribute, constant, dtype or edge does not. With `--rev`, the tests of
that commit run in a temporary worktree (generated code is committed, so nothing is built).

`compare` lists the test ids whose graphs differ, or that only one snapshot has, with the
first lines of each difference, and exits 1 if there are any.
"""

from __future__ import annotations

import argparse
import difflib
import hashlib
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

CHECKOUT = Path(__file__).resolve().parents[1]
SUITES = ("opmapgen/library/tests", "generated/tests")
ENV = "OPMAPGEN_GRAPH_SNAPSHOT"  # where the plugin appends its records (JSON lines)


# -- the pytest plugin -------------------------------------------------------------------------


def pytest_configure(config) -> None:
    """Wrap check_parity before the generated tests import it by name."""
    out = os.environ.get(ENV)
    if not out:
        return
    from opmapgen.runtime import parity

    check = parity.check_parity

    def recorded(*args, **kwargs):
        result = check(*args, **kwargs)
        path = Path(kwargs["path"])
        if path.is_file():
            record = {
                "test": os.environ.get("PYTEST_CURRENT_TEST", "").rsplit(" ", 1)[0],
                "graph": canonical(path),
            }
            with open(out, "a", encoding="utf-8") as stream:
                stream.write(json.dumps(record) + "\n")
        return result

    parity.check_parity = recorded


def canonical(path: Path) -> str:
    """The model at `path` as text that names nothing the exporters or our renderer choose."""
    import onnx
    from onnx import numpy_helper

    model = onnx.load(str(path))
    graph = model.graph
    names: dict[str, str] = {"": ""}

    def name(value: str) -> str:
        if value not in names:
            names[value] = f"%{len(names) - 1}"
        return names[value]

    def tensor(proto) -> str:
        array = numpy_helper.to_array(proto)
        digest = hashlib.sha256(array.tobytes()).hexdigest()[:16]
        values = array.ravel().tolist()[:8]
        return f"{onnx.TensorProto.DataType.Name(proto.data_type)}{list(array.shape)} {values} #{digest}"

    def attribute(a) -> str:
        if a.type == onnx.AttributeProto.TENSOR:
            return f"{a.name}={tensor(a.t)}"
        if a.type == onnx.AttributeProto.GRAPH:
            return f"{a.name}=<graph of {len(a.g.node)} nodes>"
        return f"{a.name}={onnx.helper.get_attribute_value(a)!r}"

    def value_type(value) -> str:
        t = value.type.tensor_type
        dims = [d.dim_value if d.HasField("dim_value") else "?" for d in t.shape.dim]
        return f"{onnx.TensorProto.DataType.Name(t.elem_type)}{dims}"

    lines = [
        "opsets: "
        + ", ".join(f"{o.domain or 'ai.onnx'}={o.version}" for o in model.opset_import)
    ]
    lines += [f"input {name(i.name)}: {value_type(i)}" for i in graph.input]
    lines += [f"init {name(i.name)}: {tensor(i)}" for i in graph.initializer]
    for node in graph.node:
        inputs = ", ".join(name(i) for i in node.input)
        outputs = ", ".join(name(o) for o in node.output)
        attributes = ", ".join(sorted(attribute(a) for a in node.attribute))
        op = f"{node.domain}::{node.op_type}" if node.domain else node.op_type
        lines.append(
            f"{outputs} = {op}({inputs}){' {' + attributes + '}' if attributes else ''}"
        )
    lines += [f"output {name(o.name)}: {value_type(o)}" for o in graph.output]
    lines += [
        f"function {f.domain}::{f.name}: {len(f.node)} nodes" for f in model.functions
    ]
    return "\n".join(lines)


# -- the script ------------------------------------------------------------------------------


def write(snapshot: Path, rev: str | None, keyword: str | None, jobs: int) -> int:
    if rev is None:
        return _write_at(CHECKOUT, snapshot, keyword, jobs)
    with tempfile.TemporaryDirectory(prefix="graph-snapshot-") as folder:
        tree = Path(folder) / "tree"
        subprocess.run(
            ["git", "-C", str(CHECKOUT), "worktree", "add", "--detach", str(tree), rev],
            check=True,
            capture_output=True,
        )
        try:
            return _write_at(tree, snapshot, keyword, jobs)
        finally:
            subprocess.run(
                [
                    "git",
                    "-C",
                    str(CHECKOUT),
                    "worktree",
                    "remove",
                    "--force",
                    str(tree),
                ],
                check=False,
                capture_output=True,
            )


def _write_at(tree: Path, snapshot: Path, keyword: str | None, jobs: int) -> int:
    with tempfile.TemporaryDirectory(prefix="graph-records-") as folder:
        records = Path(folder) / "records.jsonl"
        records.touch()
        env = dict(
            os.environ,
            **{ENV: str(records)},
            PYTHONPATH=os.pathsep.join([str(tree), str(Path(__file__).parent)]),
        )
        selection = "not opinfo" + (f" and ({keyword})" if keyword else "")
        command = [
            sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
            "-p", "graph_snapshot", "-k", selection, "-n", str(jobs),
            *[s for s in SUITES if (tree / s).is_dir()],
        ]  # fmt: skip
        # Each xdist worker appends whole lines; a failing test still records what it exported.
        status = subprocess.run(command, check=False, cwd=tree, env=env).returncode
        graphs = {}
        for line in records.read_text(encoding="utf-8").splitlines():
            record = json.loads(line)
            graphs[record["test"]] = record["graph"]
    snapshot.write_text(json.dumps(dict(sorted(graphs.items())), indent=1) + "\n")
    print(f"graph_snapshot: {len(graphs)} graphs in {snapshot} (pytest exit {status})")
    return 0 if graphs else 1


def compare(before: Path, after: Path, show: int) -> int:
    old = json.loads(before.read_text())
    new = json.loads(after.read_text())
    changed = sorted(t for t in old.keys() & new.keys() if old[t] != new[t])
    gone = sorted(old.keys() - new.keys())
    added = sorted(new.keys() - old.keys())
    same = len(old.keys() & new.keys()) - len(changed)
    print(f"graph_snapshot: {same} graphs the same, {len(changed)} differ, "
          f"{len(gone)} only before, {len(added)} only after")  # fmt: skip
    for test in changed[:show]:
        print(f"\n--- {test}")
        diff = difflib.unified_diff(
            old[test].splitlines(),
            new[test].splitlines(),
            "before",
            "after",
            lineterm="",
        )
        print("\n".join(list(diff)[2:40]))
    for label, tests in (("only before", gone), ("only after", added)):
        for test in tests[:show]:
            print(f"{label}: {test}")
    return 1 if changed or gone or added else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    writing = commands.add_parser("write", help="record the graphs of a checkout")
    writing.add_argument("snapshot", type=Path)
    writing.add_argument("--rev", help="a commit to record instead of the work tree")
    diffing = commands.add_parser(
        "diff", help="a commit's graphs against the work tree's"
    )
    diffing.add_argument("rev")
    for sub in (writing, diffing):
        sub.add_argument("-k", dest="keyword", help="pytest -k, e.g. 'asinh or pow'")
        sub.add_argument(
            "-j", dest="jobs", type=int, default=2, help="pytest-xdist workers"
        )
    comparing = commands.add_parser("compare", help="compare two snapshots")
    comparing.add_argument("before", type=Path)
    comparing.add_argument("after", type=Path)
    for sub in (comparing, diffing):
        sub.add_argument("--show", type=int, default=10, help="differences to print")
    args = parser.parse_args(argv)
    if args.command == "write":
        return write(args.snapshot, args.rev, args.keyword, args.jobs)
    if args.command == "compare":
        return compare(args.before, args.after, args.show)
    with tempfile.TemporaryDirectory(prefix="graph-diff-") as folder:
        before, after = Path(folder) / "before.json", Path(folder) / "after.json"
        if write(before, args.rev, args.keyword, args.jobs) or write(
            after, None, args.keyword, args.jobs
        ):
            return 1
        return compare(before, after, args.show)


if __name__ == "__main__":
    sys.exit(main())
