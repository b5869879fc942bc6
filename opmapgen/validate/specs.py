"""Step 3: check specs against the real torch and ONNX schemas and resolve them into Mappings.

Each spec is checked on its own (`_resolve`: passes over one shared context, one module each:
source, opsets, variants, contract, custom_body, spec_tests), then checks that span specs run
once over all of them (`_check_across`). Every problem is reported with the location of the value at fault; the
run fails after all specs have been looked at.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from ..diagnostics import Diagnostic, Location, Report, SpecErrors, display_path
from ..ir.cases import ParityTest
from ..ir.exporters import DYNAMO, TORCHSCRIPT, ExporterPlan
from ..ir.plan import Mapping, class_name
from ..runtime import exporters
from ..spec.discover import discover
from ..spec.load import load_document
from ..spec.model import OP_NAME, Spec, parse_spec
from . import schema_cache, source_schema
from .context import NOTHING_PROMOTED, SpecContext
from .contract import check_contract, promotion_of
from .custom_body import check_body
from .facts import with_schema_facts
from .opsets import check_dynamo, check_opsets, overrides
from .runtime_limits import check_runtime_limits
from .source import check_args, check_source, function_schema, overload_fields
from .spec_tests import check_test
from .variants import check_guards, resolve_variants

if TYPE_CHECKING:
    from ..console import Console


def load_specs(roots: Path | Sequence[Path], report: Report) -> list[Spec]:
    roots = (roots,) if isinstance(roots, Path) else tuple(roots)
    for root in roots:
        if not root.exists():
            message = f"{display_path(root)} does not exist; create it or name the spec folder"
            raise SpecErrors([Diagnostic(Location(root, 1, 1), message)])
    specs = []
    for path in discover(roots):
        document = load_document(path, report)
        spec = parse_spec(document, report) if document else None
        if spec:
            specs.append(spec)
    return specs


def validate(roots: Path | Sequence[Path], report: Report) -> list[Mapping]:
    """Load, check and resolve every spec under `roots` (folders or files); raise
    SpecErrors listing all errors."""
    specs = load_specs(roots, report)
    try:
        mappings = [_resolve(spec, report) for spec in specs]
        mappings = [m and with_schema_facts(m) for m in mappings]
    finally:
        schema_cache.save()
    _check_across(specs, mappings, report)
    report.raise_if_errors()
    return sorted((m for m in mappings if m), key=lambda m: m.name)


def _resolve(spec: Spec, report: Report) -> Mapping | None:
    """One spec through the passes, in order, each reporting what it finds wrong; its
    Mapping if they found nothing."""
    ctx = SpecContext(spec, report)
    ctx.schema = check_source(ctx)
    if ctx.unchecked and spec.source.names is None:
        return None
    # Without a usable source schema, arg names are unknown: check only the target ops.
    ctx.args = check_args(ctx) if ctx.ok else None
    check_opsets(ctx)
    promoted = promotion_of(ctx) if ctx.args is not None else NOTHING_PROMOTED
    found, guards = None, ()
    if ctx.first is not None:
        guards = check_guards(ctx)
        found = resolve_variants(ctx, promoted, guards)
    test = check_test(ctx, guards)
    if spec.opt_out.dynamo is None:
        check_dynamo(ctx)
    if not ctx.ok or found is None:
        return None
    match = OP_NAME.match(spec.source.op or "")
    register_name = f"{match['ns']}::{match['name']}" if match else None
    fields = {
        "overrides": overrides(ctx, register_name),
        **overload_fields(ctx, register_name, promoted),
        # body=, body_opset=
        **check_body(
            ctx,
            tuple(n for v in found for n in v.nodes),
            range(ctx.first, ctx.last + 1),
        ),
    }
    if not ctx.ok:
        return None
    fields |= check_contract(ctx)
    fields["runtime_limits"] = check_runtime_limits(ctx)
    if not ctx.ok:
        return None
    return _mapping(ctx, found, guards, test, promoted, fields)


def _mapping(
    ctx: SpecContext, found, guards, test: ParityTest | None, promoted, fields: dict
) -> Mapping:
    """The Mapping of a spec the passes found nothing wrong with: what they found
    (`fields`: the Mapping's fields some pass gives as they are), assembled."""
    spec, schema, args = ctx.spec, ctx.schema, ctx.args
    match = OP_NAME.match(spec.source.op or "")
    register_name = f"{match['ns']}::{match['name']}" if match else None
    return Mapping(
        name=spec.name,
        spec_path=display_path(ctx.doc.path),
        source_op=spec.source.op,
        function=spec.source.function,
        library=(
            spec.source.module or match["ns"]
            if match and match["ns"] not in ("aten", "prim")
            else None
        ),
        schema=schema.text if schema else None,
        args=args,
        constants=tuple(c for v in found for c in v.constants),
        nodes=tuple(n for v in found for n in v.nodes),
        custom_opsets=ctx.custom_opsets,
        result=found[0].result if len(found) == 1 else None,
        test=test,
        exporters=_exporters(
            spec,
            (schema, register_name),
            test,
            found,
            (ctx.first, ctx.exporter_last),
        ),
        function_schema=function_schema(args) if spec.source.function else None,
        override_reason=spec.override,
        variants=found,
        guards=guards,
        family=spec.family or ctx.doc.path.absolute().parent.name,
        promote=promoted.args,
        promote_kind=promoted.kind,
        promoted=tuple(
            dict.fromkeys(
                d for by_arg in promoted.computed.values() for d in by_arg.values()
            )
        ),
        **fields,
    )


def _check_across(
    specs: list[Spec], mappings: list[Mapping | None], report: Report
) -> None:
    names: dict[str, Spec] = {}
    for spec in specs:
        first = names.setdefault(spec.name, spec)
        if first is not spec:
            report.error(
                spec.document.at(("name",)),
                f"mapping name '{spec.name}' is already used by "
                f"{first.document.at(('name',))}; names must be unique: choose another",
            )
    # The package imports each mapping by name, and a function mapping's Module class too.
    for spec in specs:
        if spec.source.function is None:
            continue
        camel = class_name(spec.name)
        first = names.setdefault(camel, spec)
        if first is not spec:
            report.error(
                spec.document.at(("name",)),
                f"function mapping '{spec.name}' defines the class {camel}, a name "
                f"{first.document.at(('name',))} gives the package as well; choose "
                "another name",
            )
    claimed: dict[str, list[tuple[Mapping, Spec]]] = {}
    for spec, mapping in zip(specs, mappings):
        if mapping is None or mapping.register_name is None:
            continue
        # The TorchScript exporter dispatches on the op's name, the dynamo exporter on
        # the overload: specs of two overloads clash only where both export to TorchScript.
        clashing = [
            (other, other_spec)
            for other, other_spec in claimed.get(mapping.register_name, [])
            if (mapping.torchscript and other.torchscript)
            or (mapping.dynamo and other.dynamo)
            and bool(_dynamo_targets(other) & _dynamo_targets(mapping))
        ]
        # One message per spec, against the first it clashes with: a folder of copies gives
        # n messages, not n².
        for other, other_spec in clashing:
            low = max(
                mapping.plan(TORCHSCRIPT).first_opset,
                other.plan(TORCHSCRIPT).first_opset,
            )
            high = min(_last(mapping), _last(other))
            if low <= high:
                if _last(other) < _last(mapping):
                    example = f", e.g. opset: {_last(other) + 1} here"
                elif (
                    mapping.plan(TORCHSCRIPT).first_opset
                    < other.plan(TORCHSCRIPT).first_opset
                ):
                    example = f", e.g. max_opset: {other.plan(TORCHSCRIPT).first_opset - 1} here"
                else:
                    example = ""
                report.error(
                    spec.document.at(("source", "op")),
                    f"{mapping.register_name} is already mapped at opsets {low} to {high} by "
                    f"{other_spec.document.at(('source', 'op'))}; give the specs disjoint "
                    f"opset ranges (target.opset / target.max_opset){example}",
                )
                break
        else:
            claimed.setdefault(mapping.register_name, []).append((mapping, spec))
    versions: dict[str, Spec] = {}
    for spec, mapping in zip(specs, mappings):
        for domain, version in mapping.custom_opsets if mapping else ():
            first = versions.setdefault(domain, spec)
            if first.target.domain_version != version:
                report.error(
                    spec.document.at(("target", "domain_version")),
                    f"domain {domain} has version {first.target.domain_version} in "
                    f"{first.document.at(('target', 'domain'))}; one export has one version "
                    "per domain: give the same domain_version",
                )


def _dynamo_targets(mapping: Mapping) -> set[str | None]:
    """The overloads the mapping's translations are keyed by."""
    return {mapping.plan(DYNAMO).target, *(o.target for o in mapping.overloads)}


def _overload(op: str) -> str:
    """`ns::name.overload`, naming torch's `default` overload when `op` leaves it out."""
    return op if "." in op.partition("::")[2] else f"{op}.default"


def validated(
    roots: Path | Sequence[Path],
    console: Console,
    action: str = "nothing was written",
    warnings: list[Diagnostic] | None = None,
):
    """The validated mappings under `roots`, or None after printing every error.

    Warnings are printed, and added to `warnings` if given.
    """
    report = Report()
    roots = (roots,) if isinstance(roots, Path) else tuple(roots)
    shown = ", ".join(display_path(root.absolute()) for root in roots)
    console.detail(f"validating {shown}")
    try:
        mappings = validate(roots, report)
    except SpecErrors as exc:
        for diagnostic in report.warnings + exc.diagnostics:
            console.diagnostic(diagnostic)
        count = len(exc.diagnostics)
        console.failed(f"{count} error{'s' if count != 1 else ''}; {action}")
        return None
    for diagnostic in report.warnings:
        console.diagnostic(diagnostic)
    if warnings is not None:
        warnings += report.warnings
    for mapping in mappings:
        console.detail(
            f"{mapping.spec_path}: {mapping.name}: {mapping.source} -> {mapping.target}, "
            f"opsets {mapping.plan(TORCHSCRIPT).first_opset}-{mapping.plan(TORCHSCRIPT).last_opset}"
        )
    return mappings


def _starts(variants, first: int, spec: Spec) -> set[int]:
    """The first opsets of the variants and of the dtypes (`dtype_opsets`) that start
    after the mapping's first."""
    starts = [v.opsets[0] for v in variants] + list(spec.dtype_opsets.values())
    return {o for o in starts if o > first}


def _last(mapping: Mapping) -> int:
    """The last opset any exporter uses the mapping at."""
    return (
        mapping.plan(DYNAMO).last_opset
        if mapping.dynamo
        else mapping.plan(TORCHSCRIPT).last_opset
    )


def _exporters(
    spec: Spec, source: tuple, test: ParityTest, variants, opsets: tuple[int, dict]
) -> tuple[ExporterPlan, ...]:
    """The plan for each declared exporter (runtime/exporters/): it builds from the opset
    it builds the first at up to the last it knows, and tests at the opsets it builds the
    spec's test opsets and each variant's start at (so that every variant is tested);
    it finds the mapping by the key it declares."""
    (schema, register), (first, exporter_last) = source, opsets
    tested = (*test.opsets, *_starts(variants, first, spec))
    keys = {
        "op": register,
        "overload": _overload(schema.qualified_name if schema else spec.source.op)
        if spec.source.op
        else None,
    }
    plans = []
    for declared in exporters.declarations():
        highest = exporter_last[declared.NAME]
        build = functools.partial(source_schema.build_opset, declared.NAME)
        opt_out = getattr(spec.opt_out, declared.NAME)
        tests = {build(o) for o in tested if build(o) <= highest}
        plans.append(
            ExporterPlan(
                declared.NAME,
                build(first),
                highest,
                () if opt_out is not None else tuple(sorted(tests)),
                keys[declared.KEY],
                opt_out,
            )
        )
    return tuple(plans)
