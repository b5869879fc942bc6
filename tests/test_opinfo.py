"""The dtype contract and the OpInfo-driven parity tests: refusals name the mapping, wrong
mappings fail, a stale known failure fails, and a correct mapping passes."""

from __future__ import annotations

import os
import subprocess
import sys

import numpy as np
import onnxruntime
import pytest
import torch
from conftest import FIXTURES, REPO, run_python

from opmapgen.cli import main

REFUSALS = """
import warnings; warnings.simplefilter("ignore")
import io, sys, torch
import contract_pkg
from opmapgen.runtime.contract import refusal

class Tanh(torch.nn.Module):
    def forward(self, x):
        return torch.tanh(x)

for dtype in (torch.float64, torch.int64, torch.complex64):
    try:
        options = {"verbose": False} if sys.argv[1] == "dynamo" else {}
        contract_pkg.export(
            Tanh(), (torch.ones(3, dtype=dtype),), io.BytesIO(),
            dynamo=sys.argv[1] == "dynamo", **options,
        )
        print("result: exported")
    except Exception as error:
        print("result:", refusal(error))
"""


@pytest.mark.parametrize("exporter", ["torchscript", "dynamo"])
def test_export_refuses_a_dtype_outside_the_contract(exporter, tmp_path, monkeypatch):
    """A dtype the mapping does not map goes to torch's own tanh (float64, int64), and
    where torch has none either (complex64) the refusal names the mapping, its spec, the
    input, the dtype and the reason. The dynamo exporter hands complex inputs over as real
    views, which are refused before the translation could compute on them."""
    monkeypatch.chdir(tmp_path)
    assert main(["build", str(FIXTURES / "contract"), "-o", "contract_pkg", "-q"]) == 0
    result = subprocess.run(
        [sys.executable, "-c", REFUSALS, exporter],
        check=False,
        cwd=tmp_path,
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(REPO)},
    )
    assert result.returncode == 0, result.stderr
    # The TorchScript exporter prints the graph it stopped at: only the results count.
    lines = [
        line.removeprefix("result: ")
        for line in result.stdout.splitlines()
        if line.startswith("result: ")
    ]
    spec = (FIXTURES / "contract" / "tanh_floats.yaml").as_posix()
    prefix = f"opmapgen mapping 'tanh_floats' ({spec}): "
    exports = "; it exports float16, float32"

    def dtype_refused(dtype: str, reason: str) -> str:
        return (
            f"{prefix}input 'input' has dtype {dtype}, which this mapping does not "
            f"export ({reason}){exports}"
        )

    if exporter == "torchscript":
        complex_ = dtype_refused("complex64", "the spec does not list it in `dtypes`")
    else:
        complex_ = f"{prefix}its inputs are complex, which this mapping does not export"
        complex_ += exports
    assert lines == ["exported", "exported", complex_]


@pytest.mark.parametrize("dynamo", [False, True])
def test_hypot_neither_overflows_nor_loses_inf(dynamo, tmp_path):
    from opmapgen import library

    class Hypot(torch.nn.Module):
        def forward(self, x, y):
            return torch.hypot(x, y)

    x = torch.tensor(
        [1e20, 3.4e38, float("inf"), float("nan"), 0.0, -3.0, float("nan")]
    )
    y = torch.tensor([500.0, 1.0, float("nan"), float("-inf"), 0.0, 4.0, 1.0])
    path = tmp_path / "hypot.onnx"
    options = {"verbose": False} if dynamo else {}
    library.export(Hypot(), (x, y), str(path), dynamo=dynamo, **options)
    session = onnxruntime.InferenceSession(
        str(path), providers=["CPUExecutionProvider"]
    )
    feeds = dict(zip((i.name for i in session.get_inputs()), (x.numpy(), y.numpy())))
    (got,) = session.run(None, feeds)
    want = torch.hypot(x, y).numpy()
    # torch's answers, which sqrt(x*x + y*y) gets wrong (inf, inf, nan, nan)
    assert want.tolist()[:6] == pytest.approx([1e20, 3.4e38, np.inf, np.inf, 0.0, 5.0])
    np.testing.assert_allclose(got, want, rtol=1.3e-6, equal_nan=True)


def test_opinfo_tests_catch_wrong_values_claims_and_stale_xfails(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(["build", str(FIXTURES / "opinfo"), "-o", "opinfo_pkg", "-q"]) == 0
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-v", "-p", "no:cacheprovider", "-W", "ignore"]
        + ["opinfo_pkg/tests", "-k", "opinfo and (float32 or float64 or int64)"],
        check=False,
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=900,
        env={**os.environ, "PYTHONPATH": str(REPO)},
    )
    report = result.stdout
    outcome = {
        line.split("::")[1].split(" ")[0]: line.split(" ")[1]
        for line in report.splitlines()
        if line.startswith("opinfo_pkg/tests/") and "::" in line
    }
    assert outcome == {
        "test_neg_stale_xfail_opinfo[int64]": "PASSED",
        "test_neg_stale_xfail_opinfo[float32]": "FAILED",  # XPASS(strict)
        "test_neg_stale_xfail_opinfo[float64]": "PASSED",
        "test_acosh_claims_double_opinfo[int64]": "PASSED",
        "test_acosh_claims_double_opinfo[float32]": "PASSED",
        "test_acosh_claims_double_opinfo[float64]": "FAILED",
        "test_cosh_right_opinfo[int64]": "PASSED",
        "test_cosh_right_opinfo[float32]": "PASSED",
        "test_cosh_right_opinfo[float64]": "PASSED",
        "test_expm1_as_exp_opinfo[int64]": "FAILED",  # dynamo promotes: wrong values
        "test_expm1_as_exp_opinfo[float32]": "FAILED",
        "test_expm1_as_exp_opinfo[float64]": "PASSED",  # refused: not claimed
    }, report
    assert "[XPASS(strict)] thought to be off by an ulp" in report
    assert "torchscript exporter at opset 9: ONNX Runtime refuses the model: " in report
    assert "output 0 differs from torch" in report


def test_without_expecttest_the_opinfo_tests_skip_saying_why():
    code = """
        import sys
        sys.modules["expecttest"] = None  # as if not installed
        from opmapgen.runtime.opinfo import dtype_params
        (param,) = dtype_params("aten::asinh", {})
        print(param.marks[0].kwargs["reason"])
        """
    result = run_python(code, cwd=REPO)
    assert result.stdout.strip() == (
        "torch's OpInfo database needs expecttest: pip install expecttest"
    ), result.stderr


def test_a_mapping_that_leaves_other_dtypes_to_torch_tests_only_its_own():
    """`other_dtypes: torch`: the OpInfo test runs the claimed dtypes torch supports; the
    rest would only export through torch's own conversion to be skipped."""
    from opmapgen.runtime.opinfo import dtype_params, supported_dtypes

    every = supported_dtypes("aten::pow.Tensor_Tensor")
    assert {"float32", "int8"} <= set(every)
    params = dtype_params("aten::pow.Tensor_Tensor", {}, claimed=("int8", "complex32"))
    assert [p.values[0] for p in params] == ["int8"]


@pytest.mark.parametrize("shape", [(2, 3), (0, 3)])
def test_bfloat16_goes_to_onnx_runtime_and_back_bit_for_bit(shape):
    # NumPy has no bfloat16; the harness feeds and reads its bits through OrtValues.
    from onnx import TensorProto, helper

    from opmapgen.runtime.opinfo import _run

    graph = helper.make_graph(
        [
            helper.make_node("Transpose", ["x"], ["y"]),
            helper.make_node("Shape", ["x"], ["s"]),
        ],
        "g",
        [helper.make_tensor_value_info("x", TensorProto.BFLOAT16, ["a", "b"])],
        [
            helper.make_tensor_value_info("y", TensorProto.BFLOAT16, ["b", "a"]),
            helper.make_tensor_value_info("s", TensorProto.INT64, [2]),
        ],
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    session = onnxruntime.InferenceSession(
        model.SerializeToString(), providers=["CPUExecutionProvider"]
    )
    x = torch.tensor([1.5, -0.0, float("nan"), 3.0e38, -1e-40, float("inf")])
    x = x.to(torch.bfloat16)[: shape[0] * shape[1]].reshape(shape)
    y, s = _run(session, {"x": x})
    assert y.dtype == torch.bfloat16
    assert torch.equal(y.view(torch.int16), x.t().contiguous().view(torch.int16))
    assert s.tolist() == list(shape)


def _per_input_mapping():
    """A shipped mapping that gives dtypes by input, one of whose inputs OpInfo's samples
    never give in a dtype it claims for it: its spec, source, the claimed dtypes, the
    dtypes by input and a dtype whose run casts samples (None if the library has none)."""
    import yaml

    from opmapgen.runtime.opinfo import _groups, opinfos, own_dtypes, supported_dtypes

    for path in sorted((REPO / "mappings").rglob("*.yaml")):
        spec = yaml.safe_load(path.read_text())
        if not isinstance(spec.get("dtypes"), dict) or "op" not in spec["source"]:
            continue
        by_input = spec["dtypes"]
        claimed = sorted({d for dtypes in by_input.values() for d in dtypes})
        source = spec["source"]["op"]
        own = own_dtypes(source, claimed, by_input)
        for dtype in [d for d in supported_dtypes(source) if d in claimed]:
            for info in opinfos(source):
                groups = _groups(info, getattr(torch, dtype), info.op, own).values()
                if any(s.cast for group in groups for s in group):
                    return spec, source, claimed, by_input, dtype
    return None


def test_opinfo_samples_are_cast_to_each_inputs_own_dtypes():
    """Where a spec gives dtypes by input, the OpInfo runs try each input in the dtypes
    it claims for it that no run gives it (bincount's float weights, which OpInfo gives
    in the integer input's dtype only), and each such case matches eager or is rightly
    refused for that input."""
    import opmapgen.library
    from opmapgen.runtime.opinfo import run_opinfo

    found = _per_input_mapping()
    if found is None:
        pytest.skip("no shipped mapping gives an input dtypes OpInfo never gives it")
    spec, source, claimed, by_input, dtype = found
    common = {
        "source": source, "mapping": spec["name"], "dtype": dtype, "claimed": True,
        "opsets": {"torchscript": (max(spec["target"]["opset"], 17),)},
        "export": opmapgen.library.export, "dtypes": claimed,
    }  # fmt: skip
    tally = run_opinfo(**common, by_input=by_input)
    assert not tally.failures, tally.failures[:5]
    assert tally.cast and tally.matched
    as_it_comes = run_opinfo(**common)  # one list for every input: no cast
    assert as_it_comes.cast == 0
    assert tally.cases - as_it_comes.cases == tally.cast


def test_a_batch_calls_the_op_once_per_group_and_checks_every_sample(tmp_path):
    """The dynamo exporter's batch: samples of one group (one shape and set of args)
    share a call; each runs through it and is compared, the second of a group too."""
    from opmapgen.runtime import opinfo

    def sample(number, shape, value):
        x = torch.full(shape, value)
        return opinfo._sample(number, (x, (), {}), torch.neg, "")

    groups = [
        [sample(0, (2, 3), 1.0), sample(1, (2, 3), 2.0), sample(2, (2, 3), 3.0)],
        [sample(3, (4,), 4.0)],
        [sample(4, (), 5.0), sample(5, (), 6.0)],
    ]
    # Eager's answer for sample 5, the second of its group, replaced: only it differs.
    wrong = groups[2][1]
    groups[2][1] = opinfo._Sample(
        wrong.number, wrong.tensors, (torch.tensor(60.0),), wrong.edge,
        wrong.template, wrong.cast, wrong.expect,
    )  # fmt: skip
    tally = opinfo.Tally()
    path = tmp_path / "m.onnx"
    export = torch.onnx.export
    run = opinfo._Run(None, True, ("float32",), export, path, None, None, tally)
    run.every_runtime = False  # ONNX Runtime: the batching is checked, not runtimes
    run.exporter, run.opset = "dynamo", 18
    run.batch(torch.neg, groups, "dynamo", 18)

    import onnx

    assert len(onnx.load(str(path)).graph.input) == len(groups)
    assert tally.exports == 1
    assert tally.cases == 6
    assert tally.matched == 5
    assert len(tally.failures) == 1
    assert tally.failures[0].startswith("sample 5 ("), tally.failures


def test_opinfos_test_case_lookup_walks_frames_as_torchs_does():
    """OpInfo's `extract_test_fn`, once opmapgen loads the database, finds the unittest
    test it runs in as torch's does (without reading sources), and None outside one."""
    import unittest

    from torch.testing._internal import common_utils
    from torch.testing._internal.opinfo import core

    from opmapgen.runtime import opinfo

    assert opinfo.opinfos("aten::neg")
    assert getattr(common_utils.extract_test_fn, "opmapgen_frames", False)
    assert core.extract_test_fn is common_utils.extract_test_fn
    found = {}

    class Case(unittest.TestCase):
        def test_inside(self):
            found["inside"] = (lambda: core.extract_test_fn())()

    Case("test_inside").run()
    assert found["inside"] is Case.test_inside
    assert core.extract_test_fn() is None


def test_a_guard_that_needs_static_shapes_runs_the_samples_statically():
    # linalg_cholesky's guard refuses an export whose sizes are dynamic (the runner's
    # model of every axis dynamic): the samples are tried with static shapes, not counted
    # as rightly refused.
    from opmapgen.library import export
    from opmapgen.runtime.opinfo import run_opinfo

    tally = run_opinfo(
        source="aten::linalg_cholesky",
        mapping="linalg_cholesky",
        dtype="float64",
        claimed=True,
        dtypes=("float32", "float64"),
        opsets={"torchscript": (17,)},
        export=export,
    )
    assert tally.cases > 1 and not tally.failures
    assert (tally.matched, tally.refused) == (tally.cases, 0)
