"""A condition's text is rendered from its tree (`ir.expr.shown`) wherever it is shown: in
the refusals of generated code, `opmapgen show` and messages. The IR keeps no text of its own,
so the rendering must say what the tree means, in the spec's own language."""

from __future__ import annotations

from pathlib import Path

import pytest

from opmapgen.diagnostics import Report
from opmapgen.ir import expr
from opmapgen.ir.blocks import Choice
from opmapgen.ir.signature import Arg
from opmapgen.validate.condition import ConditionError, check_condition
from opmapgen.validate.specs import validate

REPO = Path(__file__).resolve().parents[1]
ARGS = (Arg("input", "v"), Arg("weight", "v"), Arg("dim", "i"), Arg("shape", "is"))


def _parsed(text: str, args: tuple[Arg, ...] = ARGS) -> expr.Expr:
    return check_condition(text, args).tree


def _conditions(mapping):
    """Every condition tree of a mapping's IR: its guards, its variants (their opset ranges
    folded in) and its formulas' choices."""
    yield from (guard.test for guard in mapping.guards)
    yield from (v.test for v in mapping.variants if v.test is not None)
    for variant in mapping.variants:
        yield from (
            s.test
            for s in variant.block.statements
            if isinstance(s, Choice) and s.test is not None
        )


def test_every_shipped_condition_reads_back_as_the_same_tree():
    mappings = validate((REPO / "mappings",), Report())
    seen = 0
    for mapping in mappings:
        # `opset` is what a variant's opset range reads: an int where the code runs.
        args = (*mapping.args, Arg("opset", "i"))
        for tree in _conditions(mapping):
            text = expr.shown(tree)
            try:
                again = _parsed(text, args)
            except ConditionError as exc:
                pytest.fail(f"{mapping.name}: {text!r} does not parse: {exc}")
            assert again == tree, f"{mapping.name}: {text!r}"
            seen += 1
    assert seen, "no shipped spec has a condition"


@pytest.mark.parametrize(
    "text",
    [
        'weight is None or dtype(input) in ("float16", "bfloat16")',
        "weight is not None and (floating(input) or integer(input))",
        "not floating(input) and rank(input) >= 2",
        "unpromoted(input) == dtype(input)",
        "0 <= dim < len(shape) and abs(dim) != 1",
        '(dim == 0 and weight is None) or torch_below("2.15")',
        "dim % 2 == 1 and -dim < 3",
    ],
)
def test_a_condition_is_shown_as_the_spec_writes_it(text):
    assert expr.shown(_parsed(text)) == text


def test_the_spellings_a_spec_may_vary_are_shown_one_way():
    # Quotes, spacing, `$` before an arg and brackets that change nothing.
    assert (
        expr.shown(_parsed("dtype($input)=='float16'")) == 'dtype(input) == "float16"'
    )
    assert expr.shown(_parsed("(dim > 1) and ((dim < 4))")) == "dim > 1 and dim < 4"
    assert expr.shown(_parsed("dim > 1.0e308")) == "dim > 1e308"


def test_attribute_arithmetic_shows_its_args_with_dollars():
    # A tensor a fact is of is named bare, as formulas write it: `rank(input)`.
    rank = expr.Call("rank", (expr.Name("input"),))
    tree = expr.Binary("*", expr.Call("len", (expr.Name("shape"),)), expr.Name("dim"))
    assert expr.shown(tree, dollars=True) == "len($shape) * $dim"
    tree = expr.Binary("%", expr.Name("dim"), rank)
    assert expr.shown(tree, dollars=True) == "$dim % rank(input)"
    strides = expr.Call("traced_strides", (expr.Name("input"),))
    assert expr.shown(strides, dollars=True) == "strides(input)"
