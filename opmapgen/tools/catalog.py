"""`opmapgen list` and `opmapgen show`: the mappings as a table, one mapping in full."""

from __future__ import annotations

import difflib
import json
from pathlib import Path

from .. import project
from ..console import Console, table
from ..ir.exporters import DYNAMO, TORCHSCRIPT
from ..ir.plan import Mapping
from ..validate.specs import validated
from . import compose, describe


def run_list(args, console: Console) -> int:
    records = _records(args, console, "fix the specs to list them")
    if records is None:
        return 1
    shadowed = compose.in_effect(records)
    records = sorted(records, key=lambda r: (r["name"], r["package"]))
    if args.match:
        text = args.match.lower()
        records = [
            r
            for r in records
            if text in r["name"].lower()
            or text in r["source"].lower()
            or any(text in t.lower() for t in r["target"])
        ]
    if args.family:
        families = sorted({r["family"] for r in records})
        wanted = args.family.lower()
        records = [r for r in records if r["family"] == wanted]
        if not records:
            close = difflib.get_close_matches(wanted, families, n=3)
            hint = f"did you mean {' or '.join(close)}? " if close else ""
            console.error(
                f"no mapping of family '{args.family}'; {hint}"
                f"the families: {', '.join(families)}"
            )
            return 1
    if args.json:
        shown = [
            {**r, "overridden": [o.text() for o in shadowed.get(_key(r), [])]}
            for r in records
        ]
        console.result(json.dumps(shown, indent=2))
        return 0
    header = [
        "NAME",
        "PACKAGE",
        "FAMILY",
        "SOURCE",
        "TARGET",
        "DOMAIN",
        "OPSETS",
        "EXPORTERS",
        "SPEC",
    ]
    rows = [
        [
            r["name"] + (" *" if _key(r) in shadowed else ""),
            r["package"],
            r["family"],
            r["source"],
            _target(r),
            r["domain"],
            _opsets(r),
            ", ".join(r["exporters"]),
            r["spec"],
        ]
        for r in records
    ]
    paint = lambda row, i: ("cyan",) if i == 0 else ()
    lines = [table(console.out, header, rows, paint)]
    overridden = [o for r in records for o in shadowed.get(_key(r), [])]
    if overridden:
        lines += ["", "* overridden by a mapping of your own, which is used there:"]
        lines += [f"  {o.text()}" for o in overridden]
    console.result("\n".join(lines))
    return 0


def _records(args, console: Console, action: str) -> list[dict] | None:
    """The project's mappings (validated from their specs), each with the package it is
    built into, then the installed library's (from its catalog) unless the project builds
    the library itself."""
    try:
        packages = (
            [project.Package((Path(args.mappings),), Path(project.DEFAULT_OUT))]
            if args.mappings
            else project.packages()
        )
        roots = project.spec_roots(args.mappings)
        if not args.mappings:  # a project may have no specs of its own
            roots = [r for r in roots if r.exists()]
    except project.ProjectError as exc:
        console.error(str(exc))
        return None
    records = []
    if roots:
        mappings = validated(roots, console, action)
        if mappings is None:
            return None
        records += [
            {**compose.record(m), "package": _package(m, packages)} for m in mappings
        ]
    if not args.mappings and not project.builds_library():
        records += compose.library_catalog() or []
    if not records:
        console.warning(
            "no mappings: no mappings/ folder here and no opmapgen library installed"
        )
    return records


def _package(mapping: Mapping, packages: list[project.Package]) -> str:
    """The import name of the package a project's mapping is built into."""
    spec = Path(mapping.spec_path)
    for package in packages:
        if any(spec == root or root in spec.parents for root in package.mappings):
            if package.library:
                return project.LIBRARY_PACKAGE
            return package.out.as_posix().replace("/", ".")
    return project.DEFAULT_OUT


def _key(record: dict) -> tuple[str, str]:
    return (record["package"], record["name"])


def _target(record: dict, shown: int = 3) -> str:
    """The target's ops for one table cell: the first few, then how many more."""
    ops = list(dict.fromkeys(record["target"]))
    more = f" + {len(ops) - shown} more" if len(ops) > shown else ""
    return " + ".join(ops[:shown]) + more


def _opsets(record: dict) -> str:
    """The TorchScript exporter's range, or the dynamo exporter's where it has only that."""
    first, last = record["first_opset"], record["last_opset"]
    if TORCHSCRIPT not in record["exporters"] and record.get(DYNAMO):
        first, last = record[DYNAMO]["opsets"]
    return f"{first}-{last}" if first < last else str(first)


def run_show(args, console: Console) -> int:
    records = _records(args, console, "fix the specs to show them")
    if records is None:
        return 1
    # The project's first: of two of one name, the one in effect.
    by_name = {r["name"]: r for r in reversed(records)}
    found = by_name.get(args.name)
    if found is None:
        close = difflib.get_close_matches(args.name, sorted(by_name), n=3)
        hint = (
            f"; did you mean {', '.join(close)}?" if close else "; see `opmapgen list`"
        )
        console.error(f"no mapping named '{args.name}'{hint}")
        return 1
    installed = found["package"] == project.LIBRARY_PACKAGE and (
        not project.builds_library()
    )
    spec = compose.library_spec(found) if installed else Path(found["spec"])
    mappings = validated([spec], console, "fix the spec to show it")
    if mappings is None:
        return 1
    if not mappings:  # skipped with a warning: its op's library is not installed
        console.error(
            f"cannot show '{args.name}' without the library that defines its op; "
            "install it (the warning above names it)"
        )
        return 1
    overridden = compose.in_effect(records).get(_key(found), [])
    effect = (
        "in effect wherever it maps the op"
        if not overridden
        else "overridden by your own mapping: "
        + "; ".join(o.text() for o in overridden)
    )
    console.result(show(mappings[0], console, package=f"{found['package']}: {effect}"))
    return 0


LABEL_WIDTH = 24


def show(mapping: Mapping, console: Console, package: str | None = None) -> str:
    out = console.out
    fields = [
        *((("package", package),) if package else ()),
        ("spec", mapping.spec_path),
        ("family", mapping.family),
        ("source", describe.source_text(mapping)),
        ("args", ", ".join(f"{a.name}: {a.descriptor}" for a in mapping.args)),
        ("target", f"{mapping.target} ({describe.domain_text(mapping)})"),
        ("exporters", describe.exporter_text(mapping)),
        *(
            ("opted out", f"{plan.exporter}: {plan.opt_out}")
            for plan in mapping.exporters
            if plan.opt_out
        ),
        *describe.contract_rows(mapping),
        ("parity", describe.parity_text(mapping)),
    ]
    # A long label (a guard's condition) goes on a line of its own, so that the values
    # stay in one column.
    width = min(max(len(key) for key, _ in fields), LABEL_WIDTH)
    lines = [out.paint(mapping.name, "bold", "cyan")]
    for key, value in fields:
        if len(key) > width:
            lines += [f"  {out.paint(key, 'bold')}", f"  {' ' * width}  {value}"]
        else:
            lines.append(f"  {out.paint(key.ljust(width), 'bold')}  {value}")
    lines += ["", out.paint("ONNX subgraph", "bold")]
    lines += [f"  {line}" for line in describe.subgraph(mapping)]
    if mapping.body:
        lines += [
            "",
            out.paint(
                "Body (a model-local function, at "
                + (
                    f"opset {mapping.body_opset})"
                    if mapping.body_opset
                    else "the model's opset)"
                ),
                "bold",
            ),
        ]
        lines += [f"  {line}" for line in mapping.body_lines()]
    return "\n".join(lines)
