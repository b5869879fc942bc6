"""Formulas parse once into a typed tree (`ir.formula`): `$args` are read while parsing, values
known at export are `expr` trees rendered by walking, and mistakes are reported where the
spec wrote them."""

from __future__ import annotations

import pytest

from opmapgen.cli import main
from opmapgen.ir import expr
from opmapgen.ir import formula as f
from opmapgen.validate.defines import Define
from opmapgen.validate.formula_parse import FormulaError, parse_formula


def test_args_tensors_and_operators_are_told_apart_while_parsing():
    tree = parse_formula("x * $scale + 1")
    assert tree == f.Operator(
        "+",
        (f.Operator("*", (f.Value("x"), f.Known(expr.Name("scale")))), f.Number(1)),
    )
    # `$` is read where it stands, not by the name: the same name bare is a tensor.
    assert parse_formula("$x + x") == f.Operator(
        "+", (f.Known(expr.Name("x")), f.Value("x"))
    )


def test_values_known_at_export_are_trees_rendered_by_walking():
    known = parse_formula("$dim % rank(input) + 1")
    assert known == f.Known(
        expr.Binary(
            "+",
            expr.Binary("%", expr.Name("dim"), expr.Fact("rank", "input")),
            expr.Literal(1),
        )
    )
    assert known.text == "$dim % rank(input) + 1"
    assert expr.python(known.tree) == "dim % rank(input) + 1"
    assert parse_formula("($lower + $upper) / 2").text == "($lower + $upper) / 2"
    assert parse_formula("-inf") == f.Number(float("-inf"))
    assert parse_formula("[0, $dim - 1]") == f.Numbers(
        (f.Number(0), f.Known(expr.Binary("-", expr.Name("dim"), expr.Literal(1))))
    )


def test_a_call_names_its_domain_its_attributes_and_dtype_queries():
    call = parse_formula("com.microsoft.Inverse(a, axis=-1)")
    assert call == f.OnnxCall(
        "Inverse", "com.microsoft", (f.Value("a"),), (("axis", -1),)
    )
    assert call.shown == "com.microsoft.Inverse"
    cast = parse_formula("Cast(Cast(x, to=$dtype), to=dtype(other))")
    inner = f.OnnxCall("Cast", "", (f.Value("x"),), (("to", f.DtypeArg("dtype")),))
    assert cast == f.OnnxCall("Cast", "", (inner,), (("to", f.DtypeOf("other")),))
    pads = parse_formula("Pad(x, pads=[$padding[0], $padding[1]], mode='reflect')")
    ((pads_name, pads_value), mode) = pads.attributes
    assert pads_name == "pads"
    assert [i.text for i in pads_value] == ["$padding[0]", "$padding[1]"]
    assert mode == ("mode", "reflect")


def test_an_output_of_a_call_or_of_an_entry_is_indexed():
    assert parse_formula("TopK(x, k)[1]") == f.Output(
        f.OnnxCall("TopK", "", (f.Value("x"), f.Value("k"))), 1
    )
    assert parse_formula("t[1]") == f.Output(f.Value("t"), 1)


def test_sub_formulas_substitute_on_trees():
    trunc = Define("trunc", ("q",), "Where(q < 0, Ceil(q), Floor(q))", "trunc(q)")
    use = parse_formula("trunc(input / other)", {"trunc": trunc})
    assert use == f.Use(
        "trunc", (f.Operator("/", (f.Value("input"), f.Value("other"))),)
    )
    scaled = Define("scaled", ("q",), "q * 2 + rank(q)", "scaled(q)")
    (body,) = [parse_formula(scaled.body)]
    # A parameter bound to an arg's value makes a value known at export, as written out.
    bound = f.substitute(body, {"q": f.Known(expr.Name("n"))})
    assert bound.text == "$n * 2 + rank(q)"
    renamed = f.substitute(body, {"q": f.Value("q_value")})
    assert renamed.operands[1] == f.Known(expr.Fact("rank", "q_value"))
    assert f.names(body) == ["q", "q"]
    with pytest.raises(FormulaError, match=r"trunc\(q\) takes 1 argument \(q\)"):
        parse_formula("trunc(a, b)", {"trunc": trunc})


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("a and b", "and, or and not are for conditions"),
        ("ai.onnx.Exp(x)", "ai.onnx is the default ONNX domain"),
        ("$f(x)", "call ONNX ops by name"),
        ("TopK(x, k)[-1]", "index an op's outputs with a number"),
        ("(a + b)[0]", "only an op's outputs can be indexed"),
        ("Cast(x, to=dtype($dim))", r"dtype\(\) takes a tensor source arg"),
        ("[]", "an empty list has no dtype"),
        ("[Exp(x)]", "a list in a formula holds numbers"),
        ("'a' + x", "'a' is not a number or a tensor"),
        ("a < b < c", "compare two values with one of"),
        ("x +", "it does not parse"),
    ],
)
def test_mistakes_are_said_while_parsing(text, problem):
    with pytest.raises(FormulaError, match=problem):
        parse_formula(text)


SPEC = """\
name: scaled
source: {{op: aten::leaky_relu, args: [v, f]}}
target:
  opset: 18
  formula:
{formula}
dtypes: [float32]
test:
  inputs: [{{shape: [2, 3]}}]
"""


def _build(tmp_path, formula, capsys) -> tuple[int, str]:
    spec = tmp_path / "specs" / "scaled.yaml"
    spec.parent.mkdir(exist_ok=True)
    entries = formula if isinstance(formula, dict) else {"result": formula}
    lines = "\n".join(f"    {key}: {text}" for key, text in entries.items())
    spec.write_text(SPEC.format(formula=lines))
    code = main(["build", str(spec.parent), "-o", str(tmp_path / "pkg"), "-q"])
    return code, capsys.readouterr().err


def test_a_bad_ref_in_a_formula_is_reported_where_it_is_written(tmp_path, capsys):
    code, err = _build(tmp_path, "input * $slope", capsys)
    assert code == 1
    assert "scaled.yaml:6:13:" in err and "slope" in err
    code, err = _build(tmp_path, "$input", capsys)
    assert (
        "scaled.yaml:6:13: formula 'result': $input is no source arg read with" in err
    )
    assert "input is a tensor: write it without $" in err


def test_an_entry_reference_and_a_custom_domain_call_build(tmp_path, capsys):
    entries = {
        "t": "TopK(input, [1], axis=-1)",
        "result": "t[0] + Cast(t[1], to=float32)",
    }
    code, err = _build(tmp_path, entries, capsys)
    assert code == 0, err
    symbolic = (tmp_path / "pkg" / "scaled.py").read_text()
    assert "t, t_1 = g.op(" in symbolic, symbolic
    code, err = _build(
        tmp_path, "com.microsoft.Inverse(input * $negative_slope)", capsys
    )
    assert code == 0, err
    symbolic = (tmp_path / "pkg" / "scaled.py").read_text()
    assert 'g.op("com.microsoft::Inverse"' in symbolic


def test_a_fact_of_a_name_that_is_no_tensor_gets_one_message(tmp_path, capsys):
    code, err = _build(tmp_path, "input + Cast(rank(nothing), to=float32)", capsys)
    assert code == 1
    assert "scaled.yaml:6:13: 'rank(nothing)':" in err
    assert "take a tensor source arg, not nothing" in err
    assert "no op rank" not in err
