"""The specs' `runtimes:` declarations: the runtime table lists each, and check_parity holds
a case to its declaration strictly (a declared failure that passes fails the check)."""

from __future__ import annotations

import os
import re

import pytest
import yaml
from conftest import REPO

from opmapgen.library import export
from opmapgen.runtime import runtimes
from opmapgen.runtime.parity import TensorInput, check_parity

TABLE = REPO / "docs" / "runtimes-table.md"


def _declared() -> dict[str, dict]:
    """Mapping name → its spec's `runtimes:`, for every shipped spec that has one."""
    found = {}
    for path in sorted((REPO / "mappings").rglob("*.yaml")):
        spec = yaml.safe_load(path.read_text(encoding="utf-8"))
        if isinstance(spec, dict) and spec.get("runtimes"):
            found[spec["name"]] = spec["runtimes"]
    return found


def test_the_table_lists_every_declaration():
    declared = _declared()
    assert declared, "no spec declares a runtime limit: nothing to check"
    names = runtimes.names()
    rows = {}
    for line in TABLE.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in re.split(r"(?<!\\)\|", line)[1:-1]]
        if len(cells) == len(names) + 1 and cells[0] not in ("Mapping", "---"):
            rows[cells[0]] = dict(zip(names, cells[1:]))
    for name, limits in declared.items():
        assert name in rows, f"{name} declares runtime limits; {TABLE.name} lacks it"
        for runtime in names:
            cell = rows[name][runtime]
            if runtime in limits:
                declared = limits[runtime]
                for limit in declared if isinstance(declared, list) else [declared]:
                    assert limit["reason"].split()[0] in cell, (name, runtime)
            else:
                assert cell == "", (name, runtime)


# gather's dim1_int32 case: a negative axis with indices larger than data along it, which
# the reference refuses (docs/runtime-limits.md#reference-gatherelements-negative-axis).
GATHER = {
    "args": (
        TensorInput(shape=[4, 3], dtype="float32", low=-3.0, high=3.0),
        -1,
        TensorInput(shape=[4, 5], dtype="int32", low=0.0, high=2.0),
    ),
    "kwargs": {"sparse_grad": False},
}
FAILS = {"cases": ("dim1_int32",), "kind": "fails", "reason": "the reference's bug"}


def _gather(tmp_path, case: str, limits, dim: int = -1, opset: int = 13) -> None:
    """gather's dim1_int32 case; the reference runs it with `dim` 1 (not -1)."""
    args = (GATHER["args"][0], dim, GATHER["args"][2])
    check_parity(
        source="aten::gather", args=args, kwargs=GATHER["kwargs"], mapping="gather", opset=opset, rtol=1e-5,
        atol=1e-6, export=export, exporter="torchscript", path=tmp_path / "g.onnx",
        case=case, runtime_limits=limits,
    )  # fmt: skip


def test_a_declared_failure_is_expected(tmp_path):
    _gather(tmp_path, "dim1_int32", {"reference": FAILS})


def test_an_undeclared_failure_names_the_runtime(tmp_path):
    with pytest.raises(AssertionError, match="reference could not run the model"):
        _gather(tmp_path, "dim1_int32", {})


def test_a_declared_failure_that_passes_fails(tmp_path):
    declared = {"reference": {**FAILS, "below_opset": 17}}
    with pytest.raises(AssertionError, match="reference passes, where the spec"):
        _gather(tmp_path, "dim1_int32", declared, dim=1)
    # at the opsets the declaration covers only; other cases are not held to it
    _gather(tmp_path, "dim1_int32", declared, dim=1, opset=17)
    _gather(tmp_path, "spec", declared, dim=1)


def test_a_failure_of_the_other_kind_fails(tmp_path):
    differs = {"reference": {**FAILS, "kind": "differs"}}
    with pytest.raises(AssertionError, match="says it runs and differs"):
        _gather(tmp_path, "dim1_int32", differs)


def test_a_declaration_holds_in_its_exporters_models_only(tmp_path):
    _gather(
        tmp_path, "dim1_int32", {"reference": {**FAILS, "exporters": ("torchscript",)}}
    )
    with pytest.raises(AssertionError, match="reference could not run the model"):
        _gather(
            tmp_path, "dim1_int32", {"reference": {**FAILS, "exporters": ("dynamo",)}}
        )


def test_a_runtime_may_declare_cases_in_more_than_one_way(tmp_path):
    other = {**FAILS, "cases": ("spec",), "kind": "differs"}
    _gather(tmp_path, "dim1_int32", {"reference": (other, FAILS)})
    with pytest.raises(AssertionError, match="reference could not run the model"):
        _gather(tmp_path, "dim1_int32", {"reference": (other,)})


def test_the_spec_model_lists_runtimes_without_importing_them():
    """The spec model takes the runtime names from the registry, which imports no
    runtime's package (the build must not need them)."""
    import subprocess
    import sys

    code = (
        "import sys, opmapgen.spec.model as m; print(m.RUNTIMES); "
        "print(sorted(k for k in sys.modules if k.split('.')[0] in "
        "('openvino', 'onnxruntime')))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True,
        cwd=REPO,
    ).stdout.splitlines()  # fmt: skip
    assert out == [str(runtimes.names()), "[]"]


# heaviside's zeros case: heaviside(NaN, 0.5) is 0, which OpenVINO's Greater gets right on
# AVX2 kernels only (docs/runtime-limits.md#openvino-greater-nan). Run in a process whose
# oneDNN is capped at `isa`, the NaN-comparison bug is there or not.
_BY_ISA = """
import sys
from opmapgen.library import export
from opmapgen.runtime import cpu
from opmapgen.runtime.parity import TensorInput, check_parity

assert cpu.isa() == sys.argv[1], cpu.isa()
args = (
    TensorInput(shape=[5], values=[0.0, -0.0, 3.0, -3.0, float("nan")]),
    TensorInput(shape=[1], values=[0.5]),
)
for isa in ("sse41,avx512_core", "avx2"):
    limit = {"cases": ("zeros",), "kind": "differs", "reason": "NaN > 0 is true",
             "isa": tuple(isa.split(","))}
    try:
        check_parity(
            source="aten::heaviside", args=args, mapping="heaviside", opset=17,
            rtol=1e-5, atol=1e-6, export=export, exporter="torchscript",
            path=sys.argv[2], case="zeros",
            runtimes="openvino", runtime_limits={"openvino": limit},
        )
        print(isa, "holds")
    except AssertionError as error:
        said = next(line for line in str(error).splitlines() if "openvino" in line)
        print(isa, "fails:", said.split(": ", 1)[1])
"""


@pytest.mark.skipif("openvino" not in runtimes.installed(), reason="no OpenVINO")
@pytest.mark.parametrize("isa", ["sse41", "avx2"])
def test_a_declaration_holds_on_its_instruction_sets_only(isa, tmp_path):
    """On SSE4.1 kernels the declared difference is there; on AVX2 kernels it is not, and
    a declaration for AVX2 fails as one that passes; each failure names the CPU's."""
    import subprocess
    import sys

    from opmapgen.runtime import cpu

    if cpu.isa() not in cpu.ISAS or cpu.ISAS.index(cpu.isa()) < cpu.ISAS.index(isa):
        pytest.skip(f"this CPU has no {isa}")
    env = {**os.environ, "ONEDNN_MAX_CPU_ISA": isa.upper()}
    out = subprocess.run(
        [sys.executable, "-c", _BY_ISA, isa, str(tmp_path / "h.onnx")], env=env,
        capture_output=True, text=True, check=True, cwd=REPO,
    ).stdout.splitlines()  # fmt: skip
    held, other = out
    assert held == "sse41,avx512_core holds"
    if isa == "sse41":
        assert other.startswith("avx2 fails: openvino on sse41 differs from torch")
    else:
        assert other.startswith(
            "avx2 fails: openvino on avx2 passes, where the spec's runtimes: openvino: "
            "differs on avx2 (NaN > 0 is true)"
        )


_FLAGS_512 = "fpu sse4_1 avx2 avx512f avx512bw avx512vl avx512dq"


@pytest.mark.parametrize(
    "vendor, flags, cap, level",
    [
        ("GenuineIntel", _FLAGS_512, None, "avx512_core"),
        ("AuthenticAMD", _FLAGS_512, None, "avx512_amd"),
        ("AuthenticAMD", "fpu sse4_1 avx2", None, "avx2"),
        ("AuthenticAMD", _FLAGS_512, "AVX512_CORE", "avx512_amd"),
        ("AuthenticAMD", _FLAGS_512, "AVX2", "avx2"),
        ("GenuineIntel", "fpu", None, "other"),
    ],
)
def test_the_instruction_set_level_reads_the_cpu(
    vendor, flags, cap, level, monkeypatch, tmp_path
):
    """An AMD CPU with AVX-512 is a level of its own (OpenVINO answers there partly as
    with AVX2 kernels); oneDNN's cap lowers it to AVX2, not to Intel's AVX-512."""
    from opmapgen.runtime import cpu

    info = tmp_path / "cpuinfo"
    info.write_text(f"processor\t: 0\nvendor_id\t: {vendor}\nflags\t\t: {flags}\n")
    monkeypatch.setattr(cpu, "Path", lambda _: info)
    monkeypatch.delenv("DNNL_MAX_CPU_ISA", raising=False)
    if cap is None:
        monkeypatch.delenv("ONEDNN_MAX_CPU_ISA", raising=False)
    else:
        monkeypatch.setenv("ONEDNN_MAX_CPU_ISA", cap)
    cpu.isa.cache_clear()
    try:
        assert cpu.isa() == level
    finally:
        cpu.isa.cache_clear()
