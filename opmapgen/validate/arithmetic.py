"""Step 3, target side: attribute arithmetic, a node attribute or constant value computed at
export from the scalar source args: `$pad_h * 2`, `1 / $n`, `len($shape)`, `$padding[0]`,
`onnx_dtype($dtype)`, `range(rank(input))`.

The text is parsed once into an `ir.expr` tree, reading `$name` as the source arg `name`
while parsing (a bare name is a mistake, but for the tensor a fact is of: `rank(input)`), with
condition.py's conversion of the syntax tree. The tree is then checked against the args, which
tells the value's kind: an int, a float, or a list of ints.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator

from ..ir import expr as ir
from ..ir import formula as f
from ..ir.expr import CALLS, TENSOR_FACTS
from ..ir.signature import Arg
from .condition import is_call, read_references, to_expr

MAX_EXPRESSION_DEPTH = 64  # syntax tree levels of an attribute expression
# A value that starts with a fact of a tensor arg at export: `strides(input)`.
FACT_CALLS = tuple(f"{fact}(" for fact in TENSOR_FACTS)
# What an expression may call, each on one arg: the helper keeps the name.
_CALLS = ("len", "onnx_dtype", "onnx_dtype_of", "float32_ceil", *TENSOR_FACTS)
# What an expression may call with two args: a list arg, then a number.
_PAIR_CALLS = ("wrapped",)
# helpers that give a list of ints
_LISTS = ("range", "traced_strides", "traced_sizes", "wrapped_dims")
_OPERATORS = (
    ast.Add, ast.Sub, ast.Mult, ast.Div, ast.FloorDiv, ast.Mod, ast.USub, ast.UAdd,
)  # fmt: skip
_HOLDS = (
    "; an expression holds numbers, $args read with i, f or b, len($list_arg), "
    "$list_arg[index], + - * / // % and parentheses, or is range(...) of those "
    "($$ starts a literal $)"
)


class ExpressionError(Exception):
    """What is wrong with an attribute expression, as the message says it."""


def is_expression(value: object) -> bool:
    """Whether a string value is arithmetic to parse, not a literal: it reads a `$arg` or
    starts with a fact of a tensor arg (`$$` starts a literal `$`)."""
    return isinstance(value, str) and (
        "$" in value and not value.startswith("$$") or value.startswith(FACT_CALLS)
    )


def parse(text: str) -> ir.Expr:
    """The tree of `text`, or ExpressionError saying what is wrong with its syntax."""
    source, references = read_references(text)
    try:
        tree = ast.parse(source, mode="eval")
    except SyntaxError:
        raise ExpressionError("it does not parse" + _HOLDS) from None
    except RecursionError:
        raise ExpressionError("it nests too deeply" + _HOLDS) from None
    if _depth(tree) > MAX_EXPRESSION_DEPTH:
        # The generated code nests it further; Python's parser and ast.unparse stop at a
        # few hundred levels.
        raise ExpressionError(
            f"it nests more than {MAX_EXPRESSION_DEPTH} levels deep" + _HOLDS
        )
    _check_syntax(tree, references)
    return to_expr(tree.body)


def from_formula(tree: ir.Expr) -> ir.Expr:
    """A value a formula parsed as known at export (`f.Known`), as the tree `parse` gives
    for its text: a fact of a tensor (`rank(input)`) as the runtime helper's call."""
    return f.mapped(tree, _fact_call)


def _fact_call(leaf: ir.Expr) -> ir.Expr:
    if isinstance(leaf, ir.Fact):
        return ir.Call(CALLS[leaf.fact], (ir.Name(leaf.tensor),))
    return leaf


def value(tree: ir.Expr, args: dict[str, Arg]) -> tuple[str, ir.Expr]:
    """The kind of the value `tree` gives ("int", "float" or "ints") and the tree that
    computes it, or ExpressionError if it reads an arg it may not."""
    floats = False
    for part, place in _places(tree):
        if isinstance(part, ir.Name):
            floats |= _read(part.id, place, args)
        elif isinstance(part, ir.Literal):
            floats |= isinstance(part.value, float)
        elif isinstance(part, ir.Binary):
            floats |= part.op == "/"
        elif isinstance(part, ir.Call):
            floats |= part.helper == "float32_ceil"
    is_list = isinstance(tree, ir.Call) and tree.helper in _LISTS
    if not is_list:
        return ("float" if floats else "int"), tree
    if floats:
        raise ExpressionError("range() takes ints; / gives a float")
    if tree.helper == "range":
        return "ints", ir.Call("list", (tree,))
    return "ints", tree  # the strides of a tensor arg when traced, or wrapped dims


def _depth(tree: ast.AST) -> int:
    """How many levels deep the syntax tree goes (without recursing: it may be deep)."""
    deepest, stack = 0, [(tree, 1)]
    while stack:
        node, depth = stack.pop()
        deepest = max(deepest, depth)
        stack.extend((child, depth + 1) for child in ast.iter_child_nodes(node))
    return deepest


def _check_syntax(tree: ast.Expression, references: set[tuple[int, int]]) -> None:
    top = tree.body
    if is_call(top, "range") and (top.keywords or not 1 <= len(top.args) <= 3):
        raise ExpressionError("range() takes one to three ints" + _HOLDS)
    calls = [n for n in ast.walk(tree) if isinstance(n, ast.Call)]
    functions = {id(n.func) for n in calls}
    # The tensor a fact is of is named with or without $: `rank(input)`.
    tensors = {
        id(n.args[0])
        for n in calls
        if any(is_call(n, f) for f in ("onnx_dtype_of", *TENSOR_FACTS)) and n.args
    }
    for node in ast.walk(tree):
        problem = None
        if isinstance(node, ast.Call):
            if not (
                _one_arg_call(node)
                or node is top
                and (is_call(node, "range") or _pair_call(node))
            ):
                problem = (
                    "only len($list_arg), onnx_dtype($dtype_arg), "
                    "wrapped($dims_arg, rank(tensor)) and range(...) may be called"
                )
        elif isinstance(node, ast.Name):
            place = (node.lineno, node.col_offset)
            if not (
                id(node) in functions or id(node) in tensors or place in references
            ):
                problem = f"write ${node.id} for a source arg"
        elif isinstance(node, ast.Subscript):
            problem = _index_problem(node)
        elif isinstance(node, ast.Constant):
            if type(node.value) not in (int, float):
                problem = f"{node.value!r} is not a number"
        elif not isinstance(
            node, (ast.Expression, ast.Load, ast.BinOp, ast.UnaryOp, *_OPERATORS)
        ):
            problem = f"{type(node).__name__} is not allowed"
        if problem:
            raise ExpressionError(problem + _HOLDS)


def _pair_call(node: ast.Call) -> bool:
    """wrapped($dims, rank(input)): a list arg, then a number."""
    return (
        any(is_call(node, f) for f in _PAIR_CALLS)
        and len(node.args) == 2
        and not node.keywords
        and isinstance(node.args[0], ast.Name)
    )


def _one_arg_call(node: ast.Call) -> bool:
    """len($list), onnx_dtype($dtype), onnx_dtype_of($tensor), rank(tensor)...: a helper
    called on one arg."""
    return (
        any(is_call(node, f) for f in _CALLS)
        and len(node.args) == 1
        and not node.keywords
        and isinstance(node.args[0], ast.Name)
    )


def _index_problem(node: ast.Subscript) -> str | None:
    index = node.slice
    if isinstance(index, ast.UnaryOp) and isinstance(index.op, ast.USub):
        index = index.operand
    if (
        isinstance(node.value, ast.Name)
        and isinstance(index, ast.Constant)
        and type(index.value) is int
    ):
        return None
    return _INDEXED


_INDEXED = "only a list arg is indexed, by a number: $padding[0]"


def _indexed_by_a_number(tree: ir.Index) -> bool:
    """`$padding[0]`, `$padding[-1]`: an arg at a whole number (as a formula's tree,
    which no text check has seen, holds it)."""
    index = tree.index
    if isinstance(index, ir.Unary) and index.op == "-":
        index = index.operand
    return (
        isinstance(tree.value, ir.Name)
        and isinstance(index, ir.Literal)
        and type(index.value) is int
    )


# What an arg must be where a helper reads it (elsewhere, a number).
_PLACES = {
    "len": "list",
    "onnx_dtype": "dtype",
    "onnx_dtype_of": "tensor",
    "rank": "tensor",
    "traced_strides": "tensor",
    "traced_sizes": "tensor",
    "element_count": "tensor",
}


def _places(tree: ir.Expr, place: str = "number") -> Iterator[tuple[ir.Expr, str]]:
    """Every part of `tree`, with what an arg must be there."""
    yield tree, place
    if isinstance(tree, ir.Call) and tree.helper == "wrapped_dims":
        yield from _places(tree.args[0], "list")
        yield from _places(tree.args[1])
    elif isinstance(tree, ir.Call):
        for arg in tree.args:
            yield from _places(arg, _PLACES.get(tree.helper, "number"))
    elif isinstance(tree, ir.Index):
        if not _indexed_by_a_number(tree):
            raise ExpressionError(_INDEXED + _HOLDS)
        yield from _places(tree.value, "index")
        yield from _places(tree.index)
    elif isinstance(tree, ir.Unary):
        yield from _places(tree.operand)
    elif isinstance(tree, ir.Binary):
        yield from _places(tree.left)
        yield from _places(tree.right)


# Where an arg is read: the descriptors it may be read with, and what to say if it is not.
_READ_WITH = {
    "number": (("i", "f", "b"), "${} is no source arg read with i, f or b"),
    "list": (
        ("is", "fs", "vs"),
        "len() takes a list arg (read with is, fs or vs), not ${}",
    ),
    "index": (("is", "fs"), "only a list arg (read with is or fs) is indexed, not ${}"),
    "dtype": (("i",), "onnx_dtype() takes a dtype arg read with i, not ${}"),
    "tensor": (
        ("v",),
        "dtype(), rank() and strides() take a tensor source arg, not {}",
    ),
}


def _read(name: str, place: str, args: dict[str, Arg]) -> bool:
    """Check the arg `name` read at `place`; whether it gives a float there."""
    descriptor = args[name].descriptor if name in args else None
    descriptors, problem = _READ_WITH[place]
    if descriptor not in descriptors:
        raise ExpressionError(problem.format(name) + _HOLDS)
    return descriptor == {"number": "f", "index": "fs"}.get(place)
