"""Each exporter has one backend module, and each implements the declared interface."""

from __future__ import annotations

import inspect

from opmapgen.codegen.backends import BACKENDS, Backend
from opmapgen.ir.exporters import EXPORTERS


def _members() -> dict[str, object]:
    """The interface: its attributes and its functions with their signatures."""
    declared = {name: None for name in Backend.__annotations__}
    for name, value in vars(Backend).items():
        if inspect.isfunction(value) and not name.startswith("_"):
            declared[name] = inspect.signature(value)
    return declared


def test_one_backend_per_exporter_in_their_order():
    assert tuple(backend.EXPORTER for backend in BACKENDS) == EXPORTERS


def test_every_backend_implements_the_interface():
    for backend in BACKENDS:
        for name, signature in _members().items():
            assert hasattr(backend, name), f"{backend.__name__} lacks {name}"
            if signature is None:
                continue
            own = inspect.signature(getattr(backend, name))
            expected = [p for p in signature.parameters if p != "self"]
            assert list(own.parameters) == expected, (backend.__name__, name)
