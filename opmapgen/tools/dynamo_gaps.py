"""`opmapgen scan --all-aten --exporter dynamo`: the ops torch's dynamo exporter cannot
translate, found from PyTorch's OpInfo samples.

The dynamo exporter never sees most public ops: torch.export traces a model into core ATen
(composite ops decomposed), and the exporter decomposes further every op its registry has
no function for. So the question is asked of real calls: for each public ATen op with an
OpInfo, its first sample (in float32 where torch supports it) is captured by torch.export
and decomposed as the exporter does (`_prepare_exported_program_for_export`, with torch's
own registry); an op left in the graph that the registry cannot translate is what the
export fails on. Each such op is then looked up again with the mappings' translations added
(the project's `generated`, or the installed library), which say whether a mapping
translates the call: `mapping` or `missing`. A call torch.export cannot capture, or whose
decomposition fails (diagonal_scatter's is not functional), is listed apart (no translation
of the op's parts can help it), as is an op whose OpInfo has no sample an exported
model can take (tensor lists).
"""

from __future__ import annotations

import contextlib
import importlib
import warnings
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field


@dataclass
class DynamoScan:
    opset: int
    ops: int = 0  # public ATen ops with an OpInfo, looked at
    converts: int = 0  # ...that torch's dynamo exporter translates
    # op met in the graph (`aten::_linalg_svd`): the public ops whose sample needs it
    missing: dict[str, list[str]] = field(default_factory=dict)
    mapped: set[str] = field(default_factory=set)  # of `missing`: a mapping's
    not_captured: dict[str, str] = field(
        default_factory=dict
    )  # op: torch.export's error
    no_sample: list[str] = field(default_factory=list)


def scan_dynamo(
    opset: int,
    sources: list[str],
    package: str | None,
    progress: Callable[[str], None] = lambda _: None,
) -> DynamoScan:
    """Look at each of `sources` (`aten::name`, public ops with an OpInfo) at `opset`, with
    torch's own registry (any registered mappings set aside); the second look, with the
    registered mappings and `package` (imported for it), decides `mapped`."""
    import torch
    from torch.onnx._internal.exporter import _core, _registration

    from ..runtime.opinfo import harm_calls, opinfos, supported_dtypes

    scan = DynamoScan(opset)
    calls, seen = {}, set()
    with _torch_alone():  # torch's own registry, whatever mappings are registered
        registry = _registration.ONNXRegistry.from_torchlib(opset)
    for source in sources:
        progress(source)
        infos = opinfos(source)
        dtypes = supported_dtypes(source)
        # An alias (aten::arccos) finds its op's OpInfo: one row is enough.
        if not dtypes or id(infos[0]) in seen:
            continue
        seen.add(id(infos[0]))
        scan.ops += 1
        dtype = "float32" if "float32" in dtypes else dtypes[0]
        try:
            found = harm_calls(source, dtype, edges_only=True)
        except Exception as error:  # noqa: BLE001 - a sparse sample no dense call can take
            scan.not_captured[source] = (
                f"its sample cannot be read: {_first_line(error)}"
            )
            continue
        if not found:
            scan.no_sample.append(source)
            continue
        call = calls[source] = found[0]
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                program = torch.export.export(call.function.eval(), call.tensors)
        except Exception as error:  # noqa: BLE001 - what torch.export says is the row
            scan.not_captured[source] = _first_line(error)
            continue
        try:
            left = _untranslated(_core, program, registry)
        except Exception as error:  # noqa: BLE001 - the exporter's step 2 fails there too
            scan.not_captured[source] = f"decomposing it fails: {_first_line(error)}"
            continue
        if not left:
            scan.converts += 1
        for op in left:
            scan.missing.setdefault(op, []).append(source)
    if package and scan.missing:
        with _imported(package):
            registry = _registration.ONNXRegistry.from_torchlib(opset)
            needed = {s for sources in scan.missing.values() for s in sources}
            still = set()
            for source in sorted(needed):
                progress(f"{source} with {package}")
                call = calls[source]
                program = torch.export.export(call.function.eval(), call.tensors)
                still |= _untranslated(_core, program, registry)
        scan.mapped = set(scan.missing) - still
    return scan


@contextlib.contextmanager
def _torch_alone() -> Iterator[None]:
    """Every registered package out for the block, then back in the same order."""
    from ..runtime import register

    active = register.registered_packages()
    for registrations in reversed(active):
        registrations.unregister()
    try:
        yield
    finally:
        for registrations in active:
            registrations.register()


@contextlib.contextmanager
def _imported(package: str) -> Iterator[None]:
    """`package` imported (which registers it, and the library it brings, with every
    exporter: its translations join each registry built after); what that registered is
    unregistered after, so that the process exports as it did before."""
    from ..runtime import register

    before = set(map(id, register.registered_packages()))
    importlib.import_module(package)
    try:
        yield
    finally:
        for registrations in register.registered_packages():
            if id(registrations) not in before:
                registrations.unregister()


def _untranslated(core, program, registry) -> set[str]:
    """The ops of `program`, decomposed as the exporter does with `registry`, that the
    registry has no function for."""
    import torch

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        program = core._prepare_exported_program_for_export(program, registry=registry)
    return {
        node.target.name()
        for node in program.graph.nodes
        if node.op == "call_function"
        and isinstance(node.target, torch._ops.OpOverload)
        and not registry.is_registered(node.target)
    }


def _first_line(error: BaseException) -> str:
    text = str(error).strip().splitlines()
    return f"{type(error).__name__}: {text[0] if text else ''}"[:200]


def document(scan: DynamoScan, schemas: dict[str, list], package: str | None) -> dict:
    """The scan as `--json` prints it (and the table is drawn from)."""
    import torch

    from .aten_classes import not_exportable

    rows = []
    for op, needed_by in sorted(scan.missing.items()):
        why = not_exportable(op, schemas[op]) if op in schemas else None
        status = "mapping" if op in scan.mapped else "missing"
        rows.append(
            {"op": op, "status": status, "needed_by": needed_by, "not_exportable": why}
        )
    return {
        "exporter": "dynamo",
        "opset": scan.opset,
        "torch": torch.__version__,
        "mappings": package,
        "counts": {
            "aten_ops_with_opinfo": scan.ops,
            "translated_by_torch": scan.converts,
            "ops_not_translated": len(rows),
            "mapping": sum(r["status"] == "mapping" for r in rows),
            "missing": sum(r["status"] == "missing" for r in rows),
            "not_captured": len(scan.not_captured),
            "no_sample": len(scan.no_sample),
        },
        "ops": rows,
        "not_captured": scan.not_captured,
        "no_sample": scan.no_sample,
    }


def text(document: dict, out) -> str:
    """The scan as a table, for a terminal or a file `out`."""
    from ..console import table

    counts = document["counts"]
    lines = [
        (
            f"{counts['aten_ops_with_opinfo']} public ATen ops with an OpInfo: "
            f"{counts['translated_by_torch']} translated by torch's dynamo exporter at "
            f"opset {document['opset']} (torch {document['torch']})"
        ),
        (
            f"{counts['ops_not_translated']} ops their samples reach it cannot translate: "
            f"{counts['mapping']} translated by mappings ({document['mappings']}), "
            f"{counts['missing']} missing"
        ),
        "",
    ]
    if document["ops"]:
        cells = [
            [
                row["op"],
                row["status"],
                row["not_exportable"] or "exportable",
                ", ".join(op.removeprefix("aten::") for op in row["needed_by"]),
            ]
            for row in document["ops"]
        ]
        lines.append(table(out, ["OP", "STATUS", "CLASS", "NEEDED BY"], cells))
    if document["not_captured"]:
        lines += [
            "",
            (
                "torch.export cannot capture their first sample (or the exporter "
                "cannot decompose it):"
            ),
        ]
        lines += [f"  {op}: {why}" for op, why in document["not_captured"].items()]
    if document["no_sample"]:
        lines += [
            "",
            "no OpInfo sample an exported model can take (tensor lists): "
            + ", ".join(document["no_sample"]),
        ]
    return "\n".join(lines)
