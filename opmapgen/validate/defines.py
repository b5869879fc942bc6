"""Named sub-formulas (`target.define`): parsed once per spec, checked once, and expanded by
the formula expander wherever a formula calls one, so that the graph is the one the
expression written out in place would give.

    define:
      trunc(q): Where(q < 0, Ceil(q), Floor(q))
    variants:
      - formula: {result: trunc(input / other)}
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..ir import formula as f
from ..ir.expr import TENSOR_FACTS
from ..spec.model import Choice, Target
from . import target_schema
from .formula_dtypes import Operand
from .formula_parse import FormulaError, names_and_calls, parse_formula

# Calls a formula already gives a meaning to, besides ONNX ops.
_FORMULA_CALLS = frozenset({"dtype", "len", "range", *TENSOR_FACTS})


@dataclass(frozen=True)
class Define:
    """One sub-formula: `name(params)` → an expression, or choices."""

    name: str
    params: tuple[str, ...]
    body: str | tuple[Choice, ...]
    key: str  # as the spec writes it: `trunc(q)`

    @property
    def path(self) -> tuple:
        return ("target", "define", self.key)

    @property
    def texts(self) -> list[str]:
        return (
            [self.body] if isinstance(self.body, str) else [c.then for c in self.body]
        )


@dataclass(frozen=True)
class BoundChoice:
    """A choice of a sub-formula called as a whole entry, its parameters bound."""

    when: str | None
    then: f.Formula


class SubFormulas:
    """The formula expander's part that expands calls of sub-formulas (a mixin of
    FormulaExpander: `self` has its `defines`, `fresh`, `_lower`)."""

    inlining: tuple[str, ...] = ()  # the sub-formulas being expanded, outermost first

    def _trees(self, define: Define) -> list[f.Formula]:
        """The trees of a sub-formula's expression or choices, parsed once."""
        if define.name not in self.define_trees:
            trees = [parse_formula(text, self.defines) for text in define.texts]
            self.define_trees[define.name] = trees
        return self.define_trees[define.name]

    def _defined_choices(self, tree: f.Formula, path: tuple) -> list | None:
        """`x: widened(input)`: the sub-formula's choices, its parameters bound; None
        for any other entry."""
        define = self.defines.get(tree.name) if isinstance(tree, f.Use) else None
        if define is None or isinstance(define.body, str):
            return None
        bound = self._bind(define, tree, path)
        return [
            BoundChoice(choice.when, f.substitute(then, bound))
            for choice, then in zip(define.body, self._trees(define), strict=True)
        ]

    def _inline(
        self, define: Define, use: f.Use, path: tuple, output, index: int | None
    ) -> Operand:
        """A call of a sub-formula: its expression, expanded here, its parameters bound
        to the call's arguments."""
        if define.name in self.inlining:
            chain = " → ".join([*self.inlining, define.name])
            raise FormulaError(f"sub-formula {define.key} calls itself ({chain})")
        bound = self._bind(define, use, path)  # an argument's mistake first
        if not isinstance(define.body, str):
            raise FormulaError(
                f"{define.key} is choices, which only a whole entry can be; write it as "
                f"an entry of its own (x: {define.key}) and use x here"
            )
        self.inlining = (*self.inlining, define.name)
        try:
            (tree,) = self._trees(define)
            tree = f.substitute(tree, bound)
            if index is not None:
                return self._output(f.Output(tree, index), path, output)
            return self._lower(tree, path, output)
        except FormulaError as exc:
            if str(exc).startswith("in ") or "calls itself" in str(exc):
                raise  # said where, by the innermost sub-formula
            raise FormulaError(f"in {define.key} (target.define): {exc}") from None
        finally:
            self.inlining = self.inlining[:-1]

    def _bind(self, define: Define, use: f.Use, path: tuple) -> dict[str, f.Formula]:
        """Each parameter → what it stands for: the argument as written when it is a name
        or a value known at export, else the name of the node that computes it (once)."""
        bound = {}
        for param, argument in zip(define.params, use.args, strict=True):
            if isinstance(argument, f.Value | f.Known):
                bound[param] = argument
                continue
            uses = sum(f.names(tree).count(param) for tree in self._trees(define))
            # Read more than once, the value has a line of its own, named after the
            # parameter; read once, it is written in place, as the expression would be.
            name = self._fresh(param, entry=False) if uses != 1 else None
            operand = self._lower(argument, path, name)
            if operand.name is None:  # a number or list: written where it is read
                bound[param] = argument
                continue
            if uses != 1:
                self.fresh.discard(operand.name)
            bound[param] = f.Value(operand.name)
        return bound


def parse_defines(target: Target) -> dict[str, Define]:
    """The target's sub-formulas by name (the model has checked each head's form)."""
    return {d.name: d for d in map(_define, target.define.items())}


def _define(item: tuple) -> Define:
    key, body = item
    name, _, rest = key.partition("(")
    params = tuple(p.strip() for p in rest[:-1].split(",") if p.strip())
    return Define(
        name.strip(), params, body if isinstance(body, str) else tuple(body), key
    )


def check_defines(target: Target, args, error: Callable[[tuple, str], None]) -> None:
    """What is wrong with the sub-formulas as written, whatever calls them: a name ONNX or
    the formula language already has, a parameter named twice, unused or named like a
    source arg, a sub-formula no formula calls."""
    if args is None:
        return  # the source schema is wrong: reported already
    args = {a.name for a in args}
    defines = [_define(item) for item in target.define.items()]
    heads = [d.name for d in defines]
    for define in defines:
        key = define.key
        if heads.count(define.name) > 1:
            error(
                define.path,
                f"sub-formula '{define.name}' is defined {heads.count(define.name)} "
                "times; give each a name of its own",
            )
        if target_schema.versions(define.name, ""):
            error(
                define.path,
                f"sub-formula '{define.name}' is named like the ONNX op {define.name}, "
                "which it would hide; name it otherwise (e.g. "
                f"'{define.name.lower()}_of')",
            )
        elif define.name in _FORMULA_CALLS or define.name in args:
            what = "a source arg" if define.name in args else "a call formulas know"
            error(
                define.path,
                f"sub-formula '{define.name}' is named like {what}; name it otherwise",
            )
        _check_params(define, key, args, error)
    called = _calls(target)
    for define in defines:
        if define.name not in called:
            error(
                define.path,
                f"sub-formula '{define.name}' is never called; call it in a formula "
                f"({define.name}(...)) or remove it",
            )


def _check_params(define: Define, key: str, args: set[str], error) -> None:
    params = define.params
    for param in dict.fromkeys(params):
        if params.count(param) > 1:
            error(define.path, f"sub-formula {key}: parameter '{param}' is named twice")
        elif param in args:
            error(
                define.path,
                f"sub-formula {key}: parameter '{param}' is named like a source arg, "
                "which a sub-formula reads as it is; name the parameter otherwise",
            )
        elif not any(param in names_and_calls(text)[0] for text in define.texts):
            error(
                define.path,
                f"sub-formula {key}: parameter '{param}' is never used; use it in the "
                "expression or remove it",
            )


def _calls(target: Target) -> set[str]:
    """The names every formula of the target (and the sub-formulas) call."""
    texts: list = [t for body in target.define.values() for t in _texts(body)]
    for _, body, _ in target.bodies():
        for entry in (body.formula or {}).values():
            texts.extend(_texts(entry))
    return {name for text in texts for name in names_and_calls(text)[1]}


def _texts(entry) -> list:
    if isinstance(entry, str):
        return [entry]
    if isinstance(entry, list):
        return [c.then for c in entry]
    return list(getattr(entry, "update", {}).values())
