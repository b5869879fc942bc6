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
    assert "body True" in result.stdout and "kernel True" in result.stdout, result.stdout


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
