"""`opmapgen docs`: the mapping catalog, Markdown with Mermaid diagrams GitHub renders."""

from __future__ import annotations

import os
from pathlib import Path

from ..console import Console
from ..diagnostics import display_path
from ..ir.plan import Mapping
from ..ir.signature import listed
from ..project import ProjectError, spec_roots
from ..runtime import exporters
from ..validate.specs import validated
from . import describe
from .runtime_table import FILE_NAME, runtime_table


def run_docs(args, console: Console) -> int:
    from ..files import write_file

    try:
        roots = spec_roots(args.mappings)
    except ProjectError as exc:
        console.error(str(exc))
        return 1
    mappings = validated(roots, console, "nothing was written")
    if mappings is None:
        return 1
    out = Path(args.out)
    table = out.parent / FILE_NAME
    failed = False
    for path, text in (
        (out, catalog(mappings, out, command=_command(args))),
        (table, runtime_table(mappings, table, command=_command(args))),
    ):
        shown = display_path(path.absolute())
        if args.check:
            if path.is_file() and path.read_bytes() == text.encode("utf-8"):
                console.success(f"{shown} is current ({len(mappings)} mappings)")
                continue
            state = "is stale" if path.exists() else "is missing"
            console.failed(f"{shown} {state}; run `{_command(args)}`")
            failed = True
        elif write_file(path, text):
            console.success(f"wrote {shown} ({len(mappings)} mappings)")
        else:
            console.success(f"{shown} is current ({len(mappings)} mappings)")
    return 1 if failed else 0


def _command(args) -> str:
    words = ["opmapgen docs"]
    if args.mappings is not None:
        words.append(Path(args.mappings).as_posix())
    if args.out != "docs/mappings.md":
        words.append(f"-o {Path(args.out).as_posix()}")
    return " ".join(words)


_INTRO = (
    "Every mapping in `mappings/`, by family: the PyTorch op, the ONNX subgraph it is "
    "exported as, the exporters and opsets that use it, the input dtypes it exports and "
    "what it refuses or is known to get wrong, and the tolerances its parity test holds it "
    "to. `$name` in a diagram is the value of the source op's argument `name`; a dotted "
    "arrow is an input given only when the flag on it is true. A case a mapping does not "
    "map (another dtype, args a guard refuses, another overload) goes to torch's own "
    "conversion where torch has one, unless the mapping lists it as one torch gets wrong; "
    "it is refused otherwise. Ops ONNX cannot express are listed in [limits.md](limits.md)."
)

_INTEGERS = ("uint8", "int8", "int16", "int32", "int64")


def catalog(mappings: list[Mapping], out: Path, command: str) -> str:
    """The whole Markdown file; `out` is where it goes, for the links to the specs."""
    families: dict[str, list[Mapping]] = {}
    for m in sorted(mappings, key=lambda m: (m.family, m.name)):
        families.setdefault(m.family, []).append(m)
    lines = [
        "# Mapping catalog",
        "",
        f"<!-- Generated from the specs by `{command}`; do not edit. -->",
        "",
        _INTRO,
        "",
        f"{len(mappings)} mappings in {len(families)} families:",
        "",
        *(
            f"- [{family.capitalize()}](#{_anchor(family)}) ({len(members)})"
            for family, members in families.items()
        ),
    ]
    for family, members in families.items():
        lines += [
            "",
            f"## {family.capitalize()}",
            "",
            "| Mapping | Source | ONNX | Exporters | Dtypes | Limits |",
            "|---|---|---|---|---|---|",
        ]
        for m in members:
            cells = [
                f"[{m.name}](#{_anchor(m.name)})",
                f"`{m.source}`",
                _cell(describe.target_summary(m, shown=4)),
                _exporters_cell(m),
                _dtypes_cell(m.dtypes),
                _limits_cell(m),
            ]
            lines.append("| " + " | ".join(_escape_cell(c) for c in cells) + " |")
        for m in members:
            lines += ["", *_section(m, out)]
    return "\n".join(lines) + "\n"


def _anchor(heading: str) -> str:
    """GitHub's anchor for a heading: lowercase, spaces as dashes, punctuation dropped."""
    kept = "".join(c for c in heading.lower() if c.isalnum() or c in " _-")
    return kept.replace(" ", "-")


def _exporters_cell(mapping: Mapping) -> str:
    return "<br>".join(
        f"{exporters.exporter(plan.exporter).TITLE} {describe.opset_text(mapping, plan)}"
        for plan in mapping.exporters
        if plan.exports
    )


def _dtypes_cell(dtypes: tuple[str, ...]) -> str:
    """The exported dtypes, the five integer ones as one word when all are there."""
    if all(d in dtypes for d in _INTEGERS):
        dtypes = tuple(d for d in dtypes if d not in _INTEGERS[1:])
        dtypes = tuple("integers" if d == _INTEGERS[0] else d for d in dtypes)
    return ", ".join(dtypes)


def _limits_cell(mapping: Mapping) -> str:
    """How much the mapping refuses or is known to get wrong; the section says what."""
    counts = [
        (len(mapping.guards), "guard"),
        (len(mapping.unsupported), "unmapped dtype"),
        (len(mapping.torch_wrong), "torch-wrong dtype"),
        (
            len(mapping.xfail)
            + len(mapping.exporter_xfail)
            + len(mapping.parity_xfail),
            "known failure",
        ),
    ]
    return (
        ", ".join(f"{n} {word}{'s' if n > 1 else ''}" for n, word in counts if n)
        or "none"
    )


def _section(mapping: Mapping, out: Path) -> list[str]:
    rows = [
        ("Source", f"`{describe.source_text(mapping)}`"),
        ("Exporters", describe.exporter_text(mapping)),
        *(
            (f"Not for {plan.exporter}", plan.opt_out.replace("\n", " "))
            for plan in mapping.exporters
            if plan.opt_out
        ),
        *(
            (label[:1].upper() + label[1:], text.replace("\n", " "))
            for label, text in describe.contract_rows(mapping)
        ),
        ("Parity test", describe.parity_text(mapping)),
        ("Spec", _link(mapping, out)),
    ]
    return [
        f"### {mapping.name}",
        "",
        f"`{mapping.source}` → {_cell(mapping.target)}",
        "",
        "```mermaid",
        *mermaid(mapping),
        "```",
        "",
        "| | |",
        "|---|---|",
        *(f"| {key} | {_escape_cell(value)} |" for key, value in rows),
        *(
            [
                "",
                (
                    "Body in standard ONNX, attached to exported models as a model-local "
                    "function (runtimes with no kernel for the op run it):"
                ),
                "",
                "```text",
                *mapping.body_lines(),
                "```",
            ]
            if mapping.body
            else []
        ),
    ]


def _cell(target: str) -> str:
    return " + ".join(
        op if op.endswith(" more") else f"`{op}`" for op in target.split(" + ")
    )


def _escape_cell(text: str) -> str:
    return text.replace("|", "\\|")


def _link(mapping: Mapping, out: Path) -> str:
    spec = Path(mapping.spec_path).absolute()
    relative = Path(os.path.relpath(spec, out.absolute().parent)).as_posix()
    return f"[{mapping.spec_path}]({relative})"


def mermaid(mapping: Mapping) -> list[str]:
    """A left-to-right flowchart: the source op, then the ONNX subgraph it becomes."""
    ids: dict[str, str] = {}
    lines = [
        "flowchart LR",
        f'    source["{_label(mapping.source)}"]',
        f'    subgraph onnx["ONNX, opsets {describe.opset_text(mapping)}"]',
        "        direction LR",
    ]
    for i, name in enumerate(describe.inputs(mapping)):
        ids[name] = f"in{i}"
        lines.append(f'        in{i}(["{_label(name)}"])')
    for i, constant in enumerate(mapping.constants):
        ids[constant.name] = f"const{i}"
        value = describe.constant_text(constant.value)
        lines.append(f'        const{i}[/"{_label(f"{constant.name} = {value}")}"/]')
    steps = describe.steps(mapping)
    for i, step in enumerate(steps):
        attributes = [f"{name} = {value}" for name, value in step.attributes]
        label = "<br/>".join([f"<b>{_label(step.op)}</b>", *map(_label, attributes)])
        lines.append(f'        op{i}["{label}"]')
        for value, when, otherwise in step.inputs:
            arrow = f'-. "if ${when}" .->' if when else "-->"
            # an item of a tensor list (indices[0]) comes from the list's node
            source = ids.get(value) or ids[listed(value)]
            lines.append(f"        {source} {arrow} op{i}")
            if otherwise:
                lines.append(f'        {ids[otherwise]} -. "if not ${when}" .-> op{i}')
        for name in step.output.split(", "):
            ids[name] = f"op{i}"
    result = describe.result_name(mapping)
    lines.append(f'        result(["{_label(result)}"])')
    for name in dict.fromkeys(result.split(", ")):
        lines.append(f"        {ids[name]} --> result")
    lines += ["    end", "    source ==> onnx"]
    return lines


def _label(text: str) -> str:
    """Text safe inside a quoted Mermaid label."""
    for char, entity in (("&", "#amp;"), ('"', "#quot;"), ("<", "#lt;"), (">", "#gt;")):
        text = text.replace(char, entity)
    return text
