"""Every parity check runs every runtime of the registry it chooses: OpInfo samples as the
spec's cases do (each difference naming the runtime, the sample and the dtype; the spec's
`runtimes:` holding them strictly where it covers them with `opinfo`), and custom-domain
ops through their bodies where the runtime has no kernel."""

from __future__ import annotations

import pytest

import opmapgen.library
from opmapgen.runtime import runtimes
from opmapgen.runtime.opinfo import check_opinfo
from opmapgen.runtime.parity import RuntimeNotRun, TensorInput, check_parity

# linalg_inv inverts with com.microsoft::Inverse, which the reference does not have.
INVERSE = {"kind": "fails", "reason": "no contrib ops", "link": None, "cases": ()}


@pytest.fixture(autouse=True)
def _default_runtimes_only(monkeypatch):
    """The runtimes every check runs, without those run where installed (OpenVINO): these
    tests give the declarations of ONNX Runtime and the reference only."""
    from opmapgen.runtime import parity, sample_runs

    monkeypatch.setattr(parity, "WHEN_INSTALLED", ())
    sample_runs._others.cache_clear()
    yield
    sample_runs._others.cache_clear()


def _opinfo(
    mapping: str, source: str, dtypes, limits, dtype: str = "float32", opset: int = 17
):
    return check_opinfo(
        source=source, mapping=mapping, dtype=dtype, dtypes=dtypes,
        opsets={"torchscript": (opset,)}, export=opmapgen.library.export,
        runtime_limits=limits,
    )  # fmt: skip


def _inverse(limits, opset: int = 9):
    """Below opset 14 the Inverse body cannot take OpInfo's empty matrices."""
    return _opinfo(
        "linalg_inv", "aten::linalg_inv", ("float32", "float64"), limits, opset=opset
    )


def test_opinfo_samples_run_in_the_reference_where_it_is_declared():
    tally = _inverse({"reference": {**INVERSE, "opinfo": True}})
    assert tally.ran["reference"] and tally.declared["reference"]
    assert tally.ran["onnxruntime"] and not tally.declared["onnxruntime"]


def test_an_undeclared_opinfo_failure_names_the_runtime_and_the_dtype():
    with pytest.raises(AssertionError, match="reference could not run the model") as e:
        _inverse({"reference": {**INVERSE, "opinfo": ("float64",)}})
    assert "OpInfo samples of dtype float32" in str(e.value)
    assert "sample 1 ([0, 0])" in str(e.value)  # an empty matrix: the body's limit


def test_from_opset_14_the_inverse_body_runs_every_opinfo_sample_in_the_reference():
    tally = _inverse(None, opset=17)
    assert tally.ran["reference"] and not tally.declared["reference"]


def test_an_opinfo_failure_of_the_other_kind_fails():
    with pytest.raises(AssertionError, match="reference could not run the model"):
        _inverse({"reference": {**INVERSE, "kind": "differs", "opinfo": True}})


def test_a_declared_opinfo_failure_that_passes_fails():
    dtypes = ("float32", "int64")
    limits = {"reference": {**INVERSE, "opinfo": ("float32",)}}
    with pytest.raises(AssertionError, match="reference runs every sample as torch"):
        _opinfo("gather", "aten::gather", dtypes, limits)
    _opinfo("gather", "aten::gather", dtypes, limits, dtype="int64")  # not covered


def test_an_opinfo_difference_names_the_runtime(monkeypatch):
    reference = runtimes.runtime("reference")
    real = reference.load

    def off_by_one(model):
        loaded = real(model)
        return lambda feeds: [a + 1 for a in loaded(feeds)]

    monkeypatch.setattr(reference, "load", off_by_one)
    with pytest.raises(AssertionError, match=r"opset 17: reference: output 0 differs"):
        _opinfo("gather", "aten::gather", ("float32",), None)


def test_a_narrowed_dtype_is_compared_at_the_narrower_ones_tolerances(monkeypatch):
    """OpenVINO computes float64 in float32: its float64 outputs are held to float32's
    tolerances, and a difference says what it computes them in."""
    import torch

    from opmapgen.runtime import sample_runs

    openvino = runtimes.runtime("openvino")
    runner = sample_runs.Runner(openvino, None, openvino.NAME)
    rtol, atol, said = sample_runs.tolerances(runner, torch.float64, 1e-7, 1e-7)
    assert (rtol, atol) == runtimes.NARROWED_TOLERANCES["float32"]
    assert said == " (it computes float64 in float32)"


def test_custom_ops_with_bodies_run_in_every_runtime(tmp_path, monkeypatch):
    """rms_norm_fused's opmapgen::RMSNorm has a kernel and a body: the case runs the
    kernel in onnxruntime-extensions, and the reference (no kernel) runs the body."""
    pytest.importorskip("onnxruntime_extensions")
    import generated

    reference, seen = runtimes.runtime("reference"), []
    real = reference.run
    monkeypatch.setattr(
        reference, "run", lambda model, feeds: seen.append(model) or real(model, feeds)
    )
    check_parity(
        source=generated.rms_norm_fused,
        args=(
            TensorInput(shape=[2, 3, 8], low=-2.0, high=2.0),
            TensorInput(shape=[8], low=0.5, high=1.5),
            1e-6,
        ),
        mapping="rms_norm_fused", opset=18, rtol=1e-5, atol=1e-6,
        export=generated.export, exporter="torchscript", path=tmp_path / "r.onnx",
        runtime="onnxruntime-extensions",
        kernels={"opmapgen::RMSNorm": "impls.rms_norm:rms_norm_kernel"},
    )  # fmt: skip
    (model,) = seen
    assert [(f.domain, f.name) for f in model.functions] == [("opmapgen", "RMSNorm")]


def test_a_runtime_without_the_custom_ops_body_is_left_out_with_the_reason(tmp_path):
    """deform_conv2d_custom's opmapgen::DeformConv2d has a kernel only below opset 11."""
    pytest.importorskip("torchvision")
    import generated
    from generated.tests import test_deform_conv2d_custom as test

    with pytest.warns(RuntimeNotRun) as warned:
        check_parity(
            source="torchvision::deform_conv2d", **test.CASES["spec"],
            mapping="deform_conv2d_custom", opset=10, rtol=1e-4, atol=1e-4,
            export=generated.export, exporter="torchscript", path=tmp_path / "d.onnx",
            runtime="onnx-reference",
            kernels={"opmapgen::DeformConv2d": "impls.deform_conv:deform_conv2d"},
        )  # fmt: skip
    messages = [str(w.message) for w in warned]
    assert any(
        "not run in reference: opmapgen::DeformConv2d has no" in m for m in messages
    )
    assert any("not run in onnxruntime: " in m for m in messages)


def test_a_runtime_may_declare_opinfo_failures_in_more_than_one_way():
    """Each of a runtime's declarations covering the dtype is read: the failure is
    declared by the one of its kind; one of another exporter's models declares nothing."""
    differs = {**INVERSE, "kind": "differs", "opinfo": True}
    tally = _inverse({"reference": (differs, {**INVERSE, "opinfo": ("float32",)})})
    assert tally.declared["reference"]
    elsewhere = {**INVERSE, "opinfo": True, "exporters": ("dynamo",)}
    with pytest.raises(AssertionError, match="reference could not run the model"):
        _inverse({"reference": elsewhere})


def _lgamma_in_float32(monkeypatch, error: float = 0.0):
    """The reference made into a runtime that computes float64 in float32, as OpenVINO
    does: it answers lgamma of the feed in float32 (plus `error`), as float64."""
    import numpy as np
    import torch

    reference = runtimes.runtime("reference")

    def narrowed(feeds):
        (feed,) = feeds.values()
        computed = torch.lgamma(torch.from_numpy(feed).float()).double().numpy()
        return [np.asarray(computed + error)]

    monkeypatch.setattr(reference, "load", lambda model: narrowed)
    monkeypatch.setattr(reference, "NARROWS", {"float64": "float32"})


def test_an_opinfo_sample_computed_narrowed_may_match_eager_on_narrowed_inputs(
    monkeypatch,
):
    """A runtime that computes float64 in float32 is held to what eager gives on the
    inputs in float32 where float64 eager's answer is out of its reach (lgamma of large
    numbers: inf in float32), and to nothing looser."""
    dtypes = ("float32", "float64")
    _lgamma_in_float32(monkeypatch)
    tally = _opinfo("lgamma", "aten::lgamma", dtypes, None, "float64")
    assert tally.ran["reference"] and not tally.failures
    _lgamma_in_float32(monkeypatch, error=1e-3)
    with pytest.raises(AssertionError, match="and from torch on the inputs computed"):
        _opinfo("lgamma", "aten::lgamma", dtypes, None, "float64")


def test_a_runtime_slow_to_load_runs_the_edge_value_models_of_the_newest_opset(
    monkeypatch,
):
    """`EVERY_MODEL = False` (OpenVINO, which compiles each model): the OpInfo samples run
    there in the models of each exporter's newest opset that hold the first or an
    edge-value group; the other runtimes run every model."""
    import onnx

    reference = runtimes.runtime("reference")
    real, loaded = reference.load, []

    def recorded(model):
        proto = onnx.load_from_string(model)
        opset = next(o.version for o in proto.opset_import if not o.domain)
        shapes = [
            [d.dim_value or d.dim_param for d in i.type.tensor_type.shape.dim]
            for i in proto.graph.input
        ]
        loaded.append((opset, str(shapes)))
        return real(model)

    monkeypatch.setattr(reference, "load", recorded)
    run = lambda: check_opinfo(
        source="aten::gather", mapping="gather", dtype="float32", dtypes=("float32",),
        opsets={"torchscript": (11, 17)}, export=opmapgen.library.export,
    )  # fmt: skip
    run()
    every = list(loaded)
    assert {opset for opset, _ in every} == {11, 17}
    loaded.clear()
    monkeypatch.setattr(reference, "EVERY_MODEL", False)
    run()
    assert {opset for opset, _ in loaded} == {17}
    assert 0 < len(loaded) < len([m for m in every if m[0] == 17])
