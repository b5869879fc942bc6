"""A third exporter is its declaration module (runtime/exporters/) and its backend module
(codegen/backends/), nothing else: one added from outside the package, on sys.path, is in
every list of exporters, gets a plan, an opt_out key and `opmapgen.export(exporter=...)`."""

from __future__ import annotations

import inspect
import json

import pytest
from conftest import REPO, run_python, write_spec

from opmapgen.runtime import exporters, interface

# The test's exporter: the TorchScript exporter under another name, recording its exports
# and the packages register.py hands it (an export with it asks for the ones it holds).
FAKE_RUNTIME = """
from opmapgen.runtime.exporters import torchscript as _torchscript

NAME = "fake"
TITLE = "fake"
ORDER = 2
DEFAULT = False
MAPPED_BY = "symbolic"
RUNTIME = "opmapgen.runtime.symbolic"
TORCH_OPTIONS = {"dynamo": False, "fake": True}
CONVERTS_UNMAPPED = False
OWN_OPTIONS = ()
FALLBACK = None
KEY = "op"
BATCHED_TESTS = False
COMPARE_OPSET = 17
EXPORTS = []
REGISTERED = []
mapped_ops = _torchscript.mapped_ops
torch_converts = _torchscript.torch_converts
capture_failure = _torchscript.capture_failure
fallback_options = _torchscript.fallback_options


def last_opset():
    return 17


def build_opset(opset):
    return max(opset, 11)


def register_package(registrations):
    REGISTERED.append(registrations.package)


def unregister_package(registrations):
    REGISTERED.remove(registrations.package)


def export(model, args, f, package, kwargs):
    # Each package it exports with was handed to it by registering it.
    with package.registered():
        held = [m.__name__ for m in package.modules if m.__name__ in REGISTERED]
    EXPORTS.append((kwargs.get("opset_version"), held))
    return _torchscript.export(model, args, f, package, kwargs)


def test_options(optimize):
    return {}
"""
FAKE_BACKEND = """
EXPORTER = "fake"
TEMPLATE = "mapping.py.j2"


def module_path(mapping):
    return None  # writes no module: what the build needs of it is its plan


def imports(mapping):
    return []


def contract(mapping):
    return ""


def body(mapping, indent):
    return ""


def overloads(mapping):
    return []
"""
SPEC = """\
name: {name}
source:
  op: aten::{name}
  args: [v]
target:
  opset: 9
  nodes:
    - {{op: {op}, inputs: [input]}}
dtypes: [float32]
test:
  inputs: [{{shape: [2, 3], low: -1.0, high: 1.0}}]
{opt_out}"""
PROBE = """
import json, sys
from pathlib import Path

import torch

import opmapgen
from opmapgen.codegen.backends import BACKENDS
from opmapgen.codegen.layout import Call
from opmapgen.codegen.tests import opinfo_kwargs
from opmapgen.diagnostics import Report
from opmapgen.ir.exporters import EXPORTERS
from opmapgen.runtime import exporters, harm, onnx_export, opinfo
from opmapgen.runtime.exporters import fake
from opmapgen.spec.model import OptOut, json_schema
from opmapgen.validate.specs import validate

mappings = {m.name: m for m in validate((Path(sys.argv[1]),), Report())}
plans = {name: m.plan("fake") for name, m in mappings.items()}
import opmapgen.library as library
registered = [library.__name__ in fake.REGISTERED]
library.unregister()
registered.append(library.__name__ in fake.REGISTERED)
library.register()
registered.append(library.__name__ in fake.REGISTERED)
opmapgen.export(
    torch.nn.Tanh(), (torch.ones(2),), sys.argv[2], exporter="fake", opset_version=13
)
exports = list(fake.EXPORTS)
# The OpInfo runner takes the opsets of an exporter it has no keyword for.
tally = opinfo.run_opinfo(
    source="aten::sinh", mapping=None, dtype="float32", claimed=True,
    opsets={"fake": (13,)}, export=opmapgen.export,
)
print(json.dumps({
    "registry": exporters.names(),
    "ir": EXPORTERS,
    "backends": [b.EXPORTER for b in BACKENDS],
    "opt_out": list(OptOut.model_fields),
    "schema": list(json_schema()["$defs"]["OptOut"]["properties"]),
    "export choices": onnx_export.choices(),
    "compare": list(harm.OPSETS),
    "failure": opinfo._exporter("sample 0 ([2]), fake exporter at opset 13: wrong"),
    "opinfo opsets": {
        name: next(
            i.one_line() for i in opinfo_kwargs(m)
            if isinstance(i, Call) and i.head == "opsets="
        )
        for name, m in mappings.items()
    },
    "opinfo": [tally.cases, len(tally.failures), len(fake.EXPORTS) - len(exports)],
    "registered": registered,
    "plans": {
        name: [p.first_opset, p.last_opset, p.test_opsets, p.target, p.opt_out]
        for name, p in plans.items()
    },
    "exports": exports,
}))
"""


def test_a_third_exporter_is_two_modules(tmp_path):
    (tmp_path / "opmapgen" / "runtime" / "exporters").mkdir(parents=True)
    (tmp_path / "opmapgen" / "codegen" / "backends").mkdir(parents=True)
    (tmp_path / "opmapgen/runtime/exporters/fake.py").write_text(FAKE_RUNTIME)
    (tmp_path / "opmapgen/codegen/backends/fake.py").write_text(FAKE_BACKEND)
    specs = tmp_path / "specs"
    write_spec(specs, "sinh.yaml", SPEC.format(name="sinh", op="Sinh", opt_out=""))
    out = "opt_out: {fake: it needs no fake}\n"
    write_spec(specs, "cosh.yaml", SPEC.format(name="cosh", op="Cosh", opt_out=out))
    result = run_python(
        f"import sys; sys.argv[1:] = [{str(specs)!r}, {str(tmp_path / 'm.onnx')!r}]\n"
        + PROBE,
        cwd=REPO,
        extra_path=tmp_path,
    )
    assert result.returncode == 0, result.stderr
    found = json.loads(result.stdout.splitlines()[-1])
    everyone = ["torchscript", "dynamo", "fake"]
    assert found["registry"] == found["ir"] == found["backends"] == everyone
    assert found["opt_out"] == found["schema"] == everyone
    assert found["export choices"] == ["dynamo", "torchscript", "fake", "auto"]
    assert found["compare"] == everyone
    assert found["failure"] == "fake"
    # Built from opset 11 (its build_opset of 9) to its last, 17; tested at the spec's
    # default opsets as it builds them; found by the op's name, as it declares.
    assert found["plans"] == {
        "sinh": [11, 17, [11, 17], "aten::sinh", None],
        "cosh": [11, 17, [], "aten::cosh", "it needs no fake"],
    }
    assert found["exports"] == [[13, ["opmapgen.library"]]]
    assert found["registered"] == [True, False, True]
    # Its OpInfo opsets are in the generated test with the others', and the runner
    # exports with it there.
    assert found["opinfo opsets"] == {
        "sinh": 'opsets={"torchscript": (9, 17), "dynamo": (18,), "fake": (11, 17)}',
        "cosh": 'opsets={"torchscript": (9, 17), "dynamo": (18,), "fake": ()}',
    }
    cases, failures, exports = found["opinfo"]
    assert cases and not failures and exports
    assert (tmp_path / "m.onnx").stat().st_size > 0


@pytest.mark.parametrize("declared", exporters.declarations(), ids=lambda m: m.NAME)
def test_each_declaration_defines_the_interface(declared):
    assert declared.__name__ == f"{exporters.__name__}.{declared.NAME}"
    for name in interface.Exporter.__annotations__:
        assert hasattr(declared, name), f"{declared.__name__} lacks {name}"
    for name, function in vars(interface.Exporter).items():
        if inspect.isfunction(function) and not name.startswith("_"):
            expected = list(inspect.signature(function).parameters)[1:]
            own = list(inspect.signature(getattr(declared, name)).parameters)
            assert own == expected, (declared.__name__, name)


def test_exactly_one_default_and_fallbacks_are_exporters():
    assert sum(bool(m.DEFAULT) for m in exporters.declarations()) == 1
    for declared in exporters.declarations():
        assert declared.FALLBACK is None or declared.FALLBACK in exporters.names()
