"""A lowered mapping: everything the backends need, resolved against the real schemas."""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..runtime import exporters
from . import expr
from .cases import ParityTest
from .exporters import DYNAMO, TORCHSCRIPT, ExporterPlan
from .graph import SCALAR_TYPE_ANALYSIS_OPS, Alternative, Check, Step, Value
from .records import (
    BOTH,
    DtypeTolerance,
    ExporterXfail,
    InputDtypes,
    OpinfoReference,
    ParityXfail,
    RuntimeLimit,
    TorchWrong,
    Unsupported,
    Xfail,
)
from .signature import Arg, Overload, listed


@dataclass(frozen=True)
class Mapping:
    name: str
    spec_path: str  # as shown to the user, e.g. mappings/aten/asinh.yaml
    source_op: str | None  # as the spec writes it, overload included
    function: str | None  # or module:callable, wrapped in a torch.autograd.Function
    # The Python module that registers the op (its namespace's package, or the spec's
    # `source.module`), if not torch.
    library: str | None
    schema: str | None  # the torch schema text, when the op could be looked up
    args: tuple[Arg, ...]
    constants: tuple[Value, ...]
    nodes: tuple[Step, ...]  # in order; the last one gives the result
    custom_opsets: tuple[tuple[str, int], ...]  # custom domains used, with versions
    # The named value returned (a tuple of them for several); None: the last node's output.
    result: str | tuple[str, ...] | None
    test: ParityTest
    # One plan per exporter, in the order of EXPORTERS: its opsets, the opsets its tests
    # run at, the key it finds the mapping by, and why the mapping opted out of it.
    exporters: tuple[ExporterPlan, ...]
    # `(Tensor a) -> Tensor`: the signature of the torch op a function mapping becomes
    function_schema: str | None = None
    # Opsets at which torch's own symbolic is replaced by this mapping's, and why.
    overrides: tuple[int, ...] = ()
    override_reason: str | None = None
    # The dtype contract: input dtypes exported, and why others are refused.
    dtypes: tuple[str, ...] = ("float32",)
    # ...by tensor input, when the spec gives them so (empty: `dtypes` for every input).
    input_dtypes: tuple[InputDtypes, ...] = ()
    unsupported: tuple[Unsupported, ...] = ()
    # Known failures of the OpInfo-driven test, by dtype (and exporter), and of the
    # parity test's cases with one exporter; tolerances wider than torch.testing's.
    xfail: tuple[Xfail, ...] = ()
    exporter_xfail: tuple[ExporterXfail, ...] = ()
    parity_xfail: tuple[ParityXfail, ...] = ()
    tolerance: tuple[DtypeTolerance, ...] = ()
    # What the mapping cannot do in runtimes of the registry (the parity test expects it).
    runtime_limits: tuple[RuntimeLimit, ...] = ()
    opinfo_reference: OpinfoReference | None = None
    # Ways to export chosen by conditions (when the spec has variants), and guards.
    variants: tuple[Alternative, ...] = ()
    guards: tuple[Check, ...] = ()
    family: str = ""  # the catalog's group: the spec's, or the folder it is in
    # More overloads of the op the mapping exports (`source.overloads`).
    overloads: tuple[Overload, ...] = ()
    # Overloads of the op with another number of args, which the symbolic hands to
    # torch's own (or refuses, where torch has none).
    other_overloads: tuple[str, ...] = ()
    # Every overload of the op that takes a tensor and that the mapping does not export.
    unmapped_overloads: tuple[str, ...] = ()
    torch_wrong: tuple[TorchWrong, ...] = ()
    # torch's type promotion: the args cast to one dtype first (`source.promote`), the
    # kind (an ELEMENTWISE_TYPE_PROMOTION_KIND name), and the dtypes they are computed in
    # for the dtypes the mapping exports, which the build checked the graph for.
    promote: tuple[str, ...] = ()
    promote_kind: str = "DEFAULT"
    promoted: tuple[str, ...] = ()
    # A custom op's body: an ONNX function in text form, attached to exported models, or
    # one per range of model opsets, ((first opset, text), ...), for a body that chooses by
    # it or starts after the mapping's first opset (none below the first); and the opset
    # the function imports, if its own (else the model's, when attached).
    body: str | tuple[tuple[int, str], ...] | None = None
    body_opset: int | None = None
    # Dtypes exported only from a later opset than the mapping's first, with that opset
    # (`dtype_opsets`): refused below it.
    dtype_opsets: tuple[tuple[str, int], ...] = ()

    def later_dtypes(self, exporter: str) -> tuple[tuple[str, int], ...]:
        """The dtypes `exporter`'s range reaches before their own first opset (none for
        the dynamo exporter when they start at 13)."""
        first = self.plan(exporter).first_opset
        return tuple((d, o) for d, o in self.dtype_opsets if o > first)

    @property
    def body_since(self) -> int | None:
        """The first model opset with a body, where it is later than the mapping's first:
        below it the op has none."""
        if not isinstance(self.body, tuple) or not self.body:
            return None
        first = self.body[0][0]
        return first if first > min(p.first_opset for p in self.exporters) else None

    def body_lines(self) -> list[str]:
        """The body's text, each function under the model opsets it serves, for people."""
        if not isinstance(self.body, tuple):
            return self.body.strip().splitlines() if self.body else []
        lines = []
        ends = [first - 1 for first, _ in self.body[1:]] + [None]
        for (first, text), end in zip(self.body, ends, strict=True):
            served = f"opsets {first} to {end}" if end else f"opset {first} and above"
            lines += [f"# for models at {served}", *text.strip().splitlines()]
        return lines

    # Where the parity test runs the exported graph; None: nowhere (a custom op without
    # a kernel that ONNX Runtime lacks).
    test_runtime: str | None = "onnxruntime"

    def torch_wrong_for(self, exporter: str) -> tuple[TorchWrong, ...]:
        """The dtypes torch's own conversion gets wrong with `exporter`."""
        return tuple(w for w in self.torch_wrong if w.exporter in (BOTH, exporter))

    @property
    def scalar_typed_ops(self) -> tuple[str, ...]:
        """The graph's ops whose 0-dim inputs torch's TorchScript exporter retypes to its
        default dtypes (float64 computed in float32): its scalar type analysis."""
        return tuple(
            dict.fromkeys(
                n.op_type
                for n in self.nodes
                if not n.domain and n.op_type in SCALAR_TYPE_ANALYSIS_OPS
            )
        )

    @property
    def scalar_typed_args(self) -> tuple[str, ...]:
        """The tensor args that reach an op of `scalar_typed_ops` through the graph (not
        through Shape or Size, whose int64 output no 0-dim float64 input retypes)."""
        ops = set(self.scalar_typed_ops)
        reached: dict[str, set[str]] = {}  # value → the args it is computed from
        for arg in (*self.tensor_args, *self.tensor_list_args):
            reached[arg.name] = {arg.name}
        found: set[str] = set()
        for node in self.nodes:
            sources = set().union(
                *(reached.get(listed(i.name), set()) for i in node.inputs)
            )
            if node.op_type in ops and not node.domain:
                found |= sources
            if node.op_type in ("Shape", "Size") and not node.domain:
                continue
            for output in (node.output, *node.outputs):
                if output:
                    reached.setdefault(output, set()).update(sources)
        return tuple(
            a.name
            for a in (*self.tensor_args, *self.tensor_list_args)
            if a.name in found
        )

    @property
    def arity_overloads(self) -> tuple[Overload, ...]:
        """The listed overloads the TorchScript symbolic tells apart by their number of
        args (a Scalar twin it takes as the mapped one)."""
        return tuple(o for o in self.overloads if not o.twin)

    @property
    def overload_refusal(self) -> str:
        """What the symbolic says of a call of another overload (another number of args)."""
        mapped = (self.schema or "").split(" -> ")[0] or self.source_op
        return (
            f"only {mapped} is mapped, not {' or '.join(self.other_overloads)} "
            "(another number of args)"
        )

    def guards_for(self, exporter: str) -> tuple[Check, ...]:
        """The guards an exporter's code checks: each test with what the exporter always
        answers worked out (`SETTLED`), those it always meets left out."""
        known = getattr(exporters.exporter(exporter), "SETTLED", {})
        settled = (replace(g, test=expr.settled(g.test, known)) for g in self.guards)
        return tuple(g for g in settled if g.test != expr.Literal(True))

    @property
    def conditional(self) -> bool:
        """Whether the symbolic and translation choose among variants or check guards."""
        return bool(self.guards) or any(v.test for v in self.variants)

    @property
    def opinfo(self) -> bool:
        """Whether the parity test also runs torch's OpInfo samples (ATen ops have them)."""
        return (self.source_op or "").startswith("aten::")

    @property
    def tensor_args(self) -> tuple[Arg, ...]:
        """The args that are tensors when the exporter calls the symbolic."""
        return tuple(a for a in self.args if a.descriptor == "v")

    @property
    def tensor_list_args(self) -> tuple[Arg, ...]:
        """The args that are lists of tensors (some perhaps None): `vs`."""
        return tuple(a for a in self.args if a.descriptor == "vs")

    def plan(self, exporter: str) -> ExporterPlan:
        """What the mapping does with `exporter` (one of EXPORTERS)."""
        return next(p for p in self.exporters if p.exporter == exporter)

    def reached(self, opsets: range) -> tuple[Alternative, ...]:
        """The alternatives an exporter reaches at `opsets` (one exporting at opset 20
        never reaches one of opset 23)."""
        return tuple(
            v
            for v in self.variants
            if v.opsets[0] <= opsets[-1] and v.opsets[-1] >= opsets[0]
        )

    @property
    def register_name(self) -> str | None:
        """ns::name: what the TorchScript exporter dispatches on (None: a function)."""
        return self.plan(TORCHSCRIPT).target

    @property
    def torchscript(self) -> bool:
        """Whether a symbolic is generated for the TorchScript exporter."""
        return self.plan(TORCHSCRIPT).exports

    @property
    def dynamo(self) -> bool:
        """Whether a translation is generated for the dynamo exporter."""
        return self.plan(DYNAMO).exports

    @property
    def source(self) -> str:
        return self.source_op or self.function

    @property
    def class_name(self) -> str:
        """CamelCase of the name, for the generated Function and Module classes."""
        return class_name(self.name)

    @property
    def target(self) -> str:
        """The ONNX ops, for docstrings: `Asinh`, or `Mul + Add` (each op once)."""
        return " + ".join(dict.fromkeys(node.qualified for node in self.nodes))


def class_name(name: str) -> str:
    """CamelCase of a function mapping's name: its generated Function and Module classes."""
    return "".join(part[:1].upper() + part[1:] for part in name.split("_"))


def opset_ranges(opsets: tuple[int, ...]) -> str:
    """`9-13, 15-20`: sorted opsets as ranges."""
    runs: list[list[int]] = []
    for opset in opsets:
        if runs and runs[-1][1] == opset - 1:
            runs[-1][1] = opset
        else:
            runs.append([opset, opset])
    return ", ".join(f"{a}-{b}" if a < b else f"{a}" for a, b in runs)
