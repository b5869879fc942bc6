"""What lowering a formula gives: its nodes and constants, in the blocks they are exported
in (a choice of an entry, a repeat, or the graph itself), before the target side checks
them and makes them graph steps (`graph.Step`) and values.

A lowered node reads like a spec's hand-written node to those checks: `op`, `domain`,
`inputs` (each with `name` and `when`), `output` or `outputs`, `names`, `attributes` and
`kernel`; its attributes are the trees the formula parsed them into.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .graph import Branch, Rounds, StepInput, Table


@dataclass
class LoweredNode:
    """One ONNX node of a formula. Lowering names an output of several later, when an
    entry first indexes it (`entry[1]`), so the node is built in place."""

    op: str
    inputs: tuple[StepInput, ...]
    path: tuple  # where the spec writes the formula that makes it
    output: str | None = None  # None: the result, returned unnamed
    outputs: list[str] | None = None  # an op with several outputs: each one's name
    domain: str | None = None  # None: the target's
    attributes: dict = field(default_factory=dict)  # name → a literal or a tree
    table: Table | None = None  # the polynomial it computes a step of
    inline: bool = False  # a sub-expression read once: written where it is read
    kernel: str | None = None  # module:callable running a custom node in tests

    @property
    def names(self) -> list[str | None]:
        """The names of the node's outputs, in order ([None]: the unnamed result)."""
        return list(self.outputs) if self.outputs is not None else [self.output]


@dataclass(frozen=True)
class LoweredConstant:
    """A constant a formula reads: a number, a list, or values known at export (trees)."""

    value: object
    dtype: str | None = None  # a torch dtype name...
    like: str | None = None  # ...or the tensor arg whose dtype it takes at export


@dataclass
class LoweredRepeat:
    """A formula's repeat: its nodes, exported `rounds.count` times."""

    rounds: Rounds
    nodes: list[LoweredNode] = field(default_factory=list)


@dataclass
class LoweredChoice:
    """One choice of a formula entry: the constants made in it and its nodes, exported
    when its condition holds (`branch.refusal`, on the last: what the export says when
    no choice applies)."""

    branch: Branch
    constants: list[str] = field(default_factory=list)
    nodes: list[LoweredNode] = field(default_factory=list)


LoweredStatement = LoweredNode | LoweredRepeat | LoweredChoice


@dataclass(frozen=True)
class LoweredFormula:
    """What the formula expander returns: the constants (the spec's, then those it made),
    the statements in order, and the names the target side checks them with."""

    constants: dict[str, LoweredConstant]
    statements: tuple[LoweredStatement, ...]
    # The entry returned, when it is one output of several: named after its key.
    returned: str | None
    choice_entries: frozenset[str]  # the entries written as choices

    def placed(self):
        """Each node in order, with the choice and the repeat it is in (or None)."""
        for statement in self.statements:
            if isinstance(statement, LoweredNode):
                yield statement, None, None
            elif isinstance(statement, LoweredRepeat):
                for node in statement.nodes:
                    yield node, None, statement
            else:
                for node in statement.nodes:
                    yield node, statement, None

    @property
    def nodes(self) -> list[LoweredNode]:
        return [node for node, _, _ in self.placed()]
