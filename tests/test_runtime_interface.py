"""Every exporter's runtime module defines the helpers generated code calls, as declared once
in `opmapgen.runtime.interface`, with the declared parameters."""

from __future__ import annotations

import importlib
import inspect

import pytest

from opmapgen.runtime import exporters, interface
from opmapgen.validate.condition import HELPERS

DECLARED = (
    interface.CONDITION_HELPERS + interface.ATTRIBUTE_HELPERS + interface.GRAPH_HELPERS
)
# Each exporter's runtime module, as its declaration names it.
RUNTIMES = [importlib.import_module(e.RUNTIME) for e in exporters.declarations()]


def test_the_declaration_is_what_the_build_imports():
    assert set(DECLARED) - set(interface.GRAPH_HELPERS) == HELPERS
    assert "dtype_name" in interface.CONDITION_HELPERS
    assert "onnx_dtype_of" in interface.ATTRIBUTE_HELPERS


@pytest.mark.parametrize("module", RUNTIMES, ids=lambda m: m.__name__)
@pytest.mark.parametrize("name", DECLARED)
def test_each_runtime_module_defines_the_declared_helper(module, name):
    declared = inspect.signature(getattr(interface.ExportTime, name))
    defined = getattr(module, name, None)
    assert callable(defined), f"{module.__name__} lacks {name}"
    parameters = list(inspect.signature(defined).parameters)
    expected = list(declared.parameters)[1:]  # without self
    if name in interface.GRAPH_HELPERS and module.__name__.endswith(".symbolic"):
        parameters = parameters[1:]  # TorchScript's graph helpers take `g` first
    assert len(parameters) == len(expected), (
        f"{module.__name__}.{name}{inspect.signature(defined)} takes other parameters "
        f"than declared: {name}({', '.join(expected)})"
    )
