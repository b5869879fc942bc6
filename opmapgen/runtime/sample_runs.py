"""The runtimes an OpInfo test's exported model runs in, as the spec's parity cases do: ONNX
Runtime first (one session serves every sample the model covers), then each runtime of the
registry that `parity.also_in` chooses (DEFAULT_RUNTIMES, WHEN_INSTALLED where installed,
and OPMAPGEN_RUNTIMES). They take and give torch tensors; bfloat16, which NumPy lacks, goes
through ml_dtypes' (what onnx's reference implementation computes bfloat16 in).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache
from types import ModuleType

import numpy as np
import onnx
import torch

from . import runtimes

ONNX_RUNTIME = "onnxruntime"


@dataclass(frozen=True)
class Runner:
    """One runtime loaded with one model: `run` takes feeds by input name and gives the
    outputs; `label` names it in a failure ("ONNX Runtime", else the registry's name)."""

    declared: ModuleType  # the registry's declaration (what it narrows)
    run: Callable[[Mapping[str, torch.Tensor]], list[torch.Tensor]]
    label: str

    @property
    def name(self) -> str:
        return self.declared.NAME


def onnx_runtime(run: Callable) -> Runner:
    """ONNX Runtime, through the OpInfo harness's own session `run` (its bfloat16 path)."""
    return Runner(runtimes.runtime(ONNX_RUNTIME), run, "ONNX Runtime")


@cache
def _others(chosen: str) -> tuple[ModuleType, ...]:
    from .parity import also_in

    return also_in(chosen, ONNX_RUNTIME, default=True, installed=True)


def others(proto: onnx.ModelProto, chosen: bool = True) -> list[Runner]:
    """The model in every other runtime parity runs (OPMAPGEN_RUNTIMES read each time, so
    that a test can set it); unless it is a `chosen` one (of the newest opset, holding an
    edge-value group), only those that run OpInfo samples in `EVERY_MODEL`."""
    import os

    from .parity import RUNTIMES_VARIABLE

    data = proto.SerializeToString()
    return [
        Runner(declared, _Loaded(declared, data), runtimes.label(declared))
        for declared in _others(os.environ.get(RUNTIMES_VARIABLE, ""))
        if chosen or declared.EVERY_MODEL
    ]


class _Loaded:
    """The model loaded in a runtime of the registry when first run (a session, a compiled
    model: most of a small sample's cost), run on each sample's feeds; where it cannot be
    loaded, each run raises that failure again."""

    def __init__(self, declared: ModuleType, data: bytes):
        self.declared, self.data = declared, data
        self.loaded: Callable | None = None
        self.failure: Exception | None = None

    def __call__(self, feeds: Mapping[str, torch.Tensor]) -> list[torch.Tensor]:
        if self.loaded is None and self.failure is None:
            try:
                self.loaded = self.declared.load(self.data)
            except runtimes.RuntimeFailure as failure:
                self.failure = failure
        if self.failure is not None:
            raise self.failure
        arrays = self.loaded({n: _array(t) for n, t in feeds.items()})
        return [_tensor(np.asarray(a)) for a in arrays]


def _array(tensor: torch.Tensor) -> np.ndarray:
    if tensor.dtype != torch.bfloat16:
        return tensor.numpy()
    import ml_dtypes

    return tensor.contiguous().view(torch.uint16).numpy().view(ml_dtypes.bfloat16)


def _tensor(array: np.ndarray) -> torch.Tensor:
    if array.dtype.name == "bfloat16":
        return torch.from_numpy(array.view(np.uint16).copy()).view(torch.bfloat16)
    return torch.from_numpy(array.copy())


def tolerances(runner: Runner, dtype: torch.dtype, rtol: float, atol: float):
    """(rtol, atol, what the comparison says) for an output of `dtype` from `runner`: at
    least the narrower dtype's tolerances where the runtime computes it in one."""
    name = str(dtype).removeprefix("torch.")
    rtol, atol, narrowed = runtimes.tolerances(runner.declared, name, rtol, atol)
    return rtol, atol, f" (it computes {name} in {narrowed})" if narrowed else ""
