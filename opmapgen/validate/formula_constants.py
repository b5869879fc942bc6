"""A formula's numbers, lists and values known at export, made constants: each of the dtype
its ONNX input takes (`formula_dtypes`), made once per value and dtype, and named so that
the generated code reads `one`, `eps_value`, `input_rank`, not `c3`.
"""

from __future__ import annotations

import math

from ..ir import expr
from ..ir import formula as f
from ..ir.lowered import LoweredConstant
from .formula_dtypes import Operand
from .formula_parse import FormulaError

# Short names for common literals, so that the generated code reads `one`, not `c3`.
LITERAL_NAMES = {0: "zero", 1: "one", 2: "two", 0.5: "half", 3: "three", 10: "ten"}


class Constants:
    """The formula expander's part that makes constants of its numbers and values known at
    export (a mixin of FormulaExpander: `self` has its `constants`, `dtypes`, `taken`,
    `choice`, `_emit` and the dtype inference)."""

    def _materialize(
        self, path, op: str, schema, operands: list[Operand], index: int
    ) -> str:
        """The value name of operand `index`: a number or known value becomes a constant."""
        operand = operands[index]
        if operand.name is not None:
            return operand.name
        leaf = operand.leaf
        dtype = self._input_dtype(op, schema, operands, index)
        if dtype is None and (
            schema is None or any(o.name in self.unchecked for o in operands)
        ):
            dtype = ("dtype", "float32")  # a placeholder: the op's own error first
        tied = self._tied(schema, operands, index) if schema else []
        known = is_known(leaf)
        if dtype is None and tied and self.first >= 15 and not known:
            return self._cast_like(path, leaf, tied[0])
        value = constant_value(leaf)
        if dtype is None:
            what = value if known else repr(value)
            met = [o.name for o in operands if o.name is not None]
            why = (
                f"the build cannot tell the dtype of {', '.join(met)} (choices that "
                "give it different ones?)"
                if met
                else "no tensor operand of the same type"
            )
            raise FormulaError(
                f"cannot tell the dtype of {what} in {op}: {why}; Cast it "
                "(Cast(..., to=float32)), CastLike it to a tensor, or combine it with one"
            )
        kind, which = dtype
        choice = self.choice and (self.choice.branch.entry, self.choice.branch.index)
        key = (repr(_given(leaf)), kind, which, choice)  # one constant per value
        if key in self.literal_constants:
            return self.literal_constants[key]
        if kind == "dtype" and not known:
            _check_representable(value, which)
        name = self._constant_name(leaf)
        self.constants[name] = made_constant(
            leaf,
            like=which if kind == "like" else None,
            dtype=which if kind == "dtype" else None,
        )
        self.dtypes[name] = dtype
        self.literal_constants[key] = name
        if self.choice is not None:
            self.choice.constants.append(name)
        return name

    def _cast_like(self, path, leaf, like: str) -> str:
        """A number in the dtype `like` has at export, which the build cannot tell (choices
        that give it different ones): a constant CastLike `like` (ONNX 15+). The type check
        then refuses a value the dtype cannot hold."""
        value = constant_value(leaf)
        items = value if isinstance(value, list) else [value]
        dtype = (
            "bool"
            if all(type(i) is bool for i in items)
            else "int64"
            if all(type(i) is int for i in items)
            else "float64"
        )
        key = (repr(value), "dtype", dtype, None)
        name = self.literal_constants.get(key)
        if name is None:
            name = self._constant_name(leaf)
            self.constants[name] = made_constant(leaf, dtype=dtype)
            self.dtypes[name] = ("dtype", dtype)
            self.literal_constants[key] = name
        # `like` is read twice now (here and where the value meets it): a line of its own.
        self.fresh.discard(like)
        operands = [Operand(name=name), Operand(name=like)]
        return self._emit(path, "CastLike", operands, {}, None).name

    def _constant_name(self, leaf) -> str:
        name, n = _base_name(leaf, self.key), 1
        base = name
        while name in self.taken:
            n += 1
            name = f"{base}_{n}"
        self.taken.add(name)
        return name


def is_known(leaf) -> bool:
    """Whether a constant's value is known only at export (an arg's value is in it)."""
    if isinstance(leaf, f.Numbers):
        return any(isinstance(item, f.Known) for item in leaf.items)
    return isinstance(leaf, f.Known)


def made_constant(leaf, **dtype) -> LoweredConstant:
    """The constant of `leaf`, its values known at export as the trees the formula gave
    (the target side takes them as they are)."""
    return LoweredConstant(_given(leaf), **dtype)


def _given(leaf):
    if isinstance(leaf, f.Numbers):
        return [_given(item) for item in leaf.items]
    return leaf if isinstance(leaf, f.Known) else leaf.value


def constant_value(leaf):
    """A constant's value as a spec writes it (for messages): `1`,
    `[0, "$dim - 1"]`, `"$eps"`."""
    if isinstance(leaf, f.Numbers):
        return [constant_value(item) for item in leaf.items]
    return leaf.text if isinstance(leaf, f.Known) else leaf.value


def _base_name(leaf, entry: str | None) -> str:
    if isinstance(leaf, f.Numbers):
        args = [
            i.tree.id
            for i in leaf.items
            if isinstance(i, f.Known) and isinstance(i.tree, expr.Name)
        ]
        return "_".join(args) + "_list" if args else _list_name(leaf.items)
    if isinstance(leaf, f.Known):
        tree = leaf.tree
        if isinstance(tree, expr.Name):
            return f"{tree.id}_value"
        if isinstance(tree, expr.Fact):
            return f"{tree.tensor}_{tree.fact}"  # strides(input): input_strides
        return "scalar"
    value = leaf.value
    if isinstance(value, float) and math.isinf(value):
        return "inf" if value > 0 else "minus_inf"
    if isinstance(value, float) and math.isnan(value):
        return "nan"
    if isinstance(value, bool):
        return "true" if value else "false"
    if abs(value) in LITERAL_NAMES:
        return ("minus_" if value < 0 else "") + LITERAL_NAMES[abs(value)]
    return part_of(entry, "c")


def _list_name(items: tuple) -> str:
    (first, *rest) = items
    if (
        not rest
        and isinstance(first, f.Number)
        and type(first.value) in (int, float)
        and abs(first.value) in LITERAL_NAMES
    ):
        sign = "minus_" if first.value < 0 else ""
        return sign + LITERAL_NAMES[abs(first.value)] + "_list"
    return "values"


def part_of(entry: str | None, what: str) -> str:
    """The name of a value made inside a formula entry: after the entry and what makes it
    (`afn_mul`, `afn_c` for a number), so that a reader of the generated code finds where
    it comes from."""
    return f"{entry}_{what}" if entry is not None and entry != what else what


def _check_representable(value, dtype: str) -> None:
    if dtype == "bool" or dtype.startswith("float"):
        return
    if isinstance(value, float) and not (math.isfinite(value) and value.is_integer()):
        raise FormulaError(f"{value!r} cannot be held in {dtype}")
