"""The graph a mapping exports, as data: steps (ONNX nodes), the constant values they
read, attribute values, and the alternatives and checks that choose among graphs.

Values are held as data (literals already converted to the type ONNX wants, `Ref`s to
source args); the backends turn them into Python source.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import expr

if TYPE_CHECKING:
    from .blocks import Block

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


@dataclass(frozen=True)
class Rounds:
    """A formula's repeat: its nodes are exported `count` times, each round updating the
    entries it names."""

    entry: str  # the formula entry of the repeat
    # A number, the source arg (read with i) that holds it, or an int known at export
    # (`element_count(offs)`: a fact of a tensor arg as the runtime helper's call).
    count: int | str | expr.Expr
    # Whether the rounds run in the model (an ONNX Loop) carrying these entries, in order.
    loop: bool = False
    carried: tuple[str, ...] = ()


@dataclass(frozen=True)
class Table:
    """A formula's `polevl(x, [c0, ..., cn])`: its steps (Horner's Mul and Add, highest
    degree first) are exported by one runtime helper's call, its coefficients a table of
    the module named after the entry."""

    entry: str  # the formula entry it computes, its last step's output
    kind: str  # the runtime helper: "polevl" or "chbevl"
    coefficients: tuple[int | float, ...]
    x: str  # the value it is a polynomial (series) of


@dataclass(frozen=True)
class StepInput:
    name: str  # a parameter of the symbolic, a constant or an earlier node's output
    when: str | None = None  # a bool parameter: the input is given only when it is true
    otherwise: str | None = None  # ...and this value instead when it is false


@dataclass(frozen=True)
class Step:
    op_type: str
    domain: str  # "" for the default ONNX domain
    inputs: tuple[StepInput, ...]
    attributes: tuple[Attribute, ...]
    output: str | None  # the variable holding the node's output; None for the result
    kernel: str | None = None  # module:callable running a custom-domain node in tests
    inline: bool = False  # a formula's sub-expression: written where its one use is
    table: Table | None = None  # the polynomial it computes a step of
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
class Value:
    name: str
    value: (
        bool | int | float | tuple | Ref | Expr
    )  # Ref, Expr: a value of non-tensor args
    dtype: str | None  # a torch dtype name...
    like: str | None  # ...or the parameter whose dtype it takes at export time


# The ops torch/csrc/jit/passes/onnx/scalar_type_analysis.cpp retypes (its standardOps and
# comparisonOps): not visible from Python, so listed here.
SCALAR_TYPE_ANALYSIS_OPS = frozenset(
    {
        "Add", "Concat", "Div", "Gemm", "Min", "Max", "Mod", "Mul", "Pow", "Sub", "MatMul",
        "Conv", "Greater", "Less", "Equal", "GreaterOrEqual", "LessOrEqual",
    }
)  # fmt: skip


@dataclass(frozen=True)
class Alternative:
    """One way a mapping exports: its graph, and the condition on the args that picks it."""

    test: expr.Expr | None  # the condition both exporters run; None: always
    reads: tuple[str, ...]  # the args the condition reads
    constants: tuple[Value, ...]
    nodes: tuple[Step, ...]
    result: str | tuple[str, ...] | None  # a tuple: a source op with several results
    opsets: range = range(1, 1000)  # the export opsets it applies at
    # Its constants and nodes in their control flow (ir.blocks), as lowering gives them.
    block: Block | None = None


@dataclass(frozen=True)
class Check:
    """A condition every export must meet, and the message that refuses it otherwise."""

    test: expr.Expr
    reads: tuple[str, ...]
    message: str
    # What torch's own conversion gives for the case: for both exporters, or by exporter
    torch_wrong: str | tuple[tuple[str, str], ...] | None = None

    def torch_wrong_for(self, exporter: str) -> str | None:
        if isinstance(self.torch_wrong, tuple):
            return dict(self.torch_wrong).get(exporter)
        return self.torch_wrong
