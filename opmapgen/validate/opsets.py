"""The opsets pass: the mapping's range of opsets and what each exporter needs of it."""

from __future__ import annotations

from ..ir.plan import opset_ranges
from . import source_schema
from .context import SpecContext
from .source import SCHEMA_TYPES
from .source_schema import dynamo_build_opset


def check_opsets(ctx: SpecContext) -> None:
    """Sets the context's first opset (None if the range is wrong), last and
    TorchScript last."""
    ctx.first, ctx.last = _range(ctx)


def _range(ctx: SpecContext) -> tuple[int | None, int]:
    """The mapping's first opset and its last: the dynamo exporter's, unless the
    mapping opts out of it. `ctx.torchscript_last` is the TorchScript exporter's."""
    target, opt_out = ctx.spec.target, ctx.spec.opt_out
    lowest, torchscript_highest = source_schema.exporter_opsets()
    dynamo = opt_out.dynamo is None
    highest = source_schema.dynamo_max_opset() if dynamo else torchscript_highest
    last = min(target.max_opset or highest, highest)
    ctx.torchscript_last = min(last, torchscript_highest)
    exporter = "dynamo" if dynamo else "TorchScript"
    if target.opset > highest:
        ctx.error(
            ("target", "opset"),
            f"opset {target.opset} is above {highest}, the highest opset the installed "
            f"{exporter} exporter supports; write an opset from {lowest} to {highest}",
        )
        return None, last
    if target.opset > torchscript_highest and opt_out.torchscript is None:
        ctx.error(
            ("target", "opset"),
            f"opset {target.opset} is above {torchscript_highest}, the highest opset "
            "the installed TorchScript exporter supports; start at "
            f"{torchscript_highest} or below (a variant can start later: variants: "
            f"[{{opset: {target.opset}, ...}}, ...]), or add opt_out: "
            "{torchscript: <why>}",
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
        op, range(ctx.first, ctx.torchscript_last + 1)
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
