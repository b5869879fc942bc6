"""docs/runtimes-table.md: by mapping, what it cannot do in each runtime of the registry,
from the specs' `runtimes:` declarations (`opmapgen docs` writes it beside the catalog)."""

from __future__ import annotations

from pathlib import Path

from ..ir.plan import Mapping
from ..ir.records import RuntimeLimit
from ..runtime import runtimes
from ..runtime.parity import DEFAULT_RUNTIMES, WHEN_INSTALLED

FILE_NAME = "runtimes-table.md"

_INTRO = (
    "Every mapping by runtime of the registry (`opmapgen.runtime.runtimes`): what its spec "
    "declares it cannot do there (`runtimes:` in docs/spec-format.md), with the cases, the "
    "reason and a link to an upstream issue or a minimal reproducer. Each generated parity "
    "test runs {default}, and {installed} where installed (the `runtimes` extra, which CI "
    "installs), and expects exactly those failures (strictly: a declared case that passes "
    "fails the test); each OpInfo test runs the same runtimes (one that loads each model "
    "slowly, as OpenVINO compiles it, in the models of each exporter's newest opset "
    "holding an edge value), and expects what `opinfo:` declares (docs/runtimes.md); "
    "`isa:` says on which CPUs' instruction sets a declaration holds. A blank cell: nothing "
    "declared, so every case and sample agrees with torch there (checked by the suite)."
)


def runtime_table(mappings: list[Mapping], out: Path, command: str) -> str:
    """The whole Markdown file; `out` is where it goes, for the links to docs/ files."""
    names = runtimes.names()
    declared = [m for m in mappings if m.runtime_limits]
    lines = [
        "# Runtime table",
        "",
        f"<!-- Generated from the specs by `{command}`; do not edit. -->",
        "",
        _INTRO.format(
            default=" and ".join(DEFAULT_RUNTIMES),
            installed=" and ".join(WHEN_INSTALLED),
        ),
        "",
        f"{len(declared)} of {len(mappings)} mappings declare a limit in a runtime.",
        "",
        "| Mapping | " + " | ".join(names) + " |",
        "|---|" + "---|" * len(names),
    ]
    for m in sorted(mappings, key=lambda m: m.name):
        cells = [
            m.name,
            *(
                "; ".join(_cell(x, out, m) for x in m.runtime_limits if x.runtime == n)
                for n in names
            ),
        ]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


def _cell(limit: RuntimeLimit, out: Path, mapping: Mapping) -> str:
    every = len(limit.cases) == len(mapping.test.cases)
    cases = "every case" if every else ", ".join(limit.cases)
    if limit.opinfo:
        dtypes = "" if limit.opinfo is True else " of " + ", ".join(limit.opinfo)
        samples = f"OpInfo samples{dtypes}"
        cases = f"{cases}; {samples}" if limit.cases else samples
    if limit.below_opset is not None:
        cases += f", below opset {limit.below_opset}"
    if limit.exporters is not None:
        cases += f", {' and '.join(limit.exporters)} exporter only"
    if limit.isa is not None:
        cases += f", on {' and '.join(limit.isa)} CPUs only"
    text = f"**{limit.kind}** ({cases}): {limit.reason}"
    if limit.link is not None:
        text += f" ([reproducer]({_href(limit.link, out)}))"
    return text.replace("|", "\\|").replace("\n", " ")


def _href(link: str, out: Path) -> str:
    """A docs/ path relative to the table (which is in docs/ itself); URLs as they are."""
    if "://" in link or not link.startswith("docs/"):
        return link
    return link.removeprefix("docs/") if out.parent.name == "docs" else link
