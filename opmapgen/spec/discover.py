"""Step 0: the spec files under a folder (without importing YAML: a no-op build needs no
more than their bytes)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

SPEC_SUFFIXES = (".yaml", ".yml")
# Where the commands look for specs unless told.
DEFAULT_MAPPINGS = "mappings"


def discover(roots: Path | Sequence[Path]) -> list[Path]:
    """Every spec file under `roots` (folders or files), in a stable order."""
    found: list[Path] = []
    for root in (roots,) if isinstance(roots, Path) else roots:
        if root.is_file():
            found.append(root)
            continue
        found += sorted(
            p
            for p in root.rglob("*")
            if p.suffix in SPEC_SUFFIXES and p.is_file() and not p.name.startswith(".")
        )
    return list(dict.fromkeys(found))
