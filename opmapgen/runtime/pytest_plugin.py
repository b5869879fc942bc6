"""A pytest plugin for the suite's processes (`-p opmapgen.runtime.pytest_plugin`, in
pyproject.toml's addopts): what lives as long as they do is kept out of the garbage
collector's full passes.

A test process holds torch, ONNX and onnxscript, and from its first OpInfo test torch's
OpInfo database: over half a million objects, none of them ever garbage. Each full pass of
Python's cyclic collector walks them all, and exports allocate enough to start one every
few exports (a dynamo export's decomposition alone overrides 11,000 kernels). `gc.freeze`
moves what exists into a generation the collector never walks: after collection, and again
once the OpInfo database is loaded. Reference counting still frees a frozen object that
dies; only a cycle among frozen objects would be kept, for the life of the test process.
"""

from __future__ import annotations

import gc
import sys

_OP_DB = "torch.testing._internal.common_methods_invocations"
_frozen_with_op_db = False


def _freeze() -> None:
    gc.collect()
    gc.freeze()


def pytest_collection_finish(session) -> None:
    _freeze()


def pytest_runtest_logfinish(nodeid, location) -> None:
    global _frozen_with_op_db
    if not _frozen_with_op_db and _OP_DB in sys.modules:
        _frozen_with_op_db = True
        _freeze()
