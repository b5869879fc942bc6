"""The test runners' per-process caches give what torch would compute itself."""

import pytest
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


def _cia_overrides() -> dict:
    """The ops and decompositions torch overrides in an ONNX export's decomposition."""
    from torch.onnx._internal.exporter import _decomp, _registration

    class Model(torch.nn.Module):
        def forward(self, a, b):
            return torch.atan2(a, b)

    program = torch.export.export(Model(), (torch.randn(3), torch.randn(3)))
    registry = _registration.ONNXRegistry.from_torchlib()
    table = _decomp.create_onnx_friendly_decomposition_table(set(registry.functions))
    cia, _python = exported_program._split_decomp_table_to_cia_and_python_decomp(table)
    program.run_decompositions(table)  # what an export does first
    return cia


def _kernels(ops) -> dict:
    """Each op's Python kernels by key, in order, and its fake-tensor rule, described so
    that two overrides compare: torch makes a new closure or partial for each."""
    import functools
    import inspect

    from torch._subclasses import fake_impls

    def described(kernel):
        if isinstance(kernel, functools.partial):
            keywords = sorted((k, described(v)) for k, v in kernel.keywords.items())
            args = tuple(map(described, kernel.args))
            return ("partial", described(kernel.func), args, keywords)
        if inspect.isfunction(kernel):  # torch defines some anew each time
            cells = tuple(described(c.cell_contents) for c in kernel.__closure__ or ())
            return ("function", kernel.__code__, cells)
        return kernel

    def rule(op):
        found = fake_impls.op_implementations_dict.get(op)
        if found is None:
            return None
        # torch's rule is a function nested in its override: the same call either way.
        return described(found)[3]

    return {
        op: ([(k, described(v)) for k, v in op.py_kernels.items()], rule(op))
        for op in ops
    }


def test_the_cia_override_sets_and_restores_what_torchs_does():
    """The test runners' override of the CIA kernels leaves every op with the kernels, in
    the order, and the fake-tensor rule torch's own leaves, and restores them alike."""
    from opmapgen.runtime.exporters import _cia_override

    dynamo.test_options(optimize=False)
    installed = exported_program._override_composite_implicit_decomp
    torchs = getattr(installed, "__wrapped__", installed)
    if not _cia_override.mirrors(torchs):
        pytest.skip("this torch's override is not the one mirrored: it runs its own")
    assert installed is not torchs  # the test runners use opmapgen's
    cia = _cia_overrides()
    before = _kernels(cia)
    within = {}
    for name, override in (("torch", torchs), ("opmapgen", _cia_override.override)):
        with override(cia):
            within[name] = _kernels(cia)
        assert _kernels(cia) == before
    assert within["opmapgen"] == within["torch"]
    assert within["torch"] != before


def test_the_suite_keeps_what_it_loaded_out_of_full_collections():
    """The suite's process (opmapgen.runtime.pytest_plugin) froze what collection loaded: torch, ONNX and
    the tests' modules are not walked by each full pass of the collector."""
    import gc

    assert gc.get_freeze_count() > 100_000
