"""ONNX Runtime (CPU): the runtime every parity check has run in. It runs a custom-domain
op from the model's own ONNX function where it has no kernel for it."""

from __future__ import annotations

import importlib.util
from collections.abc import Callable

import numpy as np

NAME = "onnxruntime"
ORDER = 0
PACKAGE = "onnxruntime"
NARROWS: dict[str, str] = {}
EVERY_MODEL = True
SATURATES = False
BY_ISA = False


def installed() -> bool:
    return importlib.util.find_spec("onnxruntime") is not None


def check_options():
    """The options of the sessions parity checks make (OpInfo samples, spec cases, the
    do-no-harm comparison): one thread. A check runs a small model on a few small inputs,
    where ONNX Runtime's default pool of a thread per core costs more to make than the
    runs (about three times a session's creation), and the test runners' workers, one per
    core, would each keep a pool spinning over every core."""
    import onnxruntime

    options = onnxruntime.SessionOptions()
    options.intra_op_num_threads = 1
    options.inter_op_num_threads = 1
    return options


def check_session(data: bytes, options=None):
    """A parity check's session of the model `data`, on the CPU: with `check_options`
    unless given options made from them."""
    import onnxruntime

    return onnxruntime.InferenceSession(
        data, options or check_options(), providers=["CPUExecutionProvider"]
    )


def load(model) -> Callable[[dict[str, np.ndarray]], list[np.ndarray]]:
    import onnxruntime

    from . import RuntimeFailure

    data = model if isinstance(model, bytes) else model.SerializeToString()
    options = onnxruntime.SessionOptions()
    options.log_severity_level = 4  # errors are reported, not logged
    try:
        session = onnxruntime.InferenceSession(
            data, options, providers=["CPUExecutionProvider"]
        )
    except Exception as error:  # every failure is reported as the runtime's
        raise RuntimeFailure(_line(error)) from error

    def run_loaded(feeds: dict[str, np.ndarray]) -> list[np.ndarray]:
        try:
            return session.run(None, feeds)
        except Exception as error:
            raise RuntimeFailure(_line(error)) from error

    return run_loaded


def run(model, feeds: dict[str, np.ndarray]) -> list[np.ndarray]:
    return load(model)(feeds)


def _line(error: BaseException) -> str:
    lines = str(error).strip().splitlines()
    return f"{type(error).__name__}: {lines[0] if lines else ''}"
