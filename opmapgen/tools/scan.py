"""`opmapgen scan`: the ops a model needs from the TorchScript exporter, or the ATen ops that
exporter cannot export at all.

A model is scanned in the graph the exporter itself converts (see `trace`), so the table
lists what a real `torch.onnx.export(..., dynamo=False)` meets, sub-blocks of `if` and `loop`
included. Each op gets one status at the opset:

- mapping: the exporter would call the symbolic `opmapgen build` generates from a spec in
  the mappings folder (one that does not opt out of the TorchScript exporter), as it does
  once `generated` is imported.
- torch: it would call torch's own, or one an imported library registers (torchvision
  registers `nms`, `roi_align` and `roi_pool`).
- fails: it would call one, but that symbolic raises on this model's node at this opset
  (`index_put` below opset 11); the export fails there too, and the error says why.
- missing: it has none; the export fails on it.

The symbolic is chosen as the exporter chooses (`Coverage`), in-place `x_` read as `x`:
among the opsets symbolics are registered at, the highest at or below the opset, a
mapping's over torch's at the same one. So a spec for opsets 18-20 does not count at 17.

prim:: and onnx:: nodes the exporter converts itself (constants, lists, if, loop...) are the
graph's structure, not ops one writes a spec for: they are left out of the table (--verbose
lists them), unless their conversion fails. So are calls of an autograd.Function that has a
`symbolic`, which the exporter calls instead; one without is exported through the ops of its
forward, and those are listed.
"""

from __future__ import annotations

import contextlib
import json
import os
import types
import warnings
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from ..console import Console, table
from ..ir.exporters import ExporterPlan
from ..ir.plan import Mapping
from ..project import DEFAULT_MAPPINGS, ProjectError
from ..runtime import exporters
from ..validate.specs import validated
from . import compose, trace
from .aten_classes import WHY, not_exportable

STYLES = {
    "torch": ("green",),
    "mapping": ("cyan",),
    "fails": ("red",),
    "missing": ("red",),
}
PLACEHOLDER = "ONNX_OP"  # `opmapgen new ... --to` when no ONNX op has the op's name


class UsageError(Exception):
    """The command line asks for something impossible: exit 2, as argparse does."""


def run_scan(args, console: Console) -> int:
    try:
        shapes = _check_usage(args)
    except UsageError as exc:
        console.error(str(exc))
        return 2
    mappings = _mappings(args.mappings, console)
    if mappings is None:
        return 1
    if args.all_aten and args.exporter == "dynamo":
        return _report_dynamo(args, console)
    if args.all_aten:
        return _report_aten(args, mappings, console)
    with trace.import_folder(os.getcwd()):
        try:
            return _report_model(args, shapes, mappings, console)
        except trace.ModelError as exc:
            if exc.__cause__ is not None:
                console.detail(trace.format_exception(exc.__cause__))
            console.error(str(exc))
            return 1


def _check_usage(args) -> list[tuple[int, ...]]:
    from ..validate.source_schema import exporter_opsets

    if args.model and args.all_aten:
        raise UsageError("give a MODEL or --all-aten, not both")
    if not args.model and not args.all_aten:
        raise UsageError(
            "name a MODEL to scan (FILE.pt or module:attr) or pass --all-aten"
        )
    if args.all_aten and args.input_shape:
        raise UsageError("--input-shape is for a MODEL; --all-aten traces nothing")
    if args.exporter == "dynamo" and not args.all_aten:
        raise UsageError(
            "--exporter dynamo is for --all-aten; a MODEL is scanned for the TorchScript "
            "exporter (`opmapgen verify MODEL` exports it with both)"
        )
    if args.op and args.exporter != "dynamo":
        raise UsageError("--op narrows --all-aten --exporter dynamo")
    if args.exporter == "dynamo":
        from ..runtime.exporters import dynamo

        first, last = dynamo.COMPARE_OPSET, dynamo.last_opset()
    else:
        first, last = exporter_opsets()
    if not first <= args.opset <= last:
        title = "dynamo" if args.exporter == "dynamo" else "TorchScript"
        raise UsageError(
            f"--opset {args.opset}: the {title} exporter exports opsets {first} to {last}"
        )
    return [_shape(text) for text in args.input_shape]


def _shape(text: str) -> tuple[int, ...]:
    try:
        sizes = tuple(int(size) for size in text.split(","))
    except ValueError:
        sizes = ()
    if not sizes or any(size < 0 for size in sizes):
        raise UsageError(
            f"--input-shape {text!r}: write the sizes of one input, comma-separated, "
            "e.g. --input-shape 1,3,224,224"
        )
    return sizes


def _mappings(folder: str | None, console: Console) -> list[Mapping] | None:
    """The validated specs: the project's and the installed library's; [] when there are
    none (the project of a model need not have any); None after an error."""
    try:
        roots, library = compose.scope(folder)
    except ProjectError as exc:
        console.error(str(exc))
        return None
    if folder is not None and not Path(folder).exists():
        console.error(f"{folder} does not exist; name the spec folder with --mappings")
        return None
    roots = [root for root in roots if root.exists()]
    if not roots and not library:
        console.warning(
            f"no {DEFAULT_MAPPINGS}/ folder here and no library installed, so no op "
            "counts as mapped; name the spec folder with --mappings"
        )
        return []
    action = "fix the specs to scan against them"
    own = validated(roots, console, action) if roots else []
    theirs = validated(library, console, action) if library else []
    if own is None or theirs is None:
        return None
    # The project's package and the library are separate: where both map an op, the
    # project's is the one in effect.
    taken = {m.name for m in own} | {m.register_name for m in own if m.register_name}
    return own + [
        m for m in theirs if m.name not in taken and m.register_name not in taken
    ]


# -- who exports an op ----------------------------------------------------------------------


class Coverage:
    """Who exports an op at one opset, chosen as the exporter chooses once `generated` (as
    built from the mappings) is imported: among every opset a symbolic is registered at,
    torch's and the mappings', the highest at or below the opset (below opset 9: the lowest
    up to 9); a mapping's wins at the same opset, as custom symbolics do."""

    def __init__(self, mappings: list[Mapping], opset: int):
        self.exporter = scanned()
        self.dispatch = self.exporter.dispatch_opset
        self.opset = opset
        self.specs: dict[str, list[Mapping]] = {}
        for mapping in mappings:
            target = mapping.plan(self.exporter.NAME).target
            if target:
                self.specs.setdefault(target, []).append(mapping)

    def plan(self, mapping: Mapping) -> ExporterPlan:
        """The mapping's plan for the exporter scanned."""
        return mapping.plan(self.exporter.NAME)

    def registered(self) -> list[Mapping]:
        """The mappings `generated` registers symbolics of, by op name."""
        return [
            m
            for op in sorted(self.specs)
            for m in self.specs[op]
            if self.plan(m).exports
        ]

    def mapped_opsets(self, op: str) -> dict[int, Mapping]:
        """opset: the mapping `generated` registers `op` at, at each opset of its range."""
        return {
            opset: m
            for m in self.specs.get(op, ())
            if self.plan(m).exports
            for opset in self.plan(m).opsets
        }

    def torch_opsets(self, op: str) -> set[int]:
        """The opsets torch, or a library such as torchvision, registers a symbolic for
        `op` at. An imported generated package's do not count: the specs stand for it."""
        return self.exporter.native_opsets(op)

    def torch(self, op: str, opset: int | None = None) -> bool:
        return self.dispatch(opset or self.opset, self.torch_opsets(op)) is not None

    def choice(self, op: str) -> tuple[str, Mapping | None, int | None]:
        """(mapping, torch or missing; the mapping; the opset of the symbolic chosen)."""
        mapped = self.mapped_opsets(op)
        chosen = self.dispatch(self.opset, set(mapped) | self.torch_opsets(op))
        if chosen is None:
            return "missing", None, None
        if chosen in mapped:
            return "mapping", mapped[chosen], chosen
        return "torch", None, chosen

    def notes(self, op: str) -> list[str]:
        """What exports a missing op at other opsets, or would with a change."""
        from ..validate.source_schema import exporter_opsets

        notes = []
        last = exporter_opsets()[1]
        later = [v for v in range(self.opset + 1, last + 1) if self.torch(op, v)]
        if later:
            notes.append(f"torch exports it from opset {later[0]}")
        for m in self.specs.get(op, ()):
            plan = self.plan(m)
            if not plan.exports:
                notes.append(
                    f"mapping {m.name} opts out of the {self.exporter.TITLE} exporter"
                )
            else:
                notes.append(
                    f"mapping {m.name} covers opsets {plan.first_opset}-{plan.last_opset}"
                )
        return notes


class OnnxNames:
    """Standard ONNX ops by name, to guess the target of a spec: aten::acosh is Acosh."""

    def __init__(self, opset: int):
        import onnx.defs

        self.opset = opset
        self.first: dict[str, int] = {}  # op type: the opset it appeared in
        for schema in onnx.defs.get_all_schemas_with_history():
            if schema.domain == "":
                since = min(self.first.get(schema.name, 10**6), schema.since_version)
                self.first[schema.name] = since
        self.by_key = {_key(name): name for name in self.first}

    def named_like(self, op: str) -> str | None:
        """The ONNX op of the same name at any opset: `hard_swish`, `hardswish` and
        HardSwish are alike."""
        return self.by_key.get(_key(op.partition("::")[2]))

    def candidate(self, op: str) -> str | None:
        """The ONNX op of the same name, if it exists (and is not deprecated) at the opset."""
        import onnx.defs

        name = self.named_like(op)
        if name is None or self.first[name] > self.opset:
            return None
        return None if onnx.defs.get_schema(name, self.opset, "").deprecated else name


def _key(name: str) -> str:
    return name.replace("_", "").lower()


@dataclass(frozen=True)
class Row:
    op: str  # in-place `x_` shown as `x`, which the exporter exports it as
    status: str  # torch, mapping, fails or missing
    count: int = 0  # nodes in the model's graph
    mapping: Mapping | None = None
    onnx: str | None = None  # the same-named ONNX op, for a missing op
    suggestion: str | None = None  # the `opmapgen new` command, for a missing op
    notes: tuple[str, ...] = ()

    @property
    def detail(self) -> str:
        words = [self.suggestion] if self.suggestion else []
        if self.mapping is not None:
            words.append(f"{self.mapping.name} ({self.mapping.spec_path})")
        if self.notes:
            words.append(f"({'; '.join(self.notes)})")
        return "  ".join(words)

    def record(self) -> dict:
        return {
            "op": self.op,
            "count": self.count,
            "status": self.status,
            "mapping": self.mapping.name if self.mapping else None,
            "spec": self.mapping.spec_path if self.mapping else None,
            "suggestion": self.suggestion,
            "notes": list(self.notes),
        }


def scanned():
    """The exporter scan traces with and asks what torch converts: the first that
    declares it (`interface.NativeConversions`)."""
    found = [e for e in exporters.declarations() if hasattr(e, "native_opsets")]
    if not found:
        raise UsageError("no exporter declares what torch converts by itself")
    return found[0]


def classify(
    op: str,
    count: int,
    coverage: Coverage,
    onnx: OnnxNames,
    failure: Exception | None = None,
) -> Row:
    name = lookup_name(op)
    status, mapping, chosen = coverage.choice(name)
    if status == "mapping":
        notes = []
        plan = coverage.plan(mapping)
        if not plan.first_opset <= coverage.opset <= plan.last_opset:
            notes.append(
                f"it covers opsets {plan.first_opset}-{plan.last_opset}, but the "
                f"exporter takes its opset {chosen} symbolic at opset {coverage.opset}"
            )
        if failure is not None:
            notes.append(f"{mapping.name}'s symbolic: {_reason(failure)}")
        return Row(
            op, "fails" if failure else status, count, mapping, notes=tuple(notes)
        )
    if status == "torch":
        if failure is None:
            return Row(op, status, count)
        return Row(op, "fails", count, notes=(f"torch's symbolic: {_reason(failure)}",))
    suggestion, notes = _next_step(op, onnx)
    return Row(
        op,
        status,
        count,
        onnx=onnx.candidate(op),
        suggestion=suggestion,
        notes=tuple(coverage.notes(name) + notes),
    )


def _next_step(op: str, onnx: OnnxNames) -> tuple[str | None, list[str]]:
    """The `opmapgen new` command that starts a spec for `op`, and remarks on it."""
    import torch

    if not torch._C._jit_get_schemas_for_operator(op):
        return None, ["no torch op schema, so no spec can map it"]
    candidate, named_like = onnx.candidate(op), onnx.named_like(op)
    notes = []
    if candidate is not None:
        return f"opmapgen new {op} --to {candidate}", notes
    # Without --to, `new` drafts a formula to write; at the opset scanned, not at the one
    # where an ONNX op of the same name appears, which it would draft that op at.
    if named_like is not None:
        notes.append(f"ONNX {named_like} exists from opset {onnx.first[named_like]}")
        return f"opmapgen new {op} --opset {onnx.opset}", notes
    return f"opmapgen new {op}", notes


def _reason(failure: Exception) -> str:
    # torch appends the whole offending node to its message: the first part says why.
    return trace.one_line(failure).split("  [Caused by")[0].partition(": ")[2]


def shown_name(kind: str) -> str:
    """`aten::relu_` as `aten::relu`; a dunder as it is."""
    return kind if kind.endswith("__") else trace.exporter_name(kind)


def lookup_name(shown: str) -> str:
    """The exporter's name for a shown name: they differ for dunders only."""
    return trace.exporter_name(shown) if shown.endswith("__") else shown


# -- a model --------------------------------------------------------------------------------


def _report_model(args, shapes, mappings: list[Mapping], console: Console) -> int:
    console.progress(f"loading {args.model}")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        model = trace.load_model(args.model)
    inputs = trace.make_inputs(model, shapes, args.model)
    coverage = Coverage(mappings, args.opset)
    console.progress(f"tracing and converting at opset {args.opset}")
    with mapping_symbolics(coverage.registered()):
        result = trace.exporter_graph(model, inputs, args.opset, args.model)
    for text in trace.shown_warnings(caught) + result.warnings:
        console.detail(text)
    if result.stopped:
        console.warning(
            f"the exporter's conversion stopped ({result.stopped}); the statuses "
            "come from the symbolic registry alone"
        )
    ops, structure = graph_ops(result.graph, coverage, result.failures)
    for kind, count in sorted(structure.items()):
        console.detail(f"not listed, the exporter converts it itself: {kind} x{count}")
    onnx = OnnxNames(args.opset)
    rows = [
        classify(op, count, coverage, onnx, result.failures.get(lookup_name(op)))
        for op, count in sorted(ops.items())
    ]
    if args.json:
        console.result(json.dumps(_model_document(args, rows), indent=2))
    else:
        console.result(_model_table(console, rows))
    return _summary(args, rows, console)


@contextlib.contextmanager
def mapping_symbolics(mappings: list[Mapping]) -> Iterator[None]:
    """The symbolics `opmapgen build` generates for `mappings`, registered as `generated`
    registers them for the length of the block: the scan's conversion then meets what an
    export after `import generated` meets, a mapping's symbolic failing on the model
    included."""
    from ..codegen.render import render
    from ..runtime.register import Registrations

    files = render(mappings, command="opmapgen scan") if mappings else {}
    modules = []
    for mapping in mappings:
        module = types.ModuleType(f"opmapgen_scan.{mapping.name}")
        code = compile(files[f"{mapping.name}.py"], mapping.spec_path, "exec")
        exec(code, module.__dict__)  # noqa: S102 - what `opmapgen build` writes for it
        modules.append(module)
    with Registrations(modules).registered():
        yield


def graph_ops(graph, coverage: Coverage, failures: dict) -> tuple[Counter, Counter]:
    """(the ops the exporter looks symbolics up for, by shown name; the structure it
    converts itself), counted over every block."""
    ops, structure = Counter(), Counter()

    def visit(block) -> None:
        for node in block.nodes():
            kind = node.kind()
            if kind == "prim::PythonOp":
                entry, descend = _autograd_function(node)
                structure[entry] += 1
                if not descend:
                    continue
            elif _structure(kind, coverage, failures):
                structure[kind] += 1
            else:
                ops[shown_name(kind)] += 1
            for inner in node.blocks():
                visit(inner)

    visit(graph)
    return ops, structure


def _autograd_function(node) -> tuple[str, bool]:
    """How the exporter exports a call of an autograd.Function, and whether the ops of its
    forward (the node's block) are exported: without a `symbolic`, they are."""
    function = getattr(node.pyobj(), "__self__", None)
    if hasattr(function, "symbolic"):
        return f"autograd.Function {node.pyname()}, by its symbolic", False
    return f"autograd.Function {node.pyname()}, by the ops of its forward", True


def _structure(kind: str, coverage: Coverage, failures: dict) -> bool:
    """Whether the exporter converts the node itself, as a part of the graph's structure."""
    name = trace.exporter_name(kind)
    if name in failures:
        return False
    return kind.startswith("onnx::") or (
        kind.startswith("prim::") and coverage.torch(name)
    )


def _model_table(console: Console, rows: list[Row]) -> str:
    if not rows:
        return "(no ops: the graph holds only what the exporter converts itself)"
    width = max([len("COUNT")] + [len(str(row.count)) for row in rows])
    cells = [
        [row.op, str(row.count).rjust(width), row.status, row.detail] for row in rows
    ]
    return table(
        console.out,
        ["OP", "COUNT", "STATUS", "DETAIL"],
        cells,
        lambda row, column: STYLES[row[2]] if column == 2 else (),
    )


def _model_document(args, rows: list[Row]) -> dict:
    import torch

    counts = Counter(row.status for row in rows)
    return {
        "model": args.model,
        "opset": args.opset,
        "torch": torch.__version__,
        "counts": {"ops": len(rows), **{status: counts[status] for status in STYLES}},
        "ops": [row.record() for row in rows],
    }


def _summary(args, rows: list[Row], console: Console) -> int:
    counts = Counter(row.status for row in rows)
    blocking = [row.op for row in rows if row.status in ("missing", "fails")]
    if not args.json:
        words = ", ".join(
            f"{counts[s]} {s}" for s in STYLES if counts[s] or s != "fails"
        )
        summary = f"{args.model}: {len(rows)} ops at opset {args.opset}: {words}"
        (console.info if blocking else console.success)(summary)
    if not blocking:
        if not args.json:
            shapes = "".join(f" --input-shape {s}" for s in args.input_shape)
            console.info(
                "every op has a conversion; whether the model also runs and gives "
                "eager's numbers: "
                f"`opmapgen verify {args.model} --opset {args.opset}{shapes}`"
            )
        return 0
    advice = (
        "start a spec with the `opmapgen new` command shown"
        if counts["missing"]
        else "see why in the table"
    )
    console.failed(
        f"the export at opset {args.opset} fails on {', '.join(blocking)}; {advice}"
    )
    return 1


# -- every ATen op --------------------------------------------------------------------------

# The ATen ops --all-aten leaves out, tested in this order, and why.
LEFT_OUT = {
    "private": "named _x: torch's internals",
    "in-place": "named x_: the exporter exports x_ as x",
    "backward": "backward in the name: gradients, not inference",
    "kernel halves": "x_forward where x_backward exists: a model calls x",
    "backend kernels": "cudnn_, miopen_, mkldnn_, fbgemm_ or mps_: traces record the "
    "generic op",
    "view copies": "x_copy of an op x: functionalization's, not in traced graphs",
    "number conversions": "aten::Int, Float, ScalarImplicit...: the exporter's passes "
    "erase them",
    "not tensor ops": "no overload returns a Tensor or takes one first: TorchScript's "
    "builtins for numbers, str, list, dict",
    "renamed": "TorchScript turns it into another op (arccos is acos) or none: the "
    "exporter never sees it",
}
_BACKENDS = ("cudnn_", "miopen_", "mkldnn_", "fbgemm_", "mps_")


@dataclass(frozen=True)
class AtenScan:
    opset: int
    total: int  # distinct aten:: op names in the installed torch
    left_out: dict[str, int]  # reason: how many
    counts: Counter  # status: how many of the rest
    rows: list[Row]  # the missing ones
    why: dict[
        str, str
    ]  # missing op: the aten_classes.WHY key of why it is not exportable

    @property
    def exportable(self) -> list[Row]:
        """The missing ops a spec could map: "exportable, not mapped yet"."""
        return [row for row in self.rows if row.op not in self.why]

    @property
    def not_exportable(self) -> list[Row]:
        return [row for row in self.rows if row.op in self.why]


def aten_schemas() -> dict[str, list]:
    """Every aten:: op's schemas, by op name."""
    import torch

    schemas: dict[str, list] = {}
    for schema in torch._C._jit_get_all_schemas():
        if schema.name.startswith("aten::"):
            schemas.setdefault(schema.name, []).append(schema)
    return schemas


def public_aten(schemas: dict[str, list]) -> tuple[list[str], Counter]:
    """The public ATen ops, and how many were left out for each reason in LEFT_OUT."""
    left_out, kept = Counter(), []
    for op in sorted(schemas):
        reason = _left_out(op, schemas)
        if reason:
            left_out[reason] += 1
        else:
            kept.append(op)
    return kept, left_out


def scan_aten(opset: int, mappings: list[Mapping]) -> AtenScan:
    schemas = aten_schemas()
    kept, left_out = public_aten(schemas)
    coverage, onnx = Coverage(mappings, opset), OnnxNames(opset)
    counts, rows, why = Counter(), [], {}
    for op in kept:
        status = coverage.choice(op)[0]
        # Compiling a call costs about a millisecond: only for ops that would be listed.
        if status == "missing" and _renamed(op, schemas[op]):
            left_out["renamed"] += 1
            continue
        counts[status] += 1
        if status == "missing":
            rows.append(classify(op, 0, coverage, onnx))
            reason = not_exportable(op, schemas[op])
            if reason:
                why[op] = reason
    ordered = {reason: left_out[reason] for reason in LEFT_OUT if left_out[reason]}
    return AtenScan(opset, len(schemas), ordered, counts, rows, why)


def _left_out(op: str, schemas: dict[str, list]) -> str | None:
    name = op.partition("::")[2]
    if name.startswith("_"):
        return "private"
    if name.endswith("_"):
        return "in-place"
    if "backward" in name.split("_"):
        return "backward"
    if name.endswith("_forward") and f"aten::{name[:-8]}_backward" in schemas:
        return "kernel halves"
    if name.startswith(_BACKENDS):
        return "backend kernels"
    if name.endswith("_copy") and f"aten::{name[:-5]}" in schemas:
        return "view copies"
    if name[0].isupper():
        return "number conversions"
    if not any(_tensor_op(schema) for schema in schemas[op]):
        return "not tensor ops"
    return None


def _tensor_op(schema) -> bool:
    first = list(schema.arguments)[:1]  # `self`: a Dict(Tensor, t) key does not count
    return any(_is_tensor(a.type) for a in [*first, *schema.returns])


def _is_tensor(jit_type) -> bool:
    if jit_type.kind() in ("OptionalType", "ListType"):
        return _is_tensor(jit_type.getElementType())
    return jit_type.kind() == "TensorType"


def _renamed(op: str, schemas: list) -> bool:
    """Whether TorchScript, tracing included, turns a call of `op` into other ops (aliases:
    arccos is acos) or none, so that the exporter never sees it. Found by compiling a call:
    torch keeps its alias table in C++."""
    import torch

    name = op.partition("::")[2]
    for schema in schemas:
        if schema.is_mutable:
            continue
        params, call = [], []
        for i, argument in enumerate(schema.arguments):
            params.append(f"a{i}: {argument.type.annotation_str}")
            call.append(f"{argument.name}=a{i}" if argument.kwarg_only else f"a{i}")
        source = (
            f"def f({', '.join(params)}):\n"
            f"    return torch.ops.aten.{name}({', '.join(call)})\n"
        )
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                unit = torch.jit.CompilationUnit(source)
        except Exception:  # noqa: BLE001, S112 - an overload TorchScript cannot spell
            continue
        return op not in {node.kind() for node in unit.f.graph.nodes()}
    return False


def _report_dynamo(args, console: Console) -> int:
    from . import dynamo_gaps

    schemas = aten_schemas()
    public, _ = public_aten(schemas)
    if args.op:
        wanted = [op if "::" in op else f"aten::{op}" for op in args.op]
        unknown = [op for op in wanted if op not in schemas]
        if unknown:
            console.error(f"--op {', '.join(unknown)}: no such ATen op in torch")
            return 2
        public = wanted
    package = compose.package_here()
    with trace.import_folder(os.getcwd()):  # where the project's `generated` is
        scan = dynamo_gaps.scan_dynamo(args.opset, public, package, console.progress)
    document = dynamo_gaps.document(scan, schemas, package)
    if args.json:
        console.result(json.dumps(document, indent=2))
    else:
        console.result(dynamo_gaps.text(document, console.out))
    return 0


def _report_aten(args, mappings: list[Mapping], console: Console) -> int:
    scan = scan_aten(args.opset, mappings)
    if args.json:
        console.result(json.dumps(_aten_document(scan), indent=2))
        return 0
    console.result("\n".join(_aten_header(scan)))
    rows = [[row.op, row.onnx or "-", row.detail] for row in scan.exportable]
    console.result(table(console.out, ["OP", "ONNX", "START A SPEC"], rows))
    console.result("")
    console.result(f"Not exportable ({len(scan.not_exportable)}):")
    rows = [[row.op, scan.why[row.op]] for row in scan.not_exportable]
    console.result(table(console.out, ["OP", "WHY"], rows))
    return 0


def _aten_document(scan: AtenScan) -> dict:
    import torch

    return {
        "opset": scan.opset,
        "torch": torch.__version__,
        "counts": {
            "aten_ops": scan.total,
            "torch": scan.counts["torch"],
            "mapping": scan.counts["mapping"],
            "missing": scan.counts["missing"],
            "exportable": len(scan.exportable),
            "not_exportable": dict(sorted(Counter(scan.why.values()).items())),
            "left_out": scan.left_out,
        },
        "left_out_rules": {reason: LEFT_OUT[reason] for reason in scan.left_out},
        "not_exportable_rules": {
            key: WHY[key] for key in sorted(set(scan.why.values()))
        },
        "ops": [
            {
                "op": row.op,
                "onnx_candidate": row.onnx,
                "suggestion": row.suggestion,
                "notes": list(row.notes),
                "not_exportable": scan.why.get(row.op),
            }
            for row in scan.rows
        ],
    }


def _aten_header(scan: AtenScan) -> list[str]:
    import torch

    counts = scan.counts
    return [
        (
            f"{counts['missing']} public ATen ops the TorchScript exporter cannot export "
            f"at opset {scan.opset} (torch {torch.__version__})"
        ),
        (
            f"of {scan.total} ATen ops: {counts['torch']} exported by torch, "
            f"{counts['mapping']} by mappings, {sum(scan.left_out.values())} left out:"
        ),
        *(
            f"  {count} {reason}: {LEFT_OUT[reason]}"
            for reason, count in scan.left_out.items()
        ),
        (
            f"of the {counts['missing']}: {len(scan.exportable)} exportable, not mapped "
            f"yet (below), "
            f"{len(scan.not_exportable)} not exportable:"
        ),
        *(
            f"  {count} {reason}: {WHY[reason]}"
            for reason, count in sorted(Counter(scan.why.values()).items())
        ),
        "",
    ]
