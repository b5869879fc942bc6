"""`dtypes` by tensor input (issue 31, point 6): each input is checked against its own dtypes
at export, with both exporters, and one of another dtype is refused with an error naming the
mapping, its spec file, the input and the dtype, while the other inputs' dtypes export."""

from __future__ import annotations

import pytest
from conftest import REPO, run_python

from opmapgen.cli import main

SPEC = """\
# counts (integers) scaled by a float32 factor, as torch computes int * float32
name: scale_counts
source:
  function: my_ops:scale_counts
  args: [v, v]
  names: [counts, factor]
target:
  opset: 9
  formula:
    result: Cast(counts, to=float32) * factor
dtypes:
  counts: [int32, int64]
  factor: [float32]
test:
  inputs:
    - {shape: [2, 3], dtype: int64, low: -5, high: 5}
    - {shape: [2, 3]}
"""

EXPORT = """
import warnings; warnings.simplefilter("ignore")
import io, sys, numpy as np, onnxruntime, torch
import pkg
from opmapgen.runtime.contract import refusal

dynamo = sys.argv[1] == "dynamo"
options = {"verbose": False, "opset_version": 18} if dynamo else {"opset_version": 17}

class Model(torch.nn.Module):
    def forward(self, counts, factor):
        return pkg.scale_counts(counts, factor)

counts = torch.tensor([[1, -2, 3]], dtype=torch.int32)
for factor in (torch.tensor([0.5, 2.0, 4.0]), torch.tensor([0.5, 2.0, 4.0], dtype=torch.float64)):
    f = io.BytesIO()
    try:
        pkg.export(Model(), (counts, factor), f, dynamo=dynamo, **options)
    except Exception as error:
        print("result:", refusal(error) or error)
        continue
    session = onnxruntime.InferenceSession(f.getvalue())
    names = [i.name for i in session.get_inputs()]
    (got,) = session.run(None, dict(zip(names, (counts.numpy(), factor.numpy()))))
    np.testing.assert_allclose(got, (counts * factor).numpy())
    print("result: exported", got.dtype)
"""


@pytest.mark.parametrize("exporter", ["torchscript", "dynamo"])
def test_an_input_of_a_dtype_it_does_not_take_is_refused(
    exporter, tmp_path, monkeypatch
):
    """int32 counts with a float32 factor export and match eager; a float64 factor is
    refused by the factor's own dtypes, though the counts' are fine (no torch conversion
    of the function to hand it to)."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "mappings").mkdir()
    (tmp_path / "mappings" / "scale_counts.yaml").write_text(SPEC)
    (tmp_path / "my_ops.py").write_text(
        "def scale_counts(counts, factor):\n    return counts * factor\n"
    )
    assert main(["build", "mappings", "-o", "pkg", "-q"]) == 0
    result = run_python(EXPORT.replace("sys.argv[1]", repr(exporter)), tmp_path, REPO)
    assert result.returncode == 0, result.stderr
    lines = [
        line.removeprefix("result: ")
        for line in result.stdout.splitlines()
        if line.startswith("result: ")
    ]
    refused = (
        "opmapgen mapping 'scale_counts' (mappings/scale_counts.yaml): input 'factor' "
        "has dtype float64, which this mapping does not export for factor (the spec "
        "does not list it in `dtypes.factor`); it exports float32 for factor"
    )
    assert lines == ["exported float32", refused], result.stdout + result.stderr


WHERE = """\
# torch.where of a bool condition and two values torch promotes to one dtype
name: where_promoted
source:
  op: aten::where.self
  args: [v, v, v]
  promote: [input, other]
target:
  op: Where
  opset: 9
  inputs: [condition, input, other]
override: dtypes by input beside source.promote
dtypes:
  condition: [bool]
  input: [float32, int64]
  other: [float32, int64]
test:
  inputs:
    - {shape: [2, 3], dtype: bool}
    - {shape: [2, 3]}
    - {shape: [2, 3], dtype: int64}
"""

MIXED = """
import warnings; warnings.simplefilter("ignore")
import io, numpy as np, onnxruntime, torch
import where_pkg

class Model(torch.nn.Module):
    def forward(self, condition, x, y):
        return torch.where(condition, x, y)

args = (torch.tensor([True, False, True]), torch.tensor([0.5, 1.5, 2.5]), torch.tensor([1, 2, 3]))
for dynamo in (False, True):
    f = io.BytesIO()
    options = {"verbose": False, "opset_version": 18} if dynamo else {"opset_version": 17}
    where_pkg.export(Model(), args, f, dynamo=dynamo, **options)
    session = onnxruntime.InferenceSession(f.getvalue())
    names = [i.name for i in session.get_inputs()]
    (got,) = session.run(None, dict(zip(names, (a.numpy() for a in args))))
    np.testing.assert_array_equal(got, Model()(*args).numpy())
    print("result:", got.dtype)
"""


def test_dtypes_by_input_compose_with_promotion(tmp_path, monkeypatch):
    """The args promoted together take one list, and the build walks them as one type (a
    float32 input with an int64 other is computed in float32, as torch does): the mixed
    call exports with both exporters and matches eager."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "where_promoted.yaml").write_text(WHERE)
    assert main(["build", "where_promoted.yaml", "-o", "where_pkg", "-q"]) == 0
    result = run_python(MIXED, tmp_path, REPO)
    assert result.returncode == 0, result.stderr
    assert result.stdout.count("result: float32") == 2, result.stdout
