"""What a project builds: `[tool.opmapgen]` in the pyproject.toml of the current folder, or, in
any other folder, the one package every project starts with: `mappings/` built into
`generated/`.

```toml
[[tool.opmapgen.packages]]
mappings = ["mappings"]     # spec folders or files
out = "generated"           # the generated package
```

A package is a user's unless it is the library (`library = true`: this repository's own
configuration, which builds `opmapgen/library/`). A user's package composes with the library:
importing it imports the library, its mappings win where both map an op at an opset, and its
build says where. `source.function` modules are imported relative to the project folder (the
current folder at the build), wherever the program that imports the package runs.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

DEFAULT_MAPPINGS = "mappings"
DEFAULT_OUT = "generated"
# The installed library: its import name and where its specs are, inside the package.
LIBRARY_PACKAGE = "opmapgen.library"


@dataclass(frozen=True)
class Package:
    mappings: tuple[Path, ...]  # spec folders or files, relative to the project folder
    out: Path
    library: bool = False


class ProjectError(ValueError):
    """pyproject.toml's [tool.opmapgen] is not what this module reads."""


def packages(folder: Path = Path()) -> list[Package]:
    """The packages the project in `folder` builds, the library first."""
    config = _config(folder / "pyproject.toml")
    if config is None:
        return [Package((Path(DEFAULT_MAPPINGS),), Path(DEFAULT_OUT))]
    entries = config.get("packages")
    if not isinstance(entries, list) or not entries:
        raise ProjectError(
            "pyproject.toml: [tool.opmapgen] needs packages = [{mappings = [...], "
            "out = ...}, ...]"
        )
    found = [_package(i, entry) for i, entry in enumerate(entries)]
    return sorted(found, key=lambda p: not p.library)


def is_configured(folder: Path = Path()) -> bool:
    return _config(folder / "pyproject.toml") is not None


def _config(path: Path) -> dict | None:
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise ProjectError(f"{path}: {exc}") from exc
    config = data.get("tool", {}).get("opmapgen")
    if config is not None and not isinstance(config, dict):
        raise ProjectError(f"{path}: [tool.opmapgen] must be a table")
    return config


def _package(index: int, entry) -> Package:
    where = f"pyproject.toml: [tool.opmapgen] packages[{index}]"
    if not isinstance(entry, dict):
        raise ProjectError(f"{where} must be a table {{mappings = [...], out = ...}}")
    unknown = sorted(set(entry) - {"mappings", "out", "library"})
    if unknown:
        raise ProjectError(
            f"{where} has {', '.join(unknown)}; it takes mappings, out and library"
        )
    mappings = entry.get("mappings", [DEFAULT_MAPPINGS])
    if isinstance(mappings, str):
        mappings = [mappings]
    if not all(isinstance(m, str) and m for m in mappings):
        raise ProjectError(f"{where}: mappings must be a list of folders")
    out = entry.get("out", DEFAULT_OUT)
    if not isinstance(out, str) or not out:
        raise ProjectError(f"{where}: out must be a folder")
    library = entry.get("library", False)
    if not isinstance(library, bool):
        raise ProjectError(f"{where}: library must be true or false")
    return Package(tuple(Path(m) for m in mappings), Path(out), library)


def library_specs() -> Path | None:
    """The folder the installed library's spec paths are relative to: inside the package
    when installed from a wheel, the repository in a checkout; None without the library."""
    import importlib.util

    spec = importlib.util.find_spec(LIBRARY_PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        return None
    package = Path(next(iter(spec.submodule_search_locations)))
    if (package / DEFAULT_MAPPINGS).is_dir():
        return package
    checkout = package.parent.parent
    return checkout if (checkout / DEFAULT_MAPPINGS).is_dir() else None


def spec_roots(named: str | None = None) -> list[Path]:
    """The spec folders a command reads: the one named, else every package's of the
    project (`mappings/` in a folder without [tool.opmapgen])."""
    if named is not None:
        return [Path(named)]
    return [root for package in packages() for root in package.mappings]


def builds_library(folder: Path = Path()) -> bool:
    """Whether the project in `folder` is this repository, which builds the library."""
    return any(p.library for p in packages(folder))


# Each generated package's list of its mappings (see tools/compose.py).
CATALOG = "catalog.json"


def library_catalog() -> list[dict] | None:
    """The installed library's catalog, each record with its `package`; None without the
    library. JSON only: a no-op build reads it without importing torch or YAML."""
    import importlib.util
    import json

    spec = importlib.util.find_spec(LIBRARY_PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        return None
    path = Path(next(iter(spec.submodule_search_locations))) / CATALOG
    try:
        records = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return [{**r, "package": LIBRARY_PACKAGE} for r in records]
