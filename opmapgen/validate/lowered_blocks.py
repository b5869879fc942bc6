"""Between lowering and the graph: a spec's hand-written nodes as lowered ones, so that
both go through the same checks, and the blocks of an alternative's checked steps."""

from __future__ import annotations

from ..ir.blocks import Block, Choice, Refuse, Repeat, Statement
from ..ir.graph import Step, StepInput, Value
from ..ir.lowered import (
    LoweredChoice,
    LoweredConstant,
    LoweredFormula,
    LoweredNode,
    LoweredRepeat,
    LoweredStatement,
)


def as_lowered(graph: list[tuple[tuple, object]], constants: dict) -> LoweredFormula:
    """A body's `nodes:` (or its one `op:`), each with its path, and its constants."""
    nodes = tuple(
        LoweredNode(
            node.op,
            tuple(StepInput(i.name, i.when, i.otherwise) for i in node.inputs),
            path,
            output=node.output,
            outputs=node.outputs,
            domain=node.domain,
            attributes=node.attributes,
            kernel=node.kernel,
        )
        for path, node in graph
    )
    values = {
        name: LoweredConstant(c.value, c.dtype, c.like) for name, c in constants.items()
    }
    return LoweredFormula(values, nodes, None, frozenset())


def block_of(
    statements: tuple[LoweredStatement, ...],
    values: dict[str, Value],
    steps: tuple[Step, ...],
) -> Block:
    """The block of the lowered `statements`, whose nodes became `steps` (in order) and
    constants `values`: a choice's constants inside it, the others before it all."""
    remaining = iter(steps)
    found: list[Statement] = []
    in_choices: set[str] = set()
    for statement in statements:
        if isinstance(statement, LoweredNode):
            found.append(next(remaining))
            continue
        body = tuple(next(remaining) for _ in statement.nodes)
        if isinstance(statement, LoweredRepeat):
            found += (
                [
                    Repeat(
                        statement.rounds.entry,
                        statement.rounds.count,
                        body,
                        statement.rounds.loop,
                        statement.rounds.carried,
                    )
                ]
                if body
                else []
            )
            continue
        in_choices.update(statement.constants)
        if body:
            found.append(_choice(statement, values, body))
    rest = tuple(v for name, v in values.items() if name not in in_choices)
    return Block(rest, tuple(found))


def _choice(choice: LoweredChoice, values: dict[str, Value], body) -> Choice:
    branch = choice.branch
    refusal = Refuse(branch.refusal, branch.reads) if branch.refusal else None
    made = tuple(values[name] for name in choice.constants)
    return Choice(branch.entry, branch.index == 0, branch.test, made, body, refusal)
