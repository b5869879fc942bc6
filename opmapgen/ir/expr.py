"""A condition as a typed tree: what picks a variant or a choice, or what a guard requires.

Validation builds it once from the spec's text (`validate.condition`), with `$` and the
helper names resolved; the backends render it (`python`), the type checks evaluate its dtype
tests, and whoever needs the helpers or args it reads walks it. The IR keeps no text of it:
where a message, a refusal or `opmapgen show` quotes it, `shown` writes it as a spec does.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Union


@dataclass(frozen=True)
class Name:
    """A source arg, or a value the generated code has in scope (`opset`)."""

    id: str


@dataclass(frozen=True)
class Literal:
    value: bool | int | float | str | None


@dataclass(frozen=True)
class Items:
    """A tuple or list of values: `in ("float16", "float32")`."""

    items: tuple[Expr, ...]
    brackets: str = "()"


@dataclass(frozen=True)
class Call:
    """A runtime helper of the generated code: `dtype_name(input)`, `len(shape)`."""

    helper: str
    args: tuple[Expr, ...]


@dataclass(frozen=True)
class Index:
    """An item of a list arg: `padding[0]`, `padding[-1]`."""

    value: Expr
    index: Expr


@dataclass(frozen=True)
class Unary:
    op: str  # "not", "-", "+" or "~"
    operand: Expr


@dataclass(frozen=True)
class Binary:
    op: str  # + - * / // % ** @ & | ^ << >>
    left: Expr
    right: Expr


@dataclass(frozen=True)
class Compare:
    """`left op right`, or a chain of them (`0 <= dim < 4`)."""

    left: Expr
    ops: tuple[str, ...]  # == != < <= > >= in "not in" is "is not"
    rights: tuple[Expr, ...]


@dataclass(frozen=True)
class Logical:
    op: str  # "and" or "or"
    values: tuple[Expr, ...]


@dataclass(frozen=True)
class Fact:
    """A fact of a tensor arg at export that a formula reads as a value: `rank(input)`,
    `strides(input)` (the tensor as the spec names it, without `$`)."""

    fact: str
    tensor: str


Expr = Union[Name, Literal, Items, Call, Index, Unary, Binary, Compare, Logical, Fact]  # noqa: UP007


def settled(tree: Expr, known: Mapping[str, bool]) -> Expr:
    """`tree` with the calls of the helpers `known` answers (no args) replaced by their
    answers, and `not`, `and` and `or` of answers worked out."""
    if isinstance(tree, Call) and not tree.args and tree.helper in known:
        return Literal(known[tree.helper])
    if isinstance(tree, Unary) and tree.op == "not":
        operand = settled(tree.operand, known)
        if isinstance(operand, Literal) and isinstance(operand.value, bool):
            return Literal(not operand.value)
        return Unary("not", operand)
    if isinstance(tree, Logical):
        decides = tree.op == "or"  # the answer that settles the whole
        values = []
        for value in (settled(v, known) for v in tree.values):
            if isinstance(value, Literal) and isinstance(value.value, bool):
                if value.value is decides:
                    return value
                continue
            values.append(value)
        if not values:
            return Literal(not decides)
        return values[0] if len(values) == 1 else Logical(tree.op, tuple(values))
    return tree


# What a condition may call, by the spec's name, and the runtime helper it calls in the
# generated code (validation reads the spec's names; `shown` writes them back).
CALLS = {
    "len": "len",
    "dtype": "dtype_name",
    "floating": "is_floating",
    "integer": "is_integer",
    "rank": "rank",
    "unpromoted": "unpromoted_dtype",
    # A tensor's layout when traced, for ops that read its storage (as_strided).
    "strides": "traced_strides",
    "sizes": "traced_sizes",
    "dense": "is_dense",
    "numel": "element_count",
    "span": "strided_span",
    "torch_below": "torch_below",
    "in_place_rewrite": "in_place_rewrite",
    "abs": "abs",  # of a number: `abs(dim) == 1`
    # of numbers: `min(sizes(A)[-2], sizes(A)[-1])`, the rounds of a rectangular matrix
    "min": "min",
    "max": "max",
    # of a float: the float32 at or above it, a scale ONNX Resize floors as torch does
    "float32_ceil": "float32_ceil",
    # of a list arg of dims and a rank: each counted from 0 (`wrapped($dims, rank(input))`)
    "wrapped": "wrapped_dims",
}
_SPEC_NAMES = {helper: name for name, helper in CALLS.items()}
# Facts of a tensor arg at export that formulas and attributes may use as values too:
# `[$dim % rank(input)]`, `Unsqueeze(strides(input), [1])`, a repeat's `numel(offs)` or
# `sizes(input)[-1]`. The
# tensor is named bare there.
TENSOR_FACTS = ("rank", "strides", "sizes", "numel")
LIST_FACTS = ("strides", "sizes")  # indexed like a list arg: sizes(input)[-1]
# The helpers `x is None` and `x is not None` call (an absent optional tensor reaches the
# TorchScript exporter as a None constant, not as None).
_NONE_TESTS = {"absent": "is", "present": "is not"}

# Python's binding strengths, weakest first, as its parser and `ast.unparse` read them: an
# operand weaker than its place requires is bracketed.
(
    TUPLE,
    TEST,
    OR,
    AND,
    NOT,
    CMP,
    EXPR,
    XOR,
    BAND,
    SHIFT,
    ARITH,
    TERM,
    FACTOR,
    POWER,
    ATOM,
) = range(15)
_BINARY = {
    "|": EXPR, "^": XOR, "&": BAND, "<<": SHIFT, ">>": SHIFT, "+": ARITH, "-": ARITH,
    "*": TERM, "/": TERM, "//": TERM, "%": TERM, "@": TERM, "**": POWER,
}  # fmt: skip


def conjoin(*tests: Expr | None) -> Expr | None:
    """`a and b and ...` of the tests given (an `and` among them joins flat)."""
    values: list[Expr] = []
    for test in tests:
        if isinstance(test, Logical) and test.op == "and":
            values += test.values
        elif test is not None:
            values.append(test)
    if not values:
        return None
    return values[0] if len(values) == 1 else Logical("and", tuple(values))


def python(expr: Expr, place: int = TUPLE) -> str:
    """The Python code of `expr` where it stands in a place that binds `place` strongly:
    brackets only where Python needs them, strings in double quotes."""
    strength, text = _render(expr)
    return f"({text})" if strength < place else text


def shown(expr: Expr, dollars: bool = False) -> str:
    """`expr` as a spec writes it (for messages, `opmapgen show` and the refusals of
    generated code): the helpers by the spec's names (`dtype(x)`, `x is None`); args by
    name alone, as conditions name them, or as `$name` (`dollars`), as attribute
    arithmetic does."""
    return python(_spelled(expr, dollars))


def _spelled(expr: Expr, dollars: bool) -> Expr:
    """`expr` with the spec's spelling of its names and helper calls."""

    def spell(e: Expr) -> Expr:
        return _spelled(e, dollars)

    if isinstance(expr, Name) and dollars:
        return Name(f"${expr.id}")
    if isinstance(expr, Call) and expr.helper in _NONE_TESTS:
        (value,) = expr.args
        none = (Literal(None),)
        return Compare(spell(value), (_NONE_TESTS[expr.helper],), none)
    if isinstance(expr, Call):
        helper = _SPEC_NAMES.get(expr.helper, expr.helper)
        if helper in TENSOR_FACTS:
            return Call(helper, expr.args)
        return Call(helper, tuple(spell(a) for a in expr.args))
    if isinstance(expr, Items):
        return Items(tuple(spell(i) for i in expr.items), expr.brackets)
    if isinstance(expr, Index):
        return Index(spell(expr.value), spell(expr.index))
    if isinstance(expr, Unary):
        return Unary(expr.op, spell(expr.operand))
    if isinstance(expr, Binary):
        return Binary(expr.op, spell(expr.left), spell(expr.right))
    if isinstance(expr, Compare):
        return Compare(spell(expr.left), expr.ops, tuple(spell(r) for r in expr.rights))
    if isinstance(expr, Logical):
        return Logical(expr.op, tuple(spell(v) for v in expr.values))
    return expr


def strength(expr: Expr) -> int:
    """How strongly `expr`'s outermost operator binds."""
    return _render(expr)[0]


def _render(expr: Expr) -> tuple[int, str]:
    if isinstance(expr, Name):
        return ATOM, expr.id
    if isinstance(expr, Literal):
        return ATOM, _literal(expr.value)
    if isinstance(expr, Items):
        items = [python(item, TEST) for item in expr.items]
        if expr.brackets == "[]":
            return ATOM, f"[{', '.join(items)}]"
        if not items:
            return ATOM, "()"
        comma = "," if len(items) == 1 else ""
        # Bracketed by its place: always, where conditions use one.
        return TUPLE, f"{', '.join(items)}{comma}"
    if isinstance(expr, Call):
        args = ", ".join(python(a, TEST) for a in expr.args)
        return ATOM, f"{expr.helper}({args})"
    if isinstance(expr, Index):
        return ATOM, f"{python(expr.value, ATOM)}[{python(expr.index)}]"
    if isinstance(expr, Unary):
        if expr.op == "not":
            return NOT, f"not {python(expr.operand, NOT)}"
        return FACTOR, f"{expr.op}{python(expr.operand, FACTOR)}"
    if isinstance(expr, Fact):
        return ATOM, f"{expr.fact}({expr.tensor})"
    if isinstance(expr, Binary) and expr.op == "**":  # binds to the right
        return POWER, f"{python(expr.left, ATOM)} ** {python(expr.right, FACTOR)}"
    if isinstance(expr, Binary):
        level = _BINARY[expr.op]
        return level, (
            f"{python(expr.left, level)} {expr.op} {python(expr.right, level + 1)}"
        )
    if isinstance(expr, Compare):
        parts = [python(expr.left, EXPR)]
        for op, right in zip(expr.ops, expr.rights):
            parts.append(f"{op} {python(right, EXPR)}")
        return CMP, " ".join(parts)
    if isinstance(expr, Logical):
        level = OR if expr.op == "or" else AND
        return level, f" {expr.op} ".join(operand(v, expr) for v in expr.values)
    raise TypeError(f"not an expression: {expr!r}")


def _literal(value) -> str:
    if isinstance(value, str):
        if not value.isprintable():
            return repr(value)
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(value, float):
        if math.isinf(value):
            return "1e309" if value > 0 else "-1e309"
        return repr(value).replace("e+", "e")  # 1e308, as formatters write it
    return repr(value)


def walk(expr: Expr) -> Iterator[Expr]:
    """`expr` and every expression in it, outermost first, left to right."""
    yield expr
    children: tuple = ()
    if isinstance(expr, Items):
        children = expr.items
    elif isinstance(expr, Call):
        children = expr.args
    elif isinstance(expr, Index):
        children = (expr.value, expr.index)
    elif isinstance(expr, Unary):
        children = (expr.operand,)
    elif isinstance(expr, Binary):
        children = (expr.left, expr.right)
    elif isinstance(expr, Compare):
        children = (expr.left, *expr.rights)
    elif isinstance(expr, Logical):
        children = expr.values
    for child in children:
        yield from walk(child)


def helpers(expr: Expr | None) -> set[str]:
    """The runtime helpers `expr` calls."""
    return (
        set() if expr is None else {e.helper for e in walk(expr) if isinstance(e, Call)}
    )


def chain(expr: Expr, word: str = "") -> list[tuple[str, Expr]]:
    """The operands of a chain of `and`/`or`, each with the word before it, as formatters
    split a long condition: before every one (a chain in it is bracketed: one operand)."""
    if not isinstance(expr, Logical):
        return [(word, expr)]
    found: list[tuple[str, Expr]] = []
    for i, value in enumerate(expr.values):
        found.append((word if i == 0 else f"{expr.op} ", value))
    return found


def arithmetic_chain(expr: Expr) -> list[tuple[str, str]]:
    """The operands of the operators that bind `expr` least strongly (`a * b * c`, one
    strength, read left to right), each with the operator before it and as its place
    writes it: where formatters split a long expression. One operand for anything else."""
    if not isinstance(expr, Binary) or expr.op == "**":
        return [("", python(expr))]
    strength = _BINARY[expr.op]
    node, rights = expr, []
    while isinstance(node, Binary) and node.op != "**" and _BINARY[node.op] == strength:
        rights.append((f"{node.op} ", python(node.right, strength + 1)))
        node = node.left
    return [("", python(node, strength)), *reversed(rights)]


def operand(expr: Expr, parent: Logical) -> str:
    """The code of `expr` as an operand of the chain `parent`: a chain in it is bracketed
    (needed for an `or` in an `and`, and written for an `and` in an `or`, as people do)."""
    if isinstance(expr, Logical):
        return f"({python(expr)})"
    return python(expr, (OR if parent.op == "or" else AND) + 1)
