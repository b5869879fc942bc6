"""What a test run of the dynamo exporter does once per process instead of once per export.

Every dynamo export decomposes the program torch.export captured, and torch lists all the
CompositeImplicitAutograd ops of every op namespace for it twice, each listing walking
the C++ dispatcher once per namespace: a quarter of an OpInfo export's time (130 ms of
about 550). The listing changes only when ops are registered, so it is kept with the
dispatcher state it was made in (the CIA registrations, the op namespaces and their ops)
and made again when that differs. torch caches the aten namespace's part already.

Then it overrides those ops' kernels for the decomposition and restores them, calling
`OperatorBase.py_impl` some 5,700 times, each defining a function annotated with
`collections.abc.Callable[_P, _T]`: Python builds those generics anew every time, and
that was most of the override (60 of 110 ms an export). `torch._ops` is given typing's
`Callable` instead, whose subscriptions are cached; it only annotates with it, and
`isinstance(x, typing.Callable)` answers as the abc's does.

Then the override itself sets those kernels one `py_impl` call each, some 11,000 an export:
`_cia_override` sets the same ones directly.

Installed by the test runners (`test_options`), not by `opmapgen.export`: users' exports
run torch untouched. `switch(False)` turns all three off (bench/parity.py's "before").
"""

from __future__ import annotations

import collections.abc
import typing
from collections.abc import Callable

from . import _cia_override

enabled = True
_KEY = "CompositeImplicitAutograd"


def install() -> None:
    """Cache torch's listing of the preservable CIA ops (internal: where torch's layout
    is not the one known here, nothing is changed)."""
    try:
        from torch._export import utils
        from torch.export import decomp_utils, exported_program
    except ImportError:
        return
    original = getattr(utils, "_collect_all_valid_cia_ops", None)
    if original is None or getattr(original, "opmapgen_cache", False):
        return
    users = (utils, exported_program, decomp_utils)
    if any(
        getattr(m, "_collect_all_valid_cia_ops", None) is not original for m in users
    ):
        return
    cached = _cached(original)
    for module in users:
        module._collect_all_valid_cia_ops = cached
    _cached_annotations(enabled)
    torch_override = exported_program._override_composite_implicit_decomp
    if _cia_override.mirrors(torch_override):
        exported_program._override_composite_implicit_decomp = _switched(
            _cia_override.override, torch_override
        )


def switch(on: bool) -> None:
    """Turn the savings on or off (both give what torch gives)."""
    global enabled
    enabled = on
    _cached_annotations(on)


def _switched(saving: Callable, original: Callable) -> Callable:
    """`saving` while the savings are on, else torch's `original`."""

    def chosen(*args, **kwargs):
        return (saving if enabled else original)(*args, **kwargs)

    chosen.__wrapped__ = original
    return chosen


def _cached_annotations(on: bool) -> None:
    from torch import _ops

    wanted, other = (
        (typing.Callable, collections.abc.Callable)
        if on
        else (collections.abc.Callable, typing.Callable)
    )
    if getattr(_ops, "Callable", None) is other:
        _ops.Callable = wanted


def _cached(original: Callable[[], set]) -> Callable[[], set]:
    made: dict[str, tuple[object, set]] = {}

    def collect() -> set:
        if not enabled:
            return original()
        state = _dispatcher_state()
        if "last" in made and made["last"][0] == state:
            return set(made["last"][1])
        found = original()
        # The state after listing: listing materializes ops into torch.ops.
        made["last"] = (_dispatcher_state(), set(found))
        return found

    collect.opmapgen_cache = True
    collect.__doc__ = original.__doc__
    return collect


def _dispatcher_state() -> tuple:
    """What the listing depends on: the ops registered for CIA in C++, and the op
    namespaces with the ops each holds (CIA kernels registered from Python)."""
    import torch

    namespaces = tuple(torch.ops._dir)
    return (
        frozenset(torch._C._dispatch_get_registrations_for_dispatch_key(_KEY)),
        namespaces,
        tuple(len(getattr(getattr(torch.ops, n), "_dir", ())) for n in namespaces),
    )
