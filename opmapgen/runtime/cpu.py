"""The instruction set a CPU runtime's kernels are picked by, here.

OpenVINO's CPU plugin picks its kernels by it (through oneDNN), and some of them answer
differently: with AVX2, a comparison with NaN is false, as IEEE says; with SSE4.1 or
AVX-512 it is true (docs/runtime-limits.md#openvino-greater-nan). A spec's `runtimes:`
declaration can therefore hold on some instruction sets only (`isa:`), and the parity tests
expect it there and nowhere else.

The levels are oneDNN's, which a process lowers with ONEDNN_MAX_CPU_ISA (or
DNNL_MAX_CPU_ISA): `ONEDNN_MAX_CPU_ISA=SSE41` runs OpenVINO as a CPU without AVX2 would.
One is not: `avx512_amd`, an AMD CPU with AVX-512 (Zen 4 on). OpenVINO's CPU plugin answers
there as with AVX2 kernels in its generated kernels (a snippet's registers, an empty Gather's
SIGFPE, float64 saturation) and as with AVX-512 ones in comparisons with NaN (measured on an
AMD EPYC with OpenVINO 2026.4: docs/runtimes.md), so a declaration names it apart.
"""

from __future__ import annotations

import os
from functools import cache
from pathlib import Path

ISAS = ("sse41", "avx2", "avx512_core", "avx512_amd")  # lowest first
OTHER = "other"  # not an x86 CPU, or one below SSE4.1: no declaration's `isa:` names it
# The CPU flags (as Linux's /proc/cpuinfo names them) each level needs, as oneDNN checks.
_FLAGS = {
    "sse41": {"sse4_1"},
    "avx2": {"avx2"},
    "avx512_core": {"avx512f", "avx512bw", "avx512vl", "avx512dq"},
}
# torch's name for what its own kernels use, where /proc/cpuinfo is not there to read.
_TORCH = {"AVX512": "avx512_core", "AVX2": "avx2"}


@cache
def isa() -> str:
    """The highest of `ISAS` this CPU has and the environment allows, or `OTHER`."""
    found = _hardware()
    cap = _cap(
        os.environ.get("ONEDNN_MAX_CPU_ISA") or os.environ.get("DNNL_MAX_CPU_ISA")
    )
    if found == OTHER or cap is None:
        return found
    if found == "avx512_amd" and cap == "avx512_core":
        return found  # an AVX-512 cap leaves an AMD CPU's kernels as they are
    return min(found, cap, key=ISAS.index)


def _hardware() -> str:
    cpuinfo = Path("/proc/cpuinfo")
    if not cpuinfo.exists():
        import torch

        return _TORCH.get(torch.backends.cpu.get_cpu_capability(), OTHER)
    flags: set[str] = set()
    vendor = ""
    for line in cpuinfo.read_text().splitlines():
        if line.startswith("vendor_id"):
            vendor = line.partition(":")[2].strip()
        if line.startswith("flags"):
            flags = set(line.partition(":")[2].split())
            break
    have = [level for level, needs in _FLAGS.items() if needs <= flags]
    if have and have[-1] == "avx512_core" and vendor == "AuthenticAMD":
        return "avx512_amd"
    return have[-1] if have else OTHER


def _cap(value: str | None) -> str | None:
    """The level oneDNN's ISA cap (AVX2_VNNI, AVX512_CORE_BF16, ...) allows; None: no cap."""
    value = (value or "").upper()
    if value.startswith(("AVX512", "AVX10")):
        return "avx512_core"
    if value.startswith("AVX2"):
        return "avx2"
    if value in ("AVX", "SSE41"):
        return "sse41"
    return None
