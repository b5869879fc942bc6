"""`runtimes:`: what a mapping cannot do in a runtime, checked against the spec's test
cases and the docs it links to."""

from __future__ import annotations

from pathlib import Path

from ..ir.records import RuntimeLimit
from .context import SpecContext

SPEC_CASE = "spec"  # the spec's own inputs and args, as the parity test names them


def check_runtime_limits(ctx: SpecContext) -> tuple[RuntimeLimit, ...]:
    """The spec's runtime limits, each case name one of the parity test's, OpInfo samples
    declared only where there is an OpInfo test, and each docs/ link a file that exists
    (relative to the repository the spec is in)."""
    spec = ctx.spec
    names = (SPEC_CASE, *spec.test.cases)
    found = []
    for runtime, limit in spec.runtimes.items():
        for i, case in enumerate(limit.cases or ()):
            if case not in names:
                ctx.error(
                    ("runtimes", runtime, "cases", i),
                    f"'{case}' is no test case of the spec; write some of "
                    f"{', '.join(names)}",
                )
        if limit.opinfo and not (spec.source.op or "").startswith("aten::"):
            ctx.error(
                ("runtimes", runtime, "opinfo"),
                "only an ATen op's mapping has an OpInfo test; leave opinfo out (the "
                "declaration covers the spec's own cases)",
            )
        if limit.link is not None and not _links(limit.link, ctx.doc.path):
            ctx.error(
                ("runtimes", runtime, "link"),
                f"{limit.link.split('#')[0]} does not exist; link a URL (https://...) or "
                "a docs/ file with the reproducer (docs/runtime-limits.md#anchor)",
            )
        found.append(
            RuntimeLimit(
                runtime,
                tuple(limit.cases) if limit.cases is not None else names,
                limit.kind,
                limit.reason,
                limit.link,
                limit.below_opset,
                limit.opinfo if isinstance(limit.opinfo, bool) else tuple(limit.opinfo),
            )
        )
    return tuple(found)


def _links(link: str, spec_path) -> bool:
    """Whether `link` is a URL, or a docs/ file of the repository the spec is in (the
    first folder above it that has docs/). A spec that travels without its docs (the
    library's, installed from the wheel; a copy in a temporary folder) cannot be checked
    there: its link was checked where the docs are."""
    if "://" in link:
        return True
    file = link.split("#")[0]
    for folder in Path(spec_path).resolve().parents:
        if (folder / "docs").is_dir():
            return (folder / file).is_file()
    return True
