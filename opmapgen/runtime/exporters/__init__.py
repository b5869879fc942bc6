"""The exporters opmapgen generates for, found by listing this package: one declaration
module per exporter, named after it, that defines what `interface.Exporter` declares.

Everything that names the exporters (the IR's plans, the backends, `opmapgen.export`, the
test runners) asks here, so a third exporter is its declaration module (plus its backend
module in `opmapgen/codegen/backends/`), nothing else. A distribution on sys.path with an
`opmapgen/runtime/exporters/` folder of its own adds its modules too (`extend_path`).

Listing and importing the declarations loads neither torch nor a build library: the build
reads the exporters' names from here as well.
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache
from types import ModuleType

__path__ = pkgutil.extend_path(__path__, __name__)


@cache
def declarations() -> tuple[ModuleType, ...]:
    """Each exporter's declaration module, in the order exporters are listed (`ORDER`)."""
    modules = [
        importlib.import_module(f"{__name__}.{info.name}")
        for info in pkgutil.iter_modules(__path__)
        if not info.name.startswith("_")
    ]
    return tuple(sorted(modules, key=lambda m: (m.ORDER, m.NAME)))


def names() -> tuple[str, ...]:
    """The exporters' names, in their order."""
    return tuple(m.NAME for m in declarations())


def exporter(name: str) -> ModuleType:
    """The declaration of the exporter called `name`."""
    for module in declarations():
        if module.NAME == name:
            return module
    raise ValueError(f"no exporter {name!r}: write one of {', '.join(names())}")


def default() -> ModuleType:
    """The exporter torch.onnx.export runs when not told which (`DEFAULT`)."""
    return next(m for m in declarations() if m.DEFAULT)


def by_torch_flag(dynamo: bool) -> ModuleType:
    """The exporter torch.onnx.export's `dynamo=` flag chooses."""
    return next(m for m in declarations() if m.TORCH_OPTIONS.get("dynamo") == dynamo)
