"""`opmapgen list` and `opmapgen show`: the mappings as a table, one mapping in full."""

from __future__ import annotations

import difflib
import json
from pathlib import Path

from ..console import Console, table
from ..validate.mapping import Mapping
from ..validate.specs import validated
from . import describe


def run_list(args, console: Console) -> int:
    mappings = validated(Path(args.mappings), console, "fix the specs to list them")
    if mappings is None:
        return 1
    mappings = sorted(mappings, key=lambda m: m.name)
    if args.match:
        text = args.match.lower()
        mappings = [
            m
            for m in mappings
            if text in m.name.lower()
            or text in m.source.lower()
            or text in m.target.lower()
        ]
    if args.family:
        families = sorted({m.family for m in mappings})
        wanted = args.family.lower()
        mappings = [m for m in mappings if m.family == wanted]
        if not mappings:
            close = difflib.get_close_matches(wanted, families, n=3)
            hint = f"did you mean {' or '.join(close)}? " if close else ""
            console.error(
                f"no mapping of family '{args.family}'; {hint}"
                f"the families: {', '.join(families)}"
            )
            return 1
    if args.json:
        console.result(json.dumps([_record(m) for m in mappings], indent=2))
        return 0
    header = [
        "NAME",
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
            m.name,
            m.family,
            m.source,
            describe.target_summary(m),
            describe.domain_text(m),
            describe.opset_text(m),
            ", ".join(describe.exporters(m)),
            m.spec_path,
        ]
        for m in mappings
    ]
    console.result(
        table(console.out, header, rows, lambda row, i: ("cyan",) if i == 0 else ())
    )
    return 0


def _record(mapping: Mapping) -> dict:
    return {
        "name": mapping.name,
        "family": mapping.family,
        "source": mapping.source,
        "target": [n.qualified for n in mapping.nodes],
        "domain": describe.domain_text(mapping),
        "first_opset": mapping.first_opset,
        "last_opset": mapping.last_opset,
        "dynamo_last_opset": mapping.dynamo_last_opset if mapping.dynamo else None,
        "exporters": describe.exporters(mapping),
        "spec": mapping.spec_path,
    }


def run_show(args, console: Console) -> int:
    mappings = validated(Path(args.mappings), console, "fix the specs to show them")
    if mappings is None:
        return 1
    by_name = {m.name: m for m in mappings}
    mapping = by_name.get(args.name)
    if mapping is None:
        close = difflib.get_close_matches(args.name, sorted(by_name), n=3)
        hint = (
            f"; did you mean {', '.join(close)}?" if close else "; see `opmapgen list`"
        )
        console.error(f"no mapping named '{args.name}' in {args.mappings}{hint}")
        return 1
    console.result(show(mapping, console))
    return 0


LABEL_WIDTH = 24


def show(mapping: Mapping, console: Console) -> str:
    out = console.out
    fields = [
        ("spec", mapping.spec_path),
        ("family", mapping.family),
        ("source", describe.source_text(mapping)),
        ("args", ", ".join(f"{a.name}: {a.descriptor}" for a in mapping.args)),
        ("target", f"{mapping.target} ({describe.domain_text(mapping)})"),
        ("exporters", describe.exporter_text(mapping)),
        *(
            ("opted out", f"{exporter}: {reason}")
            for exporter, reason in mapping.opt_out
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
            out.paint("Body (a model-local function, at the model's opset)", "bold"),
        ]
        lines += [f"  {line}" for line in mapping.body.strip().splitlines()]
    return "\n".join(lines)
