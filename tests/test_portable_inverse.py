"""The portable inverse and exports for a named runtime (`export(..., runtime=)`).

linalg_inv's spec gives com.microsoft::Inverse a body in standard ONNX (Gauss-Jordan with
partial pivoting in an ONNX Loop), attached to every model that uses Inverse: ONNX Runtime
runs its kernel, an export for another runtime has the body inlined and holds standard ops
only. A mapping whose spec declares that its model fails in the named runtime refuses the
export with the declaration's reason.
"""

from __future__ import annotations

import io
import os
import subprocess
import sys

import numpy as np
import onnx
import onnxruntime
import pytest
import torch
from conftest import FIXTURES, REPO, run_python, write_spec
from onnx.reference import ReferenceEvaluator

from opmapgen.library import export
from opmapgen.runtime import runtimes


class InverseAndSolve(torch.nn.Module):
    def forward(self, a, b):
        return torch.linalg.inv(a), torch.linalg.solve(a, b)


class Inverse(torch.nn.Module):
    def forward(self, a):
        return torch.linalg.inv(a)


def _inputs(dtype: torch.dtype, n: int = 5) -> tuple[torch.Tensor, torch.Tensor]:
    """A batch of well-conditioned matrices, one with its rows reversed, so that partial
    pivoting has to swap rows (its diagonal is small)."""
    generator = torch.Generator().manual_seed(0)
    a = torch.randn(2, 3, n, n, generator=generator, dtype=dtype)
    a = a + n * torch.eye(n, dtype=dtype)
    a[0, 0] = a[0, 0].flip(0)
    return a, torch.randn(2, 3, n, 2, generator=generator, dtype=dtype)


def _exported(runtime, exporter: str, inputs) -> onnx.ModelProto:
    buffer = io.BytesIO()
    opset = 17 if exporter == "torchscript" else 18
    export(
        InverseAndSolve(), inputs, buffer, exporter=exporter, opset_version=opset,
        runtime=runtime,
    )  # fmt: skip
    return onnx.load_from_string(buffer.getvalue())


def _feeds(model, inputs) -> dict:
    return {i.name: t.numpy() for i, t in zip(model.graph.input, inputs)}


def _close(outputs, inputs) -> None:
    for got, want in zip(outputs, InverseAndSolve()(*inputs)):
        torch.testing.assert_close(torch.from_numpy(np.asarray(got)), want)


@pytest.mark.parametrize("dtype", [torch.float32, torch.float64])
@pytest.mark.parametrize("exporter", ["torchscript", "dynamo"])
def test_an_export_for_the_reference_holds_standard_ops_and_matches_eager(
    exporter, dtype
):
    inputs = _inputs(dtype)
    model = _exported("reference", exporter, inputs)
    onnx.checker.check_model(model, full_check=True)
    assert not model.functions
    assert not [n.op_type for n in model.graph.node if n.domain]
    assert "Loop" in [n.op_type for n in model.graph.node]
    _close(ReferenceEvaluator(model).run(None, _feeds(model, inputs)), inputs)
    session = onnxruntime.InferenceSession(model.SerializeToString())
    _close(session.run(None, _feeds(model, inputs)), inputs)


@pytest.mark.parametrize("exporter", ["torchscript", "dynamo"])
def test_the_default_export_keeps_onnx_runtimes_kernel_and_carries_the_body(exporter):
    inputs = _inputs(torch.float32)
    model = _exported(None, exporter, inputs)
    custom = {(n.domain, n.op_type) for n in model.graph.node if n.domain}
    assert custom == {("com.microsoft", "Inverse")}
    assert [(f.domain, f.name) for f in model.functions] == [
        ("com.microsoft", "Inverse")
    ]
    session = onnxruntime.InferenceSession(model.SerializeToString())
    _close(session.run(None, _feeds(model, inputs)), inputs)
    _close(ReferenceEvaluator(model).run(None, _feeds(model, inputs)), inputs)


@pytest.mark.parametrize("exporter", ["torchscript", "dynamo"])
def test_an_export_for_openvino_runs_there(exporter):
    if "openvino" not in runtimes.installed():
        pytest.skip("openvino is not installed")
    inputs = _inputs(torch.float32)
    model = _exported("openvino", exporter, inputs)
    assert not model.functions
    _close(runtimes.runtime("openvino").run(model, _feeds(model, inputs)), inputs)


def test_verify_runs_the_model_in_the_named_runtime():
    result = export(
        InverseAndSolve(), _inputs(torch.float64), dynamo=False, opset_version=17,
        runtime="reference", verify=True,
    )  # fmt: skip
    assert result.max_abs_error < 1e-12
    assert not result.model_proto.functions


def test_an_unknown_runtime_is_refused_naming_the_known_ones():
    with pytest.raises(
        ValueError, match="runtime='tensorrt': write one of onnxruntime"
    ):
        export(Inverse(), (torch.eye(2),), io.BytesIO(), runtime="tensorrt")


@pytest.mark.parametrize("n", [1, 6, 32])
@pytest.mark.parametrize("dtype", [torch.float32, torch.float64])
def test_the_body_is_as_accurate_as_the_matrix_allows(dtype, n):
    """linalg_inv.yaml's statement: within cond(A) * eps of the largest entry of the
    inverse (random matrices: condition numbers up to a few hundred)."""
    a = torch.randn(4, n, n, generator=torch.Generator().manual_seed(1), dtype=dtype)
    buffer = io.BytesIO()
    export(Inverse(), (a,), buffer, dynamo=False, opset_version=17, runtime="reference")
    model = onnx.load_from_string(buffer.getvalue())
    (got,) = ReferenceEvaluator(model).run(None, {model.graph.input[0].name: a.numpy()})
    want = torch.linalg.inv(a)
    error = (torch.from_numpy(got) - want).abs().max() / want.abs().max()
    bound = torch.linalg.cond(a.double()).max() * torch.finfo(dtype).eps
    assert error <= 4 * bound, (float(error), float(bound))


@pytest.mark.parametrize("shape", [(0, 0), (2, 0, 0)])
@pytest.mark.parametrize("exporter", ["torchscript", "dynamo"])
def test_an_empty_matrix_gives_torchs_empty_inverse_from_opset_14(exporter, shape):
    """The body's opset 14 form flattens with Reshape's allowzero, so a 0 in a shape is
    a 0 (opset 9's Reshape copies the input's dim there and fails)."""
    a = torch.empty(shape)
    buffer = io.BytesIO()
    opset = 17 if exporter == "torchscript" else 18
    export(
        Inverse(), (a,), buffer, exporter=exporter, opset_version=opset,
        runtime="reference",
    )  # fmt: skip
    model = onnx.load_from_string(buffer.getvalue())
    assert not model.functions
    feeds = {model.graph.input[0].name: a.numpy()}
    want = torch.linalg.inv(a)
    (got,) = ReferenceEvaluator(model).run(None, feeds)
    assert got.shape == tuple(want.shape) == shape
    torch.testing.assert_close(torch.from_numpy(got), want)
    # ONNX Runtime runs the inlined body as well as its kernel.
    (got,) = onnxruntime.InferenceSession(model.SerializeToString()).run(None, feeds)
    torch.testing.assert_close(torch.from_numpy(got), want)


def test_a_singular_matrix_gives_inf_or_nan_where_torch_raises():
    a = torch.tensor([[1.0, 2.0], [2.0, 4.0]])
    with pytest.raises(RuntimeError):
        torch.linalg.inv(a)
    # Exported with a matrix torch inverts (tracing runs the model), then run on `a`.
    model = _exported("reference", "torchscript", (torch.eye(2), torch.ones(2, 1)))
    feeds = _feeds(model, (a, torch.ones(2, 1)))
    (inverse, _) = ReferenceEvaluator(model).run(None, feeds)
    assert not np.isfinite(inverse).all()


def _this_checkout() -> dict:
    """The environment of a `python -m opmapgen` that runs this checkout's opmapgen,
    whatever one is installed."""
    path = os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")]))
    return {**os.environ, "PYTHONPATH": path}


SPEC = """
name: declared_sin
source: {op: aten::sin, args: [v]}
target: {op: Sin, opset: 9, inputs: [input]}
override: a test of a runtime declaration that refuses exports for that runtime
dtypes: [float32]
test:
  inputs: [{shape: [2, 3]}]
runtimes:
  reference:
    reason: a made-up failure, declared for the whole mapping
"""


def test_a_declared_failure_without_a_portable_form_refuses_the_export(tmp_path):
    write_spec(tmp_path / "specs", "declared_sin.yaml", SPEC)
    command = [sys.executable, "-m", "opmapgen", "build", str(tmp_path / "specs")]
    # This checkout's opmapgen builds it, whatever one is installed.
    subprocess.run(
        [*command, "-o", "declared", "-q"],
        cwd=tmp_path,
        check=True,
        env=_this_checkout(),
    )
    result = run_python(
        """
import io, torch, declared
from opmapgen.runtime.contract import UnsupportedInput
class Sin(torch.nn.Module):
    def forward(self, x):
        return torch.sin(x)
x = torch.ones(2, 3)
for dynamo in (False, True):
    declared.export(Sin(), (x,), io.BytesIO(), dynamo=dynamo)
    declared.export(Sin(), (x,), io.BytesIO(), dynamo=dynamo, runtime="onnxruntime")
    try:
        declared.export(Sin(), (x,), io.BytesIO(), dynamo=dynamo, runtime="reference")
    except Exception as error:
        while error is not None and not isinstance(error, UnsupportedInput):
            error = error.__cause__ or error.__context__
        print("refused", error.kind, error)
""",
        cwd=tmp_path,
        extra_path=REPO,
    )
    assert result.returncode == 0, result.stderr
    # The exporters print to stdout too, not always ending their lines.
    refusal = (
        "refused runtime opmapgen mapping 'declared_sin' (specs/declared_sin.yaml): the "
        "export is for reference, where this mapping's model fails to run: a made-up "
        "failure, declared for the whole mapping (the spec's runtimes.reference)"
    )
    assert result.stdout.count(refusal) == 2, result.stdout
    # verify --runtime exports for each runtime: the refusal is that runtime's line.
    (tmp_path / "sin_model.py").write_text(
        "import torch\n\nclass Sin(torch.nn.Module):\n"
        "    def forward(self, x):\n        return torch.sin(x)\n"
    )
    verified = subprocess.run(
        [sys.executable, "-m", "opmapgen", "verify", "sin_model.py:Sin",
         "--input-shape", "2,3", "--mappings", "declared", "--exporter", "dynamo",
         "--runtime", "onnxruntime,reference"],
        cwd=tmp_path, capture_output=True, text=True, timeout=600, check=False,
        env=_this_checkout(),
    )  # fmt: skip
    out = verified.stdout + verified.stderr  # a failed line goes to stderr
    assert verified.returncode == 1, out
    assert "dynamo exporter at opset 18, onnxruntime: matches eager" in out, out
    assert "dynamo exporter at opset 18, reference: export failed" in out, out
    assert "a made-up failure, declared for the whole mapping" in out, out


def test_verify_exports_for_each_runtime(tmp_path):
    named = [n for n in ("reference", "openvino") if n in runtimes.installed()]
    result = subprocess.run(
        [sys.executable, "-m", "opmapgen", "verify",
         f"{FIXTURES / 'verify' / 'inverse.py'}:Inverse", "--input-shape", "2,4,4",
         "--runtime", ",".join(named)],
        cwd=tmp_path, capture_output=True, text=True, timeout=600, check=False,
        env=_this_checkout(),
    )  # fmt: skip
    assert result.returncode == 0, result.stdout + result.stderr
    for name in named:
        label = runtimes.label(runtimes.runtime(name))  # "openvino on avx2"
        assert f"dynamo exporter at opset 18, {label}: matches eager" in result.stdout
