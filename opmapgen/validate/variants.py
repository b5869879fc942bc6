"""The variants pass: the guards, and each way the target exports (its variants, or the
target itself), each resolved by a TargetResolver at its own opsets."""

from __future__ import annotations

import math
from dataclasses import replace

from ..ir import expr
from ..ir.graph import Alternative, Check
from ..runtime import exporters
from .condition import Condition, ConditionError, check_condition
from .context import Promoted, SpecContext
from .defines import check_defines
from .input_dtypes import check_test_inputs, input_dtypes, type_walks
from .target import TargetResolver

# The lowest opset the dynamo exporter builds graphs at.
DYNAMO_FIRST_BUILD = 18


def check_guards(ctx: SpecContext) -> tuple[Check, ...]:
    """`target.require`: the conditions the mapping refuses a call without."""
    guards = []
    for i, guard in enumerate(ctx.spec.target.require if ctx.args is not None else ()):
        condition = _condition(ctx, ("target", "require", i, "that"), guard.that)
        if condition is not None:
            found = (condition.tree, condition.args)
            wrong = guard.torch_wrong
            if wrong is not None and not isinstance(wrong, str):  # by exporter
                given = ((e, getattr(wrong, e)) for e in exporters.names())
                wrong = tuple((e, reason) for e, reason in given if reason)
            guards.append(Check(*found, guard.message, wrong or None))
    return tuple(guards)


def _condition(ctx: SpecContext, path: tuple, text: str) -> Condition | None:
    try:
        return check_condition(text, ctx.args)
    except ConditionError as exc:
        ctx.error(path, f"condition '{text}': {exc}")
        return None


def resolve_variants(
    ctx: SpecContext, promoted: Promoted, guards: tuple[Check, ...]
) -> tuple[Alternative, ...] | None:
    """Each way the target exports, resolved on its own: the variants in order, or the
    target itself. Sets the context's input dtypes and custom opsets."""
    args, first, last = ctx.args, ctx.first, ctx.last
    returns = ctx.schema.returns if ctx.schema else 1
    ctx.input_dtypes = input_dtypes(ctx.spec, args, promoted.args, ctx.error)
    check_test_inputs(ctx.spec, ctx.input_dtypes, args, ctx.error)
    walks = type_walks(ctx.spec.dtypes, ctx.input_dtypes, promoted.computed, guards)
    found = []
    custom: dict[str, int] = {}
    check_defines(ctx.spec.target, args, ctx.error)
    bodies = ctx.spec.target.bodies()
    for index, (prefix, body, when) in enumerate(bodies):
        condition = None
        if when is not None and args is not None:
            condition = _condition(ctx, (*prefix, "when"), when)
        opsets = _variant_opsets(ctx, prefix, body)
        if opsets is None:
            continue
        resolver = TargetResolver(
            ctx.spec,
            ctx.report,
            args,
            first=opsets[0],
            last=opsets[-1],
            body=body,
            prefix=prefix,
            condition=condition.tree if condition else None,
            earlier=tuple(v.test for v in found),
            returns=returns,
            walks=walks,
        )
        graph = resolver.resolve()
        ctx.ok = ctx.ok and resolver.ok
        if (
            when is None
            and index < len(bodies) - 1
            and (opsets[0], opsets[-1]) == (first, last)
        ):
            ctx.error(
                prefix,
                f"variant {index} has no `when` and covers every opset, so the "
                "variants after it never apply; give it a condition or an opset "
                "range, or move it last",
            )
        if graph is None:
            continue
        constants, nodes, domains, result, block = graph
        custom.update(domains)
        if ctx.spec.opt_out.dynamo is None and opsets[-1] >= DYNAMO_FIRST_BUILD:
            for message in _optimizer_no_ops(constants, nodes):
                ctx.error(prefix, message)
        found.append(
            _opset_condition(
                Alternative(
                    condition.tree if condition else None,
                    condition.args if condition else (),
                    constants,
                    nodes,
                    result,
                    opsets,
                    block,
                ),
                first,
                last,
            )
        )
    ctx.custom_opsets = tuple(sorted(custom.items()))
    if args is None or len(found) != len(bodies):
        return None
    return tuple(found)


def _variant_opsets(ctx: SpecContext, prefix: tuple, body) -> range | None:
    """The export opsets a variant applies at: its own range within the mapping's."""
    first, last = ctx.first, ctx.last
    if body is ctx.spec.target:
        return range(first, last + 1)
    low = body.opset or first
    high = body.max_opset or last
    for key, value in (("opset", low), ("max_opset", high)):
        if not first <= value <= last:
            ctx.error(
                (*prefix, key),
                f"{key} {value} is outside the mapping's opsets, {first} to {last}; "
                f"write one from {first} to {last}",
            )
            return None
    if high < low:
        ctx.error(
            (*prefix, "max_opset"),
            f"max_opset {high} is below opset {low}; the range must hold at least "
            "one opset",
        )
        return None
    return range(low, high + 1)


def _optimizer_no_ops(constants, nodes) -> list[str]:
    """What onnxscript's optimizer, which the dynamo exporter runs on every graph, would
    silently drop: `x + c` and `x - c` for a number |c| <= 1e-8, `x * c` and `x / c` for c
    within 1e-5 of 1 (its no-op rules match constants with those tolerances)."""
    numbers = {
        c.name: float(c.value)
        for c in constants
        if isinstance(c.value, int | float) and not isinstance(c.value, bool)
    }
    found = []
    for node in nodes:
        if node.domain or node.op_type not in ("Add", "Sub", "Mul", "Div"):
            continue
        names = [i.name for i in node.inputs]
        # Add and Mul commute; x - c and x / c only with the number second.
        checked = names if node.op_type in ("Add", "Mul") else names[1:]
        for name in checked:
            value = numbers.get(name)
            if value is None:
                continue
            additive = node.op_type in ("Add", "Sub")
            if additive and value != 0 and abs(value) <= 1e-8:
                sign = "+" if node.op_type == "Add" else "-"
                term = value if sign == "+" else -value
                found.append(
                    f"x {sign} {value!r}: onnxscript's optimizer, which the dynamo exporter "
                    f"runs, drops `x {sign} c` for |c| <= 1e-8 silently; write "
                    f"Sum(x, {term!r}) (floating types), which it leaves alone, or scale "
                    "the terms by a power of two"
                )
            elif not additive and value != 1 and math.isclose(value, 1, rel_tol=1e-5):
                sign = "*" if node.op_type == "Mul" else "/"
                found.append(
                    f"x {sign} {value!r}: onnxscript's optimizer, which the dynamo exporter "
                    f"runs, drops `x {sign} c` for c within 1e-5 of 1 silently; write the "
                    "factor as a product of two numbers away from 1, or scale the terms by "
                    "a power of two"
                )
    return found


def _opset_condition(variant: Alternative, first: int, last: int) -> Alternative:
    """`variant` with its opset range folded into its condition: `opset >= 23 and ...`,
    where `opset` is the export opset both exporters' code reads."""
    tests = []
    if variant.opsets[0] > first:
        tests.append(_opset_test(">=", variant.opsets[0]))
    if variant.opsets[-1] < last:
        tests.append(_opset_test("<=", variant.opsets[-1]))
    if not tests:
        return variant
    return replace(
        variant,
        test=expr.conjoin(*tests, variant.test),
        reads=("opset", *variant.reads),
    )


def _opset_test(op: str, opset: int) -> expr.Compare:
    return expr.Compare(expr.Name("opset"), (op,), (expr.Literal(opset),))
