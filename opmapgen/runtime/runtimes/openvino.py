"""OpenVINO (CPU), an optional runtime (`pip install 'opmapgen[runtimes]'`).

It runs in a worker process of its own (`_openvino_worker.py`), reused from model to model:
some inputs crash OpenVINO outright (a `diag` offset past the end), and a crash must become a
reported failure of that model, not the end of the test run. The worker is started again
after a crash.

It compiles for the model's precision (`EXECUTION_MODE_HINT: ACCURACY`; by default the CPU
plugin infers in bfloat16 where the CPU has it). Even so it computes float64 in float32 (its
outputs keep the float64 type): an output of float64 is compared at float32's tolerances,
and the comparison says so (`NARROWS`).
"""

from __future__ import annotations

import atexit
import hashlib
import importlib.util
import pickle
import select
import signal
import struct
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import numpy as np

NAME = "openvino"
ORDER = 2
PACKAGE = "openvino"
NARROWS = {"float64": "float32"}
# And saturates: a float64 infinity, input, constant or result, is float32's largest value
# (docs/runtime-limits.md#openvino-float64-infinity).
SATURATES = True
# Compiling a model takes it about 50 ms (a sample runs in well under one): OpInfo samples
# run in the models of the first and the edge-value groups of each exporter's newest opset
# (of a mapping's 374 TorchScript models in two dtypes, 48), spec cases at every opset.
EVERY_MODEL = False
# Its CPU plugin picks kernels by the instruction set, and its comparisons with NaN answer
# by it (docs/runtime-limits.md#openvino-greater-nan): a failure names the one it ran on.
BY_ISA = True
# A model that OpenVINO takes longer than this to compile and run is reported, not waited on.
TIMEOUT = 300.0
_POLL = 0.5  # seconds between looks at whether the worker still runs
_WORKER = Path(__file__).with_name("_openvino_worker.py")
_HEADER = struct.Struct("<Q")


def installed() -> bool:
    return importlib.util.find_spec("openvino") is not None


def load(model) -> Callable[[dict[str, np.ndarray]], list[np.ndarray]]:
    """The model as the worker compiles it, once: each run sends it with its feeds, and
    the worker compiles it again only where it has not kept it (it keeps the last few, and
    none after a crash)."""
    import onnx
    import onnx.inliner  # a submodule `import onnx` does not load

    from . import RuntimeFailure

    proto = onnx.load_from_string(model) if isinstance(model, bytes) else model
    if proto.functions:
        # Custom-domain ops run from their bodies, which OpenVINO's reader does not take
        # from the model's functions.
        proto = onnx.inliner.inline_local_functions(proto)
    data = proto.SerializeToString()
    key = hashlib.sha256(data).hexdigest()
    outputs = list(proto.graph.output)

    def run_loaded(feeds: dict[str, np.ndarray]) -> list[np.ndarray]:
        status, value = _Worker.shared().ask((key, data, feeds))
        if status != "ok":
            raise RuntimeFailure(value)
        return [_bfloat16(a, o) for a, o in zip(value, outputs)]

    return run_loaded


def run(model, feeds: dict[str, np.ndarray]) -> list[np.ndarray]:
    return load(model)(feeds)


def _bfloat16(array: np.ndarray, output) -> np.ndarray:
    """OpenVINO gives a bfloat16 output as float16 holding bfloat16's bits: read as what
    it is (ml_dtypes', as onnx's reference gives it)."""
    if output.type.tensor_type.elem_type != 16 or array.dtype != np.float16:  # BFLOAT16
        return array
    import ml_dtypes

    return array.view(ml_dtypes.bfloat16)


class _Worker:
    """The worker process, started when first asked and again after it died."""

    _shared: _Worker | None = None

    def __init__(self) -> None:
        self.process: subprocess.Popen | None = None

    @classmethod
    def shared(cls) -> _Worker:
        if cls._shared is None:
            cls._shared = cls()
        return cls._shared

    def ask(self, request) -> tuple[str, object]:
        """("ok", outputs) or ("error", what OpenVINO said, or how its process ended)."""
        if self.process is None or self.process.poll() is not None:
            if self.process is not None:
                _end(self.process)  # after a crash: its pipes
            self.process = subprocess.Popen(
                [sys.executable, str(_WORKER)],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
            )
        data = pickle.dumps(request, protocol=pickle.HIGHEST_PROTOCOL)
        try:
            self.process.stdin.write(_HEADER.pack(len(data)) + data)
            self.process.stdin.flush()
            return pickle.loads(self._read())
        except (OSError, EOFError, TimeoutError) as error:
            return "error", self._ended(error)

    def _read(self) -> bytes:
        out = self.process.stdout
        waited = 0.0
        # The worker's end: its output's end of file, or its exit where a process it
        # forked still holds that output open.
        while not select.select([out], [], [], _POLL)[0]:
            if self.process.poll() is not None:
                raise EOFError("the worker process ended")
            waited += _POLL
            if waited >= TIMEOUT:
                raise TimeoutError(f"openvino did not answer within {TIMEOUT:.0f} s")
        size = _HEADER.unpack(_exactly(out, _HEADER.size))[0]
        return _exactly(out, size)

    def _ended(self, error: BaseException) -> str:
        if isinstance(error, TimeoutError):
            self.process.kill()
            self.process.wait()
            return f"{error} on this input"
        code = self.process.wait()
        if code < 0:
            return f"openvino crashed (signal {-code}, {_signal_name(-code)}) on this input"
        return f"openvino's worker process ended (exit {code}) on this input"


def _exactly(stream, size: int) -> bytes:
    data = stream.read(size)
    if len(data) != size:
        raise EOFError("the worker process closed its output")
    return data


def _signal_name(number: int) -> str:
    try:
        return signal.Signals(number).name
    except ValueError:
        return "unknown"


def close() -> None:
    """End the worker process, if there is one (it also ends with this process)."""
    worker = _Worker._shared
    if worker is not None and worker.process is not None:
        _end(worker.process)
        worker.process = None


def _end(process: subprocess.Popen) -> None:
    if process.poll() is None:
        process.stdin.close()  # the worker returns at the end of its input
        process.wait(timeout=10)
    for stream in (process.stdin, process.stdout):
        stream.close()


atexit.register(close)  # a no-op where no worker was started
