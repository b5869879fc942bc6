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
