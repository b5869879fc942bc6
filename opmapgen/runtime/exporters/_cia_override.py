"""torch's override of the CompositeImplicitAutograd kernels for a decomposition, setting
the same kernels with dict writes: a third of a test's dynamo export.

To decompose the program it captured, torch.export overrides, for every CIA op the
ONNX exporter keeps (some 500), the Python kernel of 21 dispatch keys and the fake-tensor
rule, and restores them afterwards (`exported_program._override_composite_implicit_decomp`).
Each of those 11,000 kernels goes through `OperatorBase.py_impl`, which defines an
annotated function and checks the key every time: about 150 ms of an OpInfo export's 500.
`override` sets the same kernels in the same order, the same fake-tensor rules and
restores the same way, writing `py_kernels` directly where `py_impl` would (an op whose
class defines its own `py_impl` still gets it).

It mirrors torch's function, so it replaces only the one whose source it was written
from (`MIRRORED`, a digest); any other torch keeps its own. tests/test_export_caches.py
checks that both leave every op's kernels and rules alike.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import inspect
from collections.abc import Callable, Iterator

# sha256 of torch.export.exported_program._override_composite_implicit_decomp's source
# in torch 2.14.1: what `override` does the same as.
MIRRORED = "e96e2a4f053f0684e521ee56810b19317dc4e3bef86a37e8271e702edea025e7"


def digest(function: Callable) -> str:
    try:
        source = inspect.getsource(function)
    except (OSError, TypeError):
        return ""
    return hashlib.sha256(source.encode()).hexdigest()


def mirrors(function: Callable) -> bool:
    """`function` is the torch function `override` was written from."""
    return digest(getattr(function, "__wrapped__", function)) == MIRRORED


@contextlib.contextmanager
def override(cia_ops_to_callable: dict) -> Iterator[None]:
    import torch
    from torch._higher_order_ops.utils import autograd_not_implemented
    from torch._ops import OperatorBase
    from torch._subclasses.fake_impls import (
        _deregister_op_impl,
        _is_op_registered_to_fake_rule,
        register_op_impl,
    )
    from torch.export import exported_program as ep

    cia = torch._C.DispatchKey.CompositeImplicitAutograd
    saved = {}
    for op, decomposition in cia_ops_to_callable.items():
        saved[op] = op.py_kernels.copy()
        # `py_impl` writes the kernel and clears the op's dispatch cache, once per key:
        # the writes here, and one clearing at the end.
        set_kernel = (
            op.py_kernels.__setitem__
            if type(op).py_impl is OperatorBase.py_impl
            else lambda key, kernel, op=op: op.py_impl(key)(kernel)
        )
        for key in ep._AUTOGRAD_ALIAS_BACKEND_KEYS_TO_OVERRIDE:
            if key not in op.py_kernels:
                set_kernel(key, autograd_not_implemented(op, deferred_error=True))
        original = ep._get_decomp_for_cia(op)
        op.py_kernels.pop(cia, None)
        set_kernel(cia, decomposition)
        if not _is_op_registered_to_fake_rule(op):
            register_op_impl(op)(
                functools.partial(_original_in_fake_mode, original_callable=original)
            )
        for key in ep._BACKEND_KEYS_TO_OVERRIDE:
            if key not in op.py_kernels:
                set_kernel(key, original)
        op._dispatch_cache.clear()
    try:
        yield
    finally:
        for op, kernels in saved.items():
            op.py_kernels.clear()
            op.py_kernels.update(kernels)
            op._dispatch_cache.clear()
            _deregister_op_impl(op)


def _original_in_fake_mode(fake_tensor_mode, op, *args, original_callable, **kwargs):
    """torch's fake-tensor rule for an overridden op: its own CIA kernel, in fake mode."""
    with fake_tensor_mode:
        return original_callable(*args, **kwargs)
