"""The exporters opmapgen generates for, found by listing this package: one declaration
module per exporter, named after it, that defines what `interface.Exporter` declares.

Everything that names the exporters (the IR's plans, the backends, `opmapgen.export`, the
test runners) asks here, so a third exporter is its declaration module (plus its backend
module in `opmapgen/codegen/backends/`), nothing else. A folder on sys.path with an
`opmapgen/runtime/exporters/` folder of its own adds its modules too (`extended`).

Listing and importing the declarations loads neither torch nor a build library: the build
reads the exporters' names from here as well.
"""

from __future__ import annotations

import importlib
import os
import pkgutil
import sys
from functools import cache
from types import ModuleType


def extended(path: list[str], name: str) -> list[str]:
    """A package's `__path__` with the same folder under every other sys.path entry:
    where an exporter from outside opmapgen puts its module (pkgutil.extend_path looks in
    the parent package's folders only)."""
    seen = {os.path.realpath(p) for p in path}
    for entry in sys.path:
        folder = os.path.join(entry or os.curdir, *name.split("."))
        if os.path.isdir(folder) and os.path.realpath(folder) not in seen:
            seen.add(os.path.realpath(folder))
            path.append(folder)
    return path


__path__ = extended(__path__, __name__)


def listed(path: list[str], name: str) -> tuple[ModuleType, ...]:
    """The declaration modules of the package `name` (its `__path__`: `path`), in the
    order they are listed (`ORDER`, then `NAME`); a module named `_...` is a helper."""
    modules = [
        importlib.import_module(f"{name}.{info.name}")
        for info in pkgutil.iter_modules(path)
        if not info.name.startswith("_")
    ]
    return tuple(sorted(modules, key=lambda m: (m.ORDER, m.NAME)))


@cache
def declarations() -> tuple[ModuleType, ...]:
    """Each exporter's declaration module, in the order exporters are listed (`ORDER`)."""
    return listed(__path__, __name__)


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
