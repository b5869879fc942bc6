"""A validated mapping: everything the templates need, resolved against the real schemas.

Values are held as data (literals already converted to the type ONNX wants, `Ref`s to
source args); `render` turns them into Python source.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..ir import expr
from ..spec.model import TensorInput

# g.op() keyword suffix for each attribute kind.
ATTRIBUTE_SUFFIX = {
    "int": "i",
    "ints": "i",
    "float": "f",
    "floats": "f",
    "string": "s",
    "strings": "s",
    "tensor": "t",
}


NO_DEFAULT = object()


@dataclass(frozen=True)
class Arg:
    name: str  # the symbolic function's parameter name
    descriptor: str  # parse_args descriptor
    # The schema default, for the translation: the dynamo exporter leaves defaulted args out.
    default: object = NO_DEFAULT


@dataclass(frozen=True)
class Filled:
    """The value an overload's call passes for a mapped arg the overload lacks."""

    value: object


@dataclass(frozen=True)
class Overload:
    """Another overload of the op that the mapping exports, its args matched by name."""

    op: str  # as the spec writes it: aten::sort
    schema: str  # its schema text
    target: str  # what the dynamo exporter keys its translation by: aten::sort.default
    function: str  # the translation's name for it: translation_default
    params: tuple[Arg, ...]  # its own args, named as the mapping names them
    call: tuple[
        str | Filled, ...
    ]  # per mapped arg: the param passed, or the value filled
    # A Scalar twin of the mapped overload: the TorchScript symbolic takes it as it is.
    twin: bool = False


@dataclass(frozen=True)
class Ref:
    """The value of a source arg, as the symbolic function receives it."""

    arg: str
    cast: str | None = None  # "int" or "float" where ONNX wants another type


@dataclass(frozen=True)
class Expr:
    """Arithmetic on source args, known at export: `$pad_h * 2`, `len($shape)`."""

    tree: expr.Expr


AttributeValue = (
    int | float | str | Ref | Expr | tuple[int | float | str | Ref | Expr, ...]
)


@dataclass(frozen=True)
class Attribute:
    name: str  # ONNX attribute name
    kind: str  # int, ints, float, floats, string, strings, tensor
    value: AttributeValue

    @property
    def keyword(self) -> str:
        return f"{self.name}_{ATTRIBUTE_SUFFIX[self.kind]}"


TestValue = TensorInput | bool | int | float | str | list | None


# What a mapping's refusal says when every variant has a condition and none holds.
NO_VARIANT = "no variant of the mapping takes these args"


@dataclass(frozen=True)
class TestCase:
    __test__ = False  # not a pytest class

    name: str  # "spec" for the spec's own inputs and args, else the case's key
    args: tuple[TestValue, ...]  # positional args of the op call; tensors are sampled
    kwargs: tuple[tuple[str, TestValue], ...]  # (schema arg name, value)
    refused_below: int | None = None  # opset below which the mapping refuses the case
    refused: str | None = (
        None  # what the mapping's refusal of the case says, at every opset
    )


@dataclass(frozen=True)
class ParityTest:
    cases: tuple[TestCase, ...]  # the spec's own first
    opsets: tuple[int, ...]
    rtol: float
    atol: float


@dataclass(frozen=True)
class Branch:
    """A choice of a formula entry: its nodes and constants are exported under `code`."""

    entry: str  # the formula entry the choice computes
    index: int
    test: expr.Expr | None  # its condition; None: the last choice, the default
    last: bool
    # On the last choice when it has a condition: the refusal when none applies.
    refusal: str | None = None
    reads: tuple[str, ...] = ()
    condition: str | None = None  # as the spec writes it


@dataclass(frozen=True)
class Rounds:
    """A formula's repeat: its nodes are exported `count` times, each round updating the
    entries it names."""

    entry: str  # the formula entry of the repeat
    count: int | str  # a number, or the source arg (read with i) that holds it


@dataclass(frozen=True)
class NodeInput:
    name: str  # a parameter of the symbolic, a constant or an earlier node's output
    when: str | None = None  # a bool parameter: the input is given only when it is true


@dataclass(frozen=True)
class Node:
    op_type: str
    domain: str  # "" for the default ONNX domain
    inputs: tuple[NodeInput, ...]
    attributes: tuple[Attribute, ...]
    output: str | None  # the variable holding the node's output; None for the result
    kernel: str | None = None  # module:callable running a custom-domain node in tests
    inline: bool = False  # a formula's sub-expression: written where its one use is
    branch: Branch | None = None  # the formula choice it belongs to
    rounds: Rounds | None = None  # the formula repeat it belongs to
    # An op with several outputs (TopK): each output's variable (None: unused); with
    # output None, the node's outputs are the mapping's results.
    outputs: tuple[str | None, ...] = ()
    # A custom-domain op whose output has the dtype of its input at this index (ONNX
    # Runtime's schema): torch's TorchScript exporter types it only if the symbolic does.
    typed_like: int | None = None

    @property
    def qualified(self) -> str:
        """The name g.op() takes: `Mul`, or `domain::Op` for other domains."""
        return f"{self.domain}::{self.op_type}" if self.domain else self.op_type


@dataclass(frozen=True)
class Constant:
    name: str
    value: (
        bool | int | float | tuple | Ref | Expr
    )  # Ref, Expr: a value of non-tensor args
    dtype: str | None  # a torch dtype name...
    like: str | None  # ...or the parameter whose dtype it takes at export time
    branch: Branch | None = None  # the formula choice it belongs to


# The ops torch/csrc/jit/passes/onnx/scalar_type_analysis.cpp retypes (its standardOps and
# comparisonOps): not visible from Python, so listed here.
SCALAR_TYPE_ANALYSIS_OPS = frozenset(
    {
        "Add", "Concat", "Div", "Gemm", "Min", "Max", "Mod", "Mul", "Pow", "Sub", "MatMul",
        "Conv", "Greater", "Less", "Equal", "GreaterOrEqual", "LessOrEqual",
    }
)  # fmt: skip


@dataclass(frozen=True)
class Variant:
    """One way a mapping exports: its graph, and the condition on the args that picks it."""

    condition: str | None  # as the spec writes it; None: always
    test: expr.Expr | None  # the condition both exporters run
    reads: tuple[str, ...]  # the args the condition reads
    constants: tuple[Constant, ...]
    nodes: tuple[Node, ...]
    result: str | tuple[str, ...] | None  # a tuple: a source op with several results
    opsets: range = range(1, 1000)  # the export opsets it applies at


@dataclass(frozen=True)
class Guard:
    """A condition every export must meet, and the message that refuses it otherwise."""

    condition: str
    test: expr.Expr
    reads: tuple[str, ...]
    message: str
    torch_wrong: str | None = None  # what torch's own conversion gives for the case


@dataclass(frozen=True)
class Mapping:
    name: str
    spec_path: str  # as shown to the user, e.g. mappings/aten/asinh.yaml
    source_op: str | None  # as the spec writes it, overload included
    function: str | None  # or module:callable, wrapped in a torch.autograd.Function
    register_name: str | None  # ns::name: what the TorchScript exporter dispatches on
    library: str | None  # Python module that defines the op's namespace, if not torch
    schema: str | None  # the torch schema text, when the op could be looked up
    args: tuple[Arg, ...]
    constants: tuple[Constant, ...]
    nodes: tuple[Node, ...]  # in order; the last one gives the result
    custom_opsets: tuple[tuple[str, int], ...]  # custom domains used, with versions
    # The named value returned (a tuple of them for several); None: the last node's output.
    result: str | tuple[str, ...] | None
    first_opset: int
    last_opset: int  # inclusive
    test: ParityTest
    # The opsets the dynamo exporter builds graphs at, for the translation and its tests.
    dynamo_first_opset: int = 0
    dynamo_last_opset: int = 0
    dynamo_test_opsets: tuple[int, ...] = ()
    dynamo_target: str | None = None  # ns::name.overload the translation is keyed by
    # `(Tensor a) -> Tensor`: the signature of the torch op a function mapping becomes
    function_schema: str | None = None
    opt_out: tuple[tuple[str, str], ...] = ()  # (exporter, reason)
    # Opsets at which torch's own symbolic is replaced by this mapping's, and why.
    overrides: tuple[int, ...] = ()
    override_reason: str | None = None
    # The dtype contract: input dtypes exported; why others are refused; known failures of
    # the OpInfo-driven test (by dtype); tolerances wider than torch.testing's, as (rtol, atol, why).
    dtypes: tuple[str, ...] = ("float32",)
    unsupported: tuple[tuple[str, str], ...] = ()
    xfail: tuple[tuple[str, str], ...] = ()
    exporter_xfail: tuple[tuple[str, str, str], ...] = ()  # (dtype, exporter, reason)
    # Known failures of the parity test's cases with one exporter: (exporter, reason,
    # the first torch release it passes on, or None: every release).
    parity_xfail: tuple[tuple[str, str, str | None], ...] = ()
    tolerance: tuple[tuple[str, tuple[float, float, str]], ...] = ()
    # What the OpInfo test compares with instead of the op, and why: (module:callable, why)
    opinfo_reference: tuple[str, str] | None = None
    # Ways to export chosen by conditions (when the spec has variants), and guards.
    variants: tuple[Variant, ...] = ()
    guards: tuple[Guard, ...] = ()
    family: str = ""  # the catalog's group: the spec's, or the folder it is in
    # More overloads of the op the mapping exports (`source.overloads`).
    overloads: tuple[Overload, ...] = ()
    # Overloads of the op with another number of args, which the symbolic hands to
    # torch's own (or refuses, where torch has none).
    other_overloads: tuple[str, ...] = ()
    # Every overload of the op that takes a tensor and that the mapping does not export.
    unmapped_overloads: tuple[str, ...] = ()
    # Dtypes (or families) outside `dtypes` that torch's own conversion gets wrong, with
    # the exporter ("" for both), what it gives, and the opset from which it no longer
    # does (None: every opset): refused instead of handed to torch.
    torch_wrong: tuple[tuple[str, str, str, int | None], ...] = ()
    # torch's type promotion: the args cast to one dtype first (`source.promote`), the
    # kind (an ELEMENTWISE_TYPE_PROMOTION_KIND name), and the dtypes they are computed in
    # for the dtypes the mapping exports, which the build checked the graph for.
    promote: tuple[str, ...] = ()
    promote_kind: str = "DEFAULT"
    promoted: tuple[str, ...] = ()
    # A custom op's body: an ONNX function in text form, attached to exported models.
    body: str | None = None
    # Dtypes exported only from a later opset than the mapping's first, with that opset
    # (`dtype_opsets`): refused below it.
    dtype_opsets: tuple[tuple[str, int], ...] = ()

    def dtype_opsets_after(self, first: int) -> tuple[tuple[str, int], ...]:
        """The dtypes an exporter whose range starts at `first` refuses below their own
        first opset (none for the dynamo exporter when they start at 13)."""
        return tuple((d, o) for d, o in self.dtype_opsets if o > first)

    def torch_wrong_for(self, exporter: str) -> tuple[tuple[str, str, int | None], ...]:
        """The dtypes torch's own conversion gets wrong with `exporter`, how, and from
        which opset it no longer does."""
        return tuple(
            (d, r, below) for d, e, r, below in self.torch_wrong if e in ("", exporter)
        )

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

    @property
    def conditional(self) -> bool:
        """Whether the symbolic and translation choose among variants or check guards."""
        return bool(self.guards) or any(v.test for v in self.variants)

    @property
    def opinfo(self) -> bool:
        """Whether the parity test also runs torch's OpInfo samples (ATen ops have them)."""
        return (self.source_op or "").startswith("aten::")

    @property
    def opinfo_opsets(self) -> tuple[int, ...]:
        """Where the TorchScript exporter runs the OpInfo samples: the first opset, 17 (the
        one most exports use) and where a variant starts, in the range; and 20 where the
        graph there can differ from 17's: a target op's ONNX schema changes in between.
        Otherwise opset 20's graph is 17's, and running it again would find nothing."""
        if not self.torchscript:
            return ()
        first, last = self.first_opset, self.last_opset
        starts = {v.opsets[0] for v in self.variants} | {
            o for _, o in self.dtype_opsets
        }
        chosen = {first} | {o for o in (17, *starts) if first <= o <= last}
        if first <= 20 <= last and self._schema_changes(max(chosen), 20):
            chosen.add(20)
        return tuple(sorted(chosen))

    def _schema_changes(self, after: int, until: int) -> bool:
        """Whether a standard-domain op of the target takes other inputs, or not the
        attributes the spec gives it, at `until` than at `after` (ReduceSum's axes became
        an input at 18). A version that only admits more types or adds an attribute left
        at its default, as many did at 19 for float8, changes nothing here."""
        from . import target_schema

        def form(node: Node, opset: int):
            schema = target_schema.schema_at(node.op_type, opset, node.domain)
            given = [a.name for a in node.attributes]
            return schema and (schema.inputs, [a in schema.attributes for a in given])

        return any(
            form(node, after) != form(node, until)
            for node in self.nodes
            if target_schema.is_standard(node.domain)
        )

    @property
    def tensor_args(self) -> tuple[Arg, ...]:
        """The args that are tensors when the exporter calls the symbolic."""
        return tuple(a for a in self.args if a.descriptor == "v")

    @property
    def torchscript(self) -> bool:
        """Whether a symbolic is generated for the TorchScript exporter."""
        return "torchscript" not in dict(self.opt_out)

    @property
    def dynamo(self) -> bool:
        """Whether a translation is generated for the dynamo exporter."""
        return "dynamo" not in dict(self.opt_out)

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
