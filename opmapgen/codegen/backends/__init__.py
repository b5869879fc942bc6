"""One backend module per exporter, each behind the `Backend` interface declared here.

A backend writes the module its exporter imports for a mapping (a symbolic function for
TorchScript, an onnxscript translation for dynamo) from the IR alone, through its Jinja2
template; what the backends share (a graph's statements, checks and dtype contract) is in
`common`, the source layout in `codegen.layout`. A third exporter adds a module here that
defines the same names, and its runtime module (see docs/exporters.md): `BACKENDS` lists
every module here that names an exporter (`EXPORTER`), in the exporters' order. Like the
runtime's registry, a folder on sys.path may add modules (`exporters.extended`).
"""

from __future__ import annotations

import importlib
import pkgutil
from types import ModuleType
from typing import Protocol

from ...ir.exporters import EXPORTERS
from ...ir.plan import Mapping
from ...runtime import exporters

__path__ = exporters.extended(__path__, __name__)


class Backend(Protocol):
    """What `render` asks of a backend module; its template calls these as `backend.*`
    (and any other function of the module its template alone needs)."""

    EXPORTER: str  # one of ir.exporters.EXPORTERS
    TEMPLATE: str  # the module's Jinja2 template, in templates/

    def module_path(self, mapping: Mapping) -> str | None:
        """Where the mapping's module goes in the package; None: none for this one."""

    def imports(self, mapping: Mapping) -> list[str]:
        """The module's import lines, as isort orders them."""

    def contract(self, mapping: Mapping) -> str:
        """`CONTRACT = Contract(...)`: the dtype contract the module checks at export."""

    def body(self, mapping: Mapping, indent: int) -> str:
        """The statements of the exported function: checks, then the graph."""

    def overloads(self, mapping: Mapping) -> list[str]:
        """The lines that take the other overloads the mapping exports."""


def _backends() -> tuple[ModuleType, ...]:
    """Every module here that names an exporter, in the order of ir.exporters.EXPORTERS."""
    modules = [
        importlib.import_module(f"{__name__}.{info.name}")
        for info in pkgutil.iter_modules(__path__)
        if not info.name.startswith("_")
    ]
    named = {m.EXPORTER: m for m in modules if hasattr(m, "EXPORTER")}
    missing = [e for e in EXPORTERS if e not in named]
    if missing:
        raise ImportError(
            f"no backend module in {__name__} for the exporter(s) {', '.join(missing)}: "
            "each declared exporter needs one (docs/exporters.md)"
        )
    return tuple(named[e] for e in EXPORTERS)


BACKENDS: tuple[Backend, ...] = _backends()
