"""Where torch's internals are not the layout opmapgen knows, or OPMAPGEN_PUBLIC_API=1 is
set, opmapgen takes torch's public API, or does without, with a warning: exports still
work and still match eager."""

from __future__ import annotations

import json
import os

from conftest import REPO, run_python

# Exports a model of lgamma and asinh (neither converted by torch's dynamo exporter on its
# own, lgamma by neither exporter) every way the mappings are public, runs each in ONNX
# Runtime, and prints the largest difference from eager per way, and the warnings.
EXPORTS = """
import io, json, warnings
import numpy as np
import onnxruntime
import torch

warnings.simplefilter("always")
caught = warnings.catch_warnings(record=True)
messages = caught.__enter__()
import opmapgen
import opmapgen.library

class Model(torch.nn.Module):
    def forward(self, x):
        return torch.lgamma(x) + torch.asinh(x)

model, x = Model(), torch.rand(2, 3) * 4 + 0.5
expected = model(x).numpy()

def run(proto):
    session = onnxruntime.InferenceSession(proto, providers=["CPUExecutionProvider"])
    (got,) = session.run(None, {session.get_inputs()[0].name: x.numpy()})
    return float(np.abs(got - expected).max())

results = {}
buffer = io.BytesIO()
opmapgen.export(model, (x,), buffer, dynamo=False, opset_version=17)
results["opmapgen.export torchscript"] = run(buffer.getvalue())
program = opmapgen.export(model, (x,), dynamo=True, verbose=False)
results["opmapgen.export dynamo"] = run(program.model_proto.SerializeToString())
buffer = io.BytesIO()
torch.onnx.export(model, (x,), buffer, dynamo=False, opset_version=17)
results["torch.onnx.export torchscript"] = run(buffer.getvalue())
try:
    program = torch.onnx.export(model, (x,), dynamo=True, verbose=False)
    results["torch.onnx.export dynamo"] = run(program.model_proto.SerializeToString())
except Exception as error:
    results["torch.onnx.export dynamo"] = type(error).__name__
opmapgen.library.unregister()
caught.__exit__(None, None, None)
print("RESULTS", json.dumps(results))
for w in messages:
    if issubclass(w.category, RuntimeWarning):
        print("WARNING", str(w.message).replace("\\n", " "))
"""


def _run(code: str, tmp_path, **env):
    old = {k: os.environ.get(k) for k in env}
    os.environ.update(env)
    try:
        result = run_python(code, cwd=tmp_path, extra_path=REPO)
    finally:
        for k, v in old.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert "OWN None None" in lines or "OWN" not in code
    (results,) = [line[8:] for line in lines if line.startswith("RESULTS ")]
    warned = [line[8:] for line in lines if line.startswith("WARNING ")]
    return json.loads(results), warned


def test_public_api_only_exports_with_both_exporters(tmp_path):
    """OPMAPGEN_PUBLIC_API=1: no lookup into torch's internals runs (each raises here), the
    symbolics are registered through torch.onnx.register_custom_op_symbolic, the dynamo
    exporter takes the mappings through custom_translation_table (opmapgen.export), and a
    plain dynamo export goes without them, as the warning says."""
    forbidden = """
def forbidden(*args, **kwargs):
    raise AssertionError("a lookup into torch's internals")
import torch
from opmapgen.runtime import dynamo_outputs, promotion, symbolic, translation
from opmapgen.runtime.exporters import dynamo, torchscript
torchscript._torch_registry = dynamo._opset_constants = forbidden
promotion._elementwise_dtypes = forbidden
dynamo._registry_class = symbolic._registry_module = forbidden
translation._torch_registry_class = dynamo_outputs._preparation = forbidden
get_schema = torch._C._get_schema

def get_schema_but_not_for_opmapgen(*args):
    import sys
    if sys._getframe(1).f_globals["__name__"].startswith("opmapgen"):
        forbidden()
    return get_schema(*args)

torch._C._get_schema = get_schema_but_not_for_opmapgen
"""
    results, warned = _run(forbidden + EXPORTS, tmp_path, OPMAPGEN_PUBLIC_API="1")
    plain_dynamo = results.pop("torch.onnx.export dynamo")
    assert all(d < 1e-4 for d in results.values()), results
    assert len(results) == 3
    # lgamma has no dynamo translation in torch: without the registry hook, no export.
    assert isinstance(plain_dynamo, str), plain_dynamo
    assert all(
        w.startswith(
            "opmapgen uses torch's public API only here (OPMAPGEN_PUBLIC_API is set)"
        )
        for w in warned
    ), warned
    assert len(warned) == len(set(warned))  # once each
    registry = next(w for w in warned if "dynamo exporter's registry" in w)
    assert (
        "opmapgen.export(...)" in registry and "custom_translation_table=" in registry
    )


def test_internals_of_an_unknown_layout_fall_back_to_the_public_api(tmp_path):
    """Each lookup into torch's internals finds an object without what opmapgen reads, as
    under a torch that moved them: every export through the mappings still works."""
    unknown = """
import types
import torch
from opmapgen.runtime import dynamo_outputs, symbolic, translation
from opmapgen.runtime.exporters import dynamo, torchscript
torchscript._torch_registry = lambda: types.SimpleNamespace(register=None)
dynamo._opset_constants = lambda: (None, "18")
dynamo._registry_class = lambda module: types.SimpleNamespace()
symbolic._registry_module = lambda: types.SimpleNamespace()
translation._torch_registry_class = lambda: types.SimpleNamespace()
dynamo_outputs._preparation = lambda core: None
"""
    # torch's own symbolic and translation, which a case a mapping does not map goes to,
    # cannot be read: the mapping's refusal stands.
    own = "print('OWN', symbolic._torch_symbolic('aten::asinh', 17), "
    own += "translation._torch_translation('aten::asinh.default'))\n"
    results, warned = _run(unknown + EXPORTS + own, tmp_path)
    plain_dynamo = results.pop("torch.onnx.export dynamo")
    assert all(d < 1e-4 for d in results.values()), results
    assert isinstance(plain_dynamo, str), plain_dynamo
    why = "this torch's internals are not the layout it knows"
    assert all(
        w.startswith(f"opmapgen uses torch's public API only here ({why})")
        for w in warned
    ), warned
    assert len(warned) == len(set(warned))
    assert any("register_custom_op_symbolic" in w for w in warned), warned
    assert any("assuming 20 and 18" in w for w in warned), warned


def test_type_promotion_by_the_public_rules_is_torchs():
    """Where torch's elementwise_dtypes is not found, promotion follows the same rules
    with public calls: the same answer for every pair of operands of every kind."""
    import itertools

    from opmapgen.runtime import promotion

    dtypes = ["bool", "uint8", "int8", "int16", "int32", "int64", "float16"]
    dtypes += ["bfloat16", "float32", "float64", "complex64", "complex128"]
    forms = [promotion.TENSOR, promotion.ZERO_DIM, promotion.NUMBER]
    operands = [(d, f) for d in dtypes for f in forms]
    kinds = ["DEFAULT", "INT_TO_FLOAT", "BOOL_TO_LONG", "NO_OPMATH"]
    for kind in kinds:
        for pair in itertools.product(operands, repeat=2):
            names = {pair[0][0], pair[1][0]}
            if "bfloat16" in names and names & {"complex64", "complex128"}:
                continue  # torch names no complex of bfloat16 ("bcomplex32")
            internal = promotion.common_dtype.__wrapped__(kind, pair)
            assert promotion._public_common_dtype(kind, pair) == internal, (kind, pair)
