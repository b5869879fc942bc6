"""Attribute arithmetic (validate/arithmetic.py): parsed once into an ir.expr tree with `$`
read while parsing, then checked against the args. Through a whole spec, the messages are
tested in test_spec_errors.py; here, the parts a spec rarely reaches."""

from __future__ import annotations

import re

import pytest

from opmapgen.ir import expr as ir
from opmapgen.ir.signature import Arg
from opmapgen.validate.arithmetic import ExpressionError, is_expression, parse, value

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
            "only len($list_arg), onnx_dtype($dtype_arg) and range(...) may be called",
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
        ("len($n)", "len() takes a list arg (read with is or fs), not $n"),
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
