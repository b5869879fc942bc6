"""Step 6: register generated mappings with torch's ONNX exporters, and undo it exactly.

A generated package hands `Registrations` what it maps: a table of its op mappings,
`(module, source op, opsets, schema)`, and the names of its translation modules. Registering
hands the package to each exporter's declaration (`runtime/exporters/`, its
`register_package`), which adds what is its own to torch's registry for it (or waits until
torch imports that exporter: `when_imported`); unregistering takes it back out, restoring
what was registered before, so packages that map the same op can be stacked and unstacked.
Importing a package of a thousand mappings costs little more than importing torch.

Several packages compose: where two map an op at an opset, a user's package wins over the
library (`library=True`, opmapgen's own), whatever the order they were imported in; between
two of the same kind, the later registered (`rank`). A case the winner does not map goes to
the next package's mapping of the op, then to torch's own conversion (each exporter's
`next_symbolic`, `next_translation`).

Each mapping records the torch schema the build validated it against. Where the installed
torch's differs (or it lacks the op), the mapping is skipped with a warning (`installed_schema`,
`_drift`).

Every reach into torch's internals checks that they are the layout this knows, and takes
torch's public API where they are not (or OPMAPGEN_PUBLIC_API=1 is set), or does without,
with one warning saying what is lost (`degraded`).
"""

from __future__ import annotations

import contextlib
import importlib
import importlib.abc
import importlib.util
import os
import sys
import warnings
from collections.abc import Callable, Iterator, Sequence
from types import ModuleType
from typing import TYPE_CHECKING

from . import exporters

if TYPE_CHECKING:
    import torch


class Registrations:
    """The mappings of one generated package: register, unregister, or both around a block."""

    def __init__(
        self,
        mappings: Sequence[ModuleType | tuple],
        translations: Sequence[str] = (),
        package: str = "",
        library: bool = False,
    ):
        """`mappings` are modules, or `(module, source op, opsets, schema)` with the module
        named relative to `package` and imported at the symbolic's first call, and the
        schema (text, or a tuple of them, the mapped overload first) the build validated
        the mapping against (a package built before schemas were recorded leaves it out);
        `translations` name modules under `package.translations`, imported on first use.
        Each exporter's declaration reads what is its own. `library`: the package is
        opmapgen's library, which a user's package overrides."""
        self.package = package
        self.library = library
        self.mappings = tuple(mappings)
        self.translations = tuple(f"{package}.translations.{t}" for t in translations)
        self.active = False
        self._order = 0  # when it was registered, among every package

    @property
    def rank(self) -> tuple[bool, int]:
        """Of two packages mapping the same op at an opset, the higher rank wins."""
        return (not self.library, self._order)

    def custom_translation_table(self, opset_version: int | None = None) -> dict:
        """`torch.onnx.export(..., dynamo=True, custom_translation_table=...)` for an export
        at `opset_version` (torch's default when None): the package's public call, which
        the dynamo exporter's declaration answers."""
        from .exporters.dynamo import translation_table

        return translation_table(self, opset_version)

    def module_attribute(self, name: str) -> ModuleType:
        """The package's `__getattr__`: `package.name` is the module of op mapping `name`,
        imported on first use, as if the package had imported it."""
        module = _absolute(name, self.package)
        if self.package and module in map(self._module_name, self.mappings):
            return importlib.import_module(module)
        raise AttributeError(f"module {self.package!r} has no attribute {name!r}")

    def _module_name(self, mapping: ModuleType | tuple) -> str:
        if isinstance(mapping, ModuleType):
            return mapping.__name__
        return _absolute(mapping[0], self.package)

    def register(self) -> None:
        """Hand the package to every exporter; calling it again does nothing."""
        if self.active:
            return
        # The same package imported again (a reload) replaces itself.
        for other in [
            r for r in _registered if self.package and r.package == self.package
        ]:
            other.unregister()
        self.active = True
        global _counter
        _counter += 1
        self._order = _counter
        _registered.append(self)
        for declared in exporters.declarations():
            declared.register_package(self)

    def unregister(self) -> None:
        """Remove what `register` added, restoring what was registered before it."""
        if not self.active:
            return
        for declared in reversed(exporters.declarations()):
            declared.unregister_package(self)
        _registered.remove(self)
        self.active = False

    @contextlib.contextmanager
    def registered(self) -> Iterator[None]:
        """Register for the length of a `with` block, then restore the previous state."""
        was_active = self.active
        self.register()
        try:
            yield
        finally:
            if not was_active:
                self.unregister()


_counter = 0
_registered: list[Registrations] = []  # every registered package


def registered_packages() -> list[Registrations]:
    """The registered packages, the one that wins where several map an op last."""
    return sorted(_registered, key=lambda r: r.rank)


def _schemas(schema: str | Sequence[str] | None) -> tuple[str, ...]:
    if not schema:
        return ()
    return (schema,) if isinstance(schema, str) else tuple(schema)


def _absolute(name: str, package: str) -> str:
    return f"{package}.{name}" if package else name


# -- the schemas the build validated, against the installed torch's --------------------------

_UNKNOWN = object()  # the op's library is not imported yet: its schema cannot be read


def installed_schema(schema: str) -> str | None | object:
    """The installed torch's schema text of the overload that `schema` (a schema text,
    `ns::name.overload(...) -> ...`) is of: None where torch has no such overload,
    `_UNKNOWN` where the op's library is not imported yet."""
    import torch

    namespace, _, rest = schema.partition("(")[0].partition("::")
    name, _, overload = rest.partition(".")
    get_schema = getattr(torch._C, "_get_schema", None) if _FAST_PATHS else None
    if get_schema is not None:
        # What torch.ops does inside, without building the op's Python objects: a tenth
        # of the time, for a library of a few hundred mappings.
        try:
            found = get_schema(f"{namespace}::{name}", overload)
        except (RuntimeError, TypeError, ValueError):  # none (yet), or another call
            found = None
        if found is not None:
            return str(found)
    try:
        packet = getattr(getattr(torch.ops, namespace), name)
    except (AttributeError, RuntimeError):
        # A library's op may be registered by a module of it not imported yet
        # (transformers' integrations.moe): unknown until then.
        if namespace in ("aten", "prim", "prims"):
            return None
        try:
            return _UNKNOWN if importlib.util.find_spec(namespace) else None
        except (ImportError, ValueError):
            return None
    try:
        return str(getattr(packet, overload or "default")._schema)
    except (AttributeError, RuntimeError):
        return None


def _drift(schemas: Sequence[str]) -> str | None | object:
    """How the installed torch's schemas differ from `schemas`, the ones the build
    validated (None: they do not; `_UNKNOWN`: the op's library is not imported yet)."""
    unknown = False
    for recorded in schemas:
        installed = installed_schema(recorded)
        if installed is _UNKNOWN:
            unknown = True
        elif installed is None:
            return (
                f"the installed torch has no {recorded.partition('(')[0]}: the build "
                f"validated the schema `{recorded}`"
            )
        elif installed != recorded:
            return (
                f"the installed torch's {recorded.partition('(')[0]} has the schema "
                f"`{installed}`, not `{recorded}`, the one the build validated"
            )
    return _UNKNOWN if unknown else None


def _warn_drift(module: str, drift: str, exporter: str) -> None:
    warnings.warn(
        f"{module}: {drift}; this mapping is not used by {exporter}: rebuild with "
        "`opmapgen build` against this torch",
        RuntimeWarning,
        stacklevel=3,
    )


def _torch_op(
    target: str | torch._ops.OpOverload, load: bool = True
) -> torch._ops.OpOverload | None:
    """`ns::name.overload` → the torch op overload, importing the library of `ns` if needed
    (and `load`: an op that is not registered yet is in no model being exported)."""
    import torch

    if not isinstance(target, str):
        return target
    namespace, _, rest = target.partition("::")
    name, _, overload = rest.partition(".")
    for attempt in range(2):
        try:
            return getattr(getattr(getattr(torch.ops, namespace), name), overload)
        except (AttributeError, RuntimeError):
            if not load or attempt or importlib.util.find_spec(namespace) is None:
                return None
            importlib.import_module(namespace)
    return None


def _availability(op: str) -> str:
    """ "available" where `ns::name` exists, or will once its library (installed, not
    imported here, so that importing a package stays light) or the library's module that
    registers it (transformers' `integrations.moe`, imported with the models that call
    it) is imported; "not installed" where that library is not; "missing" where torch
    lacks the op. A library op's schema is checked at the symbolic's first call."""
    import torch

    namespace, _, name = op.partition("::")
    try:
        getattr(getattr(torch.ops, namespace), name)
        return "available"
    except (AttributeError, RuntimeError):
        pass
    if namespace in ("aten", "prim"):
        return "missing"
    try:
        installed = importlib.util.find_spec(namespace) is not None
    except (ImportError, ValueError):
        installed = False
    return "available" if installed else "not installed"


# -- waiting for torch's exporters -----------------------------------------------------------

# `import torch` imports neither exporter, and importing them costs time a program that does
# not export should not pay: registering waits until torch imports them.
# Where torch's internals are not the known layout, each fast path takes torch's public API
# instead; OPMAPGEN_PUBLIC_API=1 forces that everywhere (the tests do, to check it works).
_FAST_PATHS = os.environ.get("OPMAPGEN_PUBLIC_API", "") in ("", "0")


def when_imported(name: str, callback: Callable[[ModuleType], None]) -> None:
    """Call `callback(module)` now if `name` is imported, else once it has been."""
    module = sys.modules.get(name)
    if module is not None:
        callback(module)
    elif not any(isinstance(f, _AfterImport) and f.name == name for f in sys.meta_path):
        sys.meta_path.insert(0, _AfterImport(name, callback))


_degraded: set[str] = set()


def degraded(what: str, consequence: str) -> None:
    """Warn, once per process, that opmapgen does `what` without torch's internals (their
    layout is not the one it knows, or OPMAPGEN_PUBLIC_API is set), and with which
    `consequence`."""
    if what in _degraded:
        return
    _degraded.add(what)
    why = (
        "OPMAPGEN_PUBLIC_API is set"
        if not _FAST_PATHS
        else "this torch's internals are not the layout it knows"
    )
    warnings.warn(
        f"opmapgen uses torch's public API only here ({why}): {consequence}",
        RuntimeWarning,
        stacklevel=3,
    )


class _AfterImport(importlib.abc.MetaPathFinder):
    """Calls `callback(module)` once the module `name` has been imported."""

    def __init__(self, name: str, callback: Callable[[ModuleType], None]):
        self.name, self.callback = name, callback

    def find_spec(self, fullname, path, target=None):
        if fullname != self.name:
            return None
        sys.meta_path.remove(self)
        spec = importlib.util.find_spec(fullname)
        if spec is not None and spec.loader is not None:
            spec.loader = _CallingLoader(spec.loader, self.callback)
        return spec


class _CallingLoader(importlib.abc.Loader):
    def __init__(self, loader: importlib.abc.Loader, callback):
        self.loader, self.callback = loader, callback

    def create_module(self, spec):
        return self.loader.create_module(spec)

    def exec_module(self, module):
        self.loader.exec_module(module)
        self.callback(module)

    def __getattr__(self, name):  # get_source, get_filename... of the real loader
        return getattr(self.loader, name)
