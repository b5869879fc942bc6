"""`runtimes:`: what a mapping cannot do in a runtime, checked against the spec's test
cases and the docs it links to."""

from __future__ import annotations

from pathlib import Path

from ..ir.records import RuntimeLimit
from .context import SpecContext

SPEC_CASE = "spec"  # the spec's own inputs and args, as the parity test names them


def check_runtime_limits(ctx: SpecContext) -> tuple[RuntimeLimit, ...]:
    """The spec's runtime limits, each case name one of the parity test's, each docs/
    link a file that exists (relative to the repository the spec is in), and no case
    of one exporter's model declared twice for a runtime."""
    names = (SPEC_CASE, *ctx.spec.test.cases)
    found = []
    for runtime, declared in ctx.spec.runtimes.items():
        listed = isinstance(declared, list)
        for i, limit in enumerate(declared if listed else [declared]):
            where = ("runtimes", runtime, i) if listed else ("runtimes", runtime)
            record = _limit(ctx, runtime, limit, where, names)
            _check_overlap(ctx, record, found, where)
            found.append(record)
    return tuple(found)


def _limit(ctx: SpecContext, runtime: str, limit, where: tuple, names) -> RuntimeLimit:
    for i, case in enumerate(limit.cases or ()):
        if case not in names:
            ctx.error(
                (*where, "cases", i),
                f"'{case}' is no test case of the spec; write some of {', '.join(names)}",
            )
    if limit.opinfo and not (ctx.spec.source.op or "").startswith("aten::"):
        ctx.error(
            (*where, "opinfo"),
            "only an ATen op's mapping has an OpInfo test; leave opinfo out (the "
            "declaration covers the spec's own cases)",
        )
    if limit.link is not None and not _links(limit.link, ctx.doc.path):
        ctx.error(
            (*where, "link"),
            f"{limit.link.split('#')[0]} does not exist; link a URL (https://...) or "
            "a docs/ file with the reproducer (docs/runtime-limits.md#anchor)",
        )
    return RuntimeLimit(
        runtime,
        tuple(limit.cases) if limit.cases is not None else names,
        limit.kind,
        limit.reason,
        limit.link,
        limit.below_opset,
        tuple(limit.exporters) if limit.exporters is not None else None,
        tuple(limit.isa) if limit.isa is not None else None,
        every_case=limit.cases is None,
        opinfo=limit.opinfo if isinstance(limit.opinfo, bool) else tuple(limit.opinfo),
    )


def _check_overlap(ctx: SpecContext, limit: RuntimeLimit, found, where: tuple) -> None:
    """The parity test takes one declaration per case, runtime and exporter."""
    for other in found:
        apart = any(
            mine is not None and theirs is not None and not set(mine) & set(theirs)
            for mine, theirs in (
                (limit.exporters, other.exporters),
                (limit.isa, other.isa),
            )
        )
        if other.runtime != limit.runtime or apart:
            continue
        twice = [c for c in limit.cases if c in other.cases]
        if twice:
            ctx.error(
                (*where, "cases"),
                f"{', '.join(twice)} already declared for {limit.runtime} above; a case "
                "has one declaration per runtime (give each limit its own `cases`, or "
                "its own `exporters` or `isa`)",
            )
            return


def _links(link: str, spec_path) -> bool:
    """Whether `link` is a URL, or a docs/ file of the repository the spec is in (the
    first folder above it that has docs/; the wheel ships the library's specs with the
    docs/runtime-limits.md they link to). A spec that travels without its docs (a copy in
    a temporary folder) cannot be checked there: its link was checked where the docs are."""
    if "://" in link:
        return True
    file = link.split("#")[0]
    for folder in Path(spec_path).resolve().parents:
        if (folder / "docs").is_dir():
            return (folder / file).is_file()
    return True
