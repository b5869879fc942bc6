"""Formula text → typed tree (`ir.formula`), parsed once and never run.

Python's parser reads the text as a tokenizer would (a formula is Python's syntax); each
`$arg` is marked where it stands before that and read back by position, so the tree knows
an arg's value (`$eps`) from a tensor (`input`) from then on. What the tree means is then
the lowering's (`formula_lower`): which names are tensors, what each op takes.
"""

from __future__ import annotations

import ast
from collections.abc import Mapping
from typing import TYPE_CHECKING

from ..ir import expr
from ..ir import formula as f
from ..ir.expr import LIST_FACTS, TENSOR_FACTS
from .condition import read_references
from .formula_dtypes import DTYPE_NUMBERS

if TYPE_CHECKING:
    from .defines import Define

MAX_FORMULA_DEPTH = 64
BINARY = {
    ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.Div: "/", ast.Pow: "**",
    ast.MatMult: "@", ast.BitAnd: "&", ast.BitOr: "|", ast.BitXor: "^",
}  # fmt: skip
# Operators a value known at export may use besides those on tensors (`$n // 2`).
_KNOWN_ONLY = {ast.FloorDiv: "//", ast.Mod: "%", ast.LShift: "<<", ast.RShift: ">>"}
UNARY = {ast.USub: "-", ast.Invert: "~"}
_KNOWN_UNARY = {**UNARY, ast.UAdd: "+", ast.Not: "not"}
COMPARE = {
    ast.Eq: "==", ast.NotEq: "!=", ast.Lt: "<", ast.Gt: ">", ast.LtE: "<=", ast.GtE: ">=",
}  # fmt: skip
_ATTRIBUTE_ONLY = {
    ast.In: "in", ast.NotIn: "not in", ast.Is: "is", ast.IsNot: "is not",
    ast.And: "and", ast.Or: "or",
}  # fmt: skip
# Calls of values known at export, besides the tensor facts.
_KNOWN_CALLS = ("len", "range", "float32_ceil", "min", "max")


class FormulaError(Exception):
    """A mistake in one formula; `path` extends the formula's spec path."""


def parse_formula(text, defines: Mapping[str, Define] | None = None) -> f.Formula:
    """The tree of one formula's text, calls of `defines` as uses of sub-formulas."""
    tree, refs = _syntax(text)
    return _Reader(refs, defines or {}).formula(tree.body)


def names_and_calls(text) -> tuple[set[str], set[str]]:
    """The names a formula's text reads (not its `$args`) and the functions it calls, from
    its syntax alone: for the checks of sub-formulas, which hold whatever else is wrong with
    the formula (the expander says that where it is used). Nothing if it does not parse."""
    try:
        tree, refs = _syntax(text)
    except FormulaError:
        return set(), set()
    reader = _Reader(refs, {})
    nodes = list(ast.walk(tree))
    names = {n.id for n in nodes if isinstance(n, ast.Name) and not reader.is_ref(n)}
    calls = {
        n.func.id
        for n in nodes
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)
    }
    return names, calls


def _syntax(text) -> tuple[ast.Expression, set[tuple[int, int]]]:
    """Python's syntax tree of `text` with each `$` dropped, and where (line, byte column)
    each `$arg` stood: the names read there are args."""
    if not isinstance(text, str):
        raise FormulaError("write the formula as text, e.g. Exp(x) - 1")
    source, refs = read_references(text.strip())
    try:
        tree = ast.parse(source, mode="eval")
    except SyntaxError as exc:
        raise FormulaError(f"it does not parse ({exc.msg})") from None
    except (RecursionError, MemoryError):
        raise FormulaError("it nests too deeply") from None
    depth, stack = 0, [(tree, 1)]
    while stack:
        node, level = stack.pop()
        depth = max(depth, level)
        stack.extend((child, level + 1) for child in ast.iter_child_nodes(node))
    if depth > MAX_FORMULA_DEPTH:
        raise FormulaError(f"it nests more than {MAX_FORMULA_DEPTH} levels deep")
    return tree, refs


class _Reader:
    """Python's syntax tree of a formula → the formula's tree."""

    def __init__(self, refs: set[tuple[int, int]], defines: Mapping[str, Define]):
        self.refs = refs
        self.defines = defines

    def is_ref(self, node: ast.expr) -> bool:
        """Whether `node` is a name written `$name`."""
        return (
            isinstance(node, ast.Name) and (node.lineno, node.col_offset) in self.refs
        )

    def formula(self, node: ast.expr) -> f.Formula:
        if isinstance(node, ast.Constant):
            if isinstance(node.value, bool | int | float):
                return f.Number(node.value)
            raise FormulaError(f"{node.value!r} is not a number or a tensor")
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            inner = node.operand
            if isinstance(inner, ast.Constant) and type(inner.value) in (int, float):
                return f.Number(-inner.value)
            if self._infinite(inner):
                return f.Number(-float(inner.id))  # -inf: a number
        if isinstance(node, ast.Name):
            if self.is_ref(node):
                return f.Known(expr.Name(node.id))
            return (
                f.Number(float(node.id)) if self._infinite(node) else f.Value(node.id)
            )
        if isinstance(node, ast.List | ast.Tuple):
            return self.numbers(node)
        known = self.known(node)
        if known is not None:
            return known
        return self.operation(node)

    def operation(self, node: ast.expr) -> f.Formula:
        """An operator, a call or an output of one."""
        if isinstance(node, ast.BinOp) and type(node.op) in BINARY:
            operands = (self.formula(node.left), self.formula(node.right))
            return f.Operator(BINARY[type(node.op)], operands)
        if isinstance(node, ast.UnaryOp) and type(node.op) in UNARY:
            return f.Operator(UNARY[type(node.op)], (self.formula(node.operand),))
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.UAdd):
            return self.formula(node.operand)
        if isinstance(node, ast.Compare):
            if len(node.ops) != 1 or type(node.ops[0]) not in COMPARE:
                raise FormulaError(
                    "compare two values with one of == != < > <= >= (a < b < c: "
                    "write (a < b) & (b < c))"
                )
            operands = (self.formula(node.left), self.formula(node.comparators[0]))
            return f.Operator(COMPARE[type(node.ops[0])], operands)
        if isinstance(node, ast.Call):
            return self.call(node)
        if isinstance(node, ast.Subscript):
            return self.output(node)
        if isinstance(node, ast.BoolOp) or isinstance(node.__dict__.get("op"), ast.Not):
            raise FormulaError(
                "and, or and not are for conditions; combine tensors of bools with & | ~"
            )
        raise FormulaError(
            f"{type(node).__name__} is not allowed; a formula holds names, numbers, $args, "
            "+ - * / ** @, comparisons, & | ~ and ONNX op calls such as Exp(x)"
        )

    @staticmethod
    def _infinite(node: ast.expr) -> bool:
        return isinstance(node, ast.Name) and node.id in ("inf", "nan")

    def numbers(self, node: ast.List | ast.Tuple) -> f.Numbers:
        """A 1-D constant: numbers and $args, such as Slice's `[1]` or `[$dim]`."""
        items = []
        for item in node.elts:
            known = self.known(item)
            if known is None and isinstance(
                item, ast.List | ast.Tuple | ast.Call | ast.BinOp
            ):
                raise FormulaError(NOT_NUMBERS)
            items.append(known if known is not None else self.formula(item))
            if not isinstance(items[-1], f.Number | f.Known | f.Value):
                raise FormulaError(NOT_NUMBERS)
        if not items:
            raise FormulaError("an empty list has no dtype; write a constant instead")
        return f.Numbers(tuple(items))

    def known(self, node: ast.expr) -> f.Known | None:
        """Arithmetic of $args, numbers and facts of tensors only: a value known at
        export (`1 / $n`, `$dim % rank(input)`)."""
        tree = self.value(node, attribute=False)
        if tree is None or not any(
            isinstance(e, expr.Fact | expr.Name) for e in expr.walk(tree)
        ):
            return None
        return f.Known(tree)

    def value(self, node: ast.expr, attribute: bool) -> expr.Expr | None:
        """The tree of an expression of $args and numbers (in an attribute also lists,
        indexing, comparisons and and/or), or None if it is none."""
        if self.is_ref(node):
            return expr.Name(node.id)
        if isinstance(node, ast.Constant):
            return expr.Literal(node.value)
        if isinstance(node, ast.BinOp):
            op = BINARY.get(type(node.op)) or _KNOWN_ONLY.get(type(node.op))
            left, right = (self.value(n, attribute) for n in (node.left, node.right))
            return expr.Binary(op, left, right) if left and right and op else None
        if isinstance(node, ast.UnaryOp):
            operand = self.value(node.operand, attribute)
            return expr.Unary(_KNOWN_UNARY[type(node.op)], operand) if operand else None
        if isinstance(node, ast.Call):
            return self._known_call(node, attribute)
        if isinstance(node, ast.Subscript) and (
            self.is_ref(node.value) or self._list_fact(node.value)
        ):
            # a list arg's item ($output_size[0]) or a list fact's (sizes(input)[-1])
            return self._attribute_value(node)
        if not attribute:
            return None
        return self._attribute_value(node)

    def _known_call(self, node: ast.Call, attribute: bool) -> expr.Expr | None:
        name = node.func.id if isinstance(node.func, ast.Name) else None
        if name not in (*_KNOWN_CALLS, *TENSOR_FACTS) or node.keywords:
            return None
        if name in TENSOR_FACTS and len(node.args) == 1:
            (tensor,) = node.args
            if isinstance(tensor, ast.Name) and not self.is_ref(tensor):
                return expr.Fact(name, tensor.id)
        args = [self.value(a, attribute) for a in node.args]
        return expr.Call(name, tuple(args)) if all(args) else None

    @staticmethod
    def _list_fact(node: ast.expr) -> bool:
        return (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in LIST_FACTS
        )

    def _attribute_value(self, node: ast.expr) -> expr.Expr | None:
        if isinstance(node, ast.List | ast.Tuple):
            items = [self.value(e, True) for e in node.elts]
            brackets = "[]" if isinstance(node, ast.List) else "()"
            return expr.Items(tuple(items), brackets) if all(items) else None
        if isinstance(node, ast.Subscript):
            value, index = self.value(node.value, True), self.value(node.slice, True)
            return expr.Index(value, index) if value and index else None
        if isinstance(node, ast.Compare) and all(
            type(o) in COMPARE or type(o) in _ATTRIBUTE_ONLY for o in node.ops
        ):
            sides = [self.value(n, True) for n in (node.left, *node.comparators)]
            ops = tuple({**COMPARE, **_ATTRIBUTE_ONLY}[type(o)] for o in node.ops)
            return expr.Compare(sides[0], ops, tuple(sides[1:])) if all(sides) else None
        if isinstance(node, ast.BoolOp):
            values = [self.value(v, True) for v in node.values]
            op = _ATTRIBUTE_ONLY[type(node.op)]
            return expr.Logical(op, tuple(values)) if all(values) else None
        return None

    def call(self, node: ast.Call) -> f.OnnxCall | f.Use:
        domain, op = _callee(node.func, self)
        if not domain and op in self.defines:
            return self.use(self.defines[op], node)
        if not domain and op in TABLES:
            return self.table(op, node)
        shown = f"{domain}.{op}" if domain else op
        if any(isinstance(a, ast.Starred) for a in node.args):
            raise FormulaError(f"{shown}(...): *args are not allowed")
        args = tuple(self.formula(a) for a in node.args)
        attributes = []
        for item in node.keywords:
            if item.arg is None:
                raise FormulaError(f"{shown}(...): **kwargs are not allowed")
            attributes.append((item.arg, self.attribute(shown, item.arg, item.value)))
        return f.OnnxCall(op, domain, args, tuple(attributes))

    def table(self, kind: str, node: ast.Call) -> f.Table:
        """`polevl(x, [c0, ..., cn])`, `chbevl(x, [...])`: a polynomial or a Chebyshev
        series of `x` by its table of numbers."""
        shape = f"write {kind}(x, [c0, c1, ..., cn]), numbers, highest degree first"
        if node.keywords or len(node.args) != 2:
            raise FormulaError(f"{kind} takes a value and a list of numbers; {shape}")
        x, table = node.args
        least = 3 if kind == "chbevl" else 2
        if not isinstance(table, ast.List | ast.Tuple) or len(table.elts) < least:
            raise FormulaError(
                f"{kind}(x, ...): the coefficients are a list of "
                f"{'three' if least == 3 else 'two'} or more numbers; " + shape
            )
        numbers = []
        for item in table.elts:
            number = self.formula(item) if not self.is_ref(item) else None
            if not (
                isinstance(number, f.Number) and type(number.value) in (int, float)
            ):
                raise FormulaError(
                    f"{kind}(x, [...]): {ast.unparse(item)} is not a number; {shape}"
                )
            numbers.append(number.value)
        return f.Table(kind, self.formula(x), tuple(numbers))

    def use(self, define: Define, node: ast.Call) -> f.Use:
        """A call of a sub-formula: its arguments by position, one for each parameter."""
        if (
            node.keywords
            or len(node.args) != len(define.params)
            or any(isinstance(a, ast.Starred) for a in node.args)
        ):
            count = len(define.params)
            raise FormulaError(
                f"{define.key} takes {count} argument{'s' if count != 1 else ''}"
                + (f" ({', '.join(define.params)})" if count else "")
                + f", by position; write {define.key}"
            )
        return f.Use(define.name, tuple(self.formula(a) for a in node.args))

    def attribute(self, op: str, name: str, node: ast.expr) -> f.Attribute:
        """A keyword of an op call: the attribute it sets."""
        if name == "to" and isinstance(node, ast.Name):
            if self.is_ref(node):
                return f.DtypeArg(node.id)  # a dtype arg (`dtype=` of cumsum)
            if node.id in DTYPE_NUMBERS:
                return f.DtypeName(node.id)
        if name == "to" and _is_dtype_query(node):
            # The dtype of a tensor arg at export: `Cast(other, to=dtype(input))`.
            (tensor,) = node.args
            if self.is_ref(tensor):
                raise FormulaError(
                    f"{op}(..., to=dtype(${tensor.id})): dtype() takes a tensor source "
                    "arg, written without $"
                )
            return f.DtypeOf(tensor.id)
        if isinstance(node, ast.Constant) and isinstance(
            node.value, bool | int | float | str
        ):
            return node.value
        if isinstance(node, ast.List | ast.Tuple):
            return tuple(self.attribute(op, name, item) for item in node.elts)
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            value = self.attribute(op, name, node.operand)
            if type(value) in (int, float):
                return -value
        tree = self.value(node, attribute=True)
        if tree is not None:
            return f.Known(tree)
        raise FormulaError(
            f"{op}(..., {name}=...): an attribute is a number, a string, a list, a $arg "
            "or arithmetic of $args"
            + (
                ", or a dtype: a name such as float32, $dtype_arg or dtype(tensor_arg)"
                if name == "to"
                else ""
            )
        )

    def output(self, node: ast.Subscript) -> f.Output:
        """`TopK(x, k)[1]`, or `t[1]` of an entry `t: TopK(x, k)`: output 1 of the op."""
        index = node.slice
        if not (
            isinstance(index, ast.Constant)
            and type(index.value) is int
            and index.value >= 0
        ):
            raise FormulaError(
                "index an op's outputs with a number, e.g. TopK(x, k)[1] for the indices"
            )
        if isinstance(node.value, ast.Call):
            return f.Output(self.call(node.value), index.value)
        if isinstance(node.value, ast.Name) and not self.is_ref(node.value):
            return f.Output(f.Value(node.value.id), index.value)
        raise FormulaError(NOT_INDEXABLE)


# Calls of a value and a table of numbers, each exported as one runtime helper's call:
# Cephes' polynomial (Horner's rule) and Chebyshev series.
TABLES = ("polevl", "chbevl")
NOT_NUMBERS = "a list in a formula holds numbers, $args and arithmetic of them, e.g. [0, $dim - 1]"
NOT_INDEXABLE = (
    "only an op's outputs can be indexed: write Op(...)[i], or name the call "
    "(t: TopK(x, k)) and write t[i]"
)


def _is_dtype_query(node: ast.expr) -> bool:
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "dtype"
        and len(node.args) == 1
        and isinstance(node.args[0], ast.Name)
        and not node.keywords
    )


def _callee(func: ast.expr, reader: _Reader) -> tuple[str, str]:
    """The (domain, op) a formula calls: `Exp`, or `com.microsoft.Inverse`, an op of a
    custom domain (its dotted name, then the op type)."""
    parts = []
    while isinstance(func, ast.Attribute):
        parts.insert(0, func.attr)
        func = func.value
    if not isinstance(func, ast.Name) or reader.is_ref(func):
        raise FormulaError(
            "call ONNX ops by name, e.g. Exp(x), or with their custom domain, e.g. "
            "com.microsoft.Inverse(x)"
        )
    names = [func.id, *parts]
    domain = ".".join(names[:-1])
    if domain == "ai.onnx":
        raise FormulaError(
            f"{domain} is the default ONNX domain, which a formula calls without a "
            f"prefix: write {names[-1]}(...)"
        )
    return domain, names[-1]
