"""`opmapgen verify MODEL`: export a model with the mappings applied, check it, run it in ONNX
Runtime, compare it with eager, and point at the op that broke.

Each exporter's export is followed by `onnx.checker` (full check), an ONNX Runtime session
and a comparison of every output with eager. A failure is traced back to the source op and
to what converted it: a mapping (its spec file) or torch's own symbolic or translation.

- TorchScript exporter: every ONNX node a symbolic creates goes through `GraphContext.op`,
  which knows the ATen node being converted; recording that beside the node's source range
  (which the exporter writes into the ONNX node's doc_string) joins the two.
- dynamo exporter: each ONNX node's metadata names the FX node, hence the ATen op.

On other numbers, the outputs of every ONNX node are compared with eager's intermediate
values (the traced graph's, for the TorchScript exporter; the exported program's, for the
dynamo exporter), and the first op whose output diverges is reported.
"""

from __future__ import annotations

import contextlib
import importlib
import importlib.util
import io
import json
import os
import re
import sys
import warnings
from collections import Counter
from collections.abc import Iterator
from dataclasses import asdict, dataclass, field

from ..console import Console
from ..ir.exporters import DYNAMO, EXPORTERS, TORCHSCRIPT
from . import trace
from .scan import _shape as parse_shape

# (rtol, atol) by output dtype: a whole model of random weights adds up rounding, so these
# are looser than torch.testing's per-op ones; integers and bools must be equal.
TOLERANCES = {
    "float64": (1e-6, 1e-7),
    "float32": (1e-4, 1e-5),
    "float16": (1e-2, 1e-3),
    "bfloat16": (5e-2, 1e-2),
}
INTEGER_DTYPES = ("uint8", "int8", "int16", "int32", "int64", "bool")
# Inputs of an integer dtype (token ids) are drawn from [0, INTEGER_HIGH).
INTEGER_HIGH = 16


@dataclass
class Culprit:
    """The op behind an ONNX node: what converted it and with which input dtypes."""

    onnx_node: str
    op_type: str
    source_op: str | None = None
    converted_by: str | None = None  # "mapping NAME (SPEC)", or torch's own conversion
    mapping: str | None = None
    spec: str | None = None
    input_dtypes: list[str] = field(default_factory=list)
    where: str | None = None  # the model's source line

    def describe(self) -> str:
        if not self.onnx_node:
            text = f"while converting {self.source_op}"
            if self.input_dtypes:
                text += f" (inputs: {', '.join(self.input_dtypes)})"
            if self.converted_by:
                text += f" with {self.converted_by}"
            return text + (f", at {self.where}" if self.where else "")
        text = f"ONNX node {self.onnx_node!r} ({self.op_type})"
        if self.source_op:
            text += f" comes from {self.source_op}"
            if self.input_dtypes:
                text += f" (inputs: {', '.join(self.input_dtypes)})"
            text += f", converted by {self.converted_by}"
        if self.where:
            text += f", at {self.where}"
        return text


@dataclass
class Verdict:
    """One exporter's result."""

    exporter: str
    opset: int
    status: str  # match, export failed, invalid model, runtime error, mismatch
    message: str = ""
    outputs: list[dict] = field(default_factory=list)
    culprit: Culprit | None = None
    next_step: str = ""
    # A dynamo export that failed in torch.export, before any op was converted: why.
    capture: str = ""
    # Why this exporter (--exporter auto: the dynamo export's `capture`).
    why: str = ""
    # --runtime: each runtime's result ("runtime", "status", "message", "outputs"; "isa",
    # the CPU's instruction set, for a runtime whose answers depend on it).
    runtimes: list[dict] = field(default_factory=list)
    proto: object = field(default=None, repr=False)  # the model, for other runtimes

    @property
    def ok(self) -> bool:
        return self.status == "match"


def run_verify(args, console: Console) -> int:
    shapes = [parse_shape(s) for s in args.input_shape]
    dtypes = _dtypes(args.input_dtype, len(shapes))
    exporters = {"both": EXPORTERS, "auto": (DYNAMO,)}.get(
        args.exporter, (args.exporter,)
    )
    named = _chosen_runtimes(getattr(args, "runtime", None))
    with trace.import_folder(os.getcwd()):
        package = _packages(args.mappings, console, args.no_library)
        if package is None:
            return 2
        console.detail(f"mappings: {package.__name__}")
        console.progress(f"loading {args.model}")
        # The exporters' and the model's warnings (tracer warnings, deprecations) are
        # details here: the verdict says whether they mattered.
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            model = trace.load_model(args.model)
            inputs = _inputs(model, shapes, dtypes, args.model)
            import torch

            with torch.no_grad():
                if isinstance(model, torch.nn.Module):
                    model.eval()
                expected = _flatten(model(*inputs))
            verdicts = []
            for exporter in exporters:
                opset = args.opset or (17 if exporter == TORCHSCRIPT else 18)
                console.progress(f"{exporter} exporter at opset {opset}: exporting")
                verdicts.append(
                    _verify(
                        package,
                        model,
                        inputs,
                        expected,
                        exporter,
                        opset,
                        console,
                        named,
                    )
                )
            if args.exporter == "auto" and verdicts[-1].capture:
                # torch.export could not capture the model: opmapgen.export's fallback.
                opset = args.opset or 17
                console.progress(f"torchscript exporter at opset {opset}: exporting")
                fallback = _verify(
                    package, model, inputs, expected, TORCHSCRIPT, opset, console, named
                )
                fallback.why = verdicts.pop().capture
                verdicts.append(fallback)
        for text in trace.shown_warnings(caught):
            console.detail(text)
    if args.json:
        console.result(json.dumps([_record(v) for v in verdicts], indent=2))
    else:
        for verdict in verdicts:
            _report(verdict, console)
    return 0 if all(v.ok for v in verdicts) else 1


def _packages(names: list[str], console: Console, no_library: bool = False):
    """The packages named (each with what it composes with), else the project's package
    of the current folder if there is one, else the installed library; `no_library`:
    without the library, unregistered for the rest of the process."""
    from ..runtime.onnx_export import LIBRARY, Packages

    if not names:
        from .compose import package_here

        names = [package_here()]
    try:
        packages = Packages.of(names)
    except ModuleNotFoundError as error:
        console.error(
            f"no package {error.name!r} here: run `opmapgen build` first, or name the "
            "generated packages with --mappings"
        )
        return None
    if no_library:
        packages = Packages([m for m in packages.modules if m.__name__ != LIBRARY])
        if LIBRARY in sys.modules:
            sys.modules[LIBRARY].unregister()
    return packages


def _chosen_runtimes(text: str | None) -> tuple | None:
    """The runtimes `--runtime` names (None: ONNX Runtime alone, as without it)."""
    if text is None:
        return None
    from ..runtime import runtimes

    try:
        return runtimes.chosen(text)
    except ValueError as error:
        raise trace.ModelError(f"--runtime {text}: {error}") from None


def _verify(
    package, model, inputs, expected, exporter, opset, console, named=None
) -> Verdict:
    """One exporter's verdict; with `named` runtimes, each one's result besides (the
    ONNX node a failure comes from is looked for in ONNX Runtime)."""
    verdict = _verify_in_onnxruntime(
        package, model, inputs, expected, exporter, opset, console,
        run=named is None or "onnxruntime" in [d.NAME for d in named],
    )  # fmt: skip
    if named is None or verdict.status in ("export failed", "invalid model"):
        return verdict
    verdict.runtimes = []
    for declared in named:
        proto = _for_runtime(
            declared.NAME, verdict.proto, package, model, inputs, exporter, opset
        )
        verdict.runtimes.append(
            _in_runtime(declared, proto, inputs, expected, exporter, opset, console)
        )
    wrong = [r["runtime"] for r in verdict.runtimes if r["status"] != "match"]
    if wrong and verdict.ok:
        verdict.status = "runtime disagreement"
        verdict.message = f"{', '.join(wrong)} differ{'s' if len(wrong) == 1 else ''}"
    return verdict


def _for_runtime(runtime, proto, package, model, inputs, exporter, opset):
    """The model exported for `runtime` (`export(..., runtime=)`: refused where a mapping
    declares it fails there, standard ops only for any runtime but ONNX Runtime, whose
    model is the one verified already), or the refusal."""
    if runtime == "onnxruntime":
        return proto
    try:
        return _export(package, model, inputs, exporter, opset, runtime=runtime)[0]
    except Exception as error:  # noqa: BLE001 - reported as that runtime's result
        from ..runtime.contract import refusal

        return (
            refusal(error) or error
        )  # a mapping's refusal, not the exporter's wrapper


def _in_runtime(declared, proto, inputs, expected, exporter, opset, console) -> dict:
    """What one runtime of `runtime.runtimes` gives for the model exported for it (or
    why that export failed), set beside eager."""
    from ..runtime import runtimes

    record = {"runtime": declared.NAME, "status": "match", "message": ""}
    if declared.BY_ISA:  # its answers depend on the CPU's instruction set
        from ..runtime import cpu

        record["isa"] = cpu.isa()
    if isinstance(proto, Exception):
        return record | {"status": "export failed", "message": trace.one_line(proto)}
    console.progress(f"{exporter} exporter at opset {opset}: running {declared.NAME}")
    try:
        actual = declared.run(proto, _graph_feeds(proto, inputs))
    except runtimes.RuntimeFailure as error:
        return record | {"status": "runtime error", "message": str(error)}
    outputs = [
        _compare(i, e, a, declared) for i, (e, a) in enumerate(zip(expected, actual))
    ]
    record["outputs"] = outputs
    narrowed = sorted({o["narrowed"] for o in outputs if o.get("narrowed")})
    if narrowed:
        record["narrowed"] = narrowed
    problems = [o["problem"] for o in outputs if not o["ok"]]
    if len(actual) != len(expected):
        problems.append(f"{len(actual)} outputs, eager gives {len(expected)}")
    if problems:
        record |= {"status": "mismatch", "message": "; ".join(problems)}
    return record


def _verify_in_onnxruntime(
    package, model, inputs, expected, exporter, opset, console, run=True
) -> Verdict:
    import onnx

    recorder = _Recorder(package)
    try:
        with recorder.recording(exporter == TORCHSCRIPT):
            proto, program = _export(package, model, inputs, exporter, opset)
    except Exception as error:  # noqa: BLE001 - every failure is reported
        return _export_failure(error, recorder, exporter, opset)
    console.progress(f"{exporter} exporter at opset {opset}: checking the model")
    try:
        onnx.checker.check_model(proto, full_check=True)
    except Exception as error:  # noqa: BLE001
        return _located(
            Verdict(exporter, opset, "invalid model", trace.one_line(error)),
            proto, recorder, program,
        )  # fmt: skip
    if not run:
        return Verdict(exporter, opset, "match", proto=proto)
    console.progress(f"{exporter} exporter at opset {opset}: running ONNX Runtime")
    try:
        session = _session(proto)
        actual = session.run(None, _feeds(session, proto, inputs))
    except Exception as error:  # noqa: BLE001
        return _located(
            Verdict(
                exporter, opset, "runtime error", trace.one_line(error), proto=proto
            ),
            proto, recorder, program,
        )  # fmt: skip
    outputs = [_compare(i, e, a) for i, (e, a) in enumerate(zip(expected, actual))]
    if len(actual) != len(expected):
        outputs.append(
            {"output": "count", "ok": False,
             "problem": f"{len(actual)} outputs, eager gives {len(expected)}"}
        )  # fmt: skip
    if all(o["ok"] for o in outputs):
        return Verdict(exporter, opset, "match", outputs=outputs, proto=proto)
    verdict = Verdict(
        exporter, opset, "mismatch",
        "; ".join(o["problem"] for o in outputs if not o["ok"]), outputs, proto=proto,
    )  # fmt: skip
    console.progress(f"{exporter} exporter at opset {opset}: comparing each op")
    verdict.culprit = _first_divergence(proto, program, inputs, recorder)
    verdict.next_step = _next_step(verdict)
    return verdict


def _export(package, model, inputs, exporter, opset, runtime=None):
    """The exported ModelProto (for `runtime`, when named), and the dynamo exporter's
    ONNXProgram (None otherwise)."""
    import onnx

    from ..runtime.onnx_export import export

    if exporter == DYNAMO:
        with _quiet():
            program = export(
                model, inputs, mappings=package, dynamo=True, opset_version=opset,
                runtime=runtime,
            )  # fmt: skip
        return program.model_proto, program
    buffer = io.BytesIO()
    # verbose keeps each node's source range in its doc_string, which joins it to the
    # recorded conversion; it also prints the graph, which is not for the user.
    with _quiet():
        export(
            model, inputs, buffer, mappings=package, dynamo=False,
            opset_version=opset, verbose=True, runtime=runtime,
        )  # fmt: skip
    return onnx.load_from_string(buffer.getvalue()), None


@contextlib.contextmanager
def _quiet() -> Iterator[None]:
    """Silence what the exporters print to stdout (Python's and C++'s)."""
    sys.stdout.flush()
    saved = os.dup(1)
    with open(os.devnull, "w") as null:
        os.dup2(null.fileno(), 1)
        try:
            with contextlib.redirect_stdout(io.StringIO()):
                yield
        finally:
            sys.stdout.flush()
            os.dup2(saved, 1)
            os.close(saved)


# -- who converted what ----------------------------------------------------------------------


class _Recorder:
    """While the TorchScript exporter converts, which ATen node each ONNX node comes from,
    and the traced graph, whose values are eager's intermediates."""

    def __init__(self, package):
        self.package = package
        # Per ATen node converted, in order: ((kind, source range), occurrence, origin),
        # where origin is (kind, input dtypes, converted by, mapping, spec, model line).
        self.conversions: list[tuple] = []
        # Per ONNX node created, in order: (op type, source range, conversion index).
        self.emitted: list[tuple[str, str, int]] = []
        self.current: tuple | None = None  # the origin of the ATen node being converted
        self.traced = None  # (graph, params) as traced, before the exporter's passes
        self._identity = None
        self._seen: Counter = Counter()

    @contextlib.contextmanager
    def recording(self, active: bool) -> Iterator[None]:
        if not active:
            yield
            return
        from torch.onnx._internal.torchscript_exporter import jit_utils, utils

        original_op, original_create = (
            jit_utils.GraphContext.op,
            utils._create_jit_graph,
        )
        recorder = self

        def op(context, opname, *args, **kwargs):
            result = original_op(context, opname, *args, **kwargs)
            recorder.record(context.original_node, opname, context.opset)
            return result

        def create_jit_graph(*args, **kwargs):
            graph, params, *rest = original_create(*args, **kwargs)
            recorder.traced = (graph.copy(), list(params))
            return (graph, params, *rest)

        jit_utils.GraphContext.op = op
        utils._create_jit_graph = create_jit_graph
        try:
            yield
        finally:
            jit_utils.GraphContext.op = original_op
            utils._create_jit_graph = original_create

    def record(self, node, opname: str, opset: int) -> None:
        identity = (node.kind(), tuple(o.debugName() for o in node.outputs()))
        if identity != self._identity:  # the next ATen node
            self._identity = identity
            key = (node.kind(), node.sourceRange())
            self.current = self.origin(node, opset)
            self.conversions.append((key, self._seen[key], self.current))
            self._seen[key] += 1
        op_type = opname.split("::")[-1]
        self.emitted.append((op_type, node.sourceRange(), len(self.conversions) - 1))

    def origin(self, node, opset: int) -> tuple:
        kind = node.kind()
        # Tensor inputs only: the number args are constants.
        dtypes = [
            _jit_dtype(v)
            for v in node.inputs()
            if v.node().kind() not in ("prim::Constant", "onnx::Constant")
        ]
        dtypes = [d for d in dtypes if d]
        mapping, spec = _registered_mapping(kind, opset)
        if mapping:
            by = f"mapping {mapping!r} ({spec})"
        else:
            by = "torch's built-in symbolic"
        return (kind, dtypes, by, mapping, spec, _first_frame(node.sourceRange()))

    def align(self, proto) -> dict[int, int]:
        """ONNX node index → conversion index: the exporter keeps the order of the nodes
        it created and drops some (folded constants), so each ONNX node is matched to the
        next created node of its op type and source range (its doc_string)."""
        found, start = {}, 0
        for index, node in enumerate(proto.graph.node):
            for position in range(start, len(self.emitted)):
                op_type, source_range, conversion = self.emitted[position]
                if op_type == node.op_type and source_range == node.doc_string:
                    found[index], start = conversion, position + 1
                    break
        return found

    def traced_values(self, inputs) -> dict[tuple, list]:
        """Eager's outputs of each ATen node of the traced graph, by (key, occurrence)."""
        import torch

        if self.traced is None:
            return {}
        graph, params = self.traced
        graph = graph.copy()
        keys, seen, outputs = [], Counter(), []
        for node in graph.nodes():
            if not node.kind().startswith("aten::"):
                continue
            key = (node.kind(), node.sourceRange())
            keys.append(((key, seen[key]), len(list(node.outputs()))))
            seen[key] += 1
            for value in node.outputs():
                graph.registerOutput(value)
                outputs.append(value)
        try:
            with torch.no_grad():
                results = torch._C._jit_interpret_graph(graph, (*inputs, *params))
        except Exception:  # noqa: BLE001 - a graph the interpreter cannot run: no values
            return {}
        results = list(results)[-len(outputs) :] if outputs else []
        values, position = {}, 0
        for key, count in keys:
            values[key] = results[position : position + count]
            position += count
        return values


def _registered_mapping(kind: str, opset: int) -> tuple[str | None, str | None]:
    """The generated mapping whose symbolic the exporter uses for `kind` at `opset`."""
    from ..runtime.exporters import torchscript

    registry = torchscript._registry()
    group = registry.get_function_group(kind) if registry else None
    function = group.get(opset) if group else None
    module = sys.modules.get(
        getattr(function, "opmapgen_mapping", None)
        or getattr(function, "__module__", "")
    )
    contract = getattr(module, "CONTRACT", None)
    if contract is None:
        return None, None
    return contract.mapping, contract.spec


def _jit_dtype(value) -> str | None:
    from ..runtime.symbolic import _dtype_name

    return _dtype_name(value)


def _first_frame(source_range: str) -> str | None:
    """The model's line in a source range: `file.py(12): forward`."""
    for line in source_range.splitlines():
        if "/torch/" not in line and line.strip():
            return line.strip()
    return None


_NODE_NAME = (
    re.compile(r"node name: ([^)]+)\)"),
    re.compile(r"in node \(([^)]+)\)"),
    re.compile(r"node with name '([^']+)'"),
    re.compile(r"Node \(([^)]+)\)"),
    re.compile(r"Node:([^ ]+) "),
    re.compile(r"Name:'([^']+)'"),
)
# Nodes the TorchScript exporter makes itself, from TorchScript's control flow.
_STRUCTURE = {"Loop": "prim::Loop", "If": "prim::If"}


def _located(verdict: Verdict, proto, recorder: _Recorder, program) -> Verdict:
    """The verdict with the node its message names traced to its op, and the next step."""
    name = next(
        (m.group(1) for p in _NODE_NAME if (m := p.search(verdict.message))), None
    )
    index = next((i for i, n in enumerate(proto.graph.node) if n.name == name), None)
    if index is not None:
        verdict.culprit = _culprit(index, proto, recorder, program)
    verdict.next_step = _next_step(verdict)
    return verdict


def _culprit(index: int, proto, recorder: _Recorder, program) -> Culprit:
    node = proto.graph.node[index]
    culprit = Culprit(onnx_node=node.name, op_type=node.op_type)
    metadata = {p.key: p.value for p in node.metadata_props}
    if program is not None:
        target = metadata.get("namespace", "").rpartition(": ")[2]
        if target:
            culprit.source_op = _aten_name(target)
            fx_name = metadata.get("pkg.torch.onnx.name_scopes", "")
            culprit.input_dtypes = _fx_input_dtypes(program, fx_name)
            mapping, spec = _translation_mapping(recorder.package, target)
            culprit.mapping, culprit.spec = mapping, spec
            culprit.converted_by = (
                f"mapping {mapping!r} ({spec})"
                if mapping
                else "torch's own translation (onnxscript's torchlib)"
            )
        frames = re.findall(
            r'File "([^"]+)", line (\d+), in (\w+)',
            metadata.get("pkg.torch.onnx.stack_trace", ""),
        )
        if frames:
            culprit.where = "{}({}): {}".format(*frames[-1])
        return culprit
    conversion = recorder.align(proto).get(index)
    if conversion is not None:
        kind, dtypes, by, mapping, spec, where = recorder.conversions[conversion][2]
        culprit.source_op, culprit.input_dtypes, culprit.converted_by = kind, dtypes, by
        culprit.mapping, culprit.spec, culprit.where = mapping, spec, where
    elif node.op_type in _STRUCTURE:
        culprit.source_op = _STRUCTURE[node.op_type]
        culprit.converted_by = "the TorchScript exporter itself (control flow)"
        culprit.where = _first_frame(node.doc_string)
    return culprit


def _aten_name(target: str) -> str:
    """`aten.cumsum.default` → `aten::cumsum`."""
    namespace, _, rest = target.partition(".")
    name = rest.split(".")[0]
    return f"{namespace}::{name}"


def _fx_input_dtypes(program, name_scopes: str) -> list[str]:
    names = re.findall(r"'([^']*)'", name_scopes)
    if not names or program.exported_program is None:
        return []
    for fx_node in program.exported_program.graph.nodes:
        if fx_node.name == names[-1]:
            return [
                str(arg.meta["val"].dtype).removeprefix("torch.")
                for arg in fx_node.all_input_nodes
                if hasattr(arg.meta.get("val"), "dtype")
            ]
    return []


def _translation_mapping(package, target: str) -> tuple[str | None, str | None]:
    """The mapping whose translation the dynamo exporter used for `target`: of the
    packages that map it, the one that wins (the last)."""
    namespace, _, rest = target.partition(".")
    wanted = f"{namespace}::{rest}".removesuffix(".default")
    for generated in reversed(package.modules):
        for name in getattr(generated, "TRANSLATIONS", ()):
            module = importlib.import_module(
                f"{generated.__name__}.translations.{name}"
            )
            targets = (module.TARGET, *getattr(module, "OVERLOADS", ()))
            if wanted in (t.removesuffix(".default") for t in targets):
                return module.CONTRACT.mapping, module.CONTRACT.spec
    return None, None


def _export_failure(error, recorder: _Recorder, exporter: str, opset: int) -> Verdict:
    from ..runtime import exporters
    from ..runtime.contract import UnsupportedInput

    verdict = Verdict(exporter, opset, "export failed", trace.one_line(error))
    verdict.capture = exporters.exporter(exporter).capture_failure(error) or ""
    cause = error
    while cause is not None and not isinstance(cause, UnsupportedInput):
        cause = cause.__cause__ or cause.__context__
    unsupported = re.search(r"Exporting the operator '([^']+)'", str(error))
    if isinstance(cause, UnsupportedInput):
        verdict.message = str(cause)
        verdict.next_step = (
            f"the mapping {cause.mapping!r} refuses this input: see {cause.spec}, or cast "
            "the input in the model to a dtype it exports"
        )
    elif unsupported:
        op = unsupported.group(1)
        verdict.culprit = Culprit("", "", source_op=op)
        verdict.next_step = (
            f"no symbolic for {op}: start a spec with `opmapgen new {op}`"
        )
    elif exporter == TORCHSCRIPT and recorder.current is not None:
        kind, dtypes, by, mapping, spec, where = recorder.current
        verdict.culprit = Culprit(
            "", "", kind, by, mapping, spec, dtypes, where
        )  # the last op converted before the failure
        verdict.next_step = _next_step(verdict)
    else:
        verdict.next_step = (
            "run `opmapgen scan` on the model to see which ops the exporter lacks"
        )
    return verdict


def _next_step(verdict: Verdict) -> str:
    culprit = verdict.culprit
    if culprit is None or not culprit.source_op:
        if verdict.status == "mismatch":
            return (
                "no op's own output differs from eager's beyond its dtype's tolerance: "
                "the error adds up over many ops; check the model in float64"
            )
        return "no node could be traced back to an op"
    op = culprit.source_op
    if culprit.mapping:
        return f"fix the mapping in {culprit.spec} (then `opmapgen build`)"
    if op.startswith("prim::"):
        return (
            f"the exporter turned a loop or branch of the model ({op}) into ONNX control "
            "flow, which the runtime refuses here: try `--exporter dynamo`, or give the "
            "loop a trip count the trace can fix"
        )
    if op.startswith("aten::") or "::" in op:
        return (
            f"override torch's conversion of {op} with a spec: `opmapgen new {op}`, "
            "then say why in its `override:`"
        )
    return f"look at {op}"


# -- comparing ----------------------------------------------------------------------------


def _compare(index: int, expected, actual, runtime=None) -> dict:
    """One output set beside eager's; `runtime` (a `runtime.runtimes` declaration): at
    the tolerances of the dtype it computes this one in, which the record names."""
    import numpy as np
    import torch

    want = expected.detach().cpu()
    dtype = str(want.dtype).removeprefix("torch.")
    record = {"output": index, "dtype": dtype, "shape": list(want.shape), "ok": True}
    got = np.asarray(actual)
    got_dtype = str(torch.from_numpy(got.copy()).dtype).removeprefix("torch.")
    if got.shape != tuple(want.shape):
        return record | {"ok": False, "problem": f"output {index}: shape "
                         f"{list(got.shape)}, eager gives {list(want.shape)}"}  # fmt: skip
    if got_dtype != dtype:
        return record | {"ok": False, "problem": f"output {index}: {got_dtype}, eager "
                         f"gives {dtype}"}  # fmt: skip
    rtol, atol = TOLERANCES.get(dtype, (0.0, 0.0))
    if runtime is not None:
        from ..runtime import runtimes

        rtol, atol, narrowed = runtimes.tolerances(runtime, dtype, rtol, atol)
        if narrowed:
            record["narrowed"] = f"{dtype} in {narrowed}"
    error = _errors(want, torch.from_numpy(got.copy()))
    record |= error | {"rtol": rtol, "atol": atol}
    close = torch.isclose(
        torch.from_numpy(got.copy()).to(want.dtype), want, rtol=rtol, atol=atol,
        equal_nan=True,
    )  # fmt: skip
    if not bool(close.all()):
        record["ok"] = False
        record["problem"] = (
            f"output {index}: max abs error {error['max_abs_error']:.3g}, max rel error "
            f"{error['max_rel_error']:.3g} (allowed: rtol {rtol}, atol {atol})"
        )
    return record


def _errors(want, got) -> dict:
    import torch

    if want.numel() == 0:
        return {"max_abs_error": 0.0, "max_rel_error": 0.0}
    a, b = want.double(), got.double()
    finite = torch.isfinite(a) & torch.isfinite(b)
    diff = torch.where(finite, (a - b).abs(), torch.zeros_like(a))
    mismatch_special = (~finite) & ~((a == b) | (a.isnan() & b.isnan()))
    abs_error = float("inf") if bool(mismatch_special.any()) else float(diff.max())
    rel = diff / a.abs().clamp_min(1e-12)
    return {"max_abs_error": abs_error, "max_rel_error": float(rel.max())}


def _first_divergence(proto, program, inputs, recorder) -> Culprit | None:
    """The first ONNX node (in graph order) whose output differs from eager's value of the
    op it comes from."""
    expected = (
        _fx_values(program, inputs)
        if program is not None
        else _traced_outputs(proto, recorder, inputs)
    )
    names = [o for n in proto.graph.node for o in n.output if o in expected]
    if not names:
        return None
    try:
        actual = dict(zip(names, _intermediates(proto, names, inputs)))
    except Exception:  # noqa: BLE001 - a model whose values cannot all be outputs
        return None
    for index, node in enumerate(proto.graph.node):
        for name in node.output:
            if name in actual and not _close(expected[name], actual[name]):
                return _culprit(index, proto, recorder, program)
    return None


def _traced_outputs(proto, recorder: _Recorder, inputs) -> dict:
    """For the TorchScript exporter: eager's value behind ONNX values, by ONNX name. An
    ATen node's value is compared with the output of the last ONNX node converted from it
    (its result), matched by position among the nodes of the same op and source line."""
    values = recorder.traced_values(inputs)
    last: dict[int, str] = {}
    for index, conversion in recorder.align(proto).items():
        outputs = proto.graph.node[index].output
        if outputs:
            last[conversion] = outputs[0]
    expected = {}
    for conversion, name in last.items():
        key, occurrence, _origin = recorder.conversions[conversion]
        found = values.get((key, occurrence))
        if found and hasattr(found[0], "shape"):
            expected[name] = found[0]
    return expected


def _fx_values(program, inputs) -> dict:
    """Eager's value of every FX node of the dynamo exporter's program, by name (which the
    ONNX values it becomes share)."""
    import torch

    if program is None or program.exported_program is None:
        return {}
    values = {}

    class Interpreter(torch.fx.Interpreter):
        def run_node(self, node):
            result = super().run_node(node)
            if node.op == "call_function" and torch.is_tensor(result):
                values[node.name] = result
            return result

    with torch.no_grad():
        module = program.exported_program.module()
        flat, _ = program.exported_program._get_flat_args_with_check(inputs, {})
        Interpreter(
            module.graph_module if hasattr(module, "graph_module") else module
        ).run(*flat)
    return values


def _intermediates(proto, names: list[str], inputs) -> list:
    import onnx

    model = onnx.ModelProto()
    model.CopyFrom(proto)
    existing = {o.name for o in model.graph.output}
    for name in names:
        if name not in existing:
            model.graph.output.append(onnx.ValueInfoProto(name=name))
    session = _session(model)
    outputs = session.run(names, _feeds(session, model, inputs))
    return outputs


def _close(expected, actual) -> bool:
    import numpy as np
    import torch

    want = expected.detach().cpu()
    got = torch.from_numpy(np.asarray(actual).copy())
    if tuple(got.shape) != tuple(want.shape):
        return True  # another layout (a view, a broadcast): not comparable, not blamed
    dtype = str(want.dtype).removeprefix("torch.")
    rtol, atol = TOLERANCES.get(dtype, (0.0, 0.0))
    try:
        return bool(
            torch.isclose(
                got.to(want.dtype), want, rtol=rtol, atol=atol, equal_nan=True
            ).all()
        )
    except RuntimeError:
        return True


# -- running ------------------------------------------------------------------------------


def _session(proto):
    import onnxruntime

    options = onnxruntime.SessionOptions()
    options.log_severity_level = 4  # errors are reported, not logged
    return onnxruntime.InferenceSession(
        proto.SerializeToString(), options, providers=["CPUExecutionProvider"]
    )


def _feeds(session, proto, inputs) -> dict:
    """The model's inputs by graph input name; an exporter may drop inputs it does not use
    (and lists initializers as inputs in old IR versions)."""
    initializers = {i.name for i in proto.graph.initializer}
    names = [i.name for i in proto.graph.input if i.name not in initializers]
    wanted = {i.name for i in session.get_inputs()}
    return {
        name: tensor.detach().cpu().numpy()
        for name, tensor in zip(names, inputs)
        if name in wanted
    }


def _graph_feeds(proto, inputs) -> dict:
    """The model's inputs by graph input name, without asking a runtime which it takes."""
    initializers = {i.name for i in proto.graph.initializer}
    names = [i.name for i in proto.graph.input if i.name not in initializers]
    return {n: t.detach().cpu().numpy() for n, t in zip(names, inputs)}


def _flatten(value) -> list:
    import torch
    from torch.utils import _pytree

    leaves, _ = _pytree.tree_flatten(value)
    return [leaf for leaf in leaves if torch.is_tensor(leaf)]


# -- inputs ---------------------------------------------------------------------------------


def _dtypes(given: list[str], count: int) -> list[str]:
    import torch

    for name in given:
        if not isinstance(getattr(torch, name, None), torch.dtype):
            raise trace.ModelError(
                f"--input-dtype {name}: not a torch dtype; write e.g. float32 or int64"
            )
    if len(given) > count:
        raise trace.ModelError(
            f"{len(given)} --input-dtype for {count} --input-shape: give at most one "
            "per input, in order"
        )
    return given + ["float32"] * (count - len(given))


def _inputs(model, shapes, dtypes, text: str) -> tuple:
    import torch

    floats = trace.make_inputs(model, shapes, text)
    generator = torch.Generator().manual_seed(0)
    inputs = []
    for tensor, name in zip(floats, dtypes):
        dtype = getattr(torch, name)
        if dtype.is_floating_point:
            inputs.append(tensor.to(dtype))
        elif dtype == torch.bool:
            inputs.append(tensor > 0.5)
        else:
            inputs.append(
                torch.randint(0, INTEGER_HIGH, tensor.shape, generator=generator).to(
                    dtype
                )
            )
    return tuple(inputs)


# -- reporting ------------------------------------------------------------------------------


def _record(verdict: Verdict) -> dict:
    proto, verdict.proto = verdict.proto, None
    record = asdict(verdict)
    verdict.proto = proto
    del record["proto"]
    if not record["runtimes"]:
        del record["runtimes"]
    record["ok"] = verdict.ok
    return record


def _report(verdict: Verdict, console: Console) -> None:
    head = f"{verdict.exporter} exporter at opset {verdict.opset}"
    if verdict.why:
        console.result(f"{head}, since {verdict.why}")
    if verdict.runtimes:
        _report_runtimes(head, verdict, console)
        return
    if verdict.ok:
        worst = max((o.get("max_abs_error", 0.0) for o in verdict.outputs), default=0.0)
        count = len(verdict.outputs)
        console.success(
            f"{head}: {count} output{'s match' if count > 1 else ' matches'} eager "
            f"(max abs error {worst:.3g})"
        )
        return
    console.failed(f"{head}: {verdict.status}: {verdict.message}")
    if verdict.culprit is not None:
        console.result(f"  {verdict.culprit.describe()}")
    if verdict.next_step:
        console.result(f"  next: {verdict.next_step}")


def _report_runtimes(head: str, verdict: Verdict, console: Console) -> None:
    """`--runtime`: one line per runtime (and ONNX Runtime's culprit where it differs)."""
    for record in verdict.runtimes:
        isa = f" on {record['isa']}" if "isa" in record else ""
        line = f"{head}, {record['runtime']}{isa}: "
        narrowed = record.get("narrowed")
        # A runtime's narrowing is said, not hidden: it is why its tolerances are wider.
        computed = (
            f"; it computes {', '.join(narrowed)}, compared at those tolerances"
            if narrowed
            else ""
        )
        if record["status"] == "match":
            worst = max(
                (o.get("max_abs_error", 0.0) for o in record["outputs"]), default=0.0
            )
            console.success(
                f"{line}matches eager (max abs error {worst:.3g}{computed})"
            )
        else:
            console.failed(f"{line}{record['status']}: {record['message']}{computed}")
    if verdict.culprit is not None:
        console.result(f"  onnxruntime: {verdict.culprit.describe()}")
    if verdict.next_step:
        console.result(f"  next: {verdict.next_step}")
