"""The test runners' per-process caches give what torch would compute itself."""

import torch
from torch._export import utils
from torch.export import decomp_utils, exported_program

from opmapgen.runtime.exporters import _test_caches, dynamo


def test_cia_listing_follows_the_dispatcher():
    """Cached, torch's listing of the CompositeImplicitAutograd ops is the one it makes,
    and an op registered afterwards is in the next listing."""
    dynamo.test_options(optimize=False)  # what a test run installs
    cached = utils._collect_all_valid_cia_ops
    assert getattr(cached, "opmapgen_cache", False)
    assert exported_program._collect_all_valid_cia_ops is cached
    assert decomp_utils._collect_all_valid_cia_ops is cached
    _test_caches.enabled = False
    try:
        fresh = cached()
    finally:
        _test_caches.enabled = True
    assert cached() == fresh
    assert cached() == fresh  # a hit

    library = torch.library.Library("opmapgen_cache_test", "DEF")
    library.define("twice(Tensor x) -> Tensor")
    library.impl("twice", lambda x: x * 2, "CompositeImplicitAutograd")
    try:
        listed = {op.name() for op in cached()}
        assert "opmapgen_cache_test::twice" in listed
    finally:
        library._destroy()


def test_py_impls_annotations_are_cached_and_exports_are_unchanged(tmp_path):
    """With typing's Callable in torch._ops, a dynamo export gives the same model, and
    py_impl registers and dispatches as before."""
    import collections.abc
    import io
    import typing

    from torch import _ops

    class Model(torch.nn.Module):
        def forward(self, x):
            return torch.nn.functional.gelu(x).softmax(-1)

    def exported() -> bytes:
        f = io.BytesIO()
        torch.onnx.export(
            Model(), (torch.randn(2, 3),), f, dynamo=True, optimize=False, verbose=False
        )
        return f.getvalue()

    dynamo.test_options(optimize=False)
    assert _ops.Callable is typing.Callable
    _test_caches.switch(False)
    try:
        assert _ops.Callable is collections.abc.Callable
        torch_alone = exported()
    finally:
        _test_caches.switch(True)
    assert _ops.Callable is typing.Callable
    assert exported() == torch_alone
