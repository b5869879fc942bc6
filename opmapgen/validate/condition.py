"""Step 3: conditions on source args (`when` of a variant, `that` of a guard).

A condition is a Python expression over the source args as the exporter hands them to the
symbolic or translation: `prepend is None and n == 1`, `len(normalized_shape) == 1`,
`floating(input)`, `dtype(input) in ("int32", "int64")`, `unpromoted(input) == dtype(input)`,
`torch_below("2.15")` (the installed torch is a release before 2.15).
It is parsed with `ast`, checked against the args, and rewritten into the code both exporters run: `x is None` becomes
`absent(x)` and `x is not None` `present(x)` (the TorchScript exporter passes an absent optional tensor as a None constant, not
as None) and the dtype tests call the runtime's helpers.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass

from ..ir import expr
from ..ir.expr import CALLS, LIST_FACTS
from ..ir.signature import Arg
from ..runtime.interface import ATTRIBUTE_HELPERS, CONDITION_HELPERS
from ..spec.model import Dtype, torch_release

# The runtime helpers generated code imports for conditions and attributes: declared once
# for both exporters' runtime modules.
HELPERS = frozenset(CONDITION_HELPERS + ATTRIBUTE_HELPERS)
DTYPE_NAMES = frozenset(Dtype.__args__)
_COMPARISONS = (
    ast.Eq, ast.NotEq, ast.Lt, ast.Gt, ast.LtE, ast.GtE, ast.In, ast.NotIn, ast.Is, ast.IsNot,
)  # fmt: skip
_ARITHMETIC = (ast.Add, ast.Sub, ast.Mult, ast.FloorDiv, ast.Mod, ast.USub, ast.Not)


class ConditionError(Exception):
    pass


@dataclass(frozen=True)
class Condition:
    tree: expr.Expr  # what both exporters run, helpers resolved
    args: tuple[str, ...]  # the source args it reads, in order

    @property
    def code(self) -> str:
        return expr.python(self.tree)


def check_condition(text: object, args: tuple[Arg, ...]) -> Condition:
    """The condition `text` over `args`, or ConditionError saying what is wrong."""
    if isinstance(text, bool):
        raise ConditionError("write a condition on the args, e.g. n == 1")
    if not isinstance(text, str) or not text.strip():
        raise ConditionError("write the condition as text, e.g. prepend is None")
    by_name = {a.name: a for a in args}
    try:
        # `$x` and `x` both name the arg x: where each `$` stood is not needed.
        source, _ = read_references(text)
        tree = ast.parse(source.strip(), mode="eval")
    except SyntaxError as exc:
        raise ConditionError(f"it does not parse ({exc.msg})") from None
    except (RecursionError, MemoryError):
        raise ConditionError("it nests too deeply") from None
    read: dict[str, None] = {}
    for node in ast.walk(tree):
        _check_node(node, by_name, read)
    return Condition(to_expr(_Rewrite().visit(tree).body), tuple(read))


def read_references(text: str) -> tuple[str, set[tuple[int, int]]]:
    """`text` without the `$` of each `$name`, and where each such name then starts, as
    `ast` places it (line, column in UTF-8 bytes): read in one pass over the text, so the
    parse that follows knows an arg's value (`$eps`) by its position. Conditions,
    formulas and attribute arithmetic all read `$` so."""
    chars, references, line, column = [], set(), 1, 0
    for i, char in enumerate(text):
        if char == "$" and text[i + 1 : i + 2].isidentifier():
            references.add((line, column))
            continue
        chars.append(char)
        line, column = (
            (line + 1, 0) if char == "\n" else (line, column + len(char.encode()))
        )
    return "".join(chars), references


def _check_node(node: ast.AST, args: dict[str, Arg], read: dict[str, None]) -> None:
    if isinstance(node, ast.Call):
        _check_call(node, args)
    elif isinstance(node, ast.Name):
        if node.id in args:
            read[node.id] = None
        elif node.id not in CALLS:  # a call's name is checked with its call
            raise ConditionError(
                f"'{node.id}' is no source arg; the args are: {', '.join(args)}"
            )
    elif isinstance(node, ast.Subscript) and _list_item(node, args):
        return  # a tensor of a tensor list, which a call checks: dtype(indices[0])
    elif isinstance(node, ast.Subscript) and _fact_item(node):
        return  # an item of a list fact: sizes(input)[-1], the call checked as a call
    elif isinstance(node, ast.Compare):
        _check_compare(node)
    elif isinstance(node, ast.Constant):
        if (
            not isinstance(node.value, bool | int | float | str)
            and node.value is not None
        ):
            raise ConditionError(f"{node.value!r} is not a value a condition compares")
    elif not isinstance(node, _ALLOWED):
        raise ConditionError(
            f"{type(node).__name__} is not allowed; a condition holds args, values, "
            "comparisons (== != < > <= >= in, is None), and/or/not, arithmetic, len(), "
            "dtype(), floating(), integer(), rank(), unpromoted(), strides(), sizes(), "
            "dense(), numel(), span(), abs(), torch_below() and in_place_rewrite()"
        )


_ALLOWED = (
    ast.Expression, ast.BoolOp, ast.And, ast.Or, ast.UnaryOp, ast.BinOp, ast.Load,
    ast.Tuple, ast.List, *_COMPARISONS, *_ARITHMETIC,
)  # fmt: skip
# What each helper takes: the descriptors of the args it may be called on.
_TAKES = {"len": ("is", "fs", "vs"), "span": ("is",), "dtype": ("v", "i")}
_TAKES_SAID = {
    "len": "a list arg (read with is or fs)",
    "span": "two int list args (read with is)",
    "dtype": "a tensor arg or a dtype arg (read with i)",
}


def _check_call(node: ast.Call, args: dict[str, Arg]) -> None:
    name = node.func.id if isinstance(node.func, ast.Name) else None
    count = {"span": 2, "in_place_rewrite": 0}.get(name, 1)
    if name in ("min", "max") and len(node.args) >= 2 and not node.keywords:
        return  # of numbers, each checked like the rest of the condition
    if name not in CALLS or node.keywords or len(node.args) != count:
        raise ConditionError(
            "a condition calls only len(list_arg), dtype(tensor or dtype arg), "
            "floating(tensor), integer(tensor), rank(tensor), unpromoted(tensor), "
            "strides(tensor), sizes(tensor), dense(tensor), numel(tensor), abs(number), "
            "each with "
            "one arg, span(size_list, stride_list), min(...) and max(...) of numbers, "
            'torch_below("2.15") and in_place_rewrite()'
        )
    if name == "torch_below":
        _check_release(node.args[0])
        return
    if name == "in_place_rewrite":
        return
    if name == "abs":
        (inner,) = node.args
        if (
            isinstance(inner, ast.Name)
            and getattr(args.get(inner.id), "descriptor", "") == "v"
        ):
            raise ConditionError(
                "abs() takes a number: an int or float arg, or arithmetic of args"
            )
        return  # its operand is checked like the rest of the condition
    for inner in node.args:
        if _list_item(inner, args) and name in ("dtype", "rank", "floating", "integer"):
            continue  # an item of a tensor list is a tensor: dtype(indices[0])
        arg = args.get(inner.id) if isinstance(inner, ast.Name) else None
        if arg is None or arg.descriptor not in _TAKES.get(name, ("v",)):
            what = _TAKES_SAID.get(name, "a tensor arg")
            raise ConditionError(f"{name}() takes {what}")


def _fact_item(node: ast.Subscript) -> bool:
    """Whether `node` is an item of a list fact by a number: `sizes(input)[-1]`."""
    index = node.slice
    if isinstance(index, ast.UnaryOp) and isinstance(index.op, ast.USub):
        index = index.operand
    return (
        isinstance(node.value, ast.Call)
        and isinstance(node.value.func, ast.Name)
        and node.value.func.id in LIST_FACTS
        and isinstance(index, ast.Constant)
        and type(index.value) is int
    )


def _list_item(node: ast.expr, args: dict[str, Arg]) -> bool:
    """Whether `node` is an item of a tensor list arg by a number: `indices[0]`."""
    return (
        isinstance(node, ast.Subscript)
        and isinstance(node.value, ast.Name)
        and getattr(args.get(node.value.id), "descriptor", "") == "vs"
        and isinstance(node.slice, ast.Constant)
        and type(node.slice.value) is int
    )


def _check_release(inner: ast.expr) -> None:
    value = inner.value if isinstance(inner, ast.Constant) else None
    if not isinstance(value, str):
        raise ConditionError(
            'torch_below() takes a torch release in quotes, e.g. torch_below("2.15")'
        )
    try:
        torch_release(value)
    except ValueError as exc:
        raise ConditionError(f"torch_below(): {exc}") from None


def _check_compare(node: ast.Compare) -> None:
    if len(node.ops) > 1 and any(isinstance(o, ast.Is | ast.IsNot) for o in node.ops):
        raise ConditionError("write `x is None` on its own; join tests with and/or")
    for op, right in zip(node.ops, node.comparators):
        if not isinstance(op, _COMPARISONS):
            raise ConditionError(f"{type(op).__name__} is not a comparison")
        if isinstance(op, ast.Is | ast.IsNot) and not (
            isinstance(right, ast.Constant) and right.value is None
        ):
            raise ConditionError("`is` compares with None only; use == for values")
    sides = [node.left, *node.comparators]
    if any(is_call(side, "dtype") or is_call(side, "unpromoted") for side in sides):
        for side in sides:
            for name in _strings(side):
                if name not in DTYPE_NAMES:
                    raise ConditionError(
                        f"'{name}' is not a dtype; dtypes are: "
                        f"{', '.join(sorted(DTYPE_NAMES))}"
                    )


def is_call(node: ast.AST, name: str) -> bool:
    """Whether `node` calls the plain name `name`: `dtype(x)`, `len(shape)`."""
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == name
    )


def _strings(node: ast.AST) -> list[str]:
    return [
        n.value
        for n in ast.walk(node)
        if isinstance(n, ast.Constant) and isinstance(n.value, str)
    ]


class _Rewrite(ast.NodeTransformer):
    """`x is None` → `absent(x)`, `x is not None` → `present(x)`; helper names."""

    def visit_Compare(self, node: ast.Compare) -> ast.AST:
        self.generic_visit(node)
        if len(node.ops) == 1 and isinstance(node.ops[0], ast.Is | ast.IsNot):
            name = "present" if isinstance(node.ops[0], ast.IsNot) else "absent"
            return ast.Call(ast.Name(name, ast.Load()), [node.left], [])
        return node

    def visit_Call(self, node: ast.Call) -> ast.AST:
        self.generic_visit(node)
        node.func = ast.Name(CALLS[node.func.id], ast.Load())
        return node


_OPERATORS = {
    ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.Div: "/", ast.FloorDiv: "//",
    ast.Mod: "%", ast.USub: "-", ast.UAdd: "+", ast.Not: "not",
    ast.Eq: "==", ast.NotEq: "!=", ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">=",
    ast.In: "in", ast.NotIn: "not in", ast.Is: "is", ast.IsNot: "is not",
    ast.And: "and", ast.Or: "or",
}  # fmt: skip


def to_expr(node: ast.expr) -> expr.Expr:
    """The IR tree of a checked condition's (or attribute expression's) syntax tree,
    its helpers under their runtime names."""
    if isinstance(node, ast.Name):
        return expr.Name(node.id)
    if isinstance(node, ast.Constant):
        return expr.Literal(node.value)
    if isinstance(node, ast.Tuple | ast.List):
        brackets = "[]" if isinstance(node, ast.List) else "()"
        return expr.Items(tuple(to_expr(e) for e in node.elts), brackets)
    if isinstance(node, ast.Call):
        helper = CALLS.get(node.func.id, node.func.id)  # the runtime's name
        return expr.Call(helper, tuple(to_expr(a) for a in node.args))
    if isinstance(node, ast.Subscript):
        return expr.Index(to_expr(node.value), to_expr(node.slice))
    if isinstance(node, ast.UnaryOp):
        return expr.Unary(_OPERATORS[type(node.op)], to_expr(node.operand))
    if isinstance(node, ast.BinOp):
        op = _OPERATORS[type(node.op)]
        return expr.Binary(op, to_expr(node.left), to_expr(node.right))
    if isinstance(node, ast.Compare):
        ops = tuple(_OPERATORS[type(o)] for o in node.ops)
        rights = tuple(to_expr(c) for c in node.comparators)
        return expr.Compare(to_expr(node.left), ops, rights)
    if isinstance(node, ast.BoolOp):
        values = tuple(to_expr(v) for v in node.values)
        return expr.Logical(_OPERATORS[type(node.op)], values)
    raise ConditionError(f"{type(node).__name__} is not allowed")
