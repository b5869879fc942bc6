"""Lowering a formula gives its own IR (opmapgen/ir/lowered.py): each node in the choice or
repeat it is exported in, as the expander lowers it, and one record of what it gave."""

from __future__ import annotations

from opmapgen.ir.lowered import LoweredChoice, LoweredNode, LoweredRepeat
from opmapgen.ir.signature import NO_DEFAULT, Arg
from opmapgen.spec.model import Choice, Repeat
from opmapgen.validate.condition import check_condition
from opmapgen.validate.formula import FormulaExpander

ARGS = (Arg("input", "v", NO_DEFAULT), Arg("n", "i", NO_DEFAULT))


def _lowered(formula: dict):
    errors = []
    lowered = FormulaExpander(
        formula,
        result=None,
        tensors={"input": None},
        scalars={"n"},
        first_opset=17,
        constants={},
        error=lambda path, message: errors.append(message),
        reserved=set(),
        condition=lambda path, text: check_condition(text, ARGS),
    ).expand()
    assert not errors
    return lowered


def test_each_node_is_lowered_into_the_choice_or_repeat_it_is_in():
    lowered = _lowered(
        {
            "y": [Choice(when="n == 1", then="input * 2"), Choice(then="input + 1")],
            "z": "Neg(y)",
            "twice": Repeat(repeat=2, update={"z": "z * y"}),
            "out": "z - 1",
        }
    )
    kinds = [type(s) for s in lowered.statements]
    assert kinds == [
        LoweredChoice,
        LoweredChoice,
        LoweredNode,
        LoweredRepeat,
        LoweredNode,
    ]
    first, other, neg, twice, last = lowered.statements
    assert [n.op for n in first.nodes] == ["Mul"] and first.constants == ["two"]
    assert (first.branch.entry, first.branch.index) == ("y", 0)
    assert [n.op for n in other.nodes] == ["Add"] and other.branch.test is None
    assert other.branch.refusal is None  # the last choice applies whatever the args
    assert [n.op for n in twice.nodes] == ["Mul"] and twice.rounds.count == 2
    assert (neg.op, last.op, last.output) == ("Neg", "Sub", None)
    assert [n.op for n in lowered.nodes] == ["Mul", "Add", "Neg", "Mul", "Sub"]
    assert lowered.choice_entries == {"y"}


def test_the_last_choice_carries_the_refusal_when_none_applies():
    lowered = _lowered(
        {
            "y": [
                Choice(when="n == 1", then="input * 2"),
                Choice(when="n == 2", then="-input"),
            ]
        }
    )
    first, last = lowered.statements
    assert first.branch.refusal is None
    assert last.branch.refusal == (
        "no choice of formula 'y' takes these args (choices: n == 1; n == 2)"
    )
    assert last.branch.reads == ("n",)
