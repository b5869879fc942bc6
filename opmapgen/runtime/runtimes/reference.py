"""ONNX's reference implementation (`onnx.reference.ReferenceEvaluator`): the specification's
semantics written out in numpy, which judges what ONNX means. It runs model-local functions,
so custom-domain ops run from their bodies."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from .onnxruntime import _line

NAME = "reference"
ORDER = 1
PACKAGE = "onnx"
NARROWS: dict[str, str] = {}
EVERY_MODEL = True
SATURATES = False
BY_ISA = False


def installed() -> bool:
    return True  # onnx is a dependency


def load(model) -> Callable[[dict[str, np.ndarray]], list[np.ndarray]]:
    import onnx
    from onnx.reference import ReferenceEvaluator

    from . import RuntimeFailure

    proto = onnx.load_from_string(model) if isinstance(model, bytes) else model
    try:
        evaluator = ReferenceEvaluator(proto)
    except Exception as error:  # every failure is reported as the runtime's
        raise RuntimeFailure(_line(error)) from error

    def run_loaded(feeds: dict[str, np.ndarray]) -> list[np.ndarray]:
        try:
            with np.errstate(all="ignore"):  # inf and NaN are values to compare
                return list(evaluator.run(None, feeds))
        except Exception as error:
            raise RuntimeFailure(_line(error)) from error

    return run_loaded


def run(model, feeds: dict[str, np.ndarray]) -> list[np.ndarray]:
    return load(model)(feeds)
