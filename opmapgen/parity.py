"""`opmapgen.parity`, kept for tests written against it: the check lives in `opmapgen.runtime.parity`."""

from .runtime.parity import TensorInput, check_parity, resolve_op, sample

__all__ = ["TensorInput", "check_parity", "resolve_op", "sample"]
