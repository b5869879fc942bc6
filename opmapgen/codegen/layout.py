"""Python source laid out as ruff and black lay it out: bracketed calls, long conditions,
literals. Shared by every backend and by the package and test modules."""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from ..ir import expr

LINE_LENGTH = 88


INDENT = "    "


@dataclass(frozen=True)
class Call:
    """A bracketed expression laid out as ruff and black lay it out.

    `head` is the text before the bracket (`f`, `args=`, or nothing for a tuple). On one line if
    it fits; otherwise one item per line with a trailing comma, which formatters keep as it
    is, so the output is already formatted.
    """

    head: str
    items: tuple[str | Call | Logic, ...]
    brackets: str = "()"
    is_tuple: bool = False  # a one-item tuple needs its comma

    def format(self, indent: int, column: int | None = None, trailing: int = 0) -> str:
        """Lay out at block `indent`, starting at `column`, with `trailing` characters after."""
        column = indent if column is None else column
        line = self.one_line()
        if column + len(line) + trailing <= LINE_LENGTH:
            return line
        pad = " " * indent
        items = [
            item if isinstance(item, str) else item.format(indent + 4, trailing=1)
            for item in self.items
        ]
        body = "".join(f"{pad}{INDENT}{item},\n" for item in items)
        return f"{self.head}{self.brackets[0]}\n{body}{pad}{self.brackets[1]}"

    def one_line(self) -> str:
        flat = [
            item if isinstance(item, str) else item.one_line() for item in self.items
        ]
        comma = "," if self.is_tuple and len(flat) == 1 else ""
        return (
            f"{self.head}{self.brackets[0]}{', '.join(flat)}{comma}{self.brackets[1]}"
        )


@dataclass(frozen=True)
class Logic:
    """A condition laid out as ruff and black lay it out when too long: split before every
    `and`/`or` of its chain (a bracketed chain in it stays one operand), and an operand
    still too long split before its comparison, a tuple or list after it one item per
    line."""

    test: expr.Expr

    def one_line(self) -> str:
        return expr.python(self.test)

    def format(self, indent: int, column: int | None = None, trailing: int = 0) -> str:
        code = self.one_line()
        column = indent if column is None else column
        if column + len(code) + trailing <= LINE_LENGTH:
            return code
        operands = expr.chain(self.test)
        pad = " " * indent
        lines = []
        for i, (word, node) in enumerate(operands):
            text = word + _operand(node, self.test)
            end = trailing if i == len(operands) - 1 else 0
            if indent + len(text) + end > LINE_LENGTH:
                text = (
                    _split_group(word, node, indent)
                    or _split_comparison(word, node, indent, end)
                    or text
                )
            lines.append(text)
        return f"\n{pad}".join(lines)


def _operand(node: expr.Expr, parent: expr.Expr) -> str:
    """A chain operand's code, with the brackets that group it."""
    if isinstance(parent, expr.Logical):
        return expr.operand(node, parent)
    return expr.python(node)


def _split_group(word: str, node: expr.Expr, indent: int) -> str | None:
    """A bracketed chain, `(a and b)` or `not (a or b)`, opened over lines of its own, or
    None."""
    negated = isinstance(node, expr.Unary) and node.op == "not"
    if negated:
        node = node.operand
    if not isinstance(node, expr.Logical):
        return None
    inner = Logic(node).format(indent + 4)
    pad = " " * indent
    return f"{word}{'not ' if negated else ''}(\n{pad}    {inner}\n{pad})"


def _split_comparison(word: str, node: expr.Expr, indent: int, trailing: int):
    """`left` and `op (items...)` on lines of their own, or None."""
    collection = _collection(node.rights[0]) if _compares(node) else None
    if collection is None:
        return None
    left = word + expr.python(node.left, expr.EXPR)
    right = replace(collection, head=f"{node.ops[0]} ", items=_items(node.rights[0]))
    return f"{left}\n{' ' * indent}{right.format(indent, trailing=trailing)}"


def _items(node: expr.Items) -> tuple[str, ...]:
    return tuple(expr.python(item, expr.TEST) for item in node.items)


def _compares(node: expr.Expr) -> bool:
    return isinstance(node, expr.Compare) and len(node.ops) == 1


def _collection(node: expr.Expr) -> Call | None:
    """An empty Call shaped like a tuple or list literal, which formatters explode one
    item per line with a trailing comma; None for other expressions."""
    if not isinstance(node, expr.Items):
        return None
    if node.brackets == "[]":
        return Call("", (), "[]")
    return Call("", (), "()", is_tuple=True)


def for_rounds(count: expr.Expr | str, indent: int) -> list[str]:
    """`for _ in range(count):` as ruff writes it when too long: the count on a line of
    its own, split before the operators that bind it least where still too long.
    Relative to `indent`."""
    code = count if isinstance(count, str) else expr.python(count)
    line = f"for _ in range({code}):"
    if indent + len(line) <= LINE_LENGTH:
        return [line]
    if isinstance(count, str) or indent + 4 + len(code) <= LINE_LENGTH:
        return ["for _ in range(", INDENT + code, "):"]
    parts = expr.arithmetic_chain(count)
    return ["for _ in range(", *(INDENT + op + part for op, part in parts), "):"]


def if_block(keyword: str, test: expr.Expr, indent: int) -> list[str]:
    """`if test:` (or elif) as ruff writes it when too long: a tuple or list that ends a
    condition of one `and`, `or` or comparison is exploded in place; otherwise the
    condition is bracketed over several lines. Relative to `indent`."""
    line = f"{keyword} {expr.python(test)}:"
    if indent + len(line) <= LINE_LENGTH:
        return [line]
    hugged = _hug(keyword, test, indent)
    if hugged:
        return hugged
    return [f"{keyword} (", INDENT + Logic(test).format(indent + 4, trailing=0), "):"]


def _hug(keyword: str, test: expr.Expr, indent: int) -> list[str] | None:
    code = expr.python(test)
    operands = expr.chain(test)
    last = operands[-1][1]
    # Formatters keep the condition unbracketed only with a single `and`/`or`, or a
    # single comparison.
    if len(operands) == 2 and isinstance(last, expr.Logical):
        # `a and (b or c)`: the bracketed group opens the block, split inside.
        head = f"{keyword} {code[: len(code) - len(_operand(last, test)) + 1]}"
        if indent + len(head) > LINE_LENGTH:
            return None
        inner = Logic(last).format(indent + 4)
        return [f"{head}\n{' ' * (indent + 4)}{inner}\n{' ' * indent}):"]
    if len(operands) > 2 or not _compares(last):
        return None
    tail = last.rights[0]
    collection = _collection(tail)
    if collection is None:
        return None
    head = f"{keyword} {code[: len(code) - len(expr.python(tail, expr.EXPR))]}"
    if indent + len(head) + 1 > LINE_LENGTH:
        return None
    exploded = replace(collection, head=head, items=_items(tail))
    return [exploded.format(indent, trailing=LINE_LENGTH) + ":"]


def call(
    head: str,
    items: list[str | Call],
    indent: int = 0,
    prefix: str = "",
    suffix: str = "",
    is_tuple: bool = False,
    brackets: str = "()",
) -> str:
    """`prefix head(items...) suffix` as a line at `indent`, for the templates."""
    body = Call(head, tuple(items), brackets=brackets, is_tuple=is_tuple)
    return f"{prefix}{body.format(indent, indent + len(prefix), len(suffix))}{suffix}"


def assign(name: str, value: str) -> str:
    """`name = value`, the value in brackets on a line of its own where that makes it fit,
    as the formatter lays it out."""
    line = f"{name} = {value}"
    if len(line) <= LINE_LENGTH or len(value) + 4 > LINE_LENGTH:
        return line
    return f"{name} = (\n    {value}\n)"


def import_names(module: str, names: list[str]) -> str:
    """`from module import a, b`, bracketed one per line when it is too long."""
    line = f"from {module} import {', '.join(names)}"
    return (
        line
        if len(line) <= LINE_LENGTH
        else call("", names, prefix=line[: -len(", ".join(names))])
    )


def literal(value: object) -> str:
    """Python source for a plain value, quoted the way ruff and black quote it."""
    if isinstance(value, str):
        if value.count('"') > value.count("'"):
            return repr(value)  # single quotes: fewer escapes, as ruff prefers
        body = "".join(
            '\\"'
            if ch == '"'
            else "\\\\"
            if ch == "\\"
            else ch
            if ch.isprintable()
            else repr(ch)[1:-1]
            for ch in value
        )
        return f'"{body}"'
    if isinstance(value, list):
        return f"[{', '.join(literal(v) for v in value)}]"
    if isinstance(value, tuple):
        items = ", ".join(literal(v) for v in value)
        return f"({items},)" if len(value) == 1 else f"({items})"
    if isinstance(value, dict):
        return (
            "{"
            + ", ".join(f"{literal(k)}: {literal(v)}" for k, v in value.items())
            + "}"
        )
    if isinstance(value, float) and not math.isfinite(value):
        return f'float("{value}")'  # repr gives inf or nan: names, not numbers
    if isinstance(value, float):
        return repr(value).replace("e+", "e")  # 1e308, as ruff writes it
    if isinstance(value, bool | int) or value is None:
        return repr(value)
    raise TypeError(f"no literal for {type(value).__name__}")


def literal_tuple(head: str, values: tuple) -> Call:
    """`head(a, b)`: a tuple of literals, split one per line when too long."""
    return Call(head, tuple(literal(v) for v in values), is_tuple=True)
