"""The opsets pass: the mapping's range of opsets and what each exporter needs of it."""

from __future__ import annotations

from ..ir.exporters import TORCHSCRIPT
from ..ir.plan import opset_ranges
from ..runtime import exporters
from . import source_schema
from .context import SpecContext
from .source import SCHEMA_TYPES
from .source_schema import dynamo_build_opset


def check_opsets(ctx: SpecContext) -> None:
    """Sets the context's first opset (None if the range is wrong), last and
    TorchScript last."""
    ctx.first, ctx.last = _range(ctx)


def _range(ctx: SpecContext) -> tuple[int | None, int]:
    """The mapping's first opset and its last: the highest of the exporters it does not
    opt out of. `ctx.exporter_last` holds the last each exporter uses it at."""
    target, opt_out = ctx.spec.target, ctx.spec.opt_out
    lowest = source_schema.exporter_opsets()[0]
    lasts = source_schema.last_opsets()
    kept = {n: o for n, o in lasts.items() if getattr(opt_out, n) is None} or lasts
    top = max(kept, key=kept.__getitem__)  # the first of the highest, in their order
    highest = kept[top]
    last = min(target.max_opset or highest, highest)
    ctx.exporter_last = {n: min(last, o) for n, o in lasts.items()}
    if target.opset > highest:
        ctx.error(
            ("target", "opset"),
            f"opset {target.opset} is above {highest}, the highest opset the installed "
            f"{_title(top)} exporter supports; write an opset from {lowest} to {highest}",
        )
        return None, last
    for name, below in kept.items():
        if target.opset > below:
            ctx.error(
                ("target", "opset"),
                f"opset {target.opset} is above {below}, the highest opset "
                f"the installed {_title(name)} exporter supports; start at "
                f"{below} or below (a variant can start later: variants: "
                f"[{{opset: {target.opset}, ...}}, ...]), or add opt_out: "
                f"{{{name}: <why>}}",
            )
            return None, last
    if target.opset < lowest:
        ctx.error(
            ("target", "opset"),
            f"opset {target.opset} is below {lowest}, the "
            f"lowest opset the installed TorchScript exporter supports; write an "
            f"opset from {lowest} to {highest}",
        )
        return None, last
    if target.max_opset is not None and target.max_opset < target.opset:
        ctx.error(
            ("target", "max_opset"),
            f"max_opset {target.max_opset} is below "
            f"opset {target.opset}; the range must hold at least one opset",
        )
        return None, last
    return target.opset, last


def _title(exporter: str) -> str:
    return exporters.exporter(exporter).TITLE


def check_dynamo(ctx: SpecContext) -> None:
    """What the dynamo exporter needs beyond what the TorchScript one does."""
    source, first, last = ctx.spec.source, ctx.first, ctx.last
    if first is not None and dynamo_build_opset(first) > last:
        lowest = dynamo_build_opset(first)
        where = "max_opset" if ctx.spec.target.max_opset is not None else "opset"
        ctx.error(
            ("target", where),
            f"the mapping ends at opset {last}, but the dynamo exporter builds graphs at "
            f"opset {lowest} or above; let it reach {lowest} "
            "or add opt_out: {dynamo: <why>}",
        )
    for i, descriptor in enumerate(source.args):
        if descriptor == "t":
            ctx.error(
                ("source", "args", i),
                "'t' reads a constant tensor, but the dynamo exporter passes tensors "
                "as graph values; read it with v or add opt_out: {dynamo: <why>}",
            )
    if source.function is not None:
        for i, descriptor in enumerate(source.args):
            if descriptor not in SCHEMA_TYPES:
                ctx.error(
                    ("source", "args", i),
                    f"'{descriptor}' has no torch op type, which the dynamo exporter "
                    "needs for a function; write the arg's type (v, i, f, ...) or add "
                    "opt_out: {dynamo: <why>}",
                )


def overrides(ctx: SpecContext, op: str | None) -> tuple[int, ...]:
    """The opsets of the range at which torch exports the op itself: the mapping's
    symbolic replaces torch's there, which is worth a word (a warning, a note in the
    generated module) since it changes every export of the op once imported."""
    if op is None or ctx.spec.opt_out.torchscript is not None:
        return ()
    opsets = source_schema.builtin_symbolic_covers(
        op, range(ctx.first, ctx.exporter_last[TORCHSCRIPT] + 1)
    )
    if opsets and ctx.spec.override is None:
        ctx.report.warn(
            ctx.doc.at(("source", "op")),
            f"torch already exports {op} at opsets {opset_ranges(opsets)}; this mapping "
            "replaces torch's symbolic there for every model exported after "
            "`import generated`; if intended, say why in `override:`, otherwise set "
            "target.opset or target.max_opset to leave those opsets to torch",
        )
    return opsets
