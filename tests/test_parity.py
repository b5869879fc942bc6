"""The generated parity tests catch broken mappings, and cannot pass on another symbolic."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
import torch
from conftest import FIXTURES, REPO, write_spec

from opmapgen.cli import main
from opmapgen.runtime.parity import RUNTIMES_VARIABLE, TensorInput, check_parity


def _without_runtimes(environ) -> dict:
    """The environment without OPMAPGEN_RUNTIMES: a run asking for more runtimes (OpenVINO
    has no contrib Inverse) must not change what this test expects of the default ones."""
    return {k: v for k, v in environ.items() if k != RUNTIMES_VARIABLE}


def test_generated_tests_fail_on_a_wrong_op_or_attribute(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    assert main(["build", str(FIXTURES / "broken"), "-o", "broken_pkg"]) == 0
    assert main(["build", str(FIXTURES / "override"), "-o", "override_pkg"]) == 0
    assert main(["build", str(FIXTURES / "features"), "-o", "features_pkg"]) == 0
    capsys.readouterr()
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-v",
            "-p",
            "no:cacheprovider",
            "-W",
            "ignore",
            "broken_pkg/tests",
            "override_pkg/tests",
            "features_pkg/tests",
            "-k",
            "not opinfo",  # tests/test_opinfo.py covers those
        ],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=600,
        # The fixtures' kernels; the default runtimes only (the report names them).
        env={**_without_runtimes(os.environ), "PYTHONPATH": str(REPO)},
    )
    report = result.stdout
    assert result.returncode == 1, report
    for exporter, opset in (("torchscript", 9), ("dynamo", 18)):
        assert (
            f"FAILED broken_pkg/tests/test_asinh_as_sinh.py::test_asinh_as_sinh[{exporter}-{opset}]"
            in report
        )
    for exporter, opset in (("torchscript", 10), ("dynamo", 18)):
        assert (
            f"FAILED broken_pkg/tests/test_relu_wrong_alpha.py::test_relu_wrong_alpha[{exporter}-{opset}]"
            in report
        )
    assert "dynamo exporter, opset 18: onnxruntime differs from torch" in report
    # sigmoid_coarse is within its test's tolerance, but less accurate than torch's own
    # conversion, which it replaces: set beside it, it fails with both exporters.
    for exporter, opset in (("torchscript", 13), ("dynamo", 18)):
        assert (
            f"FAILED broken_pkg/tests/test_sigmoid_coarse.py::test_sigmoid_coarse[{exporter}-{opset}]"
            in report
        )
    assert "less accurate than torch's own conversion" in report
    # With each exporter: atanh_right, add_as_sum (5 opsets, then 2 with dynamo: it overrides
    # torch's built-in aten::add in both), leaky_relu_named, sinh_by_exp, exp2_folded and logaddexp_custom
    # (in onnxruntime-extensions) pass; erfinv_custom, a custom op with no kernel, has its graph
    # checked, then says why nothing runs it; inverse_contrib, a com.microsoft op, runs in
    # ONNX Runtime itself.
    assert "test_add_as_sum[dynamo-20] PASSED" in report
    assert "test_inverse_contrib[dynamo-18] PASSED" in report
    assert "test_logaddexp_custom[dynamo-18-onnxruntime-extensions] PASSED" in report
    assert "6 failed, 24 passed, 3 skipped" in report


def test_a_known_failure_of_an_exporters_cases_is_strict_on_older_torch_only(
    tmp_path, monkeypatch
):
    """`xfail: {EXPORTER: {reason, torch_below}}` marks that exporter's parity cases as
    strict xfails on the releases before `torch_below`, and lets them run from it on:
    here the dynamo cases pass on a torch older than the next release, so their
    known failure fails the suite, and the TorchScript ones, known to fail before 2.0
    only, run and pass."""
    import torch

    from opmapgen.runtime.versions import release

    major, minor = release(torch.__version__)[:2]
    later = f"{major}.{minor + 1}"
    monkeypatch.chdir(tmp_path)
    write_spec(
        tmp_path / "specs",
        "tanh_known.yaml",
        f"""
        name: tanh_known
        source: {{op: aten::tanh, args: [v]}}
        target: {{op: Tanh, opset: 9, inputs: [input]}}
        override: a test of known failures
        test:
          inputs: [{{shape: [2, 3]}}]
          opsets: [9]
          xfail:
            dynamo: {{reason: "said to fail before {later}", torch_below: "{later}"}}
            torchscript: {{reason: said to fail before 2.0, torch_below: "2.0"}}
        """,
    )
    assert main(["build", "specs", "-o", "known_pkg", "-q"]) == 0
    test = (tmp_path / "known_pkg" / "tests" / "test_tanh_known.py").read_text()
    assert "from opmapgen.runtime.versions import torch_below\n" in test
    assert (
        "DYNAMO_XFAIL = pytest.mark.xfail(\n"
        f'    torch_below("{later}"),\n'
        f'    reason="said to fail before {later}",\n'
        "    strict=True,\n)\n"
    ) in test
    assert 'pytest.param("dynamo", 18, marks=DYNAMO_XFAIL)' in test
    assert 'pytest.param("torchscript", 9, marks=TORCHSCRIPT_XFAIL)' in test
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-v", "-p", "no:cacheprovider", "-W", "ignore"]
        + ["known_pkg/tests", "-k", "not opinfo", "-rX"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=600,
        env={**os.environ, "PYTHONPATH": str(REPO)},
    )
    report = result.stdout
    assert "test_tanh_known[torchscript-9] PASSED" in report, report
    assert "test_tanh_known[dynamo-18] FAILED" in report, report
    assert f"[XPASS(strict)] said to fail before {later}" in report, report
    assert result.returncode == 1, report


def test_parity_fails_when_another_symbolic_handles_the_op(tmp_path):
    # torch's own aten::relu symbolic exports the op: no mapping's symbolic ran.
    with pytest.raises(
        AssertionError,
        match="without calling the relu_thresholded mapping's symbolic: torch converted",
    ):
        check_parity(
            source="aten::relu",
            args=(TensorInput(shape=[2, 3], low=-1.0, high=1.0),),
            mapping="relu_thresholded",
            opset=17,
            rtol=1e-5,
            atol=1e-6,
            export=torch.onnx.export,
            path=tmp_path / "relu.onnx",
        )


FOLDED = """
import features_pkg
from opmapgen.runtime.parity import RUNTIMES_VARIABLE, TensorInput, check_parity

for exporter, opset in (("torchscript", 9), ("dynamo", 18)):
    proto = check_parity(
        source="aten::exp2",
        args=(TensorInput(shape=[3, 4], low=-2.0, high=2.0),),
        mapping="exp2_folded",
        opset=opset,
        rtol=1e-5,
        atol=1e-6,
        export=features_pkg.export,
        exporter=exporter,
        path=exporter + ".onnx",
    )
    print(exporter, *[n.op_type for n in proto.graph.node])
"""


def test_parity_sees_a_mapping_used_when_its_nodes_are_folded(tmp_path, monkeypatch):
    # exp2_folded computes Log(2) from a constant; the dynamo exporter folds it away, which
    # a check for the target's op types in the graph took for an unused mapping.
    monkeypatch.chdir(tmp_path)
    assert main(["build", str(FIXTURES / "features"), "-o", "features_pkg", "-q"]) == 0
    result = subprocess.run(
        [sys.executable, "-c", FOLDED],
        check=False,
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=600,
        env={**os.environ, "PYTHONPATH": str(REPO)},
    )
    assert result.returncode == 0, result.stderr
    graphs = dict(line.split(" ", 1) for line in result.stdout.splitlines())
    assert "Log" not in graphs["dynamo"].split(), graphs
    assert "Exp" in graphs["dynamo"].split(), graphs


def test_parity_passes_scalar_args_and_compares_with_eager(tmp_path):
    proto = check_parity(
        source="aten::leaky_relu",
        args=(TensorInput(shape=[3, 4], low=-1.0, high=1.0), 0.2),
        mapping=None,  # torch's own symbolic
        opset=17,
        rtol=1e-6,
        atol=1e-7,
        export=torch.onnx.export,
        path=tmp_path / "leaky.onnx",
    )
    (alpha,) = proto.graph.node[0].attribute
    assert alpha.f == pytest.approx(0.2)


def test_sampled_tensors_follow_the_spec():
    from opmapgen.runtime.parity import sample

    gen = torch.Generator().manual_seed(0)
    floats = sample(TensorInput(shape=[1000], low=-4.0, high=4.0), gen)
    assert floats.dtype == torch.float32 and -4.0 <= floats.min() and floats.max() < 4.0
    ints = sample(TensorInput(shape=[1000], dtype="int64", low=0, high=3), gen)
    assert ints.dtype == torch.int64 and set(ints.tolist()) == {0, 1, 2, 3}
    assert sample(TensorInput(shape=[8], dtype="bool"), gen).dtype == torch.bool


def test_a_half_precision_output_is_compared_at_what_its_dtype_holds():
    from opmapgen.runtime.parity import tolerances_for

    # A spec's float32 tolerances would call one float16 rounding a difference.
    assert tolerances_for("float16", 1e-5, 1e-6) == (1e-3, 1e-5)
    assert tolerances_for("bfloat16", 1e-5, 1e-6) == (1.6e-2, 1e-5)
    # The spec's tolerances loosen them, and hold as written for the wider dtypes.
    assert tolerances_for("float16", 1e-2, 1e-3) == (1e-2, 1e-3)
    assert tolerances_for("float32", 1e-5, 1e-6) == (1e-5, 1e-6)
    assert tolerances_for("float64", 1e-7, 1e-8) == (1e-7, 1e-8)


def test_an_output_of_another_dtype_is_a_difference():
    """np.testing.assert_allclose takes float32 values for float64 ones: the case's
    comparison checks the dtype first (linalg_cond gave float32 for a single float64 matrix
    under TorchScript, within tolerance, and passed)."""
    import numpy as np

    from opmapgen.runtime.parity import _assert_output

    want = torch.tensor([1.0, 2.0], dtype=torch.float64)
    with pytest.raises(AssertionError, match="x: dtype float32, eager float64"):
        _assert_output(np.array([1.0, 2.0], dtype=np.float32), want, 1e-5, 1e-6, "x")
    _assert_output(np.array([1.0, 2.0]), want, 1e-5, 1e-6, "x")
