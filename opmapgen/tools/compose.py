"""A user's package on top of the library: what each package maps (its catalog), which of a
user's mappings override the library's, and which mapping is in effect for an op.

Every generated package carries `catalog.json`: one record per mapping, the ops each
exporter dispatches to it and at which opsets. The library's is read from the installed
package (no torch, no validation), so that `opmapgen list` on the installed library is
instant and a user's build can say where it overrides the library.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from .. import project
from ..diagnostics import Diagnostic, Location
from ..ir.exporters import DYNAMO, EXPORTERS, TORCHSCRIPT, ExporterPlan
from ..ir.plan import Mapping
from ..project import (
    LIBRARY_PACKAGE,
    builds_library,
    library_specs,
    spec_roots,
)
from ..runtime import exporters
from . import describe


def record(mapping: Mapping) -> dict:
    """What `list --json` prints of a mapping, and what a package's catalog holds."""
    # The catalog's first fields are the TorchScript exporter's range and the dynamo
    # exporter's last opset, as catalogs have had them; each exporter's own entry follows.
    torchscript, dynamo = mapping.plan(TORCHSCRIPT), mapping.plan(DYNAMO)
    return {
        "name": mapping.name,
        "family": mapping.family,
        "source": mapping.source,
        "target": [n.qualified for n in mapping.nodes],
        "domain": describe.domain_text(mapping),
        "first_opset": torchscript.first_opset,
        "last_opset": torchscript.last_opset,
        "dynamo_last_opset": dynamo.last_opset if dynamo.exports else None,
        "exporters": describe.exporters(mapping),
        "spec": mapping.spec_path,
        # What each exporter dispatches to the mapping, and at which opsets.
        **{plan.exporter: _dispatched(mapping, plan) for plan in mapping.exporters},
    }


def _dispatched(mapping: Mapping, plan: ExporterPlan) -> dict | None:
    """What an exporter finds the mapping by: the op (`op`), or each op overload it
    exports (`ops`), as the exporter's KEY says; None where it does not export it."""
    if not (plan.exports and plan.target):
        return None
    opsets = [plan.first_opset, plan.last_opset]
    if exporters.exporter(plan.exporter).KEY == "op":
        return {"op": plan.target, "opsets": opsets}
    return {
        "ops": [plan.target, *(o.target for o in mapping.overloads)],
        "opsets": opsets,
    }


def catalog_text(mappings: list[Mapping]) -> str:
    records = [record(m) for m in sorted(mappings, key=lambda m: m.name)]
    return json.dumps(records, indent=1, sort_keys=True) + "\n"


@dataclass(frozen=True)
class Override:
    """Where a mapping (`winner`) takes an op at some opsets from another (`loser`)."""

    winner: dict
    loser: dict
    exporter: str
    op: str
    opsets: range

    def text(self) -> str:
        return (
            f"{self.exporter} {self.op} at opsets {_span(self.opsets)}: "
            f"{self.winner['name']} ({self.winner['spec']}) over "
            f"{self.loser.get('package', 'the library')}'s {self.loser['name']} "
            f"({self.loser['spec']})"
        )


def overrides(winners: list[dict], losers: list[dict]) -> list[Override]:
    """Each op and opset range where a record of `winners` takes an op from `losers`."""
    found = []
    for exporter in EXPORTERS:
        claims: dict[str, list[tuple[dict, range]]] = {}
        for loser in losers:
            for op, opsets in _claims(loser, exporter):
                claims.setdefault(op, []).append((loser, opsets))
        for winner in winners:
            for op, opsets in _claims(winner, exporter):
                for loser, theirs in claims.get(op, ()):
                    shared = range(
                        max(opsets.start, theirs.start), min(opsets.stop, theirs.stop)
                    )
                    if shared:
                        found.append(Override(winner, loser, exporter, op, shared))
    return found


def library_override_warnings(mappings: list[Mapping]) -> list[Diagnostic]:
    """A user's build: a warning at each spec that overrides a library mapping, unless it
    says why in `override:` (as for an override of torch's own conversion)."""
    mine = {m.spec_path: m for m in mappings}
    found: dict[tuple[str, str], list[Override]] = {}
    for override in overrides([record(m) for m in mappings], library_catalog() or []):
        key = (override.winner["spec"], override.loser["name"])
        found.setdefault(key, []).append(override)
    warnings = []
    for (spec, theirs), where in found.items():
        mapping = mine[spec]
        if mapping.override_reason:
            continue
        places = ", ".join(
            f"{o.exporter} {o.op} at opsets {_span(o.opsets)}" for o in where
        )
        warnings.append(
            Diagnostic(
                Location(Path(spec), 1, 1),
                f"{mapping.name} overrides the library's {theirs} "
                f"({where[0].loser['spec']}): {places}. Once this package is imported, "
                "its mapping is used there whatever the import order, and what it does "
                "not map goes to the library's, then to torch's; if intended, say why "
                "in `override:`",
                warning=True,
            )
        )
    return warnings


def in_effect(records: list[dict]) -> dict[tuple[str, str], list[Override]]:
    """For records of several packages, (package, name) of each library mapping a user's
    package overrides somewhere → where."""
    users = [r for r in records if r.get("package") != LIBRARY_PACKAGE]
    library = [r for r in records if r.get("package") == LIBRARY_PACKAGE]
    shadowed: dict[tuple[str, str], list[Override]] = {}
    for override in overrides(users, library):
        key = (LIBRARY_PACKAGE, override.loser["name"])
        shadowed.setdefault(key, []).append(override)
    return shadowed


def _claims(record: dict, exporter: str) -> list[tuple[str, range]]:
    entry = record.get(exporter)
    if not entry:
        return []
    first, last = entry["opsets"]
    ops = entry["ops"] if "ops" in entry else [entry["op"]]
    return [(op, range(first, last + 1)) for op in ops]


def _span(opsets: range) -> str:
    first, last = opsets.start, opsets.stop - 1
    return str(first) if first == last else f"{first} to {last}"


def library_spec(record: dict) -> Path | None:
    """The spec file of a record of the installed library's catalog."""
    root = library_specs()
    return root / record["spec"] if root is not None else None


def scope(named: str | None) -> tuple[list[Path], list[Path]]:
    """The specs a command reads: (the project's folders, the installed library's spec
    files). The library's are left out where the project builds the library, or where a
    folder is named."""
    roots = spec_roots(named)
    if named is not None or builds_library():
        return roots, []
    library = [
        path
        for path in (library_spec(r) for r in library_catalog() or [])
        if path is not None and path.is_file()
    ]
    return [root for root in roots if root.exists()], library


def library_catalog() -> list[dict] | None:
    """The installed library's records (see project.library_catalog)."""
    return project.library_catalog()


def package_here() -> str:
    """The package a command applies unless told: the project's `generated` in the current
    folder (which brings the library), else the installed library."""
    import importlib.util
    import os
    import sys

    sys.path.insert(0, os.getcwd())
    try:
        found = importlib.util.find_spec(project.DEFAULT_OUT) is not None
    finally:
        sys.path.remove(os.getcwd())
    return project.DEFAULT_OUT if found else LIBRARY_PACKAGE
