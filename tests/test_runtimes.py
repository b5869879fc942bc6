"""The runtimes a model is checked in (`opmapgen.runtime.runtimes`): each declaration defines
what `interface.Runtime` declares, runs a real exported model, and reports what it cannot run;
OpenVINO's crashes end its worker process, not the test run."""

from __future__ import annotations

import os
import pickle
import signal
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import onnx
import pytest
import torch

from opmapgen.runtime import interface, runtimes

DECLARED = [
    n for n in (*interface.Runtime.__annotations__, *vars(interface.Runtime))
    if not n.startswith("_")
]  # fmt: skip
INSTALLED = runtimes.installed()


def installed(name: str):
    return pytest.param(
        name,
        marks=pytest.mark.skipif(
            name not in INSTALLED, reason=f"{name} is not installed"
        ),
    )


ALL = [installed(n) for n in runtimes.names()]


@pytest.fixture(scope="module")
def model(tmp_path_factory):
    """A small real model exported with the library's mappings (asinh is one), in float64
    to show OpenVINO's narrowing: its bytes, feeds and eager's output."""
    from opmapgen import library

    class Small(torch.nn.Module):
        def forward(self, x):
            return torch.asinh(x) * 2 + x.mean(dim=-1, keepdim=True)

    x = torch.linspace(-3, 3, 24, dtype=torch.float64).reshape(2, 3, 4)
    path = tmp_path_factory.mktemp("runtimes") / "small.onnx"
    library.export(Small(), (x,), str(path), dynamo=False, opset_version=17)
    import onnx

    proto = onnx.load(str(path))
    feeds = {proto.graph.input[0].name: x.numpy()}
    return path.read_bytes(), feeds, Small()(x).numpy()


def test_each_runtime_declares_the_interface():
    assert set(runtimes.names()) >= {"onnxruntime", "reference", "openvino"}
    for declared in runtimes.declarations():
        missing = [n for n in DECLARED if not hasattr(declared, n)]
        assert not missing, f"{declared.__name__} lacks {missing}"
        assert declared.__name__.rsplit(".", 1)[1] == declared.NAME


def test_listing_the_runtimes_imports_none_of_them():
    code = (
        "import sys; from opmapgen.runtime import runtimes; runtimes.installed(); "
        "print([m for m in sys.modules if m.split('.')[0] in ('openvino', 'onnxruntime')])"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == "[]"


@pytest.mark.parametrize("name", ALL)
def test_each_runtime_runs_an_exported_model(name, model):
    data, feeds, expected = model
    declared = runtimes.runtime(name)
    (got,) = declared.run(data, feeds)
    rtol, atol, narrowed = runtimes.tolerances(declared, "float64", 1e-7, 1e-9)
    np.testing.assert_allclose(got, expected, rtol=rtol, atol=atol)
    assert narrowed == declared.NARROWS.get("float64")


@pytest.mark.parametrize("name", ALL)
def test_a_model_a_runtime_cannot_run_is_a_reported_failure(name):
    from onnx import TensorProto, helper

    value = helper.make_tensor_value_info("x", TensorProto.FLOAT, [2])
    graph = helper.make_graph(
        [helper.make_node("NoSuchOp", ["x"], ["y"], domain="example.missing")],
        "g", [value], [helper.make_tensor_value_info("y", TensorProto.FLOAT, [2])],
    )  # fmt: skip
    opsets = [helper.make_opsetid("", 18), helper.make_opsetid("example.missing", 1)]
    model = helper.make_model(graph, opset_imports=opsets)
    with pytest.raises(runtimes.RuntimeFailure, match="NoSuchOp"):
        runtimes.runtime(name).run(model, {"x": np.zeros(2, np.float32)})


@pytest.mark.skipif("openvino" not in INSTALLED, reason="openvino is not installed")
def test_an_openvino_crash_is_reported_and_its_worker_restarted(model, monkeypatch):
    data, feeds, expected = model
    openvino = runtimes.runtime("openvino")
    openvino.run(data, feeds)
    worker = openvino._Worker.shared().process
    # What a crashing input does to it (a diag offset past the end: SIGFPE), without
    # depending on which inputs crash this release: the worker dies while it holds the
    # request. Stopped, it takes the signal only once continued, after the request is
    # written (a worker found dead before a request is restarted without a word).
    os.kill(worker.pid, signal.SIGSTOP)
    while _state(worker.pid) != "T":
        time.sleep(0.01)
    os.kill(worker.pid, signal.SIGSEGV)
    read = openvino._Worker._read

    def continued(self):
        os.kill(self.process.pid, signal.SIGCONT)
        return read(self)

    monkeypatch.setattr(openvino._Worker, "_read", continued)
    with pytest.raises(runtimes.RuntimeFailure, match=r"openvino crashed \(signal 11"):
        openvino.run(data, feeds)
    (got,) = openvino.run(data, feeds)
    np.testing.assert_allclose(got, expected, rtol=1.3e-6, atol=1e-5)


def _state(pid: int) -> str:
    """A process's state letter (T: stopped), from /proc."""
    return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]


def test_a_worker_that_dies_while_a_fork_of_it_holds_its_output_is_seen_at_once(
    tmp_path, monkeypatch
):
    """A worker's end is seen by its exit too: a process it forked (OpenVINO's telemetry
    did) may keep its output open, where end of file never comes (it cost a 300 s timeout
    per crash)."""
    from opmapgen.runtime.runtimes import openvino

    script = tmp_path / "worker.py"
    script.write_text(
        "import os, signal, sys, time\n"
        "answers = os.dup(1)\n"
        "if os.fork() == 0:\n"
        "    time.sleep(60)  # holds the answers' pipe open\n"
        "    os._exit(0)\n"
        "sys.stdin.buffer.read(8)\n"
        "os.kill(os.getpid(), signal.SIGFPE)\n",
        encoding="utf-8",
    )
    monkeypatch.setattr(openvino, "_WORKER", script)
    worker = openvino._Worker()
    started = time.monotonic()
    try:
        status, said = worker.ask(("key", b"", {}))
    finally:
        openvino._end(worker.process)
    assert (status, said) == (
        "error", "openvino crashed (signal 8, SIGFPE) on this input"
    )  # fmt: skip
    assert time.monotonic() - started < 10


@pytest.mark.skipif("openvino" not in INSTALLED, reason="openvino is not installed")
def test_the_openvino_worker_sends_no_telemetry(model):
    """OpenVINO's import sends a usage event (openvino_telemetry, forking the worker): the
    worker runs without it."""
    from opmapgen.runtime.runtimes import openvino

    data, feeds, _ = model
    request = pickle.dumps(("key", data, feeds))
    ran = subprocess.run(
        [sys.executable, "-v", str(openvino._WORKER)],
        input=openvino._HEADER.pack(len(request)) + request,
        capture_output=True, timeout=120, check=False,
    )  # fmt: skip
    status, _ = pickle.loads(ran.stdout[openvino._HEADER.size :])
    assert status == "ok"
    imported = ran.stderr.decode(errors="replace")
    assert "import 'openvino'" in imported
    assert "import 'openvino_telemetry'" not in imported


def test_an_unknown_or_missing_runtime_is_named_with_what_is_installed(monkeypatch):
    with pytest.raises(ValueError, match=r"no runtime 'tensorrt': write some of"):
        runtimes.chosen("onnxruntime,tensorrt")
    monkeypatch.setattr(runtimes.runtime("openvino"), "installed", lambda: False)
    with pytest.raises(ValueError, match=r"pip install 'opmapgen\[runtimes\]'"):
        runtimes.chosen("openvino")
    assert [d.NAME for d in runtimes.chosen("all")] == ["onnxruntime", "reference"]


def parity(tmp_path, source, args, runtimes_named, exporter="torchscript", opset=17):
    from opmapgen import library
    from opmapgen.runtime.parity import check_parity

    check_parity(
        source=source, args=args, mapping=source.split("::")[1], opset=opset,
        rtol=1e-5, atol=1e-6, export=library.export, exporter=exporter,
        path=tmp_path / "model.onnx", runtimes=runtimes_named,
    )  # fmt: skip


def test_check_parity_runs_every_runtime_named(tmp_path):
    from opmapgen.runtime.parity import TensorInput

    x = TensorInput(shape=[2, 5], dtype="float64", low=-4.0, high=4.0)
    parity(tmp_path, "aten::asinh", (x,), "all")


@pytest.mark.skipif("openvino" not in INSTALLED, reason="openvino is not installed")
def test_check_parity_names_the_runtime_that_fails(tmp_path):
    from opmapgen.runtime.parity import TensorInput

    # A diagonal past the end: an empty result, which crashes OpenVINO 2026.4's process.
    x = TensorInput(shape=[4, 6], dtype="float32", low=-4.0, high=4.0)
    with pytest.raises(
        AssertionError, match=r"opset 17: openvino on \w+ (could not run|differs)"
    ):
        parity(tmp_path, "aten::diag", (x, 7), "reference,openvino")


def test_check_parity_leaves_other_runtimes_to_the_environment(monkeypatch):
    from opmapgen.runtime.parity import RUNTIMES_VARIABLE, also_in

    monkeypatch.delenv(RUNTIMES_VARIABLE, raising=False)
    assert also_in(None, besides="onnxruntime") == ()
    monkeypatch.setenv(RUNTIMES_VARIABLE, "onnxruntime,reference")
    assert [d.NAME for d in also_in(None, besides="onnxruntime")] == ["reference"]
    monkeypatch.setenv(RUNTIMES_VARIABLE, "nosuch")
    with pytest.raises(
        ValueError, match="OPMAPGEN_RUNTIMES=nosuch: no runtime 'nosuch'"
    ):
        also_in(None, besides="onnxruntime")


def test_opinfo_samples_run_in_the_runtimes_spec_cases_run_in(monkeypatch):
    """Both kinds of check choose the same runtimes: the defaults, those installed here
    (OpenVINO with the `runtimes` extra) and those OPMAPGEN_RUNTIMES names."""
    from opmapgen.runtime import parity, sample_runs

    monkeypatch.delenv(parity.RUNTIMES_VARIABLE, raising=False)
    model = onnx.helper.make_model(
        onnx.helper.make_graph([], "g", [], []),
        opset_imports=[onnx.helper.make_opsetid("", 17)],
    )
    sample_runs._others.cache_clear()
    try:
        spec_cases = [d.NAME for d in parity.also_in(None, "onnxruntime", True, True)]
        samples = [runner.name for runner in sample_runs.others(model)]
    finally:
        sample_runs._others.cache_clear()
    assert samples == spec_cases
    assert "reference" in samples
    assert ("openvino" in samples) == ("openvino" in INSTALLED)


def _narrowing_runtime(outputs):
    """A runtime that computes float64 in float32 and answers `outputs` (float32, the
    dtype of the model's output: the comparison checks it first)."""
    from types import SimpleNamespace

    return SimpleNamespace(
        NAME="narrowing", NARROWS={"float64": "float32"}, SATURATES=False, BY_ISA=False,
        run=lambda proto, feeds: [np.asarray(o, dtype=np.float32) for o in outputs],
    )  # fmt: skip


def test_a_narrowing_runtime_may_give_what_eager_gives_on_the_narrowed_inputs():
    from opmapgen.runtime.parity import Exported, check_in

    class Offset(torch.nn.Module):
        def forward(self, x, y):  # float32 x, float64 y: the result is float32
            return torch.where(y == 1, x, x + 1)

    x = torch.tensor([0.5, 2.0])
    y = torch.tensor([1.0000000001, 1.0], dtype=torch.float64)  # 1 in float32
    expected = [Offset()(x, y)]  # [1.5, 2.0]: eager compares in float64
    case = Exported(None, {}, expected, "offset", "torchscript", Offset(), (x, y))
    # What eager gives on y in float32 ([0.5, 2.0]) is what the runtime promises ...
    check_in(_narrowing_runtime([[0.5, 2.0]]), case, 1e-5, 1e-6, "here")
    check_in(_narrowing_runtime([[1.5, 2.0]]), case, 1e-5, 1e-6, "here")
    # ... and a value neither shows is a difference, said with both comparisons.
    with pytest.raises(AssertionError, match="also computing float64 in float32"):  # fmt: skip
        check_in(_narrowing_runtime([[0.5, 3.0]]), case, 1e-5, 1e-6, "here")


def test_an_output_of_another_shape_differs():
    """A runtime's 0-dim output where eager's is empty (OpenVINO reads an empty constant
    as a scalar) differs, though numpy's assert_allclose broadcasts it and passes."""
    from types import SimpleNamespace

    from opmapgen.runtime import parity

    case = parity.Exported(
        proto=None, feeds={}, expected=[torch.zeros(2, 0)], name="op",
        exporter="torchscript", model=None, tensors=(),
    )  # fmt: skip
    scalar = SimpleNamespace(
        NAME="scalar", NARROWS={}, BY_ISA=False,
        run=lambda proto, feeds: [np.zeros((), np.float32)],
    )  # fmt: skip
    with pytest.raises(AssertionError, match=r"shape \[\], eager \[2, 0\]"):
        parity.check_in(scalar, case, 1e-5, 1e-6, "here")


class _Scaled(torch.nn.Module):
    def forward(self, x):
        return x * 1e30 * 1e10  # beyond float32's range: inf there


def test_a_narrowing_runtime_is_held_to_eager_in_the_narrower_dtype():
    """A runtime that computes float64 in float32 passes where it gives float32 eager's
    answer (inf beyond float32's range), and fails where it gives neither that nor
    float64 eager's (float32's largest value for an overflow, as OpenVINO does)."""
    from types import SimpleNamespace

    from opmapgen.runtime import parity

    x = torch.tensor([1.0, -2.0], dtype=torch.float64)
    case = parity.Exported(
        proto=None, feeds={}, expected=[_Scaled()(x)], name="op",
        exporter="torchscript", model=_Scaled(), tensors=(x,),
    )  # fmt: skip

    def narrowing(*values, saturates=False):
        return SimpleNamespace(
            NAME="narrowing", NARROWS={"float64": "float32"}, SATURATES=saturates,
            BY_ISA=False, run=lambda proto, feeds: [np.array(values, np.float64)],
        )  # fmt: skip

    parity.check_in(narrowing(1e40, -2e40), case, 1e-5, 1e-6, "here")
    parity.check_in(narrowing(np.inf, -np.inf), case, 1e-5, 1e-6, "here")
    largest = float(np.finfo(np.float32).max)
    with pytest.raises(AssertionError, match="also computing float64 in float32"):
        parity.check_in(narrowing(largest, -largest), case, 1e-5, 1e-6, "here")
    # A runtime whose narrowing saturates (OpenVINO) gives float32's largest value for
    # float32's overflow, and is held to exactly that.
    saturating = narrowing(largest, -largest, saturates=True)
    parity.check_in(saturating, case, 1e-5, 1e-6, "here")
    with pytest.raises(AssertionError, match="also computing float64 in float32"):
        parity.check_in(narrowing(1.0, -1.0, saturates=True), case, 1e-5, 1e-6, "here")


def test_a_saturating_runtime_computes_on_saturated_inputs():
    """OpenVINO's float64 infinity is float32's largest value: eager's narrowed run
    takes the input so, acosh(inf) being acosh(3.4e38) = 88.7 there."""
    from types import SimpleNamespace

    from opmapgen.runtime import runtimes

    saturating = SimpleNamespace(NARROWS={"float64": "float32"}, SATURATES=True)
    x = torch.tensor([np.inf, -np.inf, np.nan, 1e300, 2.0], dtype=torch.float64)
    (narrowed,) = runtimes.narrowed_inputs(saturating, (x,))
    largest = float(np.finfo(np.float32).max)
    assert narrowed.dtype == torch.float32
    assert narrowed[[0, 1, 3, 4]].tolist() == [largest, -largest, largest, 2.0]
    assert narrowed[2].isnan()
    wide = runtimes.as_computed(saturating, torch.acosh(narrowed), torch.float64)
    assert wide.dtype == torch.float64
    assert wide[0].item() == torch.acosh(torch.tensor(largest)).item()  # 89.4


def test_an_unstable_case_must_run_and_its_numbers_are_not_held():
    """`kind: unstable`: whatever numbers the runtime gives, the case passes with a
    warning saying they were not compared; a runtime that cannot run it fails."""
    from types import SimpleNamespace

    from opmapgen.runtime import parity

    case = parity.Exported(
        proto=None, feeds={}, expected=[torch.zeros(())], name="op",
        exporter="dynamo", model=None, tensors=(),
    )  # fmt: skip
    limits = {"wobbly": {"kind": "unstable", "reason": "reads unwritten memory"}}

    def wobbly(run):
        return SimpleNamespace(NAME="wobbly", NARROWS={}, BY_ISA=False, run=run)

    for value in (0.0, 0.0078):
        answer = wobbly(lambda proto, feeds, v=value: [np.array(v, np.float32)])
        with pytest.warns(parity.RuntimeNotRun, match="wobbly's numbers not compared"):
            parity._expect_limit(case, 1e-5, 1e-6, "here", limits, declared=answer)

    def refuses(proto, feeds):
        raise runtimes.RuntimeFailure("no kernel")

    with pytest.raises(AssertionError, match="unstable .* says it runs"):
        parity._expect_limit(case, 1e-5, 1e-6, "here", limits, declared=wobbly(refuses))


@pytest.mark.parametrize("name", ALL)
def test_a_loaded_model_runs_on_feeds_of_other_shapes(name):
    """`load` gives one session (OpenVINO: one compiled model, kept in its worker) that
    runs sample after sample; what it cannot load fails when loaded."""
    import onnx.helper as h

    x = h.make_tensor_value_info("x", onnx.TensorProto.FLOAT, ["n"])
    y = h.make_tensor_value_info("y", onnx.TensorProto.FLOAT, ["n"])
    graph = h.make_graph([h.make_node("Neg", ["x"], ["y"])], "neg", [x], [y])
    model = h.make_model(graph, opset_imports=[h.make_opsetid("", 17)])
    loaded = runtimes.runtime(name).load(model.SerializeToString())
    for size in (3, 0, 5, 3):
        feed = np.arange(size, dtype=np.float32)
        (got,) = loaded({"x": feed})
        np.testing.assert_array_equal(got, -feed)
    broken = h.make_graph([h.make_node("NoSuchOp", ["x"], ["y"])], "b", [x], [y])
    unknown = h.make_model(broken, opset_imports=[h.make_opsetid("", 17)])
    with pytest.raises(runtimes.RuntimeFailure):
        runtimes.runtime(name).load(unknown.SerializeToString())({"x": feed})


# ONNX Runtime's Python API takes no ml_dtypes arrays: OpInfo's bfloat16 goes to it as
# OrtValues (opinfo._run).
@pytest.mark.parametrize(
    "name", [installed(n) for n in runtimes.names() if n != "onnxruntime"]
)
@pytest.mark.parametrize("shape", [(), (3,)], ids=["0-dim", "1-dim"])
def test_a_bfloat16_input_of_any_rank_runs(name, shape):
    """bfloat16 feeds (ml_dtypes') run at every rank: OpenVINO's Python API takes a
    0-dim one for float16 and refuses it unless the worker hands it over as bf16."""
    import ml_dtypes
    import onnx.helper as h

    bf16 = onnx.TensorProto.BFLOAT16
    x = h.make_tensor_value_info("x", bf16, list(shape))
    y = h.make_tensor_value_info("y", bf16, list(shape))
    graph = h.make_graph([h.make_node("Neg", ["x"], ["y"])], "neg", [x], [y])
    model = h.make_model(graph, opset_imports=[h.make_opsetid("", 17)])
    feed = np.full(shape, 1.5, dtype=ml_dtypes.bfloat16)
    (got,) = runtimes.runtime(name).run(model.SerializeToString(), {"x": feed})
    assert got.dtype == ml_dtypes.bfloat16 and got.shape == shape
    assert float(np.asarray(got, np.float32).reshape(-1)[0]) == -1.5


def test_parity_checks_run_onnxruntime_on_one_thread(tmp_path, monkeypatch, model):
    """The sessions parity checks make (spec cases, OpInfo batches, the do-no-harm
    comparison) use one thread each, and a one-thread session answers exactly what a
    default session answers."""
    import onnxruntime

    from opmapgen import library
    from opmapgen.runtime import harm, opinfo
    from opmapgen.runtime.parity import TensorInput
    from opmapgen.runtime.runtimes import onnxruntime as ort_runtime

    made = []
    real = onnxruntime.InferenceSession

    def recording(data, options=None, *args, **kwargs):
        made.append(options)
        return real(data, options, *args, **kwargs)

    monkeypatch.setattr(onnxruntime, "InferenceSession", recording)
    x = TensorInput(shape=[2, 5], dtype="float64", low=-4.0, high=4.0)
    parity(tmp_path, "aten::asinh", (x,), "onnxruntime")
    spec_sessions = len(made)
    assert spec_sessions >= 1

    sample = opinfo._sample(0, (torch.ones(2, 3), (), {}), torch.neg, "")
    run = opinfo._Run(
        None, True, ("float32",), torch.onnx.export, tmp_path / "m.onnx",
        None, None, opinfo.Tally(),
    )  # fmt: skip
    run.every_runtime = False
    run.exporter, run.opset = "dynamo", 18
    run.batch(torch.neg, [[sample]], "dynamo", 18)
    assert len(made) > spec_sessions

    harm_sessions = len(made)
    harm.compare([harm.Call.of(torch.asinh, torch.ones(3))], "torchscript", library)
    assert len(made) > harm_sessions
    assert all(o is not None for o in made), "a session made with default options"
    assert {(o.intra_op_num_threads, o.inter_op_num_threads) for o in made} == {(1, 1)}

    monkeypatch.setattr(onnxruntime, "InferenceSession", real)
    data, feeds, _ = model
    one = real(data, ort_runtime.check_options(), providers=["CPUExecutionProvider"])
    default = real(data, providers=["CPUExecutionProvider"])
    np.testing.assert_array_equal(one.run(None, feeds)[0], default.run(None, feeds)[0])
