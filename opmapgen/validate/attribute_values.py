"""Step 3, target side: the values of node attributes and constants, typed.

A value in the spec is a literal (a number, a string, a list of them), a source arg (`$groups`,
of the kind its descriptor reads), or arithmetic of args computed at export (`$groups * 2`,
see arithmetic.py). A formula's nodes and constants give the values it computes at export
as the trees it parsed them into (`GIVEN`), taken as they are. Each becomes an IR attribute value with its ONNX kind, checked against the
kind the op's schema wants, or, for custom-domain ops, inferred from the value.
"""

from __future__ import annotations

import difflib

from ..ir import expr as ir
from ..ir import formula as f
from ..ir.graph import Attribute, AttributeValue, Expr, Ref
from . import arithmetic
from .target_context import TargetContext

# A value computed at export, as a formula gives it: parsed already.
GIVEN = (f.Known, f.DtypeArg, f.DtypeOf)

# What a source arg read with each descriptor becomes as an ONNX attribute value.
_DESCRIPTOR_KIND = {
    "i": "int",
    "b": "int",
    "f": "float",
    "s": "string",
    "is": "ints",
    "fs": "floats",
    "t": "tensor",
}


class AttributeValues:
    """Types the attribute values of one target body's nodes and constants."""

    def __init__(self, context: TargetContext):
        self.context = context

    def error(self, path: tuple, message: str) -> None:
        self.context.error(path, message)

    def custom(self, path: tuple, node) -> tuple[Attribute, ...]:
        """The attributes of a custom-domain node: their kinds come from their values."""
        attributes = []
        for name, value in node.attributes.items():
            attribute = self.attribute(
                (*path, "attributes", name), node.op, name, value, None
            )
            if attribute:
                attributes.append(attribute)
        return tuple(attributes)

    def attribute(
        self, path, op: str, name: str, value, kind: str | None
    ) -> Attribute | None:
        """Type-check one attribute value against `kind` (None: infer it from the value)."""
        if isinstance(value, list):
            parts = [self.part(v, (*path, i)) for i, v in enumerate(value)]
            if any(p is None for p in parts):
                return None
            got = _list_kind([k for k, _ in parts])
            if got is None:
                kinds = ", ".join(sorted({k for k, _ in parts}))
                self.error(
                    path,
                    f"attribute '{name}' mixes {kinds} values; a list attribute "
                    "holds one type",
                )
                return None
            values = tuple(v for _, v in parts)
            if kind == "floats" and got in ("ints", "list"):
                values, got = tuple(_as_float(v) for v in values), "floats"
            return self._typed(path, op, name, kind, got, values)
        part = self.part(value, path, whole=True)
        if part is None:
            return None
        got, single = part
        if kind == "float" and got == "int":
            got, single = "float", _as_float(single)
        return self._typed(path, op, name, kind, got, single)

    def constant(self, constant, path: tuple, made: bool) -> object:
        """The value of the constant at `path`: numbers, or arithmetic of scalar args;
        `made`: a formula made it, and `path` is where the formula wrote it."""
        where = path if made else (*path, "value")
        value = constant.value
        if isinstance(value, GIVEN) or (
            isinstance(value, str)
            and ("$" in value or value.startswith(arithmetic.FACT_CALLS))
        ):
            # A value of non-tensor args: `$eps`, `1 / $n`, `$normalized_shape`.
            part = self.part(value, where, whole=True)
            if part is not None and part[0] not in ("int", "float", "ints", "floats"):
                self.error(
                    where, f"'{written(value)}' gives no number or list of numbers"
                )
            return part[1] if part else 0
        values = value if isinstance(value, list) else [value]
        if any(isinstance(v, GIVEN) or isinstance(v, str) and "$" in v for v in values):
            # A list of numbers and args: `[0, $dim]`.
            parts = [self.part(v, (*where, i)) for i, v in enumerate(values)]
            if any(p is None or p[0] not in ("int", "float") for p in parts):
                self.error(where, f"{written(value)} is no list of numbers and $args")
                return ()
            return tuple(p[1] for p in parts)
        if any(isinstance(v, str) or v is None for v in values):
            self.error((*path, "value"), "a constant holds numbers or booleans")
        if constant.like is not None:
            arg = self.context.args.get(constant.like)
            if arg is None or arg.descriptor != "v":
                self.error(
                    (*path, "like"),
                    f"like names '{constant.like}', which is no source "
                    f"arg read with v; the dtype comes from one of: "
                    f"{', '.join(self.context.args_read_with('v'))}",
                )
        return (
            tuple(constant.value)
            if isinstance(constant.value, list)
            else constant.value
        )

    def part(self, value, path, whole=False) -> tuple[str, AttributeValue] | None:
        """(kind, value) of one value: a literal, a `$arg` reference or an expression;
        `whole`: the value is not an element of a list."""
        if isinstance(value, GIVEN):
            tree = given_tree(value)
            if isinstance(tree, ir.Name):
                return self._reference(tree.id, path, whole)
            return self._arithmetic(tree, written(value), path)
        if arithmetic.is_expression(value):
            if _is_reference(value):
                return self._reference(value[1:], path, whole)
            try:
                tree = arithmetic.parse(value)
            except arithmetic.ExpressionError as exc:
                self.error(path, f"'{value}': {exc}")
                return None
            return self._arithmetic(tree, value, path)
        if isinstance(value, str):
            return "string", value[1:] if value.startswith("$$") else value
        if isinstance(value, bool):
            return "int", int(value)
        if isinstance(value, int) and not -(2**63) <= value < 2**63:
            self.error(
                path,
                f"{value} does not fit in an ONNX int attribute (64 bits, "
                f"{-(2**63):,} to {2**63 - 1:,}); give a smaller value",
            )
            return None
        if isinstance(value, int | float):
            return ("int" if isinstance(value, int) else "float"), value
        self.error(
            path, "attribute value is null; give a value or leave the attribute out"
        )
        return None

    def _reference(self, name: str, path, whole: bool) -> tuple[str, Ref] | None:
        """`$name`: the value of the source arg `name`, of the kind its descriptor reads."""
        args, value = self.context.args, f"${name}"
        arg = args.get(name)
        if arg is None:
            close = difflib.get_close_matches(name, list(args), n=1)
            hint = f"did you mean ${close[0]}? " if close else ""
            self.error(
                path,
                f"'{value}' names no source arg; {hint}the args are: {', '.join(args)}",
            )
            return None
        kind = _DESCRIPTOR_KIND.get(arg.descriptor)
        if kind is None:
            self.error(
                path,
                f"'{value}' is read with descriptor '{arg.descriptor}', which "
                "gives no constant; read it with i, is, f, fs, b, s or t",
            )
            return None
        if not whole and kind in ("ints", "floats", "tensor"):
            self.error(
                path,
                f"'{value}' is a list ({arg.descriptor}); list elements are "
                "single values",
            )
            return None
        return kind, Ref(arg.name, "int" if arg.descriptor == "b" else None)

    def _arithmetic(
        self, tree: ir.Expr, value: str, path
    ) -> tuple[str, AttributeValue] | None:
        """An expression of numbers and `$arg`s read with i, f or b: `$pad_h * 2`
        (`value`: as the spec writes it)."""
        try:
            kind, tree = arithmetic.value(tree, self.context.args)
        except arithmetic.ExpressionError as exc:
            self.error(path, f"'{value}': {exc}")
            return None
        return kind, Expr(tree)

    def _typed(self, path, op, name, kind, got, value) -> Attribute | None:
        if kind is None:
            if got == "list":
                self.error(
                    path,
                    f"cannot tell the type of attribute '{name}' from an empty "
                    "list; give at least one element",
                )
                return None
            return Attribute(name, got, value)
        if got == kind or (got == "list" and kind.endswith("s")):
            return Attribute(name, kind, value)
        self.error(
            path,
            f"attribute '{name}' of ONNX {op} is {_a(kind)}, but the spec gives "
            f"{_a(got)}",
        )
        return None


def given_tree(value) -> ir.Expr:
    """The tree of a value a formula computes at export."""
    if isinstance(value, f.DtypeArg):
        return ir.Call("onnx_dtype", (ir.Name(value.arg),))
    if isinstance(value, f.DtypeOf):
        return ir.Call("onnx_dtype_of", (ir.Name(value.tensor),))
    return arithmetic.from_formula(value.tree)


def written(value):
    """`value` as a spec writes it (for messages): a given value as its text, `$`s and
    all; a list item by item."""
    if isinstance(value, list):
        return [written(item) for item in value]
    if isinstance(value, f.Known):
        return value.text
    if isinstance(value, f.DtypeArg | f.DtypeOf):
        return ir.shown(given_tree(value), dollars=True)
    return value


def _is_reference(value: str) -> bool:
    """`$name` alone: the value of the source arg `name`, of any kind."""
    return value.startswith("$") and value[1:].isidentifier() and value[1:].isascii()


def _list_kind(kinds: list[str]) -> str | None:
    distinct = set(kinds)
    if not distinct:
        return "list"
    if distinct <= {"int"}:
        return "ints"
    if distinct <= {"int", "float"}:
        return "floats"
    if distinct == {"string"}:
        return "strings"
    return None


def _as_float(value: AttributeValue) -> AttributeValue:
    if isinstance(value, Ref):
        return Ref(value.arg, "float")
    if isinstance(value, Expr):
        return Expr(ir.Call("float", (value.tree,)))
    return float(value)


def _a(kind: str) -> str:
    return {
        "int": "an int",
        "ints": "a list of ints",
        "float": "a float",
        "floats": "a list of floats",
        "string": "a string",
        "strings": "a list of strings",
        "tensor": "a tensor",
        "list": "an empty list",
    }[kind]
