"""A validated mapping in words: what `opmapgen list`, `show` and `docs` print.

Everything is read from the `Mapping` that `build` renders from, so what is shown is what the
generated symbolic and translation emit.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..ir import expr
from ..ir.blocks import placed
from ..ir.exporters import ExporterPlan
from ..ir.graph import Attribute, AttributeValue, Expr, Ref
from ..ir.plan import Mapping, opset_ranges
from ..runtime import exporters as registry


@dataclass(frozen=True)
class Step:
    """One node of the subgraph, with its inputs and output resolved to value names."""

    op: str  # `Mul`, or `domain.Op` as ONNX's text format writes other domains
    # (value, the bool arg it depends on, the value given when that is false)
    inputs: tuple[tuple[str, str | None, str | None], ...]
    attributes: tuple[tuple[str, str], ...]  # (name, value as text)
    output: str
    when: str | None = (
        None  # the condition under which it is exported, as the spec says
    )
    rounds: tuple[str, int | str] | None = None  # a repeat's entry and count


def domain_text(mapping: Mapping) -> str:
    domains = sorted({node.domain or "ai.onnx" for node in mapping.nodes})
    return ", ".join(domains)


def opset_text(mapping: Mapping, plan: ExporterPlan | None = None) -> str:
    """The opsets `plan` builds, by default the first exporter's that exports the
    mapping."""
    if plan is None:
        exporting = [p for p in mapping.exporters if p.exports]
        plan = (exporting or mapping.exporters)[0]
    first, last = plan.first_opset, plan.last_opset
    return f"{first}-{last}" if first < last else str(first)


def target_summary(mapping: Mapping, shown: int = 3) -> str:
    """The target's ops for one table cell: the first few, then how many more."""
    ops = list(dict.fromkeys(node.qualified for node in mapping.nodes))
    more = f" + {len(ops) - shown} more" if len(ops) > shown else ""
    return " + ".join(ops[:shown]) + more


def exporters(mapping: Mapping) -> list[str]:
    return [plan.exporter for plan in mapping.exporters if plan.exports]


def exporter_text(mapping: Mapping) -> str:
    """Which exporters use the mapping, at which opsets."""
    parts = []
    for plan in _exporting(mapping):
        opsets = opset_text(mapping, plan)
        parts.append(f"{_title(plan)} at opset{'s' if '-' in opsets else ''} {opsets}")
    return "; ".join(parts)


def _exporting(mapping: Mapping) -> list[ExporterPlan]:
    return [plan for plan in mapping.exporters if plan.exports]


def _title(plan: ExporterPlan) -> str:
    return registry.exporter(plan.exporter).TITLE


def _runs(plan: ExporterPlan, opsets: tuple[int, ...]) -> str:
    """Where a test exports with an exporter: one that batches its tests (a slow one)
    runs at the opsets it builds, listed bare."""
    word = "" if registry.exporter(plan.exporter).BATCHED_TESTS else "opsets "
    return f"{_title(plan)} at {word}{', '.join(map(str, opsets))}"


def inputs(mapping: Mapping) -> list[str]:
    """The source args that are graph values (read with v), or lists of them (vs), in
    order."""
    return [arg.name for arg in mapping.args if arg.descriptor in ("v", "vs")]


def source_text(mapping: Mapping) -> str:
    """The source op's schema, or the function with the signature of the op it becomes."""
    if mapping.function:
        signature = mapping.function_schema or (
            "(" + ", ".join(arg.name for arg in mapping.args) + ")"
        )
        return f"{mapping.function}{signature}"
    return mapping.schema or mapping.source


def result_name(mapping: Mapping) -> str:
    """The returned value's name; several are joined with commas."""
    if isinstance(mapping.result, tuple):
        return ", ".join(mapping.result)
    return mapping.result or mapping.nodes[-1].output or "result"


def steps(mapping: Mapping) -> list[Step]:
    found = []
    for variant in mapping.variants:
        for node, choice, _, repeat in placed(variant.block):
            when = [_condition(variant.test)] if variant.test is not None else []
            if choice is not None:
                when.append(_condition(choice.test) or "otherwise")
            found.append(
                Step(
                    op=f"{node.domain}.{node.op_type}" if node.domain else node.op_type,
                    inputs=tuple((i.name, i.when, i.otherwise) for i in node.inputs),
                    attributes=tuple(
                        (a.name, attribute_text(a)) for a in node.attributes
                    ),
                    output=(
                        ", ".join(n or "_" for n in node.outputs)
                        if node.outputs and node.output
                        else node.output or result_name(mapping)
                    ),
                    when=", then ".join(when) or None,
                    rounds=((repeat.entry, _rounds(repeat.count)) if repeat else None),
                )
            )
    return found


def _rounds(count: int | str | expr.Expr) -> int | str:
    return expr.shown(count) if isinstance(count, expr.Expr) else count


def _condition(test: expr.Expr | None) -> str | None:
    return None if test is None else expr.shown(test)


def attribute_text(attribute: Attribute) -> str:
    return _value_text(attribute.value)


def _value_text(value: AttributeValue) -> str:
    if isinstance(value, tuple):
        return "[" + ", ".join(_value_text(v) for v in value) + "]"
    if isinstance(value, Ref):
        return f"${value.arg}"
    if isinstance(value, Expr):
        return "(" + expr.shown(value.tree, dollars=True) + ")"
    if isinstance(value, str):
        return f'"{value}"'
    return repr(value)


def constant_text(value) -> str:
    return _value_text(value)


def subgraph(mapping: Mapping) -> list[str]:
    """The subgraph in ONNX's text format (`onnx.printer`), `$arg` for source arg values."""
    lines = [f"({', '.join(inputs(mapping))}) => ({result_name(mapping)}) {{"]
    lines += [
        f"    # requires {expr.shown(g.test)}: {g.message}" for g in mapping.guards
    ]
    for constant in mapping.constants:
        dtype = constant.dtype or f"dtype of {constant.like}"
        lines.append(
            f"    {constant.name} = Constant <value = {constant_text(constant.value)}> ()"
            f"    # {dtype}"
        )
    for index, step in enumerate(steps(mapping)):
        if step.rounds and (
            index == 0 or steps(mapping)[index - 1].rounds != step.rounds
        ):
            entry, count = step.rounds
            lines.append(f"    # {entry}: the nodes below, {_count_text(count)}")
        node = _node_lines(step, "      " if step.rounds else "    ")
        if step.when:
            node[-1] += "    # " + (
                step.when if step.when == "otherwise" else f"when {step.when}"
            )
        lines += node
    lines.append("}")
    return lines


def _count_text(count: int | str) -> str:
    return f"{count} times" if isinstance(count, int) else f"${count} times"


def _node_lines(step: Step, indent: str, width: int = 88) -> list[str]:
    attributes = [f"{name} = {value}" for name, value in step.attributes]
    args = ", ".join(
        value
        if not when
        else f"{value} if ${when}" + (f" else {otherwise}" if otherwise else "")
        for value, when, otherwise in step.inputs
    )
    start = f"{indent}{step.output} = {step.op} "
    one_line = (
        f"{start}{'<' + ', '.join(attributes) + '> ' if attributes else ''}({args})"
    )
    if len(one_line) <= width or not attributes:
        return [one_line]
    return [
        f"{start}<",
        *(f"{indent}    {a}," for a in attributes),
        f"{indent}> ({args})",
    ]


def contract_rows(mapping: Mapping) -> list[tuple[str, str]]:
    """The dtype contract and the known limits, as (label, text) rows."""
    starts = dict(mapping.dtype_opsets)
    rows = [
        (
            "dtypes",
            ", ".join(
                f"{d} (from opset {starts[d]})" if d in starts else d
                for d in mapping.dtypes
            ),
        )
    ]
    rows += [
        (f"dtypes of {each.input}", ", ".join(each.dtypes))
        for each in mapping.input_dtypes
        if set(each.dtypes) != set(mapping.dtypes)
    ]
    rows += [(f"requires {expr.shown(g.test)}", g.message) for g in mapping.guards]
    if mapping.overrides:
        why = mapping.override_reason or "(no reason given in the spec)"
        rows.append(
            ("overrides torch", f"at opsets {opset_ranges(mapping.overrides)}: {why}")
        )
    if mapping.overloads:
        rows.append(
            (
                "also exports",
                "; ".join(o.schema.split(" -> ")[0] for o in mapping.overloads)
                + ": args matched by name, the others at their defaults",
            )
        )
    if mapping.other_overloads and mapping.torchscript:
        others = ", ".join(mapping.other_overloads)
        rows.append(("other overloads", f"{others}: torch's own conversion"))
    if mapping.promote:
        kind = mapping.promote_kind.lower().replace("_", " ")
        rows.append(
            (
                "type promotion",
                (
                    f"{', '.join(mapping.promote)} cast to one dtype as torch promotes "
                    f"({kind}): computed in {', '.join(mapping.promoted)}"
                ),
            )
        )
    rows += [(f"does not map {u.dtype}", u.reason) for u in mapping.unsupported]
    rows += [
        (
            f"torch wrong {w.dtype}" + (f" ({w.exporter})" if w.exporter else ""),
            f"refused: torch's own conversion gives {w.reason}"
            + (f" (below opset {w.below})" if w.below else ""),
        )
        for w in mapping.torch_wrong
    ]
    rows += [(f"xfail {x.dtype}", x.reason) for x in mapping.xfail]
    rows += [
        (f"xfail {x.dtype} ({x.exporter})", x.reason) for x in mapping.exporter_xfail
    ]
    rows += [
        (
            f"xfail {x.exporter} cases"
            + (f" (torch < {x.torch_below})" if x.torch_below else ""),
            x.reason,
        )
        for x in mapping.parity_xfail
    ]
    rows += [
        (f"tolerance {t.dtype}", f"rtol {t.rtol:g}, atol {t.atol:g}: {t.why}")
        for t in mapping.tolerance
    ]
    if mapping.opinfo_reference:
        reference = mapping.opinfo_reference
        rows.append(("OpInfo reference", f"{reference.function}: {reference.why}"))
    return rows


def parity_text(mapping: Mapping) -> str:
    """Where the parity test exports and how close it must come."""
    test = mapping.test
    runs = [_runs(plan, plan.test_opsets) for plan in _exporting(mapping)]
    names = [case.name for case in test.cases[1:]]
    cases = f" and its cases {', '.join(names)}" if names else ""
    text = (
        f"the spec's inputs{cases}: {', '.join(runs)} "
        f"(rtol {test.rtol:g}, atol {test.atol:g})"
    )
    if not mapping.opinfo:
        return text
    runs = [_runs(plan, plan.opinfo_opsets) for plan in _exporting(mapping)]
    return (
        f"{text}; OpInfo samples in every dtype torch supports: {', '.join(runs)} "
        "(torch.testing's tolerances)"
    )
