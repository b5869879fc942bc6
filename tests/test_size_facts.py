"""`sizes(input)`: a tensor arg's sizes known at export, which a repeat counts rounds by
(mappings/aten/linalg_cholesky.yaml, a column of the factor a round). They are the arg's
as the op was given it, promoted or not, and unknown (a refusal by name) where an axis is
dynamic."""

from __future__ import annotations

import textwrap

from conftest import run_python, write_spec

# A row of the result a round: the sum of input's rows up to each, by one-hot products.
SPEC = """
name: row_sums
source:
  op: aten::linalg_solve_triangular
  args: [v, v, b, b, b]
  promote: [input, B]
target:
  opset: 13
  require:
    - that: sizes(input) is not None
      message: the matrix size must be known at export
  formula:
    j: Gather(Shape(input), -1) * 0
    positions: Range(0, Gather(Shape(input), -1), 1)
    total: input * 0
    each_row:
      repeat: sizes(input)[-1]
      update:
        total: total + Unsqueeze(Cast(positions >= j, to=dtype(input)), [-1]) * Gather(input, Unsqueeze(j, [0]), axis=-2)
        j: j + 1
    result: MatMul(total, B)
dtypes: [float32, float64]
override: a test of its own
test:
  inputs: [{shape: [3, 3]}, {shape: [3, 2]}]
  args: {upper: true, left: true, unitriangular: false}
"""

CHECK = """
import warnings
warnings.simplefilter("ignore")
import torch, generated
from opmapgen.runtime.contract import USES
from opmapgen.runtime.contract import refusal

class Solve(torch.nn.Module):
    def forward(self, a, b):
        return torch.linalg.solve_triangular(a, b, upper=True)

a = torch.arange(16.0).reshape(4, 4)
b = torch.ones(4, 2, dtype=torch.float64)  # promotes a to float64
want = torch.cumsum(a.double(), 0) @ b
for dynamo in (False, True):
    USES["row_sums"] = 0
    path = f"m{int(dynamo)}.onnx"
    generated.export(Solve(), (a, b), path, dynamo=dynamo, opset_version=18 if dynamo else 17)
    import onnxruntime
    session = onnxruntime.InferenceSession(path)
    got = session.run(None, {i.name: t.numpy() for i, t in zip(session.get_inputs(), (a, b))})[0]
    assert USES["row_sums"] == 1 and torch.equal(torch.from_numpy(got), want), (dynamo, got)
    print("rounds by sizes", "dynamo" if dynamo else "torchscript")
try:
    generated.export(Solve(), (a, b), "d.onnx", dynamo=False, opset_version=17,
                     input_names=["a", "b"], dynamic_axes={"a": {0: "n"}})
except Exception as error:
    assert refusal(error) is not None and "must be known at export" in str(error), error
    print("dynamic refused")
"""


def test_a_repeat_counted_by_sizes_reads_the_args_as_given(tmp_path, cli):
    write_spec(tmp_path / "mappings", "row_sums.yaml", SPEC)
    code, _, err = cli("build", "mappings", "-o", "generated")
    assert code == 0, err
    done = run_python(textwrap.dedent(CHECK), tmp_path, extra_path=tmp_path)
    assert done.returncode == 0, done.stderr[-3000:]
    said = [
        "rounds by sizes torchscript",
        "rounds by sizes dynamo",
        "dynamic refused",
    ]
    # (torch prints its own progress and the graph it stopped at)
    assert [line for line in done.stdout.splitlines() if line in said] == said


# The diagonal's sum, an entry a round: min(m, n) rounds; a tall matrix takes a variant of
# its own, picked by a condition that reads two items of sizes().
DIAGONAL = """
name: diagonal_rounds
source: {op: aten::trace, args: [v]}
target:
  opset: 13
  require:
    - that: sizes(input) is not None
      message: the matrix size must be known at export
  formula:
    j: Gather(Shape(input), -1) * 0
    total: Cast(0, to=dtype(input))
    each:
      repeat: min(sizes(input)[-2], sizes(input)[-1])
      update:
        total: total + Gather(Gather(input, j, axis=0), j, axis=0)
        j: j + 1
    tall:
      - when: sizes(input)[-2] > max(sizes(input)[-1], 1)
        then: total * 10
      - then: Identity(total)
    result: Identity(tall)
override: a test of its own
test:
  inputs: [{shape: [3, 4]}]
"""

DIAGONAL_CHECK = """
import warnings
warnings.simplefilter("ignore")
import torch, generated, onnxruntime
from opmapgen.runtime.contract import USES

class Trace(torch.nn.Module):
    def forward(self, x):
        return torch.trace(x)

for shape, scale in (((3, 5), 1), ((5, 3), 10), ((4, 4), 1)):
    x = torch.arange(float(shape[0] * shape[1])).reshape(shape)
    for dynamo in (False, True):
        USES["diagonal_rounds"] = 0
        path = f"t{int(dynamo)}.onnx"
        generated.export(Trace(), (x,), path, dynamo=dynamo, opset_version=18 if dynamo else 17)
        session = onnxruntime.InferenceSession(path)
        (got,) = session.run(None, {session.get_inputs()[0].name: x.numpy()})
        assert USES["diagonal_rounds"] == 1 and float(got) == scale * float(torch.trace(x)), (shape, dynamo, got)
        print("rounds", shape, "dynamo" if dynamo else "torchscript")
"""


def test_a_repeat_counted_by_min_and_a_condition_on_two_sizes(tmp_path, cli):
    write_spec(tmp_path / "mappings", "diagonal_rounds.yaml", DIAGONAL)
    code, _, err = cli("build", "mappings", "-o", "generated")
    assert code == 0, err
    generated = (tmp_path / "generated" / "diagonal_rounds.py").read_text()
    assert "range(min(traced_sizes(input)[-2], traced_sizes(input)[-1]))" in generated
    done = run_python(textwrap.dedent(DIAGONAL_CHECK), tmp_path, extra_path=tmp_path)
    assert done.returncode == 0, done.stderr[-3000:]
    said = [
        f"rounds {shape} {exporter}"
        for shape in ((3, 5), (5, 3), (4, 4))
        for exporter in ("torchscript", "dynamo")
    ]
    assert [line for line in done.stdout.splitlines() if line in said] == said
