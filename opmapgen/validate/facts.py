"""What the backends need from the ONNX schemas, worked out while lowering and stored in
the plan, so that code generation reads the plan alone."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from ..ir import expr
from ..ir.blocks import Choice, Repeat
from ..ir.exporters import ExporterPlan
from ..ir.graph import AttributeValue, Expr, Step
from ..ir.plan import Mapping
from ..runtime import exporters
from . import target_schema
from .condition import HELPERS


def with_schema_facts(mapping: Mapping) -> Mapping:
    """`mapping` with the OpInfo test's opsets, the parity test's runtime and the helpers
    each exporter's module calls filled in."""
    return replace(
        mapping,
        test_runtime=_test_runtime(mapping),
        exporters=tuple(
            replace(
                plan,
                helpers=_helpers(mapping, plan),
                opinfo_opsets=_opinfo_opsets(mapping, plan),
            )
            if plan.exports
            else plan
            for plan in mapping.exporters
        ),
    )


def _helpers(mapping: Mapping, plan: ExporterPlan) -> tuple[str, ...]:
    """The runtime helpers the conditions of the guards and of the variants an exporter
    reaches at its opsets call, and attribute expressions (`onnx_dtype(dtype)`)."""
    variants = mapping.reached(plan.opsets)
    blocks = [v.block for v in variants or mapping.variants]
    nodes = [n for v in variants for n in v.nodes] if variants else mapping.nodes
    tests = (
        [v.test for v in variants]
        + [g.test for g in mapping.guards_for(plan.exporter)]
        + [s.test for b in blocks for s in b.statements if isinstance(s, Choice)]
        + [e.tree for n in nodes for a in n.attributes for e in _trees(a.value)]
        + [e.tree for v in variants for c in v.constants for e in _trees(c.value)]
        + [
            r.count
            for b in blocks
            for r in _repeats(b.statements)
            if isinstance(r.count, expr.Expr)
        ]
    )
    found = set().union(*(expr.helpers(t) for t in tests)) & HELPERS
    if any(r.loop for b in blocks for r in _repeats(b.statements)):
        found.add("loop")  # a repeat run in the model: the graph helper making its Loop
    return tuple(sorted(found))


def _repeats(statements) -> Iterator[Repeat]:
    """The repeats among `statements`, those in choices too."""
    for statement in statements:
        if isinstance(statement, Repeat):
            yield statement
        elif isinstance(statement, Choice):
            yield from _repeats(statement.body)


def _trees(value: AttributeValue) -> list[Expr]:
    """The expressions in an attribute's or a constant's value."""
    if isinstance(value, Expr):
        return [value]
    if isinstance(value, tuple):
        return [item for v in value for item in _trees(v)]
    return []


def _opinfo_opsets(mapping: Mapping, plan: ExporterPlan) -> tuple[int, ...]:
    """Where an exporter runs the OpInfo samples. One whose exports are slow
    (`BATCHED_TESTS`) runs them where the parity test exports. Another runs them at the
    first opset, 17 (the one most exports use) and where a variant starts, in its range;
    and 20 where the graph there can differ from 17's: a target op's ONNX schema changes
    in between. Otherwise opset 20's graph is 17's, and running it again would find
    nothing."""
    if exporters.exporter(plan.exporter).BATCHED_TESTS:
        return plan.test_opsets
    first, last = plan.first_opset, plan.last_opset
    starts = {v.opsets[0] for v in mapping.variants} | {
        o for _, o in mapping.dtype_opsets
    }
    chosen = {first} | {o for o in (17, *starts) if first <= o <= last}
    if first <= 20 <= last and _schema_changes(mapping.nodes, max(chosen), 20):
        chosen.add(20)
    return tuple(sorted(chosen))


def _schema_changes(nodes: tuple[Step, ...], after: int, until: int) -> bool:
    """Whether a standard-domain op of the target takes other inputs, or not the
    attributes the spec gives it, at `until` than at `after` (ReduceSum's axes became
    an input at 18). A version that only admits more types or adds an attribute left
    at its default, as many did at 19 for float8, changes nothing here."""

    def form(node: Step, opset: int):
        schema = target_schema.schema_at(node.op_type, opset, node.domain)
        given = [a.name for a in node.attributes]
        return schema and (schema.inputs, [a in schema.attributes for a in given])

    return any(
        form(node, after) != form(node, until)
        for node in nodes
        if target_schema.is_standard(node.domain)
    )


def _test_runtime(mapping: Mapping) -> str | None:
    """Where the parity test runs the exported graph; None: nowhere (a custom op without a
    kernel, outside ONNX Runtime's own ops). onnxruntime-extensions' Python ops take
    scalar attributes only."""
    custom = {domain for domain, _ in mapping.custom_opsets}
    nodes = [
        n
        for n in mapping.nodes
        if n.domain in custom
        and (n.kernel or not target_schema.runs_in_onnxruntime(n.op_type, n.domain))
    ]
    if not nodes:
        return "onnxruntime"
    if any(n.kernel is None for n in nodes):
        return None
    scalars = {"int", "float", "string"}
    if all(a.kind in scalars for n in nodes for a in n.attributes):
        return "onnxruntime-extensions"
    return "onnx-reference"
