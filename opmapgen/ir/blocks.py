"""A graph's control flow as structured blocks: a formula's choices (`if`/`elif`/`else`,
and the refusal when none applies) and its repeats, around the steps they hold.

Lowering builds them (`structure`) from the steps of an alternative, in order; the backends
walk them and write each statement, never regrouping steps themselves.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import expr
from .graph import Rounds, Step, Value


@dataclass(frozen=True)
class Repeat:
    """A formula's repeat: its steps are written into the graph `count` times."""

    count: int | str  # a number, or the source arg (read with i) that holds it
    steps: tuple[Step, ...]


@dataclass(frozen=True)
class Refuse:
    """What the export says when no choice of a formula entry applies."""

    message: str
    reads: tuple[str, ...]  # the args the choices' conditions read, shown with it


@dataclass(frozen=True)
class Choice:
    """One choice of a formula entry: `if test:` for the first, `elif test:` after it,
    `else:` for a later one without a test; a first one without a test is unguarded."""

    first: bool
    test: expr.Expr | None
    values: tuple[Value, ...]  # the constants made in it
    body: tuple[Step | Repeat, ...]
    otherwise: Refuse | None = None  # on the last choice: when none applies

    @property
    def guarded(self) -> bool:
        return self.test is not None or not self.first


Statement = Step | Repeat | Choice


@dataclass(frozen=True)
class Block:
    values: tuple[Value, ...]  # the constants made before any statement
    statements: tuple[Statement, ...]


def structure(values: tuple[Value, ...], steps: tuple[Step, ...]) -> Block:
    """The block of an alternative's constants and steps: consecutive steps of one
    formula choice become a Choice, of one repeat a Repeat."""
    groups: list[list] = []  # [choice key or None, its branch, steps, repeat or None]
    for step in steps:
        key = (step.branch.entry, step.branch.index) if step.branch else None
        if not groups or groups[-1][0] != key or groups[-1][3] != step.rounds:
            groups.append([key, step.branch, [], step.rounds])
        groups[-1][1] = step.branch or groups[-1][1]  # the last step's has the refusal
        groups[-1][2].append(step)
    statements: list[Statement] = []
    for key, branch, grouped, rounds in groups:
        body = _repeated(tuple(grouped), rounds)
        if branch is None:
            statements += body
            continue
        refusal = Refuse(branch.refusal, branch.reads) if branch.refusal else None
        made = tuple(
            v for v in values if v.branch and (v.branch.entry, v.branch.index) == key
        )
        statements.append(Choice(branch.index == 0, branch.test, made, body, refusal))
    return Block(tuple(v for v in values if v.branch is None), tuple(statements))


def _repeated(
    steps: tuple[Step, ...], rounds: Rounds | None
) -> tuple[Step | Repeat, ...]:
    return steps if rounds is None else (Repeat(rounds.count, steps),)
