"""Custom ops with a body: both exporters emit the custom node and `export` attaches the body
as a model-local function, which plain ONNX Runtime runs; a registered kernel wins over it.

The fixture maps aten::sin to opmapgen_test::ScaledSin (attribute scale = 1), whose body
is scale * Sin(x / scale). Each check runs in a process of its own: the package registers
its symbolic, and onnxruntime-extensions its Python kernels, process-wide.
"""

from __future__ import annotations

import subprocess
import sys

import pytest
from conftest import FIXTURES, REPO, run_python


@pytest.fixture(scope="module")
def package(tmp_path_factory):
    """The fixture package, built once: each test imports it in a process of its own."""
    folder = tmp_path_factory.mktemp("bodies")
    command = [sys.executable, "-m", "opmapgen", "build", str(FIXTURES / "bodies")]
    subprocess.run([*command, "-o", "bodies", "-q"], cwd=folder, check=True)
    return folder


EXPORT = """
import io, onnx, onnxruntime, torch, bodies

class Model(torch.nn.Module):
    def forward(self, x):
        return torch.sin(x) * 2

x = torch.linspace(-3, 3, 10).reshape(2, 5)
"""


@pytest.mark.parametrize("dynamo", [False, True])
def test_the_body_is_attached_as_a_model_local_function(package, dynamo):
    result = run_python(
        EXPORT
        + f"""
buffer = io.BytesIO()
bodies.export(Model(), (x,), buffer, dynamo={dynamo}, opset_version=18)
model = onnx.load_from_string(buffer.getvalue())
onnx.checker.check_model(model, full_check=True)
print("nodes", [(n.domain, n.op_type) for n in model.graph.node if n.domain])
(function,) = model.functions
print("function", function.domain, function.name, list(function.attribute))
print("imports", sorted((o.domain, o.version) for o in function.opset_import))
session = onnxruntime.InferenceSession(buffer.getvalue(), providers=["CPUExecutionProvider"])
(y,) = session.run(None, {{session.get_inputs()[0].name: x.numpy()}})
print("max error", float(abs(torch.from_numpy(y) - Model()(x)).max()))
""",
        cwd=package,
        extra_path=REPO,
    )
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "nodes [('opmapgen_test', 'ScaledSin')]" in out, out
    assert "function opmapgen_test ScaledSin ['scale']" in out, out
    assert "imports [('', 18)]" in out, out  # the body at the model's opset
    error = float(out.split("max error ")[1].split()[0])
    assert error < 1e-6, out


def test_onnxruntime_prefers_a_registered_kernel_to_the_body(package):
    """The same model run twice: without the kernel library ONNX Runtime runs the body
    (sin); with a kernel registered for the op (here one that returns 7 everywhere, so
    that it shows), the kernel."""
    pytest.importorskip("onnxruntime_extensions")
    result = run_python(
        EXPORT
        + """
import numpy as np
from onnxruntime_extensions import PyCustomOpDef, get_library_path, onnx_op

buffer = io.BytesIO()
bodies.export(Model(), (x,), buffer, dynamo=False, opset_version=18)
model = onnx.load_from_string(buffer.getvalue())
# onnxruntime-extensions' Python kernels live in its own domain: move the op and its body.
contrib = "ai.onnx.contrib"
for node in model.graph.node:
    if node.domain == "opmapgen_test":
        node.domain = contrib
model.functions[0].domain = contrib
model.opset_import.append(onnx.helper.make_opsetid(contrib, 1))

@onnx_op(op_type="ScaledSin", inputs=[PyCustomOpDef.dt_float],
         outputs=[PyCustomOpDef.dt_float], attrs={"scale": PyCustomOpDef.dt_float})
def seven(x, scale):
    return np.full_like(x, 7.0)

def run(with_kernel):
    options = onnxruntime.SessionOptions()
    if with_kernel:
        options.register_custom_ops_library(get_library_path())
    session = onnxruntime.InferenceSession(
        model.SerializeToString(), options, providers=["CPUExecutionProvider"]
    )
    return session.run(None, {session.get_inputs()[0].name: x.numpy()})[0]

print("body", np.allclose(run(False), Model()(x).numpy(), atol=1e-6))
print("kernel", np.allclose(run(True), 14.0))
""",
        cwd=package,
        extra_path=REPO,
    )
    assert result.returncode == 0, result.stderr
    assert "body True" in result.stdout and "kernel True" in result.stdout, (
        result.stdout
    )


def test_attach_functions_completes_a_plain_torch_export(package):
    """torch.onnx.export with the package imported writes the custom node without its
    body, which ONNX Runtime cannot run; the package's attach_functions adds it."""
    result = run_python(
        EXPORT
        + """
path = "plain.onnx"  # in the package folder, shared: written anew
torch.onnx.export(Model(), (x,), path, dynamo=False, opset_version=17)
try:
    onnxruntime.InferenceSession(path, providers=["CPUExecutionProvider"])
    print("ran without the body")
except Exception as error:
    print("refused without the body")
print("attached", bodies.attach_functions(path))
session = onnxruntime.InferenceSession(path, providers=["CPUExecutionProvider"])
(y,) = session.run(None, {session.get_inputs()[0].name: x.numpy()})
print("max error", float(abs(torch.from_numpy(y) - Model()(x)).max()))
""",
        cwd=package,
        extra_path=REPO,
    )
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "refused without the body" in out and "attached True" in out, out
    assert float(out.split("max error ")[1].split()[0]) < 1e-6, out


BY_OPSET = """
import io, warnings; warnings.simplefilter("ignore")
import numpy as np, onnx, onnxruntime, torch
from onnx.reference import ReferenceEvaluator
import by_opset

class Model(torch.nn.Module):
    def forward(self, x, w):
        return torch.nn.functional.rms_norm(x, (8,), w, 1e-6) + torch.cos(x)

x, w = torch.rand(2, 3, 8) * 4 - 2, torch.rand(8) + 0.5
expected = Model()(x, w).numpy()
for dynamo, opset in [(False, 15), (False, 17), (True, 18)]:
    buffer = io.BytesIO()
    by_opset.export(Model(), (x, w), buffer, dynamo=dynamo, opset_version=opset)
    model = onnx.load_from_string(buffer.getvalue())
    onnx.checker.check_model(model, full_check=True)
    for function in sorted(model.functions, key=lambda f: f.name):
        means = [n for n in function.node if n.op_type == "ReduceMean"]
        axes = ("input" if len(means[0].input) == 2 else "attribute") if means else "-"
        imports = [(o.domain, o.version) for o in function.opset_import]
        print("function", opset, function.name, axes, imports)
    session = onnxruntime.InferenceSession(buffer.getvalue(), providers=["CPUExecutionProvider"])
    feeds = {i.name: v for i, v in zip(session.get_inputs(), (x.numpy(), w.numpy()))}
    print("onnxruntime", opset, float(np.abs(session.run(None, feeds)[0] - expected).max()))
    ran = ReferenceEvaluator(model).run(None, feeds)[0]
    print("reference", opset, float(np.abs(ran - expected).max()))
"""


def test_a_body_chooses_by_the_model_opset_or_imports_its_own(tmp_path):
    """A body with choices by the model's opset is one function per opset range, the one
    the model's opset reaches attached (ReduceMean's axes an attribute at 15 and 17, an
    input at 18); a body with an opset of its own imports it at every model opset. Both
    run in ONNX Runtime (which inlines a body at the model's opset) and in onnx.reference
    (which runs it at its own), as eager computes."""
    command = [
        sys.executable,
        "-m",
        "opmapgen",
        "build",
        str(FIXTURES / "bodies_by_opset"),
    ]
    subprocess.run([*command, "-o", "by_opset", "-q"], cwd=tmp_path, check=True)
    result = run_python(BY_OPSET, cwd=tmp_path, extra_path=REPO)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    functions = [line for line in lines if line.startswith("function ")]
    assert functions == [
        "function 15 RMSNormByOpset attribute [('', 15)]",
        "function 15 ScaledCosOwn - [('', 15)]",
        "function 17 RMSNormByOpset attribute [('', 17)]",
        "function 17 ScaledCosOwn - [('', 15)]",
        "function 18 RMSNormByOpset input [('', 18)]",
        "function 18 ScaledCosOwn - [('', 15)]",
    ], result.stdout
    errors = [
        line.split()
        for line in lines
        if line.split()[0] in ("onnxruntime", "reference")
    ]
    assert len(errors) == 6, result.stdout
    assert all(float(error) < 1e-5 for *_, error in errors), result.stdout
