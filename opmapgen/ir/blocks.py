"""A graph's control flow as structured blocks: a formula's choices (`if`/`elif`/`else`,
and the refusal when none applies) and its repeats, around the steps they hold.

Lowering builds them as it enters a choice or a repeat (`ir.lowered`), and the target side
keeps them for the steps it checks; the backends walk them and write each statement, never
regrouping steps themselves.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import NamedTuple

from . import expr
from .graph import Step, Value


@dataclass(frozen=True)
class Repeat:
    """A formula's repeat: its steps are written into the graph `count` times, or once
    into the body of an ONNX Loop of `count` rounds (`loop`)."""

    entry: str  # the formula entry of the repeat
    count: (
        int | str | expr.Expr
    )  # a number, an int source arg, or an int known at export
    steps: tuple[Step, ...]
    # An ONNX Loop instead (the spec's `loop: true`), carrying these entries, in order.
    loop: bool = False
    carried: tuple[str, ...] = ()


@dataclass(frozen=True)
class Refuse:
    """What the export says when no choice of a formula entry applies."""

    message: str
    reads: tuple[str, ...]  # the args the choices' conditions read, shown with it


@dataclass(frozen=True)
class Choice:
    """One choice of a formula entry: `if test:` for the first, `elif test:` after it,
    `else:` for a later one without a test; a first one without a test is unguarded."""

    entry: str  # the formula entry it computes
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


class Placed(NamedTuple):
    """A step of a block, where it stands."""

    step: Step
    choice: Choice | None  # the formula choice it is in
    earlier: tuple[Choice, ...]  # the choices of the same entry before that one
    repeat: Repeat | None  # the formula repeat it is in


def placed(block: Block) -> Iterator[Placed]:
    """Every step of `block`, in order, with the choice and repeat it is in."""
    seen: dict[str, list[Choice]] = {}
    for statement in block.statements:
        if isinstance(statement, Choice):
            earlier = tuple(seen.setdefault(statement.entry, []))
            for item in statement.body:
                yield from _placed(item, statement, earlier)
            seen[statement.entry].append(statement)
        else:
            yield from _placed(statement, None, ())


def _placed(
    item: Step | Repeat, choice: Choice | None, earlier: tuple[Choice, ...]
) -> Iterator[Placed]:
    if isinstance(item, Repeat):
        yield from (Placed(step, choice, earlier, item) for step in item.steps)
    else:
        yield Placed(item, choice, earlier, None)
