"""Attribute arithmetic (validate/arithmetic.py): parsed once into an ir.expr tree with `$`
read while parsing, then checked against the args. Through a whole spec, the messages are
tested in test_spec_errors.py; here, the parts a spec rarely reaches, the one reader of `$`
that conditions and formulas share, and how a formula hands the values it computes at export
to the target side: as its trees, never as text to parse again."""

from __future__ import annotations

import re

import pytest

from opmapgen.ir import expr as ir
from opmapgen.ir import formula as f
from opmapgen.ir.signature import Arg
from opmapgen.validate.arithmetic import (
    ExpressionError,
    from_formula,
    is_expression,
    parse,
    value,
)
from opmapgen.validate.attribute_values import written
from opmapgen.validate.condition import check_condition, read_references
from opmapgen.validate.formula_constants import made_constant
from opmapgen.validate.formula_lower import node_attribute
from opmapgen.validate.formula_parse import parse_formula
from opmapgen.validate.target_names import _called_names

ARGS = {
    a.name: a
    for a in (
        Arg("n", "i"),
        Arg("eps", "f"),
        Arg("flag", "b"),
        Arg("shape", "is"),
        Arg("scales", "fs"),
        Arg("dtype", "i"),
        Arg("input", "v"),
    )
}


@pytest.mark.parametrize(
    "text, kind, code",
    [
        ("$n * 2", "int", "n * 2"),
        ("1 / $n", "float", "1 / n"),
        ("-$shape[-1] + $flag", "int", "-shape[-1] + flag"),
        ("$scales[0]", "float", "scales[0]"),
        ("len($shape) - 1", "int", "len(shape) - 1"),
        ("$n % rank(input)", "int", "n % rank(input)"),
        ("range(2, rank($input) + 1)", "ints", "list(range(2, rank(input) + 1))"),
        ("strides(input)", "ints", "traced_strides(input)"),
        ("onnx_dtype($dtype)", "int", "onnx_dtype(dtype)"),
        # A YAML block may break a bracketed expression over lines.
        ("($n +\n $n)", "int", "n + n"),
    ],
)
def test_a_value_of_args(text, kind, code):
    assert is_expression(text)
    got, tree = value(parse(text), ARGS)
    assert (got, ir.python(tree)) == (kind, code)


@pytest.mark.parametrize(
    "text, problem",
    [
        ("$n * n", "write $n for a source arg"),
        # Where a name starts is counted in bytes, as Python's parser counts it.
        ("é * $n", "write $é for a source arg"),
        ("$n + len", "write $len for a source arg"),
        (
            "len(1)",
            "only len($list_arg), onnx_dtype($dtype_arg), wrapped($dims_arg, rank(tensor)) "
            "and range(...) may be called",
        ),
        ("len($shape, $shape)", "only len($list_arg)"),
        ("rank() + $n", "only len($list_arg)"),
        ("len($shape[0:1])", "only len($list_arg)"),
        ("$shape[$n]", "only a list arg is indexed, by a number: $padding[0]"),
        ("$n ** 2", "Pow is not allowed"),
        ("$n +", "it does not parse"),
        ("range()", "range() takes one to three ints"),
        ("-" * 70 + "$n", "it nests more than 64 levels deep"),
    ],
)
def test_a_syntax_mistake(text, problem):
    with pytest.raises(ExpressionError, match="^" + re.escape(problem)):
        parse(text)


@pytest.mark.parametrize(
    "text, problem",
    [
        ("$input * 2", "$input is no source arg read with i, f or b"),
        ("$nope * 2", "$nope is no source arg read with i, f or b"),
        ("len($n)", "len() takes a list arg (read with is, fs or vs), not $n"),
        ("$n[0]", "only a list arg (read with is or fs) is indexed, not $n"),
        ("rank(n)", "dtype(), rank() and strides() take a tensor source arg, not n"),
        ("onnx_dtype($eps)", "onnx_dtype() takes a dtype arg read with i, not $eps"),
        ("range($n / 2)", "range() takes ints; / gives a float"),
    ],
)
def test_an_arg_it_may_not_read(text, problem):
    with pytest.raises(ExpressionError, match="^" + re.escape(problem)):
        value(parse(text), ARGS)


def test_what_is_parsed():
    assert not is_expression("$$5")  # a literal "$5"
    assert not is_expression("mean")
    assert is_expression("rank(input) - 1")
    assert not is_expression(3)


@pytest.mark.parametrize(
    "text", ["$dim % rank(input) + 1", "strides(input)", "len($shape) - 1", "1 / $n"]
)
def test_a_formulas_value_known_at_export_is_taken_as_its_tree(text):
    # The target side takes the formula's tree as it is: the tree `parse` would give
    # for its text, with no text in between.
    (known,) = [
        i for i in f.walk(parse_formula(f"Identity({text})")) if isinstance(i, f.Known)
    ]
    assert from_formula(known.tree) == parse(text)


def test_a_formula_hands_its_attributes_and_constants_over_as_trees():
    dim = f.Known(ir.Name("dim"))
    assert node_attribute((1, dim)) == [1, dim]
    assert node_attribute(f.DtypeOf("input")) == f.DtypeOf("input")
    assert made_constant(f.Numbers((f.Number(0), dim)), dtype="int64").value == [0, dim]
    assert written([0, dim]) == [0, "$dim"]
    assert written(f.DtypeArg("dtype")) == "onnx_dtype($dtype)"


def test_dollars_are_read_in_one_pass_where_ast_places_names():
    source, references = read_references("é + $x\n  $y - $$ - $1")
    assert source == "é + x\n  y - $$ - $1"
    assert references == {(1, 5), (2, 2)}  # columns in UTF-8 bytes, as ast counts
    args = (Arg("n", "i"),)
    assert check_condition("$n == 1", args).tree == check_condition("n == 1", args).tree


def test_a_formulas_calls_are_read_from_its_tree():
    formula = {"y": "com.microsoft.Inverse(x) + Exp(Cast(x, to=dtype(x)) * rank(x))"}
    assert _called_names(formula, {}) == {"Inverse", "Exp", "Cast", "dtype", "rank"}
    assert _called_names({"y": "Exp(x"}, {}) == set()  # the expander reports it
