"""A formula entry as a typed tree: what `m + Log(Exp(a - m) + Exp(b - m))` means.

Validation parses each entry's text once (`validate.formula_parse`), `$args` read as it
parses, and lowers the tree to nodes and constants (`validate.formula`). Values known at
export (`$eps`, `1 / $n`, `rank(input)`) are `expr` trees inside it, rendered by walking.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import Union

from . import expr


@dataclass(frozen=True)
class Value:
    """A tensor by name: a source arg, a constant, a formula entry, a sub-formula's
    parameter."""

    name: str


@dataclass(frozen=True)
class Number:
    value: bool | int | float


@dataclass(frozen=True)
class Known:
    """A value known at export, of the source args read as values (`$eps`, `1 / $n`,
    `rank(input)`): an expression the exporter computes, which becomes a constant."""

    tree: expr.Expr

    @property
    def text(self) -> str:
        """As a spec writes it: args as `$name`."""
        return expr.python(mapped(self.tree, _dollars))


@dataclass(frozen=True)
class Numbers:
    """A 1-D constant: `[1]`, `[0, $dim - 1]` (a `Value` item is a mistake to report)."""

    items: tuple[Formula, ...]


@dataclass(frozen=True)
class DtypeName:
    """`to=float32`: a dtype by its name."""

    name: str


@dataclass(frozen=True)
class DtypeArg:
    """`to=$dtype`: the dtype a source arg holds."""

    arg: str


@dataclass(frozen=True)
class DtypeOf:
    """`to=dtype(input)`: the dtype a tensor source arg has at export."""

    tensor: str


# An attribute of an ONNX call: a number, a string, a tuple of them, a dtype, or a value
# known at export.
Attribute = Union[bool, int, float, str, tuple, DtypeName, DtypeArg, DtypeOf, Known]  # noqa: UP007


@dataclass(frozen=True)
class OnnxCall:
    """`Exp(x)`, `TopK(x, k, axis=-1)`, `com.microsoft.Inverse(x)`."""

    op: str
    domain: str  # "" for ONNX's own ops
    args: tuple[Formula, ...]
    attributes: tuple[tuple[str, Attribute], ...] = ()

    @property
    def shown(self) -> str:
        return f"{self.domain}.{self.op}" if self.domain else self.op


@dataclass(frozen=True)
class Operator:
    """`a + b`, `a != b`, `~a`: an operator on tensors, which an ONNX op computes."""

    symbol: str  # + - * / ** @ & | ^ == != < > <= >=, or unary - ~
    operands: tuple[Formula, ...]


@dataclass(frozen=True)
class Output:
    """Output `index` of a call or of an entry: `TopK(x, k)[1]`, `t[1]`."""

    of: Formula
    index: int


@dataclass(frozen=True)
class Use:
    """A call of a sub-formula of the spec (`define`)."""

    name: str
    args: tuple[Formula, ...]


@dataclass(frozen=True)
class Table:
    """`polevl(x, [c0, c1, ..., cn])`: Cephes' polynomial of `x` by its coefficients,
    highest degree first, as Horner's rule computes it: ((c0 x + c1) x + c2)..."""

    kind: str  # "polevl"
    x: Formula
    coefficients: tuple[int | float, ...]


Formula = Union[Value, Number, Known, Numbers, OnnxCall, Operator, Output, Use, Table]  # noqa: UP007
NODES = (Value, Number, Known, Numbers, OnnxCall, Operator, Output, Use, Table)

# Operators that compute values known at export when their operands are (`$n - 1`).
_COMPARISONS = frozenset({"==", "!=", "<", ">", "<=", ">="})


def walk(formula) -> Iterator:
    """`formula` and every formula, attribute and `expr` in it, outermost first."""
    yield formula
    children: tuple = ()
    if isinstance(formula, Known):
        yield from expr.walk(formula.tree)
    elif isinstance(formula, Numbers):
        children = formula.items
    elif isinstance(formula, OnnxCall):
        children = (*formula.args, *(value for _, value in formula.attributes))
    elif isinstance(formula, Operator):
        children = formula.operands
    elif isinstance(formula, Output):
        children = (formula.of,)
    elif isinstance(formula, Use):
        children = formula.args
    elif isinstance(formula, Table):
        children = (formula.x,)
    elif isinstance(formula, tuple):
        children = formula
    for child in children:
        yield from walk(child)


def names(formula) -> list[str]:
    """The tensors `formula` names, each time it names one: values, and the tensors facts
    and dtype queries read."""
    found = []
    for item in walk(formula):
        if isinstance(item, Value):
            found.append(item.name)
        elif isinstance(item, expr.Fact | DtypeOf):
            found.append(item.tensor)
    return found


def calls(formula) -> set[str]:
    """The ops (of ONNX's own domain) and sub-formulas `formula` calls."""
    return {
        item.op if isinstance(item, OnnxCall) else item.name
        for item in walk(formula)
        if isinstance(item, Use) or (isinstance(item, OnnxCall) and not item.domain)
    }


def substitute(formula, bound: dict[str, Formula]):
    """`formula` with each parameter (a `Value` named in `bound`) replaced by what it is
    bound to; an operator whose operands become values known at export becomes one, as
    the expression written out in place would parse."""
    if isinstance(formula, Value):
        return bound.get(formula.name, formula)
    if isinstance(formula, Known):
        return Known(_renamed(formula.tree, bound))
    if isinstance(formula, DtypeOf):
        tensor = bound.get(formula.tensor)
        return DtypeOf(tensor.name) if isinstance(tensor, Value) else formula
    if isinstance(formula, tuple):
        return tuple(substitute(item, bound) for item in formula)
    if isinstance(formula, Numbers | Use):
        field = "items" if isinstance(formula, Numbers) else "args"
        items = tuple(substitute(i, bound) for i in getattr(formula, field))
        return replace(formula, **{field: items})
    if isinstance(formula, OnnxCall):
        attributes = tuple((k, substitute(v, bound)) for k, v in formula.attributes)
        args = tuple(substitute(a, bound) for a in formula.args)
        return replace(formula, args=args, attributes=attributes)
    if isinstance(formula, Output):
        return Output(substitute(formula.of, bound), formula.index)
    if isinstance(formula, Table):
        return replace(formula, x=substitute(formula.x, bound))
    if isinstance(formula, Operator):
        operands = tuple(substitute(o, bound) for o in formula.operands)
        return fold(formula.symbol, operands)
    return formula


def fold(symbol: str, operands: tuple) -> Formula:
    """The operator `symbol` of `operands`: a number (`-2`), or a value known at export
    when they are known (`$n - 1`), else an operator on tensors."""
    if symbol == "-" and len(operands) == 1:
        (only,) = operands
        if isinstance(only, Number) and type(only.value) in (int, float):
            return Number(-only.value)
    known = [o for o in operands if isinstance(o, Known)]
    if (
        symbol in _COMPARISONS
        or not known
        or not all(isinstance(o, Known | Number) for o in operands)
    ):
        return Operator(symbol, operands)
    trees = [
        o.tree if isinstance(o, Known) else expr.Literal(o.value) for o in operands
    ]
    if len(trees) == 1:
        return Known(expr.Unary(symbol, trees[0]))
    return Known(expr.Binary(symbol, *trees))


def _renamed(tree: expr.Expr, bound: dict[str, Formula]) -> expr.Expr:
    """A known value's tree with the tensors its facts read renamed as `bound` says."""

    def rename(leaf):
        tensor = bound.get(leaf.tensor) if isinstance(leaf, expr.Fact) else None
        return expr.Fact(leaf.fact, tensor.name) if isinstance(tensor, Value) else leaf

    return mapped(tree, rename)


def _dollars(leaf):
    return expr.Name(f"${leaf.id}") if isinstance(leaf, expr.Name) else leaf


def mapped(tree: expr.Expr, leaf) -> expr.Expr:
    """`tree` with each arg (`Name`) and fact replaced by `leaf(it)`."""
    if isinstance(tree, expr.Name | expr.Fact):
        return leaf(tree)
    if isinstance(tree, expr.Binary):
        return expr.Binary(tree.op, mapped(tree.left, leaf), mapped(tree.right, leaf))
    if isinstance(tree, expr.Unary):
        return expr.Unary(tree.op, mapped(tree.operand, leaf))
    if isinstance(tree, expr.Call):
        return expr.Call(tree.helper, tuple(mapped(a, leaf) for a in tree.args))
    if isinstance(tree, expr.Items):
        return expr.Items(tuple(mapped(i, leaf) for i in tree.items), tree.brackets)
    if isinstance(tree, expr.Index):
        return expr.Index(mapped(tree.value, leaf), mapped(tree.index, leaf))
    if isinstance(tree, expr.Compare):
        rights = tuple(mapped(r, leaf) for r in tree.rights)
        return expr.Compare(mapped(tree.left, leaf), tree.ops, rights)
    if isinstance(tree, expr.Logical):
        return expr.Logical(tree.op, tuple(mapped(v, leaf) for v in tree.values))
    return tree
