"""A repeat with `loop: true` runs its rounds in the model: one ONNX Loop whose body is one
copy of the update's nodes, in both exporters' models, matching eager in every runtime."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest
from conftest import REPO

POWER_BY_LOOP = """\
name: power_by_loop
source: {op: aten::pow.Tensor_Scalar, args: [v, i]}
target:
  opset: 11
  formula:
    acc: input * 0 + 1
    rounds:
      repeat: exponent
      loop: true
      update:
        factor: Identity(input)
        acc: acc * factor
    result: Identity(acc)
dtypes: [float32]
test:
  inputs: [{shape: [3, 4], low: -2.0, high: 2.0}]
  args: {exponent: 3}
  cases:
    none: {args: {exponent: 0}}
    five: {args: {exponent: 5}}
"""

EXPORT = """
import warnings; warnings.simplefilter("ignore")
import io, sys, numpy as np, onnx, onnxruntime, torch
import pkg

dynamo = sys.argv[1] == "dynamo"
options = {"verbose": False, "opset_version": 18} if dynamo else {"opset_version": 17}

class Model(torch.nn.Module):
    def __init__(self, exponent):
        super().__init__()
        self.exponent = exponent

    def forward(self, x):
        return x ** self.exponent

x = torch.linspace(-2, 2, 12).reshape(3, 4)
for exponent in (3, 40):
    f = io.BytesIO()
    pkg.export(Model(exponent), (x,), f, dynamo=dynamo, **options)
    model = onnx.load_from_string(f.getvalue())
    onnx.checker.check_model(model, full_check=True)
    loops = [n for n in model.graph.node if n.op_type == "Loop"]
    body = onnx.helper.get_attribute_value(loops[0].attribute[0])
    (got,) = onnxruntime.InferenceSession(f.getvalue()).run(None, {model.graph.input[0].name: x.numpy()})
    np.testing.assert_allclose(got, (x ** exponent).numpy(), rtol=1e-5)
    print("exported", exponent, len(loops), sorted(n.op_type for n in body.node), len(model.graph.node))
"""


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    folder = tmp_path_factory.mktemp("loop")
    (folder / "specs").mkdir()
    (folder / "specs" / "power_by_loop.yaml").write_text(POWER_BY_LOOP)
    build = [sys.executable, "-m", "opmapgen", "build", "specs", "-o", "pkg", "-q"]
    result = subprocess.run(build, cwd=folder, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    return folder


def test_the_generated_code_defines_a_round_and_loops_it(built):
    symbolic = (built / "pkg" / "power_by_loop.py").read_text()
    assert "def rounds(g, acc):" in symbolic
    assert 'acc = g.op("Mul", acc, factor)' in symbolic
    assert "acc = loop(g, exponent, rounds, acc)" in symbolic
    translation = (built / "pkg" / "translations" / "power_by_loop.py").read_text()
    assert "def rounds(acc):" in translation
    assert "acc = loop(exponent, rounds, acc)" in translation
    assert "for _ in range" not in symbolic + translation


@pytest.mark.parametrize("exporter", ["torchscript", "dynamo"])
def test_the_model_holds_one_loop_whatever_the_count(built, exporter):
    result = subprocess.run(
        [sys.executable, "-c", EXPORT, exporter],
        cwd=built,
        capture_output=True,
        text=True,
        env=_env(),
        timeout=600,
    )
    assert result.returncode == 0, result.stderr
    found = re.findall(r"exported (\d+) (\d+) (.*) (\d+)", result.stdout)
    assert [(e, loops) for e, loops, _, _ in found] == [("3", "1"), ("40", "1")]
    # the body: the round's Identity and Mul, and the condition passed on
    assert all("'Mul'" in body for _, _, body, _ in found)
    # 40 rounds take no more nodes than 3
    assert found[0][3] == found[1][3]


def test_its_rounds_match_eager_in_the_parity_tests(built):
    """x ** 0 (no round), x ** 3 and x ** 5, both exporters, in every installed runtime."""
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", "0",
         "-W", "ignore", "-k", "not opinfo", "pkg/tests"],
        cwd=built,
        capture_output=True,
        text=True,
        env=_env(),
        check=False,
    )  # fmt: skip
    assert result.returncode == 0, result.stdout
    assert re.search(r"\b9 passed", result.stdout), result.stdout


def _env() -> dict:
    return {**os.environ, "PYTHONPATH": str(REPO)}


def test_typing_a_carried_value_stops_at_a_node_onnx_cannot_infer():
    """A carried value whose producers include an op ONNX has no schema for stays
    untyped: the walk back through its producers must end, not retry that op forever."""
    import onnx_ir as ir

    from opmapgen.runtime.translation import _type_chain

    typed = ir.Value(name="x", type=ir.TensorType(ir.DataType.FLOAT), shape=ir.Shape([2]))
    mystery = ir.Node("test.unknown", "Mystery", [typed])
    relu = ir.Node("", "Relu", [mystery.outputs[0]])
    _type_chain([relu.outputs[0]])
    assert relu.outputs[0].type is None
    assert mystery.outputs[0].type is None
