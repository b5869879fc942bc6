"""The spec language's formulas, conditions, variants and guards: what a spec says is what the
generated code does, at build time and in real exports."""

from __future__ import annotations

import ast
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import FIXTURES, REPO, run_python

from opmapgen.cli import main
from opmapgen.ir.signature import NO_DEFAULT, Arg
from opmapgen.validate.condition import ConditionError, check_condition
from opmapgen.validate.types import decide

ARGS = (
    Arg("input", "v", NO_DEFAULT),
    Arg("n", "i", NO_DEFAULT),
    Arg("prepend", "v", NO_DEFAULT),
    Arg("normalized_shape", "is", NO_DEFAULT),
)


def test_conditions_become_the_code_both_exporters_run():
    condition = check_condition(
        "prepend is not None and n == 1 or dtype(input) == 'bool'", ARGS
    )
    assert condition.code == (
        '(present(prepend) and n == 1) or dtype_name(input) == "bool"'
    )
    assert condition.args == ("prepend", "n", "input")
    assert check_condition("len($normalized_shape) == 1", ARGS).code == (
        "len(normalized_shape) == 1"
    )
    assert check_condition("prepend is None", ARGS).code == "absent(prepend)"
    # abs() of a number arg, e.g. a dim counted from either end; not of a tensor.
    assert check_condition("abs(n - 1) <= 1", ARGS).code == "abs(n - 1) <= 1"
    with pytest.raises(ConditionError, match="abs\\(\\) takes a number"):
        check_condition("abs(input) > 0", ARGS)


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("m == 1", "'m' is no source arg"),
        ("round(n) == 1", "a condition calls only"),
        ("len(input) == 1", "len() takes a list arg"),
        ("dtype(input) == 'double'", "'double' is not a dtype"),
        ("n is 1", "`is` compares with None only"),
        ("__import__('os')", "a condition calls only"),
        ("input.dtype", "Attribute is not allowed"),
        ("[x for x in n]", "ListComp is not allowed"),
        ("torch_below(n)", "torch_below() takes a torch release in quotes"),
        ('torch_below("2")', "'2' is not a torch release; write MAJOR.MINOR"),
    ],
)
def test_conditions_refuse_what_they_cannot_say(text, problem):
    with pytest.raises(ConditionError, match=re.escape(problem)):
        check_condition(text, ARGS)


def test_a_condition_on_the_torch_release_is_decided_at_export(monkeypatch):
    """`torch_below("2.15")` becomes the runtime's helper, reads no arg, and is left to
    the torch that exports: the build decides only the dtype tests around it."""
    from opmapgen.runtime import versions

    condition = check_condition(
        'dtype(input) == "float16" and torch_below("2.15")', ARGS
    )
    assert condition.code == 'dtype_name(input) == "float16" and torch_below("2.15")'
    assert condition.args == ("input",)
    assert decide(condition.tree, "float16") is None
    assert decide(condition.tree, "float32") is False
    for installed, below in [
        ("2.14.1+cu130", True),
        ("2.13.0+cpu", True),
        ("2.15.0", False),
        ("2.15.0a0+git1234", False),  # a pre-release of 2.15 is 2.15
        ("2.16.0.dev20261101", False),
        ("3.0", False),
    ]:
        versions.torch_below.cache_clear()
        monkeypatch.setattr(versions.torch, "__version__", installed)
        assert versions.torch_below("2.15") is below, installed
    monkeypatch.setattr(versions.torch, "__version__", "2.14.1")
    versions.torch_below.cache_clear()
    assert versions.torch_below("2.14.1") is False
    assert versions.torch_below("2.14.2") is True
    versions.torch_below.cache_clear()


def test_dtype_tests_are_decided_at_build_time_and_arg_values_are_not():
    test = check_condition("floating(input) and n == 1", ARGS).tree
    assert decide(test, "int64") is False
    assert decide(test, "float32") is None  # depends on n
    test = check_condition("integer(input) or dtype(input) == 'bool'", ARGS).tree
    assert decide(test, "bool") is True
    assert decide(test, "float16") is False
    assert decide(None, "float16") is True


def test_a_formula_expands_to_checked_nodes_written_in_place(tmp_path):
    spec = tmp_path / "specs" / "softplus_one.yaml"
    spec.parent.mkdir()
    spec.write_text(
        "name: softplus_one\n"
        "source: {op: aten::logaddexp, args: [v, v]}\n"
        "target:\n"
        "  opset: 11\n"
        "  formula:\n"
        "    m: Max(input, other)\n"
        "    result: m + Log(1 + Exp(-Abs(input - other)))\n"
        "dtypes: [float32, float64]\n"
        "test:\n"
        "  inputs: [{shape: [2, 3]}, {shape: [2, 3]}]\n"
    )
    result = subprocess.run(
        [sys.executable, "-m", "opmapgen", "build", "specs", "-o", "pkg", "-q"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    symbolic = (tmp_path / "pkg" / "softplus_one.py").read_text()
    # The literal takes the dtype of the value it meets; sub-expressions are written in place.
    assert 'one = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(input)))' in (
        symbolic
    )
    assert 'm = g.op("Max", input, other)' in symbolic
    translation = (tmp_path / "pkg" / "translations" / "softplus_one.py").read_text()
    # ...up to four calls deep; deeper ones get a line of their own, named after the
    # formula entry they are part of and their op.
    assert (
        "result_add = op.Add(one, op.Exp(op.Neg(op.Abs(op.Sub(input, other)))))"
        in translation
    )
    assert "return op.Add(m, op.Log(result_add))" in translation


GUARDED = """
import warnings; warnings.simplefilter("ignore")
import io, sys, torch
import guarded as generated
import opmapgen.library
from opmapgen.runtime.contract import refusal

# The library maps every order of diff: without it, n=2 meets the guard and nothing else.
opmapgen.library.unregister()

class Diff(torch.nn.Module):
    def forward(self, x):
        return torch.diff(x, n=2, dim=-1)

try:
    generated.export(Diff(), (torch.rand(3, 6),), io.BytesIO(), dynamo=EXPORTER == "dynamo")
    print("result: exported")
except Exception as error:
    refused = refusal(error)
    print("result:", refused.kind, refused)
"""


@pytest.fixture(scope="module")
def guarded(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("guarded")
    specs = FIXTURES / "guarded"
    assert main(["build", str(specs), "-o", str(folder / "guarded"), "-q"]) == 0
    return folder


@pytest.mark.parametrize("exporter", ["torchscript", "dynamo"])
def test_a_guard_refuses_the_args_it_does_not_support(exporter, guarded):
    lines = run_python(
        f"EXPORTER = {exporter!r}\n" + GUARDED, cwd=guarded, extra_path=REPO
    ).stdout.splitlines()
    (line,) = [x for x in lines if x.startswith("result: ")]
    assert line.startswith("result: args opmapgen mapping 'diff_first_order' (")
    assert line.endswith(
        "diff_first_order.yaml): only n=0 and n=1 are mapped; for a higher order, call "
        "torch.diff n times (n=2)"
    )


DECODER_MASK = """
import warnings; warnings.simplefilter("ignore")
import io, sys
import numpy as np, onnxruntime, torch
from opmapgen import library

class PackedPositions(torch.nn.Module):
    # What transformers' decoders do to find packed sequences: torch.diff of the position
    # ids with a prepended column.
    def forward(self, position_ids, hidden):
        first = position_ids[:, :1] - 1
        starts = torch.diff(position_ids, prepend=first, dim=-1) != 1
        return hidden * starts.unsqueeze(-1).to(hidden.dtype)

model = PackedPositions().eval()
ids = torch.tensor([[0, 1, 2, 0, 1, 2, 3, 4], [5, 6, 7, 8, 0, 1, 2, 3]])
hidden = torch.rand(2, 8, 4)
buffer = io.BytesIO()
dynamo = EXPORTER == "dynamo"
library.export(
    model, (ids, hidden), buffer, dynamo=dynamo, opset_version=18 if dynamo else 17
)
session = onnxruntime.InferenceSession(buffer.getvalue())
names = [i.name for i in session.get_inputs()]
(actual,) = session.run(None, dict(zip(names, (ids.numpy(), hidden.numpy()))))
np.testing.assert_allclose(actual, model(ids, hidden).numpy(), rtol=1e-6, atol=1e-6)
print("result: matches")
"""


@pytest.mark.parametrize("exporter", ["torchscript", "dynamo"])
def test_torch_diff_with_prepend_exports_as_decoder_models_call_it(exporter):
    lines = run_python(
        f"EXPORTER = {exporter!r}\n" + DECODER_MASK, cwd=REPO
    ).stdout.splitlines()
    assert "result: matches" in lines


BOOL_CUMSUM = """
import warnings; warnings.simplefilter("ignore")
import io
import numpy as np, onnx, onnxruntime, torch
from opmapgen import library

class Positions(torch.nn.Module):
    # Position ids from an attention mask, as decoder models build them: a cumsum of bools,
    # which torch's own symbolic exports as an invalid CumSum of bool.
    def forward(self, mask):
        return (mask.cumsum(-1) - 1).clamp(min=0)

mask = torch.tensor([[False, True, True, True], [True, True, False, True]])
buffer = io.BytesIO()
library.export(Positions(), (mask,), buffer, dynamo=False, opset_version=17)
model = onnx.load_from_string(buffer.getvalue())
onnx.checker.check_model(model, full_check=True)
session = onnxruntime.InferenceSession(buffer.getvalue())
(actual,) = session.run(None, {session.get_inputs()[0].name: mask.numpy()})
expected = Positions()(mask).numpy()
assert actual.dtype == expected.dtype, (actual.dtype, expected.dtype)
np.testing.assert_array_equal(actual, expected)
print("result: matches")
"""


def test_a_cumsum_of_bools_exports_a_valid_model():
    lines = run_python(BOOL_CUMSUM, cwd=REPO).stdout.splitlines()
    assert "result: matches" in lines


KTH = """\
name: kth
source: {op: aten::kthvalue, args: [v, i, i, b]}
target:
  opset: 13
  require:
    - that: rank(input) is not None and rank(input) > 0
      message: a 0-dim input is not mapped
  formula:
    smallest: TopK(input, [$k], axis=$dim, largest=0)
    value: Gather(smallest, [$k - 1], axis=$dim)
    index: Gather(smallest[1], [$k - 1], axis=$dim)
    values:
      - when: keepdim
        then: value
      - then: Squeeze(value, [$dim])
    indices:
      - when: keepdim
        then: index
      - then: Squeeze(index, [$dim])
  result: [values, indices]
dtypes: [float32]
test:
  inputs: [{shape: [4, 6]}]
  args: {k: 2, dim: 1, keepdim: false}
  # OpInfo's integer samples have ties, which torch and TopK break apart (the dtypes this
  # spec does not claim go to the library's kthvalue mapping)
  opinfo_reference:
    function: opmapgen.runtime.references:stable_kthvalue
    why: torch breaks ties at the k-th value its own way; TopK gives the stable order's
"""


def test_ops_with_several_outputs_and_mappings_returning_several(tmp_path):
    # TopK's indices by `smallest[1]`; aten::kthvalue returns values and indices.
    (tmp_path / "specs").mkdir()
    (tmp_path / "specs" / "kth.yaml").write_text(KTH)
    build = [sys.executable, "-m", "opmapgen", "build", "specs", "-o", "pkg", "-q"]
    result = subprocess.run(build, cwd=tmp_path, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    symbolic = (tmp_path / "pkg" / "kth.py").read_text()
    assert re.search(
        r'smallest, smallest_1 = g\.op\(\s*"TopK",[^)]*outputs=2,', symbolic
    )
    assert "return values, indices" in symbolic
    translation = (tmp_path / "pkg" / "translations" / "kth.py").read_text()
    assert "smallest, smallest_1 = op.TopK(input, k_list, axis=dim, largest=0)" in (
        translation
    )
    # The generated tests: OpInfo's kthvalue samples and the spec's, both exporters, each
    # output's values, dtype and shape compared.
    result = _generated_tests(tmp_path, opinfo=True)
    assert re.search(r"\b\d+ passed", result.stdout), result.stdout


def test_a_float_arg_is_never_made_an_integer_constant(tmp_path):
    # `$min` is read with f: a constant of it must hold 1.5, not 1 (int64 would truncate).
    (tmp_path / "specs").mkdir()
    (tmp_path / "specs" / "clamp_low.yaml").write_text(
        "name: clamp_low\n"
        "source: {op: aten::clamp_min, args: [v, f]}\n"
        "target:\n"
        "  opset: 13\n"
        "  formula:\n"
        "    low: Cast($min, to=dtype(input))\n"
        "    result: Max(input, low)\n"
        "dtypes: [float32]\n"
        "test:\n"
        "  inputs: [{shape: [2, 3]}]\n"
        "  args: {min: 0.5}\n"
    )
    build = [sys.executable, "-m", "opmapgen", "build", "specs", "-o", "pkg", "-q"]
    result = subprocess.run(build, cwd=tmp_path, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    translation = (tmp_path / "pkg" / "translations" / "clamp_low.py").read_text()
    assert 'min_value = constant(min, dtype="float64")' in translation
    assert "op.Cast(min_value, to=onnx_dtype_of(input))" in translation


OPSET_VARIANT = """
import warnings; warnings.simplefilter("ignore")
import io, onnx, torch
from opmapgen import library

model = torch.nn.RMSNorm(8, eps=1e-6)
for opset in (18, 23):
    f = io.BytesIO()
    library.export(model, (torch.rand(2, 8),), f, opset_version=opset)
    ops = [n.op_type for n in onnx.load_from_string(f.getvalue()).graph.node]
    print("ops", opset, "RMSNormalization" in ops)
"""


def test_a_variant_applies_from_its_opset_on():
    # rms_norm's first variant is ONNX RMSNormalization, from opset 23 (dynamo exporter).
    lines = run_python(OPSET_VARIANT, cwd=REPO).stdout.splitlines()
    assert [x for x in lines if x.startswith("ops ")] == ["ops 18 False", "ops 23 True"]


def test_negative_inf_and_rank_in_keyword_attributes(tmp_path):
    (tmp_path / "specs").mkdir()
    (tmp_path / "specs" / "first_max.yaml").write_text(
        "name: first_max\n"
        "source: {op: aten::argmax, args: [v, i, b]}\n"
        "target:\n"
        "  opset: 13\n"
        "  require:\n"
        "    - that: dim is not None and rank(input) is not None\n"
        "      message: needs a dim\n"
        "  formula:\n"
        "    low: Where(input != input, -inf, input)\n"
        "    result: ArgMax(low, axis=$dim % rank(input), keepdims=$keepdim)\n"
        "override: a test of the formula language\n"
        "dtypes: [float32]\n"
        "test:\n"
        "  inputs: [{shape: [3, 4]}]\n"
        "  args: {dim: 1, keepdim: false}\n"
    )
    build = [sys.executable, "-m", "opmapgen", "build", "specs", "-o", "pkg", "-q"]
    result = subprocess.run(build, cwd=tmp_path, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    translation = (tmp_path / "pkg" / "translations" / "first_max.py").read_text()
    assert 'minus_inf = constant(float("-inf"), like=input)' in translation
    assert (
        "op.ArgMax(low, axis=dim % rank(input), keepdims=int(keepdim))" in translation
    )


def test_a_list_arg_read_at_an_index_in_attributes(tmp_path):
    # torch's padding [ph, pw] is ONNX's pads [ph, pw, ph, pw].
    (tmp_path / "specs").mkdir()
    (tmp_path / "specs" / "conv.yaml").write_text(
        "name: conv\n"
        "source: {op: aten::thnn_conv2d, args: [v, v, is, v, is, is]}\n"
        "target:\n"
        "  opset: 11\n"
        "  formula:\n"
        "    result: Conv(input, weight, kernel_shape=$kernel_size, strides=$stride,"
        " pads=[$padding[0], $padding[-1], $padding[0], $padding[-1]])\n"
        "test:\n"
        "  inputs: [{shape: [1, 3, 8, 8]}, {shape: [4, 3, 3, 3]}, {shape: [4]}]\n"
        "  args: {kernel_size: [3, 3], stride: [1, 1], padding: [1, 0]}\n"
    )
    build = [sys.executable, "-m", "opmapgen", "build", "specs", "-o", "pkg", "-q"]
    result = subprocess.run(build, cwd=tmp_path, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    pads = "[padding[0], padding[-1], padding[0], padding[-1]]"
    assert f"pads_i={pads}" in (tmp_path / "pkg" / "conv.py").read_text()
    translation = (tmp_path / "pkg" / "translations" / "conv.py").read_text()
    assert f"pads={pads}" in translation
    spec = tmp_path / "specs" / "conv.yaml"
    spec.write_text(spec.read_text().replace("$padding[-1]", "$kernel_size[$stride]"))
    result = subprocess.run(build, cwd=tmp_path, capture_output=True, text=True)
    assert result.returncode == 1
    assert "only a list arg is indexed, by a number: $padding[0]" in result.stderr


def test_known_failures_of_both_exporters_in_one_dtype(tmp_path):
    (tmp_path / "specs").mkdir()
    (tmp_path / "specs" / "expm1_both.yaml").write_text(
        "name: expm1_both\n"
        "source: {op: aten::expm1, args: [v]}\n"
        "target:\n"
        "  opset: 13\n"
        "  formula:\n"
        "    result: Exp(input) - 1\n"
        "override: a test of the known failures\n"
        "dtypes: [float16, float32]\n"
        "test:\n"
        "  xfail:\n"
        "    float16: {torchscript: first reason, dynamo: second reason}\n"
        "  inputs: [{shape: [3]}]\n"
    )
    build = [sys.executable, "-m", "opmapgen", "build", "specs", "-o", "pkg", "-q"]
    result = subprocess.run(build, cwd=tmp_path, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    test = (tmp_path / "pkg" / "tests" / "test_expm1_both.py").read_text()
    table = ast.literal_eval(
        test.partition("EXPORTER_XFAIL = ")[2].partition("\n\n")[0]
    )
    assert table == {
        "float16": {"torchscript": "first reason", "dynamo": "second reason"}
    }


def test_opinfo_runs_at_opset_20_only_where_the_graph_can_differ_from_17(tmp_path):
    from opmapgen.console import Console
    from opmapgen.validate.specs import validated

    spec = (
        "name: {name}\n"
        "source: {{op: aten::{op}, args: [v]}}\n"
        "target:\n"
        "  opset: 11\n"
        "  formula:\n"
        "    result: {formula}\n"
        "override: a test of the parity opsets\n"
        "test:\n"
        "  inputs: [{{shape: [3]}}]\n"
    )
    # Exp's schema is the same at 17 and 20; ReduceMean's axes became an input at 18.
    for name, op, formula in (
        ("plain", "exp", "Exp(input)"),
        ("reduced", "sinc", "ReduceMean(input, keepdims=1)"),
    ):
        (tmp_path / f"{name}.yaml").write_text(
            spec.format(name=name, op=op, formula=formula)
        )
    mappings = {m.name: m for m in validated(tmp_path, Console(), "x")}
    assert mappings["plain"].plan("torchscript").opinfo_opsets == (11, 17)
    assert mappings["reduced"].plan("torchscript").opinfo_opsets == (11, 17, 20)


POWER_BY_ROUNDS = """\
name: power_by_rounds
source: {op: aten::pow.Tensor_Scalar, args: [v, i]}
target:
  opset: 9
  formula:
    acc: input * 0 + 1
    rounds:
      repeat: exponent
      update:
        acc: acc * input
    result: Identity(acc)
dtypes: [float32]
test:
  inputs: [{shape: [3, 4], low: -2.0, high: 2.0}]
  args: {exponent: 3}
  cases:
    none: {args: {exponent: 0}}
    five: {args: {exponent: 5}}
"""


def test_a_repeat_writes_its_rounds_into_the_graph(tmp_path):
    # `repeat: exponent` counts the rounds with an int arg: a loop in both generated files,
    # whose rounds the parity tests prove (x ** 0, x ** 3, x ** 5, both exporters).
    (tmp_path / "specs").mkdir()
    (tmp_path / "specs" / "power_by_rounds.yaml").write_text(POWER_BY_ROUNDS)
    build = [sys.executable, "-m", "opmapgen", "build", "specs", "-o", "pkg", "-q"]
    result = subprocess.run(build, cwd=tmp_path, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    symbolic = (tmp_path / "pkg" / "power_by_rounds.py").read_text()
    assert (
        'for _ in range(exponent):\n        acc = g.op("Mul", acc, input)' in symbolic
    )
    translation = (tmp_path / "pkg" / "translations" / "power_by_rounds.py").read_text()
    assert "for _ in range(exponent):\n        acc = op.Mul(acc, input)" in translation
    # Not OpInfo's pow samples: the TorchScript exporter sends x ** y here too.
    result = _generated_tests(tmp_path)
    # three cases, each at TorchScript opsets 9 and 17 and dynamo opset 18
    assert re.search(r"\b9 passed", result.stdout), result.stdout


SUBFORMULAS = """
name: softclip
source: {op: aten::logaddexp, args: [v, v]}
target:
  opset: 15
  define:
    soft(x): Log(1 + Exp(-Abs(x)))
    lae(a, b): Max(a, b) + soft(a - b)
    widened():
      - when: dtype(input) == "float16"
        then: Cast(input, to=float32)
      - then: input
  variants:
    - when: dtype(input) == "float16"
      formula:
        x: widened()
        y: Cast(other, to=float32)
        result: Cast(lae(x, y), to=float16)
    - formula:
        result: lae(input, other)
dtypes: [float16, float32, float64]
test:
  inputs: [{shape: [2, 3]}, {shape: [2, 3]}]
  cases:
    half:
      inputs: [{shape: [4], dtype: float16}, {shape: [4], dtype: float16}]
"""
# The same, each call written out where it stands.
WRITTEN_OUT = """
name: softclip
source: {op: aten::logaddexp, args: [v, v]}
target:
  opset: 15
  variants:
    - when: dtype(input) == "float16"
      formula:
        x:
          - when: dtype(input) == "float16"
            then: Cast(input, to=float32)
          - then: input
        y: Cast(other, to=float32)
        result: Cast(Max(x, y) + Log(1 + Exp(-Abs(x - y))), to=float16)
    - formula:
        result: Max(input, other) + Log(1 + Exp(-Abs(input - other)))
dtypes: [float16, float32, float64]
test:
  inputs: [{shape: [2, 3]}, {shape: [2, 3]}]
  cases:
    half:
      inputs: [{shape: [4], dtype: float16}, {shape: [4], dtype: float16}]
"""


def test_sub_formulas_expand_as_if_written_out(tmp_path):
    """`target.define`: sub-formulas with parameters, calling each other, and choices called
    as a whole entry generate the code the written-out formulas do, and it exports right."""
    built = {}
    for name, text in (("defined", SUBFORMULAS), ("written", WRITTEN_OUT)):
        folder = tmp_path / name
        (folder / "specs").mkdir(parents=True)
        (folder / "specs" / "softclip.yaml").write_text(text)
        build = [sys.executable, "-m", "opmapgen", "build", "specs", "-o", "pkg", "-q"]
        result = subprocess.run(build, cwd=folder, capture_output=True, text=True)
        assert result.returncode == 0, result.stderr
        built[name] = {
            path.relative_to(folder).as_posix(): path.read_text()
            for path in sorted((folder / "pkg").rglob("*.py"))
        }
    assert built["defined"] == built["written"]
    result = _generated_tests(tmp_path / "defined")
    assert re.search(r"\b\d+ passed", result.stdout), result.stdout


DOUBLE_INVERSE = """
name: double_inverse
source: {op: aten::linalg_inv, args: [v]}
target:
  opset: 9
  formula:
    half: com.microsoft.Inverse(A * 2)
    result: half * 2
dtypes: [float32, float64]
test:
  inputs: [{values: [4.0, 1.0, 0.5, 1.0, 3.0, -1.0, 0.2, -0.5, 5.0], shape: [3, 3]}]
  cases:
    float64:
      inputs: [{values: [1.5, 0.25, -0.5, 2.0], shape: [2, 2], dtype: float64}]
"""  # no runtimes: the library's body of com.microsoft::Inverse runs in the others


def test_a_formula_calls_an_op_of_a_custom_domain(tmp_path):
    """`com.microsoft.Inverse(...)`: a node of ONNX Runtime's domain, checked against its
    schemas, whose output takes its input's dtype (so the 2 it meets does), with the
    domain's opset import; the exported model runs in ONNX Runtime (inv(2A) * 2 is inv(A),
    as exactly as 2 is a power of two)."""
    (tmp_path / "specs").mkdir()
    (tmp_path / "specs" / "double_inverse.yaml").write_text(DOUBLE_INVERSE)
    build = [sys.executable, "-m", "opmapgen", "build", "specs", "-o", "pkg", "-q"]
    result = subprocess.run(build, cwd=tmp_path, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    symbolic = (tmp_path / "pkg" / "double_inverse.py").read_text()
    assert 'half = typed_like(g.op("com.microsoft::Inverse", g.op("Mul", A, two)), 0)' in (
        symbolic
    )
    translation = (tmp_path / "pkg" / "translations" / "double_inverse.py").read_text()
    assert "return op.Mul(half, two)" in translation  # typed like A, as Inverse is
    result = _generated_tests(tmp_path)
    assert re.search(r"\b\d+ passed", result.stdout), result.stdout


def _generated_tests(folder, opinfo: bool = False) -> subprocess.CompletedProcess:
    """Run the parity tests of the package built in `folder`/pkg (without the OpInfo
    samples unless `opinfo`), in a process of their own, and require them to pass."""
    select = [] if opinfo else ["-k", "not opinfo"]
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", "0",
         "-W", "ignore", *select, "pkg/tests"],
        cwd=folder,
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(REPO)},
        check=False,
    )  # fmt: skip
    assert result.returncode == 0, result.stdout
    return result
