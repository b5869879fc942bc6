"""The runtimes a model is checked in, found by listing this package: one declaration module
per runtime, named after it, that defines what `interface.Runtime` declares.

`opmapgen verify --runtime`, the survey (`bench/runtimes.py`) and `parity.check_parity` ask
here, so another runtime is one module. Importing this package, or listing the runtimes and
asking which are installed, imports none of them (generated code imports `opmapgen.runtime`
at export time, which must stay light): a runtime's package is imported when a model runs.
"""

from __future__ import annotations

from functools import cache
from types import ModuleType

from ..cpu import ISAS  # noqa: F401 - the instruction sets a declaration names (`isa:`)
from ..exporters import extended, listed

__path__ = extended(__path__, __name__)

INSTALL = "pip install 'opmapgen[runtimes]'"
# (rtol, atol) a runtime that narrows a dtype is held to: torch.testing's for the narrower
# dtype, where the case's own tolerances are tighter.
NARROWED_TOLERANCES = {"float32": (1.3e-6, 1e-5), "float16": (1e-3, 1e-5)}


class RuntimeFailure(Exception):
    """A runtime could not run a model (it refused it, failed, or its process died): what it
    said, in one line."""


@cache
def declarations() -> tuple[ModuleType, ...]:
    """Each runtime's declaration module, in the order runtimes are listed (`ORDER`)."""
    return listed(__path__, __name__)


def names() -> tuple[str, ...]:
    """Every runtime's name, installed or not, in order."""
    return tuple(m.NAME for m in declarations())


def installed() -> tuple[str, ...]:
    """The names of the runtimes installed here, in order."""
    return tuple(m.NAME for m in declarations() if m.installed())


def runtime(name: str) -> ModuleType:
    """The declaration of the runtime called `name`."""
    for module in declarations():
        if module.NAME == name:
            return module
    raise ValueError(f"no runtime {name!r}: write one of {', '.join(names())}")


def chosen(text: str) -> tuple[ModuleType, ...]:
    """The runtimes a comma-separated list names (`all`: every installed one), or a
    ValueError that says which are installed and how to install the others."""
    wanted = [n.strip() for n in text.split(",") if n.strip()]
    if wanted == ["all"]:
        return tuple(runtime(n) for n in installed())
    found = []
    for name in wanted:
        if name not in names():
            raise ValueError(
                f"no runtime {name!r}: write some of {', '.join(names())} (installed: "
                f"{', '.join(installed())}), separated by commas"
            )
        declared = runtime(name)
        if not declared.installed():
            raise ValueError(
                f"runtime {name!r} is not installed (installed: "
                f"{', '.join(installed())}): `{INSTALL}` installs it"
            )
        found.append(declared)
    if not found:
        raise ValueError(f"no runtime named: write some of {', '.join(installed())}")
    return tuple(found)


def tolerances(declared: ModuleType, dtype: str, rtol: float, atol: float):
    """(rtol, atol, narrowed) to compare an output of `dtype` that `declared` computed:
    where the runtime computes the dtype in a narrower one (OpenVINO's float64 in
    float32), at least the narrower dtype's tolerances, and that dtype (None otherwise),
    which the comparison reports."""
    narrowed = declared.NARROWS.get(dtype)
    if narrowed is None:
        return rtol, atol, None
    wide_rtol, wide_atol = NARROWED_TOLERANCES.get(narrowed, (rtol, atol))
    return max(rtol, wide_rtol), max(atol, wide_atol), narrowed


def narrowing(declared: ModuleType) -> str:
    """How `declared` narrows, for a message: "float64 in float32" (", saturating" where
    it `SATURATES`)."""
    pairs = ", ".join(f"{w} in {n}" for w, n in declared.NARROWS.items())
    return pairs + (", saturating" if declared.SATURATES else "")


def narrowed_inputs(declared: ModuleType, tensors: tuple) -> tuple | None:
    """torch `tensors` cast to the dtypes `declared` computes them in (OpenVINO's float64
    to float32; saturating where it `SATURATES`), for eager to compute what the runtime
    promises; None where none of them narrows."""
    import torch  # the caller's tensors are torch's; listing runtimes stays light

    narrows = {
        getattr(torch, w): getattr(torch, n) for w, n in declared.NARROWS.items()
    }
    if not any(t.dtype in narrows for t in tensors):
        return None
    return tuple(
        _saturated(declared, t, narrows[t.dtype]).to(narrows[t.dtype])
        if t.dtype in narrows
        else t
        for t in tensors
    )


def as_computed(declared: ModuleType, tensor, dtype):
    """Eager's output on the narrowed inputs (`narrowed_inputs`) as `declared` gives it
    in `dtype`: cast, and saturated where the runtime `SATURATES` (its float64 infinity
    is float32's largest value)."""
    import torch

    narrow = declared.NARROWS.get(str(dtype).removeprefix("torch."))
    wide = tensor.to(dtype)
    return _saturated(declared, wide, getattr(torch, narrow)) if narrow else wide


def _saturated(declared: ModuleType, tensor, narrow):
    """`tensor` within `narrow`'s finite range where `declared` saturates (NaN stays)."""
    import torch

    if not declared.SATURATES or not tensor.is_floating_point():
        return tensor
    largest = torch.finfo(narrow).max
    return tensor.clamp(-largest, largest)


def label(declared: ModuleType) -> str:
    """How a failure names the runtime: its name, and the CPU's instruction set where its
    answers depend on it ("openvino on avx2")."""
    if not declared.BY_ISA:
        return declared.NAME
    from .. import cpu

    return f"{declared.NAME} on {cpu.isa()}"
