"""Do no harm: importing the library never makes an export that torch alone gets right fail,
turn invalid or change its numbers.

For every op whose conversion a mapping of the library takes over from torch's own, with
either exporter, every way of calling it (`opmapgen.tools.calling_forms`) is exported without
the library and with it (`opmapgen.runtime.harm`). Which ops those are is asked of the
package and of torch, never listed here.
"""

from __future__ import annotations

import contextlib
import importlib
import json
import types
from pathlib import Path

import pytest
import torch
import yaml
from conftest import REPO

from opmapgen import library
from opmapgen.runtime import harm, opinfo
from opmapgen.runtime.contract import TOUCHED
from opmapgen.tools import calling_forms

# torchvision registers its ops (deform_conv2d) when imported: every worker must collect the
# same tests, whatever the tests it ran before imported.
with contextlib.suppress(ImportError):
    import torchvision  # noqa: F401

EXPORTERS = (("torchscript", 17), ("dynamo", 18))
LIBRARY = Path(library.__file__).parent

# Harms still open, by test id, with what is wrong: strict, so a fixed one fails the suite
# until it is removed here. Kept as data so that the ledger stays in one place.
KNOWN_HARMS: dict[str, str] = {}


def overriding() -> list:
    """One param per op and exporter for which a mapping replaces torch's own conversion,
    named by the mappings (an op of several overloads may have one for each)."""
    params = []
    for exporter, opset in EXPORTERS:
        for op, mappings in harm.overridden(library, exporter, opset).items():
            name = f"{'+'.join(mappings)}-{exporter}"
            known = KNOWN_HARMS.get(name)
            marks = [pytest.mark.xfail(strict=True, reason=known)] if known else []
            params.append(pytest.param(op, exporter, opset, id=name, marks=marks))
    return params


@pytest.mark.parametrize(("op", "exporter", "opset"), overriding())
def test_the_library_does_no_harm(op, exporter, opset, monkeypatch):
    # OpInfo's float32 samples too: their shapes and values (edge values, large and tiny
    # numbers) are torch's test data; the dynamo exporter, at about a second an export of
    # a batch, takes the first of each kind of edge value (all dtypes: `opmapgen sweep
    # --compare --opinfo OP`).
    samples = opinfo.harm_calls(op, "float32", edges_only=exporter == "dynamo")
    _expect_the_reference(op, samples, monkeypatch)
    results = harm.compare(
        [*calling_forms.calls(op), *samples], exporter, library, opset,
        tolerance=_tolerance(op),
    )  # fmt: skip
    assert results, (
        f"{op}: eager accepts none of its calling forms: give it a base call in "
        "opmapgen/tools/calling_forms.py (BASES)"
    )
    harmful = [r for r in results if r.harmful]
    assert not harmful, (
        f"{op}, {exporter} exporter at opset {opset}: {len(harmful)} of the "
        f"{len(results)} ways to call it export worse with the library than without:\n"
        + "\n".join(map(str, harmful))
    )


def _expect_the_reference(op: str, samples: list, monkeypatch) -> None:
    """Where the library's mapping of `op` compares with a reference (`opinfo_reference`:
    torch leaves part of the result unspecified, the signs of eigenvectors), its OpInfo
    samples are compared with that reference, as its own OpInfo test does; the calling
    forms, with eager."""
    references = {
        spec["test"]["opinfo_reference"]["function"]
        for spec in _specs(op)
        if spec["test"].get("opinfo_reference")
    }
    if not references:
        return
    (reference,) = references
    module, _, name = reference.partition(":")
    function = getattr(importlib.import_module(module), name)
    expected = {
        id(call): opinfo._Call(function, call.function.template) for call in samples
    }
    eager = harm.eager

    def eager_or_reference(call):
        if id(call) not in expected:
            return eager(call)
        return eager(harm.Call(call.name, expected[id(call)], call.tensors))

    monkeypatch.setattr(harm, "eager", eager_or_reference)


def _specs(op: str) -> list[dict]:
    """The specs of the library's mappings of `op` (which the test depends on, whether its
    exports reach each mapping or not: the ledger of proven tests is told)."""
    entries = [
        entry
        for entry in json.loads((LIBRARY / "catalog.json").read_text(encoding="utf-8"))
        if harm.op_name(entry["source"]) == op
    ]
    TOUCHED.update(entry["name"] for entry in entries)
    return [
        yaml.safe_load((REPO / entry["spec"]).read_text(encoding="utf-8"))
        for entry in entries
    ]


def _tolerance(op: str) -> dict[str, tuple[float, float]]:
    """The accuracy the specs of the library's mappings of `op` state (`test.tolerance`),
    by dtype: the widest where several map it. A float32 sum in another order than torch's
    is that far off with or without the library (addbmm's, on AVX2 CPUs)."""
    found: dict[str, tuple[float, float]] = {}
    for spec in _specs(op):
        for dtype, given in (spec["test"].get("tolerance") or {}).items():
            rtol, atol = found.get(dtype, (0.0, 0.0))
            found[dtype] = (max(rtol, given["rtol"]), max(atol, given["atol"]))
    return found


def test_some_mappings_override_torch():
    # The parametrization above is derived: an empty one would pass without checking.
    assert overriding()


@pytest.mark.parametrize(
    ("without", "with_library", "expected"),
    [
        (
            harm.Outcome("ok", abs_error=1e-7),
            harm.Outcome("ok", abs_error=2e-7),
            "same",
        ),
        (
            harm.Outcome("ok", abs_error=1e-7),
            harm.Outcome("ok", abs_error=7e-4, slack=1e-6),
            "harm",
        ),
        (harm.Outcome("ok"), harm.Outcome("ok", abs_error=1e-6, slack=2e-6), "same"),
        (harm.Outcome("ok"), harm.Outcome("refused", "no", ours=True), "harm"),
        (harm.Outcome("wrong", "x"), harm.Outcome("ok"), "fixed"),
        (
            harm.Outcome("refused", "x"),
            harm.Outcome("refused", "y", ours=True),
            "refused",
        ),
        (harm.Outcome("refused", "x"), harm.Outcome("refused", "x"), "same"),
        (harm.Outcome("refused", "x"), harm.Outcome("refused", "y"), "harm"),
        (harm.Outcome("wrong", "x"), harm.Outcome("refused", "y"), "harm"),
        (harm.Outcome("wrong", "x"), harm.Outcome("wrong", "x"), "harm"),
    ],
)
def test_verdicts(without, with_library, expected):
    assert harm.verdict(without, with_library)[0] == expected


@pytest.mark.parametrize("exporter", ["torchscript", "dynamo"])
def test_batching_gives_each_call_its_own_outcome(exporter):
    # A package of no mappings: both sides are torch alone. Calls that fail to export (no
    # conversion of lgamma or airy_ai at all), export wrong (TorchScript's floor_divide of
    # negative ints) or right, in one batch and one by one.
    empty = types.ModuleType("empty")
    empty.register = empty.unregister = lambda: None
    empty.registered = contextlib.nullcontext
    ints = torch.tensor([[-7, 5], [3, -8]])
    floats = torch.tensor([[0.5, 1.5], [2.5, 3.5]])
    calls = [
        harm.Call.of(torch.lgamma, floats, name="lgamma"),
        harm.Call.of(torch.floor_divide, ints, 2, name="floor_divide"),
        harm.Call.of(torch.add, floats, 1, name="add"),
        harm.Call.of(torch.special.airy_ai, floats, name="airy_ai"),
        harm.Call.of(torch.mul, ints, 3, name="mul"),
    ]
    with harm.unregistered(library):  # imported above, which registers it
        batched = harm.compare(calls, exporter, empty)
        alone = [harm.compare([call], exporter, empty)[0] for call in calls]
    assert [r.call for r in batched] == [c.name for c in calls]
    assert [r.without for r in batched] == [r.without for r in alone]
    assert [r.with_library for r in batched] == [r.with_library for r in alone]
    assert {r.without.status for r in batched} >= {"ok", "refused"}


def test_torch_converts_asks_torch():
    assert harm.torch_converts("aten::add", "torchscript", 17)
    # torch 2.14's TorchScript exporter has no symbolic of lgamma (README, quick start).
    assert not harm.torch_converts("aten::lgamma", "torchscript", 17)
    assert harm.torch_converts("aten::add.Tensor", "dynamo", 18)
    assert not harm.torch_converts("aten::no_such_op", "dynamo", 18)


def test_opinfo_samples_are_calls_of_their_own():
    # What the harness adds to the calling forms: one call per group of OpInfo samples of
    # the same shapes and args, each one eager accepts; the dynamo exporter's share, the
    # first of each kind of edge value, is among them and fewer.
    every = opinfo.harm_calls("aten::floor_divide", "float32")
    edges = opinfo.harm_calls("aten::floor_divide", "float32", edges_only=True)
    assert edges and len(edges) < len(every)
    assert {c.name for c in edges} <= {c.name for c in every}
    assert all(harm.eager(call) is not None for call in every)
    assert all(t.dtype == torch.float32 for c in every for t in c.tensors)
